"""Corpus v38's training split: written blind to the detector, held out until the
twenty-second pass.

Run ``python -m tests.trust.injection_corpus_v38.generate [folder]``.
"""

# Multilingual text by design.
# ruff: noqa: RUF001

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from tests.trust.corpus_kit import Corpus
from tests.trust.injection_corpus_v38 import texts

# The short line on top of a quoted reply, when a text brings none of its own: the sender
# bumping their earlier message, one for every language of this corpus (the kit has a "wrote"
# line for each of them).
REPLIES = {
    "en": "Sending this up again in case it got buried, thanks for having a look.",
    "pt": "Volto a enviar a mensagem abaixo, caso se tenha perdido entre os e-mails.",
    "es": "Vuelvo a subir este mensaje por si se quedó enterrado en la bandeja.",
    "fr": "Je me permets de vous renvoyer le message ci-dessous, au cas où il vous aurait échappé.",
    "it": "Le rimando il messaggio qui sotto, magari era finito in fondo alla casella.",
    "de": "Ich schicke meine Nachricht unten noch einmal, falls sie untergegangen ist.",
    "nl": "Even een herinnering aan mijn bericht hieronder, mocht het gemist zijn.",
    "pl": "Przypominam się z wiadomością poniżej, na wypadek gdyby umknęła.",
    "sv": "Jag skickar mitt meddelande nedan en gång till, ifall det försvann i mängden.",
    "tr": "Aşağıdaki mesajım gözden kaçmış olabilir diye yeniden gönderiyorum.",
    "el": "Σας ξαναστέλνω το παρακάτω μήνυμα, μήπως χάθηκε ανάμεσα στα άλλα.",
    "ar": "أرسل رسالتي أدناه مرة أخرى للتذكير، فربما فاتتك.",
    "zh": "再发一次下面这封邮件，怕您没看到。",
    "ja": "下記のメールが埋もれていないか気になり、再度お送りします。",
}

CORPUS = Corpus(
    malicious=texts.MALICIOUS,
    benign=texts.BENIGN,
    out=Path(__file__).resolve().parent / "train",
    start=datetime(2027, 5, 11, 7, 40, tzinfo=UTC),
    tag="v38",
    replies=REPLIES,
)

if __name__ == "__main__":
    CORPUS.main()
