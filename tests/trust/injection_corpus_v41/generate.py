"""Corpus v41's training split: written blind to the detector, held out until the
twenty-second pass.

Run ``python -m tests.trust.injection_corpus_v41.generate [folder]``.
"""

# Multilingual text by design.
# ruff: noqa: RUF001

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from tests.trust.corpus_kit import Corpus
from tests.trust.injection_corpus_v41 import texts

# The short line on top of a quoted reply, when a text brings none of its own: the sender
# bumping their earlier message, one for every language of this corpus (the kit has a "wrote"
# line for each of them).
REPLIES = {
    "en": "Bumping this up in case it got buried during the busy week.",
    "es": "Le vuelvo a mandar el correo de abajo por si se le traspapeló.",
    "pt": "Volto a enviar a mensagem abaixo, caso lhe tenha escapado.",
    "fr": "Je vous renvoie le message ci-dessous, au cas où il se serait perdu.",
    "de": "Ich schicke Ihnen meine Nachricht von unten noch einmal, falls sie untergegangen ist.",
    "nl": "Ik stuur mijn bericht hieronder nog een keer, mocht het tussen de rest zijn beland.",
    "it": "Le rimando il messaggio qui sotto, nel caso le fosse sfuggito.",
    "ja": "念のため、下記のメールを再度お送りいたします。",
    "zh": "再发一次下面这封邮件，以防被其他邮件淹没。",
    "ko": "혹시 놓치셨을까 봐 아래 메일을 다시 보내드립니다.",
    "ar": "أعيد إرسال رسالتي أدناه في حال لم تصلكم.",
    "tr": "Aşağıdaki mesajımı gözden kaçmış olabilir diye yeniden gönderiyorum.",
    "pl": "Przesyłam ponownie wiadomość poniżej, na wypadek gdyby umknęła.",
    "hi": "नीचे दिया गया मेरा संदेश दोबारा भेज रहा हूँ, शायद वह छूट गया हो।",
}

CORPUS = Corpus(
    malicious=texts.MALICIOUS,
    benign=texts.BENIGN,
    out=Path(__file__).resolve().parent / "train",
    start=datetime(2027, 7, 5, 6, 55, tzinfo=UTC),
    tag="v41",
    replies=REPLIES,
)

if __name__ == "__main__":
    CORPUS.main()
