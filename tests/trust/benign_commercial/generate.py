"""Builds the benign commercial set: one ``.eml`` per text of ``texts.py``.

    python -m tests.trust.benign_commercial.generate [folder]

The output is the same bytes on every run: Message-IDs, MIME boundaries, tracking tokens and
calendar UIDs are derived from the text id, and so are dates (a text whose wording names a
date gives its own ``sent`` time), never from the clock or a random source. Files are
written as ``<split>/<kind>-<language>-<id>-<shape>-1.eml`` with CRLF line ends, the way
they travel over SMTP. ``split`` is ``train`` (extra benign mail the detector trains on) or,
for every third text of each kind in id order, ``heldout`` (never trained on: it measures
how the detector treats commercial mail it has not seen).

A body is written in a small markup, one block per paragraph (blocks are separated by a
blank line): ``# Heading``, ``* item`` lines (a list), ``| a | b |`` lines (a table whose first
row is its header), ``[Label](https://…)`` alone on a line (a button), ``---`` (a rule);
anything else is a paragraph. The plain part and the HTML part are both rendered from it.
"""

# ruff: noqa: RUF001

from __future__ import annotations

import base64
import hashlib
import html
import re
import sys
import textwrap
from datetime import UTC, datetime, timedelta, timezone
from email import policy
from email.charset import BASE64, QP, Charset
from email.header import Header
from email.message import Message
from email.mime.application import MIMEApplication
from email.mime.multipart import MIMEMultipart
from email.mime.text import MIMEText
from email.utils import format_datetime, formataddr, parseaddr
from pathlib import Path
from urllib.parse import quote

from tests.trust.benign_commercial.texts import OWNER, TEXTS, Text
from tests.trust.corpus_kit import ics_escape, ics_fold

HERE = Path(__file__).resolve().parent
SPLITS = ("train", "heldout")
# Headers are folded here, not by the generator: encoded words at 76 characters, and a long
# ASCII value (List-Unsubscribe) on one line, as most mail platforms write it.
OUTPUT_POLICY = policy.compat32.clone(linesep="\r\n", max_line_length=0)
FIRST_DATE = datetime(2025, 2, 3, 6, 41, tzinfo=UTC)

# Languages written in Latin letters get quoted-printable bodies, the others base64.
LATIN = frozenset({"en", "de", "fr", "es", "it", "pt", "nl", "sv", "pl", "cs", "tr", "vi"})
# The senders' clocks in February and March (the messages' Date header), in minutes. No text
# is sent after 28 March from Europe, where summer time starts on the 30th.
SEND_OFFSETS = {
    "en": 0,
    "de": 60,
    "fr": 60,
    "es": 60,
    "it": 60,
    "nl": 60,
    "sv": 60,
    "pl": 60,
    "cs": 60,
    "pt": -180,
    "tr": 180,
    "ru": 180,
    "uk": 120,
    "el": 120,
    "ja": 540,
    "ko": 540,
    "zh": 480,
    "ar": 240,
    "hi": 330,
    "vi": 420,
}
# Offsets of the time zones that events are given in (April to June 2025), in minutes.
EVENT_OFFSETS = {
    "UTC": 0,
    "BST": 60,
    "EDT": -240,
    "PDT": -420,
    "CEST": 120,
    "EEST": 180,
    "MSK": 180,
    "TRT": 180,
    "AST": 180,
    "GST": 240,
    "IST": 330,
    "ICT": 420,
    "CST": 480,
    "JST": 540,
    "KST": 540,
    "BRT": -180,
}
BACKGROUNDS = ("#f4f4f4", "#eef2f7", "#f7f3ee", "#f0f5f1", "#ffffff", "#f3f0f7")
ACCENTS = ("#1a73e8", "#d9480f", "#2b8a3e", "#5f3dc4", "#c2255c", "#0b7285", "#212529")
PRODIDS = (
    "-//Example Events//Scheduler 4.2//EN",
    "-//Webinarium//Invitations 2.0//EN",
    "-//Meetly Inc//Booking Pages 7.1//EN",
    "-//Example Corp//Calendar Server 11.3//EN",
)

