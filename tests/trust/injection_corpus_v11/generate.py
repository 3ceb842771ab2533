"""Corpus v11's training split (held out until the ninth pass):
``python -m tests.trust.injection_corpus_v11.generate [folder]``."""

# Multilingual text by design.
# ruff: noqa: RUF001

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from tests.trust.corpus_kit import Corpus
from tests.trust.injection_corpus_v11 import texts

# The short answer on top of a quoted reply, when a text brings none of its own. Danish,
# Finnish, Norwegian, Hebrew and Persian texts are never quoted (the kit has no "wrote" line
# for them), so they have no entry.
REPLIES = {
    "en": "Got it, thanks. I'll look at this properly after lunch.",
    "fr": "Bien reçu, merci. Je regarde ça en détail cet après-midi.",
    "de": "Angekommen, danke. Ich schaue es mir heute Nachmittag genauer an.",
    "es": "Recibido, gracias. Lo reviso con calma esta tarde.",
    "it": "Ricevuto, grazie. Ci guardo con calma nel pomeriggio.",
    "pt": "Recebido, obrigada. Vejo isto com calma à tarde.",
    "nl": "Ontvangen, bedankt. Ik kijk er vanmiddag rustig naar.",
    "sv": "Mottaget, tack. Jag tittar närmare på det i eftermiddag.",
    "tr": "Aldım, teşekkürler. Öğleden sonra detaylıca bakacağım.",
    "ru": "Получила, спасибо. Посмотрю внимательно после обеда.",
    "uk": "Отримала, дякую. Подивлюся уважно після обіду.",
    "ko": "잘 받았습니다. 오후에 자세히 살펴볼게요.",
    "zh": "收到，谢谢。我下午仔细看一下。",
}

CORPUS = Corpus(
    malicious=texts.MALICIOUS,
    benign=texts.BENIGN,
    out=Path(__file__).resolve().parent / "train",
    start=datetime(2026, 8, 3, 9, 15, tzinfo=UTC),
    tag="v11",
    replies=REPLIES,
)

if __name__ == "__main__":
    CORPUS.main()
