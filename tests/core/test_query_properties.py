"""Property tests: every input parses or raises invalid_query with a position, and the SQL
of a compiled query is made of our constant templates only; values are parameters."""

from __future__ import annotations

import re
from datetime import UTC, datetime

from hypothesis import given, settings
from hypothesis import strategies as st

from pylota.core.query import MAX_QUERY_LENGTH, QueryError, compile_query, parse, render
from pylota.core.query import filters as f
from pylota.core.query.sql import rank_expression

NOW = datetime(2026, 11, 29, tzinfo=UTC)
_TOKEN = re.compile(r"%s|::|@@|@>|>=|<=|=>|\|\||[A-Za-z_][A-Za-z0-9_.]*|[0-9]+|[()<,=+\[\]]")
# Every token the templates of pylota.core.query.sql can produce.
ALLOWED = {
    "%s", "::", "@@", "@>", ">=", "||", "(", ")", "<", ",",
    "d.document", "d.subject_vector", "d.from_text", "d.to_text", "d.cc_text", "d.filenames",
    "plainto_tsquery", "phraseto_tsquery", "to_tsquery", "regconfig", "LIKE",
    "m.labels", "[", "]", "ARRAY", "varchar", "OR", "AND", "NOT", "EXISTS",
    "SELECT", "1", "FROM", "mailbox_thread", "t", "WHERE", "t.id", "m.thread_id", "t.labels",
    "m.has_attachments", "m.is_read", "m.received_at", "m.identity_id", "=", "TRUE", "FALSE",
    "CASE", "WHEN", "IS", "NULL", "THEN", "ELSE", "END", "m.sent_at", "<=", "=>", "+",
    "make_interval", "days", "to_timestamp", "631152000",
}  # fmt: skip

FRAGMENTS = st.sampled_from(
    [
        "invoice", "Café", "OR", "AND", "NOT", "-", "|", "(", ")", '"', "*", ":", "from:",
        "to:dana", "cc:", "subject:", "has:attachment", "has:", "filename:pdf", "label:x",
        "is:unread", "is:", "before:2026-01-01", "after:2026-02-30", "newer_than:3d",
        "older_than:", "identity:idn_01JABCDEFGHJKMNPQRSTVWXYZ0", "identity:x", "'; DROP",
        "%", "_", "\\", "$1", "--", "/*", "日本", "ß", "\t", "\n", "x:y", "https://a.b/c",
        "''", "\u0000", "@@", "::regconfig", "10:30",
    ]
)  # fmt: skip
QUERIES = st.one_of(
    st.text(max_size=200),
    st.lists(FRAGMENTS, max_size=25).map(" ".join),
    st.lists(FRAGMENTS, max_size=25).map("".join),
)


def _check_sql(sql: str, params: list) -> None:
    assert sql.count("%s") == len(params)
    assert "'" not in sql
    assert ";" not in sql
    assert "--" not in sql
    assert "$" not in sql
    leftover = _TOKEN.sub(" ", sql).split()
    assert not leftover, leftover
    for token in _TOKEN.findall(sql):
        assert token in ALLOWED, (token, sql)


@settings(max_examples=600, deadline=None)
@given(QUERIES)
def test_every_input_parses_or_raises_invalid_query_with_a_position(query):
    try:
        tree = parse(query)
    except QueryError as exc:
        error = exc
    else:
        error = None
    if error is not None:
        assert 0 <= error.position <= max(len(query), MAX_QUERY_LENGTH)
        assert error.reason
        return
    plan = compile_query(tree, now=NOW)
    for node in (plan.keyword, plan.semantic, plan.relaxed or f.TRUE):
        sql, params = render(node)
        _check_sql(sql, params)
    for rank in (plan.rank, plan.relaxed_rank):
        sql, params = rank_expression(rank)
        _check_sql(sql, params)
    assert plan.has_text == bool(plan.rank)


@settings(max_examples=200, deadline=None)
@given(st.text(min_size=1, max_size=60).filter(lambda s: '"' not in s))
def test_a_quoted_value_never_reaches_the_sql_text(value):
    """Whatever is inside quotes is a parameter, never SQL."""
    try:
        tree = parse(f'"{value}" from:"{value}"')
    except QueryError:
        return
    sql, params = render(compile_query(tree, now=NOW).keyword)
    _check_sql(sql, params)
