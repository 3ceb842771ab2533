"""Corpus v17's training split, written blind to the detector.

Run ``python -m tests.trust.injection_corpus_v17.generate [folder]``.
"""

# Multilingual text by design.
# ruff: noqa: RUF001

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from tests.trust.corpus_kit import Corpus
from tests.trust.injection_corpus_v17 import texts

# The short answer on top of a quoted reply, when a text brings none of its own: one for every
# language of this corpus (the kit has a "wrote" line for each of them).
REPLIES = {
    "en": "Thanks, noted. I'll come back to this after my seminar.",
    "it": "Grazie, ricevuto. Ti rispondo con calma dopo la lezione.",
    "nl": "Dank je, genoteerd. Ik kom er na mijn college op terug.",
    "sv": "Tack, noterat. Jag återkommer efter min föreläsning.",
    "tr": "Teşekkürler, not aldım. Dersten sonra dönüş yapacağım.",
    "pl": "Dziękuję, przyjęłam do wiadomości. Odpiszę po zajęciach.",
    "uk": "Дякую, взяла до уваги. Відповім після семінару.",
    "cs": "Díky, beru na vědomí. Ozvu se po semináři.",
    "hi": "धन्यवाद, नोट कर लिया। सेमिनार के बाद जवाब दूँगी।",
    "el": "Ευχαριστώ, το σημείωσα. Θα απαντήσω μετά το σεμινάριο.",
    "vi": "Cảm ơn, tôi đã ghi nhận. Tôi sẽ trả lời sau buổi seminar.",
    "ar": "شكراً، تم الاطلاع. سأرد بعد المحاضرة.",
    "ja": "ありがとうございます。授業の後で改めてご連絡します。",
    "es": "Gracias, tomo nota. Te contesto después del seminario.",
    "fr": "Merci, c'est noté. Je te réponds après mon séminaire.",
}

CORPUS = Corpus(
    malicious=texts.MALICIOUS,
    benign=texts.BENIGN,
    out=Path(__file__).resolve().parent / "train",
    start=datetime(2026, 11, 30, 17, 45, tzinfo=UTC),
    tag="v17",
    replies=REPLIES,
)

if __name__ == "__main__":
    CORPUS.main()
