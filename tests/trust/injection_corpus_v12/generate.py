"""Corpus v12's training split (held out until the tenth pass):
``python -m tests.trust.injection_corpus_v12.generate [folder]``."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from tests.trust.corpus_kit import Corpus
from tests.trust.injection_corpus_v12 import texts

# The short answer on top of a quoted reply, when a text brings none of its own. The kit has
# a "wrote" line for every language of this corpus, so each has an entry.
REPLIES = {
    "en": "Thanks, noted. I'll come back to you on this tomorrow morning.",
    "fr": "Merci, c'est noté. Je reviens vers vous demain matin.",
    "de": "Danke, ist notiert. Ich melde mich morgen früh dazu.",
    "es": "Gracias, tomo nota. Te respondo mañana por la mañana.",
    "it": "Grazie, preso nota. Ti rispondo domattina.",
    "pt": "Obrigada, fica registado. Respondo-lhe amanhã de manhã.",
    "pl": "Dziękuję, zanotowane. Odezwę się jutro rano.",
    "cs": "Díky, beru na vědomí. Ozvu se zítra dopoledne.",
    "ja": "ありがとうございます。明日の午前中に改めてご連絡します。",
    "ar": "شكراً، وصلت رسالتك. سأعود إليك صباح الغد.",
    "hi": "धन्यवाद, नोट कर लिया है। कल सुबह इस पर जवाब दूँगी।",
    "vi": "Cảm ơn, mình đã ghi nhận. Sáng mai mình sẽ trả lời nhé.",
    "el": "Ευχαριστώ, το σημείωσα. Θα σας απαντήσω αύριο το πρωί.",
}

CORPUS = Corpus(
    malicious=texts.MALICIOUS,
    benign=texts.BENIGN,
    out=Path(__file__).resolve().parent / "train",
    start=datetime(2026, 9, 7, 8, 40, tzinfo=UTC),
    tag="v12",
    replies=REPLIES,
)

if __name__ == "__main__":
    CORPUS.main()
