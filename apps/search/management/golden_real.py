# ruff: noqa: RUF001 -- mail in Russian and Greek: their letters are meant
"""The "real mail" golden slice: mail as people actually write it, with natural questions.

Where :mod:`golden` writes one tidy paragraph per message, this slice writes what a
mailbox really holds: replies whose answer sits in the quoted text, long threads (10+
messages, each quoting the one before), code and logs in bodies, signatures and legal
disclaimers, HTML-only mail, forwarded mail, and mail in French, German, Spanish and
Russian. Every message is built as raw RFC 5322 bytes, so loading it runs the same MIME
parser and reply extraction as live mail (``evaluation.load``).

Questions are written as people ask them ("what did Priya say about the staging
database?", "when is the deposit due", with typos and question words) and labelled with
the messages that answer them **from how the messages were written** (a fact is placed in
given messages; the question names those), never from a search engine.

Queries are split into ``dev`` and ``heldout`` by a stable hash of their scenario, so all
questions about one piece of mail fall on the same side: tune on ``dev`` only.

Pure Python (no Django).
"""

from __future__ import annotations

import hashlib
import random
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from email.message import EmailMessage
from email.utils import format_datetime, make_msgid

from apps.search.management.golden import GoldenAttachment, GoldenMessage, GoldenQuery, GoldenSet

SEED = 20261201
START = datetime(2026, 3, 2, 8, 0, tzinfo=UTC)
IDENTITIES = ("ops", "home", "intl")
OPS, HOME, INTL = range(3)
SPLITS = ("dev", "heldout")
HELDOUT_SHARE = 2  # about one scenario in two is held out


def split_of(group: str) -> str:
    """``dev`` or ``heldout`` for a scenario key: a stable hash, never the content."""
    digest = hashlib.sha256(f"golden-real:{group}".encode()).digest()
    return "heldout" if digest[0] % HELDOUT_SHARE == 0 else "dev"


# --- Building blocks ----------------------------------------------------------------------

DISCLAIMER = (
    "CONFIDENTIALITY NOTICE: This e-mail and any attachments are confidential and may be "
    "legally privileged. If you are not the intended recipient, please notify the sender "
    "immediately and delete this message; any review, copying or distribution is "
    "prohibited. The company accepts no liability for any damage caused by viruses "
    "transmitted by this e-mail. Please consider the environment before printing."
)
DISCLAIMER_DE = (
    "Diese E-Mail enthält vertrauliche Informationen. Wenn Sie nicht der richtige Adressat "
    "sind, informieren Sie bitte sofort den Absender und vernichten Sie diese E-Mail. Das "
    "unerlaubte Kopieren sowie die unbefugte Weitergabe dieser Mail ist nicht gestattet."
)


@dataclass(frozen=True)
class Person:
    name: str
    address: str
    title: str = ""
    company: str = ""
    phone: str = ""
    disclaimer: str = ""

    def signature(self) -> str:
        lines = ["-- ", self.name]
        if self.title:
            lines.append(f"{self.title}, {self.company}" if self.company else self.title)
        if self.phone:
            lines.append(f"T {self.phone}")
        if self.disclaimer:
            lines += ["", self.disclaimer]
        return "\n".join(lines)


@dataclass
class Mail:
    """One message as written; ``own`` is what its author wrote (for the next quote)."""

    key: str
    identity: int
    sender: Person
    subject: str
    own: str
    when: datetime
    text: str = ""
    html: str = ""
    thread: str = ""
    attachments: list[GoldenAttachment] = field(default_factory=list)

    def raw(self, recipient: str) -> bytes:
        msg = EmailMessage()
        msg["From"] = f"{self.sender.name} <{self.sender.address}>"
        msg["To"] = recipient
        msg["Subject"] = self.subject
        msg["Date"] = format_datetime(self.when)
        msg["Message-ID"] = make_msgid(idstring=self.key.replace(":", "."), domain="golden.test")
        if self.html and not self.text:
            msg.set_content(self.html, subtype="html")
        else:
            msg.set_content(self.text or self.own)
        return msg.as_bytes()


def _quote(text: str) -> str:
    return "\n".join(f"> {line}" if line else ">" for line in text.splitlines())


def _attribution(mail: Mail, language: str = "en") -> str:
    when = mail.when.strftime("%a, %d %b %Y at %H:%M")
    who = f"{mail.sender.name} <{mail.sender.address}>"
    if language == "fr":
        return f"Le {mail.when:%d/%m/%Y à %H:%M}, {who} a écrit :"
    if language == "de":
        return f"Am {mail.when:%d.%m.%Y um %H:%M} schrieb {who}:"
    if language == "es":
        return f"El {mail.when:%d/%m/%Y a las %H:%M}, {who} escribió:"
    if language == "ru":
        return f"{mail.when:%d.%m.%Y %H:%M}, {who} пишет:"
    return f"On {when}, {who} wrote:"


def _outlook_header(mail: Mail, to: str) -> str:
    return (
        "-----Original Message-----\n"
        f"From: {mail.sender.name} <{mail.sender.address}>\n"
        f"Sent: {mail.when:%A, %B %d, %Y %I:%M %p}\n"
        f"To: {to}\n"
        f"Subject: {mail.subject}"
    )


