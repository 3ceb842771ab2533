"""Every benchmark in a quick mode, then one summary table: ``python -m bench`` (``make bench``).

    PYTHONPATH=. .venv/bin/python -m bench [--only a,b] [--skip a,b] [--timeout 1200] [--full]

Each benchmark under ``bench/`` runs in a process of its own (they set up Django, brokers and
environment variables at import, and one that crashes or hangs must not take the others with
it): the child imports the module and calls its ``main(quick=True)``, which prints the
benchmark's own tables and returns its figures as a dict; the child writes that dict as JSON
for this process. The table is built from those numbers, each next to its baseline (the last
recorded figure in ``docs/benchmarks.md``, or the performance plan's "now") and its target.
A benchmark that fails, times out or is skipped shows that in its row; the run goes on.

Quick runs are smaller than the runs the baselines come from (fewer messages, listeners,
calls), so latencies and ratios compare, totals do not. Each benchmark's output goes to
``var/bench/<name>.log``; all figures to ``var/bench/summary.json``.
"""

from __future__ import annotations

import argparse
import importlib
import json
import os
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
HERE = ROOT / "bench"

# In the order they run: the cheap in-process ones first, the heavy seeding ones last.
BENCHES = (
    "injection",
    "triage",
    "domains_checks",
    "api_fixed_cost",
    "webhooks",
    "smtp_ingest",
    "fairness",
    "pipeline",
    "scaleout",
    "send",
    "dkim_sign",
    "relay",
    "wait",
    "events_stream",
    "mcp",
    "console",
    "search",
    "agentic",
    "privacy",
)


@dataclass(frozen=True)
class Figure:
    bench: str
    key: str  # in the dict the benchmark's main() returns
    label: str
    baseline: float | None = None
    target: float | None = None
    better: str = "lower"  # or "higher"
    unit: str = "ms"


