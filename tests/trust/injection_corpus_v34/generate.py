"""Corpus v34's training split, written blind to the detector.

Run ``python -m tests.trust.injection_corpus_v34.generate [folder]``.
"""

# Multilingual text by design.
# ruff: noqa: RUF001

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from tests.trust.corpus_kit import Corpus
from tests.trust.injection_corpus_v34 import texts

# The short line on top of a quoted reply, when a text brings none of its own: the sender
# bumping their earlier message, one for every language of this corpus (the kit has a "wrote"
# line for each of them).
REPLIES = {
    "en": "Bumping this up in case it got buried under everything else.",
    "nl": "Ik zet mijn bericht hieronder nog even bovenaan, voor het geval het is weggezakt.",
    "de": "Ich schicke Ihnen meine Nachricht von unten noch einmal, falls sie untergegangen ist.",
    "fr": "Je me permets de vous relancer au sujet du message ci-dessous.",
    "es": "Vuelvo a mandarte el mensaje de abajo por si se quedó perdido.",
    "it": "Ti rimando il messaggio qui sotto, nel caso ti fosse sfuggito.",
    "pt": "Volto a enviar a mensagem abaixo, caso tenha passado despercebida.",
    "pl": "Przypominam się z wiadomością poniżej, gdyby gdzieś umknęła.",
    "tr": "Aşağıdaki mesajımı gözden kaçmış olabilir diye yeniden gönderiyorum.",
    "uk": "Повторно надсилаю лист нижче, якщо він раптом загубився.",
    "zh": "再发一次下面这封邮件，以防您没看到。",
    "ja": "下記のメールが埋もれていないか気になり、再度お送りします。",
    "ar": "أرسل رسالتي أدناه مرة أخرى في حال فاتتك.",
    "sv": "Jag skickar mitt mejl nedan en gång till, ifall det försvann i mängden.",
}

CORPUS = Corpus(
    malicious=texts.MALICIOUS,
    benign=texts.BENIGN,
    out=Path(__file__).resolve().parent / "train",
    start=datetime(2027, 5, 11, 7, 40, tzinfo=UTC),
    tag="v34",
    replies=REPLIES,
)

if __name__ == "__main__":
    CORPUS.main()
