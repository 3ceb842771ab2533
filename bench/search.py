"""Search latency through the API next to the bare SQL of the same queries.

    PYTHONPATH=. .venv/bin/python bench/search.py [--messages 50000] [--queries 200]

Runs against the embedded PostgreSQL of `make run` (or DATABASE_URL), after applying
pending migrations. It creates a tenant of its own ("bench-search …") with five identities
and an API key, bulk-inserts the golden-set generator's mail (``bulk_create`` in batches
of 2,000; one shared raw blob), indexes it through the indexing service (documents, then
batched embeddings with the configured provider: the local model by default), and then:

- times a fresh HNSW build over the tenant's vectors (a temporary partial index) and
  reports the sizes of the search tables and indexes;
- runs ``--queries`` queries per mode through the API (Django's test client, in process,
  on the middleware chain the web process gives ``/v1/``, ADR 0023: authentication, rate
  limits in the Redis cache, serialisation included): keyword, semantic and hybrid on one
  identity's mailbox, and hybrid tenant-wide;
- re-executes the SQL statements each API call ran against the search tables (documents,
  chunks and the vocabulary that typo tolerance reads), captured with
  ``connection.execute_wrapper``, and times them alone: the "bare SQL" of the same query,
  in a transaction only where the API ran one (the HNSW settings of a graph walk). The
  API/SQL ratio is the cost of everything else (HTTP handling, auth, query parsing, the
  query embedding, hydration, highlights, JSON). It also replays every statement of the
  search (those, the page read from the message table and, for an empty page, the
  identity read for the 404; not authentication's): the API over every statement it ran is
  what the request adds to the database work of its answer;
- times, before each keyword query and with the same client, ``GET /v1/me`` with the key
  and without one (a 401): what any authenticated call costs before a view does its own
  work. The keyword API p50 less the ``/v1/me`` p50 is the search path's own time (its
  SQL included).

Everything it made is deleted at the end (``--keep`` keeps it).
"""

from __future__ import annotations

import argparse
import contextlib
import logging
import os
import platform
import random
import re
import signal
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "pylota.settings")
from broker import private_broker  # noqa: E402

private_broker()  # a broker database of its own: no `make run` worker takes these tasks
os.environ["PM_RATE_LIMIT_KEY"] = "100000000"
os.environ["PM_RATE_LIMIT_PARTNER"] = "100000000"
os.environ.setdefault("PM_LOG_LEVEL", "WARNING")
sys.path.insert(0, str(ROOT))

import django  # noqa: E402

from bench.stats import percentile  # noqa: E402

django.setup()

from django.conf import settings  # noqa: E402
from django.core.management import call_command  # noqa: E402
from django.db import connection, transaction  # noqa: E402
from django.test import Client  # noqa: E402

from apps.search.management import evaluation, golden  # noqa: E402
from apps.tenants import services as tenant_services  # noqa: E402
from apps.tenants.models import Tenant  # noqa: E402
from pylota.api import handler as api_handler  # noqa: E402
from pylota.core.ids import is_valid  # noqa: E402
from pylota.core.permissions import Level  # noqa: E402
from pylota.embedding import provider  # noqa: E402

SEARCH_TABLES = ("search_document", "search_chunk", "search_word")
AUTH_TABLES = '"tenants_'  # the key, its tenant and partner


def sizes() -> dict[str, int]:
    names = (
        "search_document",
        "search_document_gin",
        "search_chunk",
        "search_chunk_hnsw",
    )
    out = {}
    with connection.cursor() as cursor:
        for name in names:
            cursor.execute("SELECT pg_total_relation_size(%s::regclass)", [name])
            out[name] = cursor.fetchone()[0]
    return out


