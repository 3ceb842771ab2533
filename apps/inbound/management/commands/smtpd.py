"""``manage.py smtpd``: receive mail for our addresses (see docs/receiving.md)."""

from __future__ import annotations

import asyncio
import contextlib
import signal
import socket
import ssl
import subprocess
import sys
import threading

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError

from apps.inbound.api import smtp


class Command(BaseCommand):
    help = "Run the SMTP server that receives mail for Pylota addresses."

    def add_arguments(self, parser) -> None:
        parser.add_argument("--host", default=settings.PM_SMTP_HOST)
        parser.add_argument("--port", type=int, default=settings.PM_SMTP_PORT)
        parser.add_argument(
            "--processes",
            type=int,
            default=1,
            help="server processes sharing the port (SO_REUSEPORT), e.g. one per core",
        )
        parser.add_argument(
            "--reuse-port",
            action="store_true",
            help="listen with SO_REUSEPORT, so that other smtpd processes can share the port",
        )

    def handle(
        self, *args, host: str, port: int, processes: int, reuse_port: bool, **options
    ) -> None:
        if processes < 1:
            raise CommandError("--processes must be at least 1")
        if processes > 1:
            raise SystemExit(self._supervise(host, port, processes))
        limits = smtp.Limits(
            max_message_bytes=settings.PM_SMTP_MAX_MESSAGE_BYTES,
            max_recipients=settings.PM_SMTP_MAX_RECIPIENTS,
            max_connections=settings.PM_SMTP_MAX_CONNECTIONS,
            max_connections_per_ip=settings.PM_SMTP_MAX_CONNECTIONS_PER_IP,
        )
        tls = smtp.tls_context(settings.PM_SMTP_TLS_CERT, settings.PM_SMTP_TLS_KEY)
        asyncio.run(self._run(host, port, limits, tls, reuse_port))

    async def _run(
        self,
        host: str,
        port: int,
        limits: smtp.Limits,
        tls: ssl.SSLContext | None,
        reuse_port: bool,
    ) -> None:
        server = await smtp.serve(
            host=host,
            port=port,
            hostname=settings.PM_SMTP_HOSTNAME,
            limits=limits,
            tls=tls,
            reuse_port=reuse_port,
        )
        stop = asyncio.Event()
        loop = asyncio.get_running_loop()
        for sig in (signal.SIGINT, signal.SIGTERM):
            loop.add_signal_handler(sig, stop.set)
        self.stdout.write(
            f"SMTP listening on {host}:{server.port} for @{settings.PM_PLATFORM_DOMAIN}"
            f"{' (STARTTLS)' if tls else ''}",
        )
        self.stdout.flush()
        await stop.wait()
        self.stdout.write(
            f"SMTP stopping: idle sessions get 421; messages being received have "
            f"{limits.shutdown_grace_seconds:g}s to finish"
        )
        await server.shutdown()
        self.stdout.write("SMTP stopped")

    def _supervise(self, host: str, port: int, processes: int) -> int:
        """Run ``processes`` servers on one port with SO_REUSEPORT; stop them all on SIGTERM
        or SIGINT, and all of them (exit 1) when one dies, so that the process supervisor
        (``make run``, systemd) restarts the set."""
        # A socket bound, never listening, holds the port (port 0 picks it) for the children:
        # the kernel hands connections only to sockets that listen.
        family = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)[0][0]
        holder = socket.socket(family, socket.SOCK_STREAM)
        holder.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        holder.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEPORT, 1)
        holder.bind((host, port))
        port = holder.getsockname()[1]
        command = [sys.executable, str(settings.BASE_DIR / "manage.py"), "smtpd"]
        command += ["--host", host, "--port", str(port), "--reuse-port"]
        children = [
            # Our own manage.py, with arguments we built: no untrusted input.
            subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)  # noqa: S603
            for _ in range(processes)
        ]
        stopping, signalled = threading.Event(), threading.Event()

        def on_signal(*_args: object) -> None:
            signalled.set()
            stop()

        def stop() -> None:
            stopping.set()
            for child in children:
                if child.poll() is None:
                    child.send_signal(signal.SIGTERM)

        for sig in (signal.SIGINT, signal.SIGTERM):
            signal.signal(sig, on_signal)
        try:
            for child in children:
                banner = child.stdout.readline()
                if not banner.startswith("SMTP listening"):
                    stop()
                    raise CommandError(f"an SMTP process did not start: {banner.strip()!r}")
            self.stdout.write(
                f"SMTP listening on {host}:{port} for @{settings.PM_PLATFORM_DOMAIN}"
                f" ({processes} processes, pids {' '.join(str(c.pid) for c in children)})"
            )
            self.stdout.flush()
            pumps = [threading.Thread(target=self._pump, args=(c,), daemon=True) for c in children]
            for pump in pumps:
                pump.start()
            while not stopping.wait(0.2):
                if any(child.poll() is not None for child in children):
                    self.stderr.write("an SMTP process exited: stopping the others")
                    stop()
                    break
            for child in children:
                with contextlib.suppress(subprocess.TimeoutExpired):
                    child.wait(smtp.Limits().shutdown_grace_seconds + 10)
                if child.poll() is None:
                    child.kill()
                    child.wait()
            for pump in pumps:
                pump.join(5)
        finally:
            holder.close()
        clean = signalled.is_set() and all(c.returncode == 0 for c in children)
        if clean:
            self.stdout.write("SMTP stopped")
        return 0 if clean else 1

    def _pump(self, child: subprocess.Popen) -> None:
        for line in iter(child.stdout.readline, ""):
            if line.strip() != "SMTP stopped":
                self.stdout.write(f"[{child.pid}] {line.rstrip()}")
                self.stdout.flush()
