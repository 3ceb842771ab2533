"""Which patterns can match a text at all, from the literal strings every match contains.

Running 158 regular expressions over every window cost about a millisecond and a half per
window, though nearly every window matches none of them. Each pattern is read once, at
import, into *clauses*: sets of literal strings such that every match of the pattern
contains at least one string of each clause (``\\bignore\\b(?: all){1,5} instructions``
needs "ignore" and "instruction"). A window is then searched once for all those strings
(``present``), and only the patterns whose clauses all have a string in it are run.

The clauses are derived from the pattern's own parse tree (``re._parser``, the parser
``re.compile`` itself uses), only ever from parts a match cannot do without: a literal run,
an alternation (the union of one clause of each branch), a group, a repetition of at
least one. Anything else ends a literal run and adds nothing, so a clause can be weaker
than it might be, never wrong. A pattern compiled with IGNORECASE, or one the reader does
not understand, gets no clauses and always runs. So the prefilter is an optimisation
only: ``find_phrases`` gives the same matches with it and without it
(``tests/core/injection/test_prefilter.py`` checks that with hypothesis).
"""

from __future__ import annotations

import re
from re import _constants as sre_c  # the parser re.compile itself uses
from re import _parser as sre_parse

try:
    import ahocorasick
except ImportError:  # pragma: no cover - in requirements/base.txt; substring tests stand in
    ahocorasick = None

MIN_LENGTH = 3  # a clause whose shortest string is shorter is in nearly every text: dropped
MAX_CLAUSES = 4  # the most selective ones; more cost more to check than they save
_MAX_PRODUCT = 32  # literal runs across small alternations ("summari[sz]e")

Clause = frozenset[str]


class _Unknown(Exception):
    """A construct the reader does not handle: the pattern runs unfiltered."""


def _weight(s: str) -> int:
    """How rare a string is, roughly: a letter of a large script counts twice."""
    return sum(1 if ch.isascii() else 2 for ch in s)


def _quality(clause: Clause) -> tuple[int, int]:
    return (min(map(_weight, clause)), -len(clause))


def _literal_strings(items) -> list[str] | None:
    """The strings a branch matches when it is literals and small character sets only."""
    out = [""]
    for op, av in items:
        if op is sre_c.LITERAL:
            out = [s + chr(av) for s in out]
        elif op is sre_c.IN and _small_set(av) is not None:
            out = [s + c for s in out for c in _small_set(av)]
        else:
            return None
        if len(out) > _MAX_PRODUCT:
            return None
    return out


def _small_set(av) -> list[str] | None:
    chars = []
    for op, value in av:
        if op is not sre_c.LITERAL:
            return None
        chars.append(chr(value))
    return chars if len(chars) <= 4 else None


def _clauses(items, flags: int, prefix: list[str] | None = None) -> list[Clause]:
    """Clauses every match of ``prefix`` (literal strings, one of which comes first) followed
    by the sequence ``items`` satisfies."""
    clauses: list[Clause] = []
    run: list[str] = prefix or [""]

    def flush() -> None:
        nonlocal run
        if min(map(len, run)) >= 1:
            clauses.append(frozenset(run))
        run = [""]

    def extend(strings: list[str]) -> bool:
        nonlocal run
        if len(run) * len(strings) > _MAX_PRODUCT:
            return False
        run = [a + b for a in run for b in strings]
        return True

    for op, av in items:
        if op is sre_c.LITERAL:
            run = [s + chr(av) for s in run]
            continue
        if op is sre_c.IN:
            chars = _small_set(av)
            if chars is not None and extend(chars):
                continue
            flush()
            continue
        if op is sre_c.BRANCH:
            alternatives = av[1]
            strings = [_literal_strings(alt) for alt in alternatives]
            if all(s is not None for s in strings):
                flat = [x for s in strings for x in s]
                if "" not in flat and extend(flat):
                    continue
            # The run so far leads every alternative ("y" of ``you|yes``, which the parser
            # factors out): each alternative continues it.
            lead, run = run, [""]
            chosen: set[str] = set()
            for alt in alternatives:
                inner = _clauses(alt, flags, lead)
                if not inner:
                    chosen = set()
                    break
                chosen |= max(inner, key=_quality)
            if chosen:
                clauses.append(frozenset(chosen))
            continue
        flush()
        if op is sre_c.SUBPATTERN:
            _group, add_flags, _del_flags, sub = av
            if (flags | add_flags) & sre_c.SRE_FLAG_IGNORECASE:
                raise _Unknown
            clauses += _clauses(sub, flags | add_flags)
        elif op is sre_c.ATOMIC_GROUP:
            clauses += _clauses(av, flags)
        elif op in (sre_c.MAX_REPEAT, sre_c.MIN_REPEAT, sre_c.POSSESSIVE_REPEAT):
            low, _high, sub = av
            if low >= 1:
                clauses += _clauses(sub, flags)
        elif op in (sre_c.AT, sre_c.ASSERT, sre_c.ASSERT_NOT, sre_c.ANY, sre_c.NOT_LITERAL,
                    sre_c.CATEGORY, sre_c.GROUPREF, sre_c.GROUPREF_EXISTS):  # fmt: skip
            pass  # zero width, or no literal: ends the run and adds nothing
        else:
            raise _Unknown
    flush()
    return clauses