# Footer lines in each language: view online, unsubscribe, preferences, why a subscriber
# gets it, why a customer gets a service message, a cold sender's opt-out, and an invitation.
LABELS: dict[str, dict[str, str]] = {
    "en": {
        "view": "View this email in your browser",
        "unsub": "Unsubscribe",
        "prefs": "Update your preferences",
        "list": "You are receiving this email because you subscribed to updates from {brand}.",
        "service": "This is a service message about your {brand} account. "
        "You cannot unsubscribe from it.",
        "optout": "Not interested? Let us know and we will not contact you again.",
        "invite": "{brand} sent you this invitation. Anyone you forward it to can reply "
        "to the organizer.",
    },
    "de": {
        "view": "E-Mail im Browser ansehen",
        "unsub": "Abmelden",
        "prefs": "Einstellungen ändern",
        "list": "Sie erhalten diese E-Mail, weil Sie sich für Neuigkeiten von {brand} "
        "angemeldet haben.",
        "service": "Dies ist eine Service-Nachricht zu Ihrem Konto bei {brand}. "
        "Sie können sich davon nicht abmelden.",
        "optout": "Kein Interesse? Geben Sie uns kurz Bescheid, dann melden wir uns nicht wieder.",
        "invite": "Diese Einladung kommt von {brand}. Wer sie weitergeleitet bekommt, "
        "kann dem Veranstalter ebenfalls antworten.",
    },
    "fr": {
        "view": "Voir cet e-mail dans votre navigateur",
        "unsub": "Se désabonner",
        "prefs": "Gérer mes préférences",
        "list": "Vous recevez cet e-mail car vous êtes inscrit(e) aux actualités de {brand}.",
        "service": "Ceci est un message de service concernant votre compte {brand}. "
        "Vous ne pouvez pas vous en désabonner.",
        "optout": "Pas intéressé(e) ? Dites-le-nous et nous ne vous recontacterons plus.",
        "invite": "Cette invitation vous est envoyée par {brand}. Toute personne à qui "
        "vous la transférez pourra répondre à l'organisateur.",
    },
    "es": {
        "view": "Ver este correo en el navegador",
        "unsub": "Darse de baja",
        "prefs": "Gestionar preferencias",
        "list": "Recibes este correo porque te suscribiste a las novedades de {brand}.",
        "service": "Este es un mensaje de servicio sobre tu cuenta de {brand}. "
        "No es posible darse de baja.",
        "optout": "¿No te interesa? Avísanos y no volveremos a escribirte.",
        "invite": "{brand} te ha enviado esta invitación. Si la reenvías, quien la reciba "
        "también podrá responder al organizador.",
    },
    "it": {
        "view": "Visualizza questa e-mail nel browser",
        "unsub": "Annulla l'iscrizione",
        "prefs": "Gestisci le preferenze",
        "list": "Ricevi questa e-mail perché ti sei iscritto/a alle novità di {brand}.",
        "service": "Questo è un messaggio di servizio relativo al tuo account {brand}: "
        "non è possibile disiscriversi.",
        "optout": "Non ti interessa? Faccelo sapere e non ti scriveremo più.",
        "invite": "Questo invito ti è stato inviato da {brand}. Chiunque lo riceva da te "
        "potrà rispondere all'organizzatore.",
    },
    "pt": {
        "view": "Ver este e-mail no navegador",
        "unsub": "Cancelar inscrição",
        "prefs": "Gerenciar preferências",
        "list": "Você está recebendo este e-mail porque se cadastrou para receber "
        "novidades da {brand}.",
        "service": "Esta é uma mensagem de serviço sobre sua conta {brand}. "
        "Não é possível cancelar o recebimento.",
        "optout": "Não tem interesse? Avise-nos e não entraremos mais em contato.",
        "invite": "Este convite foi enviado por {brand}. Quem recebê-lo encaminhado por "
        "você também poderá responder ao organizador.",
    },
    "nl": {
        "view": "Bekijk deze e-mail in je browser",
        "unsub": "Afmelden",
        "prefs": "Voorkeuren beheren",
        "list": "Je ontvangt deze e-mail omdat je je hebt aangemeld voor nieuws van {brand}.",
        "service": "Dit is een servicebericht over je account bij {brand}. "
        "Je kunt je hiervoor niet afmelden.",
        "optout": "Geen interesse? Laat het ons weten, dan mailen we je niet meer.",
        "invite": "Deze uitnodiging komt van {brand}. Wie hem van jou doorgestuurd krijgt, "
        "kan de organisator ook antwoorden.",
    },
    "sv": {
        "view": "Visa mejlet i webbläsaren",
        "unsub": "Avregistrera",
        "prefs": "Ändra inställningar",
        "list": "Du får det här mejlet eftersom du har anmält dig till nyheter från {brand}.",
        "service": "Det här är ett servicemeddelande om ditt konto hos {brand}. "
        "Du kan inte avregistrera dig från det.",
        "optout": "Inte intresserad? Säg till, så hör vi inte av oss igen.",
        "invite": "Inbjudan kommer från {brand}. Den som får den vidarebefordrad av dig "
        "kan också svara arrangören.",
    },
    "pl": {
        "view": "Zobacz tę wiadomość w przeglądarce",
        "unsub": "Wypisz się",
        "prefs": "Zarządzaj preferencjami",
        "list": "Otrzymujesz tę wiadomość, ponieważ zapisałeś(-aś) się na newsletter {brand}.",
        "service": "To jest wiadomość serwisowa dotycząca Twojego konta w {brand}. "
        "Nie można z niej zrezygnować.",
        "optout": "Nie jesteś zainteresowany? Daj znać, a nie będziemy się więcej odzywać.",
        "invite": "To zaproszenie wysłał(a) {brand}. Każdy, komu je przekażesz, będzie "
        "mógł odpowiedzieć organizatorowi.",
    },
    "cs": {
        "view": "Zobrazit e-mail v prohlížeči",
        "unsub": "Odhlásit odběr",
        "prefs": "Nastavení odběru",
        "list": "Tento e-mail dostáváte, protože jste se přihlásili k odběru novinek od {brand}.",
        "service": "Toto je servisní zpráva k vašemu účtu u {brand}. Nelze se z ní odhlásit.",
        "optout": "Nemáte zájem? Dejte nám vědět a už se neozveme.",
        "invite": "Tuto pozvánku vám poslal {brand}. Kdokoli, komu ji přepošlete, může "
        "organizátorovi odpovědět.",
    },
    "tr": {
        "view": "Bu e-postayı tarayıcıda görüntüle",
        "unsub": "Abonelikten çık",
        "prefs": "Tercihleri yönet",
        "list": "Bu e-postayı {brand} bültenine kayıt olduğunuz için alıyorsunuz.",
        "service": "Bu, {brand} hesabınızla ilgili bir hizmet mesajıdır; abonelikten çıkılamaz.",
        "optout": "İlgilenmiyor musunuz? Bize bildirin, bir daha yazmayalım.",
        "invite": "Bu davet {brand} tarafından gönderildi. İlettiğiniz kişiler de "
        "düzenleyiciye yanıt verebilir.",
    },
    "ru": {
        "view": "Открыть письмо в браузере",
        "unsub": "Отписаться",
        "prefs": "Настройки рассылки",
        "list": "Вы получили это письмо, потому что подписались на новости {brand}.",
        "service": "Это служебное сообщение о вашем аккаунте в {brand}, отписаться от него нельзя.",
        "optout": "Неинтересно? Напишите нам, и мы больше не побеспокоим.",
        "invite": "Приглашение отправлено {brand}. Если вы перешлёте его, получатель "
        "тоже сможет ответить организатору.",
    },
    "uk": {
        "view": "Відкрити лист у браузері",
        "unsub": "Відписатися",
        "prefs": "Налаштування розсилки",
        "list": "Ви отримали цей лист, бо підписалися на новини {brand}.",
        "service": "Це службове повідомлення щодо вашого акаунта в {brand}, "
        "відписатися від нього не можна.",
        "optout": "Не цікаво? Напишіть нам, і ми більше не турбуватимемо.",
        "invite": "Запрошення надіслав {brand}. Якщо ви його перешлете, одержувач "
        "теж зможе відповісти організатору.",
    },
    "el": {
        "view": "Προβολή στο πρόγραμμα περιήγησης",
        "unsub": "Διαγραφή από τη λίστα",
        "prefs": "Ρυθμίσεις επικοινωνίας",
        "list": "Λαμβάνετε αυτό το μήνυμα επειδή εγγραφήκατε στα νέα της {brand}.",
        "service": "Αυτό είναι μήνυμα εξυπηρέτησης για τον λογαριασμό σας στην {brand} "
        "και δεν μπορείτε να το απενεργοποιήσετε.",
        "optout": "Δεν σας ενδιαφέρει; Ενημερώστε μας και δεν θα σας ξαναστείλουμε.",
        "invite": "Την πρόσκληση σάς έστειλε η {brand}. Όποιος τη λάβει από εσάς "
        "μπορεί επίσης να απαντήσει στον διοργανωτή.",
    },
    "ja": {
        "view": "ブラウザで表示",
        "unsub": "配信停止",
        "prefs": "配信設定の変更",
        "list": "このメールは{brand}のお知らせにご登録いただいた方にお送りしています。",
        "service": "本メールは{brand}アカウントに関する重要なお知らせのため、"
        "配信停止はできません。",
        "optout": "ご興味がない場合はお知らせください。今後のご連絡は控えます。",
        "invite": "この招待状は{brand}から送信されました。転送すると、"
        "受け取った方も主催者に返信できます。",
    },
    "zh": {
        "view": "在浏览器中查看",
        "unsub": "退订",
        "prefs": "管理订阅偏好",
        "list": "您收到此邮件是因为您订阅了{brand}的资讯。",
        "service": "这是一封关于您{brand}账户的服务通知，无法退订。",
        "optout": "如不感兴趣，请告知我们，我们将不再打扰。",
        "invite": "此邀请由{brand}发出。您转发给的任何人都可以回复组织者。",
    },
    "ko": {
        "view": "브라우저에서 보기",
        "unsub": "수신 거부",
        "prefs": "수신 설정 변경",
        "list": "{brand} 소식 받기에 동의하셔서 발송된 메일입니다.",
        "service": "본 메일은 {brand} 계정 관련 서비스 안내로 수신 거부가 불가합니다.",
        "optout": "관심이 없으시면 알려 주세요. 더 이상 연락드리지 않겠습니다.",
        "invite": "{brand}에서 보낸 초대장입니다. 전달받은 분도 주최자에게 회신할 수 있습니다.",
    },
    "ar": {
        "view": "عرض الرسالة في المتصفح",
        "unsub": "إلغاء الاشتراك",
        "prefs": "إدارة التفضيلات",
        "list": "تصلك هذه الرسالة لأنك اشتركت في نشرة {brand}.",
        "service": "هذه رسالة خدمة تتعلق بحسابك لدى {brand} ولا يمكن إلغاء الاشتراك فيها.",
        "optout": "لست مهتمًا؟ أخبرنا ولن نراسلك مرة أخرى.",
        "invite": "أرسلت {brand} هذه الدعوة. يمكن لأي شخص تعيد توجيهها إليه أن يرد على المنظم.",
    },
    "hi": {
        "view": "ब्राउज़र में देखें",
        "unsub": "सदस्यता छोड़ें",
        "prefs": "प्राथमिकताएँ बदलें",
        "list": "आपको यह ईमेल इसलिए मिला क्योंकि आपने {brand} के अपडेट के लिए साइन अप किया था।",
        "service": "यह आपके {brand} खाते से जुड़ा सेवा संदेश है, इससे सदस्यता नहीं छोड़ी जा सकती।",
        "optout": "रुचि नहीं है? हमें बता दें, हम दोबारा संपर्क नहीं करेंगे।",
        "invite": "यह निमंत्रण {brand} ने भेजा है। जिसे भी आप इसे फ़ॉरवर्ड करेंगे, वह आयोजक को जवाब दे सकेगा।",
    },
    "vi": {
        "view": "Xem email trên trình duyệt",
        "unsub": "Hủy đăng ký",
        "prefs": "Quản lý tùy chọn",
        "list": "Bạn nhận được email này vì đã đăng ký nhận tin từ {brand}.",
        "service": "Đây là thông báo dịch vụ về tài khoản {brand} của bạn và không thể hủy nhận.",
        "optout": "Không quan tâm? Hãy báo cho chúng tôi, chúng tôi sẽ không liên hệ nữa.",
        "invite": "Lời mời này do {brand} gửi. Bất kỳ ai bạn chuyển tiếp cũng có thể "
        "trả lời người tổ chức.",
    },
}
# Which footer a kind carries.
FOOTER_OF_KIND = {
    "newsletter": "list",
    "promotion": "list",
    "spam_offer": "optout",
    "sales_outreach": "optout",
    "calendar": "invite",
    "transactional": "service",
}
LIST_KINDS = frozenset({"newsletter", "promotion"})


