"""Real-world messages nobody on this team wrote, through the SMTP socket and back out of the API.

The folder ``../shared/corpus/dev`` sits beside the repository when it is there at all (see its
README); the test skips without it.
"""

from __future__ import annotations

import hashlib
import resource
import time
from pathlib import Path

import pytest

from apps.inbound.models import InboundMessage
from apps.mailbox.models import Message
from tests.inbound.helpers import deliver, on_the_wire, queued_id

CORPUS = Path(__file__).resolve().parents[2].parent / "shared" / "corpus" / "dev"
# Generous: a message that takes longer than this to be accepted and filed is a hang.
SECONDS_PER_MESSAGE = 30
# Loose on purpose: this catches a parser that balloons, not a few megabytes either way.
MAX_RSS_GROWTH_MIB = 1024

pytestmark = pytest.mark.django_db(transaction=True)


def _max_rss_mib() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # KiB on Linux


def test_every_shared_corpus_message_is_accepted_stored_and_read_back(
    smtp_server, mailbox, record_property
):
    if not CORPUS.is_dir():
        pytest.skip(f"the shared corpus is not checked out at {CORPUS}")
    files = sorted(CORPUS.rglob("*.eml"))
    assert files, f"no .eml files under {CORPUS}"
    rss_before = _max_rss_mib()
    slowest = 0.0
    accepted: dict[Path, tuple[str, bytes]] = {}

    for path in files:
        # On the wire every line ends in CRLF (RFC 5321 §2.3.8), whatever the file uses.
        raw = on_the_wire(path.read_bytes())
        started = time.monotonic()
        code, reply = deliver(smtp_server, raw, to=[mailbox.address])
        took = time.monotonic() - started
        assert code == 250, f"{path.relative_to(CORPUS)}: {code} {reply}"
        assert took < SECONDS_PER_MESSAGE, f"{path.relative_to(CORPUS)} took {took:.1f}s"
        slowest = max(slowest, took)
        accepted[path] = (queued_id(reply), raw)

    processed = InboundMessage.objects.filter(state=InboundMessage.State.PROCESSED)
    assert processed.count() == len(files)
    for path, (_inbound_id, raw) in accepted.items():
        # Identical files are one message (same Message-ID and bytes): find it by its bytes.
        message = Message.objects.filter(
            identity=mailbox.identity, raw__sha256=hashlib.sha256(raw).hexdigest()
        ).first()
        assert message is not None, f"{path.relative_to(CORPUS)} was not filed"
        body = mailbox.message(message.id)
        assert body["id"] == message.id
        assert mailbox.raw(message.id) == raw, f"{path.relative_to(CORPUS)} raw differs"
    # Thread listings count what an agent may read: quarantined mail (two spams of the
    # corpus score as injections) is left out of them.
    assert sum(thread["message_count"] for thread in _all_threads(mailbox)) == (
        Message.objects.filter(identity=mailbox.identity)
        .exclude(quarantine_state=Message.QuarantineState.QUARANTINED)
        .count()
    )

    growth = _max_rss_mib() - rss_before
    record_property("corpus_messages", len(files))
    record_property("slowest_message_seconds", round(slowest, 2))
    record_property("max_rss_growth_mib", round(growth, 1))
    # A figure for the reader of the test log (pytest -s), not an assertion.
    print(
        f"\nshared corpus: {len(files)} messages, slowest {slowest:.2f}s, "
        f"peak RSS grew {growth:.0f} MiB"
    )
    assert growth < MAX_RSS_GROWTH_MIB


def _all_threads(mailbox) -> list[dict]:
    threads, cursor = [], ""
    while True:
        page = mailbox.api.get(
            f"/v1/identities/{mailbox.identity.id}/threads?limit=100{cursor}"
        ).json()
        threads += page["data"]
        if not page.get("next_cursor"):
            return threads
        cursor = f"&cursor={page['next_cursor']}"
