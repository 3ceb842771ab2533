"""The structured filter a query compiles to: a boolean tree of typed predicates.

Nothing here is SQL. :mod:`pylota.core.query.sql` renders a tree to a SQL fragment in
which every value is a bound parameter.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Literal

TextKind = Literal["plain", "phrase", "prefix", "any"]  # "any": one of the words is enough


@dataclass(frozen=True)
class TextMatch:
    """Full-text match of folded text against the message document (or its subject)."""

    query: str  # folded; for "prefix" a single word
    kind: TextKind = "plain"
    scope: Literal["all", "subject"] = "all"


@dataclass(frozen=True)
class PeopleMatch:
    """Case-insensitive substring of a sender/recipient ("name address") text."""

    role: Literal["from", "to", "cc"]
    pattern: str  # a LIKE pattern, wildcards of the value escaped


@dataclass(frozen=True)
class FilenameMatch:
    pattern: str  # a LIKE pattern over lowercased attachment file names


@dataclass(frozen=True)
class LabelIs:
    label: str


@dataclass(frozen=True)
class Flag:
    name: Literal["has_attachment", "unread", "read"]


@dataclass(frozen=True)
class ReceivedAt:
    """Before/after a moment, by the message's own date (``sql.MESSAGE_DATE``: its Date
    header when plausible, else its arrival)."""

    op: Literal["lt", "gte"]
    value: datetime


@dataclass(frozen=True)
class IdentityIs:
    identity_id: str


@dataclass(frozen=True)
class TriageIs:
    """The message's triage: ``needs_reply`` (value "true"), ``priority`` or ``category``."""

    field: Literal["needs_reply", "priority", "category"]
    value: str


@dataclass(frozen=True)
class Const:
    value: bool


@dataclass(frozen=True)
class All:
    children: tuple[Filter, ...]


@dataclass(frozen=True)
class Any_:
    children: tuple[Filter, ...]


@dataclass(frozen=True)
class Negate:
    child: Filter


TRUE = Const(True)
FALSE = Const(False)

Filter = (
    TextMatch
    | PeopleMatch
    | FilenameMatch
    | LabelIs
    | Flag
    | ReceivedAt
    | IdentityIs
    | TriageIs
    | Const
    | All
    | Any_
    | Negate
)


def all_of(children: list[Filter]) -> Filter:
    """AND with constant folding and flattening."""
    out: list[Filter] = []
    for child in children:
        if child == TRUE:
            continue
        if child == FALSE:
            return FALSE
        out.extend(child.children if isinstance(child, All) else [child])
    if not out:
        return TRUE
    return out[0] if len(out) == 1 else All(tuple(out))


def any_of(children: list[Filter]) -> Filter:
    """OR with constant folding and flattening."""
    out: list[Filter] = []
    for child in children:
        if child == FALSE:
            continue
        if child == TRUE:
            return TRUE
        out.extend(child.children if isinstance(child, Any_) else [child])
    if not out:
        return FALSE
    return out[0] if len(out) == 1 else Any_(tuple(out))


def negate(child: Filter) -> Filter:
    if isinstance(child, Const):
        return Const(not child.value)
    if isinstance(child, Negate):
        return child.child
    return Negate(child)
