# ruff: noqa: S608 -- statements join constant SQL, table names and the fragments rendered
# by pylota.core.query.sql; every value is a bound parameter.
"""Reads of the search index: search (keyword, semantic, hybrid), contacts, related threads.

Every statement is built from constant SQL and the fragments of
:func:`pylota.core.query.render`; values are bound parameters, always. Visibility has one
definition, :func:`_visibility`: the messages of the identities the caller may see
(``identities.selectors.identity_list``), narrowed to one identity for identity routes.
"""

from __future__ import annotations

import base64
import binascii
import functools
import hashlib
import json
import logging
import secrets
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime

from django.conf import settings
from django.core.cache import cache
from django.db import DEFAULT_DB_ALIAS, connection, transaction
from django.db.models import QuerySet
from django.utils import timezone
from django.utils.dateparse import parse_datetime
from django.utils.module_loading import import_string

from apps.identities import selectors as identity_selectors
from apps.mailbox import selectors as mailbox_selectors
from apps.mailbox.models import Message, Thread
from apps.search.models import Chunk, Document, Word
from apps.tenants import selectors as tenant_selectors
from pylota.core import fusion
from pylota.core.embeddings import EmbeddingError
from pylota.core.errors import AppError
from pylota.core.principal import Principal
from pylota.core.query import QueryError, compile_query, parse, render
from pylota.core.query import filters as qf
from pylota.core.query.compiler import Plan
from pylota.core.query.highlight import highlight
from pylota.core.query.sql import rank_expression
from pylota.core.query.text import like_pattern, words
from pylota.core.rerank import Candidate, KeepOrder, Reranker
from pylota.embedding import provider, to_sql

logger = logging.getLogger(__name__)

MODES = ("hybrid", "keyword", "semantic")
LEVELS = ("message", "thread")
M = Message._meta.db_table
T = Thread._meta.db_table
D = Document._meta.db_table
C = Chunk._meta.db_table
W = Word._meta.db_table
SNAPSHOT_TTL_SECONDS = 900
FACET_SIZE = 10
# Hybrid search's keyword arm, when it had to fall back to "any content word" (a natural
# question): only messages holding at least RELAXED_MIN_HELD of the question's content words
# take part, each counting in the fusion by that share squared (RELAXED_HELD_POWER) times
# HYBRID_RELAXED_WEIGHT (0 would keep the arm strict). A message holding most of the
# question is lifted; one sharing a single word with a long paraphrase is not added.
# Chosen on the real-mail slice's dev split and the synthetic set (docs/benchmarks.md,
# "Search on real mail").
HYBRID_RELAXED_WEIGHT = 1.0
RELAXED_HELD_POWER = 2
RELAXED_MIN_HELD = 0.6
# A relaxed keyword query ranks messages holding more of the question's words first.
RELAXED_COVERAGE = True


# --- Scope ----------------------------------------------------------------------------


@dataclass(frozen=True)
class Scope:
    """Which messages a search may return: SQL over ``m`` (the message) and, for the
    nearest-neighbour scan, over ``c`` (the chunk: tenant and identity copied there)."""

    sql: str
    params: tuple
    chunk_sql: str
    chunk_params: tuple
    identity_id: str | None
    # The same identities over ``w`` (a vocabulary word, for typo tolerance).
    words_sql: str = "FALSE"
    words_params: tuple = ()


def _not_quarantined() -> tuple[str, list]:
    """The one place that hides quarantined mail from search, contacts and related threads.

    Quarantined messages are indexed (so a release makes them searchable at once) and
    filtered out here, in every arm and listing, until they are released.
    """
    return "m.quarantine_state <> %s", [Message.QuarantineState.QUARANTINED.value]


@functools.lru_cache(maxsize=512)
def _visible_identities_sql(principal: Principal) -> tuple[str, tuple]:
    """``identity_list``'s rows as a subquery. Its SQL depends on the principal alone
    (level, tenant, partner, identity; no database read), so it is compiled once per
    principal rather than once per search."""
    identities = identity_selectors.identity_list(principal=principal).values("pk")
    return identities.query.sql_with_params()


def _scope_key(principal: Principal) -> Principal:
    """The principal reduced to what scoping reads (the cache key of the subquery)."""
    return Principal(
        key_id="",
        level=principal.level,
        permissions=frozenset(),
        tenant_id=principal.tenant_id,
        partner_id=principal.partner_id,
        identity_id=principal.identity_id,
    )


