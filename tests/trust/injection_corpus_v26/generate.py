"""Corpus v26's held-out split, written blind to the detector.

Run ``python -m tests.trust.injection_corpus_v26.generate [folder]``.
"""

# Multilingual text by design.
# ruff: noqa: RUF001

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from tests.trust.corpus_kit import Corpus
from tests.trust.injection_corpus_v26 import texts

# The short line on top of a quoted reply, when a text brings none of its own: the sender
# bumping their earlier message, one for every language of this corpus (the kit has a "wrote"
# line for each of them).
REPLIES = {
    "en": "Bumping this up in case it got buried under the tour mail.",
    "fr": "Je me permets de vous relancer, mon message est plus bas.",
    "it": "Le riscrivo per sicurezza, il messaggio è qui sotto.",
    "de": "Ich schicke meine Nachricht unten noch einmal, falls sie untergegangen ist.",
    "es": "Vuelvo a enviarte mi mensaje de abajo, por si acaso.",
    "pt": "Volto a enviar a mensagem abaixo, caso se tenha perdido.",
    "nl": "Even een herinnering aan mijn bericht hieronder.",
    "pl": "Przypominam się z wiadomością poniżej.",
    "cs": "Připomínám svou zprávu níže, kdyby zapadla.",
    "ru": "Напоминаю о письме ниже, вдруг оно затерялось.",
    "ko": "아래 메일을 다시 보내 드립니다. 확인 부탁드려요.",
    "ja": "下のメールを念のためもう一度お送りします。",
    "zh": "再发一次下面这封邮件，怕您漏看了。",
    "ar": "أذكّركم برسالتي أدناه في حال لم تصلكم.",
}

CORPUS = Corpus(
    malicious=texts.MALICIOUS,
    benign=texts.BENIGN,
    out=Path(__file__).resolve().parent / "heldout",
    start=datetime(2027, 4, 14, 9, 5, tzinfo=UTC),
    tag="v26",
    replies=REPLIES,
)

if __name__ == "__main__":
    CORPUS.main()
