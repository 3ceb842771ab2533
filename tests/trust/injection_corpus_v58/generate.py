"""Corpus v58's training split: written blind to the detector, held out until the
twenty-fifth pass.

Run ``python -m tests.trust.injection_corpus_v58.generate [folder]``.
"""

# Multilingual text by design.
# ruff: noqa: RUF001

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from tests.trust.corpus_kit import Corpus
from tests.trust.injection_corpus_v58 import texts

# The short line on top of a quoted reply, when a text brings none of its own: the sender
# bringing their earlier message back up, one for every language of this corpus (the kit has
# a "wrote" line for each of them).
REPLIES = {
    "en": "Bumping this up in case it got buried, thanks for having a look.",
    "ko": "혹시 놓치셨을까 봐 아래 메일 다시 올립니다.",
    "ja": "念のため、下記のメールを再度お送りいたします。",
    "zh": "再发一次下面这封邮件，怕您没看到。",
    "vi": "Em gửi lại thư bên dưới, sợ chị chưa kịp xem.",
    "hi": "नीचे वाला संदेश फिर से भेज रहा हूँ, शायद छूट गया हो।",
    "de": "Ich schicke meine Nachricht unten noch einmal, falls sie untergegangen ist.",
    "fr": "Je me permets de vous renvoyer le message ci-dessous, au cas où il vous aurait échappé.",
    "es": "Te vuelvo a mandar el mensaje de abajo por si se quedó enterrado.",
    "it": "Le rimando il messaggio qui sotto, nel caso fosse finito in fondo alla casella.",
    "pt": "Volto a enviar a mensagem abaixo, caso se tenha perdido.",
    "nl": "Ik stuur het bericht hieronder nog eens, voor het geval het erbij is ingeschoten.",
    "sv": "Jag skickar meddelandet nedan en gång till ifall det försvann i mängden.",
    "ar": "أعيد إرسال رسالتي أدناه، فلعلها ضاعت بين الرسائل.",
}

CORPUS = Corpus(
    malicious=texts.MALICIOUS,
    benign=texts.BENIGN,
    out=Path(__file__).resolve().parent / "train",
    start=datetime(2028, 2, 14, 7, 40, tzinfo=UTC),
    tag="v58",
    replies=REPLIES,
)

if __name__ == "__main__":
    CORPUS.main()
