"""Reply-all and forward on the send API: who they go to, what they carry, what they refuse.

Both are fields of the one send body (``reply_all``, ``forward_message_id``), so they run the
same policy pipeline, idempotency and drafts as every send (ADR 0016)."""

from __future__ import annotations

from apps.mailbox.models import Message
from apps.mailbox.services import raw_blob_read
from apps.outbound.models import Recipient
from pylota.core.mime import parse_message
from tests.conftest import Api
from tests.factories import (
    ApiKeyFactory,
    AttachmentFactory,
    IdentityFactory,
    MessageFactory,
    ThreadFactory,
)
from tests.outbound.conftest import SIM


def _send(api: Api, identity, body: dict, **kw):
    return api.post(f"/v1/identities/{identity.id}/messages", body, **kw)


def _recipients(message_id: str) -> dict[str, set[str]]:
    out: dict[str, set[str]] = {}
    for r in Recipient.objects.filter(send__message_id=message_id):
        out.setdefault(r.kind, set()).add(r.address)
    return out


def _parent(agent, **fields):
    thread = ThreadFactory(identity=agent, subject="Quarterly plan")
    return MessageFactory(
        thread=thread,
        message_id_header="parent@example.com",
        from_address=f"alice@{SIM}",
        from_name="Alice",
        **fields,
    )


def test_reply_all_goes_to_the_sender_and_copies_everyone_else_but_us(api, agent):
    own = f"agent@{agent.addresses.get().domain}"
    parent = _parent(
        agent,
        to=[{"name": None, "address": own}, {"name": "Bob", "address": f"bob@{SIM}"}],
        cc=[{"name": None, "address": f"carol@{SIM}"}, {"name": None, "address": own.upper()}],
    )
    response = _send(
        api, agent, {"reply_to_message_id": parent.id, "reply_all": True, "text": "Agreed"}
    )
    assert response.status_code == 202, response.content
    assert _recipients(response.json()["id"]) == {
        "to": {f"alice@{SIM}"},
        "cc": {f"bob@{SIM}", f"carol@{SIM}"},
    }
    message = Message.objects.get(pk=response.json()["id"])
    assert message.thread_id == parent.thread_id
    assert message.subject == "Re: Quarterly plan"
    assert message.in_reply_to == ["parent@example.com"]


def test_reply_all_prefers_reply_to_and_keeps_the_callers_extra_recipients(api, agent):
    parent = _parent(
        agent,
        reply_to=[{"name": None, "address": f"desk@{SIM}"}],
        to=[{"name": None, "address": f"bob@{SIM}"}],
    )
    response = _send(
        api,
        agent,
        {
            "reply_to_message_id": parent.id,
            "reply_all": True,
            "cc": [f"dave@{SIM}", f"bob@{SIM}"],
            "text": "Looping Dave in",
        },
    )
    assert response.status_code == 202, response.content
    assert _recipients(response.json()["id"]) == {
        "to": {f"desk@{SIM}"},
        "cc": {f"dave@{SIM}", f"bob@{SIM}"},
    }


def test_reply_all_on_a_thread_answers_its_latest_message(api, agent):
    parent = _parent(agent, cc=[{"name": None, "address": f"carol@{SIM}"}])
    response = _send(
        api, agent, {"thread_id": parent.thread_id, "reply_all": True, "text": "All good"}
    )
    assert response.status_code == 202, response.content
    assert _recipients(response.json()["id"]) == {"to": {f"alice@{SIM}"}, "cc": {f"carol@{SIM}"}}


def test_reply_all_needs_a_parent(api, agent):
    response = _send(api, agent, {"reply_all": True, "to": [f"x@{SIM}"], "text": "?"})
    assert response.status_code == 422
    assert response.json()["error"]["code"] == "validation_failed"
    assert "reply_all" in response.json()["error"]["details"]["fields"]