def _visibility(principal: Principal, identity_id: str | None = None) -> Scope:
    sub_sql, sub_params = _visible_identities_sql(_scope_key(principal))
    hidden_sql, hidden_params = _not_quarantined()
    sql = f"m.identity_id IN ({sub_sql}) AND {hidden_sql}"
    params: list = [*sub_params, *hidden_params]
    chunk_sql, chunk_params = "TRUE", []
    if not principal.is_platform:
        tenants = [principal.tenant_id] if principal.tenant_id else []
        if principal.is_partner:
            tenants = list(
                tenant_selectors.tenant_list(principal=principal).values_list("pk", flat=True)
            )
        chunk_sql, chunk_params = "c.tenant_id = ANY(%s)", [tenants]
    words_sql, words_params = f"w.identity_id IN ({sub_sql})", list(sub_params)
    identity_id = identity_id or principal.identity_id
    if identity_id:
        sql += " AND m.identity_id = %s"
        params.append(identity_id)
        chunk_sql += " AND c.identity_id = %s"
        chunk_params.append(identity_id)
        words_sql += " AND w.identity_id = %s"
        words_params.append(identity_id)
    return Scope(
        sql,
        tuple(params),
        chunk_sql,
        tuple(chunk_params),
        identity_id,
        words_sql,
        tuple(words_params),
    )


# --- Arms -----------------------------------------------------------------------------


@dataclass(frozen=True)
class Ranked:
    message_id: str
    thread_id: str
    score: float
    ranks: dict = field(default_factory=dict)
    held: float = 1.0  # a relaxed keyword hit: the share of the question's words it holds


def _fetch(sql: str, params: Sequence) -> list[tuple]:
    with connection.cursor() as cursor:
        cursor.execute(sql, params)
        return cursor.fetchall()


def keyword_arm(plan: Plan, scope: Scope, limit: int, *, relax: bool = True) -> list[Ranked]:
    """Messages with every word, best first; when none has them all (and ``relax``),
    messages with any of the content words (stop words dropped), ranked so that more of
    them, closer together, come first: a natural question ("what did the landlord say about
    the deposit?") still finds the mail that answers it.

    Typos: a query word found in none of the caller's indexed words, or every word when
    the search finds nothing, is OR-ed with its closest words of the caller's vocabulary
    (:func:`typo_expansions`) and the search runs again on the expanded query. Messages
    holding one of the words as typed rank above those matched only through a correction.
    """
    return keyword_ranked(plan, scope, limit, relax=relax)[0]


def keyword_ranked(
    plan: Plan, scope: Scope, limit: int, *, relax: bool = True
) -> tuple[list[Ranked], bool]:
    """:func:`keyword_arm`'s list, and whether it came from the relaxed ("any content
    word") query rather than the strict one."""
    fuzzable = _fuzzable(plan)
    expansions = typo_expansions(fuzzable, scope, missing_only=True) if fuzzable else {}
    if expansions:
        found, relaxed = _fuzzy_arm(plan, scope, limit, expansions, relax=relax)
        if found:
            return found, relaxed
    found, relaxed = _keyword_query(plan.keyword, plan.rank, scope, limit), False
    if relax and not found and plan.relaxed is not None:
        coverage = _coverage(plan.relaxed_rank)
        found = _keyword_query(plan.relaxed, plan.relaxed_rank, scope, limit, coverage=coverage)
        relaxed = True
    if not found and fuzzable:
        expansions = typo_expansions(fuzzable, scope, missing_only=False)
        if expansions:
            found, relaxed = _fuzzy_arm(plan, scope, limit, expansions, relax=relax)
    return found, relaxed


def _keyword_query(
    keyword,
    rank,
    scope: Scope,
    limit: int,
    exact: tuple[qf.TextMatch, ...] | None = None,
    coverage: tuple[qf.TextMatch, ...] = (),
) -> list[Ranked]:
    """``exact`` (a fuzzed query's original matches): documents matching one of them score
    1 + rank/(1 + rank), the others rank/(1 + rank), so exact hits come first.

    ``coverage`` (a relaxed query's words, one match per query word with its corrections):
    the rank part becomes (words held + rank/(1 + rank)) / (words + 1), so a message holding
    more of the question's words comes first, cover density ordering those holding as many.
    """
    where, params = render(keyword, thread_table=T)
    rank_sql, rank_params = rank_expression(rank)
    base_sql = f"ts_rank_cd(d.document, {rank_sql}, 1)::float8"
    score_sql, score_params = f"({base_sql} / (1.0 + {base_sql}))", [*rank_params, *rank_params]
    if coverage:
        held_sql, held_params = [], []
        for match in coverage:
            expression, values = rank_expression((match,))
            held_sql.append(f"(CASE WHEN d.document @@ ({expression}) THEN 1.0 ELSE 0.0 END)")
            held_params.extend(values)
        held = " + ".join(held_sql)
        score_sql = f"(({held} + {score_sql}) / {len(coverage) + 1}.0)"
        score_params = [*held_params, *score_params]
        held_column, held_column_params = f"({held}) / {len(coverage)}.0", held_params
    else:
        held_column, held_column_params = "1.0", []
    if exact is not None:
        exact_sql, exact_params = rank_expression(exact)
        score_sql = f"(CASE WHEN d.document @@ ({exact_sql}) THEN 1.0 ELSE 0.0 END + {score_sql})"
        score_params = [*exact_params, *score_params]
    elif not coverage:
        score_sql, score_params = base_sql, rank_params
    sql = (
        f"SELECT m.id, m.thread_id, {score_sql} AS score, {held_column} AS held "
        f"FROM {M} m JOIN {D} d ON d.message_id = m.id "
        f"WHERE {scope.sql} AND {where} "
        "ORDER BY score DESC, m.id DESC LIMIT %s"
    )
    rows = _fetch(sql, [*score_params, *held_column_params, *scope.params, *params, limit])
    return [Ranked(mid, tid, float(score), held=float(held)) for mid, tid, score, held in rows]


