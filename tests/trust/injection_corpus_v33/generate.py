"""Corpus v33's held-out split, written blind to the detector.

Run ``python -m tests.trust.injection_corpus_v33.generate [folder]``.
"""

# Multilingual text by design.
# ruff: noqa: RUF001

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from tests.trust.corpus_kit import Corpus
from tests.trust.injection_corpus_v33 import texts

# The short line on top of a quoted reply, when a text brings none of its own: the sender
# bumping their earlier message, one for every language of this corpus (the kit has a "wrote"
# line for each of them).
REPLIES = {
    "en": "Bumping this up in case it got buried under the board prep.",
    "fr": "Je vous relance au sujet du message ci-dessous, au cas où il se serait perdu.",
    "ar": "أعيد إرسال رسالتي أدناه للتذكير، فقد تكون ضاعت بين الرسائل.",
    "es": "Te escribo de nuevo por si el mensaje de abajo se quedó perdido.",
    "pt": "Estou reenviando a mensagem abaixo, caso ela tenha se perdido.",
    "de": "Ich schicke meine Nachricht unten noch einmal, falls sie untergegangen ist.",
    "it": "Le rimando il messaggio qui sotto, nel caso fosse finito in fondo alla casella.",
    "nl": "Ik stuur mijn bericht hieronder nog eens, voor het geval het is blijven liggen.",
    "zh": "再发一次下面这封邮件，怕您没看到。",
    "ja": "以下のメールを念のため再送いたします。",
    "ko": "아래 메일을 혹시 못 보셨을까 봐 다시 보내 드립니다.",
    "hi": "नीचे वाला संदेश दोबारा भेज रहा हूँ, शायद छूट गया हो।",
    "el": "Σας ξαναστέλνω το παρακάτω μήνυμα, μήπως χάθηκε ανάμεσα στα άλλα.",
    "vi": "Tôi gửi lại thư bên dưới, phòng khi thư bị trôi mất.",
}

CORPUS = Corpus(
    malicious=texts.MALICIOUS,
    benign=texts.BENIGN,
    out=Path(__file__).resolve().parent / "heldout",
    start=datetime(2027, 4, 12, 7, 50, tzinfo=UTC),
    tag="v33",
    replies=REPLIES,
)

if __name__ == "__main__":
    CORPUS.main()