def clauses_of(pattern: re.Pattern[str]) -> tuple[Clause, ...]:
    """The clauses of ``pattern`` (empty: it must always run)."""
    if pattern.flags & re.IGNORECASE or not isinstance(pattern.pattern, str):
        return ()
    try:
        parsed = sre_parse.parse(pattern.pattern, pattern.flags)
        found = _clauses(list(parsed), parsed.state.flags)
    except (_Unknown, re.error, TypeError, ValueError):
        return ()
    useful = {c for c in found if min(map(_weight, c)) >= MIN_LENGTH}
    return tuple(sorted(useful, key=lambda c: (_quality(c), sorted(c)), reverse=True)[:MAX_CLAUSES])


class Prefilter:
    """The clauses of a list of patterns, and one search of a text for all their strings.

    The search is an Aho-Corasick automaton (``pyahocorasick``, one pass over the text in C)
    when the package is installed, else one substring test per string (the same answer,
    about twenty times slower, still several times faster than running every pattern)."""

    def __init__(self, patterns: list[re.Pattern[str]], *, automaton: bool = True) -> None:
        self.clauses = tuple(clauses_of(p) for p in patterns)
        self.always = tuple(i for i, c in enumerate(self.clauses) if not c)
        self.need = tuple(len(c) for c in self.clauses)
        self.owner: list[int] = []  # clause id -> pattern index
        by_string: dict[str, list[int]] = {}
        for index, clauses in enumerate(self.clauses):
            for clause in clauses:
                for string in clause:
                    by_string.setdefault(string, []).append(len(self.owner))
                self.owner.append(index)
        self.by_string = {s: tuple(ids) for s, ids in sorted(by_string.items())}
        self._automaton = _automaton(self.by_string) if automaton else None

    def satisfied(self, text: str) -> set[int]:
        """The clause ids with a string in ``text``."""
        found: set[int] = set()
        if self._automaton is not None:
            for _end, ids in self._automaton.iter(text):
                found.update(ids)
        else:
            for string, ids in self.by_string.items():
                if string in text:
                    found.update(ids)
        return found

    def runnable(self, text: str) -> list[int]:
        """The indices, in order, of the patterns that can match ``text``."""
        counts: dict[int, int] = {}
        for clause in self.satisfied(text):
            index = self.owner[clause]
            counts[index] = counts.get(index, 0) + 1
        ready = [index for index, n in counts.items() if n == self.need[index]]
        return sorted([*ready, *self.always])


def _automaton(by_string: dict[str, tuple[int, ...]]):
    if ahocorasick is None:  # pragma: no cover
        return None
    automaton = ahocorasick.Automaton()
    for string, ids in by_string.items():
        automaton.add_word(string, ids)
    if by_string:
        automaton.make_automaton()
    else:
        return None
    return automaton
