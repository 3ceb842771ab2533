"""API fixed cost: ``GET /v1/me`` against the same call answered 401, per setting.

    PYTHONPATH=. .venv/bin/python bench/api_fixed_cost.py [--calls 400] [--quick]

Runs against the embedded PostgreSQL of `make run` (or DATABASE_URL), after applying pending
migrations. It creates a tenant of its own with an API key and deletes it at the end. For
each setting it starts one web process as the Procfile runs it (ASGI under
uvicorn, one worker) and alternates, over one keep-alive HTTP connection to each, an
authenticated ``GET /v1/me`` and the same request without a key (answered 401 before any
database work: the framework's own cost), ``--calls`` of each after a warm-up. The settings
run side by side in one run, taking turns call by call (so that a change of the machine's
load falls on all of them alike):

- **new connection per request**: ``PM_DB_POOL=false PM_DB_CONN_MAX_AGE=0`` (the web
  process before the pool);
- **pool**: ``PM_DB_POOL=true`` (the Procfile's web process now: ``/v1/`` through the API's
  handler, pylota.api.handler);
- **pool, /v1/ through the full chain**: ``PM_DB_POOL=true PM_API_HANDLER=false`` (``/v1/``
  through Django's handler and the console's middleware chain, as before the API's handler).

"/v1/me minus 401" is the p50 of the authenticated call less the p50 of the 401: what the
key check, the rate-limit counters, the database and the answer cost on top of the
framework. "web CPU per …" is the CPU time (user and system, all threads) the web process
spends per call, over ``--calls`` more calls of each after the timed ones: on a loaded
machine latencies stretch, what a call costs the process much less.
"""

from __future__ import annotations

import argparse
import contextlib
import datetime as dt
import os
import platform
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "pylota.settings")
os.environ.setdefault("PM_LOG_LEVEL", "WARNING")
sys.path.insert(0, str(ROOT))

import django  # noqa: E402

from bench.stats import percentile  # noqa: E402

django.setup()

import httpx  # noqa: E402
from django.core.management import call_command  # noqa: E402

from apps.tenants import services as tenant_services  # noqa: E402
from apps.tenants.models import AuditEvent  # noqa: E402
from bench.web import PIDS, cpu_seconds, web_process  # noqa: E402
from pylota.core.permissions import Level  # noqa: E402
from pylota.core.principal import Actor  # noqa: E402

# Label, command-line arguments, environment. uvicorn takes uvloop and httptools when they
# are installed (requirements/base.txt); the last setting asks for the pure-Python parser
# and asyncio's own loop, as the web process ran before them.
SETTINGS = (
    ("new connection per request", (), {"PM_DB_POOL": "false", "PM_DB_CONN_MAX_AGE": "0"}),
    ("pool", (), {"PM_DB_POOL": "true"}),
    ("pool, /v1/ through the full chain", (), {"PM_DB_POOL": "true", "PM_API_HANDLER": "false"}),
    (
        "pool, h11 and asyncio's loop",
        ("--http", "h11", "--loop", "asyncio"),
        {"PM_DB_POOL": "true"},
    ),
)


def _cpu_per_call(client: httpx.Client, port: int, bearer: dict, calls: int) -> dict[str, float]:
    """The web process's CPU time per call (all its threads): load on the machine stretches
    latencies but hardly what a call costs the process."""
    pid = PIDS[port]
    figures = {}
    for name, headers in (("me_cpu_ms", bearer), ("unauthenticated_cpu_ms", {})):
        before = cpu_seconds(pid)
        for _ in range(calls):
            client.get("/v1/me", headers=headers)
        figures[name] = (cpu_seconds(pid) - before) * 1000 / calls
    return figures


