"""Corpus v52's training split: written blind to the detector, held out until the
twenty-fourth pass.

Run ``python -m tests.trust.injection_corpus_v52.generate [folder]``.
"""

# Multilingual text by design.
# ruff: noqa: RUF001

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from tests.trust.corpus_kit import Corpus
from tests.trust.injection_corpus_v52 import texts

# The short line on top of a quoted reply, when a text brings none of its own: the sender
# nudging their earlier message, one for every language of this corpus (the kit has a "wrote"
# line for each of them).
REPLIES = {
    "en": "Bumping this in case it got buried under the milestone mail.",
    "fr": "Je me permets de relancer mon message ci-dessous, au cas où il se serait perdu.",
    "es": "Vuelvo a subir este correo por si se quedó enterrado en la bandeja.",
    "pt": "Estou reenviando a mensagem abaixo caso ela tenha passado despercebida.",
    "it": "Ripropongo il messaggio qui sotto, magari si era perso tra le altre mail.",
    "de": "Ich schiebe meine Nachricht von unten noch einmal nach oben.",
    "ja": "以下のメールについて、念のため再度お送りいたします。",
    "ko": "아래 메일이 묻혔을까 봐 다시 올려 드립니다.",
    "zh": "下面这封邮件再发一次，以免被其他邮件淹没。",
    "ru": "Поднимаю своё письмо ниже, вдруг оно затерялось.",
    "pl": "Odświeżam wiadomość poniżej, gdyby umknęła w zalewie maili.",
    "tr": "Aşağıdaki e-postam gözden kaçmış olabilir diye tekrar iletiyorum.",
    "ar": "أعيد رفع رسالتي أدناه في حال فاتتك وسط البريد.",
    "nl": "Ik haal mijn bericht hieronder nog even naar boven, voor het geval het is weggezakt.",
}

CORPUS = Corpus(
    malicious=texts.MALICIOUS,
    benign=texts.BENIGN,
    out=Path(__file__).resolve().parent / "train",
    start=datetime(2027, 9, 14, 7, 40, tzinfo=UTC),
    tag="v52",
    replies=REPLIES,
)

if __name__ == "__main__":
    CORPUS.main()
