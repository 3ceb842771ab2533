"""Console page latency and query counts, for every page of a workspace.

    PYTHONPATH=. .venv/bin/python bench/console.py [--messages 10000] [--identities 10]
                                                  [--runs 50] [--smoke] [--markdown]

Runs against the embedded PostgreSQL of `make run` (or DATABASE_URL), after applying
pending migrations. It creates two workspaces of its own ("bench-console …"), each with
its owner signed in to a Django test client (in process: middleware, sessions, the
workspace lookup, the role check, the selectors, template rendering; no network):

- a large one: ``--identities`` identities and ``--messages`` received messages
  (``bulk_create`` in batches of 2,000, five to a thread, one shared raw blob; 2 % of them
  quarantined), and a few hundred of everything else a page lists (events, audit rows,
  drafts, API keys, webhook endpoints, suppressions and list entries, members), created
  through the services where a service exists and bulk-inserted where the volume needs it;
- a small one with one identity and a handful of each (one message to a thread).

Every console page is found by walking the URL resolver (names starting with
``console-``); routes whose URL arguments the bench can fill (thread, message,
attachment, identity, draft, key, webhook) are requested with the large workspace's
objects. A route that does not answer GET with 200 (a POST-only action) is listed and
skipped. Each page is rendered ``--runs`` times after two warm-up requests; the bench
prints p50 and p95 in milliseconds (and the p50 of the bench process's CPU time, which
a loaded machine moves less) and the number of SQL queries of one request
(``CaptureQueriesContext``), in the small workspace and in the large one: a page whose
count differs between the two makes queries per row shown (an N+1) and is flagged, as is
a page whose p95 is over the target of 100 ms.

Everything it made is deleted at the end (``--keep`` keeps it).
"""

from __future__ import annotations

import argparse
import hashlib
import logging
import os
import platform
import secrets
import statistics
import sys
import time
from datetime import timedelta
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "pylota.settings")
from broker import private_broker  # noqa: E402

private_broker()  # a broker database of its own: no `make run` worker takes these tasks
os.environ.setdefault("PM_LOG_LEVEL", "WARNING")
# Webhook endpoints at a loopback URL nothing listens on (nothing is delivered: no
# worker runs, and the bench records no event that fans out).
os.environ["PM_WEBHOOKS_ALLOW_PRIVATE"] = "true"
os.environ["PM_WEBHOOKS_ALLOW_HTTP"] = "true"
sys.path.insert(0, str(ROOT))

import django  # noqa: E402

from bench.stats import percentile  # noqa: E402
from pylota import heap  # noqa: E402

django.setup()

from allauth.account.models import EmailAddress  # noqa: E402
from django.conf import settings  # noqa: E402
from django.contrib.auth import get_user_model  # noqa: E402
from django.core.management import call_command  # noqa: E402
from django.db import connection, transaction  # noqa: E402
from django.test import Client  # noqa: E402
from django.test.utils import CaptureQueriesContext  # noqa: E402
from django.urls import get_resolver, reverse  # noqa: E402
from django.utils import timezone  # noqa: E402

from apps.console import services as console_services  # noqa: E402
from apps.console.models import Membership  # noqa: E402
from apps.events.models import Event  # noqa: E402
from apps.identities import services as identity_services  # noqa: E402
from apps.lists import services as list_services  # noqa: E402
from apps.mailbox.models import Attachment, Message, Thread  # noqa: E402
from apps.mailbox.services import raw_blob_store  # noqa: E402
from apps.outbound import services as outbound_services  # noqa: E402
from apps.outbound.models import Draft  # noqa: E402
from apps.tenants import services as tenant_services  # noqa: E402
from apps.tenants.models import AuditEvent, Tenant  # noqa: E402
from apps.webhooks import services as webhook_services  # noqa: E402
from pylota.core.ids import new_id  # noqa: E402
from pylota.core.permissions import Level  # noqa: E402
from pylota.core.principal import Actor  # noqa: E402

