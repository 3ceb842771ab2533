"""Writes of the operator plane: the demo workspace and operator account of ``make run``."""

from __future__ import annotations

import secrets
from dataclasses import dataclass
from typing import TYPE_CHECKING

from django.conf import settings
from django.contrib.auth import get_user_model
from django.db import transaction

from apps.console import services as console_services
from apps.identities import selectors as identity_selectors
from apps.identities import services as identity_services
from apps.tenants import selectors as tenant_selectors
from apps.tenants import services as tenant_services
from pylota.core.errors import AppError
from pylota.core.permissions import Level
from pylota.core.principal import Actor

if TYPE_CHECKING:
    from apps.identities.models import Identity
    from apps.tenants.models import ApiKey, Tenant

DEMO_TENANT = "Demo workspace"
DEMO_KEY_NAME = "bootstrap"
DEMO_IDENTITY = "demo-agent"
DEMO_LOCAL_PART = "demo"
OPERATOR = "operator"


@dataclass(frozen=True)
class Demo:
    tenant: Tenant
    identity: Identity
    address: str
    api_key: ApiKey
    secret: str


@transaction.atomic
def demo_bootstrap(*, actor: Actor) -> Demo:
    """The demo tenant with its identity, and a fresh tenant key (idempotent: one live
    bootstrap key at a time, the previous run's is revoked)."""
    tenant = tenant_selectors.tenant_by_name(name=DEMO_TENANT)
    if tenant is None:
        tenant = tenant_services.tenant_create(actor=actor, name=DEMO_TENANT)
    for old in tenant_selectors.api_keys_named(tenant=tenant, name=DEMO_KEY_NAME):
        tenant_services.api_key_revoke(actor=actor, api_key=old)
    api_key, secret = tenant_services.api_key_create(
        actor=actor, principal=None, level=Level.TENANT, name=DEMO_KEY_NAME, tenant=tenant
    )
    identity = identity_selectors.identity_by_name(tenant=tenant, name=DEMO_IDENTITY)
    if identity is None:
        try:
            identity = identity_services.identity_create(
                actor=actor, tenant=tenant, name=DEMO_IDENTITY, local_part=DEMO_LOCAL_PART
            )
        except AppError as exc:
            if exc.code != "address_taken":
                raise
            # The demo identity was deleted: its address is never handed out again, so the
            # new one gets a generated address.
            identity = identity_services.identity_create(
                actor=actor, tenant=tenant, name=DEMO_IDENTITY
            )
    address = identity_selectors.primary_address(identity)
    return Demo(tenant=tenant, identity=identity, address=address, api_key=api_key, secret=secret)


def operator_account_ensure() -> str:
    """The operator superuser; its password is generated once and kept under var/
    (development only). Returns the password."""
    path = settings.VAR_DIR / "operator_password"
    if not path.exists():
        path.write_text(secrets.token_urlsafe(12))
        path.chmod(0o600)
    password = path.read_text().strip()
    user_model = get_user_model()
    user = user_model.objects.filter(username=OPERATOR).first()
    if user is None:
        user_model.objects.create_superuser(OPERATOR, "operator@localhost", password)
    elif not user.check_password(password):
        user.set_password(password)
        user.save(update_fields=["password"])
    return password


def operator_console_link(*, actor: Actor, tenant: Tenant) -> str:
    """The operator owns the demo workspace in the console; a one-time link signs them in."""
    user = get_user_model().objects.get(username=OPERATOR)
    console_services.owner_ensure(actor=actor, tenant=tenant, user=user)
    try:
        return console_services.sign_in_link_create(user=user, tenant=tenant)
    except AppError:  # the operator added a second factor: links are one factor only
        return f"{settings.PUBLIC_URL}/accounts/login/"
