"""Corpus v20's training split: written blind to the detector, held out until the
twenty-second pass.

Run ``python -m tests.trust.injection_corpus_v20.generate [folder]``.
"""

# Multilingual text by design.
# ruff: noqa: RUF001

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from tests.trust.corpus_kit import Corpus
from tests.trust.injection_corpus_v20 import texts

# The short line on top of a quoted reply, when a text brings none of its own: one for every
# language of this corpus (the kit has a "wrote" line for each of them). The sender is chasing
# up their own earlier message, which is quoted below it.
REPLIES = {
    "en": "Just bringing this back to the top of your inbox, see below.",
    "de": "Ich hole das noch einmal nach oben, siehe unten.",
    "fr": "Je me permets de vous relancer, voir ci-dessous.",
    "es": "Te lo reenvío por si se perdió, mira abajo.",
    "it": "Ti riscrivo per sicurezza, vedi sotto.",
    "pt": "Volto a enviar, caso se tenha perdido. Ver abaixo.",
    "nl": "Ik stuur dit nog even opnieuw, zie hieronder.",
    "sv": "Jag skickar det här igen ifall det försvann, se nedan.",
    "pl": "Przesyłam ponownie, gdyby wiadomość gdzieś zginęła. Szczegóły poniżej.",
    "cs": "Posílám znovu, kdyby se to ztratilo. Viz níže.",
    "uk": "Надсилаю ще раз, раптом лист загубився. Дивіться нижче.",
    "el": "Το ξαναστέλνω μήπως χάθηκε, δείτε παρακάτω.",
    "ja": "念のため再送いたします。以下をご確認ください。",
    "zh": "再发一次，以免您漏看，详见下文。",
}

CORPUS = Corpus(
    malicious=texts.MALICIOUS,
    benign=texts.BENIGN,
    out=Path(__file__).resolve().parent / "train",
    start=datetime(2026, 12, 1, 7, 40, tzinfo=UTC),
    tag="v20",
    replies=REPLIES,
)

if __name__ == "__main__":
    CORPUS.main()
