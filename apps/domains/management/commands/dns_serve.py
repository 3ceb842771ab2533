"""``manage.py dns_serve``: a DNS server on loopback for a local custom-domain demo."""

from __future__ import annotations

import signal
import threading
from pathlib import Path

from django.conf import settings
from django.core.management.base import BaseCommand

from apps.domains.management.dnsserver import DemoDnsServer, platform_records


class Command(BaseCommand):
    help = (
        "Serve DNS records from a BIND-format file on loopback, re-read when it changes, "
        "for a local demo of custom domains. Point the product at it with "
        "PM_DNS_NAMESERVERS=127.0.0.1 and PM_DNS_PORT=<port>."
    )

    def add_arguments(self, parser) -> None:
        parser.add_argument("--host", default="127.0.0.1")
        parser.add_argument("--port", type=int, default=5353)
        parser.add_argument(
            "--file",
            default=str(Path(settings.VAR_DIR) / "dns" / "zone.txt"),
            help="the records, as GET /v1/domains/{domain_id}/records?format=bind writes them",
        )

    def handle(self, *args, host: str, port: int, file: str, **options) -> None:
        path = Path(file)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.touch(exist_ok=True)
        # The platform's own A and SPF records, for the names the file leaves out.
        defaults = platform_records(
            platform_domain=settings.PM_PLATFORM_DOMAIN,
            smtp_hostname=settings.PM_SMTP_HOSTNAME,
            return_path_host=settings.PM_DOMAIN_RETURN_PATH_HOST,
            spf_include=settings.PM_DOMAIN_SPF_INCLUDE,
        )
        server = DemoDnsServer(path, host=host, port=port, defaults=defaults)
        server.start()
        self.stdout.write(f"DNS on {host}:{server.port} (UDP and TCP), records from {path}")
        stop = threading.Event()
        for sig in (signal.SIGINT, signal.SIGTERM):
            signal.signal(sig, lambda *_: stop.set())
        stop.wait()
        server.stop()