ACTOR = Actor(user="bench-console")
TARGET_P95_MS = 100.0
BACKEND = "allauth.account.auth_backends.AuthenticationBackend"
PER_THREAD = 5


class Workspace:
    """What one seeded workspace holds, for filling URL arguments."""

    def __init__(self, tenant: Tenant, owner, users: list) -> None:
        self.tenant = tenant
        self.owner = owner
        self.users = users
        self.ids: dict[str, str] = {}
        self.blob = None

    def client(self) -> Client:
        client = Client()
        client.force_login(self.owner, backend=BACKEND)
        return client


def make_user(label: str):
    suffix = secrets.token_hex(4)
    user = get_user_model().objects.create_user(
        username=f"bench-{label}-{suffix}", email=f"bench-{label}-{suffix}@bench.example"
    )
    EmailAddress.objects.create(user=user, email=user.email, verified=True, primary=True)
    return user


def seed(*, label: str, identities: int, messages: int, rows: int, per_thread: int) -> Workspace:
    """A workspace and its contents; ``rows`` sets the size of every other listing."""
    owner = make_user(label)
    membership = console_services.workspace_create(
        actor=ACTOR, user=owner, name=f"bench-console {label} {time.time():.0f}"
    )
    tenant = membership.tenant
    ws = Workspace(tenant, owner, [owner])
    for n in range(max(1, min(rows // 20, 20))):
        user = make_user(f"{label}-m{n}")
        ws.users.append(user)
        console_services.member_add(
            actor=ACTOR, tenant=tenant, user=user, role=("admin", "member", "viewer")[n % 3]
        )
    made = [
        identity_services.identity_create(actor=ACTOR, tenant=tenant, name=f"agent-{n}")
        for n in range(identities)
    ]
    addresses = {i.id: i.addresses.get(is_primary=True).address for i in made}
    ws.ids["identity_id"] = made[0].id
    raw = (
        b"From: Ada <ada@customer.example>\r\nSubject: Bench\r\n"
        b"Content-Type: text/plain\r\n\r\nThe shared raw bytes of every bench message.\r\n"
    )
    ws.blob = raw_blob_store(raw)
    now = timezone.now()
    quarantine_every = min(50, messages)  # 2 % (one in a small workspace)
    for start in range(0, messages, 2000):
        threads, attachments = [], []
        thread = None
        for n in range(start, min(start + 2000, messages)):
            identity = made[n % identities]
            at = now - timedelta(minutes=messages - n)
            quarantined = n % quarantine_every == quarantine_every - 1
            if quarantined or thread is None or len(threads[-1][1]) >= per_thread:
                subject = f"Invoice {n} for order {n * 7 % 10007}"
                thread = Thread(
                    id=new_id("thr"),
                    tenant=tenant,
                    identity=identity,
                    subject=subject,
                    normalized_subject=subject.lower(),
                    participants=[f"customer{n % 97}@customer.example"],
                    message_count=0 if quarantined else 1,
                    unread_count=0 if quarantined else 1,
                    last_message_at=at,
                    created_at=at,
                )
                threads.append((thread, []))
            else:
                thread.message_count += 1
                thread.unread_count += 1
                thread.last_message_at = at
            message_id = new_id("msg")
            text = f"Hello, this is message {n}. Please find the figures attached.\n" * 3
            message = Message(
                id=message_id,
                tenant=tenant,
                identity=thread.identity,
                thread=thread,
                direction=Message.Direction.INBOUND,
                raw=ws.blob,
                dedupe_key=hashlib.sha256(f"{tenant.id}-{n}".encode()).hexdigest(),
                message_id_header=f"<{message_id}@customer.example>",
                from_address=f"customer{n % 97}@customer.example",
                from_name=f"Customer {n % 97}",
                to=[{"name": "", "address": addresses[thread.identity_id]}],
                recipient=addresses[thread.identity_id],
                subject=thread.subject,
                text=text,
                html=f"<p>{text}</p>",
                snippet=" ".join(text.split())[:200],
                size=len(raw),
                labels=["unread"],
                has_attachments=n % 10 == 0,
                received_at=at,
                sent_at=at,
                quarantine_state="quarantined" if quarantined else "none",
                quarantine_reasons=(
                    [{"code": "prompt_injection", "detail": "bench"}] if quarantined else []
                ),
                quarantined_at=at if quarantined else None,
            )
            threads[-1][1].append(message)
            if n % 10 == 0:
                attachments.append(
                    Attachment(
                        id=new_id("att"),
                        tenant=tenant,
                        message_id=message_id,
                        filename=f"figures-{n}.pdf",
                        content_type="application/pdf",
                        size=len(raw),
                        sha256="0" * 64,
                        storage_name=ws.blob.storage_name,
                    )
                )
        with transaction.atomic():
            Thread.objects.bulk_create([t for t, _ in threads], batch_size=1000)
            Message.objects.bulk_create([m for _, ms in threads for m in ms], batch_size=1000)
            Attachment.objects.bulk_create(attachments, batch_size=1000)
    shown = (
        Thread.objects.filter(tenant=tenant, message_count__gt=0).order_by("-message_count").first()
    )
    ws.ids["thread_id"] = shown.id
    ws.ids["message_id"] = Message.objects.filter(thread=shown).order_by("received_at").first().id
    held = Message.objects.filter(tenant=tenant, quarantine_state="quarantined").first()
    if held is not None:
        ws.ids["quarantined_id"] = held.id
    attachment = Attachment.objects.filter(tenant=tenant).first()
    if attachment is not None:
        ws.ids["attachment_id"] = attachment.id
        ws.ids["attachment_message_id"] = attachment.message_id
    # The listings other than mail: events and audit rows in bulk, the rest through services.
    Event.objects.bulk_create(
        [
            Event(
                id=new_id("evt"),
                tenant_id=tenant.id,
                partner_id="",
                type="message.received",
                data={"message": {"id": new_id("msg"), "identity_id": made[n % identities].id}},
                created_at=now - timedelta(seconds=n),
                dispatched_at=now,
            )
            for n in range(rows * 4)
        ],
        batch_size=1000,
    )
    AuditEvent.objects.bulk_create(
        [
            AuditEvent(
                tenant_id=tenant.id,
                actor_user=owner.email,
                type="message.released",
                target_type="message",
                target_id=new_id("msg"),
                data={"by": "bench"},
                created_at=now - timedelta(seconds=n),
            )
            for n in range(rows * 4)
        ],
        batch_size=1000,
    )
    for n in range(max(1, rows // 10)):
        key, _ = tenant_services.api_key_create(
            actor=ACTOR, principal=None, level=Level.TENANT, name=f"agent key {n}", tenant=tenant
        )
    ws.ids["key_id"] = key.id
    for n in range(max(1, min(rows // 40, 8))):
        endpoint, _ = webhook_services.webhook_create(
            actor=ACTOR, url=f"http://127.0.0.1:9/hooks/{n}", tenant=tenant
        )
    ws.ids["webhook_id"] = endpoint.id
    for n in range(max(1, rows // 10)):
        outbound_services.suppression_create(
            actor=ACTOR, tenant=tenant, address=f"bounced{n}@customer.example"
        )
        list_services.list_entry_create(
            actor=ACTOR,
            tenant=tenant,
            direction="receive",
            kind="domain",
            action="block",
            value=f"spam{n}.example",
        )
    for n in range(max(1, rows // 10)):
        draft = outbound_services.draft_create(
            actor=ACTOR,
            identity=made[n % identities],
            content={"to": ["someone@customer.example"], "subject": f"Draft {n}", "text": "…"},
        )
    ws.ids["draft_id"] = draft.id

    ws.ids["draft_identity_id"] = draft.identity_id
    with connection.cursor() as cursor:
        for model in (Thread, Message, Event, AuditEvent):
            cursor.execute(f"ANALYZE {model._meta.db_table}")
    return ws


def console_routes() -> list[tuple[str, list[str]]]:
    """(URL name, its URL arguments) of every console route."""
    resolver = get_resolver()
    out = []
    for name in resolver.reverse_dict:
        if not isinstance(name, str) or not name.startswith("console-"):
            continue
        for possibility, _pattern, _defaults, _converters in resolver.reverse_dict.getlist(name):
            for _format, params in possibility:
                out.append((name, list(params)))  # inside a workspace, or outside any
    return sorted({(n, tuple(p)) for n, p in out})


def route_kwargs(name: str, params: list[str], ws: Workspace) -> dict | None:
    kwargs = {"tenant_id": ws.tenant.id} if "tenant_id" in params else {}
    for param in params:
        if param == "tenant_id":
            continue
        if name.startswith("console-quarantine") and param == "message_id":
            value = ws.ids.get("quarantined_id")
        elif name == "console-attachment" and param == "message_id":
            value = ws.ids.get("attachment_message_id")
        elif name.startswith("console-draft") and param == "identity_id":
            value = ws.ids.get("draft_identity_id")
        else:
            value = ws.ids.get(param)
        if value is None:
            return None
        kwargs[param] = value
    return kwargs


def measure(client: Client, url: str, runs: int) -> tuple[int, float, float, float, int, int]:
    """(status, p50 ms, p95 ms, p50 CPU ms of this process, queries, bytes).

    The CPU time is Python's share (middleware, selectors, templates), without the
    database server's; on a shared machine it moves less than the wall time."""
    for _ in range(2):
        response = client.get(url)
    if response.status_code != 200:
        return response.status_code, 0.0, 0.0, 0.0, 0, 0
    with CaptureQueriesContext(connection) as queries:
        client.get(url)
    count = len(queries)  # read now: every request resets the connection's query log
    times, cpu = [], []
    for _ in range(runs):
        started, started_cpu = time.perf_counter(), time.process_time()
        response = client.get(url)
        times.append((time.perf_counter() - started) * 1000)
        cpu.append((time.process_time() - started_cpu) * 1000)
    size = len(response.content) if not response.streaming else 0
    p50, p95 = statistics.median(times), percentile(times, 95)
    return 200, p50, p95, statistics.median(cpu), count, size


def count_queries(client: Client, url: str) -> int | None:
    client.get(url)
    with CaptureQueriesContext(connection) as queries:
        response = client.get(url)
    return len(queries) if response.status_code == 200 else None


def cleanup(ws: Workspace) -> None:
    tenant = ws.tenant
    Event.objects.filter(tenant_id=tenant.id).delete()
    AuditEvent.objects.filter(tenant_id=tenant.id).delete()
    tenant.webhook_endpoints.all().delete()
    Draft.objects.filter(tenant=tenant).delete()
    Attachment.objects.filter(tenant=tenant).delete()
    Message.objects.filter(tenant=tenant).delete()
    Thread.objects.filter(tenant=tenant).delete()
    Membership.objects.filter(tenant=tenant).delete()
    tenant.delete()
    if ws.blob is not None and not ws.blob.messages.exists():
        ws.blob.delete()
    for user in ws.users:
        user.delete()


def main(*, quick: bool = False) -> dict[str, float]:
    """Print the table; return the figures (``python -m bench`` builds its summary from them)."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--messages", type=int, default=10_000)
    parser.add_argument("--identities", type=int, default=10)
    parser.add_argument("--rows", type=int, default=400, help="events, audit rows, keys… scale")
    parser.add_argument("--runs", type=int, default=50, help="timed requests per page")
    parser.add_argument("--smoke", action="store_true", help="a tiny run: does it work?")
    parser.add_argument("--keep", action="store_true", help="keep the seeded workspaces")
    parser.add_argument("--markdown", action="store_true", help="also print a Markdown table")
    parser.add_argument("--quick", action="store_true", help="1,000 messages, 10 runs a page")
    args = parser.parse_args()
    if args.smoke:
        args.messages, args.identities, args.rows, args.runs = 200, 2, 40, 3
    elif quick or args.quick:
        args.messages, args.identities, args.rows, args.runs = 1000, 4, 80, 10
    p95s: list[float] = []

    call_command("migrate", verbosity=0, interactive=False)
    logging.getLogger("django.request").setLevel(logging.ERROR)  # the POST-only routes' 405s
    pg = connection.cursor().connection.info.server_version
    print(
        f"Pylota Mail console benchmark: {platform.machine()}, {os.cpu_count()} cores, "
        f"Python {platform.python_version()}, PostgreSQL {pg // 10000}.{pg % 100}, "
        f"{'embedded' if settings.EMBEDDED_DATABASE else 'DATABASE_URL'} database, "
        f"DEBUG={settings.DEBUG}"
    )
    heap.freeze()  # as the web process does once it has started (pylota/asgi.py)
    seeded: list[Workspace] = []
    try:
        started = time.perf_counter()
        small = seed(label="small", identities=1, messages=20, rows=10, per_thread=1)
        seeded.append(small)
        large = seed(
            label="large",
            identities=args.identities,
            messages=args.messages,
            rows=args.rows,
            per_thread=PER_THREAD,
        )
        seeded.append(large)
        print(
            f"seeded in {time.perf_counter() - started:.1f} s: large workspace "
            f"{args.identities} identities, {args.messages} messages "
            f"({Thread.objects.filter(tenant=large.tenant).count()} threads), "
            f"{args.rows * 4} events and audit rows; small workspace 1 identity, 20 messages"
        )
        small_client, large_client = small.client(), large.client()
        header = (
            f"{'page':<34} {'p50 ms':>8} {'p95 ms':>8} {'cpu ms':>8} {'queries':>8} "
            f"{'small q':>8} {'KiB':>7}  flags"
        )
        print(header)
        print("-" * len(header))
        skipped: list[str] = []
        table: list[str] = []
        over: list[str] = []
        growing: list[str] = []
        for name, params in console_routes():
            kwargs = route_kwargs(name, params, large)
            if kwargs is None:
                missing = [p for p in params if p != "tenant_id"]
                skipped.append(f"{name} (no object for {', '.join(missing)})")
                continue
            url = reverse(name, kwargs=kwargs)
            status, p50, p95, cpu, queries, size = measure(large_client, url, args.runs)
            if status != 200:
                skipped.append(f"{name} (GET answers {status})")
                continue
            small_kwargs = route_kwargs(name, params, small)
            small_queries = (
                count_queries(small_client, reverse(name, kwargs=small_kwargs))
                if small_kwargs
                else None
            )
            flags = []
            if p95 > TARGET_P95_MS:
                flags.append("SLOW")
                over.append(name)
            if small_queries is not None and small_queries != queries:
                flags.append("QUERIES GROW")
                growing.append(f"{name} ({small_queries} → {queries})")
            shown_small = "-" if small_queries is None else str(small_queries)
            p95s.append(p95)
            table.append(
                f"| `{name}` | {p50:.1f} | {p95:.1f} | {cpu:.1f} | {queries} | {shown_small} "
                f"| {size / 1024:.1f} |"
            )
            print(
                f"{name:<34} {p50:>8.1f} {p95:>8.1f} {cpu:>8.1f} {queries:>8} {shown_small:>8} "
                f"{size / 1024:>7.1f}  {' '.join(flags)}"
            )
        print()
        print(f"over the {TARGET_P95_MS:.0f} ms p95 target: {', '.join(over) or 'none'}")
        print(f"query count grows with the data: {', '.join(growing) or 'none'}")
        print(f"not benchmarked: {'; '.join(skipped) or 'none'}")
        if args.markdown:
            print("\n| Page | p50 ms | p95 ms | CPU ms | Queries | Small | KiB |")
            print("|---|---:|---:|---:|---:|---:|---:|")
            print("\n".join(table))
    finally:
        if not args.keep:
            for ws in seeded:
                cleanup(ws)
    return {
        "pages": len(p95s),
        "pages_over_target": len(over),
        "pages_queries_grow": len(growing),
        "worst_p95_ms": max(p95s, default=0.0),
        "median_p95_ms": statistics.median(p95s) if p95s else 0.0,
    }


if __name__ == "__main__":
    main()
