"""Print the DNS records that make our mail authenticate: DKIM TXT values (RSA and Ed25519),
plus the SPF and DMARC records to publish for the platform domain.

    manage.py dkim_records [--domain agents.example.com] [--rotate] [--format zone|json]

Keys are created on first use and sealed in the database; ``--rotate`` makes new keys
under new selectors (publish them before the old ones are removed; see docs/sending.md).
"""

from __future__ import annotations

import json

from django.conf import settings
from django.core.management.base import BaseCommand

from apps.outbound import services
from pylota.core.compose.dkim import split_txt
from pylota.core.principal import Actor


class Command(BaseCommand):
    help = "Print (and optionally rotate) the platform domain's DKIM, SPF and DMARC records."

    def add_arguments(self, parser) -> None:
        parser.add_argument("--domain", default=settings.PM_PLATFORM_DOMAIN)
        parser.add_argument("--rotate", action="store_true", help="make new keys first")
        parser.add_argument("--format", choices=("zone", "json"), default="zone")

    def handle(self, *args, domain: str, rotate: bool, format: str, **options) -> None:
        domain = domain.lower().rstrip(".")
        if rotate:
            services.dkim_rotate(domain=domain, actor=Actor(user="manage.py dkim_records"))
        rows = services.dkim_records(domain)
        records = [
            {
                "name": f"{row.selector}._domainkey.{domain}.",
                "type": "TXT",
                "value": row.txt_record,
                "algorithm": row.algorithm,
                "active": row.active,
            }
            for row in rows
        ]
        records.append(
            {
                "name": f"{domain}.",
                "type": "TXT",
                "value": "v=spf1 mx -all",
                "note": "add your relay's include:",
            }
        )
        records.append(
            {
                "name": f"_dmarc.{domain}.",
                "type": "TXT",
                "value": f"v=DMARC1; p=quarantine; adkim=r; aspf=r; rua=mailto:dmarc@{domain}",
            }
        )
        if format == "json":
            self.stdout.write(json.dumps(records, indent=2))
            return
        for record in records:
            strings = " ".join(f'"{part}"' for part in split_txt(record["value"]))
            comment = (
                "" if record.get("active", True) else " ; retired: remove once old mail is gone"
            )
            self.stdout.write(f"{record['name']} 3600 IN TXT {strings}{comment}")
