"""The corpus in tests/corpus: every message parses to its reviewed expected view.

Also reads the shared real-world fixtures in ../shared/corpus/dev when present (a sibling
of the repository root): each must parse without an exception, in bounded time.
"""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest

from pylota.core.mime import ParsedMessage, parse_message
from tests.corpus_gen import generate
from tests.corpus_gen.view import corpus_view

REPO = Path(__file__).resolve().parents[3]
CORPUS = REPO / "tests" / "corpus"
DEV_CORPUS = (REPO / ".." / "shared" / "corpus" / "dev").resolve()
MESSAGES = sorted(CORPUS.rglob("*.eml"))


def _id(path: Path) -> str:
    return str(path.relative_to(CORPUS))


def test_the_corpus_has_at_least_300_messages_each_with_an_expected_file() -> None:
    assert len(MESSAGES) >= 300
    missing = [_id(p) for p in MESSAGES if not p.with_suffix(".json").exists()]
    assert not missing


def test_generated_messages_match_the_generator() -> None:
    differing = [
        s.name for s in generate() if (CORPUS / s.shape / f"{s.name}.eml").read_bytes() != s.raw
    ]
    assert not differing, "run: python -m tests.corpus_gen"


@pytest.mark.parametrize("path", MESSAGES, ids=_id)
def test_message_parses_to_its_expected_view(path: Path) -> None:
    parsed = parse_message(path.read_bytes())
    assert not [d for d in parsed.defects if d.startswith("internal-error")]
    expected = json.loads(path.with_suffix(".json").read_text(encoding="utf-8"))
    actual = json.loads(json.dumps(corpus_view(parsed), ensure_ascii=False))
    assert actual == expected


def test_every_parse_is_json_serialisable() -> None:
    for path in MESSAGES[::7]:
        json.dumps(parse_message(path.read_bytes()).to_dict())


@pytest.mark.skipif(
    not DEV_CORPUS.is_dir(), reason=f"shared real-world fixtures not present at {DEV_CORPUS}"
)
def test_real_world_fixtures_parse_without_error_in_bounded_time() -> None:
    files = sorted(DEV_CORPUS.rglob("*.eml"))
    assert files
    slowest = (0.0, "")
    kinds: dict[str, int] = {}
    for path in files:
        start = time.perf_counter()
        parsed = parse_message(path.read_bytes())
        elapsed = time.perf_counter() - start
        assert isinstance(parsed, ParsedMessage)
        assert not [d for d in parsed.defects if d.startswith("internal-error")], path
        assert elapsed < 5, (path, elapsed)
        slowest = max(slowest, (elapsed, path.name))
        kinds[parsed.kind] = kinds.get(parsed.kind, 0) + 1
    print(f"\ndev corpus: {len(files)} parsed, slowest {slowest[0]:.3f}s ({slowest[1]}), {kinds}")
