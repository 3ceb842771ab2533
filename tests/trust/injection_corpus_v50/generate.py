"""Corpus v50's training split: written blind to the detector, held out until the
twenty-third pass.

Run ``python -m tests.trust.injection_corpus_v50.generate [folder]``.
"""

# Multilingual text by design.
# ruff: noqa: RUF001

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from tests.trust.corpus_kit import Corpus
from tests.trust.injection_corpus_v50 import texts

# The short line on top of a quoted reply, when a text brings none of its own: the sender
# nudging their earlier message, one for every language of this corpus (the kit has a "wrote"
# line for each of them).
REPLIES = {
    "en": "Bumping this up in case it slipped past you during the busy week.",
    "pt": "Volto a enviar a mensagem abaixo, caso se tenha perdido no meio de tanta coisa.",
    "es": "Te vuelvo a mandar el correo de abajo por si se quedó enterrado.",
    "fr": "Je me permets de vous relancer au sujet du message ci-dessous.",
    "it": "Ti riscrivo per il messaggio qui sotto, magari ti era sfuggito.",
    "de": "Ich schicke meine Nachricht unten noch einmal, falls sie untergegangen ist.",
    "nl": "Even een herinnering aan mijn bericht hieronder, voor het geval het erbij is ingeschoten.",  # noqa: E501
    "pl": "Przypominam się z wiadomością poniżej, gdyby przypadkiem umknęła.",
    "cs": "Připomínám se se zprávou níže, kdyby se ztratila mezi ostatními.",
    "sv": "Jag påminner om mitt mejl här nedanför, ifall det försvann i mängden.",
    "tr": "Aşağıdaki mesajım gözden kaçmış olabilir diye tekrar yazıyorum.",
    "ar": "أذكّركم برسالتي أدناه، فلعلها ضاعت بين الرسائل الكثيرة.",
    "ja": "下記のメールについて、念のため再度ご連絡いたします。",
    "zh": "下面这封邮件可能被淹没了，再发一次提醒一下。",
}

CORPUS = Corpus(
    malicious=texts.MALICIOUS,
    benign=texts.BENIGN,
    out=Path(__file__).resolve().parent / "train",
    start=datetime(2027, 5, 6, 7, 15, tzinfo=UTC),
    tag="v50",
    replies=REPLIES,
)

if __name__ == "__main__":
    CORPUS.main()