def test_reply_all_runs_the_same_policy_pipeline(api, agent, world):
    parent = _parent(agent, cc=[{"name": None, "address": "carol@example.net"}])
    # example.net is not a simulator domain: the tenant's allow-list decides, as for any send.
    response = _send(
        api,
        agent,
        {"reply_to_message_id": parent.id, "reply_all": True, "text": "hi"},
        headers={"Idempotency-Key": "ra-1"},
    )
    replay = _send(
        api,
        agent,
        {"reply_to_message_id": parent.id, "reply_all": True, "text": "hi"},
        headers={"Idempotency-Key": "ra-1"},
    )
    assert replay.status_code == response.status_code
    assert replay.json() == response.json()
    if response.status_code == 202:
        assert Message.objects.filter(direction="outbound").count() == 1


def test_forward_quotes_the_original_and_carries_its_attachments(api, agent):
    original = _parent(agent, text="The plan is attached.", to=[{"name": None, "address": "a@b"}])
    AttachmentFactory(message=original, filename="plan.pdf")
    response = _send(
        api,
        agent,
        {"forward_message_id": original.id, "to": [f"erin@{SIM}"], "text": "FYI, see below."},
    )
    assert response.status_code == 202, response.content
    body = response.json()
    assert body["subject"] == "Fwd: Quarterly plan"
    message = Message.objects.get(pk=body["id"])
    assert message.thread_id != original.thread_id  # a forward starts its own thread
    assert message.in_reply_to == []
    assert message.text.startswith("FYI, see below.\n\n---------- Forwarded message ----------")
    assert f"From: Alice <alice@{SIM}>" in message.text
    assert message.text.endswith("The plan is attached.")
    assert [a.filename for a in message.attachments.all()] == ["plan.pdf"]
    parsed = parse_message(raw_blob_read(message.raw))
    (attachment,) = parsed.attachments
    assert attachment.filename == "plan.pdf"
    assert attachment.payload == b"%PDF-1.4\n"
    assert _recipients(body["id"]) == {"to": {f"erin@{SIM}"}}


def test_forward_without_a_note_or_recipients(api, agent):
    original = _parent(agent)
    quiet = _send(api, agent, {"forward_message_id": original.id, "to": [f"erin@{SIM}"]})
    assert quiet.status_code == 202, quiet.content
    nobody = _send(api, agent, {"forward_message_id": original.id, "text": "hm"})
    assert nobody.status_code == 422
    assert nobody.json()["error"]["code"] == "no_recipients"


def test_forward_is_not_a_reply(api, agent):
    original = _parent(agent)
    response = _send(
        api,
        agent,
        {"forward_message_id": original.id, "reply_to_message_id": original.id, "to": ["x@y.z"]},
    )
    assert response.status_code == 422
    assert "forward_message_id" in response.json()["error"]["details"]["fields"]


def test_forward_of_another_identitys_or_tenants_message_is_not_found(api, agent, world):
    sibling = IdentityFactory(tenant=world.tenant, primary="sibling")
    theirs = _parent(sibling)
    foreign = _parent(IdentityFactory(tenant=world.other_tenant, primary="foreign"))
    for message in (theirs, foreign):
        response = _send(api, agent, {"forward_message_id": message.id, "to": [f"e@{SIM}"]})
        assert response.status_code == 404
        assert response.json()["error"]["code"] == "message_not_found"


def test_a_quarantined_message_is_never_forwarded(world, agent):
    reader = Api(
        ApiKeyFactory(
            tenant=world.tenant, permissions=["messages:send", "messages:read", "quarantine:read"]
        ).secret
    )
    held = _parent(agent, quarantine_state="quarantined")
    response = _send(reader, agent, {"forward_message_id": held.id, "to": [f"e@{SIM}"]})
    assert response.status_code == 404
    assert response.json()["error"]["code"] == "message_not_found"


def test_a_draft_can_be_a_forward(api, agent):
    original = _parent(agent)
    AttachmentFactory(message=original, filename="notes.pdf")
    draft = api.post(
        f"/v1/identities/{agent.id}/drafts",
        {"forward_message_id": original.id, "to": [f"erin@{SIM}"]},
    )
    assert draft.status_code == 201, draft.content
    sent = api.post(f"/v1/identities/{agent.id}/drafts/{draft.json()['id']}/send")
    assert sent.status_code == 202, sent.content
    message = Message.objects.get(pk=sent.json()["id"])
    assert [a.filename for a in message.attachments.all()] == ["notes.pdf"]
    assert message.subject == "Fwd: Quarterly plan"
