"""Sending: API latency at concurrency, queue-to-transport latency, SMTP throughput.

    PYTHONPATH=. .venv/bin/python bench/send.py [--requests 400] [--concurrency 20]
                                               [--latency 200] [--smtp 300]

Runs against the embedded PostgreSQL of `make run` (or DATABASE_URL), after applying
pending migrations. It creates a tenant of its own ("bench-send …") with a high daily cap,
one identity and a key, and deletes all of it at the end. Three measurements:

- ``api``: ``POST /v1/identities/{id}/messages`` through Django's test client in process
  (authentication, rate limits, the policy pipeline, composition, DKIM signing with RSA and
  Ed25519, the cap counters, blob storage, the Message, Send, recipients, audit row and
  outbox event, the task hand-off to the broker), ``--concurrency`` threads.
- ``queue-to-transport``: a committed send to the moment its transport is called, one at a
  time, by the delivery function an idle worker runs (claim, raw read, routing); the broker's
  own latency (sub-millisecond on Redis and the embedded Valkey)
  is not included.
- ``smtp``: messages per second through the pipeline's ``smtp_relay`` transport to an
  aiosmtpd sink on loopback (sessions reused, sends claimed in batches), next to plain
  ``smtplib`` sending the same signed bytes to the same sink in the same run (one
  connection per message, in turns of one claim batch with the pipeline's one worker);
  ``bench/relay.py`` compares more ways side by side.
"""

from __future__ import annotations

import argparse
import datetime as dt
import os
import platform
import smtplib
import sys
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "pylota.settings")
from broker import private_broker  # noqa: E402

private_broker()  # a broker database of its own: no `make run` worker takes these tasks
os.environ["PM_SIMULATOR_ENABLED"] = "true"
os.environ.setdefault("PM_LOG_LEVEL", "WARNING")
sys.path.insert(0, str(ROOT))

import django  # noqa: E402

from bench.stats import percentile  # noqa: E402

django.setup()

from django.conf import settings  # noqa: E402
from django.core.management import call_command  # noqa: E402
from django.db import connection  # noqa: E402
from django.test import Client  # noqa: E402
from django.utils import timezone  # noqa: E402

from apps.mailbox.services import raw_blob_read  # noqa: E402
from apps.outbound import services  # noqa: E402
from apps.outbound.models import Send  # noqa: E402
from apps.outbound.services.transports import override_transport  # noqa: E402
from apps.outbound.services.transports.simulator import SimulatorTransport  # noqa: E402
from apps.outbound.services.transports.smtp_relay import RelayConfig, SmtpRelayTransport  # noqa: E402
from apps.tenants.models import ApiKey, Tenant  # noqa: E402
from pylota.core import keys  # noqa: E402
from pylota.core.permissions import ALLOWED_FOR_LEVEL, Level  # noqa: E402
from tests.factories import IdentityFactory  # noqa: E402
from tests.outbound.sink import running_sink  # noqa: E402

BODY = {
    "to": ["delivered@simulator.pylota.test"],
    "cc": ["copy@simulator.pylota.test"],
    "subject": "Weekly report for the team",
    "text": "Hello,\n\nHere are this week's numbers. " * 20,
    "html": "<p>Hello,</p><p>Here are this week's numbers.</p>" * 20,
    "headers": {"X-Agent-Run": "bench"},
}


def ms(values: list[float]) -> str:
    return f"p50 {percentile(values, 50) * 1000:.1f} ms, p95 {percentile(values, 95) * 1000:.1f} ms"


def setup() -> tuple[Tenant, object, str]:
    tenant = Tenant.objects.create(name=f"bench-send {time.time():.0f}")
    tenant.policy = {**tenant.policy, "send_daily_cap": 1_000_000, "rate_limit_per_minute": 60_000}
    tenant.save()
    identity = IdentityFactory(tenant=tenant, name=f"bench-{tenant.id[-6:].lower()}")
    generated = keys.generate()
    ApiKey.objects.create(
        tenant=tenant,
        name="bench",
        level=Level.TENANT,
        prefix=generated.prefix,
        secret_digest=generated.digest,
        permissions=sorted(ALLOWED_FOR_LEVEL[Level.TENANT]),
    )
    settings.PM_RATE_LIMITS = {"key": 1_000_000, "partner": 1_000_000}
    return tenant, identity, generated.secret


