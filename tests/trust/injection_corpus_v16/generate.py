"""Corpus v16's training split, written blind to the detector.

``python -m tests.trust.injection_corpus_v16.generate [folder]``
"""

# Multilingual text by design.
# ruff: noqa: RUF001

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from tests.trust.corpus_kit import Corpus
from tests.trust.injection_corpus_v16 import texts

# The short answer on top of a quoted reply, when a text brings none of its own: one for
# every language of the corpus (the kit has a "wrote" line for all of them).
REPLIES = {
    "en": "Thanks, noted. I'll come back to this after the board prep.",
    "de": "Danke, ist notiert. Ich melde mich nach der Vorstandsvorbereitung dazu.",
    "fr": "Merci, c'est noté. Je reviens vers vous après la préparation du conseil.",
    "es": "Gracias, tomo nota. Lo retomo después de preparar el consejo.",
    "pt": "Obrigada, fica registado. Volto a isto depois de preparar a reunião do conselho.",
    "nl": "Dank je, genoteerd. Ik kom hier na de voorbereiding van de board op terug.",
    "sv": "Tack, noterat. Jag återkommer efter styrelseförberedelserna.",
    "pl": "Dzięki, zanotowane. Wrócę do tego po przygotowaniach do zarządu.",
    "ru": "Спасибо, приняла к сведению. Вернусь к этому после подготовки к совету.",
    "ar": "شكرا، تم التسجيل. سأعود إلى هذا بعد التحضير لاجتماع المجلس.",
    "ja": "ありがとうございます。取締役会の準備が終わり次第、確認します。",
    "ko": "감사합니다. 이사회 준비가 끝나는 대로 확인하겠습니다.",
    "zh": "收到，谢谢。董事会准备完后我再回复。",
}

CORPUS = Corpus(
    malicious=texts.MALICIOUS,
    benign=texts.BENIGN,
    out=Path(__file__).resolve().parent / "train",
    start=datetime(2026, 11, 23, 13, 10, tzinfo=UTC),
    tag="v16",
    replies=REPLIES,
)

if __name__ == "__main__":
    CORPUS.main()