def _listed(text: Text) -> bool:
    """Mail sent to a list (newsletters, promotions, tracked mail): unsubscribe links and
    headers, a "view in your browser" line."""
    return text.kind in LIST_KINDS or text.shape == "tracking"


_BUTTON = re.compile(r"^\[(?P<label>[^\]]+)\]\((?P<url>\S+)\)$")
_URL = re.compile(r"https?://[^\s<>()\"']*[^\s<>()\"'.,;:!?)]")


# -- small deterministic helpers ------------------------------------------------------------


def _digest(*parts: object, length: int = 16) -> str:
    key = "/".join(str(p) for p in ("benign-commercial", *parts))
    return hashlib.sha256(key.encode()).hexdigest()[:length]


def _pick(seq, *parts: object):
    return seq[int(_digest(*parts, length=8), 16) % len(seq)]


def _number(text: Text) -> int:
    return int(text.id.removeprefix("bc"))


def _address(text: Text) -> tuple[str, str]:
    name, address = parseaddr(text.sender)
    if not address or "@" not in address:
        raise ValueError(f"{text.id}: no address in sender {text.sender!r}")
    return name, address


def _domains(text: Text) -> tuple[str, str]:
    """The sending domain and the brand's own (its last two labels)."""
    mail_domain = _address(text)[1].rsplit("@", 1)[1]
    return mail_domain, ".".join(mail_domain.split(".")[-2:])


