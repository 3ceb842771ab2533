"""Corpus v32's held-out split, written blind to the detector.

Run ``python -m tests.trust.injection_corpus_v32.generate [folder]``.
"""

# Multilingual text by design.
# ruff: noqa: RUF001

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from tests.trust.corpus_kit import Corpus
from tests.trust.injection_corpus_v32 import texts

# The short line on top of a quoted reply, when a text brings none of its own: the sender
# bumping their earlier message, one for every language of this corpus (the kit has a "wrote"
# line for each of them).
REPLIES = {
    "en": "Bringing this back up in case it got buried during the harvest.",
    "it": "Rimando il messaggio qui sotto, casomai si fosse perso tra le mail della vendemmia.",
    "de": "Ich schicke meine Nachricht von unten noch einmal, falls sie untergegangen ist.",
    "fr": "Je renvoie mon message ci-dessous, au cas où il se serait perdu.",
    "es": "Te vuelvo a mandar el correo de abajo por si se quedó enterrado.",
    "pt": "Volto a enviar a mensagem abaixo, caso tenha ficado perdida.",
    "nl": "Ik zet mijn bericht hieronder nog even bovenaan, mocht het zijn blijven liggen.",
    "sv": "Jag skickar mitt mejl nedan en gång till, ifall det försvann i högen.",
    "pl": "Przypominam się z wiadomością poniżej, bo pewnie utonęła w skrzynce.",
    "ja": "下記のメールをもう一度お送りします。お手すきの際にご確認ください。",
    "zh": "把下面这封邮件再发一次，怕你在收获季忙得没看到。",
    "ko": "아래 메일이 묻혔을까 봐 다시 한번 보내드립니다.",
    "el": "Σου ξαναστέλνω το παρακάτω μήνυμα, μήπως χάθηκε μέσα στα άλλα.",
    "ar": "أعيد إرسال رسالتي أدناه في حال ضاعت بين الرسائل الكثيرة.",
}

CORPUS = Corpus(
    malicious=texts.MALICIOUS,
    benign=texts.BENIGN,
    out=Path(__file__).resolve().parent / "heldout",
    start=datetime(2027, 9, 14, 7, 40, tzinfo=UTC),
    tag="v32",
    replies=REPLIES,
)

if __name__ == "__main__":
    CORPUS.main()
