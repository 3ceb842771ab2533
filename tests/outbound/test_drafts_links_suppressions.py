"""Drafts, signed links, uploads, suppressions and send policies through the API."""

from __future__ import annotations

import json
import time

import pytest
from django.core.serializers.json import DjangoJSONEncoder

from apps.events.models import Event
from apps.mailbox.models import Message
from apps.mailbox.services import link_token, links, message_data
from apps.outbound.models import Draft, Send, Suppression
from apps.tenants.services import keyring
from apps.webhooks.services.payload import envelope
from tests.conftest import Api
from tests.factories import AttachmentFactory, MessageFactory, ThreadFactory
from tests.outbound.conftest import send_body


def test_a_draft_is_created_updated_sent_once_and_then_frozen(api, agent):
    base = f"/v1/identities/{agent.id}/drafts"
    created = api.post(base, {"to": ["delivered@simulator.pylota.test"], "subject": "Draft"})
    assert created.status_code == 201, created.content
    draft_id = created.json()["id"]
    assert api.get(base).json()["data"][0]["id"] == draft_id
    updated = api.patch(f"{base}/{draft_id}", {"text": "Reviewed body"})
    assert updated.json()["content"]["subject"] == "Draft"
    assert updated.json()["content"]["text"] == "Reviewed body"
    sent = api.post(f"{base}/{draft_id}/send")
    assert sent.status_code == 202, sent.content
    assert Message.objects.get(pk=sent.json()["id"]).subject == "Draft"
    assert Send.objects.get(message_id=sent.json()["id"]).draft_id == draft_id
    again = api.post(f"{base}/{draft_id}/send")
    assert again.status_code == 409
    assert again.json()["error"]["code"] == "draft_already_sent"
    assert api.patch(f"{base}/{draft_id}", {"text": "x"}).status_code == 409
    assert Send.objects.count() == 1
    assert api.get(base).json()["data"] == []


def test_a_draft_is_deleted(api, agent):
    base = f"/v1/identities/{agent.id}/drafts"
    draft_id = api.post(base, {"subject": "scrap"}).json()["id"]
    assert api.delete(f"{base}/{draft_id}").status_code == 204
    assert not Draft.objects.exists()
    assert api.get(f"{base}/{draft_id}").json()["error"]["code"] == "draft_not_found"


def test_a_draft_with_a_policy_problem_stays_a_draft(api, agent, world):
    api.post("/v1/suppressions", {"address": "nope@simulator.pylota.test"})
    base = f"/v1/identities/{agent.id}/drafts"
    draft_id = api.post(base, send_body(to=["nope@simulator.pylota.test"])).json()["id"]
    refused = api.post(f"{base}/{draft_id}/send")
    assert refused.json()["error"]["code"] == "recipient_suppressed"
    assert Draft.objects.get(pk=draft_id).status == "draft"


def test_suppressions_are_listed_added_and_deleted(api, world):
    created = api.post("/v1/suppressions", {"address": "Someone@Example.com"})
    assert created.status_code == 201, created.content
    assert created.json()["address"] == "someone@example.com"
    assert created.json()["reason"] == "manual"
    dup = api.post("/v1/suppressions", {"address": "someone@example.com"})
    assert dup.status_code == 409
    assert dup.json()["error"]["code"] == "suppression_exists"
    assert [r["address"] for r in api.get("/v1/suppressions").json()["data"]] == [
        "someone@example.com"
    ]
    by_address = api.get("/v1/suppressions/someone@example.com")
    assert by_address.status_code == 200, by_address.content
    assert api.delete(f"/v1/suppressions/{created.json()['id']}").status_code == 204
    assert not Suppression.objects.exists()
    other = Api(world.other_tenant_key.secret)
    assert other.get("/v1/suppressions").json()["data"] == []


def test_a_platform_key_names_the_tenant_of_a_suppression(world):
    platform = Api(world.platform.secret)
    assert platform.post("/v1/suppressions", {"address": "x@example.com"}).status_code == 422
    created = platform.post(
        "/v1/suppressions", {"address": "x@example.com", "tenant_id": world.tenant.id}
    )
    assert created.status_code == 201
    assert created.json()["tenant_id"] == world.tenant.id


