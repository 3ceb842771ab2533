"""Corpus v31's held-out split, written blind to the detector.

Run ``python -m tests.trust.injection_corpus_v31.generate [folder]``.
"""

# Multilingual text by design.
# ruff: noqa: RUF001

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from tests.trust.corpus_kit import Corpus
from tests.trust.injection_corpus_v31 import texts

# The short line on top of a quoted reply, when a text brings none of its own: the sender
# bumping their earlier message, one for every language of this corpus (the kit has a "wrote"
# line for each of them).
REPLIES = {
    "en": "Sending this up again in case it got buried under the festival mail.",
    "de": "Ich schiebe meine Nachricht von unten noch mal nach oben, falls sie untergegangen ist.",
    "fr": "Je vous renvoie mon message ci-dessous, au cas où il se serait perdu.",
    "es": "Te vuelvo a mandar el mensaje de abajo por si se perdió entre tantos correos.",
    "it": "Le rimando il messaggio qui sotto, nel caso fosse finito in fondo alla casella.",
    "pt": "Volto a enviar a mensagem abaixo, caso se tenha perdido na caixa de entrada.",
    "nl": "Ik zet mijn bericht hieronder nog even bovenaan, voor het geval het is weggezakt.",
    "pl": "Przypominam się z wiadomością poniżej, na wypadek gdyby umknęła.",
    "tr": "Aşağıdaki mesajım gözden kaçmış olabilir diye yeniden gönderiyorum.",
    "uk": "Надсилаю ще раз лист нижче, раптом він загубився серед інших.",
    "ar": "أعيد إليك رسالتي أدناه في حال فاتتك بين الرسائل الكثيرة.",
    "zh": "再把下面这封邮件发一次，怕您没看到。",
    "ja": "下記のメールが埋もれているかもしれないため、再度お送りします。",
    "ko": "아래 메일이 묻혔을까 봐 다시 보내 드립니다.",
}

CORPUS = Corpus(
    malicious=texts.MALICIOUS,
    benign=texts.BENIGN,
    out=Path(__file__).resolve().parent / "heldout",
    start=datetime(2027, 2, 8, 7, 40, tzinfo=UTC),
    tag="v31",
    replies=REPLIES,
)

if __name__ == "__main__":
    CORPUS.main()