def hnsw_build(tenant_id: str) -> tuple[float, int]:
    """Seconds and bytes of a fresh HNSW build over this tenant's vectors."""
    if not is_valid(tenant_id, "tnt"):
        raise ValueError("not a tenant ID")
    with connection.cursor() as cursor:
        cursor.execute("SET maintenance_work_mem = '256MB'")
        started = time.perf_counter()
        cursor.execute(
            "CREATE INDEX bench_search_hnsw ON search_chunk USING hnsw "
            "(embedding vector_cosine_ops) WITH (m = 16, ef_construction = 64) "
            f"WHERE tenant_id = '{tenant_id}'"
        )
        seconds = time.perf_counter() - started
        cursor.execute("SELECT pg_relation_size('bench_search_hnsw')")
        size = cursor.fetchone()[0]
        cursor.execute("DROP INDEX bench_search_hnsw")
        cursor.execute("RESET maintenance_work_mem")
    return seconds, size


class Capture:
    """The statements an API call runs, with their params: ``statements`` those against the
    search tables, ``own`` every statement of the search (those, the page read from the
    message table, the identity read for a 404), in the order they ran. Authentication's
    (a key read on a cold cache, the key's last-use touch) are neither."""

    def __init__(self) -> None:
        self.statements: list[tuple[str, tuple]] = []
        self.own: list[tuple[str, tuple]] = []

    def __call__(self, execute, sql, params, many, context):
        if any(table in sql for table in SEARCH_TABLES) or "set_config('hnsw" in sql:
            self.statements.append((sql, params))
            self.own.append((sql, params))
        elif AUTH_TABLES not in sql:
            self.own.append((sql, params))
        return execute(sql, params, many, context)


def replay(statements: list[tuple[str, tuple]]) -> float:
    """Run the captured statements again, as the selector ran them: the HNSW settings are
    transaction-local, so a walk of the graph runs in a transaction; the other statements
    ran in autocommit, without its BEGIN and COMMIT."""
    walk = any("set_config('hnsw" in sql for sql, _ in statements)
    started = time.perf_counter()
    with transaction.atomic() if walk else contextlib.nullcontext(), connection.cursor() as cursor:
        for sql, params in statements:
            cursor.execute(sql, params)
            cursor.fetchall()
    return time.perf_counter() - started


def fixed_call(client: Client, key: str) -> tuple[float, float]:
    """Milliseconds of ``GET /v1/me`` with the key, then without one (answered 401)."""
    started = time.perf_counter()
    response = client.get("/v1/me", HTTP_AUTHORIZATION=f"Bearer {key}")
    me_ms = (time.perf_counter() - started) * 1000
    if response.status_code != 200:
        raise SystemExit(f"/v1/me answered {response.status_code}: {response.content}")
    started = time.perf_counter()
    response = client.get("/v1/me")
    unauthenticated_ms = (time.perf_counter() - started) * 1000
    if response.status_code != 401:
        raise SystemExit(f"/v1/me without a key answered {response.status_code}")
    return me_ms, unauthenticated_ms


def run_queries(
    client: Client, key: str, requests: list[tuple[str, dict]], *, fixed: bool = False
) -> dict:
    """``fixed``: also time :func:`fixed_call` before each query (the same moments)."""
    api_ms, sql_ms, own_ms, captures = [], [], [], []
    me_ms, unauthenticated_ms = [], []
    answered = 0
    auth = {"HTTP_AUTHORIZATION": f"Bearer {key}"}
    for path, params in requests:
        if fixed:
            me, unauthenticated = fixed_call(client, key)
            me_ms.append(me)
            unauthenticated_ms.append(unauthenticated)
        capture = Capture()
        started = time.perf_counter()
        with connection.execute_wrapper(capture):
            response = client.get(path, params, **auth)
        api_ms.append((time.perf_counter() - started) * 1000)
        if response.status_code != 200:
            raise SystemExit(f"{path} {params} answered {response.status_code}: {response.content}")
        captures.append(capture)
        answered += bool(response.json()["data"])
    for capture in captures:  # replayed after the API run, with the same warm cache
        sql_ms.append(replay(capture.statements) * 1000)
        own_ms.append(replay(capture.own) * 1000)
    out = {
        "api_p50": statistics.median(api_ms),
        "api_p95": percentile(api_ms, 95),
        "sql_p50": statistics.median(sql_ms),
        "sql_p95": percentile(sql_ms, 95),
        "own_sql_p50": statistics.median(own_ms),
        "answered": answered,
    }
    if fixed:
        out["me_p50"] = statistics.median(me_ms)
        out["401_p50"] = statistics.median(unauthenticated_ms)
    return out


