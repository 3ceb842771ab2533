"""Corpus v69's training split: role-play personas and forged conversation turns, with
look-alike benign mail, written blind to the detector for training (not held out).

Run ``python -m tests.trust.injection_corpus_v69.generate [folder]``.
"""

# Multilingual text by design.
# ruff: noqa: RUF001

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from tests.trust.corpus_kit import Corpus
from tests.trust.injection_corpus_v69 import texts

# The short line on top of a quoted reply, when a text brings none of its own: the sender
# bumping their earlier message, one for every language of this corpus (the kit has a "wrote"
# line for each of them).
REPLIES = {
    "en": "Just floating this back up, in case it got buried.",
    "de": "Ich schiebe meine Nachricht von unten noch einmal nach oben, danke fürs Draufschauen.",
    "fr": "Je fais remonter mon message ci-dessous, au cas où il se serait perdu.",
    "es": "Vuelvo a subir el mensaje de abajo por si se quedó enterrado.",
    "it": "Riporto su il messaggio qui sotto, nel caso fosse finito in fondo alla casella.",
    "pt": "Volto a enviar a mensagem abaixo, caso se tenha perdido na caixa de entrada.",
    "tr": "Aşağıdaki mesajımı gözden kaçmış olabilir diye yeniden öne çıkarıyorum.",
    "ar": "أعيد رسالتي أدناه إلى أعلى صندوق الوارد تحسبًا لأن تكون قد ضاعت.",
    "uk": "Піднімаю свого листа нижче, раптом він загубився серед інших.",
    "cs": "Posílám znovu zprávu níže, kdyby vám zapadla.",
    "el": "Ξαναστέλνω το παρακάτω μήνυμα, μήπως χάθηκε στα εισερχόμενα.",
    "vi": "Mình gửi lại thư bên dưới, phòng khi nó bị trôi mất trong hộp thư.",
}

CORPUS = Corpus(
    malicious=texts.MALICIOUS,
    benign=texts.BENIGN,
    out=Path(__file__).resolve().parent / "train",
    start=datetime(2028, 10, 9, 7, 20, tzinfo=UTC),
    tag="v69",
    replies=REPLIES,
)

if __name__ == "__main__":
    CORPUS.main()
