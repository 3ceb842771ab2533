"""Corpus v67: written blind to the detector, held out.

Run ``python -m tests.trust.injection_corpus_v67.generate [folder]``.
"""

# Multilingual text by design.
# ruff: noqa: RUF001

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from tests.trust.corpus_kit import Corpus
from tests.trust.injection_corpus_v67 import texts

# The short line on top of a quoted reply, when a text brings none of its own: the sender
# bumping their earlier message, one for every language of this corpus (the kit has a "wrote"
# line for each of them).
REPLIES = {
    "en": "Bumping this up in case it got buried under the sponsor mail.",
    "cs": "Připomínám se se zprávou níže, kdyby vám zapadla.",
    "pl": "Przypominam się z wiadomością poniżej, gdyby umknęła.",
    "de": "Ich schicke meine Nachricht unten noch einmal, falls sie untergegangen ist.",
    "sv": "Jag skickar mitt mejl nedan en gång till, ifall det försvann i mängden.",
    "uk": "Надсилаю ще раз лист нижче, раптом він загубився серед інших.",
    "ru": "Напоминаю о письме ниже, вдруг оно потерялось.",
    "fr": "Je me permets de vous renvoyer mon message ci-dessous, au cas où.",
    "es": "Te reenvío mi mensaje de abajo por si se quedó perdido.",
    "it": "Le rimando il messaggio qui sotto, nel caso fosse finito in fondo alla posta.",
    "nl": "Ik stuur mijn bericht hieronder nog even opnieuw, voor het geval het is ondergesneeuwd.",
    "el": "Σας ξαναστέλνω το παρακάτω μήνυμα, σε περίπτωση που χάθηκε.",
    "zh": "把下面这封邮件再发一次，怕您没看到。",
    "ja": "念のため、下記のメールを再送いたします。",
}

CORPUS = Corpus(
    malicious=texts.MALICIOUS,
    benign=texts.BENIGN,
    out=Path(__file__).resolve().parent / "heldout",
    start=datetime(2028, 8, 21, 7, 5, tzinfo=UTC),
    tag="v67",
    replies=REPLIES,
)

if __name__ == "__main__":
    CORPUS.main()