def _brand(text: Text) -> str:
    return text.brand or _address(text)[0]


def sent_at(text: Text) -> datetime:
    """The text's own send time when its wording names a date, else one from its number."""
    zone = timezone(timedelta(minutes=SEND_OFFSETS[text.language]))
    if text.sent:
        return datetime.strptime(text.sent, "%Y-%m-%d %H:%M").replace(tzinfo=zone)
    n = _number(text)
    when = FIRST_DATE + timedelta(minutes=317 * (n - 1) + int(_digest(text.id, "date"), 16) % 41)
    return when.astimezone(zone)


def file_name(text: Text) -> str:
    return f"{text.kind}-{text.language}-{text.id}-{text.shape}-1.eml"


def _boundary(text: Text, level: int) -> str:
    token = _digest(text.id, "boundary", level, length=28)
    style = _pick(("part", "plain", "google", "outlook"), text.id, "boundary-style")
    if style == "part":
        return f"----=_Part_{_number(text) * 7 + level}_{int(token[:8], 16)}.{token[8:21]}"
    if style == "google":
        return f"0000000000{token[:18]}"
    if style == "outlook":
        return f"_00{level}_{token[:24].upper()}_"
    return f"=_{token}"


# -- the body markup ------------------------------------------------------------------------


def _blocks(body: str) -> list[tuple[str, object]]:
    out: list[tuple[str, object]] = []
    for chunk in body.strip("\n").split("\n\n"):
        lines = [line.rstrip() for line in chunk.strip("\n").split("\n")]
        if not any(lines):
            continue
        if len(lines) == 1 and lines[0].startswith("# "):
            out.append(("heading", lines[0][2:]))
        elif all(line.startswith("* ") for line in lines):
            out.append(("list", [line[2:] for line in lines]))
        elif all(line.startswith("|") for line in lines):
            rows = [[cell.strip() for cell in line.strip().strip("|").split("|")] for line in lines]
            out.append(("table", rows))
        elif len(lines) == 1 and _BUTTON.match(lines[0]):
            match = _BUTTON.match(lines[0])
            out.append(("button", (match["label"], match["url"])))
        elif lines == ["---"]:
            out.append(("rule", None))
        else:
            out.append(("paragraph", lines))
    return out


class _Links:
    """Rewrites a message's links as its sender's mail platform would, when it tracks them."""

    def __init__(self, text: Text, tracked: bool) -> None:
        self.text = text
        self.tracked = tracked
        self.count = 0
        self.click_host = f"click.{_domains(text)[1]}"
        month = sent_at(text).strftime("%b%y").lower()
        self.campaign = f"{month}_{text.kind}_{_number(text):03d}"

    def __call__(self, url: str) -> str:
        if not self.tracked or not url.startswith("http"):
            return url
        self.count += 1
        sep = "&" if "?" in url else "?"
        target = (
            f"{url}{sep}utm_source=newsletter&utm_medium=email"
            f"&utm_campaign={self.campaign}&utm_content=link_{self.count}"
        )
        token = _digest(self.text.id, "click", self.count, length=40)
        return (
            f"https://{self.click_host}/ls/click?upn={token}"
            f"&e={_digest(OWNER[1], self.text.id, length=12)}&u={quote(target, safe='')}"
        )


def _plain_body(text: Text, links: _Links) -> str:
    out = []
    for kind, value in _blocks(text.body):
        if kind == "heading":
            out.append(str(value))
        elif kind == "list":
            out.append("\n".join(f"- {item}" for item in value))  # type: ignore[union-attr]
        elif kind == "table":
            out.append("\n".join(" | ".join(row) for row in value))  # type: ignore[union-attr]
        elif kind == "button":
            label, url = value  # type: ignore[misc]
            out.append(f"{label}: {links(url)}")
        elif kind == "rule":
            out.append("----------")
        else:
            lines = [_URL.sub(lambda m: links(m.group(0)), line) for line in value]  # type: ignore[union-attr]
            out.append("\n".join(lines))
    return "\n\n".join(out)


def _unsubscribe_url(text: Text) -> str:
    brand_domain = _domains(text)[1]
    return f"https://www.{brand_domain}/email/unsubscribe?u={_digest(text.id, 'unsub', length=24)}"


