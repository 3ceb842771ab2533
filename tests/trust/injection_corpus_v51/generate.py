"""Corpus v51's training split: written blind to the detector, held out until the
twenty-third pass.

Run ``python -m tests.trust.injection_corpus_v51.generate [folder]``.
"""

# Multilingual text by design.
# ruff: noqa: RUF001

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from tests.trust.corpus_kit import Corpus
from tests.trust.injection_corpus_v51 import texts

# The short line on top of a quoted reply, when a text brings none of its own: the sender
# nudging their earlier message, one for every language of this corpus (the kit has a "wrote"
# line for each of them).
REPLIES = {
    "en": "Sorry to chase, just making sure this one didn't get buried.",
    "cs": "Jen připomínám zprávu níže, kdyby se vám ztratila mezi ostatními.",
    "pl": "Przypominam się z wiadomością poniżej, gdyby gdzieś przepadła.",
    "de": "Ich erlaube mir, kurz an meine Nachricht unten zu erinnern.",
    "uk": "Перепрошую, що нагадую про лист нижче, раптом він загубився.",
    "ru": "Напоминаю о письме ниже, вдруг оно потерялось среди других.",
    "fr": "Je me permets de vous relancer au sujet du message ci-dessous.",
    "es": "Te lo vuelvo a mandar por si se quedó enterrado en la bandeja.",
    "it": "Ti riscrivo per il messaggio qui sotto, nel caso ti fosse sfuggito.",
    "pt": "Volto a enviar a mensagem abaixo, caso se tenha perdido.",
    "nl": "Even een herinnering aan mijn bericht hieronder, voor het geval het is weggezakt.",
    "sv": "Jag påminner bara om mitt mejl nedan, ifall det har kommit bort.",
    "ja": "下記のメールについて、念のため再度ご連絡いたします。",
    "ko": "아래 메일이 묻혔을까 봐 다시 한번 보내 드립니다.",
}

CORPUS = Corpus(
    malicious=texts.MALICIOUS,
    benign=texts.BENIGN,
    out=Path(__file__).resolve().parent / "train",
    start=datetime(2027, 9, 15, 6, 40, tzinfo=UTC),
    tag="v51",
    replies=REPLIES,
)

if __name__ == "__main__":
    CORPUS.main()
