"""Webhook delivery throughput and latency against a receiver on loopback.

    PYTHONPATH=. .venv/bin/python bench/webhooks.py [--events 500] [--worker-events 200]
                                        [--idle-events 20] [--mails 30]
                                        [--mode both|inprocess|worker|mail]

Runs against the embedded PostgreSQL of `make run` (or DATABASE_URL), after applying
pending migrations. It creates a tenant of its own ("bench-webhooks …"), one endpoint and
a local HTTP receiver that answers 200 at once, and deletes all of it at the end.

Two measurements:

- ``inprocess``: the delivery function itself (claim, sign, POST, record) called in a
  loop by this process: the ceiling of one worker process without the broker.
- ``worker``: one real Celery worker (``--pool solo``, queue ``webhooks``) on the
  development filesystem broker, fed by committed outbox events: event committed →
  dispatch task → fan-out → delivery task → POST received. First a burst (throughput;
  its latency is mostly queueing), then events one at a time (``worker-one``: an idle
  worker's latency). The filesystem transport polls its folder (every 100 ms in
  development), which shows in that latency; production uses Redis.
- ``mail``: the whole path a customer sees, one message at a time: SMTP 250 from
  ``manage.py smtpd`` → ``inbound.process`` → ``message.received`` → dispatch → delivery →
  the receiver, with one real worker consuming ``inbound`` and ``webhooks``.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "pylota.settings")
from broker import private_broker  # noqa: E402

private_broker()  # a broker database of its own: no `make run` worker takes these tasks
os.environ["PM_WEBHOOKS_ALLOW_PRIVATE"] = "true"
os.environ["PM_WEBHOOKS_ALLOW_HTTP"] = "true"
os.environ.setdefault("PM_LOG_LEVEL", "WARNING")
sys.path.insert(0, str(ROOT))

import django  # noqa: E402

from bench.stats import percentile  # noqa: E402

django.setup()

from django.conf import settings  # noqa: E402
from django.core.management import call_command  # noqa: E402
from django.db import connection, transaction  # noqa: E402

from apps.events import services as event_services  # noqa: E402
from apps.events.models import Event  # noqa: E402
from apps.tenants import services as tenant_services  # noqa: E402
from apps.tenants.models import AuditEvent, Tenant  # noqa: E402
from apps.webhooks import services  # noqa: E402
from apps.webhooks.models import WebhookDelivery  # noqa: E402
from pylota import tasks as pylota_tasks  # noqa: E402
from pylota.core.principal import Actor  # noqa: E402

ACTOR = Actor(user="bench:webhooks")


class Receiver:
    def __init__(self) -> None:
        self.arrivals: dict[str, float] = {}
        self.types: dict[str, str] = {}
        receiver = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *args) -> None:
                pass

            def do_POST(self) -> None:
                body = self.rfile.read(int(self.headers.get("Content-Length", "0")))
                event_id = self.headers["webhook-id"]
                receiver.arrivals.setdefault(event_id, time.time())
                receiver.types[event_id] = json.loads(body).get("type", "")
                self.send_response(200)
                self.send_header("Content-Length", "0")
                self.end_headers()

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.server.server_address[1]}/hooks"


def report(name: str, count: int, seconds: float, latencies_ms: list[float]) -> dict:
    figures = {
        "name": name,
        "events": count,
        "seconds": seconds,
        "per_second": count / seconds,
        "p50_ms": statistics.median(latencies_ms),
        "p95_ms": percentile(latencies_ms, 95),
    }
    print(
        f"{name:<10} {count:>5} events in {seconds:6.2f} s = {figures['per_second']:7.1f}/s"
        f"   p50 {figures['p50_ms']:7.1f} ms   p95 {figures['p95_ms']:7.1f} ms"
    )
    return figures


def record(tenant: Tenant, count: int) -> list[tuple[str, float]]:
    committed = []
    for n in range(count):
        with transaction.atomic():
            event = event_services.event_record(
                type="message.received",
                data={"identity_id": "idn_bench", "text": "hello " * 50, "n": n},
                tenant_id=tenant.id,
            )
        committed.append((event.id, time.time()))
    return committed


def bench_inprocess(tenant: Tenant, count: int) -> dict:
    """The delivery function in a loop: no broker, no queueing."""
    original = pylota_tasks.enqueue
    pylota_tasks.enqueue = lambda *args, **kwargs: True  # nothing is queued
    try:
        events = [event_id for event_id, _ in record(tenant, count)]
        for event_id in events:
            event_services.event_dispatch(event_id=event_id)
        deliveries = list(
            WebhookDelivery.objects.filter(event_id__in=events).values_list("pk", flat=True)
        )
        latencies = []
        started = time.perf_counter()
        for delivery_id in deliveries:
            before = time.perf_counter()
            state = services.webhook_deliver(delivery_id=delivery_id)
            latencies.append((time.perf_counter() - before) * 1000)
            assert state == "succeeded", state
        return report("inprocess", len(deliveries), time.perf_counter() - started, latencies)
    finally:
        pylota_tasks.enqueue = original


def start_worker(queues: str = "events,webhooks") -> subprocess.Popen:
    db = settings.DATABASES["default"]
    env = {
        **os.environ,
        "PYTHONPATH": str(ROOT),
        "PM_MASTER_KEY": settings.PM_MASTER_KEY,
        "PM_SECRET_KEY": settings.SECRET_KEY,
        "DATABASE_URL": f"postgres://{db['USER']}@/{db['NAME']}?host={db['HOST']}",
    }
    return subprocess.Popen(
        [
            sys.executable,
            "-m",
            "celery",
            "-A",
            "pylota.celery",
            "worker",
            "--pool",
            "solo",
            "--queues",
            queues,
            "--without-gossip",
            "--without-mingle",
            "--without-heartbeat",
            "--loglevel",
            "WARNING",
        ],
        cwd=ROOT,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )


def wait_for(receiver: Receiver, ids: list[str], seconds: float) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if all(event_id in receiver.arrivals for event_id in ids):
            return
        time.sleep(0.05)
    missing = [event_id for event_id in ids if event_id not in receiver.arrivals]
    raise SystemExit(f"the worker did not deliver {len(missing)} of {len(ids)} events in time")


def bench_worker(tenant: Tenant, receiver: Receiver, count: int, idle: int) -> dict:
    worker = start_worker()
    try:
        warm = [event_id for event_id, _ in record(tenant, 1)]
        wait_for(receiver, warm, 60)  # the worker is up and has a database connection
        # A burst: every event committed at once; latency is mostly time spent queued.
        committed = record(tenant, count)
        wait_for(receiver, [event_id for event_id, _ in committed], 300)
        latencies = [(receiver.arrivals[eid] - at) * 1000 for eid, at in committed]
        seconds = max(receiver.arrivals[eid] for eid, _ in committed) - committed[0][1]
        figures = report("worker", count, seconds, latencies)
        # One at a time: an idle worker's latency from commit to the receiver.
        latencies, started = [], time.time()
        for _ in range(idle):
            ((event_id, at),) = record(tenant, 1)
            wait_for(receiver, [event_id], 30)
            latencies.append((receiver.arrivals[event_id] - at) * 1000)
        report("worker-one", idle, time.time() - started, latencies)
        return figures
    finally:
        worker.terminate()
        worker.wait(10)


def bench_mail(tenant: Tenant, receiver: Receiver, count: int) -> dict:
    """SMTP 250 → webhook received, through the real server, worker and broker."""
    import smtplib
    import socket
    from email.utils import formatdate, make_msgid

    from apps.identities import services as identity_services

    local = f"bench-wh-{int(time.time())}"
    identity_services.identity_create(actor=ACTOR, tenant=tenant, name=local, local_part=local)
    address = f"{local}@{settings.PM_PLATFORM_DOMAIN}"
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    smtpd = subprocess.Popen(
        [sys.executable, "manage.py", "smtpd", "--port", str(port)],
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        stdout=subprocess.DEVNULL,
    )
    worker = start_worker(queues="inbound,events,webhooks")
    try:
        for _ in range(100):
            try:
                socket.create_connection(("127.0.0.1", port), timeout=1).close()
                break
            except OSError:
                time.sleep(0.1)
        latencies = []
        for n in range(count + 1):  # the first one warms the worker up and is not counted
            raw = (
                f"From: bench@sender.example\r\nTo: {address}\r\nSubject: mail {n}\r\n"
                f"Date: {formatdate()}\r\nMessage-ID: {make_msgid(domain='sender.example')}"
                "\r\n\r\nHello\r\n"
            ).encode()
            before = set(receiver.arrivals)
            with smtplib.SMTP("127.0.0.1", port, timeout=30) as client:
                client.sendmail("bench@sender.example", [address], raw)
            accepted = time.time()
            deadline = accepted + 60
            while time.time() < deadline:
                new = [
                    at for eid, at in receiver.arrivals.items()
                    if eid not in before and receiver.types.get(eid) == "message.received"
                ]  # fmt: skip
                if new:
                    if n:
                        latencies.append((new[0] - accepted) * 1000)
                    break
                time.sleep(0.005)
            else:
                raise RuntimeError("no webhook for a received message within 60 s")
        return report("mail", count, sum(latencies) / 1000, latencies)
    finally:
        for process in (worker, smtpd):
            process.terminate()
            process.wait(10)


def cleanup(tenant: Tenant) -> None:
    Event.objects.filter(tenant_id=tenant.id).delete()  # deliveries go with their events
    AuditEvent.objects.filter(tenant_id=tenant.id).delete()
    tenant.webhook_endpoints.all().delete()
    tenant.delete()


def main(*, quick: bool = False) -> dict[str, float]:
    """Print the figures and return them (``python -m bench`` builds its summary from them)."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--events", type=int, default=500, help="in-process deliveries")
    parser.add_argument("--worker-events", type=int, default=200, help="deliveries via a worker")
    parser.add_argument("--idle-events", type=int, default=20, help="one at a time, via a worker")
    parser.add_argument("--mails", type=int, default=30, help="SMTP 250 → webhook, one at a time")
    parser.add_argument("--mode", choices=("both", "inprocess", "worker", "mail"), default="both")
    parser.add_argument("--quick", action="store_true", help="100 in process, 10 mails")
    args = parser.parse_args()
    quick = quick or args.quick
    if quick:  # the burst through a worker is left out: the mail row crosses the worker too
        args.events, args.mails = 100, 10
    figures: dict[str, float] = {}

    call_command("migrate", verbosity=0, interactive=False)
    from pylota.celery import app

    app.conf.task_always_eager = False
    receiver = Receiver()
    tenant = tenant_services.tenant_create(actor=ACTOR, name=f"bench-webhooks {time.time():.0f}")
    try:
        services.webhook_create(actor=ACTOR, url=receiver.url, tenant=tenant)
        pg = connection.cursor().connection.info.server_version
        print(
            f"Pylota Mail webhooks benchmark: {platform.machine()}, {os.cpu_count()} cores, "
            f"Python {platform.python_version()}, PostgreSQL "
            f"{pg // 10000}.{pg % 100}, "
            f"{'embedded' if settings.EMBEDDED_DATABASE else 'DATABASE_URL'} database"
        )
        if args.mode in ("both", "inprocess"):
            row = bench_inprocess(tenant, args.events)
            figures["inprocess_per_s"] = row["per_second"]
            figures["inprocess_p50_ms"] = row["p50_ms"]
        if args.mode in ("both", "worker") and not quick:
            bench_worker(tenant, receiver, args.worker_events, args.idle_events)
        if args.mode in ("both", "mail"):
            row = bench_mail(tenant, receiver, args.mails)
            figures["mail_to_webhook_p50_ms"] = row["p50_ms"]
            figures["mail_to_webhook_p95_ms"] = row["p95_ms"]
    finally:
        cleanup(tenant)
    return figures


if __name__ == "__main__":
    main()