def _plain_footer(text: Text) -> str:
    labels = LABELS[text.language]
    which = FOOTER_OF_KIND[text.kind]
    if which == "optout" and text.shape == "plain":
        return ""
    lines = [labels[which].format(brand=_brand(text))]
    if _listed(text):
        lines.append(f"{labels['unsub']}: {_unsubscribe_url(text)}")
    if text.postal:
        lines.append(text.postal)
    return "--\n" + "\n".join(lines)


def plain_text(text: Text, links: _Links) -> str:
    footer = _plain_footer(text)
    body = _plain_body(text, links)
    return body + ("\n\n" + footer if footer else "") + "\n"


# -- HTML -----------------------------------------------------------------------------------


def _esc_link(line: str, links: _Links, accent: str) -> str:
    out, last = [], 0
    for match in _URL.finditer(line):
        out.append(html.escape(line[last : match.start()], quote=False))
        url = match.group(0)
        out.append(
            f'<a href="{html.escape(links(url))}" style="color:{accent}">'
            f"{html.escape(url, quote=False)}</a>"
        )
        last = match.end()
    out.append(html.escape(line[last:], quote=False))
    return "".join(out)


PREHEADER_STYLES = (
    "display:none;max-height:0;overflow:hidden;mso-hide:all",
    "display:none!important;visibility:hidden;opacity:0;color:transparent;height:0;width:0",
    "font-size:0;line-height:0;max-height:0;max-width:0;overflow:hidden",
    "opacity:0;max-height:0;overflow:hidden;font-size:1px;line-height:1px",
    "color:{bg};font-size:1px;line-height:1px;max-height:0;overflow:hidden",
)
HIDDEN_STYLES = (
    "display:none;font-size:0;max-height:0;overflow:hidden",
    "font-size:0;line-height:0;color:transparent;max-height:0;overflow:hidden",
    "color:#ffffff;font-size:1px;line-height:1px",
    "max-height:0;overflow:hidden;mso-hide:all;font-size:0",
)


def _preheader(text: Text, bg: str) -> str:
    style = _pick(PREHEADER_STYLES, text.id, "preheader").format(bg=bg)
    spacer = "&#847;&zwnj;&nbsp;" * 30
    return f'<div style="{style}">{html.escape(text.preheader, quote=False)}{spacer}</div>'


def _hidden(text: Text) -> str:
    # Guest lists hide with font-size:0 or display:none; small print elsewhere is
    # white on the white content area, or collapsed to no height.
    styles = HIDDEN_STYLES[:2] if text.shape == "hidden_guests" else HIDDEN_STYLES[2:]
    style = _pick(styles, text.id, "hidden")
    inner = "<br>\n".join(html.escape(line, quote=False) for line in text.hidden.split("\n"))
    tag = "span" if style.startswith("color:#ffffff") else "div"
    return f'<{tag} style="{style}">{inner}</{tag}>'


def _html_blocks(text: Text, links: _Links, accent: str, align: str) -> list[str]:
    out = []
    font = "font-family:Helvetica,Arial,sans-serif"
    for kind, value in _blocks(text.body):
        if kind == "heading":
            out.append(
                f'<h2 style="margin:24px 0 8px;{font};font-size:20px;color:#111111">'
                f"{html.escape(str(value), quote=False)}</h2>"
            )
        elif kind == "list":
            items = "\n".join(
                f'<li style="margin:0 0 6px">{_esc_link(item, links, accent)}</li>'
                for item in value  # type: ignore[union-attr]
            )
            out.append(f'<ul style="margin:0 0 16px;padding-inline-start:20px">\n{items}\n</ul>')
        elif kind == "table":
            rows = []
            for i, row in enumerate(value):  # type: ignore[arg-type]
                weight = "font-weight:bold;border-bottom:2px solid #dddddd" if i == 0 else ""
                cells = "".join(
                    f'<td style="padding:6px 8px;border-bottom:1px solid #eeeeee;{weight}">'
                    f"{_esc_link(cell, links, accent)}</td>"
                    for cell in row
                )
                rows.append(f"<tr>{cells}</tr>")
            out.append(
                '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" '
                f'style="border-collapse:collapse;margin:0 0 16px;{font};font-size:14px;'
                f'text-align:{align}">\n' + "\n".join(rows) + "\n</table>"
            )
        elif kind == "button":
            label, url = value  # type: ignore[misc]
            out.append(
                '<table role="presentation" cellpadding="0" cellspacing="0" '
                'style="margin:8px 0 20px"><tr>'
                f'<td style="border-radius:4px;background:{accent}">'
                f'<a href="{html.escape(links(url))}" target="_blank" '
                f'style="display:inline-block;padding:12px 24px;{font};font-size:16px;'
                f'color:#ffffff;text-decoration:none;font-weight:bold">'
                f"{html.escape(label, quote=False)}</a></td></tr></table>"
            )
        elif kind == "rule":
            out.append('<hr style="border:0;border-top:1px solid #e5e5e5;margin:20px 0">')
        else:
            inner = "<br>\n".join(_esc_link(line, links, accent) for line in value)  # type: ignore[union-attr]
            out.append(
                f'<p style="margin:0 0 16px;{font};font-size:15px;line-height:1.5;'
                f'color:#333333">{inner}</p>'
            )
    return out


