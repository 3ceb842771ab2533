"""Corpus v39's training split: written blind to the detector, held out until the
twenty-second pass.

Run ``python -m tests.trust.injection_corpus_v39.generate [folder]``.
"""

# Multilingual text by design.
# ruff: noqa: RUF001

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from tests.trust.corpus_kit import Corpus
from tests.trust.injection_corpus_v39 import texts

# The short line on top of a quoted reply, when a text brings none of its own: the sender
# bumping their earlier message, one for every language of this corpus (the kit has a "wrote"
# line for each of them).
REPLIES = {
    "en": "Bumping this in case it got buried under moving-week mail.",
    "ko": "아래 메일이 묻혔을까 봐 다시 올려 드립니다.",
    "ja": "念のため、下記のメールをもう一度お送りします。",
    "zh": "怕这封邮件被淹没了，再发一次，有空请看看。",
    "fr": "Je vous renvoie le message ci-dessous, au cas où il se serait perdu.",
    "de": "Ich schicke meine Nachricht unten noch einmal, falls sie untergegangen ist.",
    "es": "Te reenvío mi mensaje de abajo por si se quedó perdido.",
    "pt": "Reenvio a mensagem abaixo caso tenha passado despercebida.",
    "it": "Le rimando il messaggio qui sotto, nel caso si fosse perso.",
    "ru": "Напоминаю о письме ниже, вдруг оно затерялось.",
    "tr": "Aşağıdaki mesajım gözden kaçmış olabilir diye yeniden gönderiyorum.",
    "ar": "أعيد إرسال رسالتي أدناه في حال ضاعت بين الرسائل.",
    "vi": "Em gửi lại thư bên dưới phòng khi chị chưa thấy.",
    "pl": "Podsyłam jeszcze raz wiadomość poniżej, gdyby umknęła.",
}

CORPUS = Corpus(
    malicious=texts.MALICIOUS,
    benign=texts.BENIGN,
    out=Path(__file__).resolve().parent / "train",
    start=datetime(2027, 5, 11, 7, 40, tzinfo=UTC),
    tag="v39",
    replies=REPLIES,
)

if __name__ == "__main__":
    CORPUS.main()
