"""Render a structured filter to a SQL ``WHERE`` fragment and its bound parameters.

The fragment is assembled only from the constant templates below: a value from the query
never becomes SQL text, it is always a ``%s`` parameter (the property tests check this for
arbitrary input). The fragment expects these aliases in the surrounding statement:

- ``m``: the message row (``mailbox_message``);
- ``d``: its search document (``search_document``).
"""

from __future__ import annotations

import re

from pylota.core.query import filters as f
from pylota.core.query.text import words

CONFIG = "simple"
_TABLE_RE = re.compile(r"^[a-z_][a-z0-9_]*$")

_TSQUERY = {
    "plain": "plainto_tsquery(%s::regconfig, %s)",
    "phrase": "phraseto_tsquery(%s::regconfig, %s)",
    "prefix": "to_tsquery(%s::regconfig, %s)",
    # One of the words: "a | b | c", built from word tokens (letters, digits, underscores).
    "any": "to_tsquery(%s::regconfig, %s)",
}
_PEOPLE = {"from": "d.from_text LIKE %s", "to": "d.to_text LIKE %s", "cc": "d.cc_text LIKE %s"}
_FLAGS = {"has_attachment": "m.has_attachments", "unread": "NOT m.is_read", "read": "m.is_read"}
_LABEL = (
    "(m.labels @> ARRAY[%s]::varchar[] OR EXISTS (SELECT 1 FROM {thread_table} t "
    "WHERE t.id = m.thread_id AND t.labels @> ARRAY[%s]::varchar[]))"
)
# The message's own date (its Date header, so imported history filters by when it was
# written), unless that date is missing or implausible: later than a day after arrival, or
# before 1990 (631152000 in Unix seconds; no literal in the SQL text). Then the arrival.
MESSAGE_DATE = (
    "(CASE WHEN m.sent_at IS NOT NULL AND m.sent_at <= m.received_at + make_interval(days => 1) "
    "AND m.sent_at >= to_timestamp(631152000) THEN m.sent_at ELSE m.received_at END)"
)
_DATES = {"lt": f"{MESSAGE_DATE} < %s", "gte": f"{MESSAGE_DATE} >= %s"}
_TRIAGE = {"priority": "m.priority = %s", "category": "m.category = %s"}


def tsquery(match: f.TextMatch, config: str = CONFIG) -> tuple[str, list]:
    """The ``tsquery`` expression of one text match and its parameters."""
    value = match.query
    if match.kind == "prefix":
        value = f"'{match.query}':*"
    elif match.kind == "any":
        value = " | ".join(words(match.query)) or "''"
    return _TSQUERY[match.kind], [config, value]


def render(
    node: f.Filter, *, thread_table: str = "mailbox_thread", config: str = CONFIG
) -> tuple[str, list]:
    """``(sql, params)`` for ``node``; ``sql`` holds exactly ``len(params)`` placeholders."""
    if not _TABLE_RE.match(thread_table):
        raise ValueError("not a table name")
    params: list = []

    def walk(node: f.Filter) -> str:
        if isinstance(node, f.Const):
            return "TRUE" if node.value else "FALSE"
        if isinstance(node, f.TextMatch):
            expression, values = tsquery(node, config)
            if node.scope == "subject":
                params.extend([*values, *values])
                # The document test lets the GIN index find candidates; the subject vector
                # then keeps those whose subject matches.
                return f"(d.document @@ {expression} AND d.subject_vector @@ {expression})"
            params.extend(values)
            return f"d.document @@ {expression}"
        if isinstance(node, f.PeopleMatch):
            params.append(node.pattern)
            return _PEOPLE[node.role]
        if isinstance(node, f.FilenameMatch):
            params.append(node.pattern)
            return "d.filenames LIKE %s"
        if isinstance(node, f.LabelIs):
            params.extend([node.label, node.label])
            # A checked table name; the label is a parameter.
            return _LABEL.format(thread_table=thread_table)
        if isinstance(node, f.Flag):
            return _FLAGS[node.name]
        if isinstance(node, f.ReceivedAt):
            params.append(node.value)
            return _DATES[node.op]
        if isinstance(node, f.IdentityIs):
            params.append(node.identity_id)
            return "m.identity_id = %s"
        if isinstance(node, f.TriageIs):
            if node.field == "needs_reply":
                # Not yet triaged (NULL) is not "needs a reply", so -needs:reply keeps it.
                return "COALESCE(m.needs_reply, FALSE)"
            params.append(node.value)
            return _TRIAGE[node.field]
        if isinstance(node, f.All):
            return "(" + " AND ".join(walk(c) for c in node.children) + ")"
        if isinstance(node, f.Any_):
            return "(" + " OR ".join(walk(c) for c in node.children) + ")"
        if isinstance(node, f.Negate):
            return "NOT (" + walk(node.child) + ")"
        raise TypeError(type(node))

    sql = walk(node)
    return sql, params


def rank_expression(matches: tuple[f.TextMatch, ...], config: str = CONFIG) -> tuple[str, list]:
    """A tsquery OR-ing every positive text match, for ``ts_rank_cd``; ("", []) if none."""
    parts, params = [], []
    for match in matches:
        expression, values = tsquery(match, config)
        parts.append(expression)
        params.extend(values)
    return (" || ".join(parts), params) if parts else ("", [])