def _coverage(
    matches: tuple[qf.TextMatch, ...], expansions: dict[str, list[str]] | None = None
) -> tuple[qf.TextMatch, ...]:
    """One "any" match per distinct word of a relaxed query's "any" matches (the word and
    its typo corrections), for :func:`_keyword_query`'s coverage; () when
    ``RELAXED_COVERAGE`` is off or the query has fewer than two such words."""
    if not RELAXED_COVERAGE:
        return ()
    tokens = [t for m in matches if m.kind == "any" for t in words(m.query)]
    tokens = list(dict.fromkeys(tokens))
    if len(tokens) < 2:
        return ()
    expansions = expansions or {}
    return tuple(
        qf.TextMatch(" ".join(dict.fromkeys([t, *expansions.get(t, [])])), "any", "all")
        for t in tokens
        if not any(t in expansions.get(o, []) for o in tokens if o != t)
    )


# --- Typo tolerance -------------------------------------------------------------------

TYPO_MIN_LENGTH = 3  # shorter words are never fuzzed
TYPO_MAX_LENGTH = 40
TYPO_SIMILARITY = 0.3  # pg_trgm's default similarity threshold
TYPO_EXPANSIONS = 3  # closest words tried per query word
TYPO_MAX_WORDS = 16  # query words fuzzed at most

# pg_trgm's similarity over the vocabulary (models.Word): the query words' trigrams are
# computed as the vocabulary's are, candidates share a trigram (GIN index) and have a
# length no similarity >= 0.3 excludes; the best TYPO_EXPANSIONS per word are kept. One
# statement for all the words of a query.
_EXPANSIONS = f"""
WITH q AS (
    SELECT qw.word, ARRAY(SELECT DISTINCT substr('  ' || qw.word || ' ', i, 3)
                          FROM generate_series(1, length(qw.word) + 1) i)::varchar[] AS tg
    FROM unnest(%s::text[]) qw(word)
), present AS (
    SELECT DISTINCT w.word FROM {W} w WHERE w.word = ANY(%s::text[]) AND {{scope}}
)
SELECT q.word, v.word, v.sim FROM q CROSS JOIN LATERAL (
    SELECT c.word, c.shared::float8 / (cardinality(c.trigrams) + cardinality(q.tg) - c.shared)
        AS sim
    FROM (
        SELECT DISTINCT ON (w.word) w.word, w.trigrams,
            (SELECT count(*) FROM unnest(w.trigrams) t WHERE t = ANY(q.tg)) AS shared
        FROM {W} w
        WHERE w.trigrams && q.tg AND w.word <> q.word
            AND length(w.word) BETWEEN length(q.word) / 2 AND length(q.word) * 2 + 2
            AND {{scope}}
        ORDER BY w.word
    ) c
    WHERE c.shared::float8 / (cardinality(c.trigrams) + cardinality(q.tg) - c.shared) >= %s
    ORDER BY sim DESC, c.word LIMIT %s
) v
WHERE %s OR q.word NOT IN (SELECT word FROM present)
ORDER BY q.word, v.sim DESC, v.word
"""


def _fuzzable_word(word: str) -> bool:
    return TYPO_MIN_LENGTH <= len(word) <= TYPO_MAX_LENGTH and word.isalpha()


def _fuzzable(plan: Plan) -> list[str]:
    """The positive free words of the query (not phrases, prefixes, negated words or
    operators, ``subject:`` included) that typo tolerance may correct."""
    found: list[str] = []
    for match in (*plan.rank, *plan.relaxed_rank):
        if match.kind in ("plain", "any") and match.scope == "all":
            found.extend(w for w in words(match.query) if _fuzzable_word(w))
    return list(dict.fromkeys(found))[:TYPO_MAX_WORDS]


def typo_expansions(
    query_words: Sequence[str], scope: Scope, *, missing_only: bool = True
) -> dict[str, list[str]]:
    """For each word, the closest words of the vocabulary the scope may see (trigram
    similarity >= TYPO_SIMILARITY, at most TYPO_EXPANSIONS, best first); with
    ``missing_only``, only for the words no visible identity's mail holds."""
    query_words = [w for w in query_words if _fuzzable_word(w)]
    if not query_words:
        return {}
    sql = _EXPANSIONS.format(scope=scope.words_sql)
    rows = _fetch(
        sql,
        [
            query_words,
            query_words,
            *scope.words_params,
            *scope.words_params,
            TYPO_SIMILARITY,
            TYPO_EXPANSIONS,
            not missing_only,
        ],
    )
    out: dict[str, list[str]] = {}
    for word, alternative, _ in rows:
        out.setdefault(word, []).append(alternative)
    return out


