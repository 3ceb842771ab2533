"""Corpus v19's training split: written blind to the detector, held out until the
twenty-second pass.

Run ``python -m tests.trust.injection_corpus_v19.generate [folder]``.
"""

# Multilingual text by design.
# ruff: noqa: RUF001

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from tests.trust.corpus_kit import Corpus
from tests.trust.injection_corpus_v19 import texts

# The short answer on top of a quoted reply, when a text brings none of its own: one for every
# language of this corpus (the kit has a "wrote" line for each of them).
REPLIES = {
    "en": "Thanks, noted. I'll pick this up after the payment run.",
    "es": "Gracias, tomo nota. Lo miro después de la remesa de pagos.",
    "pt": "Obrigada, tomei nota. Trato disto depois da corrida de pagamentos.",
    "fr": "Merci, c'est noté. Je regarde ça après la campagne de paiements.",
    "it": "Grazie, preso nota. Me ne occupo dopo il giro pagamenti.",
    "de": "Danke, notiert. Ich kümmere mich nach dem Zahlungslauf darum.",
    "pl": "Dziękuję, przyjęłam. Zajmę się tym po przebiegu płatności.",
    "tr": "Teşekkürler, not aldım. Ödeme gününden sonra ilgileneceğim.",
    "ar": "شكراً، تم الاطلاع. سأتابع الأمر بعد دفعة المدفوعات.",
    "hi": "धन्यवाद, नोट कर लिया। भुगतान के बाद इसे देखूँगी।",
    "ja": "ありがとうございます。支払処理の後で確認します。",
    "nl": "Dank je, genoteerd. Ik pak dit op na de betaalrun.",
    "vi": "Cảm ơn, tôi đã ghi nhận. Tôi sẽ xem lại sau đợt thanh toán.",
    "ko": "감사합니다. 확인했습니다. 지급 처리 후에 살펴보겠습니다.",
}

CORPUS = Corpus(
    malicious=texts.MALICIOUS,
    benign=texts.BENIGN,
    out=Path(__file__).resolve().parent / "train",
    start=datetime(2026, 12, 7, 8, 20, tzinfo=UTC),
    tag="v19",
    replies=REPLIES,
)

if __name__ == "__main__":
    CORPUS.main()
