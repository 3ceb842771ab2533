"""Corpus v57's training split: written blind to the detector, held out until the
twenty-fifth pass.

Run ``python -m tests.trust.injection_corpus_v57.generate [folder]``.
"""

# Multilingual text by design.
# ruff: noqa: RUF001

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from tests.trust.corpus_kit import Corpus
from tests.trust.injection_corpus_v57 import texts

# The short line on top of a quoted reply, when a text brings none of its own: the sender
# bumping their earlier message, one for every language of this corpus (the kit has a "wrote"
# line for each of them).
REPLIES = {
    "en": "Bumping this up in case it got buried under the court mail.",
    "pl": "Odświeżam wiadomość poniżej, na wypadek gdyby utonęła w skrzynce.",
    "de": "Ich schicke meine Nachricht unten noch einmal, falls sie untergegangen ist.",
    "uk": "Повторно надсилаю лист нижче, раптом він загубився серед інших.",
    "cs": "Připomínám svou zprávu níže, kdyby náhodou zapadla.",
    "ru": "Напоминаю о письме ниже, вдруг оно затерялось.",
    "fr": "Je me permets de vous renvoyer mon message ci-dessous, au cas où il se serait perdu.",
    "es": "Te vuelvo a mandar el mensaje de abajo por si se te traspapeló.",
    "it": "Le rimando il messaggio qui sotto, nel caso fosse finito tra gli altri.",
    "nl": "Ik stuur mijn bericht hieronder nog een keer, voor het geval het is blijven liggen.",
    "sv": "Jag skickar mitt mejl nedan en gång till, ifall det försvann bland de andra.",
    "el": "Σας ξαναστέλνω το παρακάτω μήνυμα, μήπως χάθηκε ανάμεσα στα άλλα.",
    "zh": "再发一次下面这封邮件，怕您没看到。",
    "vi": "Em gửi lại thư bên dưới, phòng khi thư bị trôi mất.",
}

CORPUS = Corpus(
    malicious=texts.MALICIOUS,
    benign=texts.BENIGN,
    out=Path(__file__).resolve().parent / "train",
    start=datetime(2028, 2, 7, 7, 40, tzinfo=UTC),
    tag="v57",
    replies=REPLIES,
)

if __name__ == "__main__":
    CORPUS.main()
