"""Corpus v45's training split, written blind to the detector.

Run ``python -m tests.trust.injection_corpus_v45.generate [folder]``.
"""

# Multilingual text by design.
# ruff: noqa: RUF001

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from tests.trust.corpus_kit import Corpus
from tests.trust.injection_corpus_v45 import texts

# The short line on top of a quoted reply, when a text brings none of its own: the sender
# bumping their earlier message, one for every language of this corpus (the kit has a "wrote"
# line for each of them).
REPLIES = {
    "en": "Bumping this up in case it got lost in the application-season flood.",
    "ja": "先日のメールが埋もれているかもしれませんので、再度お送りいたします。",
    "ko": "혹시 메일이 묻혔을까 봐 아래 내용을 다시 보내 드립니다.",
    "zh": "怕您错过，把下面这封邮件再发一次。",
    "fr": "Je me permets de renvoyer mon message ci-dessous, au cas où il se serait perdu.",
    "de": "Ich schicke meine Nachricht von unten noch einmal, falls sie untergegangen ist.",
    "es": "Vuelvo a enviar el mensaje de abajo por si se quedó perdido en la bandeja.",
    "pt": "Volto a enviar a mensagem abaixo, caso se tenha perdido na caixa de entrada.",
    "it": "Ti rimando il messaggio qui sotto, nel caso fosse finito in fondo alla casella.",
    "ru": "Отправляю письмо ниже ещё раз, вдруг оно затерялось.",
    "vi": "Em gửi lại thư bên dưới, phòng khi thư trước bị trôi mất ạ.",
    "nl": "Ik stuur mijn bericht hieronder nog even opnieuw, voor het geval het is ondergesneeuwd.",
    "tr": "Aşağıdaki mesajım gözden kaçmış olabilir diye yeniden gönderiyorum.",
    "ar": "أعيد إرسال رسالتي أدناه تحسبًا لأن تكون قد ضاعت بين الرسائل.",
}

CORPUS = Corpus(
    malicious=texts.MALICIOUS,
    benign=texts.BENIGN,
    out=Path(__file__).resolve().parent / "train",
    start=datetime(2027, 10, 25, 6, 50, tzinfo=UTC),
    tag="v45",
    replies=REPLIES,
)

if __name__ == "__main__":
    CORPUS.main()
