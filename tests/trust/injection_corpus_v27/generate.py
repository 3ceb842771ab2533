"""Corpus v27's held-out split, written blind to the detector.

Run ``python -m tests.trust.injection_corpus_v27.generate [folder]``.
"""

# Multilingual text by design.
# ruff: noqa: RUF001

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from tests.trust.corpus_kit import Corpus
from tests.trust.injection_corpus_v27 import texts

# The short line on top of a quoted reply, when a text brings none of its own: the sender
# bumping their earlier message, one for every language of this corpus (the kit has a "wrote"
# line for each of them).
REPLIES = {
    "en": "Bumping this up in case it got buried under the Monday pile.",
    "ru": "Поднимаю своё письмо ниже, вдруг оно затерялось.",
    "uk": "Піднімаю свій лист нижче, раптом ви його не побачили.",
    "de": "Ich schiebe meine Nachricht unten noch einmal nach oben, falls sie untergegangen ist.",
    "sv": "Jag lyfter upp mitt mejl nedan igen, ifall det hamnade långt ner.",
    "pl": "Przypominam się z wiadomością poniżej, może umknęła.",
    "fr": "Je vous renvoie mon message ci-dessous, au cas où il vous aurait échappé.",
    "es": "Vuelvo a subir mi correo de abajo por si se quedó enterrado.",
    "pt": "Estou reenviando a mensagem abaixo caso ela tenha se perdido.",
    "tr": "Aşağıdaki mesajım gözden kaçmış olabilir diye yeniden gönderiyorum.",
    "ja": "下のメールが埋もれていたらと思い、もう一度お送りします。",
    "hi": "नीचे वाला मेल दोबारा ऊपर ला रहा हूँ, शायद दब गया हो।",
    "zh": "把我下面这封邮件再提一下，怕您错过了。",
    "ko": "아래 메일이 묻혔을까 봐 다시 올려 드립니다.",
}

CORPUS = Corpus(
    malicious=texts.MALICIOUS,
    benign=texts.BENIGN,
    out=Path(__file__).resolve().parent / "heldout",
    start=datetime(2027, 5, 6, 7, 40, tzinfo=UTC),
    tag="v27",
    replies=REPLIES,
)

if __name__ == "__main__":
    CORPUS.main()
