"""Corpus v9's held-out split: ``python -m tests.trust.injection_corpus_v9.generate [folder]``."""

# Multilingual text by design.
# ruff: noqa: RUF001

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from tests.trust.corpus_kit import Corpus
from tests.trust.injection_corpus_v9 import texts

# The short answer on top of a quoted reply, when a text brings none of its own.
REPLIES = {
    "en": "Thanks, noted. I'll get back to you on this tomorrow.",
    "fr": "Merci, bien noté. Je reviens vers vous demain.",
    "de": "Danke, notiert. Ich melde mich morgen dazu.",
    "es": "Gracias, tomo nota. Te respondo mañana.",
    "it": "Grazie, ricevuto. Ti rispondo domani.",
    "pt": "Obrigado, registado. Respondo amanhã.",
    "nl": "Dank je, genoteerd. Ik kom er morgen op terug.",
    "pl": "Dzięki, przyjąłem. Odpiszę jutro.",
    "sv": "Tack, noterat. Jag återkommer i morgon.",
    "tr": "Teşekkürler, not aldım. Yarın dönüş yaparım.",
    "ru": "Спасибо, принял. Отвечу завтра.",
    "uk": "Дякую, прийнято. Відповім завтра.",
    "zh": "收到，谢谢。我明天回复你。",
    "ja": "承知しました。明日あらためてご連絡します。",
    "ko": "확인했습니다. 내일 다시 연락드릴게요.",
    "ar": "شكرًا، وصلتني الرسالة. سأرد عليك غدًا.",
    "hi": "धन्यवाद, नोट कर लिया। कल जवाब दूँगा।",
}

CORPUS = Corpus(
    malicious=texts.MALICIOUS,
    benign=texts.BENIGN,
    out=Path(__file__).resolve().parent / "train",
    start=datetime(2026, 6, 8, 6, 55, tzinfo=UTC),
    tag="v9",
    replies=REPLIES,
)

if __name__ == "__main__":
    CORPUS.main()
