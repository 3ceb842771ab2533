"""Corpus v10's training split (held out until the ninth pass):
``python -m tests.trust.injection_corpus_v10.generate [folder]``."""

# Multilingual text by design.
# ruff: noqa: RUF001

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from tests.trust.corpus_kit import Corpus
from tests.trust.injection_corpus_v10 import texts

# The short answer on top of a quoted reply, when a text brings none of its own. Romanian,
# Indonesian and Thai texts are never quoted (the kit has no "wrote" line for them); their
# entries are here so that the table covers every language of the corpus.
REPLIES = {
    "en": "Got it, thanks. I'll look at this properly on Monday.",
    "fr": "Bien reçu, merci. Je regarde ça lundi.",
    "de": "Angekommen, danke. Ich schaue es mir am Montag an.",
    "es": "Recibido, gracias. Lo miro con calma el lunes.",
    "it": "Ricevuto, grazie. Ci guardo con calma lunedì.",
    "pt": "Recebido, obrigada. Vejo isto com calma na segunda.",
    "nl": "Ontvangen, dank je. Ik kijk er maandag rustig naar.",
    "ru": "Получила, спасибо. Посмотрю в понедельник.",
    "pl": "Dotarło, dziękuję. Przejrzę to w poniedziałek.",
    "cs": "Dorazilo, díky. Podívám se na to v pondělí.",
    "ro": "Am primit, mulțumesc. Mă uit luni.",
    "el": "Το έλαβα, ευχαριστώ. Θα το δω τη Δευτέρα.",
    "zh": "收到，谢谢。我周一再仔细看。",
    "ja": "受け取りました。月曜日にきちんと確認します。",
    "vi": "Đã nhận, cảm ơn. Thứ Hai mình sẽ xem kỹ.",
    "id": "Sudah diterima, terima kasih. Saya cek hari Senin.",
    "th": "ได้รับแล้ว ขอบคุณค่ะ จะดูอีกทีวันจันทร์",
}

CORPUS = Corpus(
    malicious=texts.MALICIOUS,
    benign=texts.BENIGN,
    out=Path(__file__).resolve().parent / "train",
    start=datetime(2026, 7, 6, 7, 40, tzinfo=UTC),
    tag="v10",
    replies=REPLIES,
)

if __name__ == "__main__":
    CORPUS.main()
