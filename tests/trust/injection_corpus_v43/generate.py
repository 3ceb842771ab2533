"""Corpus v43's training split: written blind to the detector, held out until the
twenty-second pass.

Run ``python -m tests.trust.injection_corpus_v43.generate [folder]``.
"""

# Multilingual text by design.
# ruff: noqa: RUF001

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from tests.trust.corpus_kit import Corpus
from tests.trust.injection_corpus_v43 import texts

# The short line on top of a quoted reply, when a text brings none of its own: the sender
# bumping their earlier message, one for every language of this corpus (the kit has a "wrote"
# line for each of them).
REPLIES = {
    "en": "Bumping this up in case it got buried under the harvest paperwork.",
    "nl": "Ik zet mijn bericht hieronder nog even bovenaan, voor het geval het is weggezakt.",
    "de": "Ich hole meine Nachricht von unten noch einmal hoch, falls sie untergegangen ist.",
    "fr": "Je me permets de vous relancer au sujet du message ci-dessous.",
    "sv": "Jag skickar mitt mejl nedan en gång till, ifall det försvann i mängden.",
    "pl": "Przypominam się z wiadomością poniżej, na wypadek gdyby umknęła.",
    "cs": "Připomínám se se zprávou níže, kdyby náhodou zapadla.",
    "pt": "Volto a enviar a mensagem abaixo, caso se tenha perdido na caixa de correio.",
    "es": "Te vuelvo a mandar el mensaje de abajo por si se quedó enterrado.",
    "it": "Le rimando il messaggio qui sotto, nel caso fosse finito in fondo alla casella.",
    "zh": "下面这封邮件再发一次，怕您没看到。",
    "ja": "念のため、下記のメールを再度お送りします。",
    "ru": "Напоминаю о письме ниже, вдруг оно затерялось.",
    "ko": "아래 메일을 혹시 못 보셨을까 봐 다시 보내드립니다.",
}

CORPUS = Corpus(
    malicious=texts.MALICIOUS,
    benign=texts.BENIGN,
    out=Path(__file__).resolve().parent / "train",
    start=datetime(2027, 9, 13, 7, 35, tzinfo=UTC),
    tag="v43",
    replies=REPLIES,
)

if __name__ == "__main__":
    CORPUS.main()
