"""Corpus v37's training split: written blind to the detector, held out until the
twenty-second pass.

Run ``python -m tests.trust.injection_corpus_v37.generate [folder]``.
"""

# Multilingual text by design.
# ruff: noqa: RUF001

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from tests.trust.corpus_kit import Corpus
from tests.trust.injection_corpus_v37 import texts

# The short line on top of a quoted reply, when a text brings none of its own: the sender
# bumping their earlier message, one for every language of this corpus (the kit has a "wrote"
# line for each of them).
REPLIES = {
    "en": "Bringing this back up in case it got buried under the grant deadlines.",
    "fr": "Je relance mon message ci-dessous, au cas où il se serait perdu.",
    "ar": "أذكّركم برسالتي أدناه، فربما غابت وسط زحمة البريد.",
    "pt": "Volto a enviar a mensagem abaixo, caso se tenha perdido.",
    "de": "Ich schiebe meine Nachricht unten noch einmal nach oben.",
    "es": "Te vuelvo a mandar el mensaje de abajo por si se quedó enterrado.",
    "it": "Ti ripropongo il messaggio qui sotto, magari ti era sfuggito.",
    "nl": "Ik stuur mijn bericht hieronder nog een keer, voor het geval het is weggezakt.",
    "sv": "Jag lyfter mitt mejl nedan igen ifall det försvann i mängden.",
    "hi": "नीचे वाला संदेश फिर से भेज रहा हूँ, शायद वह छूट गया हो।",
    "zh": "再把下面这封邮件提一下，怕您没看到。",
    "ja": "下記のメールが埋もれていないか心配で、再度お送りします。",
    "ko": "아래 메일이 묻혔을까 봐 다시 보내 드립니다.",
    "tr": "Aşağıdaki mesajım gözden kaçmış olabilir diye yeniden gönderiyorum.",
}

CORPUS = Corpus(
    malicious=texts.MALICIOUS,
    benign=texts.BENIGN,
    out=Path(__file__).resolve().parent / "train",
    start=datetime(2027, 5, 4, 7, 40, tzinfo=UTC),
    tag="v37",
    replies=REPLIES,
)

if __name__ == "__main__":
    CORPUS.main()