# Baselines: the last figure recorded in docs/benchmarks.md, or the plan's measurement where
# the docs have none. Targets: the performance plan's table, else the section's own target.
FIGURES = (
    Figure("injection", "analyze_500k_ms", "analyze 500 kB adversarial input", 42, 250),
    Figure("injection", "typical_p95_ms", "analyze typical mail, p95", 3.0),
    Figure("injection", "typical_wording_p95_ms", "the same without the semantic head, p95", 4.6),
    Figure(
        "triage", "one_at_a_time_per_s", "offline triage, one at a time", 8, None, "higher", "/s"
    ),
    Figure("domains_checks", "domains_per_s", "domain checks over DNS", 111, None, "higher", "/s"),
    Figure("api_fixed_cost", "me_p50_ms", "GET /v1/me p50", 22, 5),
    Figure("api_fixed_cost", "before_me_p50_ms", "GET /v1/me p50 without the pool, same run", 22),
    Figure(
        "api_fixed_cost", "pure_python_me_p50_ms", "GET /v1/me p50 on h11 and asyncio, same run", 22
    ),
    Figure("api_fixed_cost", "unauthenticated_p50_ms", "GET /v1/me answered 401, p50", 9),
    Figure("api_fixed_cost", "me_over_401_p50_ms", "/v1/me minus 401, p50", 13),
    Figure(
        "webhooks", "inprocess_per_s", "webhook deliveries, one process", 136, None, "higher", "/s"
    ),
    Figure("webhooks", "mail_to_webhook_p50_ms", "SMTP 250 to webhook, p50", 142),
    Figure(
        "smtp_ingest",
        "ratio_to_sink_4_sessions",
        "SMTP accepts vs bare sink, 4 sessions",
        0.110,
        0.50,
        "higher",
        "x",
    ),
    Figure("smtp_ingest", "accept_to_readable_p50_ms", "SMTP 250 to readable, p50", 50),
    Figure(
        "pipeline",
        "messages_per_s",
        "end to end: burst over 4 sessions, 250 → readable",
        4.4,
        100,
        "higher",
        "/s",
    ),
    Figure(
        "pipeline",
        "inbound.process_ms_per_message",
        "end to end: worker time in inbound.process per message",
        100,
    ),
    Figure(
        "pipeline",
        "messages.index_ms_per_message",
        "end to end: worker time in messages.index per message",
        220,
    ),
    Figure(
        "scaleout",
        "accepts_per_s_1",
        "scale-out: accepts, 1 smtpd",
        116,
        better="higher",
        unit="/s",
    ),
    Figure(
        "scaleout",
        "accepts_ratio_2_to_1",
        "scale-out: accepts, 2 vs 1",
        0.91,
        better="higher",
        unit="x",
    ),
    Figure(
        "scaleout", "filed_per_s_1", "scale-out: filed, 1 worker", 17, better="higher", unit="/s"
    ),
    Figure(
        "scaleout",
        "filed_ratio_2_to_1",
        "scale-out: filed, 2 vs 1",
        1.12,
        better="higher",
        unit="x",
    ),
    Figure(
        "scaleout",
        "smtp_alone_ratio_2_to_1",
        "scale-out, SMTP alone: accepts, 2 vs 1",
        1.43,
        better="higher",
        unit="x",
    ),
    Figure(
        "scaleout",
        "workers_alone_ratio_2_to_1",
        "scale-out, workers alone: filed, 2 vs 1",
        1.17,
        better="higher",
        unit="x",
    ),
    Figure(
        "fairness", "b_readable_p50_ms", "tenant B's message behind A's backlog, p50", 480_000, 2000
    ),
    Figure(
        "fairness", "staged_ahead_median", "A's messages staged ahead of B", None, None, "lower", ""
    ),
    Figure(
        "fairness",
        "fifo_wait_estimate_s",
        "B's wait behind one FIFO queue (estimate)",
        480,
        None,
        "lower",
        "s",
    ),
    Figure("send", "single_p50_ms", "send API alone, p50", 73),
    Figure("send", "concurrent_p95_ms", "send API at concurrency 20, p95", 2600, 100),
    Figure("send", "concurrent_sends_per_s", "send API at concurrency 20", 9, None, "higher", "/s"),
    Figure(
        "send", "relay_ratio_one_worker", "relay vs smtplib, one worker", 0.08, 0.5, "higher", "x"
    ),
    Figure("dkim_sign", "both_after_cpu_ms", "DKIM RSA + Ed25519 per message, CPU", 11.7),
    Figure("relay", "relay_ratio", "relay vs smtplib (reuse, batches)", 0.08, 0.5, "higher", "x"),
    Figure(
        "relay",
        "relay_before_ratio",
        "relay vs smtplib, no reuse, batch 1",
        0.08,
        None,
        "higher",
        "x",
    ),
    Figure("wait", "p50_ms", "wait: 250 to answer, p50", 51),
    Figure("wait", "p95_ms", "wait: 250 to answer, p95", 77),
    Figure("wait", "web_connections_waiting_max", "wait: web DB connections", 9, None, "lower", ""),
    Figure("events_stream", "p95_ms_50_listeners", "event stream, 50 listeners, p95", 49.4, 200),
    Figure("events_stream", "lost_50_listeners", "event stream, events lost", 0, 0, "lower", ""),
    Figure("mcp", "whoami_rest_p50_ms", "REST GET /v1/me over HTTP, p50", 15.7, 5),
    Figure("mcp", "worst_ratio_p50", "MCP vs REST, worst p50 ratio", 1.21, 1.3, "lower", "x"),
    Figure("console", "worst_p95_ms", "console, slowest page p95", 124, 100),
    Figure("console", "pages_queries_grow", "console pages whose queries grow", 0, 0, "lower", ""),
    Figure(
        "search",
        "keyword_api_sql_ratio_p50",
        "keyword search API vs its SQL, p50",
        20,
        2,
        "lower",
        "x",
    ),
    Figure(
        "search",
        "keyword_api_own_sql_ratio_p50",
        "keyword search API vs every statement it ran, p50",
        None,
        2,
        "lower",
        "x",
    ),
    Figure("search", "keyword_api_p95_ms", "keyword search API p95", 29.1, 200),
    Figure("search", "hybrid_api_p95_ms", "hybrid search API p95", 203.5),
    Figure("search", "index_messages_per_s", "indexing", 83, None, "higher", "/s"),
    Figure("agentic", "http_first_evidence_p50_ms", "agentic: first evidence over HTTP, p50"),
    Figure("agentic", "http_done_p50_ms", "agentic: answer done over HTTP, p50"),
    Figure("privacy", "export_1000_seconds", "export 1,000 messages", None, None, "lower", "s"),
    Figure(
        "privacy", "erasure_1000_messages_per_s", "erase 1,000 messages", None, None, "higher", "/s"
    ),
)

# Rows of the performance plan that no benchmark measures yet: shown so the table is complete.
UNMEASURED: tuple[tuple[str, str, str], ...] = ()


def _fmt(value: float | None, unit: str) -> str:
    if value is None:
        return "—"
    if unit == "x":
        return f"{value:.2f}x"
    number = f"{value:,.0f}" if abs(value) >= 100 else f"{value:.3g}"
    return f"{number} {unit}".strip()


def verdict(figure: Figure, value: float | None) -> str:
    if value is None or figure.target is None:
        return ""
    met = value <= figure.target if figure.better == "lower" else value >= figure.target
    return "met" if met else "not met"