class Builder:
    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.mails: list[Mail] = []
        self.queries: list[GoldenQuery] = []
        self.clock = START

    def tick(self, hours: float = 0) -> datetime:
        self.clock += timedelta(hours=hours or self.rng.uniform(0.5, 30))
        return self.clock

    def add(self, mail: Mail) -> Mail:
        if not mail.text and not mail.html:
            body = mail.own
            if mail.sender.disclaimer or mail.sender.title:
                body += "\n\n" + mail.sender.signature()
            mail.text = body
        self.mails.append(mail)
        return mail

    def plain(self, key, identity, sender, subject, own, *, when=None, sign=True, **kw) -> Mail:
        mail = Mail(key, identity, sender, subject, own, when or self.tick(), **kw)
        if sign:
            mail.text = own + "\n\n" + sender.signature()
        return self.add(mail)

    def reply(
        self,
        key: str,
        identity: int,
        sender: Person,
        parent: Mail,
        own: str,
        *,
        style: str = "top",
        language: str = "en",
        to: str = "",
        thread: str = "",
        sign: bool = True,
    ) -> Mail:
        """A reply quoting ``parent``'s own words: top-posted under an attribution line,
        Outlook style, or bottom-posted below the quote."""
        prefix = {"en": "Re", "fr": "RE", "de": "AW", "es": "RE", "ru": "Re"}[language]
        subject = (
            parent.subject
            if parent.subject.lower().startswith(("re:", "aw:"))
            else (f"{prefix}: {parent.subject}")
        )
        signature = ("\n\n" + sender.signature()) if sign else ""
        if style == "outlook":
            text = f"{own}{signature}\n\n{_outlook_header(parent, to or 'team')}\n\n{parent.own}"
        elif style == "bottom":
            text = f"{_attribution(parent, language)}\n{_quote(parent.own)}\n\n{own}{signature}"
        else:
            text = f"{own}{signature}\n\n{_attribution(parent, language)}\n{_quote(parent.own)}"
        mail = Mail(key, identity, sender, subject, own, self.tick(), text=text, thread=thread)
        return self.add(mail)

    def forward(self, key: str, identity: int, sender: Person, original: Mail, note: str) -> Mail:
        text = (
            f"{note}\n\n---------- Forwarded message ---------\n"
            f"From: {original.sender.name} <{original.sender.address}>\n"
            f"Date: {original.when:%a, %b %d, %Y at %I:%M %p}\n"
            f"Subject: {original.subject}\n"
            f"To: {sender.address}\n\n{original.text or original.own}"
        )
        mail = Mail(key, identity, sender, f"Fwd: {original.subject}", note, self.tick(), text=text)
        return self.add(mail)

    def html(self, key, identity, sender, subject, html, *, own="", **kw) -> Mail:
        mail = Mail(key, identity, sender, subject, own, self.tick(), html=html, **kw)
        return self.add(mail)

    def ask(self, group: str, kind: str, q: str, relevant: list[Mail], identity: int | None):
        self.queries.append(
            GoldenQuery(kind, q, identity, frozenset(m.key for m in relevant), group=group)
        )


# --- People ---------------------------------------------------------------------------------

PRIYA = Person("Priya Raman", "priya.raman@northwind.example", "Staff Engineer", "Northwind")
TOM = Person("Tom Brennan", "tom.brennan@northwind.example", "Engineering Manager", "Northwind")
MARCO = Person(
    "Marco Rossi", "marco.rossi@northwind.example", "SRE", "Northwind", "+39 02 555 0142"
)
LENA = Person("Lena Fischer", "lena.fischer@northwind.example", "Office Manager", "Northwind")
SAM = Person("Sam Osei", "sam.osei@northwind.example", "Platform Engineer", "Northwind")
YUKI = Person("Yuki Sato", "yuki.sato@northwind.example")
CI = Person("CI", "ci@builds.northwind.example")
ALERTS = Person("Alertmanager", "alerts@monitoring.northwind.example")
GITHOST = Person("Code Review", "notifications@git.northwind.example")
CERTVENDOR = Person(
    "Hannah Keller",
    "h.keller@securecerts.example",
    "Account Manager",
    "SecureCerts GmbH",
    "+49 30 555 0199",
    DISCLAIMER,
)
CLOUD = Person("Nimbus Cloud Billing", "billing@nimbus-cloud.example")
CUSTOMER = Person(
    "Omar Haddad",
    "omar.haddad@vandelay.co",
    "CTO",
    "Vandelay Industries",
    "+1 555 0100",
    DISCLAIMER,
)
LANDLORD = Person("Grace Okafor", "grace.okafor@gmail.com")
ME = Person("Alex Morgan", "alex.morgan@outlook.com")
PARTNER = Person("Jamie Morgan", "jamie.morgan@gmail.com")
BANK = Person("Harbour Bank", "no-reply@harbourbank.example")
SCHOOL = Person("Hillside Primary School", "office@hillside-school.example")
VET = Person("Riverside Vets", "reminders@riverside-vets.example")
PLUMBER = Person(
    "Dave Murphy", "dave@murphyplumbing.example", "Murphy Plumbing", "", "0161 555 0123"
)
AIRLINE = Person("TAP Air Portugal", "booking@flytap.example")
INSURER = Person(
    "Claims Team",
    "claims@shield-insurance.example",
    "Claims Handler",
    "Shield Insurance",
    "",
    DISCLAIMER,
)
CLAIRE = Person(
    "Claire Moreau", "claire.moreau@lyon-industrie.example", "Cheffe de projet", "Lyon Industrie"
)
JULIEN = Person("Julien Laine", "julien.laine@lyon-industrie.example")
KLAUS = Person(
    "Klaus Keller",
    "k.keller@werkzeugbau.example",
    "Einkauf",
    "Werkzeugbau Keller GmbH",
    "+49 711 555 0170",
    DISCLAIMER_DE,
)
CARMEN = Person(
    "Carmen Romero", "carmen.romero@iberia-dist.example", "Contabilidad", "Iberia Distribución"
)
IVAN = Person("Иван Петров", "ivan.petrov@sklad-service.example", "Менеджер", "Склад-Сервис")
OLGA = Person("Ольга Новак", "olga.novak@sklad-service.example")
NEWS = Person("The Weekly Stack", "newsletter@weeklystack.example")
SHOP = Person("Orders", "orders@shop.example")
GARAGE = Person(
    "Northside Motors", "service@northside-motors.example", "Service Desk", "Northside Motors"
)
ACCOUNTANT = Person(
    "Ruth Silva",
    "ruth@silva-accounts.example",
    "Chartered Accountant",
    "Silva & Co",
    "",
    DISCLAIMER,
)
DENTIST = Person("Smile Dental", "appointments@smile-dental.example")
FELIX = Person("Felix Novak", "felix.novak@werkzeugbau.example")
LUCIA = Person("Lucía Duarte", "lucia.duarte@iberia-dist.example")
ELENI = Person("Ελένη Παπαδοπούλου", "eleni.p@athens-partners.example")


# --- Scenarios --------------------------------------------------------------------------------


def _staging_database(b: Builder) -> None:
    g = "staging-db"
    original = Mail(
        f"{g}:original",
        OPS,
        PRIYA,
        "Staging database keeps filling up",
        "Hi all,\n\nThe staging database (pg-staging-2) runs out of disk almost every Friday. "
        "The cause is the nightly anonymised dump: we keep 30 days of them on the same "
        "volume. I propose we cut retention to 7 days and move older dumps to the cold "
        "storage bucket. If nobody objects I will change the cron on Monday.\n\nPriya",
        b.tick(),
    )
    reply = b.reply(
        f"{g}:reply",
        OPS,
        TOM,
        original,
        "Sounds good to me, go ahead. Please tell the QA team before Monday.\n\nTom",
    )
    b.plain(
        f"{g}:distractor",
        OPS,
        SAM,
        "Production database failover drill",
        "Hi,\n\nThe failover drill for the production database is on Wednesday at 06:00. "
        "Expect two minutes of read-only mode.\n\nSam",
    )
    b.ask(g, "quoted", "what did Priya say about the staging database?", [reply], OPS)
    b.ask(g, "quoted", "why does staging run out of disk", [reply], OPS)
    b.ask(g, "quoted", "retention of the nightly anonymised dumps", [reply], OPS)


