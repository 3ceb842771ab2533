"""Compile a syntax tree into the filters and texts each search arm needs.

- ``keyword``: the whole query. Free words must all occur (AND), phrases occur in order.
- ``semantic``: the same tree with the *positive free words* relaxed to TRUE: they are
  what the embedding carries. Phrases, negated words and every operator stay, so filters
  apply inside both arms of a hybrid search.
- ``rank``: the positive text matches, OR-ed to rank keyword hits (``ts_rank_cd``).
- ``semantic_text``: the positive words and phrases, in query order, to embed.
- ``has_text``: False for filter-only queries, which list newest first.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime

from pylota.core.query import filters as f
from pylota.core.query.parser import And, Node, Not, Operator, Or, Term
from pylota.core.query.text import content_words, fold, like_pattern, words


@dataclass(frozen=True)
class Plan:
    keyword: f.Filter
    semantic: f.Filter
    rank: tuple[f.TextMatch, ...] = ()
    semantic_text: str = ""
    highlight_words: tuple[str, ...] = ()
    highlight_prefixes: tuple[str, ...] = ()
    has_text: bool = False
    identity_ids: tuple[str, ...] = field(default=())
    # The keyword filter with every multi-word match relaxed to "any of its content words"
    # (stop words dropped), for natural questions that no message answers word for word;
    # None when relaxing changes nothing. The keyword arm falls back to it.
    relaxed: f.Filter | None = None
    relaxed_rank: tuple[f.TextMatch, ...] = ()


def _text(term: Term) -> f.TextMatch:
    scope = "subject" if term.field == "subject" else "all"
    if term.prefix:
        # A prefix is one word: "invoic*" → the lexeme prefix "invoic". Several words with a
        # star ("bank stat*") keep the star on the last one only.
        tokens = words(term.text)
        if len(tokens) == 1:
            return f.TextMatch(tokens[0], "prefix", scope)
        return f.TextMatch(" ".join(tokens), "plain", scope)
    return f.TextMatch(fold(term.text), "phrase" if term.phrase else "plain", scope)


def _operator(op: Operator, now: datetime) -> f.Filter:
    value = op.value
    if op.name in ("from", "to", "cc"):
        return f.PeopleMatch(op.name, like_pattern(str(value)))
    if op.name == "filename":
        return f.FilenameMatch(like_pattern(str(value)))
    if op.name == "label":
        return f.LabelIs(str(value))
    if op.name == "has":
        return f.Flag("has_attachment")
    if op.name == "is":
        return f.Flag("unread" if value == "unread" else "read")
    if op.name == "before":
        return f.ReceivedAt("lt", value)
    if op.name == "after":
        return f.ReceivedAt("gte", value)
    if op.name == "newer_than":
        return f.ReceivedAt("gte", now - value)
    if op.name == "older_than":
        return f.ReceivedAt("lt", now - value)
    if op.name == "identity":
        return f.IdentityIs(str(value))
    if op.name == "needs":
        return f.TriageIs("needs_reply", "true")
    if op.name in ("priority", "category"):
        return f.TriageIs(op.name, str(value))
    raise ValueError(f"unknown operator {op.name}")  # the parser admits no other


def _positive_text(node: f.Filter, positive: bool = True) -> list[f.TextMatch]:
    if isinstance(node, f.TextMatch):
        return [node] if positive else []
    if isinstance(node, f.Negate):
        return _positive_text(node.child, not positive)
    if isinstance(node, f.All | f.Any_):
        return [m for child in node.children for m in _positive_text(child, positive)]
    return []


def relax(node: f.Filter) -> f.Filter:
    """``node`` with its positive multi-word plain matches turned into "any content word"
    matches; negated matches, phrases, prefixes and operators are kept as they are."""
    if isinstance(node, f.TextMatch):
        if node.kind == "plain" and len(words(node.query)) > 1:
            return f.TextMatch(" ".join(content_words(node.query)), "any", node.scope)
        return node
    if isinstance(node, f.All):
        return f.All(tuple(relax(c) for c in node.children))
    if isinstance(node, f.Any_):
        return f.Any_(tuple(relax(c) for c in node.children))
    return node  # a negation keeps its exact meaning


def _merge_words(children: list[f.Filter]) -> list[f.Filter]:
    """Adjacent plain word matches of one scope AND-ed together become one match."""
    out: list[f.Filter] = []
    for child in children:
        last = out[-1] if out else None
        if (
            isinstance(child, f.TextMatch)
            and isinstance(last, f.TextMatch)
            and child.kind == last.kind == "plain"
            and child.scope == last.scope
        ):
            out[-1] = f.TextMatch(f"{last.query} {child.query}", "plain", child.scope)
        else:
            out.append(child)
    return out


class _Compiler:
    def __init__(self, now: datetime) -> None:
        self.now = now
        self.rank: list[f.TextMatch] = []
        self.semantic_parts: list[str] = []
        self.highlight: list[str] = []
        self.prefixes: list[str] = []
        self.identities: list[str] = []

    def keyword(self, node: Node, positive: bool = True) -> f.Filter:
        if isinstance(node, Term):
            match = _text(node)
            if positive:
                self.semantic_parts.append(node.text.rstrip("*"))
                if match.kind == "prefix":
                    self.prefixes.append(match.query)
                else:
                    self.highlight.extend(words(match.query))
            return match
        if isinstance(node, Operator):
            if node.name == "identity" and positive:
                self.identities.append(str(node.value))
            return _operator(node, self.now)
        if isinstance(node, Not):
            return f.negate(self.keyword(node.child, not positive))
        if isinstance(node, And):
            return f.all_of(_merge_words([self.keyword(c, positive) for c in node.children]))
        if isinstance(node, Or):
            return f.any_of([self.keyword(c, positive) for c in node.children])
        raise TypeError(type(node))

    def semantic(self, node: Node, positive: bool = True) -> f.Filter:
        if isinstance(node, Term):
            if positive and not node.phrase and node.field is None:
                return f.TRUE  # carried by the embedding
            return _text(node)
        if isinstance(node, Operator):
            return _operator(node, self.now)
        if isinstance(node, Not):
            return f.negate(self.semantic(node.child, not positive))
        if isinstance(node, And):
            return f.all_of([self.semantic(c, positive) for c in node.children])
        if isinstance(node, Or):
            return f.any_of([self.semantic(c, positive) for c in node.children])
        raise TypeError(type(node))


def compile_query(tree: Node | None, *, now: datetime) -> Plan:
    """Compile a parsed query; ``now`` resolves ``newer_than``/``older_than``."""
    if tree is None:
        return Plan(keyword=f.TRUE, semantic=f.TRUE)
    compiler = _Compiler(now)
    keyword = compiler.keyword(tree)
    # Rank by the positive text matches as the keyword filter has them, adjacent words
    # merged ("quarterly invoice" is one AND-ed match, so cover density rewards words
    # that stand together).
    compiler.rank = _positive_text(keyword)
    semantic = compiler.semantic(tree)
    relaxed = relax(keyword)
    return Plan(
        keyword=keyword,
        semantic=semantic,
        rank=tuple(dict.fromkeys(compiler.rank)),
        semantic_text=" ".join(compiler.semantic_parts).strip(),
        highlight_words=tuple(dict.fromkeys(compiler.highlight)),
        highlight_prefixes=tuple(dict.fromkeys(compiler.prefixes)),
        has_text=bool(compiler.rank),
        identity_ids=tuple(dict.fromkeys(compiler.identities)),
        relaxed=None if relaxed == keyword else relaxed,
        relaxed_rank=tuple(dict.fromkeys(_positive_text(relaxed))),
    )
