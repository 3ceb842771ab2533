"""Corpus v55's training split: written blind to the detector, held out until the
twenty-fourth pass.

Run ``python -m tests.trust.injection_corpus_v55.generate [folder]``.
"""

# Multilingual text by design.
# ruff: noqa: RUF001

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from tests.trust.corpus_kit import Corpus
from tests.trust.injection_corpus_v55 import texts

# The short line on top of a quoted reply, when a text brings none of its own: the sender
# bumping their earlier message, one for every language of this corpus (the kit has a "wrote"
# line for each of them).
REPLIES = {
    "en": "Bumping this up in case it got buried under the weather alerts.",
    "sv": "Jag skickar upp det här igen, ifall det försvann bland allt annat.",
    "pl": "Przypominam się z wiadomością poniżej, gdyby umknęła.",
    "de": "Ich bringe meine Nachricht unten noch einmal in Erinnerung.",
    "el": "Επανέρχομαι με το παρακάτω μήνυμα, μήπως χάθηκε μέσα στα υπόλοιπα.",
    "cs": "Připomínám se se zprávou níže, kdyby se ztratila.",
    "uk": "Нагадую про повідомлення нижче, можливо, воно загубилося.",
    "nl": "Ik breng mijn bericht hieronder nog even onder de aandacht.",
    "fr": "Je me permets de vous relancer au sujet du message ci-dessous.",
    "es": "Vuelvo a enviar el mensaje de abajo por si se quedó perdido.",
    "it": "Le ripropongo il messaggio qui sotto, nel caso fosse finito in fondo.",
    "pt": "Volto a enviar a mensagem abaixo, caso se tenha perdido.",
    "tr": "Aşağıdaki mesajımı gözden kaçmış olabilir diye yeniden iletiyorum.",
    "ja": "下記のメールが埋もれているかもしれないため、改めてお送りします。",
}

CORPUS = Corpus(
    malicious=texts.MALICIOUS,
    benign=texts.BENIGN,
    out=Path(__file__).resolve().parent / "train",
    start=datetime(2027, 10, 4, 6, 40, tzinfo=UTC),
    tag="v55",
    replies=REPLIES,
)

if __name__ == "__main__":
    CORPUS.main()
