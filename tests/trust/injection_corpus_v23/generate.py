"""Corpus v23's training split: written blind to the detector, held out until the
twenty-second pass.

Run ``python -m tests.trust.injection_corpus_v23.generate [folder]``.
"""

# Multilingual text by design.
# ruff: noqa: RUF001

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from tests.trust.corpus_kit import Corpus
from tests.trust.injection_corpus_v23 import texts

# The short line on top of a quoted reply, when a text brings none of its own: the sender
# bumping their earlier message, one for every language of this corpus (the kit has a "wrote"
# line for each of them).
REPLIES = {
    "en": "Sorry to chase, just making sure this didn't get buried. Thanks!",
    "es": "Te lo reenvío por si se quedó perdido entre tantos correos.",
    "pt": "Volto a enviar, caso a mensagem abaixo lhe tenha escapado.",
    "fr": "Je me permets de revenir vers vous au sujet du message ci-dessous.",
    "de": "Kurze Erinnerung an meine Nachricht unten, danke!",
    "it": "Le riscrivo per sicurezza, vede il messaggio qui sotto.",
    "nl": "Even een herinnering aan mijn bericht hieronder, bedankt!",
    "pl": "Przypominam uprzejmie o wiadomości poniżej.",
    "el": "Σας ξαναστέλνω το παρακάτω μήνυμα, για κάθε ενδεχόμενο.",
    "ar": "أعيد إرسال رسالتي أدناه للتذكير، مع الشكر.",
    "hi": "नीचे वाला संदेश दोबारा भेज रहा हूँ, कृपया देख लें।",
    "ko": "아래 메일 다시 한번 보내 드립니다. 확인 부탁드려요.",
    "vi": "Em gửi lại thư bên dưới để chị tiện xem nhé.",
    "zh": "再发一次下面的邮件，以免被淹没，谢谢！",
}

CORPUS = Corpus(
    malicious=texts.MALICIOUS,
    benign=texts.BENIGN,
    out=Path(__file__).resolve().parent / "train",
    start=datetime(2027, 2, 9, 6, 45, tzinfo=UTC),
    tag="v23",
    replies=REPLIES,
)

if __name__ == "__main__":
    CORPUS.main()