def _migration_log(b: Builder) -> None:
    g = "migration-log"
    log = (
        "Pipeline #4471 failed at stage deploy-staging (job migrate).\n\n"
        "$ python manage.py migrate --noinput\n"
        "Operations to perform:\n  Apply all migrations: billing, mailbox, tenants\n"
        "Running migrations:\n  Applying billing.0042_invoice_number_unique...\n"
        "Traceback (most recent call last):\n"
        '  File "/app/.venv/lib/python3.12/site-packages/django/db/backends/utils.py", '
        "line 105, in _execute\n    return self.cursor.execute(sql, params)\n"
        "psycopg.errors.UniqueViolation: could not create unique index "
        '"billing_invoice_number_key"\nDETAIL:  Key (number)=(INV-2291) is duplicated.\n\n'
        "The above exception was the direct cause of the following exception:\n"
        "django.db.utils.IntegrityError: could not create unique index "
        '"billing_invoice_number_key"\n\nJob log: https://builds.northwind.example/4471'
    )
    failed = b.plain(f"{g}:ci", OPS, CI, "[northwind/api] Pipeline #4471 failed", log, sign=False)
    fix = b.reply(
        f"{g}:fix",
        OPS,
        YUKI,
        failed,
        "Two invoices got the same number during the March import. I renumbered INV-2291 "
        "(the second one becomes INV-2291-B) and re-ran the pipeline; it is green now.",
        style="bottom",
        sign=False,
    )
    b.ask(g, "code", "which migration failed with a duplicate key error", [failed, fix], OPS)
    b.ask(g, "code", "IntegrityError billing_invoice_number_key", [failed, fix], OPS)
    b.ask(g, "typo", "duplcate invoice numbr migration", [failed, fix], OPS)
    b.ask(g, "code", "how was the duplicated invoice number fixed?", [fix], OPS)


def _nginx_502(b: Builder) -> None:
    g = "export-502"
    alert = b.plain(
        f"{g}:alert",
        OPS,
        ALERTS,
        "[FIRING:1] HighErrorRate api-gateway",
        "Alert: HighErrorRate\nSeverity: critical\nSummary: 5xx ratio above 5 % for 10 minutes\n\n"
        "Sample log lines:\n"
        "2026/03/11 09:14:02 [error] 3141#3141: *88120 upstream timed out (110: Connection "
        "timed out) while reading response header from upstream, client: 10.0.8.21, server: "
        'api.northwind.example, request: "GET /api/v2/reports/export?format=csv HTTP/1.1", '
        'upstream: "http://10.0.3.17:8000/api/v2/reports/export?format=csv"\n'
        "2026/03/11 09:14:09 [error] 3141#3141: *88131 upstream timed out (110: Connection "
        "timed out) while reading response header from upstream",
        sign=False,
    )
    answer = b.reply(
        f"{g}:answer",
        OPS,
        MARCO,
        alert,
        "It is the CSV export endpoint: gunicorn kills workers after 30 s and the big "
        "exports take about 90 s. I raised the gunicorn timeout to 120 s as a stopgap; the "
        "real fix is to move exports to a Celery task. Ticket OPS-812.",
    )
    b.ask(g, "code", "why was the export endpoint returning 502", [alert, answer], OPS)
    b.ask(g, "quoted", "what did Marco change the gunicorn timeout to?", [answer], OPS)
    b.ask(g, "code", "upstream timed out reading response header", [alert, answer], OPS)


def _retry_review(b: Builder) -> None:
    g = "retry-review"
    review = b.plain(
        f"{g}:review",
        OPS,
        GITHOST,
        "[northwind/api] Add retry helper for webhook delivery (#913)",
        "@sam.osei commented on pull request #913:\n\n"
        "```python\n"
        "def retry(fn, *, attempts: int = 5, base: float = 0.5, cap: float = 30.0):\n"
        "    for attempt in range(attempts):\n"
        "        try:\n"
        "            return fn()\n"
        "        except TransientError:\n"
        "            sleep(min(cap, base * 2 ** attempt) * random.uniform(0.5, 1.0))\n"
        "    raise RetryExhausted(attempts)\n"
        "```\n\n"
        "Full jitter keeps the receivers from being hit in waves after an outage. Could you "
        "add a test that the delay never exceeds the cap?\n\n"
        "Reply to this email directly or view it on the web.",
        sign=False,
    )
    b.plain(
        f"{g}:other-pr",
        OPS,
        GITHOST,
        "[northwind/api] Bump psycopg to 3.2.3 (#915)",
        "@dependabot opened pull request #915: Bumps psycopg from 3.2.1 to 3.2.3.\n\n"
        "Reply to this email directly or view it on the web.",
        sign=False,
    )
    b.ask(g, "code", "the webhook retry helper with exponential backoff and jitter", [review], OPS)
    b.ask(g, "code", "who asked for a test that the delay never exceeds the cap", [review], OPS)


def _long_thread_office(b: Builder) -> None:
    g = "office-move"
    people = [LENA, TOM, PRIYA, MARCO, LENA, SAM, YUKI, TOM, LENA, MARCO, PRIYA, LENA]
    texts = [
        "Hi everyone,\n\nAs announced, we move to the new office at 41 Harbour Street at the "
        "end of the quarter. I will use this thread for all the practical details.\n\nLena",
        "Thanks Lena. Do we know the date yet? Some of us are on holiday in June.",
        "Also: who packs the lab equipment? The test phones should not go in a crate.",
        "The movers (Swift Relocations) come on Saturday 14 June at 8:00. Everything must "
        "be packed and labelled with your desk number by Friday 13 June at 17:00.",
        "Great, crates arrive on 9 June. Take two each; ask me if you need more.",
        "What about parking at Harbour Street? I drive in from Oldtown.",
        "Parking permits for the Harbour Street garage: there are 12, ask Lena at "
        "reception. They are handed out first come, first served.",
        "I put my name down for a permit. Is the bike room covered?",
        "Yes, the bike room is covered and has 30 racks and two chargers for e-bikes.",
        "For the servers: the rack goes to basement room B-02, which has its own cooling "
        "and a separate 32 A circuit. I will move it on Sunday 15 June.",
        "Thanks Marco. Do we have a floor plan? I want to sit near the window.",
        "Floor plan attached. The Wi-Fi password for the new office will be on the board "
        "in the kitchen on moving day. See you all at Harbour Street!",
    ]
    thread: list[Mail] = []
    first = b.plain(
        f"{g}:01", OPS, people[0], "Office move to Harbour Street", texts[0], thread=g, sign=False
    )
    thread.append(first)
    for index in range(1, len(texts)):
        thread.append(
            b.reply(
                f"{g}:{index + 1:02d}",
                OPS,
                people[index],
                thread[-1],
                texts[index],
                style="top",
                thread=g,
                sign=False,
            )
        )

    def about(i: int) -> list[Mail]:  # message i (0-based) and the reply that quotes it
        return thread[i : i + 2]

    b.ask(g, "thread", "when do the movers come?", about(3), OPS)
    b.ask(g, "thread", "deadline to pack and label my desk", about(3), OPS)
    b.ask(g, "thread", "who do I ask for a parking permit", about(6), OPS)
    b.ask(g, "thread", "where does the server rack go in the new office", about(9), OPS)
    b.ask(g, "typo", "new office wifi pasword", about(11), OPS)
    b.ask(g, "thread", "how many bike racks are there", about(8), OPS)


