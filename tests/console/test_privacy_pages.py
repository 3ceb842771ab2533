"""The console's privacy page, used as a person would (JavaScript off: forms, POST,
redirect): erasures with their receipts, holds, exports requested and downloaded, the
retention policy set; a viewer is refused; another workspace's export answers 404."""

from __future__ import annotations

import html
import io
import json
import zipfile

import pytest

from apps.privacy.models import Export, RetentionPolicy
from apps.privacy.services import jobs
from apps.privacy.services.erasure import erasure_create
from apps.privacy.services.export import export_create
from apps.privacy.services.holds import hold_create
from pylota.core.principal import Actor
from tests.factories import IdentityFactory, MessageFactory, TenantFactory, ThreadFactory

pytestmark = pytest.mark.django_db
ACTOR = Actor(user="test")


def _text(response) -> str:
    return html.unescape(response.content.decode())


def _follow(client, response):
    assert response.status_code == 302, _text(response)[:2000]
    return client.get(response["Location"])


def test_the_page_shows_erasures_with_their_receipt_and_the_holds(people):
    identity = IdentityFactory(tenant=people.tenant, name="erase-me")
    MessageFactory(thread=ThreadFactory(identity=identity))
    erasure, _ = erasure_create(
        actor=ACTOR, tenant=people.tenant, scope="identity", target=identity.id
    )
    jobs.job_run(erasure.job_id)
    hold_create(
        actor=ACTOR,
        tenant=people.tenant,
        scope="counterparty",
        target="lawyer@example.org",
        reason="Litigation 2026-114",
    )
    page = people.client("owner").get(people.url("privacy"))
    body = _text(page)
    assert page.status_code == 200
    assert erasure.id in body
    assert "completed" in body
    assert "mailbox.messages: 1" in body
    assert "probes: all empty" in body
    assert "Litigation 2026-114" in body
    assert "in force" in body


def test_an_export_requested_from_the_form_is_built_and_downloaded(people):
    identity = IdentityFactory(tenant=people.tenant, name="sales-bot")
    message = MessageFactory(thread=ThreadFactory(identity=identity))
    client = people.client("admin")
    page = _follow(
        client,
        client.post(
            people.url("privacy/exports"), {"subject": "identity", "identity_id": identity.id}
        ),
    )
    export = Export.objects.get(tenant=people.tenant)
    assert export.identity_id == identity.id
    assert "requested" in _text(page)
    jobs.job_run(export.job_id)
    page = client.get(people.url("privacy"))
    assert "Download zip" in _text(page)
    download = client.get(people.url(f"privacy/exports/{export.id}/download"))
    assert download.status_code == 200
    archive = zipfile.ZipFile(io.BytesIO(b"".join(download.streaming_content)))
    lines = archive.read(f"identities/{identity.id}/messages.jsonl").splitlines()
    assert [json.loads(line)["id"] for line in lines] == [message.id]


def test_a_bad_export_form_says_what_is_missing(people):
    client = people.client("owner")
    response = client.post(people.url("privacy/exports"), {"subject": "counterparty"})
    assert response.status_code == 422
    assert "Give the address" in _text(response)
    assert not Export.objects.exists()


def test_the_retention_form_sets_the_tenant_policy(people):
    client = people.client("owner")
    _follow(
        client,
        client.post(
            people.url("privacy/retention"),
            {"delete_messages_after_days": "365", "purge_raw_after_days": "90"},
        ),
    )
    policy = RetentionPolicy.objects.get(tenant=people.tenant, identity=None)
    assert policy.delete_messages_after_days == 365
    assert policy.purge_raw_after_days == 90
    assert policy.delete_quarantined_after_days is None
    page = client.get(people.url("privacy"))
    assert 'value="365"' in page.content.decode()
    bad = client.post(people.url("privacy/retention"), {"delete_messages_after_days": "-3"})
    assert bad.status_code == 422


def test_a_viewer_or_member_cannot_see_the_page(people):
    for role in ("viewer", "member"):
        assert people.client(role).get(people.url("privacy")).status_code == 403
    response = people.client("member").post(people.url("privacy/retention"), {})
    assert response.status_code == 403
    assert not RetentionPolicy.objects.exists()


def test_another_workspaces_export_is_not_found(people):
    other = export_create(actor=ACTOR, tenant=TenantFactory(), subject="tenant")
    jobs.job_run(other.job_id)
    response = people.client("owner").get(people.url(f"privacy/exports/{other.id}/download"))
    assert response.status_code == 404
