"""DKIM signing cost: dkimpy end to end against dkimpy with RSA through ``cryptography``.

    PYTHONPATH=. .venv/bin/python bench/dkim_sign.py [--signatures 200] [--requests 200]

Two measurements, each in two modes in the same run: ``before`` is dkimpy's own signer
(its pure-Python RSA), ``after`` is ``pylota.core.compose.dkim.sign`` as shipped (dkimpy's
canonicalization and headers, the RSA signing step through OpenSSL). The mode is switched
by putting dkimpy's ``gen_header`` back on the signer class for the ``before`` runs.

- ``sign``: CPU (process time) and wall time per signed message for the message
  ``bench/send.py`` sends (composed, about 4 kB), with the platform's RSA-2048 key, its
  Ed25519 key, and both (what every send carries).
Named ``dkim_sign``, not ``dkim``: bench/ is on ``sys.path`` and would shadow dkimpy.

- ``send``: the send request of ``bench/send.py`` (``POST /v1/identities/{id}/messages``,
  in process, against the embedded PostgreSQL of ``make run``): one at a time and at
  concurrency 20, latency and process CPU per request. It creates a tenant of its own and
  deletes it at the end.
"""

from __future__ import annotations

import argparse
import sys
import threading
import time
from contextlib import contextmanager
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))  # `send` and `broker`, as when run from bench/

import dkim as dkimpy  # noqa: E402
import send as send_bench  # noqa: E402  (sets up Django and a private broker)
from django.core.management import call_command  # noqa: E402

from bench.stats import percentile  # noqa: E402
from pylota.core.compose import Address, MessageSpec, compose  # noqa: E402
from pylota.core.compose import dkim as signing  # noqa: E402

DOMAIN = "agents.pylota.test"


@contextmanager
def mode(name: str):
    """``before``: dkimpy's own gen_header (pure-Python RSA); ``after``: as shipped."""
    if name == "after":
        yield
        return
    shipped = signing._Signer.gen_header
    signing._Signer.gen_header = dkimpy.DKIM.gen_header
    try:
        yield
    finally:
        signing._Signer.gen_header = shipped


def message() -> bytes:
    body = send_bench.BODY
    return compose(
        MessageSpec(
            from_=Address("Bench Agent", f"bench@{DOMAIN}"),
            to=body["to"],
            cc=body["cc"],
            subject=body["subject"],
            text=body["text"],
            html=body["html"],
            headers=list(body["headers"].items()),
            message_id_domain=DOMAIN,
        )
    ).raw


def bench_sign(count: int) -> dict[str, float]:
    raw = message()
    rsa_key = signing.DkimKey(DOMAIN, "r", signing.generate_rsa_key().private_key)
    ed_key = signing.DkimKey(DOMAIN, "e", signing.generate_ed25519_key().private_key)
    figures: dict[str, float] = {}
    print(f"sign: {len(raw)}-byte message, {count} signatures per row (ms per message)")
    print("| keys | mode | CPU | wall |\n|---|---|---:|---:|")
    for label, keys in (("rsa", [rsa_key]), ("ed25519", [ed_key]), ("both", [rsa_key, ed_key])):
        for name in ("before", "after"):
            with mode(name):
                signing.sign(raw, keys)  # warm: parsed keys are cached
                cpu, wall = time.process_time(), time.perf_counter()
                for _ in range(count):
                    signing.sign(raw, keys)
                cpu = (time.process_time() - cpu) / count * 1000
                wall = (time.perf_counter() - wall) / count * 1000
            figures[f"{label}_{name}_cpu_ms"] = cpu
            figures[f"{label}_{name}_wall_ms"] = wall
            print(f"| {label} | {name} | {cpu:.2f} | {wall:.2f} |")
    return figures


class SignCpu:
    """CPU spent inside ``sign`` by the request threads (``thread_time``: its own thread's)."""

    def __init__(self) -> None:
        self.seconds, self.calls, self._lock = 0.0, 0, threading.Lock()
        self._sign = signing.sign

    def __call__(self, *args, **kwargs):
        start = time.thread_time()
        try:
            return self._sign(*args, **kwargs)
        finally:
            with self._lock:
                self.seconds += time.thread_time() - start
                self.calls += 1

    @contextmanager
    def installed(self):
        signing.sign = self
        try:
            yield self
        finally:
            signing.sign = self._sign


def bench_send(requests: int, concurrency: int) -> dict[str, float]:
    call_command("migrate", "--noinput", verbosity=0)
    tenant, identity, secret = send_bench.setup()
    figures: dict[str, float] = {}
    print(f"\nsend: {requests} requests one at a time and at concurrency {concurrency}")
    print(
        "| mode | concurrency | p50 | p95 | CPU per request | of it in DKIM |\n"
        "|---|---:|---:|---:|---:|---:|"
    )
    try:
        for name in ("before", "after", "before", "after"):
            for level in (1, concurrency):
                with mode(name), SignCpu().installed() as in_sign:
                    cpu = time.process_time()
                    latencies = send_bench.bench_api([identity], secret, requests, level)
                    cpu = (time.process_time() - cpu) / (requests + 10) * 1000  # 10 warm-ups
                dkim_ms = in_sign.seconds / max(in_sign.calls, 1) * 1000
                p50 = percentile(latencies, 50) * 1000
                p95 = percentile(latencies, 95) * 1000
                print(f"| {name} | {level} | {p50:.1f} | {p95:.1f} | {cpu:.1f} | {dkim_ms:.1f} |")
                values = (
                    ("p50_ms", p50),
                    ("p95_ms", p95),
                    ("cpu_ms", cpu),
                    ("dkim_cpu_ms", dkim_ms),
                )
                for key, value in values:
                    # the second round of each mode is the figure (the first warms the process)
                    figures[f"send_c{level}_{name}_{key}"] = value
    finally:
        tenant.delete()
    return figures


def main(*, quick: bool = False) -> dict[str, float]:
    """Print the figures and return them (``python -m bench`` builds its summary from them)."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--signatures", type=int, default=200)
    parser.add_argument("--requests", type=int, default=200)
    parser.add_argument("--concurrency", type=int, default=20)
    parser.add_argument("--quick", action="store_true", help="50 signatures, 60 requests")
    args = parser.parse_args()
    if quick or args.quick:
        args.signatures, args.requests = 50, 60
    figures = bench_sign(args.signatures)
    figures.update(bench_send(args.requests, args.concurrency))
    return figures


if __name__ == "__main__":
    threading.current_thread().name = "bench"
    main()
