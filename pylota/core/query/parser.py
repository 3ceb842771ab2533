"""Parse a search query into a small syntax tree.

Grammar (``OR`` binds tighter than the implicit AND between terms, as in Gmail)::

    query   := and_expr?
    and_expr:= or_expr (("AND")? or_expr)*
    or_expr := unary (("OR" | "|") unary)*
    unary   := ("-" | "NOT") unary | atom
    atom    := "(" and_expr ")" | operator ":" value | '"' phrase '"' | word

A word ending in ``*`` is a prefix (``invoic*``). ``name:value`` is an operator when
``name`` is one of :data:`OPERATORS`; anything else is text: subjects people paste
(``RE: FW: Your March vacation``, ``Note: …``), times (``10:30``) and links (``https://…``)
are searched as words. Every error carries the 0-based character position it was found at.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta

from pylota.core.ids import is_valid
from pylota.core.query.text import has_word
from pylota.core.triage import CATEGORIES, PRIORITIES

MAX_QUERY_LENGTH = 1000
MAX_TERMS = 64
MAX_DEPTH = 16
MAX_VALUE_LENGTH = 320

OPERATORS = (
    "from",
    "to",
    "cc",
    "subject",
    "has",
    "filename",
    "label",
    "is",
    "before",
    "after",
    "newer_than",
    "older_than",
    "identity",
    # Triage (docs/triage.md): needs:reply, priority:high, category:billing
    "needs",
    "priority",
    "category",
)
_ALIASES = {"in": "label", "newer": "newer_than", "older": "older_than"}
_OPERATOR_RE = re.compile(r"^([A-Za-z_]+):(.*)$", re.DOTALL)
_AGE_RE = re.compile(r"^(\d{1,5})([hdwmy])$")
_AGE_UNITS = {"h": timedelta(hours=1), "d": timedelta(days=1), "w": timedelta(weeks=1)}
_AGE_UNITS |= {"m": timedelta(days=30), "y": timedelta(days=365)}
_DATE_RE = re.compile(r"^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$")
_LABEL_RE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9 _./:-]{0,63}$")


class QueryError(ValueError):
    """The query cannot be understood: ``position`` (0-based) says where."""

    def __init__(self, position: int, reason: str) -> None:
        super().__init__(f"{reason} (at position {position})")
        self.position = position
        self.reason = reason


# --- Syntax tree ----------------------------------------------------------------------


@dataclass(frozen=True)
class Term:
    """Free text: words (AND), a quoted phrase, or a prefix; ``field`` is None or "subject"."""

    text: str
    position: int
    phrase: bool = False
    prefix: bool = False
    field: str | None = None


@dataclass(frozen=True)
class Operator:
    """A metadata condition. ``value`` is already checked and normalised:
    str for from/to/cc/filename/label/identity; "attachment" for has; "unread"/"read" for
    is; an aware datetime for before/after; a timedelta for newer_than/older_than."""

    name: str
    value: object
    position: int


@dataclass(frozen=True)
class Not:
    child: Node
    position: int = 0


@dataclass(frozen=True)
class And:
    children: tuple[Node, ...]


@dataclass(frozen=True)
class Or:
    children: tuple[Node, ...]


Node = Term | Operator | Not | And | Or


# --- Tokens ---------------------------------------------------------------------------


@dataclass(frozen=True)
class _Token:
    kind: str  # "(" ")" "OR" "AND" "NOT" "-" "PHRASE" "WORD" "FIELD"
    text: str
    position: int
    value_position: int = 0  # FIELD: where the value starts
    quoted: bool = False  # FIELD: the value was a quoted phrase


def _read_quoted(query: str, start: int) -> tuple[str, int]:
    """The text between the quote at ``start`` and the next one; returns (text, end)."""
    end = query.find('"', start + 1)
    if end < 0:
        raise QueryError(start, "unterminated quote")
    return query[start + 1 : end], end + 1


def _tokens(query: str) -> list[_Token]:
    out: list[_Token] = []
    i, n = 0, len(query)
    while i < n:
        c = query[i]
        if c.isspace():
            i += 1
        elif c in "()":
            out.append(_Token(c, c, i))
            i += 1
        elif c == "|":
            out.append(_Token("OR", c, i))
            i += 1
        elif c == '"':
            text, end = _read_quoted(query, i)
            out.append(_Token("PHRASE", text, i))
            i = end
        elif c == "-" and i + 1 < n and not query[i + 1].isspace() and query[i + 1] not in "-)|":
            out.append(_Token("-", c, i))
            i += 1
        else:
            start = i
            while i < n and not query[i].isspace() and query[i] not in '()"|':
                i += 1
            word = query[start:i]
            match = _OPERATOR_RE.match(word)
            name = _ALIASES.get(match[1].lower(), match[1].lower()) if match else ""
            if match and name in OPERATORS and not match[2].startswith("//"):
                value_position = start + len(match[1]) + 1
                if not match[2] and i < n and query[i] == '"':
                    value, i = _read_quoted(query, i)
                    out.append(_Token("FIELD", f"{name}:{value}", start, value_position, True))
                    continue
                out.append(_Token("FIELD", f"{name}:{match[2]}", start, value_position))
            elif word in ("OR", "AND", "NOT"):
                out.append(_Token(word, word, start))
            else:
                out.append(_Token("WORD", word, start))
    return out


# --- Values ---------------------------------------------------------------------------


def _date(value: str, position: int) -> datetime:
    match = _DATE_RE.match(value)
    try:
        if not match:
            raise ValueError
        day = date(int(match[1]), int(match[2]), int(match[3]))
    except ValueError:
        raise QueryError(position, "dates are written YYYY-MM-DD") from None
    return datetime(day.year, day.month, day.day, tzinfo=UTC)


def _operator(token: _Token) -> Node:
    name, _, value = token.text.partition(":")
    at = token.value_position
    if not value.strip():
        raise QueryError(at, f"{name}: needs a value")
    if len(value) > MAX_VALUE_LENGTH:
        raise QueryError(at, f"the value of {name}: is too long")
    if name == "subject":
        if not has_word(value):
            raise QueryError(at, "subject: needs a word")
        prefix = not token.quoted and value.endswith("*") and " " not in value
        return Term(
            value.rstrip("*") if prefix else value,
            token.position,
            phrase=token.quoted,
            prefix=prefix,
            field="subject",
        )
    if name == "has":
        if value.lower() not in ("attachment", "attachments"):
            raise QueryError(at, "has: takes 'attachment'")
        return Operator("has", "attachment", token.position)
    if name == "is":
        if value.lower() not in ("unread", "read"):
            raise QueryError(at, "is: takes 'unread' or 'read'")
        return Operator("is", value.lower(), token.position)
    if name in ("before", "after"):
        return Operator(name, _date(value, at), token.position)
    if name in ("newer_than", "older_than"):
        match = _AGE_RE.match(value.lower())
        if not match:
            raise QueryError(at, f"{name}: takes an age such as 7d, 2w, 3m or 1y")
        return Operator(name, int(match[1]) * _AGE_UNITS[match[2]], token.position)
    if name == "identity":
        if not is_valid(value, "idn"):
            raise QueryError(at, "identity: takes an identity ID (idn_…)")
        return Operator(name, value, token.position)
    if name == "needs":
        if value.lower() != "reply":
            raise QueryError(at, "needs: takes 'reply'")
        return Operator(name, "reply", token.position)
    if name == "priority":
        if value.lower() not in PRIORITIES:
            raise QueryError(at, f"priority: takes one of {', '.join(PRIORITIES)}")
        return Operator(name, value.lower(), token.position)
    if name == "category":
        if value.lower() not in CATEGORIES:
            raise QueryError(at, f"category: takes one of {', '.join(CATEGORIES)}")
        return Operator(name, value.lower(), token.position)
    if name == "label":
        if not _LABEL_RE.match(value):
            raise QueryError(at, "not a label name")
        return Operator(name, value, token.position)
    return Operator(name, value, token.position)  # from, to, cc, filename


# --- Parser ---------------------------------------------------------------------------


class _Parser:
    def __init__(self, query: str, tokens: list[_Token]) -> None:
        self.query = query
        self.tokens = tokens
        self.i = 0
        self.terms = 0

    def peek(self) -> _Token | None:
        return self.tokens[self.i] if self.i < len(self.tokens) else None

    def take(self) -> _Token:
        token = self.tokens[self.i]
        self.i += 1
        return token

    def end_position(self) -> int:
        return len(self.query)

    def and_expr(self, depth: int) -> Node | None:
        """Terms side by side (or joined by AND) until ")" or the end."""
        if depth > MAX_DEPTH:
            token = self.peek()
            raise QueryError(token.position if token else 0, "the query is nested too deeply")
        children: list[Node] = []
        while (token := self.peek()) is not None and token.kind != ")":
            if token.kind == "AND":
                self.take()
                following = self.peek()
                if not children or following is None or following.kind in ("OR", ")", "AND"):
                    raise QueryError(token.position, "AND needs a term on each side")
                continue
            if token.kind == "OR":
                raise QueryError(token.position, "OR needs a term on each side")
            node = self.or_expr(depth)
            if node is not None:
                children.append(node)
        if not children:
            return None
        return children[0] if len(children) == 1 else And(tuple(children))

    def or_expr(self, depth: int) -> Node | None:
        """``a OR b``: OR binds tighter than the implicit AND, as in Gmail, so
        ``invoice OR receipt from:dana`` is ``(invoice OR receipt) from:dana``."""
        first = self.unary(depth)
        parts = [first]
        while (token := self.peek()) is not None and token.kind == "OR":
            self.take()
            following = self.peek()
            if first is None or following is None or following.kind in ("OR", ")", "AND"):
                raise QueryError(token.position, "OR needs a term on each side")
            right = self.unary(depth)
            if right is None:
                raise QueryError(token.position, "OR needs a term on each side")
            parts.append(right)
        if len(parts) == 1:
            return first
        return Or(tuple(parts))

    def unary(self, depth: int) -> Node | None:
        token = self.take()
        if token.kind in ("-", "NOT"):
            following = self.peek()
            if following is None or following.kind in ("OR", ")", "AND"):
                raise QueryError(token.position, "nothing to negate")
            if depth > MAX_DEPTH:
                raise QueryError(token.position, "the query is nested too deeply")
            child = self.unary(depth + 1)
            if child is None:
                raise QueryError(token.position, "nothing to negate")
            return Not(child, token.position)
        if token.kind == "(":
            inner = self.and_expr(depth + 1)
            closing = self.peek()
            if closing is None or closing.kind != ")":
                raise QueryError(token.position, "unbalanced parenthesis")
            self.take()
            if inner is None:
                raise QueryError(token.position, "empty parentheses")
            return inner
        if token.kind == ")":
            raise QueryError(token.position, "unbalanced parenthesis")
        self.count(token)
        if token.kind == "FIELD":
            return _operator(token)
        if token.kind == "PHRASE":
            if not has_word(token.text):
                raise QueryError(token.position, "empty phrase")
            return Term(token.text, token.position, phrase=True)
        # A plain word; punctuation alone ("-", "&", "…") carries no lexeme and is skipped.
        if not has_word(token.text):
            return None
        if token.text.endswith("*") and has_word(token.text.rstrip("*")):
            return Term(token.text.rstrip("*"), token.position, prefix=True)
        return Term(token.text, token.position)

    def count(self, token: _Token) -> None:
        self.terms += 1
        if self.terms > MAX_TERMS:
            raise QueryError(token.position, f"more than {MAX_TERMS} terms")


def parse(query: str) -> Node | None:
    """The syntax tree of ``query`` (None when it has no term at all)."""
    if not isinstance(query, str):
        raise QueryError(0, "the query must be text")
    if len(query) > MAX_QUERY_LENGTH:
        raise QueryError(MAX_QUERY_LENGTH, f"longer than {MAX_QUERY_LENGTH} characters")
    if "\x00" in query:
        raise QueryError(query.index("\x00"), "NUL characters are not allowed")
    parser = _Parser(query, _tokens(query))
    tree = parser.and_expr(0)
    leftover = parser.peek()
    if leftover is not None:
        raise QueryError(leftover.position, "unbalanced parenthesis")
    return tree
