"""Corpus v30's held-out split, written blind to the detector.

Run ``python -m tests.trust.injection_corpus_v30.generate [folder]``.
"""

# Multilingual text by design.
# ruff: noqa: RUF001

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from tests.trust.corpus_kit import Corpus
from tests.trust.injection_corpus_v30 import texts

# The short line on top of a quoted reply, when a text brings none of its own: the sender
# bumping their earlier message, one for every language of this corpus (the kit has a "wrote"
# line for each of them).
REPLIES = {
    "en": "Bringing this back up in case it got buried under the start-of-term mail.",
    "zh": "再发一次下面的邮件，怕您开学太忙漏看了。",
    "ja": "お忙しいところ恐れ入りますが、下記のメールを再度お送りいたします。",
    "ko": "혹시 놓치셨을까 봐 아래 메일을 다시 보내드립니다.",
    "hi": "नीचे वाला ईमेल फिर से भेज रहा हूँ, शायद व्यस्तता में छूट गया हो।",
    "vi": "Em gửi lại email bên dưới, phòng khi cô chưa kịp đọc ạ.",
    "fr": "Je vous renvoie mon message ci-dessous, au cas où il vous aurait échappé.",
    "de": "Ich schicke meine Nachricht von unten noch einmal, falls sie untergegangen ist.",
    "es": "Le reenvío mi mensaje de abajo por si se le pasó entre tanto correo.",
    "pt": "Volto a enviar a mensagem abaixo, caso lhe tenha escapado.",
    "nl": "Ik stuur mijn bericht hieronder nog een keer, mocht het zijn ondergesneeuwd.",
    "ru": "Пересылаю письмо ниже ещё раз, вдруг оно затерялось.",
    "ar": "أرسل رسالتي أدناه مرة أخرى في حال فاتتك بين الرسائل الكثيرة.",
    "it": "Le rimando il messaggio qui sotto, nel caso fosse finito in fondo alla casella.",
}

CORPUS = Corpus(
    malicious=texts.MALICIOUS,
    benign=texts.BENIGN,
    out=Path(__file__).resolve().parent / "heldout",
    start=datetime(2027, 9, 6, 0, 35, tzinfo=UTC),
    tag="v30",
    replies=REPLIES,
)

if __name__ == "__main__":
    CORPUS.main()
