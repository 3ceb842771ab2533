"""Corpus v60's training split: written blind to the detector, held out until the
twenty-sixth pass.

Run ``python -m tests.trust.injection_corpus_v60.generate [folder]``.
"""

# Multilingual text by design.
# ruff: noqa: RUF001

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from tests.trust.corpus_kit import Corpus
from tests.trust.injection_corpus_v60 import texts

# The short line on top of a quoted reply, when a text brings none of its own: the sender
# bumping their earlier message, one for every language of this corpus (the kit has a "wrote"
# line for each of them).
REPLIES = {
    "en": "Bumping this up in case it got buried under the site reports.",
    "fr": "Je me permets de relancer mon message ci-dessous, au cas où il vous aurait échappé.",
    "ar": "أعيد إليكم رسالتي أدناه للتذكير، فربما فاتتكم.",
    "zh": "再把下面这封邮件发一次，怕您没看到。",
    "hi": "नीचे वाला संदेश दोबारा भेज रहा हूँ, शायद आपकी नज़र से छूट गया हो।",
    "de": "Ich schicke meine Nachricht von unten noch einmal, falls sie untergegangen ist.",
    "es": "Te reenvío mi mensaje de abajo por si se quedó perdido en la bandeja.",
    "pt": "Volto a enviar a mensagem abaixo, caso se tenha perdido na caixa de entrada.",
    "it": "Le rimando il messaggio qui sotto, nel caso fosse finito in fondo alla casella.",
    "nl": "Ik stuur mijn bericht hieronder nog even door, voor het geval het ondergesneeuwd is.",
    "sv": "Jag skickar mitt mejl nedan igen, ifall det försvann bland de andra.",
    "tr": "Aşağıdaki mesajımı gözden kaçmış olabilir diye yeniden gönderiyorum.",
    "ja": "下記のメールをお送りしておりましたので、念のため再送いたします。",
    "ko": "아래 메일이 묻혔을까 봐 다시 보내드립니다.",
}

CORPUS = Corpus(
    malicious=texts.MALICIOUS,
    benign=texts.BENIGN,
    out=Path(__file__).resolve().parent / "train",
    start=datetime(2028, 4, 3, 7, 40, tzinfo=UTC),
    tag="v60",
    replies=REPLIES,
)

if __name__ == "__main__":
    CORPUS.main()
