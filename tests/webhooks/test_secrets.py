"""Webhook secrets at rest: sealed under the master key, re-sealed by its rotation."""

from __future__ import annotations

import pytest

from apps.tenants.services import keyring
from apps.webhooks import services
from apps.webhooks.models import SECRET_CONTEXT, WebhookEndpoint
from pylota.core.crypto import MasterKey, envelope_kid
from pylota.core.principal import Actor
from tests.webhooks.conftest import make_endpoint

URL = "https://93.184.215.14/hooks"


@pytest.mark.django_db
def test_master_key_rotation_reseals_current_and_previous_webhook_secrets(world, settings):
    endpoint, old = make_endpoint(tenant=world.tenant, url=URL)
    endpoint, new = services.webhook_rotate_secret(actor=Actor(user="t"), endpoint=endpoint)
    upcoming = MasterKey.generate()
    settings.PM_MASTER_KEY_NEXT = upcoming.to_text()

    report = keyring.reseal_all()

    assert report["webhooks.webhookendpoint.secret"].resealed == 1
    assert report["webhooks.webhookendpoint.previous_secret"].resealed == 1
    endpoint = WebhookEndpoint.objects.get(pk=endpoint.pk)
    assert envelope_kid(endpoint.secret) == envelope_kid(endpoint.previous_secret) == upcoming.kid
    settings.PM_MASTER_KEY, settings.PM_MASTER_KEY_NEXT = upcoming.to_text(), None
    assert keyring.open_secret(endpoint.secret, context=SECRET_CONTEXT).decode() == new
    assert keyring.open_secret(endpoint.previous_secret, context=SECRET_CONTEXT).decode() == old
