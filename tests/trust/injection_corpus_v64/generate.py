"""Corpus v64: a held-out set written blind to the detector.

Run ``python -m tests.trust.injection_corpus_v64.generate [folder]``.
"""

# Multilingual text by design.
# ruff: noqa: RUF001

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from tests.trust.corpus_kit import Corpus
from tests.trust.injection_corpus_v64 import texts

# The short line on top of a quoted reply, when a text brings none of its own: the sender
# bumping their earlier message, one for every language of this corpus (the kit has a "wrote"
# line for each of them).
REPLIES = {
    "en": "Bumping this up in case it got buried, thanks for having a look.",
    "fr": "Je vous relance au cas où mon message ci-dessous serait passé entre les mailles.",
    "es": "Le reenvío mi mensaje de abajo por si se le pasó entre tanto correo.",
    "pt": "Volto a enviar a mensagem abaixo, caso se tenha perdido na caixa de entrada.",
    "it": "Le ripropongo il messaggio qui sotto, nel caso le fosse sfuggito.",
    "de": "Ich schicke meine Nachricht unten noch einmal, falls sie untergegangen ist.",
    "nl": "Ik stuur mijn bericht hieronder nog eens, voor het geval het tussen de rest verdween.",
    "pl": "Przypominam się z wiadomością poniżej, na wypadek gdyby umknęła.",
    "ru": "Напоминаю о письме ниже, вдруг оно затерялось среди других.",
    "uk": "Нагадую про свій лист нижче, раптом він загубився серед інших.",
    "zh": "再把下面这封邮件提一下，怕您没看到。",
    "ja": "下記のメールが埋もれていないか心配で、念のため再送いたします。",
    "ko": "아래 메일이 묻혔을까 봐 다시 보내 드립니다.",
    "ar": "أعيد إرسال رسالتي أدناه تحسّبًا لأن تكون قد فاتتكم.",
}

CORPUS = Corpus(
    malicious=texts.MALICIOUS,
    benign=texts.BENIGN,
    out=Path(__file__).resolve().parent / "heldout",
    start=datetime(2028, 5, 8, 8, 10, tzinfo=UTC),
    tag="v64",
    replies=REPLIES,
)

if __name__ == "__main__":
    CORPUS.main()