def html_text(text: Text, links: _Links, *, pixels: bool) -> str:
    lang = text.language
    labels = LABELS[lang]
    rtl = lang == "ar"
    direction = ' dir="rtl"' if rtl else ""
    align = "right" if rtl else "left"
    bg = _pick(BACKGROUNDS, text.id, "bg")
    accent = _pick(ACCENTS, text.id, "accent")
    mail_domain, brand_domain = _domains(text)
    brand = _brand(text)
    cdn = f"https://cdn.{brand_domain}/email"
    lines = [
        "<!DOCTYPE html>",
        f'<html lang="{lang}"{direction}>',
        "<head>",
        '<meta http-equiv="Content-Type" content="text/html; charset=utf-8">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        f"<title>{html.escape(text.subject, quote=False)}</title>",
        "<style>body{margin:0;padding:0}table,td{border-collapse:collapse}"
        "img{border:0;outline:none}@media only screen and (max-width:620px)"
        "{.wrap{width:100%!important}.pad{padding:16px!important}}</style>",
        "</head>",
        f'<body style="margin:0;padding:0;background-color:{bg}">',
    ]
    if text.preheader:
        lines.append(_preheader(text, bg))
    if _listed(text):
        view = f"https://www.{brand_domain}/email/view/{_digest(text.id, 'view', length=20)}"
        lines.append(
            f'<p style="margin:0;padding:8px;text-align:center;font-size:11px;'
            f'font-family:Arial,sans-serif;color:#888888"><a href="{html.escape(links(view))}" '
            f'style="color:#888888">{html.escape(labels["view"], quote=False)}</a></p>'
        )
    lines += [
        f'<table role="presentation" width="100%" cellpadding="0" cellspacing="0" '
        f'bgcolor="{bg}"><tr><td align="center">',
        '<table role="presentation" class="wrap" width="600" cellpadding="0" cellspacing="0" '
        f'bgcolor="#ffffff" style="width:600px;background:#ffffff;text-align:{align}">',
        f'<tr><td class="pad" style="padding:20px 32px;border-bottom:3px solid {accent}">'
        f'<img src="{cdn}/logo.png" width="120" height="32" alt="{html.escape(brand)}" '
        f'style="display:block;border:0"></td></tr>',
    ]
    if text.image_alt:
        lines.append(
            f'<tr><td><img src="{cdn}/{_digest(text.id, "hero", length=10)}.jpg" width="600" '
            f'alt="{html.escape(text.image_alt)}" style="display:block;width:100%;border:0">'
            "</td></tr>"
        )
    lines.append('<tr><td class="pad" style="padding:24px 32px">')
    if text.headline:
        lines.append(
            '<h1 style="margin:0 0 16px;font-family:Helvetica,Arial,sans-serif;'
            f'font-size:26px;line-height:1.25;color:#111111">'
            f"{html.escape(text.headline, quote=False)}</h1>"
        )
    lines += _html_blocks(text, links, accent, align)
    if text.hidden:
        lines.append(_hidden(text))
    lines.append("</td></tr>")
    footer = [html.escape(labels[FOOTER_OF_KIND[text.kind]].format(brand=brand), quote=False)]
    if _listed(text):
        prefs = f"https://www.{brand_domain}/email/preferences?u={_digest(text.id, 'prefs')}"
        footer.append(
            f'<a href="{html.escape(links(_unsubscribe_url(text)))}" style="color:#777777">'
            f"{html.escape(labels['unsub'], quote=False)}</a> · "
            f'<a href="{html.escape(links(prefs))}" style="color:#777777">'
            f"{html.escape(labels['prefs'], quote=False)}</a>"
        )
    if text.postal:
        footer.append(html.escape(text.postal, quote=False))
    lines.append(
        '<tr><td class="pad" style="padding:20px 32px;background:#fafafa;'
        'font-family:Arial,sans-serif;font-size:12px;line-height:1.5;color:#777777">'
        + "<br>\n".join(footer)
        + "</td></tr>"
    )
    lines.append("</table>")
    if pixels:
        token = _digest(text.id, "open", length=32)
        lines.append(
            f'<img src="https://open.{brand_domain}/o/{token}.gif" width="1" height="1" '
            'alt="" style="display:block;width:1px;height:1px;border:0">'
        )
        lines.append(
            f'<img src="https://{mail_domain}/t/px?c={links.campaign}&amp;r='
            f'{_digest(OWNER[1], text.id, "px", length=20)}" width="1" height="1" alt="" '
            'border="0" style="height:1px!important;width:1px!important;border:0;margin:0;'
            'padding:0">'
        )
    lines += ["</td></tr></table>", "</body>", "</html>"]
    return "\n".join(lines) + "\n"


# -- attachments and calendars -----------------------------------------------------------------


def _pdf_string(value: str) -> str:
    out = []
    for byte in value.encode("cp1252"):
        if byte in b"\\()":
            out.append("\\" + chr(byte))
        elif 32 <= byte < 127:
            out.append(chr(byte))
        else:
            out.append(f"\\{byte:03o}")
    return "".join(out)


def tiny_pdf(body: str, title: str) -> bytes:
    """A one-page PDF (Helvetica, WinAnsi) whose text stream carries ``body``."""
    lines: list[str] = []
    for paragraph in body.strip("\n").split("\n"):
        lines += textwrap.wrap(paragraph, 90) or [""]
    if len(lines) > 56:
        raise ValueError(f"PDF text of {title!r} does not fit one page")
    ops = ["BT", "/F1 10 Tf", "13 TL", "56 790 Td"]
    ops += [f"({_pdf_string(line)}) Tj T*" for line in lines]
    ops.append("ET")
    stream = "\n".join(ops).encode("ascii")
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] "
        b"/Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
        b"<< /Length %d >>\nstream\n" % len(stream) + stream + b"\nendstream",
        f"<< /Title ({_pdf_string(title)}) /Producer (DocPress 3.1) >>".encode("ascii"),
    ]
    out = b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n"
    offsets = []
    for number, obj in enumerate(objects, start=1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % number + obj + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    out += b"".join(b"%010d 00000 n \n" % offset for offset in offsets)
    out += b"trailer\n<< /Size %d /Root 1 0 R /Info 6 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (
        len(objects) + 1,
        xref,
    )
    return out