def _long_thread_postmortem(b: Builder) -> None:
    g = "postmortem"
    people = [SAM, TOM, SAM, MARCO, PRIYA, SAM, TOM, YUKI, SAM, MARCO, TOM]
    texts = [
        "Hi,\n\nI am writing the postmortem for the queue outage of 3 March (mail delayed "
        "for 47 minutes). Draft in the doc; comments here please.\n\nSam",
        "Thanks. Please keep the timeline in UTC, the last one mixed time zones.",
        "Timeline fixed. Detection: the queue-age alert fired 12 minutes after the first "
        "delayed message.",
        "Root cause, as far as I can tell: Valkey hit maxmemory and the allkeys-lru "
        "eviction policy dropped the Celery unacked-message keys, so workers lost their "
        "tasks.",
        "Agreed on the root cause. We should switch the broker instance to noeviction and "
        "keep the cache on a separate instance.",
        "Action items so far: 1) noeviction on the broker (Marco), 2) alert when broker "
        "memory is above 80 % (Priya), 3) a runbook page for stuck queues (me).",
        "Can we also add a synthetic message every minute so detection is faster?",
        "I can own the synthetic canary; it can reuse the loopback transport.",
        "Added Yuki's canary as action item 4. The review meeting is Thursday at 10:30 in "
        "the Lighthouse room.",
        "Broker is on noeviction since this morning, cache moved to its own instance.",
        "Thanks all, postmortem approved. Closing the thread.",
    ]
    thread: list[Mail] = [
        b.plain(
            f"{g}:01",
            OPS,
            people[0],
            "Postmortem: 3 March queue outage",
            texts[0],
            thread=g,
            sign=False,
        )
    ]
    for index in range(1, len(texts)):
        thread.append(
            b.reply(
                f"{g}:{index + 1:02d}",
                OPS,
                people[index],
                thread[-1],
                texts[index],
                style="bottom" if index % 3 == 0 else "top",
                thread=g,
                sign=False,
            )
        )

    def about(i: int) -> list[Mail]:
        return thread[i : i + 2]

    b.ask(g, "thread", "what was the root cause of the queue outage", about(3), OPS)
    b.ask(g, "thread", "who owns the broker memory alert", about(5), OPS)
    b.ask(g, "thread", "when is the postmortem review meeting", about(8), OPS)
    b.ask(g, "typo", "valkey maxmemroy eviction celery", about(3), OPS)


def _certificate(b: Builder) -> None:
    g = "certificate"
    notice = b.plain(
        f"{g}:notice",
        OPS,
        CERTVENDOR,
        "Renewal of your certificate",
        "Dear customer,\n\nthe TLS certificate for api.northwind.example expires on 2 April "
        "2026. The renewal for another year is 240 EUR; reply to this message and we issue "
        "the new certificate within one working day.\n\nKind regards",
    )
    for i, topic in enumerate(("webinar on post-quantum TLS", "new price list for 2027")):
        b.plain(
            f"{g}:vendor-{i}",
            OPS,
            CERTVENDOR,
            f"Invitation: {topic}",
            f"Dear customer,\n\nwe would like to invite you to our {topic}. Details follow "
            "in the next days.\n\nKind regards",
        )
    b.ask(g, "signature", "when does the TLS certificate expire?", [notice], OPS)
    b.ask(g, "signature", "how much is the certificate renewal", [notice], OPS)


def _webhook_forward(b: Builder) -> None:
    g = "webhook-forward"
    complaint = Mail(
        f"{g}:complaint",
        OPS,
        CUSTOMER,
        "Webhook signatures rejected since Monday",
        "Hello,\n\nsince Monday our endpoint rejects every webhook you send: the signature "
        "check fails. We rotated our signing secret last Friday and may have saved the old "
        "one in the new vault. Can someone on your side confirm which secret ID you sign "
        "with?\n\nBest,\nOmar",
        b.tick(),
    )
    complaint.text = complaint.own + "\n\n" + CUSTOMER.signature()
    forwarded = b.forward(
        f"{g}:fwd", OPS, TOM, complaint, "Sam, can you take this one? Vandelay is a big account."
    )
    b.ask(g, "forward", "customer whose webhook signatures are rejected", [forwarded], OPS)
    b.ask(g, "forward", "which secret ID do we sign Vandelay webhooks with", [forwarded], OPS)


def _cloud_invoice(b: Builder) -> None:
    g = "cloud-invoice"
    html = (
        "<html><body><table width='600'><tr><td><img src='cid:logo' alt='Nimbus'></td></tr>"
        "<tr><td><h1>Your March invoice</h1><p>Invoice NC-2026-03-5521 for account "
        "northwind-prod.</p><table><tr><th>Service</th><th>Amount</th></tr>"
        "<tr><td>Compute instances</td><td>412.30 USD</td></tr>"
        "<tr><td>Object storage</td><td>88.10 USD</td></tr>"
        "<tr><td>Data transfer</td><td>19.60 USD</td></tr>"
        "<tr><td><b>Total due</b></td><td><b>520.00 USD</b></td></tr></table>"
        "<p>The amount will be charged to your card on file on <b>20 April 2026</b>.</p>"
        "<p style='font-size:10px'>Nimbus Cloud Ltd, 1 Sky Way. Manage notification "
        "preferences.</p></td></tr></table></body></html>"
    )
    invoice = b.html(f"{g}:invoice", OPS, CLOUD, "Your Nimbus Cloud invoice is available", html)
    b.html(
        f"{g}:usage",
        OPS,
        CLOUD,
        "Usage alert: 80 % of your budget",
        "<html><body><p>Your account <b>northwind-prod</b> has used 80 % of its monthly "
        "budget.</p><p>Manage notification preferences.</p></body></html>",
    )
    b.ask(g, "html", "how much is the cloud bill for March", [invoice], OPS)
    b.ask(g, "html", "when will Nimbus charge the card", [invoice], OPS)


