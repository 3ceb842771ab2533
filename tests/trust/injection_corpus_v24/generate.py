"""Corpus v24's training split: written blind to the detector, held out until the
twenty-second pass.

Run ``python -m tests.trust.injection_corpus_v24.generate [folder]``.
"""

# Multilingual text by design.
# ruff: noqa: RUF001

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from tests.trust.corpus_kit import Corpus
from tests.trust.injection_corpus_v24 import texts

# The short line on top of a quoted reply, when a text brings none of its own: the sender
# nudging their earlier message back to the top, one for every language of this corpus (the
# kit has a "wrote" line for each of them).
REPLIES = {
    "en": "Just bringing this back to the top of your inbox, in case it slipped past.",
    "pt": "Reenvio a mensagem abaixo, não vá ter-se perdido no meio de tanto correio.",
    "es": "Le reenvío el mensaje de abajo por si no le llegó, un saludo.",
    "fr": "Je vous renvoie le message ci-dessous, au cas où il serait passé inaperçu.",
    "de": "Ich schicke Ihnen meine Nachricht unten noch einmal, falls sie untergegangen ist.",
    "it": "Le rimando il messaggio qui sotto, nel caso le fosse sfuggito.",
    "cs": "Posílám znovu zprávu níže, kdyby vám náhodou zapadla.",
    "ru": "Повторно отправляю письмо ниже, вдруг оно потерялось.",
    "ja": "念のため、下記のメールを再送いたします。",
    "nl": "Ik stuur mijn bericht hieronder nog even opnieuw, voor het geval het is ondergesneeuwd.",
    "pl": "Ponawiam wiadomość poniżej, na wypadek gdyby umknęła w natłoku poczty.",
    "sv": "Jag skickar mitt meddelande nedan en gång till, ifall det försvann i mängden.",
    "tr": "Aşağıdaki mesajımı, gözden kaçmış olabilir diye tekrar gönderiyorum.",
    "zh": "把下面这封邮件再发一遍，怕您没看到。",
}

CORPUS = Corpus(
    malicious=texts.MALICIOUS,
    benign=texts.BENIGN,
    out=Path(__file__).resolve().parent / "train",
    start=datetime(2027, 3, 2, 7, 10, tzinfo=UTC),
    tag="v24",
    replies=REPLIES,
)

if __name__ == "__main__":
    CORPUS.main()
