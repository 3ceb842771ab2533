"""Corpus v68's training split: written blind to the detector, for training (not held out).

Run ``python -m tests.trust.injection_corpus_v68.generate [folder]``.
"""

# Multilingual text by design.
# ruff: noqa: RUF001

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from tests.trust.corpus_kit import Corpus
from tests.trust.injection_corpus_v68 import texts

# The short line on top of a quoted reply, when a text brings none of its own: the sender
# bumping their earlier message, one for every language of this corpus (the kit has a "wrote"
# line for each of them).
REPLIES = {
    "en": "Popping this back to the top of your inbox in case it got buried.",
    "es": "Te vuelvo a mandar el mensaje de abajo por si se te perdió.",
    "pt": "Estou reenviando a mensagem abaixo caso tenha se perdido.",
    "fr": "Je vous renvoie mon message ci-dessous, au cas où il se serait perdu.",
    "de": "Ich schicke meine Nachricht unten noch einmal, falls sie untergegangen ist.",
    "it": "Ti rimando il messaggio qui sotto, nel caso ti fosse sfuggito.",
    "nl": "Ik stuur mijn bericht hieronder nog een keer, voor het geval het is ondergesneeuwd.",
    "pl": "Podsyłam jeszcze raz wiadomość poniżej, gdyby umknęła.",
    "ru": "Напоминаю о письме ниже, вдруг оно затерялось.",
    "zh": "把下面这封邮件再发一次，怕您漏看了。",
    "ja": "下記のメールを念のため再送いたします。",
    "ko": "아래 메일을 혹시 놓치셨을까 봐 다시 보내 드립니다.",
}

CORPUS = Corpus(
    malicious=texts.MALICIOUS,
    benign=texts.BENIGN,
    out=Path(__file__).resolve().parent / "train",
    start=datetime(2028, 9, 4, 8, 40, tzinfo=UTC),
    tag="v68",
    replies=REPLIES,
)

if __name__ == "__main__":
    CORPUS.main()
