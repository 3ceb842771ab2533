"""Relay throughput: the delivery pipeline through ``smtp_relay`` to an aiosmtpd sink on
loopback, next to plain ``smtplib`` sending the same signed bytes to the same sink, in one run.

    PYTHONPATH=. .venv/bin/python bench/relay.py [--messages 300] [--batch 20] [--quick]
                                                [--before REV]

Messages are accepted through the send API first (scheduled far ahead, so nothing is
delivered yet), then released block by block and delivered by ``send_deliver`` as one
worker runs it. Four ways over the same number of messages, interleaved in blocks of
``--batch`` messages (the order turning each block) so that all four see the same load:

- ``pipeline``: sessions reused per destination, sends claimed ``--batch`` at a time
  (the defaults, PM_SMTP_RELAY_POOL_SIZE and PM_SEND_CLAIM_BATCH);
- ``pipeline, no reuse, batch 1``: one connection per message and one send per claim,
  the way the worker delivered before connection reuse;
- ``smtplib, one connection per message``: the baseline of the performance plan;
- ``smtplib, one connection``: plain smtplib reusing one session (RSET between messages),
  the fastest a Python sender can go against this sink.

With ``--before REV`` (``HEAD`` while the tree has uncommitted changes) a fifth way runs
the delivery code of that revision (``apps/outbound/services/delivery.py`` and
``recipients.py`` read with ``git show``) with the same reuse and batch, in the same blocks:
the before/after of a change to the worker, side by side.

Each message has one recipient. Throughput is messages per second of time spent in that
way; latency is per ``send_deliver`` call that delivered (a call delivers a batch). The
tenant made by ``bench/send.py``'s setup is deleted at the end.
"""

# The import order is deliberate: bench.send sets Django up before any app is imported.
# ruff: noqa: I001
from __future__ import annotations

import argparse
import os
import platform
import smtplib
import subprocess
import sys
import threading
import time
import types
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))
sys.path.insert(0, str(ROOT))

from bench import send as send_bench  # noqa: E402  (sets up Django and a private broker)

from django.conf import settings  # noqa: E402
from django.core.management import call_command  # noqa: E402
from django.test import Client  # noqa: E402
from django.utils import timezone  # noqa: E402

from apps.mailbox.services import raw_blob_read  # noqa: E402
from apps.outbound import services  # noqa: E402
from apps.outbound.models import Send  # noqa: E402
from apps.outbound.services.transports import override_transport  # noqa: E402
from apps.outbound.services.transports.smtp_relay import (  # noqa: E402
    RelayConfig,
    RelayPool,
    SmtpRelayTransport,
)
from tests.outbound.sink import running_sink  # noqa: E402

ms = send_bench.ms


def accept(identity, secret: str, count: int, tag: str) -> list[Send]:
    client = Client()
    sends = []
    for i in range(count):
        response = client.post(
            f"/v1/identities/{identity.id}/messages",
            {
                **send_bench.BODY,
                "to": [f"rcpt-{tag}-{i}@example.com"],
                "cc": [],
                "send_at": "2099-01-01T00:00:00Z",
            },
            content_type="application/json",
            HTTP_AUTHORIZATION=f"Bearer {secret}",
        )
        assert response.status_code == 202, response.content
        sends.append(
            Send.objects.select_related("message__raw").get(message_id=response.json()["id"])
        )
    return sends


def delivery_as_of(rev: str) -> Callable[[str], bool]:
    """``send_deliver`` as revision ``rev`` wrote it: its delivery and recipients modules
    compiled from ``git show``, everything they import from the current tree."""
    modules = {}
    for name in ("recipients", "delivery"):
        path = f"apps/outbound/services/{name}.py"
        source = subprocess.run(
            ["git", "-C", str(ROOT), "show", f"{rev}:{path}"],
            capture_output=True,
            text=True,
            check=True,
        ).stdout
        module = types.ModuleType(f"{name}_as_of_{rev}")
        current = "apps.outbound.services.recipients"
        saved = sys.modules[current]
        if "recipients" in modules:  # the old delivery imports the old recipients
            sys.modules[current] = modules["recipients"]
        try:
            exec(compile(source, f"{rev}:{path}", "exec"), module.__dict__)  # noqa: S102  (this repository at REV)
        finally:
            sys.modules[current] = saved
        modules[name] = module
    return modules["delivery"].send_deliver


class Pipeline:
    """``send_deliver`` as one worker runs it, through one relay transport."""

    def __init__(
        self,
        sink,
        *,
        reuse: bool,
        batch: int,
        deliver: Callable[[str], bool] | None = None,
    ) -> None:
        self.pool = RelayPool()
        config = RelayConfig(sink.host, sink.port, starttls=False, timeout=10, reuse=reuse)
        self.transport = SmtpRelayTransport(config, pool=self.pool)
        self.batch = batch
        self.deliver = deliver or services.send_deliver
        self.calls: list[float] = []

    def prepare(self, sends: list[Send]) -> None:
        # Due only now (outside the timing): a worker claims due sends in batches.
        Send.objects.filter(pk__in=[s.pk for s in sends]).update(next_attempt_at=timezone.now())

    def run(self, sends: list[Send]) -> None:
        override_transport("none", self.transport)
        settings.PM_SEND_CLAIM_BATCH = self.batch
        try:
            for send in sends:
                began = time.perf_counter()
                if self.deliver(send.id):
                    self.calls.append(time.perf_counter() - began)
        finally:
            override_transport("none", None)