def _deposit(b: Builder) -> None:
    g = "deposit"
    question = Mail(
        f"{g}:question",
        HOME,
        ME,
        "Flat at 7 Elm Row",
        "Dear Mrs Okafor,\n\nthank you for the viewing. When do you need the deposit, and "
        "how much is it?\n\nBest regards,\nAlex",
        b.tick(),
    )
    answer = b.reply(
        f"{g}:answer",
        HOME,
        LANDLORD,
        question,
        "Dear Alex,\n\nthe security deposit is 1,800 EUR (two months' rent) and is due by "
        "15 March, by bank transfer to the account in the lease. The keys are handed over "
        "on 1 April.\n\nGrace Okafor",
        sign=False,
    )
    for i, amount in enumerate(("250.00", "1,120.50")):
        b.plain(
            f"{g}:bank-{i}",
            HOME,
            BANK,
            "A deposit was made to your account",
            f"A deposit of {amount} EUR was made to your current account ending 4411. "
            "Log in to online banking to see details.",
            sign=False,
        )
    b.ask(g, "question", "when is the deposit due", [answer], HOME)
    b.ask(g, "question", "how much is the security deposit for the flat?", [answer], HOME)
    b.ask(g, "typo", "deposti due date flat", [answer], HOME)
    b.ask(g, "question", "when do I get the keys", [answer], HOME)


def _school_trip(b: Builder) -> None:
    g = "school-trip"
    trip = b.html(
        f"{g}:newsletter",
        HOME,
        SCHOOL,
        "Hillside News - week 15",
        "<html><body><h2>Hillside News</h2><ul><li><b>Year 5 trip</b>: the Year 5 classes "
        "visit the Science Museum on Friday 9 May. The trip costs 12 EUR; please return the "
        "signed consent form by 30 April.</li><li>Sports day moves to 20 June.</li>"
        "<li>Lost property will be donated at half term.</li></ul></body></html>",
    )
    b.html(
        f"{g}:other",
        HOME,
        SCHOOL,
        "Hillside News - week 12",
        "<html><body><h2>Hillside News</h2><ul><li>Parents' evening on 26 March.</li>"
        "<li>The library is closed on Monday.</li></ul></body></html>",
    )
    b.ask(g, "html", "when is the school trip to the museum", [trip], HOME)
    b.ask(g, "html", "consent form deadline", [trip], HOME)


def _vet(b: Builder) -> None:
    g = "vet"
    reminder = Mail(
        f"{g}:reminder",
        HOME,
        VET,
        "Luna is due for a vaccination",
        "Dear Jamie,\n\nour records show that Luna (cat) is due for her rabies booster "
        "before 1 July. Book online or call us on 0161 555 0188.\n\nRiverside Vets",
        b.tick(),
    )
    forwarded = b.forward(
        f"{g}:fwd", HOME, PARTNER, reminder, "Can you book this? I'm away all of June."
    )
    b.ask(g, "forward", "when does the cat need her rabies shot?", [forwarded], HOME)
    b.ask(g, "forward", "vet reminder for Luna", [forwarded], HOME)


def _plumber(b: Builder) -> None:
    g = "plumber"
    offer = Mail(
        f"{g}:offer",
        HOME,
        PLUMBER,
        "Boiler valve",
        "Hi Alex,\n\nI can come on Tuesday between 8 and 10 to replace the pressure valve on "
        "the boiler. Parts and labour come to about 150 GBP.\n\nDave",
        b.tick(),
    )
    confirm = b.reply(
        f"{g}:confirm", HOME, ME, offer, "Tuesday works, see you then. Alex", sign=False
    )
    b.ask(g, "quoted", "when is the plumber coming?", [confirm], HOME)
    b.ask(g, "quoted", "how much will the boiler repair cost", [confirm], HOME)


def _flight(b: Builder) -> None:
    g = "flight"
    booking = b.html(
        f"{g}:booking",
        HOME,
        AIRLINE,
        "Your booking is confirmed",
        "<html><body><h1>Booking confirmed</h1><p>Booking reference: <b>QX7P2L</b></p>"
        "<table><tr><td>TP1353</td><td>London Heathrow</td><td>Lisbon</td></tr>"
        "<tr><td>Departure</td><td colspan='2'>Thu 24 April, 06:55</td></tr>"
        "<tr><td>Passengers</td><td colspan='2'>Alex Morgan, Jamie Morgan</td></tr></table>"
        "<p>Check-in opens 36 hours before departure.</p></body></html>",
    )
    b.html(
        f"{g}:promo",
        HOME,
        AIRLINE,
        "Spring sale: 20 % off to Porto",
        "<html><body><p>Fly to Porto from 49 EUR. Book by Sunday.</p></body></html>",
    )
    b.ask(g, "html", "booking reference for the Lisbon flight", [booking], HOME)
    b.ask(g, "html", "what time does my flight to lisbon leave", [booking], HOME)


def _insurance(b: Builder) -> None:
    g = "insurance"
    claim = b.plain(
        f"{g}:claim",
        HOME,
        INSURER,
        "Your claim CL-88213",
        "Dear Mr Morgan,\n\nwe have approved your claim CL-88213 for the water damage in the "
        "kitchen. 1,240 GBP will be paid into your account within five working days; the "
        "excess of 250 GBP has been deducted.",
    )
    b.plain(
        f"{g}:renewal",
        HOME,
        INSURER,
        "Your home insurance renewal",
        "Dear Mr Morgan,\n\nyour home insurance renews on 1 September. No action is needed.",
    )
    b.ask(g, "signature", "how much will the insurance pay for the water damage", [claim], HOME)
    b.ask(g, "signature", "what was deducted from the claim", [claim], HOME)


def _french(b: Builder) -> None:
    g = "fr-comite"
    moved = Mail(
        f"{g}:moved",
        INTL,
        CLAIRE,
        "Comité de pilotage",
        "Bonjour à tous,\n\nle comité de pilotage est déplacé au jeudi 12 juin à 14 h, salle "
        "Voltaire (2e étage). Merci d'envoyer vos points à l'ordre du jour avant mardi.\n\n"
        "Claire",
        b.tick(),
    )
    reply = b.reply(
        f"{g}:reply",
        INTL,
        JULIEN,
        moved,
        "Merci Claire, j'ajoute le budget 2027 à l'ordre du jour.",
        language="fr",
        sign=False,
    )
    b.plain(
        f"{g}:other",
        INTL,
        CLAIRE,
        "Compte rendu de la réunion d'équipe",
        "Bonjour,\n\nvoici le compte rendu de la réunion d'équipe de lundi. Prochaine "
        "réunion dans deux semaines.\n\nClaire",
    )
    b.ask(g, "multilingual", "quand a lieu le comité de pilotage ?", [reply], INTL)
    b.ask(g, "multilingual", "dans quelle salle est le comité", [reply], INTL)
    b.ask(g, "multilingual", "qui ajoute le budget 2027 à l'ordre du jour", [reply], INTL)


