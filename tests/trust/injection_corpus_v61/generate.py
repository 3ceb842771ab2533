"""Corpus v61's training split: written blind to the detector, held out until the
twenty-sixth pass.

Run ``python -m tests.trust.injection_corpus_v61.generate [folder]``.
"""

# Multilingual text by design.
# ruff: noqa: RUF001

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from tests.trust.corpus_kit import Corpus
from tests.trust.injection_corpus_v61 import texts

# The short line on top of a quoted reply, when a text brings none of its own: the sender
# bumping their earlier message, one for every language of this corpus (the kit has a "wrote"
# line for each of them).
REPLIES = {
    "en": "Bringing this back up in case it got buried under the OTA alerts.",
    "pt": "Volto a enviar a mensagem abaixo, caso se tenha perdido na caixa de correio.",
    "es": "Te reenvío mi mensaje de abajo por si se quedó enterrado.",
    "fr": "Je me permets de remonter mon message ci-dessous.",
    "de": "Ich schicke meine Nachricht von unten noch einmal, falls sie untergegangen ist.",
    "it": "Le riporto in cima il messaggio qui sotto, nel caso le fosse sfuggito.",
    "nl": "Ik stuur mijn bericht hieronder nog even door, voor het geval het is ondergesneeuwd.",
    "pl": "Podsyłam jeszcze raz wiadomość poniżej, gdyby zginęła w skrzynce.",
    "sv": "Jag skickar mitt mejl nedan en gång till, ifall det försvann i mängden.",
    "ru": "Напоминаю о письме ниже, вдруг оно потерялось.",
    "zh": "把下面这封邮件再发一次，以免被其他邮件淹没。",
    "ja": "念のため、下記のメールを再送いたします。",
    "ko": "아래 메일이 묻혔을까 봐 다시 보내드립니다.",
    "ar": "أعيد إرسال رسالتي أدناه في حال لم تصلكم.",
}

CORPUS = Corpus(
    malicious=texts.MALICIOUS,
    benign=texts.BENIGN,
    out=Path(__file__).resolve().parent / "train",
    start=datetime(2028, 5, 8, 7, 40, tzinfo=UTC),
    tag="v61",
    replies=REPLIES,
)

if __name__ == "__main__":
    CORPUS.main()
