"""Corpus v65's held-out split: written blind to the detector.

Run ``python -m tests.trust.injection_corpus_v65.generate [folder]``.
"""

# Multilingual text by design.
# ruff: noqa: RUF001

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from tests.trust.corpus_kit import Corpus
from tests.trust.injection_corpus_v65 import texts

# The short line on top of a quoted reply, when a text brings none of its own: the sender
# bumping their earlier message, one for every language of this corpus (the kit has a "wrote"
# line for each of them).
REPLIES = {
    "en": "Bumping this up in case it got buried under the harvest paperwork.",
    "es": "Te lo vuelvo a subir por si se te quedó enterrado entre tanto correo.",
    "pt": "Volto a enviar a mensagem abaixo, caso se tenha perdido na caixa de correio.",
    "fr": "Je vous renvoie mon message ci-dessous, au cas où il se serait perdu.",
    "it": "Le rimando il messaggio qui sotto, nel caso fosse finito in fondo alla casella.",
    "de": "Ich schicke meine Nachricht unten noch einmal, falls sie untergegangen ist.",
    "nl": "Ik stuur mijn bericht hieronder nog een keer, voor het geval het is blijven liggen.",
    "sv": "Jag skickar mitt mejl nedan en gång till, ifall det försvann i mängden.",
    "pl": "Przypominam się z wiadomością poniżej, gdyby gdzieś umknęła.",
    "tr": "Aşağıdaki mesajımı gözden kaçmış olabilir diye yeniden gönderiyorum.",
    "el": "Σας ξαναστέλνω το παρακάτω μήνυμα, μήπως χάθηκε ανάμεσα στα άλλα.",
    "ar": "أعيد إليكم رسالتي أدناه تحسبًا لأن تكون قد فاتتكم.",
    "zh": "把下面这封邮件再发一次，以防被其他邮件淹没。",
    "ja": "下記のメールが埋もれているかもしれないため、再度お送りします。",
}

CORPUS = Corpus(
    malicious=texts.MALICIOUS,
    benign=texts.BENIGN,
    out=Path(__file__).resolve().parent / "heldout",
    start=datetime(2028, 6, 12, 6, 55, tzinfo=UTC),
    tag="v65",
    replies=REPLIES,
)

if __name__ == "__main__":
    CORPUS.main()
