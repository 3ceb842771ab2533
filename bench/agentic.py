"""Agentic search latency: time to the first evidence and to the answer.

    PYTHONPATH=. .venv/bin/python bench/agentic.py [--noise 2000] [--repeat 5] [--latency 0.5]

Runs against the embedded PostgreSQL of `make run` (or DATABASE_URL; ``PM_VAR_DIR`` picks
another embedded one), after applying pending migrations. It files the agentic golden set
(``apps/search/management/golden_agentic.py``: the hand-written threads and ``--noise``
messages of the search golden set's generator) through the mailbox's ingest service in a
tenant of its own, indexes it with the configured embedding provider (the local model by
default), then asks each question ``--repeat`` times:

- **extractive, through HTTP**: a web process as the Procfile runs it (uvicorn, ASGI),
  reading the ``text/event-stream`` answer with a real client; the times are those the
  client sees: the first ``evidence`` event, the first ``answer`` event, ``done``;
- **extractive, in process**: the service alone (no HTTP), the same three times;
- **scripted model, in process**: the scripted planner and writer
  (``agentic_evaluation.scripted_model``) with ``--latency`` seconds slept before each
  model call, standing for a model's response time: three planning calls and one
  answer, so about four latencies per question.

Everything it made is deleted at the end (``--keep`` keeps it).
"""

from __future__ import annotations

import argparse
import json
import os
import platform
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
os.environ["PM_AGENTIC_DAILY_CAP"] = "100000000"
os.environ.setdefault("PM_LOG_LEVEL", "WARNING")
sys.path.insert(0, str(ROOT))

import django  # noqa: E402

from bench.stats import percentile  # noqa: E402

django.setup()

import requests  # noqa: E402
from django.conf import settings  # noqa: E402
from django.core.management import call_command  # noqa: E402

from apps.search.management import agentic_evaluation as evaluation  # noqa: E402
from apps.search.management import golden_agentic  # noqa: E402
from apps.tenants import services as tenant_services  # noqa: E402
from apps.tenants.models import Tenant  # noqa: E402
from bench.web import web_process  # noqa: E402
from pylota.core.permissions import Level  # noqa: E402
from pylota.embedding import provider  # noqa: E402


def row(label: str, first: list[float], answer: list[float], done: list[float]) -> str:
    def cell(values: list[float]) -> str:
        if not values:
            return f"{'-':>17}"
        return f"{percentile(values, 50) * 1000:>8.0f}{percentile(values, 95) * 1000:>9.0f}"

    return f"{label:<34}{cell(first)}{cell(answer)}{cell(done)}"


def over_http(port: int, secret: str, loaded, questions, repeat: int):
    first, answer, done = [], [], []
    session = requests.Session()
    for _ in range(repeat):
        for question in questions:
            identity = question.identity
            path = (
                f"/v1/identities/{loaded.identity_ids[identity]}/search/agentic"
                if identity is not None
                else "/v1/search/agentic"
            )
            started = time.perf_counter()
            seen_first = seen_answer = None
            with session.post(
                f"http://127.0.0.1:{port}{path}",
                json={"question": question.question},
                headers={"Authorization": f"Bearer {secret}"},
                stream=True,
                timeout=60,
            ) as response:
                response.raise_for_status()
                for line in response.iter_lines(decode_unicode=True):
                    now = time.perf_counter() - started
                    if line == "event: evidence" and seen_first is None:
                        seen_first = now
                    elif line == "event: answer" and seen_answer is None:
                        seen_answer = now
                    elif line == "event: done":
                        break
            done.append(time.perf_counter() - started)
            if seen_first is not None:
                first.append(seen_first)
            if seen_answer is not None:
                answer.append(seen_answer)
    return first, answer, done


def in_process(data, loaded, mode: str, repeat: int, latency: float):
    first, answer, done, steps = [], [], [], []
    for _ in range(repeat):
        for result in evaluation.run_all(data, loaded, mode, latency=latency):
            done.append(result.done)
            steps.append(result.steps)
            if result.first_evidence is not None:
                first.append(result.first_evidence)
            if result.answered_at is not None:
                answer.append(result.answered_at)
    return first, answer, done, statistics.fmean(steps)


def main(*, quick: bool = False) -> dict[str, float]:
    """Print the table; return the figures (``python -m bench`` builds its summary from them)."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--noise", type=int, default=2000)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--latency", type=float, default=0.5, help="seconds per model call")
    parser.add_argument("--keep", action="store_true")
    parser.add_argument("--quick", action="store_true", help="200 noise messages, one repeat")
    args = parser.parse_args()
    if quick or args.quick:
        args.noise, args.repeat = 200, 1
    figures: dict[str, float] = {}

    call_command("migrate", verbosity=0)
    data = golden_agentic.generate(noise=args.noise)
    print(
        f"agentic search benchmark: {len(data.mails)} messages, {len(data.questions)} "
        f"questions x {args.repeat}; embeddings {settings.PM_SEARCH_EMBEDDING_PROVIDER} "
        f"({provider().model_id}); {platform.processor() or platform.machine()}, "
        f"{os.cpu_count()} CPUs"
    )
    loaded = evaluation.load(data, name=f"bench-agentic {time.strftime('%Y-%m-%d %H:%M:%S')}")
    print(f"filed and indexed in {loaded.seconds:.1f} s")
    try:
        tenant = Tenant.objects.get(pk=loaded.tenant_id)
        _, secret = tenant_services.api_key_create(
            actor=evaluation.ACTOR, principal=None, level=Level.TENANT, tenant=tenant,
            name="bench", permissions=["search:read", "messages:read"],
        )  # fmt: skip
        evaluation.Score(list(evaluation.run_all(data, loaded, "extractive")))  # warm up
        print(f"\n{'(ms)':<34}{'first evidence':>17}{'first answer':>17}{'done':>17}")
        print(f"{'':<34}" + f"{'p50':>8}{'p95':>9}" * 3)
        with web_process(PM_RATE_LIMIT_KEY="100000000", PM_AGENTIC_DAILY_CAP="100000000") as port:
            over_http(port, secret, loaded, data.questions[:2], 1)  # warm up the process
            first, answer, done = over_http(port, secret, loaded, data.questions, args.repeat)
        print(row("extractive, HTTP + SSE", first, answer, done))
        figures["http_first_evidence_p50_ms"] = percentile(first, 50) * 1000
        figures["http_done_p50_ms"] = percentile(done, 50) * 1000
        first, answer, done, steps = in_process(data, loaded, "extractive", args.repeat, 0.0)
        print(row(f"extractive, in process ({steps:.1f} steps)", first, answer, done))
        figures["inprocess_done_p50_ms"] = percentile(done, 50) * 1000
        first, answer, done, steps = in_process(data, loaded, "scripted", args.repeat, args.latency)
        print(row(f"scripted {args.latency:g} s/call ({steps:.1f} steps)", first, answer, done))
        print(
            json.dumps(
                {"messages": len(data.mails), "questions": len(data.questions) * args.repeat},
            )
        )
    finally:
        if not args.keep:
            evaluation.remove(loaded)
    return figures


if __name__ == "__main__":
    main()