def _german(b: Builder) -> None:
    g = "de-lieferung"
    delay = b.plain(
        f"{g}:delay",
        INTL,
        KLAUS,
        "Lieferverzug Bestellung 4500-7781",
        "Sehr geehrte Damen und Herren,\n\ndie Lieferung der Ersatzteile zu Ihrer Bestellung "
        "4500-7781 verzögert sich bis KW 27, weil die Sendung beim Zoll geprüft wird. Wir "
        "bitten um Ihr Verständnis.\n\nMit freundlichen Grüßen",
    )
    b.plain(
        f"{g}:confirmation",
        INTL,
        KLAUS,
        "Auftragsbestätigung 4500-7790",
        "Sehr geehrte Damen und Herren,\n\nvielen Dank für Ihre Bestellung 4500-7790. Die "
        "Lieferung erfolgt voraussichtlich in KW 24.\n\nMit freundlichen Grüßen",
    )
    b.ask(g, "multilingual", "Warum verzögert sich die Lieferung der Ersatzteile?", [delay], INTL)
    b.ask(g, "multilingual", "wann kommen die Ersatzteile", [delay], INTL)
    b.ask(g, "typo", "Ersatzteille Zoll", [delay], INTL)


def _spanish(b: Builder) -> None:
    g = "es-factura"
    question = Mail(
        f"{g}:question",
        INTL,
        ME,
        "Factura 2026-118",
        "Hola Carmen, ¿sabes cuándo se paga la factura 2026-118?",
        b.tick(),
    )
    answer = b.reply(
        f"{g}:answer",
        INTL,
        CARMEN,
        question,
        "Hola:\n\nla factura 2026-118 se pagará el viernes 20 de marzo; solo falta la firma "
        "del director financiero.\n\nSaludos,\nCarmen",
        style="bottom",
        language="es",
    )
    b.plain(
        f"{g}:other",
        INTL,
        CARMEN,
        "Cierre contable de marzo",
        "Hola:\n\nel cierre contable de marzo será el día 3 de abril. Por favor enviad los "
        "gastos pendientes antes.\n\nSaludos,\nCarmen",
    )
    b.ask(g, "multilingual", "¿cuándo se paga la factura 2026-118?", [answer], INTL)
    b.ask(g, "multilingual", "qué falta para pagar la factura", [answer], INTL)


def _russian(b: Builder) -> None:
    g = "ru-sklad"
    lease = Mail(
        f"{g}:lease",
        INTL,
        IVAN,
        "Договор аренды склада",
        "Добрый день!\n\nДоговор аренды склада на Промышленной улице продлён до 31 декабря "
        "2026 года. Арендная плата с апреля выросла на 5 %. Подписанный экземпляр пришлём "
        "почтой.\n\nИван",
        b.tick(),
    )
    forwarded = b.reply(
        f"{g}:reply",
        INTL,
        OLGA,
        lease,
        "Спасибо, передала в бухгалтерию.",
        language="ru",
        sign=False,
    )
    b.plain(
        f"{g}:other",
        INTL,
        IVAN,
        "График отгрузок",
        "Добрый день!\n\nВысылаю график отгрузок на следующую неделю.\n\nИван",
    )
    b.ask(g, "multilingual", "до какого числа продлён договор аренды склада", [forwarded], INTL)
    b.ask(g, "multilingual", "насколько выросла арендная плата", [forwarded], INTL)


def _inline_answers(b: Builder) -> None:
    g = "key-rotation"
    questions = Mail(
        f"{g}:questions",
        OPS,
        TOM,
        "API key rotation plan",
        "Sam, three questions before we rotate the partner API keys:\n"
        "1. How long do old and new keys overlap?\n"
        "2. Who tells the partners?\n"
        "3. Do we rotate the Vandelay key too?",
        b.tick(),
    )
    text = (
        "Answers inline.\n\n"
        f"{_attribution(questions)}\n"
        "> Sam, three questions before we rotate the partner API keys:\n"
        "> 1. How long do old and new keys overlap?\n\n"
        "Seven days; after that the old keys answer 401.\n\n"
        "> 2. Who tells the partners?\n\n"
        "Support sends the notice on Monday, I drafted it.\n\n"
        "> 3. Do we rotate the Vandelay key too?\n\n"
        "No, Vandelay is on a signed contract until June; we rotate theirs then.\n\nSam"
    )
    answers = Mail(f"{g}:answers", OPS, SAM, "Re: API key rotation plan", "", b.tick(), text=text)
    b.add(answers)
    b.ask(g, "quoted", "how long do the old and new API keys overlap", [answers], OPS)
    b.ask(g, "quoted", "do we rotate the vandelay key?", [answers], OPS)
    b.ask(g, "quoted", "who tells the partners about the key rotation", [answers], None)


def _worker_config(b: Builder) -> None:
    g = "worker-config"
    change = b.plain(
        f"{g}:change",
        OPS,
        MARCO,
        "Worker pods OOM-killed overnight",
        "The celery workers were OOM-killed four times tonight. New limits, merged:\n\n"
        "```yaml\nresources:\n  requests:\n    memory: 1Gi\n    cpu: 500m\n  limits:\n"
        '    memory: 2Gi\n    cpu: "1"\nenv:\n  - name: CELERY_WORKER_MAX_TASKS_PER_CHILD\n'
        '    value: "200"\n```\n\nMax tasks per child makes each process restart '
        "after 200 tasks, which caps the leak until we find it.",
    )
    slow = b.plain(
        f"{g}:slowlog",
        OPS,
        ALERTS,
        "[FIRING:1] SlowQuery db-primary",
        "Alert: SlowQuery\nSeverity: warning\n\nduration: 4812.331 ms  statement: SELECT "
        "m.id FROM mailbox_message m WHERE m.snippet ILIKE '%invoice%' ORDER BY "
        "m.received_at DESC\n\nSeq Scan on mailbox_message m  (cost=0.00..91234.10 "
        "rows=1204 width=31)\n  Filter: (snippet ~~* '%invoice%'::text)",
        sign=False,
    )
    b.ask(g, "code", "what memory limit did we set for the worker pods", [change], OPS)
    b.ask(g, "code", "why do the celery workers restart after 200 tasks", [change], OPS)
    b.ask(g, "code", "which query does a sequential scan on mailbox_message", [slow], OPS)