def _expand(node: qf.Filter, expansions: dict[str, list[str]]) -> qf.Filter:
    """``node`` with each expanded word of its positive plain/any matches OR-ed with its
    alternatives. Phrases, prefixes, ``subject:`` matches, other operators and negations are
    left as they are."""
    if isinstance(node, qf.TextMatch):
        tokens = words(node.query)
        if node.scope != "all" or not any(t in expansions for t in tokens):
            return node
        if node.kind == "any":
            alternatives = [a for t in tokens for a in expansions.get(t, [])]
            return qf.TextMatch(
                " ".join(dict.fromkeys([*tokens, *alternatives])), "any", node.scope
            )
        if node.kind != "plain":
            return node
        parts: list[qf.Filter] = []
        for token in tokens:
            options = [token, *expansions.get(token, [])]
            parts.append(qf.any_of([qf.TextMatch(o, "plain", node.scope) for o in options]))
        return qf.all_of(parts)
    if isinstance(node, qf.All):
        return qf.all_of([_expand(c, expansions) for c in node.children])
    if isinstance(node, qf.Any_):
        return qf.any_of([_expand(c, expansions) for c in node.children])
    return node


def _fuzzy_arm(
    plan: Plan, scope: Scope, limit: int, expansions: dict[str, list[str]], *, relax: bool
) -> tuple[list[Ranked], bool]:
    alternatives = tuple(
        qf.TextMatch(a, "plain", "all") for options in expansions.values() for a in options
    )
    rank = tuple(dict.fromkeys([*plan.rank, *alternatives]))
    found = _keyword_query(_expand(plan.keyword, expansions), rank, scope, limit, plan.rank)
    if relax and not found and plan.relaxed is not None:
        relaxed_rank = tuple(dict.fromkeys([*plan.relaxed_rank, *alternatives]))
        found = _keyword_query(
            _expand(plan.relaxed, expansions),
            relaxed_rank,
            scope,
            limit,
            plan.relaxed_rank,
            coverage=_coverage(plan.relaxed_rank, expansions),
        )
        return found, True
    return found, False


def nearest(
    vector: list[float],
    *,
    where: str,
    params: Sequence,
    scope: Scope,
    limit: int,
    model_id: str,
    min_similarity: float | None = None,
) -> list[Ranked]:
    """The ``limit`` messages nearest to ``vector`` among those matching ``where``, none
    less similar than ``min_similarity`` (``PM_SEARCH_MIN_SIMILARITY`` by default).

    A message's distance is its nearest chunk's. When few messages pass the filters the
    scan is exact (every vector of those messages); otherwise the HNSW index is walked
    with pgvector's iterative scan, which keeps going until enough rows pass the filters.
    """
    query = to_sql(vector)
    if min_similarity is None:
        min_similarity = settings.PM_SEARCH_MIN_SIMILARITY
    max_distance = 1.0 - min_similarity
    visible = f"{scope.sql} AND {where}"
    base = [*scope.params, *params]
    count_sql = (
        f"SELECT count(*) FROM (SELECT 1 FROM {M} m JOIN {D} d ON d.message_id = m.id "
        f"WHERE {visible} LIMIT %s) x"
    )
    exact_below = settings.PM_SEARCH_EXACT_BELOW
    (matching,) = _fetch(count_sql, [*base, exact_below + 1])[0]
    if matching == 0:
        return []
    if matching <= exact_below:
        sql = (
            f"SELECT c.message_id, m.thread_id, min(c.embedding <=> %s::vector) AS dist "
            f"FROM {M} m JOIN {D} d ON d.message_id = m.id JOIN {C} c ON c.message_id = m.id "
            f"WHERE {visible} AND c.model = %s AND c.embedding <=> %s::vector <= %s "
            "GROUP BY c.message_id, m.thread_id ORDER BY dist, c.message_id DESC LIMIT %s"
        )
        rows = _fetch(sql, [query, *base, model_id, query, max_distance, limit])
    else:
        sql = (
            f"WITH nn AS MATERIALIZED (SELECT c.message_id, c.embedding <=> %s::vector AS dist "
            f"FROM {C} c WHERE c.model = %s AND {scope.chunk_sql} AND EXISTS (SELECT 1 "
            f"FROM {M} m JOIN {D} d ON d.message_id = m.id WHERE m.id = c.message_id AND "
            f"{visible}) ORDER BY c.embedding <=> %s::vector LIMIT %s) "
            f"SELECT nn.message_id, m.thread_id, min(nn.dist) AS dist FROM nn "
            f"JOIN {M} m ON m.id = nn.message_id WHERE nn.dist <= %s "
            "GROUP BY nn.message_id, m.thread_id ORDER BY dist, nn.message_id DESC LIMIT %s"
        )
        chunk_limit = limit * 3
        with transaction.atomic(), connection.cursor() as cursor:
            cursor.execute(
                "SELECT set_config('hnsw.ef_search', %s, true), "
                "set_config('hnsw.iterative_scan', 'relaxed_order', true), "
                "set_config('hnsw.max_scan_tuples', %s, true)",
                [str(max(settings.PM_SEARCH_EF_SEARCH, 40)), str(max(20_000, limit * 100))],
            )
            cursor.execute(
                sql,
                [
                    query,
                    model_id,
                    *scope.chunk_params,
                    *base,
                    query,
                    chunk_limit,
                    max_distance,
                    limit,
                ],
            )
            rows = cursor.fetchall()
    return [Ranked(mid, tid, 1.0 - float(dist)) for mid, tid, dist in rows]


