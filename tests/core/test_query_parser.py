"""The query language: what each operator means and where errors point."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from pylota.core.query import QueryError, compile_query, parse, render
from pylota.core.query import filters as f
from pylota.core.query.parser import And, Not, Operator, Or, Term
from pylota.core.query.sql import MESSAGE_DATE, rank_expression

NOW = datetime(2026, 11, 29, 12, 0, tzinfo=UTC)


def plan(q: str):
    return compile_query(parse(q), now=NOW)


def test_free_words_are_and_ed_and_folded():
    assert plan("Café  BOOKING").keyword == f.TextMatch("cafe booking")


def test_a_quoted_phrase_is_a_phrase_match():
    assert plan('"quarterly report"').keyword == f.TextMatch("quarterly report", "phrase")


def test_a_trailing_star_is_a_prefix():
    assert plan("invoic*").keyword == f.TextMatch("invoic", "prefix")
    sql, params = render(plan("invoic*").keyword)
    assert "to_tsquery" in sql
    assert params == ["simple", "'invoic':*"]


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        ("from:dana@acme.example", f.PeopleMatch("from", "%dana@acme.example%")),
        ('from:"Dana Smith"', f.PeopleMatch("from", "%dana smith%")),
        ("to:ops", f.PeopleMatch("to", "%ops%")),
        ("cc:finance", f.PeopleMatch("cc", "%finance%")),
        ("filename:pdf", f.FilenameMatch("%pdf%")),
        ("filename:50%_off", f.FilenameMatch("%50\\%\\_off%")),
        ("label:finance", f.LabelIs("finance")),
        ("in:finance", f.LabelIs("finance")),
        ("has:attachment", f.Flag("has_attachment")),
        ("is:unread", f.Flag("unread")),
        ("is:read", f.Flag("read")),
        ("before:2026-03-01", f.ReceivedAt("lt", datetime(2026, 3, 1, tzinfo=UTC))),
        ("after:2026/03/01", f.ReceivedAt("gte", datetime(2026, 3, 1, tzinfo=UTC))),
        ("newer_than:7d", f.ReceivedAt("gte", NOW - timedelta(days=7))),
        ("older_than:2w", f.ReceivedAt("lt", NOW - timedelta(weeks=2))),
        ("newer_than:12h", f.ReceivedAt("gte", NOW - timedelta(hours=12))),
        ("older_than:1y", f.ReceivedAt("lt", NOW - timedelta(days=365))),
        (
            "identity:idn_01JABCDEFGHJKMNPQRSTVWXYZ0",
            f.IdentityIs("idn_01JABCDEFGHJKMNPQRSTVWXYZ0"),
        ),
        ("subject:dinner", f.TextMatch("dinner", "plain", "subject")),
        ('subject:"team dinner"', f.TextMatch("team dinner", "phrase", "subject")),
    ],
)
def test_each_operator_compiles_to_its_filter(query, expected):
    assert plan(query).keyword == expected


def test_negation_with_minus_and_not():
    assert plan("-draft").keyword == f.Negate(f.TextMatch("draft"))
    assert plan("NOT from:bob").keyword == f.Negate(f.PeopleMatch("from", "%bob%"))


def test_or_binds_tighter_than_the_implicit_and_as_in_gmail():
    tree = parse("invoice OR receipt label:finance")
    assert tree == And(
        (
            Or((Term("invoice", 0), Term("receipt", 11))),
            Operator("label", "finance", 19),
        )
    )
    assert parse("a | b") == Or((Term("a", 0), Term("b", 4)))


def test_parentheses_group():
    tree = parse("-(a OR b) c")
    assert tree == And((Not(Or((Term("a", 2), Term("b", 7))), 0), Term("c", 10)))


def test_filter_only_queries_have_no_text():
    assert plan("from:dana has:attachment").has_text is False
    assert plan("-invoice").has_text is False
    assert plan("").has_text is False
    assert plan("   ").keyword == f.TRUE


def test_the_semantic_arm_keeps_every_filter_but_relaxes_free_words():
    p = plan('book a table "friday night" -cancelled from:dana after:2026-01-01')
    sql, params = render(p.semantic)
    assert "phraseto_tsquery" in sql  # the phrase stays a constraint
    assert "NOT (d.document @@ plainto_tsquery" in sql  # so does the negated word
    assert "d.from_text LIKE %s" in sql
    assert f"{MESSAGE_DATE} >= %s" in sql
    assert "book" not in params
    assert "book a table" not in params
    assert p.semantic_text == "book a table friday night"


def test_rank_query_ors_every_positive_text_match():
    sql, params = rank_expression(plan("invoice OR receipt -draft").rank)
    assert sql.count("||") == 1
    assert "draft" not in params


def test_only_known_operators_are_operators():
    assert plan("RE: FW: Your March vacation").keyword == f.TextMatch("re: fw: your march vacation")
    assert plan("Note: the deposit").keyword == f.TextMatch("note: the deposit")
    assert plan("form:alice").keyword == f.TextMatch("form:alice")
    assert plan("from:alice@example.com").keyword != f.TextMatch("from:alice@example.com")


def test_text_words_and_punctuation():
    assert plan("- & …").keyword == f.TRUE  # punctuation alone carries no word
    assert plan("10:30 meeting").keyword == f.TextMatch("10:30 meeting")
    assert plan("https://example.com/x").keyword == f.TextMatch("https://example.com/x")


@pytest.mark.parametrize(
    ("query", "position", "reason"),
    [
        ('invoice "unterminated', 8, "unterminated quote"),
        ("invoice OR", 8, "OR needs a term on each side"),
        ("OR invoice", 0, "OR needs a term on each side"),
        ("(invoice", 0, "unbalanced parenthesis"),
        ("invoice)", 7, "unbalanced parenthesis"),
        ("()", 0, "empty parentheses"),
        ("after:2026-13-01", 6, "dates are written YYYY-MM-DD"),
        ("before:yesterday", 7, "dates are written YYYY-MM-DD"),
        ("has:pdf", 4, "has: takes 'attachment'"),
        ("is:starred", 3, "is: takes 'unread' or 'read'"),
        ("newer_than:soon", 11, "newer_than: takes an age such as 7d, 2w, 3m or 1y"),
        ("identity:bob", 9, "identity: takes an identity ID (idn_…)"),
        ("from:", 5, "from: needs a value"),
        ("NOT", 0, "nothing to negate"),
        ('""', 0, "empty phrase"),
        ("a AND", 2, "AND needs a term on each side"),
    ],
)
def test_invalid_queries_say_where(query, position, reason):
    with pytest.raises(QueryError) as caught:
        parse(query)
    assert (caught.value.position, caught.value.reason) == (position, reason)


def test_limits():
    with pytest.raises(QueryError, match="longer than 1000"):
        parse("x" * 1001)
    with pytest.raises(QueryError, match="more than 64 terms"):
        parse(" ".join(["w"] * 65))
    with pytest.raises(QueryError, match="nested too deeply"):
        parse("(" * 40 + "a" + ")" * 40)
