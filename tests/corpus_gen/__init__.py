"""Deterministic generator of the MIME corpus in tests/corpus (see tests/corpus/README.md)."""

from __future__ import annotations

from collections.abc import Callable, Iterator

from tests.corpus_gen import charsets, clients, malformed, misc, reports, security
from tests.corpus_gen.common import Sample

GENERATORS: dict[str, Callable[[], Iterator[Sample]]] = {
    "gmail": clients.gmail,
    "outlook": clients.outlook,
    "tnef": clients.tnef,
    "apple": clients.apple,
    "thunderbird": clients.thunderbird,
    "list": reports.lists,
    "dsn": reports.dsn,
    "mdn": reports.mdn,
    "arf": reports.arf,
    "auto_reply": reports.auto_reply,
    "calendar": reports.calendar,
    "smime": security.smime,
    "pgp": security.pgp,
    "charset": charsets.charsets,
    "smtputf8": charsets.smtputf8,
    "filename": charsets.filenames,
    "attachment": misc.attachments,
    "embedded": misc.embedded,
    "reply": misc.replies,
    "malformed": malformed.malformed,
    "limits": malformed.limits,
}
SHAPES = tuple(GENERATORS)


def generate() -> Iterator[Sample]:
    for shape, make in GENERATORS.items():
        for sample in make():
            assert sample.shape == shape, (sample.shape, shape)
            yield sample