def semantic_arm(plan: Plan, scope: Scope, limit: int) -> list[Ranked]:
    if not plan.semantic_text:
        return []
    embedder = provider()
    (vector,) = embedder.embed([plan.semantic_text])
    where, params = render(plan.semantic, thread_table=T)
    return nearest(
        vector, where=where, params=params, scope=scope, limit=limit, model_id=embedder.model_id
    )


# --- Search ---------------------------------------------------------------------------


@dataclass
class Hit:
    id: str
    score: float | None
    matched: list[str]
    message: Message
    thread: Thread | None = None
    highlights: dict = field(default_factory=dict)


@dataclass
class SearchPage:
    hits: list[Hit]
    next_cursor: str | None
    mode: str
    level: str
    facets: dict | None = None
    degraded: list[str] = field(default_factory=list)


def _plan(q: str, now: datetime) -> Plan:
    try:
        return compile_query(parse(q), now=now)
    except QueryError as exc:
        raise AppError(
            "invalid_query",
            f"The search query is not valid: {exc.reason}.",
            details={"position": exc.position, "reason": exc.reason},
        ) from exc


def _reranker() -> Reranker:
    path = settings.PM_SEARCH_RERANKER
    return import_string(path)() if path else KeepOrder()


def _fingerprint(principal: Principal, *parts) -> str:
    text = json.dumps([principal.key_id, *parts], default=str)
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def _encode_cursor(data: dict) -> str:
    raw = json.dumps(data, separators=(",", ":")).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def _decode_cursor(cursor: str, fingerprint: str) -> dict:
    try:
        data = json.loads(base64.urlsafe_b64decode(cursor + "=" * (-len(cursor) % 4)))
    except (ValueError, binascii.Error) as exc:
        raise AppError("invalid_cursor") from exc
    if not isinstance(data, dict) or data.get("h") != fingerprint:
        raise AppError("invalid_cursor", "The cursor belongs to another search.")
    return data


def _ranked(plan: Plan, scope: Scope, mode: str, degraded: list[str]) -> list[Ranked]:
    depth = settings.PM_SEARCH_CANDIDATES
    if mode == "keyword":
        return keyword_arm(plan, scope, depth * 5)
    if mode == "semantic":
        try:
            return semantic_arm(plan, scope, depth)
        except EmbeddingError as exc:
            logger.warning("semantic search unavailable: %s", exc)
            raise AppError("search_unavailable") from exc
    # A natural question rarely has every word in its answer: the keyword arm then falls
    # back to "any content word", and each of its hits counts in the fusion by the share
    # of the question's words it holds (squared), so loose hits lift what holds most of the
    # question rather than crowding out the semantic arm.
    keyword, relaxed = keyword_ranked(plan, scope, depth, relax=HYBRID_RELAXED_WEIGHT > 0)
    weights = {"keyword": HYBRID_RELAXED_WEIGHT if relaxed else 1.0, "semantic": 1.0}
    try:
        semantic = semantic_arm(plan, scope, depth)
    except EmbeddingError as exc:  # hybrid degrades to keyword rather than failing
        logger.warning("semantic arm unavailable, keyword only: %s", exc)
        degraded.append("semantic")
        semantic = []
        keyword = keyword or keyword_arm(plan, scope, depth)
    threads = {r.message_id: r.thread_id for r in [*keyword, *semantic]}
    scales = None
    if relaxed:
        keyword = [r for r in keyword if r.held >= RELAXED_MIN_HELD]
    if relaxed and keyword:
        # A loose match counts as much as it matches: a message holding one word of a
        # five-word question adds 1/25 of what one holding all of them adds.
        scales = {"keyword": {r.message_id: r.held**RELAXED_HELD_POWER for r in keyword}}
    fused = fusion.rrf(
        {"keyword": [r.message_id for r in keyword], "semantic": [r.message_id for r in semantic]},
        k=settings.PM_SEARCH_RRF_K,
        weights=weights,
        scales=scales,
    )
    return [Ranked(f.id, threads[f.id], f.score, f.ranks) for f in fused]


def _rerank(ranked: list[Ranked], q: str) -> list[Ranked]:
    reranker = _reranker()
    if not reranker.window or not ranked:
        return ranked
    head = ranked[: reranker.window]
    subjects = dict(
        Message.objects.filter(pk__in=[r.message_id for r in head]).values_list("pk", "snippet")
    )
    by_id = {r.message_id: r for r in head}
    reordered = reranker.rerank(
        q, [Candidate(r.message_id, r.score, subjects.get(r.message_id, "")) for r in head]
    )
    out = [
        Ranked(c.id, by_id[c.id].thread_id, c.score, by_id[c.id].ranks)
        for c in reordered
        if c.id in by_id
    ]
    return out + ranked[reranker.window :]


