"""The send API: what it stores, what it answers, and what it refuses (in pipeline order)."""

from __future__ import annotations

import base64

import pytest

from apps.events.models import Event
from apps.identities.models import Identity
from apps.lists import selectors as list_selectors
from apps.lists import services as list_services
from apps.lists.models import ListEntry
from apps.mailbox.models import Message, RawBlob, Thread
from apps.mailbox.services import raw_blob_read
from apps.outbound import services
from apps.outbound.models import Recipient, Send, SendPolicy, Suppression
from apps.tenants.models import AuditEvent
from pylota.core.mime import parse_message
from pylota.core.principal import Actor
from pylota.core.trust import resolve_lists
from tests.conftest import Api
from tests.factories import ApiKeyFactory, IdentityFactory, MessageFactory, ThreadFactory
from tests.outbound.conftest import SIM, send_body


def _send(api: Api, identity, body=None, **kw):
    return api.post(f"/v1/identities/{identity.id}/messages", body or send_body(), **kw)


def test_it_stores_the_message_in_a_new_thread_and_announces_it(api, agent):
    response = _send(
        api,
        agent,
        send_body(
            cc=[{"name": "Bob", "address": f"bob@{SIM}"}],
            bcc=[f"carol@{SIM}"],
            labels=["campaign"],
            metadata={"run": "42"},
        ),
    )
    assert response.status_code == 202, response.content
    body = response.json()
    message = Message.objects.get(pk=body["id"])
    assert message.direction == "outbound"
    assert message.thread.message_count == 1
    assert "sent" in message.labels
    assert "campaign" in message.labels
    assert [r["kind"] for r in body["recipients"]] == ["to", "cc", "bcc"]
    assert body["status"] == "queued"
    assert body["metadata"] == {"run": "42"}
    raw = raw_blob_read(message.raw)
    parsed = parse_message(raw)
    assert parsed.subject == "Hello"
    assert b"carol@" not in raw.split(b"\r\n\r\n")[0]  # Bcc never in the headers
    assert raw.startswith(b"DKIM-Signature:")
    assert message.message_id_header.startswith("t.")  # the thread token rides along
    send = Send.objects.get(message=message)
    assert send.mail_from.startswith("bounce+")
    event = Event.objects.get(type="message.sent")
    assert event.data["id"] == message.id
    assert len(event.data["recipients"]) == 3
    assert AuditEvent.objects.filter(type="message.sent", target_id=send.id).exists()


def test_a_reply_threads_with_in_reply_to_and_references(api, agent):
    thread = ThreadFactory(identity=agent, subject="Dinner")
    parent = MessageFactory(
        thread=thread,
        message_id_header="abc@example.com",
        references=["root@example.com"],
        from_address="alice@example.com",
    )
    response = _send(
        api, agent, {"to": ["alice@example.com"], "text": "Yes", "reply_to_message_id": parent.id}
    )
    assert response.status_code == 202, response.content
    message = Message.objects.get(pk=response.json()["id"])
    assert message.thread_id == thread.id
    assert message.subject == "Re: Dinner"
    assert message.in_reply_to == ["abc@example.com"]
    assert message.references == ["root@example.com", "abc@example.com"]
    parsed = parse_message(raw_blob_read(message.raw))
    assert parsed.in_reply_to == ["abc@example.com"]


def test_a_reply_to_a_thread_answers_its_latest_message(api, agent):
    thread = ThreadFactory(identity=agent, subject="Plans")
    MessageFactory(thread=thread, message_id_header="one@example.com")
    latest = MessageFactory(thread=thread, message_id_header="two@example.com")
    response = _send(api, agent, {"to": ["x@example.com"], "text": "ok", "thread_id": thread.id})
    message = Message.objects.get(pk=response.json()["id"])
    assert message.in_reply_to == [latest.message_id_header]
    assert message.thread_id == thread.id