def bench_api(
    identities: list, secret: str, requests: int, concurrency: int, *, fresh: bool = False
) -> list[float]:
    """Latency of each send. Each thread keeps one test client and its database
    connection, as a web process keeps its handler and pooled connections; ``fresh``
    builds a new client per request and closes the connection after it (what this
    benchmark did before: every request then also loaded the whole middleware chain,
    whitenoise scanning the static files, about 0.4 s of CPU no web process spends)."""
    local = threading.local()

    def one(i: int) -> float:
        path = f"/v1/identities/{identities[i % len(identities)].id}/messages"
        if fresh:
            client = Client()
        else:
            client = getattr(local, "client", None) or Client()
            local.client = client
        start = time.perf_counter()
        response = client.post(
            path, BODY, content_type="application/json", HTTP_AUTHORIZATION=f"Bearer {secret}"
        )
        elapsed = time.perf_counter() - start
        assert response.status_code == 202, response.content
        if fresh:
            connection.close()
        return elapsed

    for i in range(10):
        one(i)  # warm: DKIM keys, keyring, connections
    with ThreadPoolExecutor(max_workers=concurrency) as pool:
        return list(pool.map(one, range(requests)))


class Timed(SimulatorTransport):
    def __init__(self) -> None:
        self.entered: dict[str, float] = {}

    def send(self, envelope):
        self.entered.setdefault(envelope.message_id, time.time())
        return super().send(envelope)


def bench_queue_to_transport(identity, secret: str, count: int) -> list[float]:
    timed = Timed()
    override_transport("simulator", timed)
    client = Client()
    latencies = []
    try:
        for _ in range(count):
            response = client.post(
                f"/v1/identities/{identity.id}/messages",
                BODY,
                content_type="application/json",
                HTTP_AUTHORIZATION=f"Bearer {secret}",
            )
            message_id = response.json()["id"]
            committed = time.time()
            services.send_deliver(Send.objects.get(message_id=message_id).id)
            latencies.append(timed.entered[message_id] - committed)
    finally:
        override_transport("simulator", None)
    return latencies


def _worker(send_ids: list[str]) -> None:
    """One worker's share of the tasks, on one database connection kept for all of them
    (as a Celery worker keeps its own), closed at the end."""
    try:
        for send_id in send_ids:
            services.send_deliver(send_id)
    finally:
        connection.close()


FAR = dt.datetime(2099, 1, 1, tzinfo=dt.UTC)


def bench_smtp(identity, secret: str, count: int, workers: int) -> tuple[float, float, float]:
    client = Client()
    sends = []
    for i in range(count):
        response = client.post(
            f"/v1/identities/{identity.id}/messages",
            {**BODY, "to": [f"rcpt{i}@example.com"], "cc": [], "send_at": "2099-01-01T00:00:00Z"},
            content_type="application/json",
            HTTP_AUTHORIZATION=f"Bearer {secret}",
        )
        sends.append(
            Send.objects.select_related("message__raw").get(message_id=response.json()["id"])
        )
    raws = [(s.mail_from, s.recipients.get().address, raw_blob_read(s.message.raw)) for s in sends]
    half = count // 2
    # The api rows' sends wait in a broker no worker reads: parked, or the claims here
    # would deliver them too (a batch takes any due send) and time them as ours.
    Send.objects.filter(
        identity__tenant_id=identity.tenant_id, status__in=["queued", "deferred"]
    ).exclude(pk__in=[s.pk for s in sends]).update(next_attempt_at=FAR)

    def release(group: list) -> None:
        # Due only now: a worker claims due sends in batches (PM_SEND_CLAIM_BATCH), and
        # the two halves are measured apart.
        Send.objects.filter(pk__in=[s.pk for s in group]).update(next_attempt_at=timezone.now())

    def plain_send(block: list) -> None:
        for mail_from, rcpt, raw in block:
            conn = smtplib.SMTP(sink.host, sink.port, timeout=10)
            conn.sendmail(mail_from, [rcpt], raw)
            conn.quit()

    with running_sink() as sink:
        override_transport(
            "none",
            SmtpRelayTransport(RelayConfig(sink.host, sink.port, starttls=False, timeout=10)),
        )
        # One worker and plain smtplib in turns of one claim batch each (the first half of
        # the messages), so that both see the same load of a shared machine.
        spent = {"ours": 0.0, "plain": 0.0}
        block = settings.PM_SEND_CLAIM_BATCH
        try:
            for turn, lo in enumerate(range(0, half, block)):
                hi = min(half, lo + block)
                release(sends[lo:hi])
                for way in ("ours", "plain") if turn % 2 == 0 else ("plain", "ours"):
                    start = time.perf_counter()
                    if way == "ours":
                        for send in sends[lo:hi]:
                            services.send_deliver(send.id)
                    else:
                        plain_send(raws[lo:hi])
                    spent[way] += time.perf_counter() - start
            ours, plain = half / spent["ours"], half / spent["plain"]
            release(sends[half:])
            start = time.perf_counter()
            ids = [s.id for s in sends[half:]]
            with ThreadPoolExecutor(max_workers=workers) as pool:
                list(pool.map(_worker, [ids[k::workers] for k in range(workers)]))
            ours_parallel = (count - half) / (time.perf_counter() - start)
        finally:
            override_transport("none", None)
        assert len(sink.handler.messages) == count + half, len(sink.handler.messages)
    return ours, ours_parallel, plain