def _collapse_threads(ranked: list[Ranked]) -> list[Ranked]:
    """Thread level: each thread once, at the rank of its best message."""
    seen: set[str] = set()
    out = []
    for item in ranked:
        if item.thread_id not in seen:
            seen.add(item.thread_id)
            out.append(item)
    return out


def _matched(item: Ranked, mode: str) -> list[str]:
    if mode == "hybrid":
        return sorted(item.ranks)
    return [mode]


# The message columns a hit carries (serializers, the console, the agentic tools); the
# others are left deferred.
HIT_FIELDS = (
    "id",
    "tenant_id",
    "identity_id",
    "thread_id",
    "subject",
    "from_name",
    "from_address",
    "text",
    "extracted_text",
    "snippet",
    "labels",
    "has_attachments",
    "is_read",
    "received_at",
    "quarantine_state",
)
# In the model's field order, as ``Model.from_db`` reads a row of some of its fields.
_HIT_MODEL_FIELDS = [f for f in Message._meta.concrete_fields if f.attname in HIT_FIELDS]
_HIT_COLUMNS = ", ".join(f'm."{f.column}"' for f in _HIT_MODEL_FIELDS)
_HIT_ATTNAMES = [f.attname for f in _HIT_MODEL_FIELDS]


def _hydrate(
    scope: Scope, page: list[Ranked], level: str, plan: Plan, mode: str, scored: bool
) -> list[Hit]:
    """The page's messages, in one statement. The page may come from a snapshot ranked
    minutes ago: the scope (visible identities, quarantine) is applied again here."""
    if not page:
        return []
    rows = _fetch(
        f"SELECT {_HIT_COLUMNS} FROM {M} m WHERE m.id = ANY(%s) AND {scope.sql}",
        [[r.message_id for r in page], *scope.params],
    )
    # The model instances as the ORM loads them (``from_db``), without a raw queryset's
    # per-statement column mapping.
    messages = (Message.from_db(DEFAULT_DB_ALIAS, _HIT_ATTNAMES, row) for row in rows)
    by_id = {m.pk: m for m in messages}
    # A thread's own subject may be a quarantined message's: show the shown one's.
    threads = (
        mailbox_selectors.threads_as_shown({m.thread_id for m in by_id.values()})
        if level == "thread"
        else {}
    )
    hits = []
    for item in page:
        message = by_id.get(item.message_id)
        if message is None:  # deleted since it was ranked
            continue
        body = message.extracted_text or message.text
        highlights = {
            "subject": highlight(message.subject, plan.highlight_words, plan.highlight_prefixes),
            "body": highlight(body, plan.highlight_words, plan.highlight_prefixes),
        }
        hits.append(
            Hit(
                id=message.thread_id if level == "thread" else message.pk,
                score=item.score if scored else None,
                matched=_matched(item, mode) if scored else [],
                message=message,
                thread=threads.get(message.thread_id) if level == "thread" else None,
                highlights=highlights,
            )
        )
    return hits


def _facets(source_sql: str, params: Sequence) -> dict:
    """Counts over a set of messages given as ``SELECT m.id …`` SQL."""
    base = f"FROM {M} m WHERE m.id IN ({source_sql})"
    labels = _fetch(
        f"SELECT l, count(*) FROM {M} m, unnest(m.labels) l WHERE m.id IN ({source_sql}) "
        "GROUP BY l ORDER BY count(*) DESC, l LIMIT %s",
        [*params, FACET_SIZE],
    )
    domains = _fetch(
        f"SELECT lower(split_part(m.from_address, '@', 2)) AS domain, count(*) {base} "
        "AND m.from_address <> '' GROUP BY domain ORDER BY count(*) DESC, domain LIMIT %s",
        [*params, FACET_SIZE],
    )
    attachments = _fetch(
        f"SELECT m.has_attachments, count(*) {base} GROUP BY m.has_attachments", params
    )
    months = _fetch(
        f"SELECT to_char(date_trunc('month', m.received_at AT TIME ZONE 'UTC'), 'YYYY-MM') AS mo, "
        f"count(*) {base} GROUP BY mo ORDER BY mo DESC LIMIT %s",
        [*params, 24],
    )
    counts = dict(attachments)
    return {
        "labels": [{"value": v, "count": n} for v, n in labels],
        "sender_domains": [{"value": v, "count": n} for v, n in domains],
        "has_attachment": [
            {"value": True, "count": counts.get(True, 0)},
            {"value": False, "count": counts.get(False, 0)},
        ],
        "months": [{"value": v, "count": n} for v, n in months],
    }