def _stop(signum, frame) -> None:
    raise SystemExit(f"stopped by signal {signum}")  # runs the cleanup in main's finally


def query_mix(data: golden.GoldenSet, count: int) -> list[golden.GoldenQuery]:
    """A fixed mix: the golden set's labelled queries (phrases, paraphrases, sender and
    topic, dates, attachments; each on one identity) and bare topic words, whose large
    keyword match sets are the costliest case for ranking."""
    rng = random.Random(golden.SEED)
    queries = [
        golden.GoldenQuery(q.kind, q.q, 0 if q.identity is None else q.identity, q.relevant)
        for q in data.queries
    ]
    queries += [
        golden.GoldenQuery("word", t.word, i % len(data.identities), frozenset())
        for i, t in enumerate(golden.TOPICS)
    ]
    rng.shuffle(queries)
    return [queries[i % len(queries)] for i in range(count)]


def main(*, quick: bool = False) -> dict[str, float]:
    """Print the table; return the figures (``python -m bench`` builds its summary from them)."""
    signal.signal(signal.SIGTERM, _stop)
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--messages", type=int, default=50_000)
    parser.add_argument("--queries", type=int, default=200)
    parser.add_argument("--seed", type=int, default=golden.SEED)
    parser.add_argument("--keep", action="store_true")
    parser.add_argument("--quick", action="store_true", help="2,000 messages, 40 queries")
    args = parser.parse_args()
    if quick or args.quick:
        args.messages, args.queries = 2000, 40
    figures: dict[str, float] = {}

    call_command("migrate", verbosity=0)
    model_id = provider().model_id
    print(
        f"{time.strftime('%Y-%m-%d')}, {os.cpu_count()} cores ({platform.machine()}), "
        f"Python {platform.python_version()}, embeddings {settings.PM_SEARCH_EMBEDDING_PROVIDER} "
        f"({model_id})",
        flush=True,
    )
    data = golden.generate(seed=args.seed, messages=args.messages)
    last = [time.perf_counter()]

    def progress(done: int, total: int) -> None:
        if done == total or time.perf_counter() - last[0] > 30:
            last[0] = time.perf_counter()
            print(f"  indexed {done}/{total}", flush=True)

    name = f"bench-search {time.strftime('%Y-%m-%d %H:%M:%S')}"
    try:
        loaded = evaluation.load(
            data,
            name=name,
            batch_size=256,
            progress=progress,
            policy_values={"rate_limit_per_minute": 60_000},
        )
        tenant = loaded.tenant
        print(
            f"seeded {len(data.messages)} messages in {loaded.load_seconds:.1f} s; indexed "
            f"({loaded.chunks} chunks embedded) in {loaded.index_seconds:.1f} s = "
            f"{len(data.messages) / loaded.index_seconds:.0f} messages/s",
            flush=True,
        )
        figures["index_messages_per_s"] = len(data.messages) / loaded.index_seconds
        build_seconds, build_bytes = hnsw_build(tenant.id)
        print(
            f"fresh HNSW build over {loaded.chunks} vectors: {build_seconds:.1f} s, "
            f"{build_bytes / 2**20:.1f} MiB"
        )
        for relation, size in sizes().items():
            print(f"  {relation}: {size / 2**20:.1f} MiB")

        _, key = tenant_services.api_key_create(
            actor=evaluation.ACTOR, principal=None, level=Level.TENANT, tenant=tenant,
            name="bench", permissions=["search:read"],
        )  # fmt: skip
        client = Client()
        # As the web process serves /v1/ (pylota.api.handler): the API's own middleware chain,
        # not the console's session, CSRF, allauth, messages and htmx middleware.
        api_handler.load_middleware(client.handler, api_handler.API_MIDDLEWARE, is_async=False)
        picked = query_mix(data, args.queries)
        # Warm up: the model, the connection, the caches.
        for query in picked[:10]:
            client.get(
                "/v1/search", {"q": re.sub(r"\s+", " ", query.q)},
                HTTP_AUTHORIZATION=f"Bearer {key}",
            )  # fmt: skip
        rows = {}
        logging.getLogger("django.request").setLevel(logging.ERROR)  # the 401s are expected
        for mode in ("keyword", "semantic", "hybrid"):
            requests = [
                (
                    f"/v1/identities/{loaded.identity_ids[q.identity]}/search",
                    {"q": q.q, "mode": mode, "limit": 20},
                )
                for q in picked
            ]
            # Keyword: GET /v1/me timed before each query, for the fixed cost around it.
            rows[mode] = run_queries(client, key, requests, fixed=mode == "keyword")
            print(f"  {mode}: done", flush=True)
        requests = [("/v1/search", {"q": q.q, "mode": "hybrid", "limit": 20}) for q in picked]
        rows["hybrid, tenant-wide"] = run_queries(client, key, requests)

        print(
            f"\n| Mode ({args.queries} queries) | With results | API p50 | API p95 | SQL p50 "
            "| SQL p95 | API/SQL (p50) | every statement p50 | API/every statement (p50) |"
        )
        print("|---|---:|---:|---:|---:|---:|---:|---:|---:|")
        for mode, r in rows.items():
            print(
                f"| {mode} | {r['answered']} | {r['api_p50']:.1f} ms | {r['api_p95']:.1f} ms | "
                f"{r['sql_p50']:.1f} ms | {r['sql_p95']:.1f} ms | "
                f"{r['api_p50'] / max(r['sql_p50'], 1e-6):.1f}x | {r['own_sql_p50']:.1f} ms | "
                f"{r['api_p50'] / max(r['own_sql_p50'], 1e-6):.2f}x |"
            )
        keyword = rows["keyword"]
        own = keyword["api_p50"] - keyword["me_p50"]
        print(
            f"\nBetween the keyword queries: GET /v1/me p50 {keyword['me_p50']:.1f} ms, "
            f"answered 401 (no key) p50 {keyword['401_p50']:.1f} ms. Keyword API p50 less "
            f"/v1/me: {own:.1f} ms, of which SQL p50 {keyword['sql_p50']:.1f} ms; that over "
            f"the SQL: {own / max(keyword['sql_p50'], 1e-6):.1f}x"
        )
        figures["api_me_p50_ms"] = keyword["me_p50"]
        figures["api_401_p50_ms"] = keyword["401_p50"]
        figures["keyword_own_p50_ms"] = own
        for mode in ("keyword", "hybrid"):
            r = rows[mode]
            figures[f"{mode}_api_p50_ms"] = r["api_p50"]
            figures[f"{mode}_api_p95_ms"] = r["api_p95"]
            figures[f"{mode}_api_sql_ratio_p50"] = r["api_p50"] / max(r["sql_p50"], 1e-6)
            figures[f"{mode}_api_own_sql_ratio_p50"] = r["api_p50"] / max(r["own_sql_p50"], 1e-6)
    finally:
        if not args.keep:
            started = time.perf_counter()
            made = list(Tenant.objects.filter(name=name).values_list("pk", flat=True))
            for tenant_id in made:
                evaluation.remove_tenant(tenant_id)
            print(f"\ncleaned up {len(made)} tenant(s) in {time.perf_counter() - started:.1f} s")
    return figures


if __name__ == "__main__":
    main()