def _cn(name: str) -> str:
    return '"' + name.replace('"', "") + '"'


def event_times(text: Text) -> tuple[datetime, datetime]:
    local = datetime.strptime(text.start, "%Y-%m-%d %H:%M")
    start = (local - timedelta(minutes=EVENT_OFFSETS[text.tz])).replace(tzinfo=UTC)
    return start, start + timedelta(minutes=text.minutes)


def ics_text(text: Text, description: str) -> str:
    name, address = _address(text)
    brand_domain = _domains(text)[1]
    start, end = event_times(text)
    stamp = sent_at(text).astimezone(UTC)
    fmt = "%Y%m%dT%H%M%SZ"
    attendees = [f"{OWNER[0]} <{OWNER[1]}>", *text.guests]
    lines = [
        "BEGIN:VCALENDAR",
        f"PRODID:{_pick(PRODIDS, text.id, 'prodid')}",
        "VERSION:2.0",
        "CALSCALE:GREGORIAN",
        "METHOD:REQUEST",
        "BEGIN:VEVENT",
        f"DTSTART:{start.strftime(fmt)}",
        f"DTEND:{end.strftime(fmt)}",
        f"DTSTAMP:{stamp.strftime(fmt)}",
        f"ORGANIZER;CN={_cn(name)}:mailto:{address}",
        f"UID:{_digest(text.id, 'uid', length=26)}@{brand_domain}",
    ]
    for attendee in attendees:
        cn, mail = parseaddr(attendee)
        lines.append(
            "ATTENDEE;CUTYPE=INDIVIDUAL;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;"
            f"RSVP=TRUE;CN={_cn(cn or mail)}:mailto:{mail}"
        )
    lines += [
        f"CREATED:{(stamp - timedelta(minutes=7)).strftime(fmt)}",
        f"DESCRIPTION:{ics_escape(description)}",
        f"LAST-MODIFIED:{stamp.strftime(fmt)}",
        f"LOCATION:{ics_escape(text.location)}",
        "SEQUENCE:0",
        "STATUS:CONFIRMED",
        f"SUMMARY:{ics_escape(text.summary or text.subject)}",
        "TRANSP:OPAQUE",
        "BEGIN:VALARM",
        "ACTION:DISPLAY",
        "DESCRIPTION:Reminder",
        "TRIGGER:-P0DT0H15M0S",
        "END:VALARM",
        "END:VEVENT",
        "END:VCALENDAR",
    ]
    return "".join(ics_fold(line) + "\r\n" for line in lines)


# -- MIME -----------------------------------------------------------------------------------


def _text_part(body: str, subtype: str, lang: str) -> MIMEText:
    if subtype == "plain" and body.isascii():
        part = MIMEText(body, subtype, "us-ascii")
        part.set_param("charset", "utf-8")
    else:
        charset = Charset("utf-8")
        charset.body_encoding = QP if lang in LATIN else BASE64
        part = MIMEText(body, subtype, charset)
    del part["MIME-Version"]
    return part


def _calendar_part(ics: str, attached: bool) -> MIMEText:
    charset = Charset("utf-8")
    charset.body_encoding = BASE64
    part = MIMEText(ics, "calendar", charset)
    part.set_param("method", "REQUEST")
    if attached:
        part.set_param("name", "invite.ics")
        part.add_header("Content-Disposition", "attachment", filename="invite.ics")
    del part["MIME-Version"]
    return part


def _attachment_part(text: Text) -> Message:
    name = text.attachment_name
    if name.endswith(".pdf"):
        data = tiny_pdf(text.attachment_text, name.removesuffix(".pdf"))
        part: Message = MIMEApplication(data, "pdf")
    else:
        subtype = "csv" if name.endswith(".csv") else "plain"
        charset = Charset("utf-8")
        charset.body_encoding = BASE64
        part = MIMEText(text.attachment_text.strip("\n") + "\n", subtype, charset)
        part.set_param("name", name)
    part.add_header("Content-Disposition", "attachment", filename=name)
    del part["MIME-Version"]
    return part


def _multipart(subtype: str, text: Text, level: int, parts: list[Message]) -> MIMEMultipart:
    container = MIMEMultipart(subtype, boundary=_boundary(text, level))
    for part in parts:
        container.attach(part)
    del container["MIME-Version"]
    return container


def _content(text: Text) -> Message:
    lang, shape = text.language, text.shape
    tracked = shape == "tracking"
    links = _Links(text, tracked)
    if shape == "plain":
        return _text_part(plain_text(text, links), "plain", lang)
    if shape == "html_only":
        return _text_part(html_text(text, links, pixels=False), "html", lang)
    if shape in {"html", "preheader", "tracking", "hidden_guests"}:
        plain = plain_text(text, links)
        rich = html_text(text, links, pixels=tracked)
        alternative = _multipart(
            "alternative",
            text,
            1,
            [_text_part(plain, "plain", lang), _text_part(rich, "html", lang)],
        )
        if shape == "hidden_guests" and text.start:
            description = text.description or _plain_body(text, _Links(text, False))
            calendar = _calendar_part(ics_text(text, description), attached=True)
            return _multipart("mixed", text, 0, [alternative, calendar])
        return alternative
    if shape == "attachment":
        plain = _text_part(plain_text(text, links), "plain", lang)
        if text.kind in LIST_KINDS:
            rich = _text_part(html_text(text, links, pixels=False), "html", lang)
            main: Message = _multipart("alternative", text, 1, [plain, rich])
        else:
            main = plain
        return _multipart("mixed", text, 0, [main, _attachment_part(text)])
    if shape == "ics":
        plain = _text_part(plain_text(text, links), "plain", lang)
        description = text.description or _plain_body(text, links)
        ics = ics_text(text, description)
        if _pick((True, True, False), text.id, "ics-style"):
            return _multipart("mixed", text, 0, [plain, _calendar_part(ics, attached=True)])
        return _multipart("alternative", text, 0, [plain, _calendar_part(ics, attached=False)])
    raise ValueError(f"{text.id}: unknown shape {shape!r}")


