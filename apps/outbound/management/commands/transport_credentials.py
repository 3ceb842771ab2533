"""Store a transport's credentials, sealed under the master key.

manage.py transport_credentials smtp_relay --username relay-user   (password on stdin)
manage.py transport_credentials ses --username AKIA...             (secret key on stdin)
manage.py transport_credentials smtp_relay --show                   (username only)
"""

from __future__ import annotations

import sys

from django.core.management.base import BaseCommand, CommandError

from apps.outbound import services
from pylota.core.principal import Actor


class Command(BaseCommand):
    help = "Set a transport's sealed credentials (the secret is read from standard input)."

    def add_arguments(self, parser) -> None:
        parser.add_argument("transport", choices=("smtp_relay", "ses"))
        parser.add_argument("--username", default="")
        parser.add_argument("--show", action="store_true")

    def handle(self, *args, transport: str, username: str, show: bool, **options) -> None:
        if show:
            stored, _secret = services.transport_credential_get(transport)
            self.stdout.write(stored or "(none)")
            return
        if not username:
            raise CommandError("--username is required")
        secret = sys.stdin.readline().rstrip("\n")
        if not secret:
            raise CommandError("give the secret on standard input")
        services.transport_credential_set(
            actor=Actor(user="manage.py transport_credentials"),
            transport=transport,
            username=username,
            secret=secret,
        )
        self.stdout.write(f"{transport} credentials stored (sealed)")