def _filter_only(
    plan: Plan, scope: Scope, level: str, limit: int, after: list | None
) -> tuple[list[Ranked], list | None]:
    """Queries without free text: newest first, keyset-paginated on (time, id)."""
    where, params = render(plan.keyword, thread_table=T)
    base = f"FROM {M} m JOIN {D} d ON d.message_id = m.id WHERE {scope.sql} AND {where}"
    args: list = [*scope.params, *params]
    if level == "message":
        keyset = ""
        if after:
            keyset = " AND (m.received_at, m.id) < (%s, %s)"
            args += after
        rows = _fetch(
            f"SELECT m.id, m.thread_id, m.received_at {base}{keyset} "
            "ORDER BY m.received_at DESC, m.id DESC LIMIT %s",
            [*args, limit + 1],
        )
        ranked = [Ranked(mid, tid, 0.0) for mid, tid, _ in rows[:limit]]
        last = rows[limit - 1] if len(rows) > limit else None
        return ranked, ([last[2].isoformat(), last[0]] if last else None)
    having = ""
    if after:
        having = " HAVING (max(m.received_at), m.thread_id) < (%s, %s)"
        args += after
    rows = _fetch(
        f"SELECT m.thread_id, max(m.received_at) AS at, "
        f"(array_agg(m.id ORDER BY m.received_at DESC, m.id DESC))[1] {base} "
        f"GROUP BY m.thread_id{having} ORDER BY at DESC, m.thread_id DESC LIMIT %s",
        [*args, limit + 1],
    )
    ranked = [Ranked(mid, tid, 0.0) for tid, _, mid in rows[:limit]]
    last = rows[limit - 1] if len(rows) > limit else None
    return ranked, ([last[1].isoformat(), last[0]] if last else None)


def search(
    *,
    principal: Principal,
    q: str = "",
    mode: str = "hybrid",
    level: str = "message",
    limit: int = 20,
    cursor: str | None = None,
    facets: bool = False,
    identity_id: str | None = None,
    now: datetime | None = None,
) -> SearchPage:
    """One page of results. ``identity_id`` narrows to one identity, within the visibility
    rule: an identity the principal cannot see finds nothing (callers answer its 404)."""
    if mode not in MODES or level not in LEVELS:
        raise ValueError("unknown mode or level")
    plan = _plan(q, now or timezone.now())
    scope = _visibility(principal, identity_id)
    fingerprint = _fingerprint(principal, q, mode, level, scope.identity_id)
    state = _decode_cursor(cursor, fingerprint) if cursor else {}
    degraded: list[str] = []
    facet_counts = None

    if not plan.has_text:
        after = state.get("k")
        if after is not None:
            try:
                when = parse_datetime(str(after[0])) if isinstance(after, list) else None
            except (ValueError, IndexError):
                when = None
            if when is None or len(after) != 2:
                raise AppError("invalid_cursor")
            after = [when, str(after[1])]
        page, last = _filter_only(plan, scope, level, limit, after)
        if facets:
            where, params = render(plan.keyword, thread_table=T)
            facet_counts = _facets(
                f"SELECT m.id FROM {M} m JOIN {D} d ON d.message_id = m.id "
                f"WHERE {scope.sql} AND {where}",
                [*scope.params, *params],
            )
        next_cursor = _encode_cursor({"h": fingerprint, "k": last}) if last else None
        hits = _hydrate(scope, page, level, plan, mode, scored=False)
        return SearchPage(hits, next_cursor, mode, level, facet_counts)

    # Ranked: the whole candidate list is computed once and kept for SNAPSHOT_TTL_SECONDS,
    # so later pages come from the same ranking whatever mail arrives meanwhile. If the
    # snapshot is gone, the list is recomputed and paging resumes after the cursor's
    # (score, id) position.
    ranked: list[Ranked] | None = None
    snapshot = state.get("s")
    if isinstance(snapshot, str):
        stored = cache.get(f"search:snap:{fingerprint}:{snapshot}")
        if stored is not None:
            ranked = [Ranked(m, t, s, r) for m, t, s, r in stored]
    offset = state.get("o", 0) if ranked is not None else 0
    if ranked is None:
        ranked = _rerank(_ranked(plan, scope, mode, degraded), q)
        if level == "thread":
            ranked = _collapse_threads(ranked)
        snapshot = None  # stored below when a cursor will point at it
        keyset = state.get("k")
        if keyset is not None:
            try:
                score, last_id = float(keyset[0]), str(keyset[1])
            except (TypeError, ValueError, IndexError) as exc:
                raise AppError("invalid_cursor") from exc
            key = (lambda r: r.thread_id) if level == "thread" else (lambda r: r.message_id)
            offset = next(
                (i for i, r in enumerate(ranked) if (r.score, key(r)) < (score, last_id)),
                len(ranked),
            )
    if not isinstance(offset, int) or offset < 0:
        raise AppError("invalid_cursor")
    page = ranked[offset : offset + limit]
    next_cursor = None
    if offset + limit < len(ranked):
        if snapshot is None:
            snapshot = secrets.token_urlsafe(9)
            cache.set(
                f"search:snap:{fingerprint}:{snapshot}",
                [(r.message_id, r.thread_id, r.score, r.ranks) for r in ranked],
                SNAPSHOT_TTL_SECONDS,
            )
        last = page[-1]
        last_key = last.thread_id if level == "thread" else last.message_id
        next_cursor = _encode_cursor(
            {"h": fingerprint, "s": snapshot, "o": offset + limit, "k": [last.score, last_key]}
        )
    if facets:
        ids = [r.message_id for r in ranked]
        facet_counts = _facets("SELECT unnest(%s::varchar[])", [ids])
    hits = _hydrate(scope, page, level, plan, mode, scored=True)
    return SearchPage(hits, next_cursor, mode, level, facet_counts, degraded)


