"""Create the demo tenant, a fresh tenant API key and the operator account (idempotent)."""

from __future__ import annotations

import json
import secrets

from django.conf import settings
from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand
from django.db import transaction

from apps.identities import selectors as identity_selectors
from apps.identities import services as identity_services
from apps.tenants import services
from apps.tenants.models import ApiKey, Tenant
from pylota.core.permissions import Level
from pylota.core.principal import Actor

DEMO_TENANT = "Demo workspace"
DEMO_KEY_NAME = "bootstrap"
DEMO_IDENTITY = "demo-agent"
DEMO_LOCAL_PART = "demo"
OPERATOR = "operator"


class Command(BaseCommand):
    help = "Create the demo tenant, a fresh demo API key and the operator superuser."

    def add_arguments(self, parser) -> None:
        parser.add_argument("--json", action="store_true", help="print the result as JSON")

    def handle(self, *args, **options) -> None:
        actor = Actor(user="system:bootstrap")
        with transaction.atomic():
            tenant = Tenant.objects.filter(name=DEMO_TENANT, partner__isnull=True).first()
            if tenant is None:
                tenant = services.tenant_create(actor=actor, name=DEMO_TENANT)
            # One live bootstrap key at a time: the previous run's key is revoked.
            for old in ApiKey.objects.filter(
                tenant=tenant, name=DEMO_KEY_NAME, revoked_at__isnull=True
            ):
                services.api_key_revoke(actor=actor, api_key=old)
            api_key, secret = services.api_key_create(
                actor=actor, principal=None, level=Level.TENANT, name=DEMO_KEY_NAME, tenant=tenant
            )
            identity = identity_selectors.identity_by_name(tenant=tenant, name=DEMO_IDENTITY)
            if identity is None:
                identity = identity_services.identity_create(
                    actor=actor, tenant=tenant, name=DEMO_IDENTITY, local_part=DEMO_LOCAL_PART
                )
            address = identity_selectors.primary_address(identity)
        password = self._operator_password()
        result = {
            "tenant": {"id": tenant.id, "name": tenant.name},
            "identity": {"id": identity.id, "name": identity.name, "address": address},
            "smtp": {"host": settings.PM_SMTP_HOST, "port": settings.PM_SMTP_PORT},
            "api_key": {"id": api_key.id, "secret": secret},
            "admin": {
                "url": f"{settings.PUBLIC_URL}/admin/",
                "username": OPERATOR,
                "password": password,
            },
            "api_url": settings.PUBLIC_URL,
        }
        if options["json"]:
            self.stdout.write(json.dumps(result, indent=2))
            return
        self.stdout.write(
            f"""
Pylota Mail is ready.

  Tenant     {tenant.name} ({tenant.id})
  Identity   {identity.name} ({identity.id}) receives mail at {address}
  SMTP       {settings.PM_SMTP_HOST}:{settings.PM_SMTP_PORT}
  API key    {secret}
  Admin      {result["admin"]["url"]}  (user {OPERATOR}, password {password})
  API docs   {settings.PUBLIC_URL}/docs

Try it:

  curl -H "Authorization: Bearer {secret}" {settings.PUBLIC_URL}/v1/me
  swaks --to {address} --server {settings.PM_SMTP_HOST}:{settings.PM_SMTP_PORT}
  curl -H "Authorization: Bearer {secret}" {settings.PUBLIC_URL}/v1/identities/{identity.id}/threads
"""
        )

    def _operator_password(self) -> str:
        """The operator's password is generated once and kept under var/ (development only)."""
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
