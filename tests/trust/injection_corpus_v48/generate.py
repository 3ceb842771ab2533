"""Corpus v48's training split: written blind to the detector, held out until the
twenty-third pass.

Run ``python -m tests.trust.injection_corpus_v48.generate [folder]``.
"""

# Multilingual text by design.
# ruff: noqa: RUF001

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from tests.trust.corpus_kit import Corpus
from tests.trust.injection_corpus_v48 import texts

# The short line on top of a quoted reply, when a text brings none of its own: the sender
# bumping their earlier message, one for every language of this corpus (the kit has a "wrote"
# line for each of them).
REPLIES = {
    "en": "Bumping this up in case it slipped past you this week.",
    "fr": "Je me permets de vous relancer au sujet du message ci-dessous.",
    "es": "Vuelvo a enviar el mensaje de abajo por si se quedó perdido.",
    "pt": "Volto a enviar a mensagem abaixo, caso se tenha perdido.",
    "ar": "أعيد إليكم رسالتي أدناه للتذكير، مع الشكر.",
    "zh": "再跟进一下下面这封邮件，麻烦您抽空查看。",
    "ja": "下記の件、念のため再度お送りいたします。",
    "de": "Ich erlaube mir, an meine Nachricht unten zu erinnern.",
    "it": "Le rimando il messaggio qui sotto come promemoria.",
    "nl": "Even een herinnering aan mijn bericht hieronder.",
    "ru": "Напоминаю о письме ниже, вдруг оно затерялось.",
    "tr": "Aşağıdaki e-postamla ilgili küçük bir hatırlatma.",
    "hi": "नीचे वाले संदेश की याद दिला रहा हूँ, शायद छूट गया हो।",
    "sv": "Jag påminner om mitt mejl nedan.",
}

CORPUS = Corpus(
    malicious=texts.MALICIOUS,
    benign=texts.BENIGN,
    out=Path(__file__).resolve().parent / "train",
    start=datetime(2027, 9, 13, 5, 40, tzinfo=UTC),
    tag="v48",
    replies=REPLIES,
)

if __name__ == "__main__":
    CORPUS.main()