def main(*, quick: bool = False) -> dict[str, float]:
    """Print the figures and return them (``python -m bench`` builds its summary from them)."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--requests", type=int, default=400)
    parser.add_argument("--concurrency", type=int, default=20)
    parser.add_argument("--latency", type=int, default=200)
    parser.add_argument("--smtp", type=int, default=300)
    parser.add_argument("--workers", type=int, default=4)
    parser.add_argument("--quick", action="store_true", help="100 concurrent sends, 60 relayed")
    args = parser.parse_args()
    if quick or args.quick:
        args.requests, args.latency, args.smtp, args.workers = 100, 30, 60, 2
    figures: dict[str, float] = {}
    call_command("migrate", "--noinput", verbosity=0)
    tenant, identity, secret = setup()
    print(f"{platform.platform()}, {os.cpu_count()} CPUs, Python {platform.python_version()}")
    try:
        single = bench_api([identity], secret, 50, 1)
        print(f"api: 50 sends one at a time: {ms(single)}")
        figures["single_p50_ms"] = percentile(single, 50) * 1000
        others = [identity] + [
            IdentityFactory(tenant=tenant, name=f"bench-{i}-{tenant.id[-6:].lower()}")
            for i in range(args.concurrency - 1)
        ]
        for label, pool in (("one identity", [identity]), (f"{len(others)} identities", others)):
            started = time.perf_counter()
            api = bench_api(pool, secret, args.requests, args.concurrency)
            wall = time.perf_counter() - started
            print(
                f"api: {args.requests} sends at concurrency {args.concurrency}, {label}: "
                f"{ms(api)}; {args.requests / wall:.0f} sends/s"
            )
            if label == "one identity":
                figures["concurrent_p50_ms"] = percentile(api, 50) * 1000
                figures["concurrent_p95_ms"] = percentile(api, 95) * 1000
                figures["concurrent_sends_per_s"] = args.requests / wall
                figures["concurrent_ms"] = [value * 1000 for value in api]  # for bench/plots.py
        q2t = bench_queue_to_transport(identity, secret, args.latency)
        print(f"queue-to-transport: {args.latency} sends one at a time: {ms(q2t)}")
        figures["queue_to_transport_p50_ms"] = percentile(q2t, 50) * 1000
        ours, parallel, plain = bench_smtp(identity, secret, args.smtp, args.workers)
        print(
            f"smtp: {args.smtp} messages: pipeline {ours:.0f}/s (one worker), "
            f"{parallel:.0f}/s ({args.workers} workers), plain smtplib {plain:.0f}/s; "
            f"ratio {ours / plain:.2f} / {parallel / plain:.2f}"
        )
        figures["relay_ratio_one_worker"] = ours / plain
        figures["relay_ratio_workers"] = parallel / plain
    finally:
        tenant.delete()
    return figures


if __name__ == "__main__":
    threading.current_thread().name = "bench"
    main()
