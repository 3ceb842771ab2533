"""``manage.py create_api_key``: mint a key from the command line (the first platform key)."""

from __future__ import annotations

import json

from django.core.management.base import BaseCommand, CommandError

from apps.tenants import services
from apps.tenants.models import Partner, Tenant
from pylota.core.errors import AppError
from pylota.core.permissions import Level
from pylota.core.principal import Actor


class Command(BaseCommand):
    help = "Create an API key and print its secret once (platform, partner or tenant level)."

    def add_arguments(self, parser) -> None:
        parser.add_argument("--level", choices=[lv.value for lv in Level], required=True)
        parser.add_argument("--name", default="")
        parser.add_argument("--tenant", help="tenant ID, for tenant keys")
        parser.add_argument("--partner", help="partner ID, for partner keys")
        parser.add_argument(
            "--permission",
            action="append",
            dest="permissions",
            help="repeat for each permission; default: all the level allows",
        )
        parser.add_argument("--json", action="store_true")

    def handle(self, *args, level: str, name: str, tenant, partner, permissions, **options):
        try:
            tenant_obj = Tenant.objects.get(pk=tenant) if tenant else None
            partner_obj = (
                Partner.objects.get(pk=partner, deleted_at__isnull=True) if partner else None
            )
        except (Tenant.DoesNotExist, Partner.DoesNotExist) as exc:
            raise CommandError(str(exc)) from exc
        if level == Level.TENANT and tenant_obj is None:
            raise CommandError("--tenant is required for a tenant key")
        if level == Level.PARTNER and partner_obj is None:
            raise CommandError("--partner is required for a partner key")
        try:
            api_key, secret = services.api_key_create(
                actor=Actor(user="system:create_api_key"),
                principal=None,
                level=Level(level),
                name=name,
                tenant=tenant_obj,
                partner=partner_obj,
                permissions=permissions,
            )
        except AppError as exc:
            raise CommandError(f"{exc.code}: {exc.message} {exc.details or ''}") from exc
        if options["json"]:
            self.stdout.write(json.dumps({"id": api_key.id, "level": level, "secret": secret}))
        else:
            self.stdout.write(
                f"Created {level} key {api_key.id}. Its secret (shown once):\n{secret}"
            )
