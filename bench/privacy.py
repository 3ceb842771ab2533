"""Erasure and export at mailbox scale: time, throughput and peak memory.

    PYTHONPATH=. .venv/bin/python bench/privacy.py [--erase 10000,50000] [--export 10000]

Runs in a database of its own (created on the embedded PostgreSQL of `make run`, or the
server of DATABASE_URL, with every migration applied, and dropped at the end), with the
test settings, so nothing it makes touches a development database. For each size it seeds
one identity's mailbox with that many messages (bulk inserts; every message has its own
raw file of about 1.5 KB in storage, one in ten an attachment of 20 KB), then:

- **erasure**: requests an identity erasure and runs its job to the end in this process
  (the worker's code path: ``job_run``), reporting the wall time, the rows removed per
  second (every table of the receipt), the files removed and the peak memory;
- **export**: requests an identity export and runs its job (zip written to a temporary
  file, then into storage), reporting the wall time, MB/s of mail read (raw sources and
  attachments) and of zip written, and the peak memory.

Peak memory is measured twice: the growth of the process's resident set over its level
before the operation (sampled every 20 ms from /proc/self/statm), and Python's own peak
allocation during the operation (tracemalloc, in a second run of the same operation when
``--tracemalloc`` is given: tracing slows Python down, so it is not timed).
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import sys
import threading
import time
import tracemalloc
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "pylota.settings_test")
os.environ.setdefault("PM_LOG_LEVEL", "WARNING")
sys.path.insert(0, str(ROOT))

import django  # noqa: E402

django.setup()

from django.core.files.storage import default_storage  # noqa: E402
from django.db import connection  # noqa: E402
from django.utils import timezone  # noqa: E402

from apps.identities.models import Address, Identity  # noqa: E402
from apps.mailbox.models import Attachment, Message, RawBlob, Thread  # noqa: E402
from apps.privacy.models import Export, Job  # noqa: E402
from apps.privacy.services import jobs  # noqa: E402
from apps.privacy.services.erasure import erasure_create  # noqa: E402
from apps.privacy.services.export import export_create  # noqa: E402
from apps.tenants.models import Tenant  # noqa: E402
from pylota import tasks  # noqa: E402
from pylota.core.ids import new_id  # noqa: E402
from pylota.core.principal import Actor  # noqa: E402


class _NoBroker:
    """Queued tasks are dropped: the bench runs each job itself, as a worker would, so the
    job is timed on its own (the test settings would otherwise run it eagerly, inside the
    request that created it)."""

    def send_task(self, name: str, args: list, **options) -> None:
        return None


tasks._app = _NoBroker

ACTOR = Actor(user="bench:privacy")
PAGE = os.sysconf("SC_PAGE_SIZE")
ATTACHMENT = os.urandom(20 * 1024)


class RssPeak:
    """The resident set's peak growth over its level when started, sampled in a thread."""

    def __init__(self) -> None:
        self.base = self._rss()
        self.peak = self.base
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    @staticmethod
    def _rss() -> int:
        with open("/proc/self/statm") as handle:
            return int(handle.read().split()[1]) * PAGE

    def _run(self) -> None:
        while not self._stop.wait(0.02):
            self.peak = max(self.peak, self._rss())

    def __enter__(self) -> RssPeak:
        self._thread.start()
        return self

    def __exit__(self, *exc) -> None:
        self._stop.set()
        self._thread.join()
        self.peak = max(self.peak, self._rss())

    @property
    def growth(self) -> int:
        return self.peak - self.base


def _write(name: str, data: bytes) -> str:
    path = Path(default_storage.path(name))
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)  # no fsync: seeding, not the code under test
    return name


