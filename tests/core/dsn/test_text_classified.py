"""Every text bounce of our corpus is filed as a report by the MIME classifier: the
bounce parser only ever reads what the classifier calls a delivery report, so a bounce it
files as ordinary mail never suppresses anything."""

from pathlib import Path

import pytest

from pylota.core.mime import parse_message
from pylota.core.mime.classify import classify

CORPUS = Path(__file__).parent / "textcorpus"


@pytest.mark.parametrize("path", sorted(CORPUS.glob("*.eml")), ids=lambda p: p.stem)
def test_a_text_bounce_is_classified_as_a_report(path):
    assert classify(parse_message(path.read_bytes())) == "dsn"