def _vacation(b: Builder) -> None:
    g = "vacation"
    hr = Mail(
        f"{g}:hr",
        OPS,
        LENA,
        "Your March vacation",
        "Hi Priya, your vacation from 16 to 27 March is approved. Remaining days: 9.",
        b.tick(),
    )
    fwd = b.forward(f"{g}:fwd", OPS, PRIYA, hr, "FYI for the on-call plan.")
    fwd.subject = "RE: FW: Your March vacation"
    b.ask(g, "forward", "RE: FW: Your March vacation", [fwd], OPS)
    b.ask(g, "forward", "when is Priya on vacation in March", [fwd], OPS)


def _garage(b: Builder) -> None:
    g = "garage"
    report = Mail(
        f"{g}:report",
        HOME,
        GARAGE,
        "Your vehicle inspection",
        "Dear Mr Morgan,\n\nyour car passed the MOT. The front brake pads are at 3 mm and "
        "should be replaced within a month: 180 GBP including fitting. The next service is "
        "due at 45,000 miles.",
        b.tick(),
    )
    reply = b.reply(
        f"{g}:reply",
        HOME,
        ME,
        report,
        "Please book the brake pads for next Saturday.",
        style="outlook",
        to="Northside Motors",
        sign=False,
    )
    b.ask(g, "quoted", "what did the garage say about the brakes", [reply], HOME)
    b.ask(g, "quoted", "how much are new brake pads", [reply], HOME)
    b.ask(g, "typo", "brake pads replacment cost", [reply], HOME)


def _tax(b: Builder) -> None:
    g = "tax"
    advice = Mail(
        f"{g}:advice",
        HOME,
        ACCOUNTANT,
        "Your self-assessment",
        "Dear Alex,\n\nyour tax return is ready to file. The balance to pay is 2,300 GBP "
        "and the deadline is 31 January; a first payment on account of 1,150 GBP is due at "
        "the same time.\n\nRuth",
        b.tick(),
    )
    advice.text = advice.own + "\n\n" + ACCOUNTANT.signature()
    fwd = b.forward(f"{g}:fwd", HOME, PARTNER, advice, "For our records.")
    b.ask(g, "forward", "how much tax do we owe", [fwd], HOME)
    b.ask(g, "forward", "self assessment deadline", [fwd], HOME)


def _dentist(b: Builder) -> None:
    g = "dentist"
    appointment = b.html(
        f"{g}:appointment",
        HOME,
        DENTIST,
        "Appointment reminder",
        "<html><body><table><tr><td><p>Hello Jamie,</p><p>this is a reminder of your "
        "check-up with <b>Dr Laine</b> on <b>Wednesday 7 May at 16:20</b>.</p><p>Please "
        "arrive ten minutes early. To cancel, call 0161 555 0177.</p></td></tr></table>"
        "</body></html>",
    )
    b.ask(g, "html", "when is the dentist appointment", [appointment], HOME)
    b.ask(g, "html", "which doctor is the check-up with", [appointment], HOME)


def _german_quote(b: Builder) -> None:
    g = "de-techniker"
    visit = Mail(
        f"{g}:visit",
        INTL,
        FELIX,
        "Wartung Fräsmaschine",
        "Guten Tag,\n\nunser Techniker kommt am Dienstag, 8. April, um 9 Uhr zur Wartung "
        "der Fräsmaschine. Bitte sorgen Sie dafür, dass die Maschine ab 7 Uhr abgeschaltet "
        "ist.\n\nFelix Novak",
        b.tick(),
    )
    reply = b.reply(
        f"{g}:reply",
        INTL,
        ME,
        visit,
        "Danke, das passt.",
        style="top",
        language="de",
        sign=False,
    )
    b.ask(g, "multilingual", "wann kommt der Techniker zur Wartung?", [reply], INTL)
    b.ask(g, "multilingual", "ab wann muss die Maschine abgeschaltet sein", [reply], INTL)


def _spanish_forward(b: Builder) -> None:
    g = "es-transporte"
    original = Mail(
        f"{g}:original",
        INTL,
        LUCIA,
        "Huelga de transportes",
        "Hola:\n\npor la huelga de transportes del 14 de abril no habrá recogidas en el "
        "almacén de Valencia; los envíos saldrán el día 15.\n\nLucía",
        b.tick(),
    )
    text = (
        "Para tu información.\n\n---------- Mensaje reenviado ---------\n"
        f"De: {LUCIA.name} <{LUCIA.address}>\nFecha: {original.when:%d/%m/%Y}\n"
        f"Asunto: {original.subject}\n\n{original.own}"
    )
    fwd = Mail(f"{g}:fwd", INTL, CARMEN, "Fwd: Huelga de transportes", "", b.tick(), text=text)
    b.add(fwd)
    b.ask(g, "multilingual", "¿qué pasa con los envíos durante la huelga?", [fwd], INTL)
    b.ask(g, "multilingual", "huelga de transportes Valencia", [fwd], INTL)


def _greek(b: Builder) -> None:
    g = "el-synantisi"
    meeting = b.plain(
        f"{g}:meeting",
        INTL,
        ELENI,
        "Συνάντηση με τον πελάτη",
        "Καλημέρα,\n\nη συνάντηση με τον πελάτη μεταφέρθηκε την Τρίτη στις 11:00 στο "
        "γραφείο της Αθήνας. Θα φέρω τις νέες τιμές.\n\nΕλένη",
    )
    b.ask(g, "multilingual", "πότε είναι η συνάντηση με τον πελάτη", [meeting], INTL)
    b.ask(g, "multilingual", "συνάντηση Αθήνα τιμές", [meeting], None)


SCENARIOS = (
    _staging_database,
    _migration_log,
    _nginx_502,
    _retry_review,
    _long_thread_office,
    _long_thread_postmortem,
    _certificate,
    _webhook_forward,
    _cloud_invoice,
    _deposit,
    _school_trip,
    _vet,
    _plumber,
    _flight,
    _insurance,
    _french,
    _german,
    _spanish,
    _russian,
    _inline_answers,
    _worker_config,
    _vacation,
    _garage,
    _tax,
    _dentist,
    _german_quote,
    _spanish_forward,
    _greek,
)


# --- Background mail: what fills a real mailbox around the answers ---------------------------