def measure(ports: dict[str, int], secret: str, calls: int) -> dict[str, dict[str, float]]:
    """Per setting: its web process, one keep-alive connection. The settings take turns call
    by call (each first in turn), so a change of the machine's load falls on all alike."""
    bearer = {"Authorization": f"Bearer {secret}"}
    me: dict[str, list[float]] = {label: [] for label in ports}
    anonymous: dict[str, list[float]] = {label: [] for label in ports}
    with contextlib.ExitStack() as stack:
        clients = {
            label: stack.enter_context(
                httpx.Client(base_url=f"http://127.0.0.1:{port}", timeout=30)
            )
            for label, port in ports.items()
        }
        for client in clients.values():
            for _ in range(20):  # warm up: imports, the pool, the caches
                client.get("/v1/me", headers=bearer)
                client.get("/v1/me")
        labels = list(clients)
        for turn in range(calls):
            for label in labels[turn % len(labels) :] + labels[: turn % len(labels)]:
                client = clients[label]
                started = time.perf_counter()
                answer = client.get("/v1/me", headers=bearer)
                me[label].append((time.perf_counter() - started) * 1000)
                assert answer.status_code == 200, answer.text
                started = time.perf_counter()
                answer = client.get("/v1/me")
                anonymous[label].append((time.perf_counter() - started) * 1000)
                assert answer.status_code == 401, answer.text
        cpu = {
            label: _cpu_per_call(client, ports[label], bearer, calls)
            for label, client in clients.items()
        }
    return {
        label: {
            **cpu[label],
            "me_p50_ms": statistics.median(me[label]),
            "me_p95_ms": percentile(me[label], 95),
            "unauthenticated_p50_ms": statistics.median(anonymous[label]),
            "unauthenticated_p95_ms": percentile(anonymous[label], 95),
            "me_over_401_p50_ms": statistics.median(me[label])
            - statistics.median(anonymous[label]),
        }
        for label in ports
    }


def main(*, quick: bool = False) -> dict[str, float]:
    """Print the table; return the figures of the pool (``python -m bench`` builds its
    summary from them), those without it under ``before_…`` keys and those of the full
    chain under ``full_chain_…`` keys."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--calls", type=int, default=400)
    parser.add_argument("--quick", action="store_true", help="100 calls of each")
    args = parser.parse_args()
    if quick or args.quick:
        args.calls = 100
    call_command("migrate", verbosity=0)
    actor = Actor(user="bench")
    tenant = tenant_services.tenant_create(actor=actor, name=f"bench-api {time.time():.0f}")
    tenant.policy = {**tenant.policy, "rate_limit_per_minute": 1_000_000}
    tenant.save(update_fields=["policy"])
    _key, secret = tenant_services.api_key_create(
        actor=actor, principal=None, level=Level.TENANT, tenant=tenant, name="bench"
    )
    try:
        with contextlib.ExitStack() as stack:
            ports = {
                label: stack.enter_context(
                    web_process(*flags, PM_RATE_LIMIT_KEY="1000000", PM_LOG_LEVEL="ERROR", **env)
                )
                for label, flags, env in SETTINGS
            }
            rows = measure(ports, secret, args.calls)
    finally:
        AuditEvent.objects.filter(tenant_id=tenant.id).delete()
        tenant.delete()
    load = os.getloadavg()[0]
    print(
        f"{dt.date.today()} {platform.machine()} {os.cpu_count()} cores, "
        f"Python {platform.python_version()}, {args.calls} calls of each, load {load:.1f}"
    )
    print(
        "| Setting | /v1/me p50 | /v1/me p95 | 401 p50 | 401 p95 | /v1/me minus 401 (p50) "
        "| web CPU per /v1/me | web CPU per 401 |"
    )
    print("|---|---:|---:|---:|---:|---:|---:|---:|")
    for label, r in rows.items():
        print(
            f"| {label} | {r['me_p50_ms']:.1f} ms | {r['me_p95_ms']:.1f} ms | "
            f"{r['unauthenticated_p50_ms']:.1f} ms | {r['unauthenticated_p95_ms']:.1f} ms | "
            f"{r['me_over_401_p50_ms']:.1f} ms | {r['me_cpu_ms']:.2f} ms | "
            f"{r['unauthenticated_cpu_ms']:.2f} ms |"
        )
    before, after, full, pure = (rows[label] for label, _flags, _env in SETTINGS)
    return {
        **after,
        **{f"before_{key}": value for key, value in before.items()},
        **{f"full_chain_{key}": value for key, value in full.items()},
        **{f"pure_python_{key}": value for key, value in pure.items()},
    }


if __name__ == "__main__":
    main()
