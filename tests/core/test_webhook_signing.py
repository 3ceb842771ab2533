"""Standard Webhooks signing (pylota.core.webhooks.signing): pure Python, no database."""

from __future__ import annotations

import base64
from datetime import UTC, datetime

import pytest
from standardwebhooks import Webhook, WebhookVerificationError

from pylota.core.webhooks import signing as ws

# The specification's published test vector (and the reference libraries' tests).
VECTOR_SECRET = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"
VECTOR_ID = "msg_p5jXN8AQM9LWM0D4loKWxJek"
VECTOR_TIMESTAMP = 1614265330
VECTOR_BODY = b'{"test": 2432232314}'
VECTOR_SIGNATURE = "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE="


# A fixed moment for tests that pass their own clock to ``ws.verify``.
AT = 1_780_000_000


def _now() -> int:
    """Read when a test runs, not at import: the standardwebhooks package checks signatures
    against its own clock, and a slow suite can start a test minutes after collection."""
    return int(datetime.now(tz=UTC).timestamp())


def test_it_reproduces_the_specification_test_vector():
    assert ws.sign(VECTOR_SECRET, VECTOR_ID, VECTOR_TIMESTAMP, VECTOR_BODY) == VECTOR_SIGNATURE


def test_the_signed_content_is_id_dot_timestamp_dot_body():
    assert ws.signed_content(VECTOR_ID, VECTOR_TIMESTAMP, VECTOR_BODY) == (
        b'msg_p5jXN8AQM9LWM0D4loKWxJek.1614265330.{"test": 2432232314}'
    )


def test_it_verifies_the_test_vector_at_its_own_time():
    headers = {
        "webhook-id": VECTOR_ID,
        "webhook-timestamp": str(VECTOR_TIMESTAMP),
        "webhook-signature": VECTOR_SIGNATURE,
    }
    ws.verify(VECTOR_SECRET, headers, VECTOR_BODY, now=VECTOR_TIMESTAMP)


def test_the_whsec_prefix_is_optional():
    bare = VECTOR_SECRET.removeprefix("whsec_")
    assert ws.sign(bare, VECTOR_ID, VECTOR_TIMESTAMP, VECTOR_BODY) == VECTOR_SIGNATURE


def test_generated_secrets_are_whsec_and_32_random_bytes():
    first, second = ws.generate_secret(), ws.generate_secret()
    assert first.startswith("whsec_")
    assert len(base64.b64decode(first.removeprefix("whsec_"))) == 32
    assert first != second


@pytest.mark.parametrize("bad", ["whsec_", "whsec_not base64!", ""])
def test_a_malformed_secret_is_refused(bad):
    with pytest.raises(ValueError, match="webhook secret"):
        ws.secret_key(bad)


def test_what_we_sign_verifies_with_the_standardwebhooks_package():
    now = _now()
    secret = ws.generate_secret()
    body = b'{"id":"evt_1","type":"identity.created","data":{}}'
    headers = ws.sign_headers([secret], "evt_1", now, body).as_dict()
    assert Webhook(secret).verify(body, headers) == {
        "id": "evt_1",
        "type": "identity.created",
        "data": {},
    }


def test_after_a_rotation_either_secret_verifies_the_same_headers():
    now = _now()
    new, old = ws.generate_secret(), ws.generate_secret()
    body = b"{}"
    headers = ws.sign_headers([new, old], "evt_2", now, body).as_dict()
    assert len(headers["webhook-signature"].split(" ")) == 2
    Webhook(new).verify(body, headers)
    Webhook(old).verify(body, headers)
    ws.verify(old, headers, body, now=now)
    with pytest.raises(WebhookVerificationError):
        Webhook(ws.generate_secret()).verify(body, headers)


def test_a_changed_body_does_not_verify():
    secret = ws.generate_secret()
    headers = ws.sign_headers([secret], "evt_3", AT, b'{"a":1}').as_dict()
    with pytest.raises(ws.SignatureError, match="no signature matches"):
        ws.verify(secret, headers, b'{"a":2}', now=AT)


def test_an_old_timestamp_does_not_verify():
    secret = ws.generate_secret()
    headers = ws.sign_headers([secret], "evt_4", AT - 301, b"{}").as_dict()
    with pytest.raises(ws.SignatureError, match="tolerance"):
        ws.verify(secret, headers, b"{}", now=AT)


def test_missing_headers_do_not_verify():
    with pytest.raises(ws.SignatureError, match="missing"):
        ws.verify(ws.generate_secret(), {"webhook-id": "evt_5"}, b"{}", now=AT)


def test_signing_needs_at_least_one_secret():
    with pytest.raises(ValueError, match="at least one secret"):
        ws.sign_headers([], "evt_6", AT, b"{}")
