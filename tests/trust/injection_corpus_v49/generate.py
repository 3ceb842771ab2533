"""Corpus v49's training split: written blind to the detector, held out until the
twenty-third pass.

Run ``python -m tests.trust.injection_corpus_v49.generate [folder]``.
"""

# Multilingual text by design.
# ruff: noqa: RUF001

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from tests.trust.corpus_kit import Corpus
from tests.trust.injection_corpus_v49 import texts

# The short line on top of a quoted reply, when a text brings none of its own: the sender
# bumping their earlier message, one for every language of this corpus (the kit has a "wrote"
# line for each of them).
REPLIES = {
    "en": "Bumping this up in case it got buried under the RFQs, thanks.",
    "ko": "혹시 메일이 묻혔을까 봐 아래 내용을 다시 올려 드립니다.",
    "ja": "下記のメールが埋もれていないか心配になり、再度お送りいたします。",
    "zh": "怕您漏看，把下面这封邮件再发一次。",
    "vi": "Em gửi lại email bên dưới phòng khi anh bị sót nhé.",
    "hi": "शायद नीचे वाला मेल छूट गया हो, इसलिए दोबारा भेज रहा हूँ।",
    "de": "Falls meine Mail unten untergegangen ist, hier noch einmal zur Erinnerung.",
    "nl": "Even een herinnering aan mijn bericht hieronder, voor het geval het is blijven liggen.",
    "sv": "Skickar mitt mejl nedan en gång till, ifall det försvann i mängden.",
    "pl": "Przypominam się z wiadomością poniżej, gdyby umknęła w natłoku poczty.",
    "fr": "Je me permets de vous renvoyer le message ci-dessous, au cas où il vous aurait échappé.",
    "es": "Le reenvío el mensaje de abajo por si se le pasó.",
    "pt": "Volto a enviar a mensagem abaixo, caso lhe tenha escapado.",
    "ru": "Напоминаю о письме ниже, вдруг оно затерялось.",
}

CORPUS = Corpus(
    malicious=texts.MALICIOUS,
    benign=texts.BENIGN,
    out=Path(__file__).resolve().parent / "train",
    start=datetime(2027, 5, 12, 7, 40, tzinfo=UTC),
    tag="v49",
    replies=REPLIES,
)

if __name__ == "__main__":
    CORPUS.main()
