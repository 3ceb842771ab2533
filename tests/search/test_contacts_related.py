"""Contacts (people an identity corresponded with) and related threads."""

from __future__ import annotations

from datetime import UTC, datetime
from urllib.parse import urlencode

from apps.mailbox.models import Message
from tests.conftest import Api
from tests.factories import IdentityFactory


def at(day: int) -> datetime:
    return datetime(2026, 4, day, 9, 0, tzinfo=UTC)


def test_contacts_count_mail_both_ways_most_recent_first(world, agent, mail):
    """Ties on the last contact are ordered by address, descending (the keyset order)."""
    own = agent.primary.address
    mail(agent, "A", "x", from_address="dana@acme.example", from_name="Dana", received_at=at(1))
    mail(agent, "B", "x", from_address="dana@acme.example", from_name="Dana S", received_at=at(3))
    mail(agent, "C", "x", from_address="bob@globex.io", received_at=at(2))
    mail(
        agent,
        "D",
        "x",
        direction=Message.Direction.OUTBOUND,
        from_address=own,
        to=[{"name": "Carol", "address": "Carol@Initech.net"}, {"name": None, "address": own}],
        cc=[{"name": "Dana", "address": "dana@acme.example"}],
        received_at=at(4),
    )
    mail(agent, "E", "x", from_address="eve@spam.example", received_at=at(5), index=False)
    Message.objects.filter(subject="E").update(quarantine_state="quarantined")
    other = IdentityFactory(tenant=world.tenant, name="other")
    mail(other, "F", "x", from_address="zed@other.example", received_at=at(6))

    api = Api(world.tenant_key.secret)
    body = api.get(f"/v1/identities/{agent.id}/contacts").json()
    assert body["data"] == [
        {
            "address": "dana@acme.example",
            "name": "Dana",
            "received": 2,
            "sent": 1,
            "last_contact_at": "2026-04-04T09:00:00Z",
        },
        {
            "address": "carol@initech.net",
            "name": "Carol",
            "received": 0,
            "sent": 1,
            "last_contact_at": "2026-04-04T09:00:00Z",
        },
        {
            "address": "bob@globex.io",
            "name": None,
            "received": 1,
            "sent": 0,
            "last_contact_at": "2026-04-02T09:00:00Z",
        },
    ]
    assert body["next_cursor"] is None

    filtered = api.get(f"/v1/identities/{agent.id}/contacts?q=glob").json()["data"]
    assert [c["address"] for c in filtered] == ["bob@globex.io"]

    first = api.get(f"/v1/identities/{agent.id}/contacts?limit=2").json()
    second = api.get(
        f"/v1/identities/{agent.id}/contacts?" + urlencode({"cursor": first["next_cursor"]})
    ).json()
    pages = [c["address"] for c in first["data"] + second["data"]]
    assert pages == ["dana@acme.example", "carol@initech.net", "bob@globex.io"]


def test_contacts_of_another_tenants_identity_are_not_found(world, agent):
    response = Api(world.other_tenant_key.secret).get(f"/v1/identities/{agent.id}/contacts")
    assert response.status_code == 404
    assert response.json()["error"]["code"] == "identity_not_found"


def test_related_threads_are_the_nearest_of_the_same_identity(world, agent, mail):
    invoice = mail(agent, "Invoice 4411 overdue", "the invoice payment is overdue, please pay")
    reminder = mail(agent, "Overdue invoice reminder", "reminder: invoice payment overdue")
    mail(agent, "Dinner", "book a table for friday evening")
    other = IdentityFactory(tenant=world.tenant, name="other")
    mail(other, "Invoice overdue", "the invoice payment is overdue, please pay")

    api = Api(world.tenant_key.secret)
    data = api.get(f"/v1/threads/{invoice.thread_id}/related").json()["data"]
    assert data[0]["id"] == reminder.thread_id
    assert data[0]["message_id"] == reminder.id
    assert invoice.thread_id not in [t["id"] for t in data]
    assert {t["identity_id"] for t in data} == {agent.id}
    assert all(t["score"] >= 0.1 for t in data)  # nothing below the similarity floor
    assert len(api.get(f"/v1/threads/{invoice.thread_id}/related?limit=1").json()["data"]) == 1


def test_related_for_a_thread_without_vectors_is_empty(world, agent, mail):
    lonely = mail(agent, "Unindexed", "x", index=False)
    response = Api(world.tenant_key.secret).get(f"/v1/threads/{lonely.thread_id}/related")
    assert response.json() == {"data": [], "next_cursor": None}
