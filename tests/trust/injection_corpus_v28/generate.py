"""Corpus v28's held-out split, written blind to the detector.

Run ``python -m tests.trust.injection_corpus_v28.generate [folder]``.
"""

# Multilingual text by design.
# ruff: noqa: RUF001

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from tests.trust.corpus_kit import Corpus
from tests.trust.injection_corpus_v28 import texts

# The short line on top of a quoted reply, when a text brings none of its own: the sender
# bumping their earlier message, one for every language of this corpus (the kit has a "wrote"
# line for each of them).
REPLIES = {
    "en": "Bringing this up again in case it got buried under the month-end mail.",
    "fr": "Je vous relance au sujet du message ci-dessous, au cas où il serait resté sans suite.",
    "pt": "Volto a enviar a mensagem abaixo, caso se tenha perdido entre tantas outras.",
    "es": "Vuelvo a subir este mensaje por si quedó enterrado en la bandeja.",
    "de": "Ich schicke meine Nachricht von unten noch einmal, falls sie untergegangen ist.",
    "nl": "Even een herinnering aan mijn bericht hieronder, mocht het zijn blijven liggen.",
    "sv": "Jag påminner om mitt mejl nedan, ifall det försvann i mängden.",
    "it": "Le riscrivo per il messaggio qui sotto, nel caso fosse finito in fondo alla casella.",
    "ar": "أذكّركم برسالتي أدناه، فربما فاتتكم وسط البريد الكثير.",
    "hi": "नीचे वाले संदेश की याद दिला रहा हूँ, शायद यह दूसरे ईमेलों में दब गया हो।",
    "zh": "再提醒一下下面这封邮件，怕您没看到。",
    "ja": "下記のメールについて、念のため再度お送りいたします。",
    "ko": "아래 메일이 묻혔을까 봐 다시 한번 보내 드립니다.",
    "tr": "Aşağıdaki mesajım gözden kaçmış olabilir diye tekrar yazıyorum.",
}

CORPUS = Corpus(
    malicious=texts.MALICIOUS,
    benign=texts.BENIGN,
    out=Path(__file__).resolve().parent / "heldout",
    start=datetime(2027, 6, 2, 6, 15, tzinfo=UTC),
    tag="v28",
    replies=REPLIES,
)

if __name__ == "__main__":
    CORPUS.main()