def test_inline_and_uploaded_attachments_are_sent(api, agent):
    upload = api.post(
        "/v1/attachments",
        {
            "identity_id": agent.id,
            "filename": "big.pdf",
            "content_type": "application/pdf",
            "content": base64.b64encode(b"%PDF-1.7 big").decode(),
        },
    )
    assert upload.status_code == 201, upload.content
    response = _send(
        api,
        agent,
        send_body(
            attachments=[
                {
                    "filename": "a.txt",
                    "content_type": "text/plain",
                    "content": base64.b64encode(b"hello file").decode(),
                },
                {"upload_id": upload.json()["id"]},
            ]
        ),
    )
    assert response.status_code == 202, response.content
    message = Message.objects.get(pk=response.json()["id"])
    parsed = parse_message(raw_blob_read(message.raw))
    assert sorted(a.payload for a in parsed.attachments) == [b"%PDF-1.7 big", b"hello file"]
    assert message.attachments.count() == 2


def test_an_inline_attachment_over_the_limit_is_refused(api, agent, settings):
    settings.PM_SEND_INLINE_ATTACHMENT_MAX_BYTES = 10
    response = _send(
        api,
        agent,
        send_body(
            attachments=[{"filename": "a.bin", "content": base64.b64encode(b"x" * 20).decode()}]
        ),
    )
    assert response.status_code == 422
    assert "attachments.0.content" in response.json()["error"]["details"]["fields"]


@pytest.mark.parametrize(
    ("headers", "code"),
    [
        ({"X-Agent-Run": "42"}, None),
        ({"From": "ceo@example.com"}, "header_reserved"),
        ({"DKIM-Signature": "x"}, "header_reserved"),
        ({"X-Spam-Status": "No"}, "header_not_allowed"),
        ({"X-Agent": "a\r\nBcc: evil@example.com"}, "header_not_allowed"),
        ({"Received": "x"}, "header_reserved"),
    ],
)
def test_custom_headers_follow_the_header_policy(api, agent, headers, code):
    response = _send(api, agent, send_body(headers=headers))
    if code is None:
        assert response.status_code == 202, response.content
        raw = raw_blob_read(Message.objects.get(pk=response.json()["id"]).raw)
        assert b"X-Agent-Run: 42" in raw
    else:
        assert response.status_code == 422
        error = response.json()["error"]
        assert error["code"] == code
        assert error["details"]["header"] == next(iter(headers))


def test_a_dry_run_answers_the_plan_and_stores_nothing(api, agent, world):
    services.suppression_create(actor=Actor(), tenant=world.tenant, address=f"gone@{SIM}")
    list_services.list_entry_create(
        actor=Actor(),
        tenant=world.tenant,
        direction="send",
        kind="domain",
        action="block",
        value="blocked.example",
    )
    before = (Message.objects.count(), RawBlob.objects.count(), Event.objects.count())
    response = api.post(
        f"/v1/identities/{agent.id}/messages?dry_run=true",
        send_body(to=[f"delivered@{SIM}", f"gone@{SIM}", "x@blocked.example"]),
    )
    assert response.status_code == 200, response.content
    body = response.json()
    assert body["would_send"] is False
    assert [r["outcome"] for r in body["recipients"]] == ["allowed", "suppressed", "blocked"]
    assert body["recipients"][0]["transport"] == "simulator"
    assert body["caps"]["identity"]["used"] == 0
    assert (Message.objects.count(), RawBlob.objects.count(), Event.objects.count()) == before
    assert not Send.objects.exists()


def test_a_dry_run_says_capped_when_the_cap_is_used(api, agent, world):
    world.tenant.policy = {**world.tenant.policy, "send_daily_cap": 1}
    world.tenant.save()
    assert _send(api, agent).status_code == 202
    body = api.post(f"/v1/identities/{agent.id}/messages?dry_run=1", send_body()).json()
    assert body["recipients"][0]["outcome"] == "capped"
    assert body["recipients"][0]["detail"] == "identity_daily_cap_reached"


# --- The policy pipeline, one refusal at a time --------------------------------------------


def _code(response) -> str:
    return response.json()["error"]["code"]


def test_a_foreign_identity_is_not_found(world, agent):
    other = Api(world.other_tenant_key.secret)
    response = _send(other, agent)
    assert response.status_code == 404
    assert _code(response) == "identity_not_found"


