from datetime import timedelta

from django.utils import timezone

from tests.conftest import Api
from tests.factories import (
    ApiKeyFactory,
    AttachmentFactory,
    IdentityFactory,
    MessageFactory,
    ThreadFactory,
)


def test_an_identity_lists_its_threads_with_filters(world):
    identity = IdentityFactory(tenant=world.tenant)
    old = ThreadFactory(identity=identity, last_message_at=timezone.now() - timedelta(days=3))
    new = ThreadFactory(identity=identity, labels=["billing"], unread_count=0)
    ThreadFactory(identity=IdentityFactory(tenant=world.tenant))  # another mailbox
    api = Api(world.tenant_key.secret)
    base = f"/v1/identities/{identity.id}/threads"
    assert [t["id"] for t in api.get(base).json()["data"]] == [new.id, old.id]
    assert [t["id"] for t in api.get(f"{base}?label=billing").json()["data"]] == [new.id]
    assert [t["id"] for t in api.get(f"{base}?unread=true").json()["data"]] == [old.id]
    since = (timezone.now() - timedelta(days=1)).isoformat().replace("+00:00", "Z")
    assert [t["id"] for t in api.get(f"{base}?since={since}").json()["data"]] == [new.id]
    bad = api.get(f"{base}?since=yesterday")
    assert bad.status_code == 422
    assert "since" in bad.json()["error"]["details"]["fields"]


def test_tenant_wide_threads_respect_a_key_scoped_to_one_identity(world):
    mine = ThreadFactory(identity=IdentityFactory(tenant=world.tenant))
    ThreadFactory(identity=IdentityFactory(tenant=world.tenant))
    key = ApiKeyFactory(tenant=world.tenant, identity_id=mine.identity_id)
    assert [t["id"] for t in Api(key.secret).get("/v1/threads").json()["data"]] == [mine.id]
    assert len(Api(world.tenant_key.secret).get("/v1/threads").json()["data"]) == 2


def test_a_thread_reads_with_its_messages_oldest_first(world):
    thread = ThreadFactory(identity=IdentityFactory(tenant=world.tenant))
    first = MessageFactory(thread=thread, received_at=timezone.now() - timedelta(hours=1))
    second = MessageFactory(thread=thread)
    AttachmentFactory(message=second)
    body = Api(world.tenant_key.secret).get(f"/v1/threads/{thread.id}").json()
    assert [m["id"] for m in body["messages"]] == [first.id, second.id]
    message = body["messages"][1]
    assert message["from"] == {"name": None, "address": "sender@example.com"}
    assert message["attachments"][0]["filename"] == "report.pdf"
    assert "raw" not in message
    assert "dedupe_key" not in message


def test_read_state_and_labels_update_messages_and_threads(world):
    thread = ThreadFactory(identity=IdentityFactory(tenant=world.tenant), unread_count=2)
    one = MessageFactory(thread=thread)
    MessageFactory(thread=thread)
    api = Api(world.tenant_key.secret)
    body = api.patch(f"/v1/messages/{one.id}", {"is_read": True, "add_labels": ["todo"]}).json()
    assert body["is_read"] is True
    assert body["labels"] == ["todo"]
    assert api.get(f"/v1/threads/{thread.id}").json()["unread_count"] == 1
    read_all = api.patch(f"/v1/threads/{thread.id}", {"is_read": True, "add_labels": ["done"]})
    assert read_all.json()["unread_count"] == 0
    assert read_all.json()["labels"] == ["done"]
    unread = api.patch(f"/v1/messages/{one.id}", {"is_read": False}).json()
    assert unread["is_read"] is False
    assert "unread" in unread["labels"]
    invalid = api.patch(f"/v1/messages/{one.id}", {"add_labels": ["bad\nlabel"]})
    assert invalid.status_code == 422


def test_raw_source_and_attachments_download_safely(world):
    message = MessageFactory(thread=ThreadFactory(identity=IdentityFactory(tenant=world.tenant)))
    attachment = AttachmentFactory(message=message, content_type="text/html", filename="x.html")
    api = Api(world.tenant_key.secret)
    raw = api.get(f"/v1/messages/{message.id}/raw")
    assert raw["Content-Type"] == "message/rfc822"
    assert raw.content.startswith(b"Subject: ")
    download = api.get(f"/v1/messages/{message.id}/attachments/{attachment.id}")
    assert download.status_code == 200
    assert download["Content-Type"] == "text/html"
    assert download["Content-Disposition"].startswith("attachment;")
    assert download["X-Content-Type-Options"] == "nosniff"
    assert b"".join(download.streaming_content) == b"%PDF-1.4\n"


def test_an_attachment_of_another_message_is_not_found(world):
    identity = IdentityFactory(tenant=world.tenant)
    message = MessageFactory(thread=ThreadFactory(identity=identity))
    other = AttachmentFactory(message=MessageFactory(thread=ThreadFactory(identity=identity)))
    response = Api(world.tenant_key.secret).get(f"/v1/messages/{message.id}/attachments/{other.id}")
    assert response.json()["error"]["code"] == "attachment_not_found"


def test_reading_mail_needs_messages_read(world):
    key = ApiKeyFactory(tenant=world.tenant, permissions=["identities:read"])
    response = Api(key.secret).get("/v1/threads")
    assert response.json()["error"]["code"] == "permission_denied"
