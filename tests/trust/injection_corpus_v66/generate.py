"""Corpus v66's held-out split: written blind to the detector.

Run ``python -m tests.trust.injection_corpus_v66.generate [folder]``.
"""

# Multilingual text by design.
# ruff: noqa: RUF001

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from tests.trust.corpus_kit import Corpus
from tests.trust.injection_corpus_v66 import texts

# The short line on top of a quoted reply, when a text brings none of its own: the sender
# bumping their earlier message, one for every language of this corpus (the kit has a "wrote"
# line for each of them).
REPLIES = {
    "en": "Bumping this up in case it got buried under the launch mail.",
    "ko": "혹시 메일이 묻혔을까 봐 다시 올려 드립니다.",
    "ja": "念のため、下記のメールを再度お送りいたします。",
    "zh": "怕您错过，把下面这封邮件再发一次。",
    "vi": "Em gửi lại thư bên dưới phòng khi chị chưa kịp xem ạ.",
    "hi": "नीचे वाला मेल फिर से भेज रहा हूँ, शायद छूट गया हो।",
    "fr": "Je vous renvoie mon message ci-dessous, au cas où il se serait perdu.",
    "de": "Ich schicke meine Nachricht von unten noch einmal, falls sie untergegangen ist.",
    "es": "Te reenvío el mensaje de abajo por si se quedó enterrado.",
    "pt": "Reenvio a mensagem abaixo caso tenha passado despercebida.",
    "it": "Le rimando il messaggio qui sotto, nel caso le fosse sfuggito.",
    "ru": "Пересылаю письмо ниже ещё раз, вдруг оно затерялось.",
    "tr": "Aşağıdaki mesajım gözden kaçmış olabilir diye tekrar gönderiyorum.",
    "nl": "Ik stuur mijn bericht hieronder nog even door, voor het geval het is ondergesneeuwd.",
}

CORPUS = Corpus(
    malicious=texts.MALICIOUS,
    benign=texts.BENIGN,
    out=Path(__file__).resolve().parent / "heldout",
    start=datetime(2028, 7, 17, 9, 25, tzinfo=UTC),
    tag="v66",
    replies=REPLIES,
)

if __name__ == "__main__":
    CORPUS.main()
