"""Corpus v53's training split: written blind to the detector, held out until the
twenty-fourth pass.

Run ``python -m tests.trust.injection_corpus_v53.generate [folder]``.
"""

# Multilingual text by design.
# ruff: noqa: RUF001

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from tests.trust.corpus_kit import Corpus
from tests.trust.injection_corpus_v53 import texts

# The short line on top of a quoted reply, when a text brings none of its own: the sender
# bumping their earlier message, one for every language of this corpus (the kit has a "wrote"
# line for each of them).
REPLIES = {
    "en": "Bringing this back up in case it got buried under the fair mail.",
    "tr": "Gözden kaçmış olabilir diye aşağıdaki mesajımı tekrar öne çıkarıyorum.",
    "de": "Ich schicke meine Nachricht von unten noch einmal, falls sie untergegangen ist.",
    "ar": "أعيد إرسال رسالتي أدناه للتذكير، ربما فاتتكم بين الرسائل.",
    "ru": "Напоминаю о письме ниже, вдруг оно затерялось.",
    "fr": "Je vous renvoie mon message ci-dessous, au cas où il vous aurait échappé.",
    "es": "Te reenvío el correo de abajo por si se te ha pasado.",
    "it": "Ti riscrivo sotto il messaggio precedente, nel caso ti fosse sfuggito.",
    "nl": "Ik stuur mijn bericht hieronder nog een keer, voor het geval het is blijven liggen.",
    "pl": "Przypominam się z wiadomością poniżej, gdyby umknęła w natłoku poczty.",
    "zh": "把下面这封邮件再发一次，怕您漏看了。",
    "hi": "नीचे वाला संदेश दोबारा भेज रहा हूँ, शायद आपकी नज़र से छूट गया हो।",
    "uk": "Нагадую про лист нижче, раптом він загубився серед інших.",
    "pt": "Volto a enviar a mensagem abaixo, caso lhe tenha escapado.",
}

CORPUS = Corpus(
    malicious=texts.MALICIOUS,
    benign=texts.BENIGN,
    out=Path(__file__).resolve().parent / "train",
    start=datetime(2027, 5, 6, 7, 40, tzinfo=UTC),
    tag="v53",
    replies=REPLIES,
)

if __name__ == "__main__":
    CORPUS.main()
