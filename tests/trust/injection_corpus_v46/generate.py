"""Corpus v46's training split: written blind to the detector, held out until the
twenty-second pass.

Run ``python -m tests.trust.injection_corpus_v46.generate [folder]``.
"""

# Multilingual text by design.
# ruff: noqa: RUF001

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from tests.trust.corpus_kit import Corpus
from tests.trust.injection_corpus_v46 import texts

# The short line on top of a quoted reply, when a text brings none of its own: the sender
# bumping their earlier message, one for every language of this corpus (the kit has a "wrote"
# line for each of them).
REPLIES = {
    "en": "Sending this up again in case it got buried under the month-end invoices.",
    "fr": "Je vous renvoie mon message ci-dessous, au cas où il se serait perdu.",
    "de": "Ich schicke meine Nachricht von unten noch einmal, falls sie untergegangen ist.",
    "it": "Le rimando il messaggio qui sotto, nel caso le fosse sfuggito.",
    "es": "Te vuelvo a mandar el mensaje de abajo por si se te pasó.",
    "pt": "Reenvio a mensagem abaixo, caso lhe tenha escapado.",
    "nl": "Ik stuur mijn bericht hieronder nog even door, voor het geval het is blijven liggen.",
    "pl": "Przypominam o wiadomości poniżej, pewnie zginęła wśród innych.",
    "cs": "Posílám znovu zprávu níže, kdyby vám zapadla.",
    "tr": "Aşağıdaki mesajımı gözden kaçmış olabilir diye yeniden gönderiyorum.",
    "ru": "Напоминаю о письме ниже, вдруг оно затерялось.",
    "zh": "把下面这封邮件再发一次，怕您没看到。",
    "ja": "下記のメールが埋もれているかもしれないので、念のため再送します。",
    "ar": "أعيد إرسال رسالتي أدناه تحسبًا لأن تكون قد فاتتك.",
}

CORPUS = Corpus(
    malicious=texts.MALICIOUS,
    benign=texts.BENIGN,
    out=Path(__file__).resolve().parent / "train",
    start=datetime(2027, 11, 15, 9, 45, tzinfo=UTC),
    tag="v46",
    replies=REPLIES,
)

if __name__ == "__main__":
    CORPUS.main()
