"""Corpus v29's held-out split, written blind to the detector.

Run ``python -m tests.trust.injection_corpus_v29.generate [folder]``.
"""

# Multilingual text by design.
# ruff: noqa: RUF001

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from tests.trust.corpus_kit import Corpus
from tests.trust.injection_corpus_v29 import texts

# The short line on top of a quoted reply, when a text brings none of its own: the sender
# bumping their earlier message, one for every language of this corpus (the kit has a "wrote"
# line for each of them).
REPLIES = {
    "en": "Sorry to chase, just making sure this one did not get buried.",
    "pt": "Volto a enviar a mensagem abaixo, caso lhe tenha escapado.",
    "fr": "Je me permets de vous relancer au sujet du message ci-dessous.",
    "de": "Ich schicke Ihnen meine Nachricht von unten sicherheitshalber noch einmal.",
    "es": "Te vuelvo a mandar lo de abajo por si se quedó perdido.",
    "it": "Le rimando il messaggio qui sotto, magari le era sfuggito.",
    "nl": "Even een herinnering aan mijn bericht hieronder.",
    "sv": "Jag skickar mitt mejl nedan en gång till, ifall det försvann i mängden.",
    "pl": "Przypominam się z wiadomością poniżej.",
    "uk": "Надсилаю ще раз свій лист нижче, раптом ви його не побачили.",
    "zh": "再发一次下面这封邮件，怕您漏看了。",
    "ar": "أذكّركم برسالتي أدناه، ربما فاتتكم.",
    "hi": "नीचे वाला संदेश फिर से भेज रहा हूँ, शायद छूट गया हो।",
    "el": "Σας ξαναστέλνω το παρακάτω μήνυμα, μήπως χάθηκε.",
}

CORPUS = Corpus(
    malicious=texts.MALICIOUS,
    benign=texts.BENIGN,
    out=Path(__file__).resolve().parent / "heldout",
    start=datetime(2027, 7, 19, 16, 30, tzinfo=UTC),
    tag="v29",
    replies=REPLIES,
)

if __name__ == "__main__":
    CORPUS.main()