def table(results: dict[str, dict]) -> str:
    """The Markdown summary: one row per figure, a failed or skipped benchmark's rows say so."""
    lines = [
        "| Benchmark | Figure | Now | Baseline | Target | |",
        "|---|---|---:|---:|---:|---|",
    ]
    for figure in FIGURES:
        result = results.get(figure.bench, {"status": "not run"})
        target = "—" if figure.target is None else (
            ("≤ " if figure.better == "lower" else "≥ ") + _fmt(figure.target, figure.unit)
        )  # fmt: skip
        if result["status"] != "ok":
            now, mark = result["status"], ""
        elif figure.key not in result["figures"]:
            now, mark = "no figure", ""
        else:
            value = result["figures"][figure.key]
            now, mark = _fmt(value, figure.unit), verdict(figure, value)
        baseline = _fmt(figure.baseline, figure.unit)
        lines.append(
            f"| {figure.bench} | {figure.label} | {now} | {baseline} | {target} | {mark} |"
        )
    for label, baseline, target in UNMEASURED:
        lines.append(f"| — | {label} | no benchmark | {baseline} | {target} | |")
    return "\n".join(lines)


def run_one(name: str, timeout: float, logs: Path, *, full: bool = False) -> dict:
    """Run one benchmark in a child process; its figures, or why there are none."""
    out = logs / f"{name}.json"
    out.unlink(missing_ok=True)
    log = logs / f"{name}.log"
    started = time.monotonic()
    env = {
        **os.environ,
        "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])),
    }
    with log.open("w") as handle:
        child = subprocess.Popen(
            [sys.executable, "-m", "bench", "--child", name, "--out", str(out)]
            + (["--full"] if full else []),
            cwd=ROOT, env=env, stdout=handle, stderr=subprocess.STDOUT, start_new_session=True,
        )  # fmt: skip
        try:
            code = child.wait(timeout)
        except subprocess.TimeoutExpired:
            os.killpg(child.pid, 15)
            try:
                child.wait(30)
            except subprocess.TimeoutExpired:
                os.killpg(child.pid, 9)
                child.wait()
            return {"status": f"timed out ({timeout:.0f} s)", "seconds": timeout}
    seconds = time.monotonic() - started
    if code != 0 or not out.exists():
        return {"status": f"failed (exit {code})", "seconds": seconds}
    return {"status": "ok", "seconds": seconds, "figures": json.loads(out.read_text())}


def child(name: str, out: Path, full: bool) -> None:
    """In the child: import the benchmark, run it, write its figures."""
    sys.path.insert(0, str(HERE))  # the benchmarks import their neighbours (`broker`)
    sys.path.insert(0, str(ROOT))
    sys.argv = [str(HERE / f"{name}.py")]  # its own parser sees no arguments
    module = importlib.import_module(f"bench.{name}")
    figures = module.main(quick=not full)
    out.write_text(json.dumps(figures, default=float))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--only", default="", help="comma-separated benchmarks to run")
    parser.add_argument("--skip", default="", help="comma-separated benchmarks to leave out")
    parser.add_argument("--timeout", type=float, default=1200, help="seconds per benchmark")
    parser.add_argument("--full", action="store_true", help="each benchmark's default size")
    parser.add_argument("--child", help=argparse.SUPPRESS)
    parser.add_argument("--out", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(args.child, args.out, args.full)
        return 0

    only = {n for n in args.only.split(",") if n}
    skip = {n for n in args.skip.split(",") if n}
    unknown = (only | skip) - set(BENCHES)
    if unknown:
        parser.error(
            f"unknown benchmarks: {', '.join(sorted(unknown))} (known: {', '.join(BENCHES)})"
        )
    logs = Path(os.environ.get("PM_VAR_DIR", ROOT / "var")) / "bench"
    logs.mkdir(parents=True, exist_ok=True)
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(
        f"{time.strftime('%Y-%m-%d %H:%M')} {os.cpu_count()} cores, load {load:.1f}; logs in {logs}"
    )
    results: dict[str, dict] = {}
    for name in BENCHES:
        if (only and name not in only) or name in skip:
            results[name] = {"status": "skipped"}
            continue
        print(f"{name} …", end=" ", flush=True)
        results[name] = run_one(name, args.timeout, logs, full=args.full)
        print(f"{results[name]['status']} in {results[name].get('seconds', 0):.0f} s", flush=True)
    (logs / "summary.json").write_text(json.dumps(results, indent=2, default=float))
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    mode = "default sizes" if args.full else "quick mode"
    print(f"\nSummary ({mode}, load {load:.1f} at the end):\n")
    print(table(results))
    return 0 if all(r["status"] in ("ok", "skipped") for r in results.values()) else 1


if __name__ == "__main__":
    sys.exit(main())
