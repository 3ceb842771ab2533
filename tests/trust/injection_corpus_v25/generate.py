"""Corpus v25's training split: written blind to the detector, held out until the
twenty-second pass.

Run ``python -m tests.trust.injection_corpus_v25.generate [folder]``.
"""

# Multilingual text by design.
# ruff: noqa: RUF001

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from tests.trust.corpus_kit import Corpus
from tests.trust.injection_corpus_v25 import texts

# The short line on top of a quoted reply, when a text brings none of its own: the sender
# bumping their earlier message, one for every language of this corpus (the kit has a "wrote"
# line for each of them).
REPLIES = {
    "en": "Just floating this back to the top of your inbox, no rush otherwise.",
    "pl": "Podbijam wątek, bo pewnie zginął w natłoku poczty.",
    "de": "Ich hole meine Nachricht von unten noch einmal nach oben, danke fürs Anschauen.",
    "cs": "Posílám znovu, kdyby vám zpráva níže zapadla.",
    "uk": "Нагадую про лист нижче, раптом він загубився.",
    "sv": "Jag puttar upp mitt mejl nedan igen, ifall det drunknade.",
    "tr": "Aşağıdaki mesajımı hatırlatmak için tekrar gönderiyorum.",
    "zh": "把下面这封邮件再顶上来一下，麻烦有空看看。",
    "fr": "Je remonte mon message ci-dessous, au cas où il serait passé inaperçu.",
    "it": "Riporto in cima il messaggio qui sotto, nel caso le fosse sfuggito.",
    "es": "Te reenvío el mensaje de abajo por si se te pasó.",
    "nl": "Ik stuur mijn bericht hieronder nog even opnieuw, voor het geval het ondersneeuwde.",
    "ja": "下記のメールを念のため再送いたします。",
    "ar": "أعيد إرسال رسالتي أدناه تحسبًا لأن تكون قد ضاعت بين الرسائل.",
}

CORPUS = Corpus(
    malicious=texts.MALICIOUS,
    benign=texts.BENIGN,
    out=Path(__file__).resolve().parent / "train",
    start=datetime(2027, 3, 23, 8, 25, tzinfo=UTC),
    tag="v25",
    replies=REPLIES,
)

if __name__ == "__main__":
    CORPUS.main()