def test_a_paused_identity_cannot_send(api, agent):
    agent.status, agent.paused_reason = Identity.Status.PAUSED, "abuse_threshold"
    agent.save()
    response = _send(api, agent)
    assert response.status_code == 409
    assert _code(response) == "identity_paused"
    assert response.json()["error"]["details"]["paused_reason"] == "abuse_threshold"


def test_a_suspended_tenant_cannot_send_even_with_a_platform_key(world, agent):
    world.tenant.status = "suspended"
    world.tenant.save()
    response = _send(Api(world.platform.secret), agent)
    assert _code(response) == "tenant_suspended"


def test_a_suspended_partner_cannot_send(world, agent):
    world.partner.status = "suspended"
    world.partner.save()
    response = _send(Api(world.platform.secret), agent)
    assert _code(response) == "partner_suspended"


def test_a_key_without_messages_send_is_refused(world, agent):
    key = ApiKeyFactory(tenant=world.tenant, permissions=["messages:read"])
    response = _send(Api(key.secret), agent)
    assert response.status_code == 403
    assert _code(response) == "permission_denied"


def test_a_key_scoped_to_another_identity_cannot_send(world, agent):
    other = IdentityFactory(tenant=world.tenant)
    key = ApiKeyFactory(tenant=world.tenant, identity_id=other.id)
    assert _code(_send(Api(key.secret), agent)) == "identity_not_found"
    assert _send(Api(key.secret), other).status_code == 202


def test_recipient_counts_are_checked(api, agent, settings):
    settings.PM_SEND_MAX_RECIPIENTS = 2
    assert _code(_send(api, agent, send_body(to=[]))) == "no_recipients"
    many = [f"r{i}@{SIM}" for i in range(3)]
    response = _send(api, agent, send_body(to=many))
    assert _code(response) == "too_many_recipients"
    assert response.json()["error"]["details"]["max"] == 2


def test_an_invalid_recipient_is_refused(api, agent):
    response = _send(api, agent, send_body(to=["not an address"]))
    assert response.status_code == 422
    assert _code(response) == "invalid_recipient"


def test_a_suppressed_recipient_is_refused(api, agent, world):
    services.suppression_create(actor=Actor(), tenant=world.tenant, address=f"Gone@{SIM}")
    response = _send(api, agent, send_body(to=[f"gone@{SIM}"]))
    assert _code(response) == "recipient_suppressed"
    assert response.json()["error"]["details"]["recipients"][0]["address"] == f"gone@{SIM}"


def test_send_block_and_allow_lists_apply(api, agent, world):
    list_services.list_entry_create(
        actor=Actor(),
        tenant=world.tenant,
        direction="send",
        kind="domain",
        action="block",
        value="corp.example",
    )
    list_services.list_entry_create(
        actor=Actor(),
        tenant=world.tenant,
        direction="send",
        kind="address",
        action="allow",
        value="boss@corp.example",
    )
    assert _code(_send(api, agent, send_body(to=["x@sales.corp.example"]))) == "recipient_blocked"
    assert _send(api, agent, send_body(to=["boss@corp.example"])).status_code == 202


def test_the_lists_are_read_once_for_all_recipients(agent, world, django_assert_num_queries):
    for action, kind, value in (
        ("block", "domain", "corp.example"),
        ("allow", "address", "boss@corp.example"),
        ("block", "address", "Ex@Other.example"),
    ):
        list_services.list_entry_create(
            actor=Actor(), tenant=world.tenant, direction="send", kind=kind, action=action,
            value=value,
        )  # fmt: skip
    addresses = ["Boss@Corp.example", "x@sales.corp.example", "ex@other.example", "a@b.example"]
    with django_assert_num_queries(1):
        hits = list_selectors.send_list_hits(identity=agent, addresses=addresses)
    decided = {address: resolve_lists(found) for address, found in hits.items()}
    assert {a: (h.action, h.value) if h else None for a, h in decided.items()} == {
        "boss@corp.example": ("allow", "boss@corp.example"),
        "x@sales.corp.example": ("block", "corp.example"),
        "ex@other.example": ("block", "ex@other.example"),
        "a@b.example": None,
    }
    assert len(hits["boss@corp.example"]) == 2  # the address and its domain both match


