"""Corpus v14's training split: ``python -m tests.trust.injection_corpus_v14.generate [folder]``."""

# Multilingual text by design.
# ruff: noqa: RUF001

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from tests.trust.corpus_kit import Corpus
from tests.trust.injection_corpus_v14 import texts

# The short answer on top of a quoted reply, when a text brings none of its own. The kit has
# a "wrote" line for every language of this corpus, so each one has an entry.
REPLIES = {
    "en": "Thanks, noted. I'll go through it properly tomorrow morning.",
    "es": "Gracias, recibido. Mañana por la mañana lo miro con calma.",
    "pt": "Obrigada, recebido. Amanhã de manhã vejo isto com calma.",
    "fr": "Merci, c'est noté. Je regarde ça en détail demain matin.",
    "it": "Grazie, ricevuto. Domattina ci guardo con calma.",
    "de": "Danke, ist angekommen. Ich sehe es mir morgen früh in Ruhe an.",
    "tr": "Teşekkürler, aldım. Yarın sabah ayrıntılı olarak bakacağım.",
    "hi": "धन्यवाद, मिल गया। कल सुबह इसे ध्यान से देखूँगी।",
    "vi": "Cảm ơn, tôi đã nhận được. Sáng mai tôi sẽ xem kỹ.",
    "ko": "감사합니다, 잘 받았어요. 내일 오전에 자세히 볼게요.",
    "ja": "ありがとうございます。明日の朝、改めて確認します。",
    "uk": "Дякую, отримала. Завтра зранку уважно перегляну.",
    "cs": "Díky, dorazilo. Zítra ráno se na to v klidu podívám.",
    "pl": "Dziękuję, dotarło. Jutro rano spokojnie to przejrzę.",
    "zh": "谢谢，收到了。我明天上午仔细看一下。",
}

CORPUS = Corpus(
    malicious=texts.MALICIOUS,
    benign=texts.BENIGN,
    out=Path(__file__).resolve().parent / "train",
    start=datetime(2026, 11, 2, 10, 5, tzinfo=UTC),
    tag="v14",
    replies=REPLIES,
)

if __name__ == "__main__":
    CORPUS.main()
