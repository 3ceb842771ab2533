"""Corpus v47's training split: written blind to the detector, held out until the
twenty-second pass.

Run ``python -m tests.trust.injection_corpus_v47.generate [folder]``.
"""

# Multilingual text by design.
# ruff: noqa: RUF001

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from tests.trust.corpus_kit import Corpus
from tests.trust.injection_corpus_v47 import texts

# The short line on top of a quoted reply, when a text brings none of its own: the sender
# bumping their earlier message, one for every language of this corpus (the kit has a "wrote"
# line for each of them).
REPLIES = {
    "en": "Bumping this up in case it got buried under the year-end mail.",
    "sv": "Jag skickar mitt mejl nedan en gång till, ifall det försvann i mängden.",
    "de": "Ich schicke meine Nachricht von unten noch einmal, falls sie untergegangen ist.",
    "ru": "Напоминаю о письме ниже, вдруг оно затерялось.",
    "uk": "Повторно надсилаю лист нижче, раптом він загубився серед інших.",
    "pl": "Przypominam się z wiadomością poniżej, gdyby umknęła.",
    "fr": "Je me permets de relancer mon message ci-dessous, au cas où il vous aurait échappé.",
    "es": "Te vuelvo a enviar el mensaje de abajo por si se quedó perdido.",
    "pt": "Reenvio a mensagem abaixo, caso se tenha perdido no meio de outras.",
    "ja": "下記のメールを念のため再度お送りいたします。",
    "zh": "把下面这封邮件再发一次，以防被其他邮件淹没。",
    "ko": "아래 메일을 혹시 놓치셨을까 봐 다시 보내 드립니다.",
    "nl": "Ik stuur mijn bericht hieronder nog een keer, voor het geval het onderaan is beland.",
    "it": "Le rimando il messaggio qui sotto, nel caso fosse finito tra gli altri.",
}

CORPUS = Corpus(
    malicious=texts.MALICIOUS,
    benign=texts.BENIGN,
    out=Path(__file__).resolve().parent / "train",
    start=datetime(2027, 12, 6, 7, 15, tzinfo=UTC),
    tag="v47",
    replies=REPLIES,
)

if __name__ == "__main__":
    CORPUS.main()
