"""Corpus v63's training split: written blind to the detector, held out until the
twenty-sixth pass.

Run ``python -m tests.trust.injection_corpus_v63.generate [folder]``.
"""

# Multilingual text by design.
# ruff: noqa: RUF001

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from tests.trust.corpus_kit import Corpus
from tests.trust.injection_corpus_v63 import texts

# The short line on top of a quoted reply, when a text brings none of its own: the sender
# bumping their earlier message, one for every language of this corpus (the kit has a "wrote"
# line for each of them).
REPLIES = {
    "en": "Bumping this up in case it got buried under the RMA mail.",
    "zh": "這封再往上提一下，怕被其他信件淹沒了。",
    "ja": "埋もれてしまったかもしれませんので、下記のメールを再度お送りします。",
    "ko": "아래 메일이 묻혔을까 봐 다시 올려 드립니다.",
    "vi": "Mình gửi lại thư bên dưới, sợ chị chưa kịp xem.",
    "hi": "नीचे वाला संदेश फिर से भेज रहा हूँ, शायद छूट गया हो।",
    "de": "Ich schiebe meine Nachricht unten noch einmal nach oben, falls sie untergegangen ist.",
    "fr": "Je vous renvoie mon message ci-dessous, au cas où il vous aurait échappé.",
    "es": "Te reenvío el mensaje de abajo por si se te había quedado enterrado.",
    "it": "Le ripropongo il messaggio qui sotto, nel caso fosse finito in fondo alla casella.",
    "nl": "Ik zet mijn bericht hieronder nog even bovenaan, voor het geval het weggezakt is.",
    "ru": "Напоминаю о письме ниже, вдруг оно затерялось.",
    "pt": "Volto a enviar a mensagem abaixo, caso tenha ficado perdida.",
    "tr": "Aşağıdaki mesajım gözden kaçmış olabilir diye yeniden gönderiyorum.",
}

CORPUS = Corpus(
    malicious=texts.MALICIOUS,
    benign=texts.BENIGN,
    out=Path(__file__).resolve().parent / "train",
    start=datetime(2028, 7, 17, 7, 40, tzinfo=UTC),
    tag="v63",
    replies=REPLIES,
)

if __name__ == "__main__":
    CORPUS.main()