def test_an_allowlist_only_identity_sends_to_allowed_recipients_only(api, agent, world):
    SendPolicy.objects.create(identity=agent, allowlist_only=True)
    ListEntry.objects.create(
        tenant=world.tenant,
        identity=agent,
        direction="send",
        action="allow",
        kind="domain",
        value=SIM,
    )
    assert _send(api, agent).status_code == 202
    assert _code(_send(api, agent, send_body(to=["x@example.com"]))) == "recipient_not_allowed"


def test_daily_caps_of_the_identity_and_the_tenant(api, agent, world):
    response = api.patch(f"/v1/identities/{agent.id}/send-policy", {"daily_cap": 1})
    assert response.status_code == 200, response.content
    assert _send(api, agent).status_code == 202
    refused = _send(api, agent)
    assert refused.status_code == 429
    assert _code(refused) == "identity_daily_cap_reached"
    assert int(refused["Retry-After"]) > 0
    world.tenant.policy = {**world.tenant.policy, "send_daily_cap": 1}
    world.tenant.save()
    other = IdentityFactory(tenant=world.tenant)
    assert _code(_send(api, other)) == "tenant_daily_cap_reached"


def test_a_refused_quota_hold_refuses_the_send(api, agent, monkeypatch):
    from apps.outbound.services import policy

    monkeypatch.setattr(
        policy.quota_service,
        "hold",
        lambda **kw: policy.QuotaHold(granted=False, units=kw["units"]),
    )
    response = _send(api, agent)
    assert response.status_code == 402
    assert _code(response) == "quota_exceeded"
    assert not Message.objects.exists()


def test_a_message_over_the_tenant_size_limit_is_refused(api, agent, world):
    world.tenant.policy = {**world.tenant.policy, "max_message_bytes": 2000}
    world.tenant.save()
    response = _send(api, agent, send_body(text="x" * 5000))
    assert _code(response) == "message_too_large"


def test_idempotent_resubmission_never_sends_twice(api, agent):
    headers = {"Idempotency-Key": "send-1"}
    first = _send(api, agent, headers=headers)
    second = _send(api, agent, headers=headers)
    assert first.status_code == second.status_code == 202
    assert second["Idempotent-Replayed"] == "true"
    assert first.json()["id"] == second.json()["id"]
    assert Send.objects.count() == 1
    assert Message.objects.count() == 1
    conflict = _send(api, agent, send_body(subject="Other"), headers=headers)
    assert _code(conflict) == "idempotency_conflict"


def test_cancel_works_only_while_queued_and_unclaimed(api, agent):
    first = _send(api, agent, send_body(send_at="2099-01-01T00:00:00Z")).json()
    cancelled = api.post(f"/v1/messages/{first['id']}/cancel")
    assert cancelled.status_code == 200, cancelled.content
    assert cancelled.json()["status"] == "cancelled"
    assert cancelled.json()["recipients"][0]["status"] == "failed"
    assert Event.objects.filter(type="message.failed").count() == 1
    again = api.post(f"/v1/messages/{first['id']}/cancel")
    assert again.status_code == 409
    assert _code(again) == "message_not_cancellable"
    second = _send(api, agent).json()
    Send.objects.filter(message_id=second["id"]).update(ever_claimed=True)
    assert _code(api.post(f"/v1/messages/{second['id']}/cancel")) == "message_not_cancellable"


def test_the_delivery_state_is_readable(api, agent):
    sent = _send(api, agent).json()
    body = api.get(f"/v1/messages/{sent['id']}/delivery").json()
    assert body["status"] == "queued"
    assert body["recipients"][0]["address"] == f"delivered@{SIM}"


def test_the_message_api_shows_the_outbound_message(api, agent):
    sent = _send(api, agent).json()
    body = api.get(f"/v1/messages/{sent['id']}").json()
    assert body["direction"] == "outbound"
    assert body["report"] is None
    assert Thread.objects.get(pk=body["thread_id"]).identity_id == agent.id


def test_recipients_are_deduplicated(api, agent):
    body = _send(api, agent, send_body(to=[f"a@{SIM}", f"A@{SIM}"], cc=[f"a@{SIM}"])).json()
    assert len(body["recipients"]) == 1
    assert Recipient.objects.count() == 1
    assert not Suppression.objects.exists()
