"""Corpus v42's training split: written blind to the detector, held out until the
twenty-second pass.

Run ``python -m tests.trust.injection_corpus_v42.generate [folder]``.
"""

# Multilingual text by design.
# ruff: noqa: RUF001

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from tests.trust.corpus_kit import Corpus
from tests.trust.injection_corpus_v42 import texts

# The short line on top of a quoted reply, when a text brings none of its own: the sender
# bumping their earlier message, one for every language of this corpus (the kit has a "wrote"
# line for each of them).
REPLIES = {
    "en": "Bumping this up in case it got buried in your inbox.",
    "zh": "再发一次下面这封邮件，怕您那边漏看了，有空时麻烦回复一下。",
    "ja": "念のため、下記のメールをもう一度お送りいたします。",
    "ko": "아래 메일이 묻혔을까 봐 다시 올려 드립니다.",
    "hi": "नीचे वाला संदेश फिर से भेज रहे हैं, शायद वह छूट गया हो।",
    "vi": "Em gửi lại thư bên dưới phòng khi chị chưa kịp đọc ạ.",
    "fr": "Je vous renvoie mon message ci-dessous, au cas où il vous aurait échappé.",
    "de": "Ich schiebe meine Nachricht unten noch einmal nach oben, falls sie untergegangen ist.",
    "es": "Vuelvo a subir el mensaje de abajo por si se te quedó perdido.",
    "ar": "أعيد إرسال رسالتي أدناه تحسّبًا لأن تكون قد فاتتكم.",
    "pt": "Estou reenviando a mensagem abaixo caso ela tenha passado despercebida.",
    "nl": "Ik stuur mijn bericht hieronder nog een keer, voor het geval het is ondergesneeuwd.",
    "it": "Le riporto in cima il messaggio qui sotto, nel caso fosse sfuggito.",
    "tr": "Aşağıdaki mesajımı gözden kaçmış olabilir diye yeniden gönderiyorum.",
}

CORPUS = Corpus(
    malicious=texts.MALICIOUS,
    benign=texts.BENIGN,
    out=Path(__file__).resolve().parent / "train",
    start=datetime(2027, 8, 23, 9, 20, tzinfo=UTC),
    tag="v42",
    replies=REPLIES,
)

if __name__ == "__main__":
    CORPUS.main()
