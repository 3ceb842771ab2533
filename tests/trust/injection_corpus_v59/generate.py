"""Corpus v59's training split: written blind to the detector, held out until the
twenty-fifth pass.

Run ``python -m tests.trust.injection_corpus_v59.generate [folder]``.
"""

# Multilingual text by design.
# ruff: noqa: RUF001

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from tests.trust.corpus_kit import Corpus
from tests.trust.injection_corpus_v59 import texts

# The short line on top of a quoted reply, when a text brings none of its own: the sender
# bumping their earlier message, one for every language of this corpus (the kit has a "wrote"
# line for each of them).
REPLIES = {
    "en": "Bumping this up in case it got buried under the weekend's crew changes.",
    "fr": (
        "Je relance mon message ci-dessous, il a peut-être été noyé sous les relèves du week-end."
    ),
    "it": "Le ripropongo il messaggio qui sotto, nel caso le fosse sfuggito.",
    "es": "Vuelvo a subir mi correo de abajo por si se quedó enterrado.",
    "pt": "Volto a enviar a mensagem abaixo, caso se tenha perdido na caixa de entrada.",
    "ar": "أعيد إليكم رسالتي أدناه في حال لم تصلكم أو ضاعت بين الرسائل.",
    "tr": "Aşağıdaki mesajımı gözden kaçmış olabilir diye yeniden öne çıkarıyorum.",
    "el": "Επανέρχομαι στο παρακάτω μήνυμα, μήπως χάθηκε μέσα στα υπόλοιπα.",
    "de": "Ich schiebe meine Nachricht unten noch einmal nach oben, falls sie untergegangen ist.",
    "nl": "Ik zet mijn bericht hieronder nog even bovenaan, voor het geval het is weggezakt.",
    "pl": "Podbijam wiadomość poniżej, bo pewnie utonęła w skrzynce.",
    "ru": "Поднимаю своё письмо ниже, вдруг оно затерялось.",
    "uk": "Піднімаю свій лист нижче, можливо, він загубився серед інших.",
    "cs": "Posílám znovu zprávu níže, kdyby vám zapadla.",
}

CORPUS = Corpus(
    malicious=texts.MALICIOUS,
    benign=texts.BENIGN,
    out=Path(__file__).resolve().parent / "train",
    start=datetime(2028, 2, 7, 6, 40, tzinfo=UTC),
    tag="v59",
    replies=REPLIES,
)

if __name__ == "__main__":
    CORPUS.main()
