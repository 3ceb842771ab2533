"""Corpus v13's training split (held out until the tenth pass):
``python -m tests.trust.injection_corpus_v13.generate [folder]``."""

# Multilingual text by design.
# ruff: noqa: RUF001

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from tests.trust.corpus_kit import Corpus
from tests.trust.injection_corpus_v13 import texts

# The short answer on top of a quoted reply, when a text brings none of its own. The kit has
# a "wrote" line for every language of this corpus, so each has an entry.
REPLIES = {
    "en": "Thanks, noted. I'll go through it properly once the bed meeting is over.",
    "de": "Danke, ist angekommen. Ich sehe es mir nach der Bettenbesprechung in Ruhe an.",
    "fr": "Merci, c'est noté. Je regarde ça de près après la réunion des lits.",
    "es": "Gracias, recibido. Lo miro con calma después de la reunión de camas.",
    "nl": "Dank je, ontvangen. Ik kijk er na het bedden-overleg rustig naar.",
    "pl": "Dzięki, dotarło. Przejrzę to dokładnie po naradzie w sprawie łóżek.",
    "ja": "ありがとうございます。病床会議のあとで落ち着いて確認します。",
    "zh": "收到，谢谢。床位例会结束后我再仔细看。",
    "ar": "شكراً، وصلتني الرسالة. سأطّلع عليها بتمعّن بعد اجتماع الأسرّة.",
    "ru": "Спасибо, получила. Посмотрю внимательно после совещания по койкам.",
    "pt": "Obrigada, recebido. Vejo isto com calma depois da reunião de camas.",
    "el": "Ευχαριστώ, το έλαβα. Θα το δω με την ησυχία μου μετά τη σύσκεψη για τις κλίνες.",
    "sv": "Tack, mottaget. Jag läser det ordentligt efter vårdplatsmötet.",
    "tr": "Teşekkürler, aldım. Yatak toplantısından sonra ayrıntılı bakacağım.",
}

CORPUS = Corpus(
    malicious=texts.MALICIOUS,
    benign=texts.BENIGN,
    out=Path(__file__).resolve().parent / "train",
    start=datetime(2026, 10, 12, 7, 55, tzinfo=UTC),
    tag="v13",
    replies=REPLIES,
)

if __name__ == "__main__":
    CORPUS.main()
