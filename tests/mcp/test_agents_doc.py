"""The MCP example of docs/agents.md runs as printed, against the real server: it lists the
tools, waits for mail that arrives meanwhile and replies to it."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from apps.mailbox.models import Message
from tests.trust.conftest import compose, deliver

pytestmark = pytest.mark.slow

DOC = Path(__file__).resolve().parents[2] / "docs" / "agents.md"


def _example() -> str:
    text = DOC.read_text()
    start = text.index("```python", text.index("<!-- agents-example -->")) + len("```python")
    return text[start : text.index("```", start)]


def test_the_documented_client_example_waits_and_replies(served, world, agent, zone):
    env = {**os.environ, "PYLOTA_URL": served.url, "PYLOTA_API_KEY": world.tenant_key.secret}
    example = subprocess.Popen(
        [sys.executable, "-c", _example()],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        lines = [example.stdout.readline().rstrip("\n") for _ in range(3)]
        assert lines[2] == "waiting for mail", example.stderr.read()[-3000:]
        time.sleep(1)  # the wait call is on its way: the mail arrives while it waits
        deliver(compose(sender="dana@example.com", subject="Order 1042"), ip=None)
        out, err = example.communicate(timeout=90)
    finally:
        example.kill()
    assert example.returncode == 0, err[-3000:]
    assert lines[0].startswith("tools: whoami, list_identities")
    assert lines[1] == f"key: {world.tenant_key.id}"
    replied = out.strip().removeprefix("replied: ")
    reply = Message.objects.get(pk=replied)
    assert reply.direction == "outbound"
    assert reply.subject == "Re: Order 1042"