def _encoded(value: str, name: str) -> str:
    """RFC 2047 encoded words of at most 76 characters, folded with CRLF and a space."""
    return Header(value, "utf-8", header_name=name).encode(linesep="\r\n", maxlinelen=76)


def _header_value(value: str, name: str) -> str:
    return value if value.isascii() else _encoded(value, name)


def _encoded_name(name: str) -> str:
    """A display name as base64 encoded words split between words, each space kept inside
    the word before it (as common mail programs write them), so no decoder can lose or add
    one; each encoded word stays within 70 characters where a single word allows it."""

    def word(text: str) -> str:
        return "=?utf-8?b?" + base64.b64encode(text.encode()).decode() + "?="

    pieces = [w + " " for w in name.split(" ")]
    pieces[-1] = pieces[-1][:-1]
    chunks = [""]
    for piece in pieces:
        if chunks[-1] and len(word(chunks[-1] + piece)) > 70:
            chunks.append(piece)
        else:
            chunks[-1] += piece
    return "\r\n ".join(word(chunk) for chunk in chunks)


def _mailbox(name: str, address: str) -> str:
    if name.isascii():
        return formataddr((name, address))
    return f"{_encoded_name(name)} <{address}>"


def build(text: Text) -> Message:
    content = _content(text)
    own = [
        (key, content[key]) for key in ("MIME-Version", "Content-Type", "Content-Transfer-Encoding")
    ]
    for key, _ in own:
        del content[key]
    name, address = _address(text)
    mail_domain, brand_domain = _domains(text)
    when = sent_at(text)
    headers: list[tuple[str, str]] = [
        ("From", _mailbox(name, address)),
        ("To", _mailbox(*OWNER)),
        ("Subject", _header_value(text.subject, "Subject")),
        ("Date", format_datetime(when)),
        (
            "Message-ID",
            f"<{_digest(text.id, 'mid', length=20)}.{int(when.timestamp())}@{mail_domain}>",
        ),
    ]
    unsubscribe = _unsubscribe_url(text)
    mailto = f"mailto:unsubscribe+{_digest(text.id, 'mailto', length=12)}@{mail_domain}"
    if _listed(text):
        headers.append(("List-Unsubscribe", f"<{unsubscribe}>, <{mailto}>"))
        list_name = "news" if text.kind == "newsletter" else "offers"
        headers.append(("List-Id", f"<{list_name}.{brand_domain}>"))
        headers.append(("Precedence", "bulk"))
    elif text.kind == "spam_offer" and _pick((True, False), text.id, "spam-unsub"):
        headers.append(("List-Unsubscribe", f"<{mailto}>"))
    if text.shape == "tracking":
        headers.append(("List-Unsubscribe-Post", "List-Unsubscribe=One-Click"))
        headers.append(("Feedback-ID", f"{_number(text)}:{text.kind}:{brand_domain}"))
    for key, value in headers:
        content[key] = value
    for key, value in own:
        if value is not None:
            content[key] = value
    return content


def _bytes(msg: Message) -> bytes:
    return msg.as_bytes(policy=OUTPUT_POLICY)


def split_of(text: Text) -> str:
    """``heldout`` for every third text of its kind (in id order), else ``train``."""
    same_kind = [t.id for t in TEXTS if t.kind == text.kind]
    return "heldout" if same_kind.index(text.id) % 3 == 2 else "train"


def messages() -> list[tuple[str, bytes]]:
    """Every (relative path, bytes) of the set, in id order."""
    return [(f"{split_of(text)}/{file_name(text)}", _bytes(build(text))) for text in TEXTS]


def write(out: Path) -> list[Path]:
    """Writes the set under ``out`` (``out/train/*.eml``, ``out/heldout/*.eml``), removing
    stale files first."""
    for split in SPLITS:
        folder = out / split
        folder.mkdir(parents=True, exist_ok=True)
        for stale in folder.glob("*.eml"):
            stale.unlink()
    written = []
    for rel, data in messages():
        path = out / rel
        path.write_bytes(data)
        written.append(path)
    return written


def listing_sha256(names: list[str]) -> str:
    """SHA-256 of the sorted relative file names, one per line, each ending in a newline."""
    return hashlib.sha256("".join(f"{n}\n" for n in sorted(names)).encode()).hexdigest()


def contents_sha256(out: Path) -> str:
    """SHA-256 over "<relative name> <sha256 of the file>" lines, sorted by name."""
    digest = hashlib.sha256()
    for rel in sorted(
        p.relative_to(out).as_posix() for s in SPLITS for p in (out / s).glob("*.eml")
    ):
        path = out / rel
        digest.update(f"{rel} {hashlib.sha256(path.read_bytes()).hexdigest()}\n".encode())
    return digest.hexdigest()


def main() -> None:
    target = Path(sys.argv[1]) if len(sys.argv) > 1 else HERE
    written = write(target)
    names = [p.relative_to(target).as_posix() for p in written]
    sys.stdout.write(
        f"{len(names)} files; sorted list sha256 {listing_sha256(names)}; "
        f"contents sha256 {contents_sha256(target)}\n"
    )


if __name__ == "__main__":
    main()
