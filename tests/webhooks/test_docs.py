"""The snippets in docs/webhooks.md work as printed."""

from __future__ import annotations

import re
import time
from pathlib import Path

from pylota.core.webhooks import signing as webhook_signing

DOC = Path(__file__).resolve().parents[2] / "docs" / "webhooks.md"


def _python_blocks() -> list[str]:
    return re.findall(r"```python\n(.*?)```", DOC.read_text(), flags=re.DOTALL)


def test_the_ten_line_hmac_verifier_accepts_our_signatures_and_nothing_else():
    (source,) = [block for block in _python_blocks() if "def verify(" in block]
    namespace: dict = {}
    exec(compile(source, str(DOC), "exec"), namespace)  # noqa: S102 (our own documentation)
    verify = namespace["verify"]
    old, new = webhook_signing.generate_secret(), webhook_signing.generate_secret()
    body = b'{"id":"evt_1","type":"webhook.test"}'
    headers = webhook_signing.sign_headers([new, old], "evt_1", int(time.time()), body)

    assert verify(new, headers.as_dict(), body)
    assert verify(old, headers.as_dict(), body)  # during a rotation, either secret
    assert not verify(webhook_signing.generate_secret(), headers.as_dict(), body)
    assert not verify(new, headers.as_dict(), body + b" ")
    stale = webhook_signing.sign_headers([new], "evt_1", int(time.time()) - 600, body)
    assert not verify(new, stale.as_dict(), body)


def test_the_receiver_example_compiles():
    (source,) = [block for block in _python_blocks() if "class Handler" in block]
    compile(source, "receiver.py", "exec")
