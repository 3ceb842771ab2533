"""Corpus v35's training split, written blind to the detector.

Run ``python -m tests.trust.injection_corpus_v35.generate [folder]``.
"""

# Multilingual text by design.
# ruff: noqa: RUF001

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from tests.trust.corpus_kit import Corpus
from tests.trust.injection_corpus_v35 import texts

# The short line on top of a quoted reply, when a text brings none of its own: the sender
# bumping their earlier message, one for every language of this corpus (the kit has a "wrote"
# line for each of them).
REPLIES = {
    "en": "Bumping this up in case it got buried under the start-of-term mail.",
    "es": "Te lo vuelvo a subir por si se te ha quedado enterrado entre tanto correo.",
    "pt": "Volto a enviar a mensagem abaixo, caso se tenha perdido na caixa de entrada.",
    "fr": "Je me permets de vous relancer au sujet du message ci-dessous.",
    "it": "Le riscrivo per il messaggio qui sotto, nel caso non l'avesse visto.",
    "de": "Ich melde mich noch einmal wegen meiner Nachricht unten.",
    "nl": "Even een herinnering aan mijn bericht hieronder.",
    "sv": "Jag påminner om mitt mejl här nedanför.",
    "pl": "Przypominam się z wiadomością poniżej, na wypadek gdyby umknęła.",
    "tr": "Aşağıdaki mesajım gözden kaçmış olabilir diye yeniden yazıyorum.",
    "ru": "Напоминаю о письме ниже, вдруг оно затерялось.",
    "zh": "再提醒一下下面这封邮件，怕您错过了。",
    "ja": "下記のメールについて、改めてご連絡いたします。",
    "ar": "أذكّركم برسالتي أدناه في حال فاتتكم.",
}

CORPUS = Corpus(
    malicious=texts.MALICIOUS,
    benign=texts.BENIGN,
    out=Path(__file__).resolve().parent / "train",
    start=datetime(2027, 9, 20, 7, 40, tzinfo=UTC),
    tag="v35",
    replies=REPLIES,
)

if __name__ == "__main__":
    CORPUS.main()