class Plain:
    """Plain smtplib, one connection per message or one for all (RSET between)."""

    def __init__(self, sink, *, reuse: bool) -> None:
        self.sink, self.reuse, self.conn = sink, reuse, None

    def run(self, raws: list[tuple[str, str, bytes]]) -> None:
        for mail_from, rcpt, raw in raws:
            if self.conn is None:
                self.conn = smtplib.SMTP(self.sink.host, self.sink.port, timeout=10)
            else:
                self.conn.rset()
            self.conn.sendmail(mail_from, [rcpt], raw)
            if not self.reuse:
                self.conn.quit()
                self.conn = None

    def close(self) -> None:
        if self.conn is not None:
            self.conn.quit()


def main(*, quick: bool = False) -> dict[str, float]:
    parser = argparse.ArgumentParser()
    parser.add_argument("--messages", type=int, default=300)
    parser.add_argument("--batch", type=int, default=settings.PM_SEND_CLAIM_BATCH)
    parser.add_argument("--quick", action="store_true", help="100 messages")
    parser.add_argument("--before", metavar="REV", help="add the delivery code of REV")
    args = parser.parse_args()
    if quick or args.quick:
        args.messages = 100
    call_command("migrate", "--noinput", verbosity=0)
    tenant, identity, secret = send_bench.setup()
    print(f"{platform.platform()}, {os.cpu_count()} CPUs, Python {platform.python_version()}")
    figures: dict[str, float] = {}
    n, block = args.messages, args.batch
    try:
        new = accept(identity, secret, n, "new")
        old = accept(identity, secret, n, "old")
        ways = 4
        if args.before:
            as_of = accept(identity, secret, n, "rev")
            deliver_before = delivery_as_of(args.before)
            ways = 5
        raws = [(s.mail_from, f"plain-{i}@example.com", raw_blob_read(s.message.raw))
                for i, s in enumerate(new)]  # fmt: skip
        load = os.getloadavg()[0]
        seconds = dict.fromkeys(("ours", "before", "plain", "plain_reused"), 0.0)
        if args.before:
            seconds["as_of"] = 0.0
        with running_sink() as sink:
            ours = Pipeline(sink, reuse=True, batch=args.batch)
            before = Pipeline(sink, reuse=False, batch=1)
            plain, plain_reused = Plain(sink, reuse=False), Plain(sink, reuse=True)
            # Interleaved in blocks, the order turning each block, so that every way sees
            # the same load of this shared machine.
            runs = [
                ("ours", lambda lo, hi: ours.run(new[lo:hi]), ours.prepare, new),
                ("before", lambda lo, hi: before.run(old[lo:hi]), before.prepare, old),
                ("plain", lambda lo, hi: plain.run(raws[lo:hi]), None, None),
                ("plain_reused", lambda lo, hi: plain_reused.run(raws[lo:hi]), None, None),
            ]
            if args.before:
                rev = Pipeline(sink, reuse=True, batch=args.batch, deliver=deliver_before)
                runs.append(("as_of", lambda lo, hi: rev.run(as_of[lo:hi]), rev.prepare, as_of))
            for turn, lo in enumerate(range(0, n, block)):
                hi = min(n, lo + block)
                for name, run, prepare, sends in runs[turn % ways :] + runs[: turn % ways]:
                    if prepare is not None:
                        prepare(sends[lo:hi])
                    began = time.perf_counter()
                    run(lo, hi)
                    seconds[name] += time.perf_counter() - began
            plain_reused.close()
            ours.pool.close_all()
            if args.before:
                rev.pool.close_all()
            sessions = sink.handler.sessions
            assert len(sink.handler.messages) == ways * n, len(sink.handler.messages)
        for group in (new, old, as_of) if args.before else (new, old):
            done = Send.objects.filter(pk__in=[s.pk for s in group], status="done").count()
            assert done == n, (done, n)
        rate = {name: n / spent for name, spent in seconds.items()}
        print(f"load {load:.1f} at the start, {os.getloadavg()[0]:.1f} at the end; {n} messages")
        print(f"smtplib, one connection per message:  {rate['plain']:.0f}/s")
        print(f"smtplib, one connection:              {rate['plain_reused']:.0f}/s")
        print(
            f"pipeline, reuse, batch {args.batch}:           {rate['ours']:.0f}/s; "
            f"ratio {rate['ours'] / rate['plain']:.2f} (vs one smtplib connection "
            f"{rate['ours'] / rate['plain_reused']:.2f}); per call {ms(ours.calls)}"
        )
        print(
            f"pipeline, no reuse, batch 1:          {rate['before']:.0f}/s; "
            f"ratio {rate['before'] / rate['plain']:.2f}; per call {ms(before.calls)}"
        )
        if args.before:
            print(
                f"pipeline as of {args.before}, reuse, batch {args.batch}: "
                f"{rate['as_of']:.0f}/s; ratio {rate['as_of'] / rate['plain']:.2f}; "
                f"per call {ms(rev.calls)}; this tree {rate['ours'] / rate['as_of']:.2f}x faster"
            )
            figures.update(
                relay_as_of_per_s=rate["as_of"],
                relay_as_of_ratio=rate["as_of"] / rate["plain"],
                relay_speedup_vs_as_of=rate["ours"] / rate["as_of"],
            )
        print(f"sink sessions opened in all: {sessions} ({ways} ways, {n} messages each)")
        figures.update(
            relay_per_s=rate["ours"],
            relay_before_per_s=rate["before"],
            smtplib_per_s=rate["plain"],
            smtplib_reused_per_s=rate["plain_reused"],
            relay_ratio=rate["ours"] / rate["plain"],
            relay_before_ratio=rate["before"] / rate["plain"],
            relay_ratio_vs_reused_smtplib=rate["ours"] / rate["plain_reused"],
            relay_speedup=rate["ours"] / rate["before"],
        )
    finally:
        tenant.delete()
    return figures


if __name__ == "__main__":
    threading.current_thread().name = "bench"
    main()
