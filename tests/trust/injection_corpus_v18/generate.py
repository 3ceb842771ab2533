"""Writes corpus v18 (written blind to the detector; held out until the twenty-second pass)
into ``train/``."""

# Multilingual text by design.
# ruff: noqa: RUF001

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from tests.trust.corpus_kit import Corpus
from tests.trust.injection_corpus_v18 import texts

# The short line on top of a quoted message, when a text brings none of its own: the sender
# following up on what they wrote before, one for every language of this corpus (the kit has
# a "wrote" line for each of them).
REPLIES = {
    "en": "Just following up on my message below, in case it got buried.",
    "de": "Ich wollte nur kurz an meine Nachricht unten erinnern.",
    "fr": "Je me permets de revenir vers vous au sujet de mon message ci-dessous.",
    "es": "Te reenvío mi mensaje de abajo por si se ha perdido.",
    "it": "Ti riscrivo per ricordarti il messaggio qui sotto.",
    "pt": "Volto a enviar a mensagem abaixo, caso se tenha perdido.",
    "nl": "Even een herinnering aan mijn bericht hieronder.",
    "sv": "Jag påminner bara om mitt mejl nedan.",
    "pl": "Przypominam uprzejmie o mojej wiadomości poniżej.",
    "cs": "Jen připomínám svůj e-mail níže.",
    "tr": "Aşağıdaki mesajımı hatırlatmak istedim.",
    "ru": "Напоминаю о своём письме ниже.",
    "ko": "아래 메일 다시 한번 확인 부탁드립니다.",
    "zh": "提醒一下，请看下面这封邮件。",
}

CORPUS = Corpus(
    malicious=texts.MALICIOUS,
    benign=texts.BENIGN,
    out=Path(__file__).resolve().parent / "train",
    start=datetime(2026, 11, 9, 7, 40, tzinfo=UTC),
    tag="v18",
    replies=REPLIES,
)

if __name__ == "__main__":
    CORPUS.main()
