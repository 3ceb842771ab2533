"""Corpus v56's training split: written blind to the detector, held out until the
twenty-fifth pass.

Run ``python -m tests.trust.injection_corpus_v56.generate [folder]``.
"""

# Multilingual text by design.
# ruff: noqa: RUF001

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from tests.trust.corpus_kit import Corpus
from tests.trust.injection_corpus_v56 import texts

# The short line on top of a quoted reply, when a text brings none of its own: the sender
# bumping their earlier message, one for every language of this corpus (the kit has a "wrote"
# line for each of them).
REPLIES = {
    "en": "Bringing this back to the top of your inbox in case it got buried.",
    "pt": "Estou reenviando a mensagem abaixo, caso tenha se perdido na caixa de entrada.",
    "es": "Le reenvío el mensaje de abajo por si se le pasó entre tanto correo.",
    "de": "Ich schicke meine Nachricht von unten noch einmal, falls sie untergegangen ist.",
    "it": "Le riporto in alto il messaggio qui sotto, nel caso le fosse sfuggito.",
    "ja": "下記のメールが埋もれてしまったかもしれませんので、念のため再送いたします。",
    "ko": "아래 메일이 묻혔을까 봐 다시 한번 보내 드립니다.",
    "zh": "把下面这封邮件再发一次，以免被其他邮件淹没。",
    "ar": "أعيد إرسال رسالتي أدناه تحسبًا لأن تكون قد ضاعت بين الرسائل.",
    "fr": "Je vous renvoie mon message ci-dessous, au cas où il serait passé inaperçu.",
    "nl": "Ik stuur mijn bericht hieronder nog even, voor het geval het is ondergesneeuwd.",
    "ru": "Повторно отправляю письмо ниже, вдруг оно затерялось среди других.",
    "tr": "Aşağıdaki mesajım gözden kaçmış olabilir diye yeniden gönderiyorum.",
    "sv": "Jag skickar mitt mejl nedan en gång till, ifall det har försvunnit i mängden.",
}

CORPUS = Corpus(
    malicious=texts.MALICIOUS,
    benign=texts.BENIGN,
    out=Path(__file__).resolve().parent / "train",
    start=datetime(2028, 2, 14, 7, 40, tzinfo=UTC),
    tag="v56",
    replies=REPLIES,
)

if __name__ == "__main__":
    CORPUS.main()
