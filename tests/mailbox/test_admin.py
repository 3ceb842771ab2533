"""The operator plane for identities, mailboxes and staged inbound mail."""

import pytest
from django.urls import reverse

from apps.identities.models import Identity
from apps.inbound.models import InboundMessage
from apps.tenants.models import AuditEvent
from tests.factories import AttachmentFactory, IdentityFactory, MessageFactory

MODELS = [
    "identities.identity",
    "identities.address",
    "mailbox.thread",
    "mailbox.message",
    "mailbox.rawblob",
    "inbound.inboundmessage",
]


@pytest.fixture
def mail(db):
    message = MessageFactory()
    AttachmentFactory(message=message)
    InboundMessage.objects.create(
        raw=message.raw,
        recipients=["x@agents.pylota.test"],
        state="failed",
        last_error="OperationalError",
    )
    return message


@pytest.mark.parametrize("model", MODELS)
def test_every_changelist_and_change_page_loads(admin_client, mail, model):
    app, name = model.split(".")
    changelist = admin_client.get(reverse(f"admin:{app}_{name}_changelist"))
    assert changelist.status_code == 200
    obj = changelist.context["cl"].result_list[0]
    assert admin_client.get(reverse(f"admin:{app}_{name}_change", args=[obj.pk])).status_code == 200


def test_message_pages_do_not_show_the_body(admin_client, mail):
    page = admin_client.get(reverse("admin:mailbox_message_change", args=[mail.pk]))
    assert mail.text.encode() not in page.content


def test_pausing_from_the_admin_is_audited(admin_client, db):
    identity = IdentityFactory()
    admin_client.post(
        reverse("admin:identities_identity_changelist"),
        {"action": "pause", "_selected_action": [identity.pk]},
    )
    identity.refresh_from_db()
    assert identity.status == Identity.Status.PAUSED
    assert AuditEvent.objects.get(type="identity.paused").actor_user == "admin:admin"


def test_failed_inbound_mail_can_be_redriven(admin_client, mail, queued_tasks):

    staged = InboundMessage.objects.get(state="failed")
    admin_client.post(
        reverse("admin:inbound_inboundmessage_changelist"),
        {"action": "redrive", "_selected_action": [staged.pk]},
    )
    staged.refresh_from_db()
    assert staged.state == "staged"
    assert queued_tasks["inbound.process"] == [staged.id]