# --- Contacts -------------------------------------------------------------------------


@dataclass(frozen=True)
class Contact:
    address: str
    name: str | None
    received: int
    sent: int
    last_contact_at: datetime


def contact_list(
    *,
    principal: Principal,
    identity_id: str,
    q: str = "",
    limit: int = 50,
    after: tuple[datetime, str] | None = None,
) -> tuple[list[Contact], tuple[datetime, str] | None]:
    """People this identity corresponded with: senders of mail it received and recipients
    of mail it sent, with counts and the last contact, most recent first."""
    identity = identity_selectors.identity_get(principal=principal, identity_id=identity_id)
    scope = _visibility(principal, identity.pk)
    own = [
        a.address.lower()
        for a in identity_selectors.address_list(principal=principal, identity=identity)
    ]
    people = (
        f"SELECT lower(m.from_address) AS address, m.from_name AS name, m.received_at AS at, "
        f"1 AS received, 0 AS sent FROM {M} m WHERE {scope.sql} AND m.direction = %s "
        "AND m.from_address <> '' "
        f"UNION ALL SELECT lower(e.value->>'address'), coalesce(e.value->>'name', ''), "
        f"m.received_at, 0, 1 FROM {M} m, "
        f'jsonb_array_elements(m."to" || m.cc) e WHERE {scope.sql} AND m.direction = %s'
    )
    args: list = [*scope.params, Message.Direction.INBOUND, *scope.params]
    args.append(Message.Direction.OUTBOUND)
    where = "address <> '' AND NOT (address = ANY(%s))"
    args.append(own)
    if q:
        where += " AND (address LIKE %s OR lower(name) LIKE %s)"
        pattern = like_pattern(q)
        args += [pattern, pattern]
    having = ""
    if after:
        having = " HAVING (max(at), address) < (%s, %s)"
    sql = (
        f"SELECT address, (array_agg(name ORDER BY at DESC) FILTER (WHERE name <> ''))[1], "
        f"sum(received)::int, sum(sent)::int, max(at) AS last FROM ({people}) p WHERE {where} "
        f"GROUP BY address{having} ORDER BY last DESC, address DESC LIMIT %s"
    )
    rows = _fetch(sql, [*args, *(list(after) if after else []), limit + 1])
    contacts = [Contact(a, n or None, r, s, at) for a, n, r, s, at in rows[:limit]]
    last = contacts[-1] if len(rows) > limit else None
    return contacts, ((last.last_contact_at, last.address) if last else None)


# --- Related threads ------------------------------------------------------------------


@dataclass(frozen=True)
class Related:
    thread: Thread
    score: float
    message_id: str


def related_threads(*, principal: Principal, thread_id: str, limit: int = 10) -> list[Related]:
    """The threads of the same identity nearest to this one: the mean of the thread's
    chunk vectors against every other thread's messages."""
    # A thread holding only quarantined mail answers 404 like a missing one.
    thread = mailbox_selectors.thread_get(principal=principal, thread_id=thread_id)
    scope = _visibility(principal, thread.identity_id)
    try:
        model_id = provider().model_id
    except EmbeddingError as exc:
        raise AppError("search_unavailable") from exc
    rows = _fetch(
        f"SELECT avg(c.embedding)::text FROM {C} c JOIN {M} m ON m.id = c.message_id "
        f"WHERE m.thread_id = %s AND c.model = %s AND {scope.sql}",
        [thread.pk, model_id, *scope.params],
    )
    if not rows or rows[0][0] is None:
        return []
    centroid = json.loads(rows[0][0])
    ranked = nearest(
        centroid,
        where="m.thread_id <> %s",
        params=[thread.pk],
        scope=scope,
        limit=limit * 5,
        model_id=model_id,
    )
    best: dict[str, Ranked] = {}
    for item in ranked:
        best.setdefault(item.thread_id, item)
    top = list(best.values())[:limit]
    threads = mailbox_selectors.threads_as_shown(r.thread_id for r in top)
    return [
        Related(threads[r.thread_id], r.score, r.message_id) for r in top if r.thread_id in threads
    ]


# --- What indexing reads ---------------------------------------------------------------------


def messages_to_index(*, message_ids: list[str]) -> list[Message]:
    return list(Message.objects.filter(pk__in=message_ids).prefetch_related("attachments"))


def messages_in_scope(scope: str, scope_id: str) -> QuerySet[Message]:
    """Every message of the platform, of one tenant or of one identity (re-indexing)."""
    messages = Message.objects.all()
    if scope == "tenant":
        messages = messages.filter(tenant_id=scope_id)
    elif scope == "identity":
        messages = messages.filter(identity_id=scope_id)
    elif scope != "all":
        raise ValueError(f"unknown scope {scope!r}")
    return messages


def messages_received_before(moment: datetime) -> QuerySet[Message]:
    return Message.objects.filter(received_at__lt=moment)