def test_signed_links_serve_raw_text_and_attachments_and_refuse_tampering(world, anonymous):
    message = MessageFactory(thread=ThreadFactory(identity__tenant=world.tenant), text="x" * 10)
    attachment = AttachmentFactory(message=message)
    raw = anonymous.get(f"/v1/links/{link_token(kind='raw', message_id=message.id)}")
    assert raw.status_code == 200
    assert raw["Content-Type"] == "message/rfc822"
    text = anonymous.get(f"/v1/links/{link_token(kind='text', message_id=message.id)}")
    assert text.content == b"x" * 10
    token = link_token(kind="attachment", message_id=message.id, attachment_id=attachment.id)
    assert anonymous.get(f"/v1/links/{token}").content == b"%PDF-1.4\n"
    payload, kid, mac = token.split(".")
    for bad in (
        f"{payload}x.{kid}.{mac}",
        f"{payload}.{kid}.{mac[:-1]}{'B' if mac.endswith('A') else 'A'}",
        f"{payload}.{'0' * 16}.{mac}",
        link_token(kind="raw", message_id=message.id, ttl=-1),
        "garbage",
    ):
        response = anonymous.get(f"/v1/links/{bad}")
        assert response.status_code == 404
        assert response.json()["error"]["code"] == "link_not_found"
    # A key of another purpose never verifies a link, even with a correct MAC under it.
    other_kid, other_key = keyring.signing_key("thread_token")
    forged = f"{payload}.{other_kid}.{keyring._mac(other_key, 'link', payload)}"
    assert anonymous.get(f"/v1/links/{forged}").status_code == 404
    assert links.link_parse(token, now=time.time() + 10**7) is None


def test_webhook_payloads_carry_a_signed_link_to_truncated_text(world, settings, anonymous):
    settings.PM_EVENT_TEXT_MAX_BYTES = 5
    message = MessageFactory(thread=ThreadFactory(identity__tenant=world.tenant), text="y" * 50)
    # The mailbox builds message events' data, link included; the webhook body keeps it.
    event = Event(type="message.received", data=message_data(message), tenant_id=world.tenant.id)
    data = json.loads(json.dumps(envelope(event)["data"], cls=DjangoJSONEncoder))
    assert data["text"] == "yyyyy"
    assert data["text_truncated"] is True
    path = data["text_url"].split("://", 1)[1].split("/", 1)[1]
    assert anonymous.get(f"/{path}").content == b"y" * 50


def test_the_send_policy_is_read_and_changed(api, agent):
    assert api.get(f"/v1/identities/{agent.id}/send-policy").json()["allowlist_only"] is False
    changed = api.patch(f"/v1/identities/{agent.id}/send-policy", {"allowlist_only": True})
    assert changed.json()["allowlist_only"] is True


def test_uploads_by_multipart(api, agent):
    client = api.client
    response = client.post(
        "/v1/attachments",
        {"identity_id": agent.id, "filename": "notes.txt", "file": _file(b"multipart body")},
        HTTP_AUTHORIZATION=f"Bearer {api.secret}",
    )
    assert response.status_code == 201, response.content
    assert response.json()["size"] == len(b"multipart body")


@pytest.mark.parametrize(
    ("body", "field", "message"),
    [
        ({"filename": "a.txt", "content": "aGk="}, "identity_id", "required"),
        (
            {"identity_id": "{agent}", "filename": "a.txt", "content": "not base64!"},
            "content",
            "not valid base64",
        ),
        ({"identity_id": "{agent}", "filename": "a.txt"}, "file", "give file or content"),
    ],
)
def test_an_upload_without_an_identity_or_bytes_is_refused(api, agent, body, field, message):
    body = {k: v.replace("{agent}", agent.id) for k, v in body.items()}
    response = api.post("/v1/attachments", body)
    assert response.status_code == 422, response.content
    error = response.json()["error"]
    assert error["code"] == "validation_failed"
    assert message in str(error["details"]["fields"][field])


def _file(content: bytes):
    from django.core.files.uploadedfile import SimpleUploadedFile

    return SimpleUploadedFile("notes.txt", content, content_type="text/plain")
