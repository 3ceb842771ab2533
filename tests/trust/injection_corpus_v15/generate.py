"""Corpus v15, a training split written blind to the detector.

``python -m tests.trust.injection_corpus_v15.generate [folder]``
"""

# Multilingual text by design.
# ruff: noqa: RUF001

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from tests.trust.corpus_kit import Corpus
from tests.trust.injection_corpus_v15 import texts

# The short answer on top of a quoted reply, when a text brings none of its own. The kit has
# a "wrote" line for every language of this corpus, so each has an entry.
REPLIES = {
    "en": "Thanks - I'll deal with this once I'm back from the registry this afternoon.",
    "ar": "شكرًا، وصلتني الرسالة. سأراجعها بعد الظهر وأعود إليك.",
    "el": "Ευχαριστώ, το έλαβα. Θα το δω το απόγευμα με την ησυχία μου.",
    "fr": "Merci, bien reçu. Je regarde cela à tête reposée cet après-midi.",
    "es": "Gracias, recibido. Lo miro con calma esta tarde y te digo algo.",
    "pt": "Obrigada, recebido. Vejo isto com calma ao fim da tarde.",
    "it": "Grazie, ricevuto. Lo guardo con calma nel pomeriggio.",
    "de": "Danke, ist angekommen. Ich sehe es mir heute Nachmittag in Ruhe an.",
    "ru": "Спасибо, получила. Посмотрю спокойно во второй половине дня.",
    "uk": "Дякую, отримала. Подивлюся уважно після обіду.",
    "tr": "Teşekkürler, aldım. Öğleden sonra sakin kafayla bakacağım.",
    "hi": "धन्यवाद, मिल गया। दोपहर बाद आराम से देखकर जवाब दूँगी।",
    "zh": "收到，谢谢。我下午仔细看一下再回复您。",
    "ko": "잘 받았습니다. 오후에 차분히 살펴보고 답드릴게요.",
}

CORPUS = Corpus(
    malicious=texts.MALICIOUS,
    benign=texts.BENIGN,
    out=Path(__file__).resolve().parent / "train",
    start=datetime(2026, 11, 16, 6, 20, tzinfo=UTC),
    tag="v15",
    replies=REPLIES,
)

if __name__ == "__main__":
    CORPUS.main()
