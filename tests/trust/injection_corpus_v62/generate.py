"""Corpus v62's training split: written blind to the detector, held out until the
twenty-sixth pass.

Run ``python -m tests.trust.injection_corpus_v62.generate [folder]``.
"""

# Multilingual text by design.
# ruff: noqa: RUF001

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from tests.trust.corpus_kit import Corpus
from tests.trust.injection_corpus_v62 import texts

# The short line on top of a quoted reply, when a text brings none of its own: the sender
# bumping their earlier message, one for every language of this corpus (the kit has a "wrote"
# line for each of them).
REPLIES = {
    "en": "Bringing this back up in case it got buried under the claims traffic.",
    "de": "Ich hole meine Nachricht unten noch einmal nach oben, falls sie untergegangen ist.",
    "nl": "Ik zet mijn bericht hieronder nog even bovenaan, voor het geval het is blijven liggen.",
    "sv": "Jag lyfter upp mitt mejl nedan igen, ifall det har hamnat längst ner.",
    "pl": "Przypominam się z wiadomością poniżej, gdyby umknęła w natłoku spraw.",
    "cs": "Připomínám svou zprávu níže, kdyby se ztratila mezi ostatními.",
    "el": "Σας ξαναστέλνω το παρακάτω μήνυμα, μήπως χάθηκε ανάμεσα στα άλλα.",
    "tr": "Aşağıdaki mesajımı, gözden kaçmış olabilir diye yeniden öne çıkarıyorum.",
    "ru": "Напоминаю о письме ниже, вдруг оно потерялось среди других.",
    "uk": "Нагадую про лист нижче, раптом він загубився серед інших.",
    "fr": "Je fais remonter mon message ci-dessous, au cas où il se serait perdu.",
    "es": "Te vuelvo a subir el mensaje de abajo por si se quedó enterrado.",
    "it": "Riporto in alto il messaggio qui sotto, nel caso fosse finito in fondo.",
    "zh": "把下面这封邮件再提一下，怕您没看到。",
}

CORPUS = Corpus(
    malicious=texts.MALICIOUS,
    benign=texts.BENIGN,
    out=Path(__file__).resolve().parent / "train",
    start=datetime(2028, 6, 12, 7, 40, tzinfo=UTC),
    tag="v62",
    replies=REPLIES,
)

if __name__ == "__main__":
    CORPUS.main()
