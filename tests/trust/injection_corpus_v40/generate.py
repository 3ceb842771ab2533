"""Corpus v40's training split: written blind to the detector, held out until the
twenty-second pass.

Run ``python -m tests.trust.injection_corpus_v40.generate [folder]``.
"""

# Multilingual text by design.
# ruff: noqa: RUF001

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from tests.trust.corpus_kit import Corpus
from tests.trust.injection_corpus_v40 import texts

# The short line on top of a quoted reply, when a text brings none of its own: the sender
# bumping their earlier message, one for every language of this corpus (the kit has a "wrote"
# line for each of them).
REPLIES = {
    "en": "Sending this up again in case it slipped past you.",
    "fr": "Je te renvoie mon message plus bas, au cas où il se serait perdu.",
    "es": "Vuelvo a mandar el mensaje de abajo por si se quedó enterrado.",
    "pt": "Reenvio a mensagem abaixo, caso se tenha perdido na caixa de entrada.",
    "it": "Rimando il messaggio qui sotto, casomai fosse finito in fondo alla casella.",
    "de": "Ich schicke meine Nachricht unten noch einmal, falls sie untergegangen ist.",
    "nl": "Ik stuur mijn bericht hieronder nog een keer, voor het geval het is blijven liggen.",
    "pl": "Ponawiam wiadomość poniżej, na wypadek gdyby umknęła.",
    "ru": "Пересылаю письмо ниже ещё раз, вдруг оно затерялось.",
    "uk": "Надсилаю лист нижче ще раз, раптом він загубився серед інших.",
    "zh": "把下面这封邮件再发一次，怕您没看到。",
    "ja": "下記のメールが埋もれているかもしれないので、再度お送りします。",
    "ar": "أعيد إرسال رسالتي أدناه في حال لم تصلك.",
    "vi": "Mình gửi lại thư bên dưới, phòng khi bạn chưa thấy.",
}

CORPUS = Corpus(
    malicious=texts.MALICIOUS,
    benign=texts.BENIGN,
    out=Path(__file__).resolve().parent / "train",
    start=datetime(2027, 6, 14, 8, 10, tzinfo=UTC),
    tag="v40",
    replies=REPLIES,
)

if __name__ == "__main__":
    CORPUS.main()
