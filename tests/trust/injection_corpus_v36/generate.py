"""Corpus v36's training split: written blind to the detector, held out until the
twenty-second pass.

Run ``python -m tests.trust.injection_corpus_v36.generate [folder]``.
"""

# Multilingual text by design.
# ruff: noqa: RUF001

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from tests.trust.corpus_kit import Corpus
from tests.trust.injection_corpus_v36 import texts

# The short line on top of a quoted reply, when a text brings none of its own: the sender
# bumping their earlier message, one for every language of this corpus (the kit has a "wrote"
# line for each of them).
REPLIES = {
    "en": "Bumping this up in case it got buried under the summer bookings.",
    "de": "Ich schiebe meine Nachricht unten noch einmal nach oben, falls sie untergegangen ist.",
    "sv": "Jag skickar mitt mejl nedan en gång till, ifall det försvann i mängden.",
    "pl": "Przypominam się z wiadomością poniżej, gdyby umknęła w natłoku maili.",
    "nl": "Ik haal mijn bericht hieronder nog even naar boven, misschien is het ondergesneeuwd.",
    "fr": "Je me permets de vous relancer au sujet de mon message ci-dessous.",
    "es": "Te vuelvo a mandar el mensaje de abajo por si se quedó perdido.",
    "it": "Ti rimando il messaggio qui sotto, nel caso fosse finito in fondo alla casella.",
    "uk": "Піднімаю свій лист нижче, раптом він загубився серед інших.",
    "zh": "再把下面这封邮件发一次，怕您没看到。",
    "ja": "下記のメールが埋もれているかもしれないため、念のため再送いたします。",
    "ko": "아래 메일이 묻혔을까 봐 다시 보내드립니다.",
    "tr": "Aşağıdaki mesajım gözden kaçmış olabilir diye yeniden gönderiyorum.",
    "pt": "Volto a enviar a mensagem abaixo, caso se tenha perdido na caixa de entrada.",
}

CORPUS = Corpus(
    malicious=texts.MALICIOUS,
    benign=texts.BENIGN,
    out=Path(__file__).resolve().parent / "train",
    start=datetime(2027, 5, 10, 7, 40, tzinfo=UTC),
    tag="v36",
    replies=REPLIES,
)

if __name__ == "__main__":
    CORPUS.main()