def seed(messages: int) -> tuple[Tenant, Identity, int]:
    """One tenant, one identity, ``messages`` messages in threads of ten. Returns the bytes
    of mail stored (raw sources and attachments)."""
    tenant = Tenant.objects.create(name=f"bench-privacy {new_id('tnt')[-6:]}")
    identity = Identity.objects.create(tenant=tenant, name="bench")
    Address.objects.create(
        tenant=tenant,
        identity=identity,
        local_part=f"bench-{identity.id[-8:].lower()}",
        domain="agents.pylota.test",
        is_primary=True,
    )
    stored = 0
    now = timezone.now()
    for start in range(0, messages, 2000):
        count = min(2000, messages - start)
        threads = [
            Thread(tenant=tenant, identity=identity, subject=f"Order {start + i}")
            for i in range(0, count, 10)
        ]
        Thread.objects.bulk_create(threads)
        blobs, rows, attachments = [], [], []
        for i in range(count):
            number = start + i
            body = (f"Order {number} confirmed. " * 40).encode()
            raw = (
                f"From: customer{number % 97}@example.com\r\nTo: bench@agents.pylota.test\r\n"
                f"Subject: Order {number}\r\nMessage-ID: <{number}@bench>\r\n\r\n"
            ).encode() + body
            blob_id = new_id("blb")
            name = _write(f"raw/bench/{blob_id}.eml", raw)
            stored += len(raw)
            blobs.append(RawBlob(id=blob_id, storage_name=name, sha256="0" * 64, size=len(raw)))
            message = Message(
                tenant=tenant,
                identity=identity,
                thread=threads[i // 10],
                direction="inbound",
                raw_id=blob_id,
                dedupe_key=f"{number:064d}",
                from_address=f"customer{number % 97}@example.com",
                to=[{"name": None, "address": "bench@agents.pylota.test"}],
                subject=f"Order {number}",
                text=body.decode(),
                size=len(raw),
                received_at=now,
                has_attachments=number % 10 == 0,
            )
            rows.append(message)
            if number % 10 == 0:
                att_id = new_id("att")
                attachments.append(
                    Attachment(
                        id=att_id,
                        tenant=tenant,
                        message=message,
                        filename=f"invoice-{number}.pdf",
                        content_type="application/pdf",
                        size=len(ATTACHMENT),
                        sha256="0" * 64,
                        storage_name=_write(f"attachments/bench/{att_id}", ATTACHMENT),
                    )
                )
                stored += len(ATTACHMENT)
        RawBlob.objects.bulk_create(blobs)
        Message.objects.bulk_create(rows)
        Attachment.objects.bulk_create(attachments)
    return tenant, identity, stored


def run_job(job_id: str) -> Job:
    while True:
        job = jobs.job_run(job_id)
        if job.is_finished:
            return job
        if job.next_attempt_at and job.next_attempt_at > timezone.now():
            raise SystemExit(f"job {job_id} is waiting for a retry: {job.error}")


def bench_erasure(messages: int, trace: bool) -> dict:
    tenant, identity, stored = seed(messages)
    erasure, _ = erasure_create(actor=ACTOR, tenant=tenant, scope="identity", target=identity.id)
    started = time.perf_counter()
    with RssPeak() as rss:
        job = run_job(erasure.job_id)
    seconds = time.perf_counter() - started
    assert job.state == Job.State.SUCCEEDED, (job.state, job.error)
    assert not Message.objects.filter(identity_id=identity.id).exists()
    rows = sum(v for k, v in job.counts.items() if "." in k and isinstance(v, int))
    out = {
        "messages": messages,
        "seconds": seconds,
        "rows": rows,
        "rows_per_s": rows / seconds,
        "messages_per_s": messages / seconds,
        "files": job.counts.get("storage.files", job.counts.get("files", 0)),
        "mail_mb": stored / 1e6,
        "rss_growth_mb": rss.growth / 1e6,
    }
    if trace:
        tenant, identity, _ = seed(messages)
        erasure, _ = erasure_create(
            actor=ACTOR, tenant=tenant, scope="identity", target=identity.id
        )
        tracemalloc.start()
        run_job(erasure.job_id)
        out["py_peak_mb"] = tracemalloc.get_traced_memory()[1] / 1e6
        tracemalloc.stop()
    return out


def bench_export(messages: int, trace: bool) -> dict:
    tenant, identity, stored = seed(messages)

    def once() -> tuple[Export, float, RssPeak]:
        export = export_create(actor=ACTOR, tenant=tenant, subject="identity", identity=identity)
        started = time.perf_counter()
        with RssPeak() as rss:
            job = run_job(export.job_id)
        seconds = time.perf_counter() - started
        assert job.state == Job.State.SUCCEEDED, (job.state, job.error)
        export.refresh_from_db()
        return export, seconds, rss

    export, seconds, rss = once()
    out = {
        "messages": export.counts["messages"],
        "attachments": export.counts["attachments"],
        "seconds": seconds,
        "mail_mb": stored / 1e6,
        "zip_mb": export.size / 1e6,
        "read_mb_per_s": stored / 1e6 / seconds,
        "zip_mb_per_s": export.size / 1e6 / seconds,
        "rss_growth_mb": rss.growth / 1e6,
    }
    default_storage.delete(export.storage_name)
    if trace:
        tracemalloc.start()
        export, _, _ = once()
        out["py_peak_mb"] = tracemalloc.get_traced_memory()[1] / 1e6
        tracemalloc.stop()
        default_storage.delete(export.storage_name)
    return out


def main(*, quick: bool = False) -> dict[str, float]:
    """Print the figures and return them (``python -m bench`` builds its summary from them)."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--erase", default="10000,50000", help="mailbox sizes to erase")
    parser.add_argument("--export", default="10000", help="mailbox sizes to export")
    parser.add_argument("--tracemalloc", action="store_true", help="also trace Python memory")
    parser.add_argument("--quick", action="store_true", help="export and erase 1,000 messages")
    args = parser.parse_args()
    if quick or args.quick:
        args.erase = args.export = "1000"
    figures: dict[str, float] = {}
    sizes = lambda text: [int(n) for n in text.split(",") if n.strip()]  # noqa: E731

    creation = connection.creation
    old_name = connection.settings_dict["NAME"]
    creation.create_test_db(verbosity=0, autoclobber=True, keepdb=False)
    try:
        print(f"# bench/privacy.py on {platform.platform()}, Python {platform.python_version()}")
        print(f"# PostgreSQL {connection.pg_version // 10000}, {os.cpu_count()} CPUs")
        for n in sizes(args.export):
            r = bench_export(n, args.tracemalloc)
            figures[f"export_{n}_seconds"] = r["seconds"]
            figures[f"export_{n}_rss_growth_mb"] = r["rss_growth_mb"]
            print(
                f"export  {r['messages']:>6} messages ({r['attachments']} attachments, "
                f"{r['mail_mb']:.1f} MB of mail): {r['seconds']:.1f} s, "
                f"read {r['read_mb_per_s']:.1f} MB/s, zip {r['zip_mb']:.1f} MB at "
                f"{r['zip_mb_per_s']:.1f} MB/s, RSS +{r['rss_growth_mb']:.1f} MB"
                + (f", Python peak {r['py_peak_mb']:.1f} MB" if "py_peak_mb" in r else "")
            )
        for n in sizes(args.erase):
            r = bench_erasure(n, args.tracemalloc)
            figures[f"erasure_{n}_seconds"] = r["seconds"]
            figures[f"erasure_{n}_messages_per_s"] = r["messages_per_s"]
            print(
                f"erasure {r['messages']:>6} messages ({r['mail_mb']:.1f} MB of mail): "
                f"{r['seconds']:.1f} s, {r['rows']} rows at {r['rows_per_s']:.0f} rows/s "
                f"({r['messages_per_s']:.0f} messages/s), {r['files']} files, "
                f"RSS +{r['rss_growth_mb']:.1f} MB"
                + (f", Python peak {r['py_peak_mb']:.1f} MB" if "py_peak_mb" in r else "")
            )
    finally:
        creation.destroy_test_db(old_name, verbosity=0)
        for folder in ("raw/bench", "attachments/bench"):
            shutil.rmtree(default_storage.path(folder), ignore_errors=True)
    return figures


if __name__ == "__main__":
    main()
