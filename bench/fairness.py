"""Fairness between tenants: tenant B's message behind tenant A's backlog of staged mail.

    PYTHONPATH=. .venv/bin/python bench/fairness.py [--backlog 1000] [--probes 5] [--quick]

Runs against the embedded PostgreSQL of `make run` (or DATABASE_URL), after applying pending
migrations, with a broker database of its own on the embedded Valkey (as `smtp_ingest.py`,
whose helpers it uses). It creates two tenants with one identity each, starts
`manage.py smtpd` and one real Celery worker (`--pool solo`, queue `inbound`), and sends
``--backlog`` messages to tenant A over SMTP (4 sessions) as fast as the server takes them,
so that most of them are still staged when B's mail arrives. Then ``--probes`` messages go
to tenant B, one at a time; the figure is, for each, the time from its `250` until the API
lists it (as "accept-to-readable" in the SMTP ingest benchmark), next to how many of A's
messages were still staged, ahead of it in arrival order, when it was accepted. With one
FIFO queue B would wait for all of them; with turns (ADR 0020) it waits for about one.
Everything is deleted at the end, A's unfiled backlog included.
"""

from __future__ import annotations

import argparse
import datetime as dt
import os
import platform
import smtplib
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

# Sets up Django and a broker database of its own, so it comes first.
from bench import smtp_ingest as ingest  # noqa: E402

# isort: split
from django.core.management import call_command  # noqa: E402
from django.test import Client  # noqa: E402

from apps.identities import services as identity_services  # noqa: E402
from apps.inbound.models import InboundMessage  # noqa: E402
from apps.mailbox.models import Message  # noqa: E402
from apps.tenants import services as tenant_services  # noqa: E402
from pylota.core.permissions import Level  # noqa: E402


def make_tenant(label: str):
    tenant = tenant_services.tenant_create(
        actor=ingest.ACTOR, name=f"bench-fair-{label} {time.time():.0f}"
    )
    identity = identity_services.identity_create(
        actor=ingest.ACTOR, tenant=tenant, name=f"fair-{label}",
        local_part=f"fair-{label}-{time.time_ns()}",
    )  # fmt: skip
    return tenant, identity, identity.addresses.get().address


def probe(port: int, to: str, identity_id: str, secret: str, n: int) -> float:
    """Milliseconds from one message's 250 until the API lists its thread."""
    api = Client(HTTP_AUTHORIZATION=f"Bearer {secret}")
    subject = f"Fairness probe {n} {time.time_ns()}"
    with smtplib.SMTP("127.0.0.1", port, timeout=120) as client:
        client.sendmail("load@bench.example", [to], ingest.message(to, n, 2048, subject))
    accepted = time.perf_counter()
    filed = Message.objects.filter(identity_id=identity_id, subject=subject)
    while not filed.exists():
        if time.perf_counter() > accepted + 600:
            raise SystemExit("the probe was not filed within ten minutes")
        time.sleep(0.005)
    data = api.get(f"/v1/identities/{identity_id}/threads?limit=1").json()["data"]
    if not data or data[0]["subject"] != subject:
        raise SystemExit(f"the API does not list the filed probe: {data!r}")
    return (time.perf_counter() - accepted) * 1000


def main(*, quick: bool = False) -> dict[str, float]:
    """Print the figures and return them (``python -m bench`` builds its summary from them)."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--backlog", type=int, default=1000, help="tenant A's messages")
    parser.add_argument("--probes", type=int, default=5, help="tenant B's, one at a time")
    parser.add_argument("--quick", action="store_true", help="a backlog of 200, 3 probes")
    parser.add_argument("--broker", help="Celery broker URL (default: a database of its own)")
    args = parser.parse_args()
    if quick or args.quick:
        args.backlog, args.probes = 200, 3
    call_command("migrate", verbosity=0, interactive=False)
    tenant_a, _identity_a, address_a = make_tenant("a")
    tenant_b, identity_b, address_b = make_tenant("b")
    _key, secret = tenant_services.api_key_create(
        actor=ingest.ACTOR, principal=None, level=Level.TENANT, tenant=tenant_b, name="bench"
    )
    smtpd, port = ingest.start(
        [sys.executable, "manage.py", "smtpd", "--host", "127.0.0.1", "--port", "0"], "SMTP"
    )
    worker = ingest.start_worker()
    latencies: list[float] = []
    ahead: list[int] = []
    try:
        probe(port, address_b, identity_b.id, secret, 0)  # warm up the worker and the API
        started = time.perf_counter()
        rate = ingest.load(port, address_a, 4, args.backlog, 2048)
        print(f"tenant A: {args.backlog} messages accepted at {rate:.0f}/s", flush=True)
        staged_a = InboundMessage.objects.filter(
            state=InboundMessage.State.STAGED, recipients__contains=[address_a]
        )
        for n in range(1, args.probes + 1):
            ahead.append(staged_a.count())
            latencies.append(probe(port, address_b, identity_b.id, secret, n))
            print(f"  probe {n}: {latencies[-1]:.0f} ms with {ahead[-1]} of A's staged", flush=True)
        filed_a = args.backlog - staged_a.count()
        seconds = time.perf_counter() - started
    finally:
        ingest.stop(worker)
        ingest.stop(smtpd)
        ingest.purge_queues()
        ingest.cleanup(tenant_b, address_b)
        ingest.cleanup(tenant_a, address_a)
    per_message = seconds / max(filed_a, 1)
    print(
        f"{dt.date.today()} {platform.machine()} {os.cpu_count()} cores, "
        f"Python {platform.python_version()}, load {os.getloadavg()[0]:.1f}"
    )
    print("| A's backlog | A staged ahead of B (median) | B 250 → readable p50 | max |")
    print("|---:|---:|---:|---:|")
    print(
        f"| {args.backlog} | {statistics.median(ahead):.0f} | "
        f"{statistics.median(latencies):.0f} ms | {max(latencies):.0f} ms |"
    )
    print(
        f"the worker filed {filed_a} of A's messages meanwhile (about {per_message * 1000:.0f} ms "
        f"each): behind one FIFO queue B would have waited about "
        f"{statistics.median(ahead) * per_message:.0f} s"
    )
    return {
        "backlog": args.backlog,
        "staged_ahead_median": statistics.median(ahead),
        "b_readable_p50_ms": statistics.median(latencies),
        "b_readable_max_ms": max(latencies),
        "fifo_wait_estimate_s": statistics.median(ahead) * per_message,
    }


if __name__ == "__main__":
    main()
