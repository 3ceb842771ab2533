"""The golden set: synthetic but realistic mail with labelled queries, from a fixed seed.

About 5,000 messages across five agent identities, each message about exactly one of the
topics below (written with one of several subjects and bodies, names, dates and amounts
filled in, greetings and small talk around it), some with attachments. Queries of five
kinds are labelled with the set of messages that answer them, computed from how the
messages were generated (never from a search engine):

- ``phrase``: a quoted phrase copied from one message ("table for 4 at Trattoria Verde");
- ``paraphrase``: the topic in other words ("reserve somewhere to eat out"), one identity;
- ``sender_topic``: ``from:<person>`` and a topic word, tenant-wide;
- ``date``: a topic in other words bounded by ``after:``/``before:``, one identity;
- ``attachment``: ``has:attachment`` or ``filename:`` with the topic in other words.

Pure Python (no Django): ``manage.py eval_search`` stores and indexes the set, and
``bench/search.py`` reuses the generator for its 50,000 messages.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta

from pylota.core.query import fold

SEED = 20261129
START = datetime(2025, 12, 1, tzinfo=UTC)
DAYS = 360
IDENTITIES = ("sales", "support", "finance", "travel", "ops")


@dataclass(frozen=True)
class Topic:
    key: str
    word: str  # a word every message of the topic contains (subject or body)
    subjects: tuple[str, ...]
    bodies: tuple[str, ...]
    paraphrases: tuple[str, ...]
    attachment: tuple[str, str] | None = None  # (file name template, content type)


TOPICS: tuple[Topic, ...] = (
    Topic(
        "dinner",
        "table",
        ("Table for {n} on {day}", "Dinner reservation at {restaurant}", "Booking a table"),
        (
            "Could you book a table for {n} at {restaurant} on {day} at {time}? Window seat "
            "if they have one.",
            "Please reserve a table at {restaurant} for {n} people, {day} evening around {time}.",
            "We need a dinner table for {n} on {day}; {restaurant} or anything nearby works.",
        ),
        ("reserve somewhere to eat out in the evening", "restaurant booking for a meal"),
    ),
    Topic(
        "flight",
        "flight",
        ("Flight to {city2}", "Booking my flight on {date}", "Flight options {city} - {city2}"),
        (
            "Please book me a flight from {city} to {city2} on {date}, economy, aisle seat.",
            "I need a return flight {city} to {city2}, leaving {date}; morning departures "
            "preferred.",
            "Can you find a direct flight to {city2} on {date}? Budget is {amount}.",
        ),
        ("air travel arrangements for my trip", "buy plane tickets"),
    ),
    Topic(
        "hotel",
        "hotel",
        ("Hotel in {city}", "Room for {n} nights", "Hotel booking for the {city} trip"),
        (
            "I need a hotel room in {city} for {n} nights from {date}, close to the centre.",
            "Please book a hotel near the {city} convention centre, {n} nights starting {date}.",
            "The hotel in {city} must have breakfast included; check-in {date}, {n} nights.",
        ),
        ("accommodation to sleep during the visit", "lodging for my stay in town"),
    ),
    Topic(
        "invoice",
        "invoice",
        ("Invoice {code}", "Invoice {code} from {company}", "Your invoice is ready"),
        (
            "Attached is invoice {code} for {amount}. Payment is due within 30 days.",
            "Please find our invoice {code} over {amount} for the services delivered in {month}.",
            "A friendly reminder that invoice {code} ({amount}) is still open.",
        ),
        ("bill that needs to be paid to a supplier", "how much we owe the vendor"),
        ("invoice-{code}.pdf", "application/pdf"),
    ),
    Topic(
        "password",
        "password",
        ("Password reset", "Reset your password", "Your password reset code"),
        (
            "Your password reset code is {code}. It expires in 15 minutes.",
            "Someone asked to reset the password of your account. Use code {code} to continue.",
            "Click the link below to choose a new password; the code {code} is valid once.",
        ),
        ("recover my login credentials", "I forgot how to log into my account"),
    ),
    Topic(
        "outage",
        "outage",
        ("Outage: API errors", "Production outage in {city}", "Incident: outage ongoing"),
        (
            "Production outage: the API returns 502 errors since {time}. The on-call "
            "engineer is investigating.",
            "We have an outage in the {city} region; requests time out and the status page "
            "is updated.",
            "The outage that started at {time} is mitigated; a postmortem follows.",
        ),
        ("the website went down and was unavailable", "service incident with servers failing"),
    ),
    Topic(
        "interview",
        "interview",
        ("Interview invitation", "Your interview on {day}", "Interview for the {role} role"),
        (
            "We would like to invite you to an interview for the {role} position on {day} "
            "at {time}.",
            "Your interview with the hiring panel is confirmed for {day} at {time}, {role} role.",
            "Could you move the interview for the {role} opening to another day?",
        ),
        ("hiring meeting with a job candidate", "recruitment conversation with an applicant"),
    ),
    Topic(
        "contract",
        "contract",
        ("Contract renewal", "{company} contract", "Renewing our contract"),
        (
            "The contract with {company} expires on {date}; please review the renewal terms.",
            "Attached is the renewed contract with {company}; the price goes up by {amount}.",
            "Legal approved the contract changes for {company}; we can sign before {date}.",
        ),
        ("extend the agreement with the vendor", "legal terms of our deal with a supplier"),
        ("contract-{company}.docx", "application/vnd.openxmlformats"),
    ),
    Topic(
        "shipping",
        "order",
        ("Your order {code} is delayed", "Order {code}: new delivery date", "Order update"),
        (
            "Your order {code} has been delayed; the parcel will now arrive on {date}.",
            "Unfortunately order {code} missed the courier; expect it by {date}.",
            "The carrier reports that order {code} is held at the depot in {city}.",
        ),
        ("my package is late and has not arrived", "parcel delivery postponed"),
    ),
    Topic(
        "refund",
        "refund",
        ("Refund request", "Refund for the {product}", "Where is my refund?"),
        (
            "I returned the {product} last week and would like a refund of {amount}.",
            "Please refund my order {code}; the {product} arrived broken.",
            "It has been two weeks and the refund for the {product} has not reached my card.",
        ),
        ("money back for a returned purchase", "reimburse me for the broken item"),
    ),
    Topic(
        "reschedule",
        "meeting",
        ("Move our meeting?", "Meeting on {day}", "Can we reschedule the meeting"),
        (
            "Can we move our {day} meeting to {day2}? Something came up.",
            "I have a conflict with the {day} meeting; would {day2} at {time} work?",
            "Let's push the weekly meeting from {day} to {day2}, same time.",
        ),
        ("postpone our call to a later date", "change when we get together"),
    ),
    Topic(
        "birthday",
        "birthday",
        ("Surprise party for {person}", "{person}'s birthday", "Birthday plans"),
        (
            "We're throwing a surprise party for {person}'s birthday on {day}. Bring a gift!",
            "It's {person}'s birthday on {day}; cake in the kitchen at {time}.",
            "Collecting money for {person}'s birthday present, {amount} each.",
        ),
        ("celebration for a colleague turning a year older", "cake and presents for someone"),
    ),
    Topic(
        "sale",
        "sale",
        ("Spring sale: 30% off", "Last day of the sale", "Members-only sale"),
        (
            "Spring sale: 30% off every {product} this weekend only.",
            "Our sale ends tonight: save {amount} on the {product} and free shipping.",
            "As a member you get early access to the sale on {product} accessories.",
        ),
        ("discount promotion advertisement", "marketing email with cheaper prices"),
    ),
    Topic(
        "tax",
        "tax",
        ("Tax statement {year}", "Your {year} tax documents", "Tax return checklist"),
        (
            "Your annual tax statement for {year} is ready; please send your receipts for "
            "deductions.",
            "The accountant needs your tax documents for {year} before {date}.",
            "We filed your {year} tax return; the expected refund is {amount}.",
        ),
        ("paperwork for the revenue service", "yearly filing with the government"),
        ("tax-statement-{year}.pdf", "application/pdf"),
    ),
    Topic(
        "security",
        "sign-in",
        ("New sign-in to your account", "Security alert", "Was this you?"),
        (
            "We detected a new sign-in to your account from a device in {city}.",
            "Security alert: a sign-in from {city} used your password at {time}.",
            "If the sign-in from {city} was not you, change your password now.",
        ),
        ("suspicious login warning", "someone accessed my profile from an unknown place"),
    ),
    Topic(
        "bug",
        "crash",
        ("Bug: export crash", "App crash when exporting", "Crash report #{n}"),
        (
            "The export button causes a crash when the file name contains an emoji.",
            "Steps to reproduce the crash: open settings, pick a theme, press save.",
            "Version {n} still has the crash on startup for users in {city}.",
        ),
        ("software defect makes the application fail", "the program stops working"),
        ("screenshot-{n}.png", "image/png"),
    ),
    Topic(
        "vacation",
        "leave",
        ("Annual leave request", "Leave from {date}", "Holiday leave"),
        (
            "I'd like to take annual leave from {date} to {date2}; {person} will cover.",
            "Please approve my leave request for {n} days starting {date}.",
            "Reminder: I'm on leave next week, back on {date2}.",
        ),
        ("time off work for a holiday", "vacation days approval"),
    ),
    Topic(
        "review",
        "review",
        ("Performance review", "Your quarterly review", "Review meeting on {day}"),
        (
            "Your quarterly performance review is scheduled; please complete the self-assessment.",
            "The review with your manager is on {day} at {time}; bring your goals.",
            "Calibration of the review scores finishes on {date}.",
        ),
        ("evaluation of how well I did at work", "appraisal of my results this quarter"),
        ("self-assessment.docx", "application/vnd.openxmlformats"),
    ),
    Topic(
        "lease",
        "lease",
        ("Apartment lease", "Lease renewal and rent", "About the lease"),
        (
            "The landlord says the apartment lease renews on {date} with a rent increase "
            "of {amount}.",
            "Please sign the lease extension by {date}; the deposit stays the same.",
            "Our lease ends on {date}; should we look for a bigger flat?",
        ),
        ("housing tenancy agreement and monthly payment", "renting the flat from the owner"),
    ),
    Topic(
        "car",
        "car",
        ("Car service due", "Your car is ready", "Car inspection on {day}"),
        (
            "Your car is due for its {n}-mile service; the garage has a slot on {day}.",
            "The car passed inspection; the brake pads were replaced for {amount}.",
            "Please bring the car in on {day} at {time} for the tyre change.",
        ),
        ("vehicle maintenance at the mechanic", "automobile repair appointment"),
    ),
    Topic(
        "dentist",
        "dental",
        ("Dental check-up", "Reminder: dental appointment", "Dental cleaning on {day}"),
        (
            "Reminder: dental check-up on {day} at {time} with Dr. {person}.",
            "Your dental cleaning was moved to {day}; please arrive ten minutes early.",
            "The dental x-rays are ready; Dr. {person} wants to discuss a filling.",
        ),
        ("visit to the dentist about my teeth", "appointment at the tooth doctor"),
    ),
    Topic(
        "talk",
        "talk",
        ("Talk accepted", "Your talk at {conf}", "Speaker info for {conf}"),
        (
            "Your talk proposal '{title}' was accepted for {conf}!",
            "Speakers at {conf} get 30 minutes; please send the slides for your talk by {date}.",
            "The talk '{title}' is scheduled in room {n} on {day}.",
        ),
        ("presentation submission approved for the event", "I will be a conference speaker"),
    ),
    Topic(
        "payment",
        "payment",
        ("Payment received", "Thanks for your payment", "Payment confirmation {code}"),
        (
            "We received your payment of {amount}; thank you.",
            "Payment {code} of {amount} has cleared and your balance is zero.",
            "This confirms the payment of {amount} made on {date}.",
        ),
        ("confirmation that the money arrived", "the transfer went through"),
    ),
    Topic(
        "subscription",
        "subscription",
        ("Cancel my subscription", "Subscription cancelled", "Your subscription"),
        (
            "Please cancel my subscription to {product} at the end of this billing period.",
            "Your subscription to {product} has been cancelled; access ends on {date}.",
            "We're sorry to see you go: your subscription ends on {date}.",
        ),
        ("stop my recurring membership plan", "end the monthly plan I pay for"),
    ),
    Topic(
        "offsite",
        "offsite",
        ("Team offsite", "Offsite agenda", "Offsite in {city}"),
        (
            "The team offsite will be held in {city}; buses leave at {time} on {day}.",
            "Agenda for the offsite: strategy in the morning, hiking in the afternoon.",
            "Please fill in the dietary form for the offsite by {date}.",
        ),
        ("company retreat away from the office", "team building trip out of town"),
    ),
    Topic(
        "backup",
        "backup",
        ("Backup failed", "Nightly backup report", "Backup of {system}"),
        (
            "The nightly backup of the {system} database failed with a disk full error.",
            "Backup completed for {system}: {n} GB in 42 minutes.",
            "Restore test from last week's backup of {system} succeeded.",
        ),
        ("storage snapshot job did not complete", "copies of the data for disaster recovery"),
    ),
    Topic(
        "complaint",
        "ticket",
        ("Very unhappy", "Complaint about support", "Ticket {code} ignored"),
        (
            "I'm very unhappy with the support I received; nobody answered ticket {code} for "
            "two weeks.",
            "This is my third message about ticket {code} and still no answer.",
            "Your agent closed ticket {code} without fixing anything. Unacceptable.",
        ),
        ("angry client dissatisfied with the service", "customer is upset and wants help"),
    ),
    Topic(
        "quote",
        "quote",
        ("Request for quote", "Quote for {n} units", "Your quote {code}"),
        (
            "Could you send us a quote for {n} units of the {product}?",
            "Attached is quote {code}: {n} units of {product} for {amount}.",
            "Is the quote {code} still valid if we order in {month}?",
        ),
        ("estimate of cost for a bulk purchase", "pricing proposal for buying many items"),
        ("quote-{code}.xlsx", "application/vnd.ms-excel"),
    ),
    Topic(
        "insurance",
        "claim",
        ("Insurance claim {code}", "Your claim", "Claim update"),
        (
            "We have opened claim {code} for the water damage in your kitchen.",
            "An assessor will visit on {day} about claim {code}.",
            "Claim {code} is approved; {amount} will be paid within 10 days.",
        ),
        ("compensation after the flood at home", "insurer covering the damage"),
        ("claim-photos-{code}.zip", "application/zip"),
    ),
    Topic(
        "pullrequest",
        "pull request",
        ("Review my pull request", "Pull request #{n}", "PR #{n} ready"),
        (
            "Please review pull request #{n}: it refactors the billing module.",
            "Pull request #{n} fixes the flaky test in the checkout flow.",
            "CI is green on pull request #{n}; can someone approve it?",
        ),
        ("look over my code changes", "approve the source change before merging"),
    ),
)

FIRST = [
    "Dana",
    "Ava",
    "Noah",
    "Liam",
    "Mia",
    "Omar",
    "Sofia",
    "Lukas",
    "Chen",
    "Priya",
    "Jonas",
    "Elena",
    "Marco",
    "Yuki",
    "Fatima",
    "Tom",
    "Zoe",
    "Ivan",
    "Grace",
    "Hugo",
    "Nina",
    "Raj",
    "Lea",
    "Oscar",
    "Ines",
    "Paul",
    "Sara",
    "Theo",
    "Wei",
    "Amara",
]
LAST = [
    "Whitfield",
    "Moreau",
    "Kowalski",
    "Tanaka",
    "Okafor",
    "Lindqvist",
    "Romero",
    "Novak",
    "Fischer",
    "Haddad",
    "Silva",
    "Brennan",
    "Duarte",
    "Keller",
    "Osei",
    "Petrov",
    "Laine",
    "Murphy",
    "Rossi",
    "Sato",
]
DOMAINS = [
    "acme-logistics.com",
    "northwind.example",
    "globex.io",
    "initech.net",
    "umbrella.org",
    "hooli.dev",
    "vandelay.co",
    "stark-industries.biz",
    "wayne.example",
    "soylent.com",
    "gmail.com",
    "outlook.com",
]
CITIES = [
    "Lisbon",
    "Berlin",
    "Tokyo",
    "Nairobi",
    "Toronto",
    "Madrid",
    "Oslo",
    "Seoul",
    "Chicago",
    "Lyon",
    "Dublin",
    "Austin",
]
RESTAURANTS = (
    "Trattoria Verde",
    "Le Petit Zinc",
    "Sakura House",
    "The Oak Room",
    "Casa Lupe",
    "Blue Lotus",
)
PRODUCTS = (
    "espresso machine",
    "standing desk",
    "noise-cancelling headphones",
    "mountain bike",
    "smart watch",
    "air purifier",
    "office chair",
    "4K monitor",
)
COMPANIES = ("Acme Logistics", "Northwind", "Globex", "Initech", "Vandelay", "Hooli")
ROLES = ("data engineer", "product designer", "account manager", "site reliability engineer")
CONFS = ("PyCon", "DjangoCon", "KubeCon", "StrangeLoop")
TITLES = ("Fast search in Postgres", "Agents that read mail", "Scaling Celery")
SYSTEMS = ("billing", "orders", "analytics", "crm")
WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday")
MONTHS = ("January", "March", "May", "July", "September", "November")
GREETINGS = ("Hi,", "Hello,", "Hi team,", "Dear colleague,", "Hey,", "Good morning,")
CLOSINGS = ("Thanks,", "Best regards,", "Cheers,", "Kind regards,", "Talk soon,")
SMALL_TALK = (
    "Hope you had a good weekend.",
    "Sorry for the late reply, it has been a busy week.",
    "Let me know if you have any questions.",
    "I'm travelling this week so answers may be slow.",
    "Thanks again for your help last time.",
    "The weather here has been lovely.",
    "Looking forward to hearing from you.",
    "Please keep this between us for now.",
    "I copied the rest of the group for visibility.",
    "No rush on this one.",
)


@dataclass
class GoldenAttachment:
    filename: str
    content_type: str


@dataclass
class GoldenMessage:
    key: str
    identity: int
    topic: str
    subject: str
    text: str
    from_name: str
    from_address: str
    received_at: datetime
    attachments: list[GoldenAttachment] = field(default_factory=list)
    # The real-mail slice (golden_real) writes raw RFC 5322 bytes: loading parses them
    # as live mail is parsed (text, HTML, the reply without its quote, the Date header).
    raw: bytes = b""
    thread: str = ""  # messages with the same key share a thread


@dataclass
class GoldenQuery:
    kind: str
    q: str
    identity: int | None  # None: tenant-wide
    relevant: frozenset[str]
    group: str = ""  # the scenario a real-mail question is about (its split follows it)


@dataclass
class GoldenSet:
    identities: tuple[str, ...]
    messages: list[GoldenMessage]
    queries: list[GoldenQuery]


def _people(rng: random.Random, count: int = 60) -> list[tuple[str, str]]:
    people = set()
    while len(people) < count:
        first, last = rng.choice(FIRST), rng.choice(LAST)
        domain = rng.choice(DOMAINS)
        people.add((f"{first} {last}", f"{first}.{last}@{domain}".lower()))
    return sorted(people)


def _fill(template: str, rng: random.Random, when: datetime) -> str:
    later = when + timedelta(days=rng.randint(3, 40))
    values = {
        "n": str(rng.randint(2, 9)),
        "day": rng.choice(WEEKDAYS),
        "day2": rng.choice(WEEKDAYS),
        "time": f"{rng.randint(8, 20)}:{rng.choice(('00', '15', '30', '45'))}",
        "restaurant": rng.choice(RESTAURANTS),
        "city": rng.choice(CITIES),
        "city2": rng.choice(CITIES),
        "date": later.strftime("%B %d").replace(" 0", " "),
        "date2": (later + timedelta(days=rng.randint(2, 14))).strftime("%B %d").replace(" 0", " "),
        "amount": f"${rng.randint(20, 9000):,}",
        "code": f"{rng.choice('ABCDEFGHJKLMNPQRSTUVWXYZ')}{rng.randint(1000, 99999)}",
        "company": rng.choice(COMPANIES),
        "product": rng.choice(PRODUCTS),
        "person": rng.choice(FIRST),
        "role": rng.choice(ROLES),
        "conf": rng.choice(CONFS),
        "title": rng.choice(TITLES),
        "system": rng.choice(SYSTEMS),
        "month": rng.choice(MONTHS),
        "year": str(when.year - 1),
    }
    return template.format(**values)


def generate(*, seed: int = SEED, messages: int = 5000, identities: int = 5) -> GoldenSet:
    rng = random.Random(seed)  # noqa: S311 (reproducible test data, not secrets)
    names = (
        IDENTITIES[:identities]
        if identities <= len(IDENTITIES)
        else tuple(f"agent{i}" for i in range(identities))
    )
    people = _people(rng)
    # Each person writes about a few topics, as real correspondents do.
    habits = {p: rng.sample(TOPICS, 4) for p in people}
    out: list[GoldenMessage] = []
    for index in range(messages):
        person = rng.choice(people)
        topic = rng.choice(habits[person]) if rng.random() < 0.8 else rng.choice(TOPICS)
        when = START + timedelta(minutes=rng.randint(0, DAYS * 24 * 60))
        subject = _fill(rng.choice(topic.subjects), rng, when)
        core = _fill(rng.choice(topic.bodies), rng, when)
        lines = [rng.choice(GREETINGS), ""]
        if rng.random() < 0.5:
            lines.append(rng.choice(SMALL_TALK))
        lines.append(core)
        if rng.random() < 0.4:
            lines.append(rng.choice(SMALL_TALK))
        lines += ["", rng.choice(CLOSINGS), person[0].split()[0]]
        attachments = []
        if topic.attachment and rng.random() < 0.6:
            attachments.append(
                GoldenAttachment(_fill(topic.attachment[0], rng, when), topic.attachment[1])
            )
        elif rng.random() < 0.03:
            attachments.append(GoldenAttachment("notes.txt", "text/plain"))
        out.append(
            GoldenMessage(
                key=f"g{index:06d}",
                identity=rng.randrange(len(names)),
                topic=topic.key,
                subject=subject,
                text="\n".join(lines),
                from_name=person[0],
                from_address=person[1],
                received_at=when,
                attachments=attachments,
            )
        )
    return GoldenSet(names, out, _queries(rng, out, len(names)))


_WORD = re.compile(r"\w+")


def _contains_phrase(text: str, phrase: str) -> bool:
    haystack = " ".join(_WORD.findall(fold(text)))
    needle = " ".join(_WORD.findall(fold(phrase)))
    return f" {needle} " in f" {haystack} "


def _queries(
    rng: random.Random, messages: list[GoldenMessage], identities: int
) -> list[GoldenQuery]:
    topics = {t.key: t for t in TOPICS}
    queries: list[GoldenQuery] = []
    per_kind = 60

    # Exact phrases: five to eight consecutive words of one message's topic sentence.
    for message in rng.sample(messages, per_kind):
        words = message.text.split("\n")
        sentence = max(words, key=len).split()
        length = min(len(sentence), rng.randint(5, 8))
        start = rng.randint(0, len(sentence) - length)
        phrase = " ".join(sentence[start : start + length]).strip(".,!?;:'\"")
        phrase = phrase.replace('"', "")
        relevant = frozenset(
            m.key
            for m in messages
            if m.identity == message.identity and _contains_phrase(f"{m.subject}\n{m.text}", phrase)
        )
        queries.append(GoldenQuery("phrase", f'"{phrase}"', message.identity, relevant))

    # Paraphrases: the topic in other words, within one identity's mailbox.
    for _ in range(per_kind):
        topic = rng.choice(TOPICS)
        identity = rng.randrange(identities)
        relevant = frozenset(
            m.key for m in messages if m.identity == identity and m.topic == topic.key
        )
        queries.append(GoldenQuery("paraphrase", rng.choice(topic.paraphrases), identity, relevant))

    # Sender and topic: tenant-wide, by address or by name.
    for message in rng.sample(messages, per_kind):
        topic = topics[message.topic]
        who = message.from_address if rng.random() < 0.5 else f'"{message.from_name}"'
        relevant = frozenset(
            m.key
            for m in messages
            if m.from_address == message.from_address and m.topic == topic.key
        )
        queries.append(GoldenQuery("sender_topic", f"from:{who} {topic.word}", None, relevant))

    # Date-bounded: a topic in other words within a window of one to three months.
    for _ in range(per_kind):
        topic = rng.choice(TOPICS)
        identity = rng.randrange(identities)
        start = START + timedelta(days=rng.randint(0, DAYS - 90))
        end = start + timedelta(days=rng.choice((30, 60, 90)))
        relevant = frozenset(
            m.key
            for m in messages
            if m.identity == identity and m.topic == topic.key and start <= m.received_at < end
        )
        q = f"{rng.choice(topic.paraphrases)} after:{start:%Y-%m-%d} before:{end:%Y-%m-%d}"
        queries.append(GoldenQuery("date", q, identity, relevant))

    # Attachments: has:attachment or filename: with the topic in other words.
    with_files = [t for t in TOPICS if t.attachment]
    for _ in range(per_kind):
        topic = rng.choice(with_files)
        identity = rng.randrange(identities)
        if rng.random() < 0.5:
            operator = "has:attachment"
            ok = lambda m: bool(m.attachments)  # noqa: E731
        else:
            extension = topic.attachment[0].rsplit(".", 1)[1]
            operator = f"filename:{extension}"
            ok = lambda m, e=extension: any(a.filename.endswith(e) for a in m.attachments)  # noqa: E731
        relevant = frozenset(
            m.key for m in messages if m.identity == identity and m.topic == topic.key and ok(m)
        )
        queries.append(
            GoldenQuery(
                "attachment", f"{operator} {rng.choice(topic.paraphrases)}", identity, relevant
            )
        )
    return [q for q in queries if q.relevant]


def recall_at(results: list[str], relevant: frozenset[str], k: int = 10) -> float:
    """Share of the relevant messages found in the top k, out of at most k."""
    if not relevant:
        return 0.0
    return len(set(results[:k]) & relevant) / min(k, len(relevant))


def reciprocal_rank(results: list[str], relevant: frozenset[str]) -> float:
    for rank, key in enumerate(results, start=1):
        if key in relevant:
            return 1.0 / rank
    return 0.0
