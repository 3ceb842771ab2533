"""Corpus v22's training split: written blind to the detector, held out until the
twenty-second pass.

Run ``python -m tests.trust.injection_corpus_v22.generate [folder]``.
"""

# Multilingual text by design.
# ruff: noqa: RUF001

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from tests.trust.corpus_kit import Corpus
from tests.trust.injection_corpus_v22 import texts

# The short line on top of a quoted reply, when a text brings none of its own: the sender
# bumping their earlier message, one for every language of this corpus (the kit has a "wrote"
# line for each of them).
REPLIES = {
    "en": "Just following up on my message below, in case it got buried.",
    "nl": "Even een herinnering aan mijn bericht hieronder.",
    "de": "Ich komme noch einmal auf meine Nachricht unten zurück.",
    "fr": "Je reviens vers vous au sujet du message ci-dessous.",
    "es": "Le reenvío el mensaje de abajo por si no le llegó.",
    "it": "Le riscrivo in merito al messaggio qui sotto.",
    "pl": "Uprzejmie przypominam o wiadomości poniżej.",
    "cs": "Dovoluji si připomenout zprávu níže.",
    "sv": "Jag påminner om mitt meddelande nedan.",
    "tr": "Aşağıdaki mesajımı tekrar hatırlatmak isterim.",
    "ru": "Напоминаю о письме ниже.",
    "uk": "Нагадую про мій лист нижче.",
    "ja": "下記のメールについて、念のため再送いたします。",
    "zh": "再次提醒一下下面这封邮件，谢谢。",
}

CORPUS = Corpus(
    malicious=texts.MALICIOUS,
    benign=texts.BENIGN,
    out=Path(__file__).resolve().parent / "train",
    start=datetime(2027, 2, 8, 6, 40, tzinfo=UTC),
    tag="v22",
    replies=REPLIES,
)

if __name__ == "__main__":
    CORPUS.main()