_CI_ERRORS = (
    "FAILED tests/test_export.py::test_large_export - TimeoutError: export took 31.2 s",
    "ERROR: Could not find a version that satisfies the requirement numpy==2.9.1",
    "npm ERR! code ERESOLVE unable to resolve dependency tree",
    "E   AssertionError: assert 401 == 200 (tests/api/test_tokens.py:88)",
    "fatal: unable to access 'https://git.northwind.example/': Could not resolve host",
    "Killed (OOM) while linking target api-server",
)
_ALERTS = (
    ("DiskSpaceLow", "disk usage above 85 % on {host}"),
    ("HighLatency", "p95 latency above 800 ms on {host}"),
    ("CertificateExpiry", "certificate of {host} expires in 21 days"),
    ("QueueBacklog", "queue inbound has more than 5000 messages on {host}"),
)
_HOSTS = ("api-1", "api-2", "worker-3", "db-primary", "db-replica", "smtp-1")
_NEWS = (
    "PostgreSQL 18 released: what changes for you",
    "Ten tips for faster Django tests",
    "Why your Celery tasks are slow",
    "Rust in production, a year later",
    "Designing idempotent APIs",
)
_SHOP_ITEMS = ("USB-C charger", "kitchen scales", "garden hose", "desk lamp", "rain jacket")
_FAMILY = (
    ("Sunday lunch", "Are you coming for lunch on Sunday? Grandma is making lasagne."),
    ("Photos from the beach", "Here are the photos from the beach, the kids loved it."),
    ("Birthday present", "Any idea what to get Sam for his birthday? He likes board games."),
    ("Book club", "Next month's book is The Left Hand of Darkness. We meet at Nina's."),
)
_INTL_ROUTINE = (
    (
        CLAIRE,
        "Planning de la semaine",
        "Bonjour,\n\nvoici le planning de la semaine "
        "prochaine. Merci de confirmer vos disponibilités.\n\nClaire",
    ),
    (
        KLAUS,
        "Preisanpassung",
        "Sehr geehrte Damen und Herren,\n\nab dem 1. Juli gelten "
        "neue Preise für Fräswerkzeuge. Die Liste finden Sie im Anhang.\n\nMit freundlichen Grüßen",
    ),
    (
        CARMEN,
        "Pedido 7741",
        "Hola:\n\nel pedido 7741 salió ayer del almacén de Valencia.\n\nSaludos,\nCarmen",
    ),
    (
        IVAN,
        "Счёт за март",
        "Добрый день!\n\nВо вложении счёт за март. Оплата в течение десяти дней.\n\nИван",
    ),
    (
        JULIEN,
        "Accès au portail fournisseur",
        "Bonjour,\n\nmon accès au portail fournisseur "
        "ne fonctionne plus depuis lundi. Pouvez-vous le réinitialiser ?\n\nJulien",
    ),
)


def _background(b: Builder, count: int) -> None:
    rng = b.rng
    for index in range(count):
        key = f"bg:{index:04d}"
        roll = index % 10
        if roll in (0, 1):
            error = rng.choice(_CI_ERRORS)
            number = 4000 + index
            b.plain(
                key,
                OPS,
                CI,
                f"[northwind/api] Pipeline #{number} failed",
                f"Pipeline #{number} failed at stage test.\n\n$ make test\n{error}\n\n"
                f"Job log: https://builds.northwind.example/{number}",
                sign=False,
            )
        elif roll == 2:
            name, summary = rng.choice(_ALERTS)
            host = rng.choice(_HOSTS)
            b.plain(
                key,
                OPS,
                ALERTS,
                f"[FIRING:1] {name} {host}",
                f"Alert: {name}\nSeverity: warning\nSummary: {summary.format(host=host)}",
                sign=False,
            )
        elif roll == 3:
            title = rng.choice(_NEWS)
            b.html(
                key,
                rng.choice((OPS, HOME)),
                NEWS,
                f"The Weekly Stack: {title}",
                f"<html><body><h1>{title}</h1><p>This week: {title.lower()}, plus jobs and "
                "events.</p><p><a href='https://weeklystack.example/u'>Unsubscribe</a></p>"
                "</body></html>",
            )
        elif roll == 4:
            sender = rng.choice((PRIYA, TOM, MARCO, SAM, YUKI))
            topic = rng.choice(
                ("sprint planning", "the design review", "on-call handover", "the team lunch")
            )
            b.plain(
                key,
                OPS,
                sender,
                f"Notes from {topic}",
                f"Hi,\n\nshort notes from {topic}: nothing blocking, next check-in on "
                f"{rng.choice(('Monday', 'Tuesday', 'Thursday'))}.\n\n{sender.name.split()[0]}",
            )
        elif roll == 5:
            item = rng.choice(_SHOP_ITEMS)
            b.html(
                key,
                HOME,
                SHOP,
                f"Your order has shipped: {item}",
                f"<html><body><p>Good news! Your {item} is on its way and arrives in 2-3 "
                "days.</p><p>Track your parcel online.</p></body></html>",
            )
        elif roll == 6:
            subject, text = rng.choice(_FAMILY)
            b.plain(key, HOME, PARTNER, subject, text, sign=False)
        elif roll == 7:
            sender, subject, text = rng.choice(_INTL_ROUTINE)
            b.plain(key, INTL, sender, subject, text)
        elif roll == 8:
            b.plain(
                key,
                HOME,
                BANK,
                "Your monthly statement is ready",
                "Your statement for current account ending 4411 is ready in online banking.",
                sign=False,
            )
        else:
            b.plain(
                key,
                rng.choice((OPS, INTL)),
                CERTVENDOR,
                "Our newsletter",
                "Dear customer,\n\nread about the latest changes to browser certificate "
                "policies on our blog.\n\nKind regards",
            )


def generate(*, seed: int = SEED, background: int = 400) -> GoldenSet:
    """The slice: the scenarios' mail and questions plus ``background`` messages of the
    kind every mailbox holds (CI mail, alerts, newsletters, orders, family, routine)."""
    builder = Builder(random.Random(seed))  # noqa: S311 (reproducible test data)
    for scenario in SCENARIOS:
        scenario(builder)
    _background(builder, background)
    messages = []
    for mail in builder.mails:
        recipient = f"{IDENTITIES[mail.identity]}@golden.test"
        messages.append(
            GoldenMessage(
                key=mail.key,
                identity=mail.identity,
                topic=mail.key.split(":")[0],
                subject=mail.subject,
                text=mail.text,
                from_name=mail.sender.name,
                from_address=mail.sender.address,
                received_at=mail.when + timedelta(minutes=2),
                attachments=list(mail.attachments),
                raw=mail.raw(recipient),
                thread=mail.thread,
            )
        )
    return GoldenSet(IDENTITIES, messages, builder.queries)


def split(data: GoldenSet, name: str) -> GoldenSet:
    """The same mail with only the queries of one split."""
    if name not in SPLITS:
        raise ValueError(f"unknown split {name!r}")
    queries = [q for q in data.queries if split_of(q.group) == name]
    return GoldenSet(data.identities, data.messages, queries)
