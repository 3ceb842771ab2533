"""The shaping of tool results: whatever JSON an operation answers, mail content comes out
fenced (and only mail content), nothing inside can close its fence, and quarantined
messages are dropped."""

from __future__ import annotations

import re

from hypothesis import given
from hypothesis import strategies as st

from apps.mcp.api import results
from pylota.core.fence import CLOSE, neutralise
from tests.mcp.conftest import unfenced

KEYS = st.sampled_from(
    ["subject", "text", "html", "snippet", "filename", "name", "address", "id", "labels", "x"]
)
TEXT = st.lists(
    st.sampled_from([*"ab <>\né\u202e\u200b\x00", "<<<", ">>>", f"{CLOSE} id=0>>>"]),
    max_size=15,
).map("".join)
JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | TEXT,
    lambda children: st.lists(children, max_size=4) | st.dictionaries(KEYS, children, max_size=5),
    max_leaves=25,
)


def _expected(value, key: str = "", is_address: bool = False):
    """What the client should read once the fences are opened."""
    if isinstance(value, dict):
        address = "address" in value and "name" in value
        return {k: _expected(v, k, address) for k, v in value.items()}
    if isinstance(value, list):
        return [_expected(v, key) for v in value if not results.is_quarantined(v)]
    if (
        isinstance(value, str)
        and value
        and (key in results.CONTENT_KEYS or (is_address and key == "name"))
    ):
        return neutralise(value)
    return value


@given(JSON)
def test_only_mail_content_is_fenced_and_it_reads_back_neutralised(value):
    shaped = results.fence_mail(value)
    assert unfenced(shaped) == _expected(value)


@given(TEXT.filter(bool))
def test_no_content_can_close_or_fake_its_fence(text):
    fenced = results.fence_mail({"text": text})["text"]
    nonce = re.search(r"id=([0-9a-f]{32})", fenced).group(1)
    assert fenced.count(CLOSE) == 1
    assert fenced.endswith(f"{CLOSE} id={nonce}>>>")
    inner = unfenced(fenced)
    assert "<<<" not in inner
    assert ">>>" not in inner
    assert "\u202e" not in inner


def test_quarantined_messages_are_dropped_from_any_list():
    held = {"id": "msg_1", "quarantine": {"state": "quarantined"}, "text": "x"}
    shown = {"id": "msg_2", "quarantine": {"state": "released"}, "text": "y"}
    out = results.fence_mail({"data": [held, shown], "messages": [[held]]})
    assert [m["id"] for m in out["data"]] == ["msg_2"]
    assert out["messages"] == [[]]


def test_the_quarantine_listing_loses_only_the_subject():
    listing = {"data": [{"id": "msg_1", "subject": "URGENT", "reasons": []}], "next_cursor": None}
    assert results.quarantine_list(listing) == {
        "data": [{"id": "msg_1", "reasons": []}],
        "next_cursor": None,
    }


def test_attachment_text_only_for_small_text_like_attachments():
    assert results.attachment_text("text/plain", b"hello") == "hello"
    assert results.attachment_text("application/json", b"{}") == "{}"
    assert results.attachment_text("application/pdf", b"%PDF") is None
    assert results.attachment_text("text/plain", b"x" * (results.MAX_ATTACHMENT_TEXT + 1)) is None
