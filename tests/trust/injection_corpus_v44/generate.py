"""Corpus v44's training split, written blind to the detector.

Run ``python -m tests.trust.injection_corpus_v44.generate [folder]``.
"""

# Multilingual text by design.
# ruff: noqa: RUF001

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from tests.trust.corpus_kit import Corpus
from tests.trust.injection_corpus_v44 import texts

# The short line on top of a quoted reply, when a text brings none of its own: the sender
# bumping their earlier message, one for every language of this corpus (the kit has a "wrote"
# line for each of them).
REPLIES = {
    "en": "Bumping this up in case it got buried under the Monday pile.",
    "pl": "Przypominam się z wiadomością poniżej, gdyby umknęła.",
    "de": "Ich schiebe meine Nachricht unten noch einmal nach oben, falls sie untergegangen ist.",
    "sv": "Skickar det här igen ifall det försvann i inkorgen.",
    "nl": "Even een herinnering aan mijn bericht hieronder, mocht het zijn weggezakt.",
    "fr": "Je me permets de vous relancer au sujet du message ci-dessous.",
    "es": "Vuelvo a mandar el correo de abajo por si se quedó perdido.",
    "it": "Le ripropongo il messaggio qui sotto, casomai fosse finito in fondo alla posta.",
    "pt": "Volto a enviar a mensagem abaixo, caso se tenha perdido.",
    "cs": "Připomínám svou zprávu níže, kdyby se ztratila.",
    "uk": "Ще раз надсилаю лист нижче, раптом ви його не помітили.",
    "ru": "Поднимаю своё письмо ниже, вдруг оно затерялось.",
    "zh": "再提一下下面这封邮件，怕您漏看了。",
    "ja": "念のため、下記のメールを再度お送りします。",
}

CORPUS = Corpus(
    malicious=texts.MALICIOUS,
    benign=texts.BENIGN,
    out=Path(__file__).resolve().parent / "train",
    start=datetime(2027, 10, 4, 8, 5, tzinfo=UTC),
    tag="v44",
    replies=REPLIES,
)

if __name__ == "__main__":
    CORPUS.main()
