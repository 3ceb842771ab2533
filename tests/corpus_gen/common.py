"""Shared pools and helpers for the corpus shapes. All content is invented for this corpus."""

from __future__ import annotations

import datetime as dt
import random
from collections.abc import Iterator
from dataclasses import dataclass
from email.utils import format_datetime

SEED = 20240611


@dataclass(frozen=True)
class Person:
    name: str
    email: str


PEOPLE = [
    Person("Alice Martin", "alice.martin@example.com"),
    Person("Bob Okafor", "bob@example.org"),
    Person("Chen Wei", "chen.wei@example.net"),
    Person("Dana Kowalski", "dana.k@acme.test"),
    Person("Émile Durand", "emile.durand@exemple.test"),
    Person("Fatima Haddad", "fatima@example.com"),
    Person("Gustav Lindqvist", "gustav@lindqvist.example"),
    Person("Hiro Tanaka", "hiro.tanaka@example.jp.test"),
    Person("Ines Moreno", "ines.moreno@example.es.test"),
    Person("Jonas Müller", "jonas.mueller@beispiel.test"),
    Person("Kai Nakamura", "kai@example.net"),
    Person("Lena de Vries", "lena@voorbeeld.test"),
    Person("Marco Rossi", "marco.rossi@esempio.test"),
    Person("Nadia Petrova", "nadia@example.ru.test"),
    Person("Oscar Silva", "oscar.silva@exemplo.test"),
    Person("Priya Raman", "priya@example.in.test"),
    Person("Quinn O'Brien", "quinn.obrien@example.ie.test"),
    Person("Agent Smith", "agent-7@agents.pylota.test"),
    Person("Support Bot", "support@helpdesk.example"),
    Person("Ravi Kumar", "Ravi.Kumar@Example.COM"),
]

AGENTS = [
    Person("Research Agent", "research@agents.pylota.test"),
    Person("Scheduling Agent", "calendar@agents.pylota.test"),
    Person("Invoice Agent", "invoices@agents.pylota.test"),
    Person(None, "ops-agent@agents.pylota.test"),  # type: ignore[arg-type]
]

TOPICS = [
    "the quarterly report",
    "next week's planning session",
    "the supplier contract",
    "the onboarding checklist",
    "the conference travel",
    "invoice 2024-0117",
    "the staging deployment",
    "the customer interview notes",
    "the Q3 budget",
    "the office move",
    "the API rate limits",
    "the translation review",
]

SENTENCES = [
    "Thanks for sending this over so quickly.",
    "I had a look and most of it seems fine to me.",
    "Could you double-check the figures in section 3?",
    "Let's discuss the remaining points on Thursday.",
    "I have attached the updated version.",
    "The numbers for March are still missing.",
    "Please let me know if anything is unclear.",
    "We agreed to move the deadline by one week.",
    "I will forward this to the rest of the team.",
    "Can you confirm that the meeting room is booked?",
    "The draft looks good, just two small comments below.",
    "Happy to help with the review if you need a second pair of eyes.",
]

BASE_DATE = dt.datetime(2024, 3, 4, 9, 30, tzinfo=dt.UTC)
OFFSETS = [0, 60, -300, 120, 330, 540, -480, 100, -60, 0]


def rng_for(name: str) -> random.Random:
    return random.Random(f"{SEED}:{name}")


def date_for(rng: random.Random) -> str:
    when = BASE_DATE + dt.timedelta(minutes=rng.randrange(0, 60 * 24 * 200))
    offset = rng.choice(OFFSETS)
    local = when.astimezone(dt.timezone(dt.timedelta(minutes=offset)))
    return format_datetime(local)


def msgid(rng: random.Random, domain: str = "mail.example.com") -> str:
    token = "".join(rng.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(16))
    return f"<{token}@{domain}>"


def paragraph(rng: random.Random, n: int = 3) -> str:
    return " ".join(rng.sample(SENTENCES, n))


def pick(rng: random.Random, pool: list, k: int = 2) -> list:
    return rng.sample(pool, k)


@dataclass
class Sample:
    shape: str
    name: str
    raw: bytes


Samples = Iterator[Sample]
