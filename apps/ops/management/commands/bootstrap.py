"""Create the demo tenant, a fresh tenant API key and the operator account (idempotent)."""

from __future__ import annotations

import json

from django.conf import settings
from django.core.management.base import BaseCommand

from apps.ops import services
from apps.ops.services import OPERATOR
from pylota.core.principal import Actor


class Command(BaseCommand):
    help = "Create the demo tenant, a fresh demo API key and the operator superuser."

    def add_arguments(self, parser) -> None:
        parser.add_argument("--json", action="store_true", help="print the result as JSON")

    def handle(self, *args, **options) -> None:
        actor = Actor(user="system:bootstrap")
        demo = services.demo_bootstrap(actor=actor)
        tenant, identity, address, secret = demo.tenant, demo.identity, demo.address, demo.secret
        api_key = demo.api_key
        password = services.operator_account_ensure()
        console_link = services.operator_console_link(actor=actor, tenant=tenant)
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
            "console": {"sign_in_link": console_link, "url": f"{settings.PUBLIC_URL}/console/"},
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
  Console    {console_link}
             (a one-time sign-in link to the demo workspace; `make bootstrap` prints a new one)
  Sign-in mail {settings.PUBLIC_URL}/console/dev/mail  (codes and invitations, development only)
  Admin      {result["admin"]["url"]}  (user {OPERATOR}, password {password})
  API docs   {settings.PUBLIC_URL}/docs
  MCP        {settings.PUBLIC_URL}/mcp  (the same key as a Bearer token: docs/agents.md)

Try it:

  curl -H "Authorization: Bearer {secret}" {settings.PUBLIC_URL}/v1/me
  swaks --to {address} --server {settings.PM_SMTP_HOST}:{settings.PM_SMTP_PORT}
  curl -H "Authorization: Bearer {secret}" {settings.PUBLIC_URL}/v1/identities/{identity.id}/threads
"""
        )
