"""webhooks.verify and sign agree with the reference verifier (the standardwebhooks
package) on every payload, secret and header set, and refuse what it refuses."""

from __future__ import annotations

import base64
import json
import time
from datetime import UTC, datetime

import pytest
import standardwebhooks
from hypothesis import given, settings
from hypothesis import strategies as st
from pylota_mail import Client, WebhookVerificationError
from pylota_mail import webhook_signing as sw

secrets_ = st.binary(min_size=1, max_size=64).map(lambda b: "whsec_" + base64.b64encode(b).decode())
payloads = st.dictionaries(st.text(max_size=10), st.text(max_size=30), max_size=5)
ids = st.text(alphabet=st.characters(min_codepoint=33, max_codepoint=126), min_size=1, max_size=40)


def _json(value) -> str:
    return json.dumps(value)


@settings(max_examples=200, deadline=None)
@given(secret=secrets_, payload=payloads, msg_id=ids, skew=st.integers(-250, 250))
def test_what_the_reference_signs_verifies_and_what_we_sign_the_reference_accepts(
    secret, payload, msg_id, skew
):
    body = _json(payload)
    stamp = int(time.time()) + skew
    reference = standardwebhooks.Webhook(secret)
    signature = reference.sign(msg_id, datetime.fromtimestamp(stamp, tz=UTC), body)
    headers = {
        "webhook-id": msg_id,
        "webhook-timestamp": str(stamp),
        "webhook-signature": signature,
    }
    assert sw.verify(body.encode(), headers, secret) == payload
    ours = sw.sign(body, secret, msg_id=msg_id, timestamp=stamp)
    assert ours["webhook-signature"] == signature
    assert reference.verify(body, ours) == payload


@settings(max_examples=200, deadline=None)
@given(secret=secrets_, payload=payloads, msg_id=ids)
def test_a_changed_body_or_id_is_refused_by_both(secret, payload, msg_id):
    body = _json(payload)
    headers = sw.sign(body, secret, msg_id=msg_id)
    tampered = body + " "
    for check in (
        lambda: sw.verify(tampered, headers, secret),
        lambda: sw.verify(body, {**headers, "webhook-id": msg_id + "x"}, secret),
    ):
        with pytest.raises(WebhookVerificationError):
            check()
    with pytest.raises(standardwebhooks.webhooks.WebhookVerificationError):
        standardwebhooks.Webhook(secret).verify(tampered, headers)


def test_stale_or_future_timestamps_missing_headers_and_other_secrets_are_refused():
    secret = sw.generate_secret()
    body = '{"type": "webhook.test"}'
    old = sw.sign(body, secret, timestamp=int(time.time()) - 301)
    new = sw.sign(body, secret, timestamp=int(time.time()) + 301)
    for headers in (old, new, {}, {**sw.sign(body, secret), "webhook-signature": "v2,abc"}):
        with pytest.raises(WebhookVerificationError):
            sw.verify(body, headers, secret)
    with pytest.raises(WebhookVerificationError):
        sw.verify(body, sw.sign(body, sw.generate_secret()), secret)


def test_a_rotated_secret_verifies_while_the_old_signature_is_sent_too():
    old, new = sw.generate_secret(), sw.generate_secret()
    body = '{"type": "message.received"}'
    headers = sw.sign(body, old, msg_id="msg_1", timestamp=1_700_000_000)
    rotated = sw.signature(new, msg_id="msg_1", timestamp=1_700_000_000, payload=body)
    headers["webhook-signature"] = f"{headers['webhook-signature']} {rotated}"
    assert sw.verify(body, headers, new, now=1_700_000_000) == {"type": "message.received"}
    assert sw.verify(body, headers, old, now=1_700_000_000) == {"type": "message.received"}


def test_the_client_exposes_verify_on_its_webhooks():
    secret = sw.generate_secret()
    body = b'{"type": "webhook.test", "data": {}}'
    headers = {k.title(): v for k, v in sw.sign(body, secret).items()}  # any header case
    assert Client("pm_live_k").webhooks.verify(body, headers, secret)["type"] == "webhook.test"
