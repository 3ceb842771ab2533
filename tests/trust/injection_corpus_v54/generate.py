"""Corpus v54's training split: written blind to the detector, held out until the
twenty-fourth pass.

Run ``python -m tests.trust.injection_corpus_v54.generate [folder]``.
"""

# Multilingual text by design.
# ruff: noqa: RUF001

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from tests.trust.corpus_kit import Corpus
from tests.trust.injection_corpus_v54 import texts

# The short line on top of a quoted reply, when a text brings none of its own: the sender
# bumping their earlier message, one for every language of this corpus (the kit has a "wrote"
# line for each of them).
REPLIES = {
    "en": "Bringing this back up in case it got buried under the grant deadlines.",
    "vi": "Em gửi lại thư dưới đây, phòng khi chị chưa kịp xem ạ.",
    "zh": "再发一次下面这封邮件，怕您没看到，麻烦抽空看一下。",
    "ja": "下記のメールが埋もれているかもしれませんので、再度お送りします。",
    "ko": "아래 메일이 묻혔을까 봐 다시 보내드립니다.",
    "fr": "Je me permets de vous renvoyer le message ci-dessous, au cas où il vous aurait échappé.",
    "de": "Ich schicke meine Nachricht von unten noch einmal, falls sie untergegangen ist.",
    "es": "Le reenvío el mensaje de abajo por si se le traspapeló.",
    "ru": "Повторно отправляю письмо ниже, вдруг оно затерялось.",
    "hi": "नीचे वाला संदेश दोबारा भेज रहा हूँ, शायद वह छूट गया हो।",
    "pt": "Reenvio a mensagem abaixo, caso tenha passado despercebida.",
    "it": "Le rimando il messaggio qui sotto, nel caso fosse finito in fondo alla casella.",
    "nl": "Ik stuur mijn bericht hieronder nog een keer, mocht het tussen de rest zijn beland.",
    "sv": "Jag skickar mitt meddelande nedan en gång till, ifall det försvann i mängden.",
}

CORPUS = Corpus(
    malicious=texts.MALICIOUS,
    benign=texts.BENIGN,
    out=Path(__file__).resolve().parent / "train",
    start=datetime(2028, 5, 6, 7, 40, tzinfo=UTC),
    tag="v54",
    replies=REPLIES,
)

if __name__ == "__main__":
    CORPUS.main()
