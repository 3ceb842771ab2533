"""``manage.py smtpd``: receive mail for our addresses (see docs/receiving.md)."""

from __future__ import annotations

import asyncio
import signal
import ssl

from django.conf import settings
from django.core.management.base import BaseCommand

from apps.inbound.api import smtp


class Command(BaseCommand):
    help = "Run the SMTP server that receives mail for Pylota addresses."

    def add_arguments(self, parser) -> None:
        parser.add_argument("--host", default=settings.PM_SMTP_HOST)
        parser.add_argument("--port", type=int, default=settings.PM_SMTP_PORT)

    def handle(self, *args, host: str, port: int, **options) -> None:
        limits = smtp.Limits(
            max_message_bytes=settings.PM_SMTP_MAX_MESSAGE_BYTES,
            max_recipients=settings.PM_SMTP_MAX_RECIPIENTS,
            max_connections=settings.PM_SMTP_MAX_CONNECTIONS,
            max_connections_per_ip=settings.PM_SMTP_MAX_CONNECTIONS_PER_IP,
        )
        tls = smtp.tls_context(settings.PM_SMTP_TLS_CERT, settings.PM_SMTP_TLS_KEY)
        asyncio.run(self._run(host, port, limits, tls))

    async def _run(
        self, host: str, port: int, limits: smtp.Limits, tls: ssl.SSLContext | None
    ) -> None:
        server = await smtp.serve(
            host=host, port=port, hostname=settings.PM_SMTP_HOSTNAME, limits=limits, tls=tls
        )
        stop = asyncio.Event()
        loop = asyncio.get_running_loop()
        for sig in (signal.SIGINT, signal.SIGTERM):
            loop.add_signal_handler(sig, stop.set)
        self.stdout.write(
            f"SMTP listening on {host}:{server.port} for @{settings.PM_PLATFORM_DOMAIN}"
            f"{' (STARTTLS)' if tls else ''}",
        )
        await stop.wait()
        self.stdout.write(
            f"SMTP stopping: idle sessions get 421; messages being received have "
            f"{limits.shutdown_grace_seconds:g}s to finish"
        )
        await server.shutdown()
        self.stdout.write("SMTP stopped")
