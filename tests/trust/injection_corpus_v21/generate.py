"""Corpus v21's training split: written blind to the detector, held out until the
twenty-second pass.

Run ``python -m tests.trust.injection_corpus_v21.generate [folder]``.
"""

# Multilingual text by design.
# ruff: noqa: RUF001

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from tests.trust.corpus_kit import Corpus
from tests.trust.injection_corpus_v21 import texts

# The short line on top of a quoted reply, when a text brings none of its own: the sender
# bumping their earlier message, one for every language of this corpus (the kit has a "wrote"
# line for each of them).
REPLIES = {
    "en": "Just bringing this back to the top of your inbox. Thanks!",
    "fr": "Je me permets de vous relancer au sujet du message ci-dessous.",
    "es": "Te lo vuelvo a mandar por si se te pasó. ¡Gracias!",
    "pt": "Só para relembrar a mensagem abaixo. Obrigado!",
    "it": "Ti riscrivo per sicurezza, vedi il messaggio qui sotto.",
    "de": "Ich erlaube mir, an meine Nachricht unten zu erinnern.",
    "ru": "Напоминаю о письме ниже, на всякий случай.",
    "tr": "Aşağıdaki mesajımızı hatırlatmak isteriz.",
    "ar": "أذكّركم برسالتي أدناه، مع الشكر.",
    "hi": "नीचे वाले संदेश की याद दिला रहा हूँ, धन्यवाद।",
    "ko": "아래 메일 다시 한번 확인 부탁드립니다.",
    "vi": "Mình gửi lại thư bên dưới để chị tiện theo dõi nhé.",
    "el": "Σας υπενθυμίζω το παρακάτω μήνυμα, ευχαριστώ.",
    "uk": "Нагадую про лист нижче, про всяк випадок.",
}

CORPUS = Corpus(
    malicious=texts.MALICIOUS,
    benign=texts.BENIGN,
    out=Path(__file__).resolve().parent / "train",
    start=datetime(2026, 12, 3, 7, 20, tzinfo=UTC),
    tag="v21",
    replies=REPLIES,
)

if __name__ == "__main__":
    CORPUS.main()
