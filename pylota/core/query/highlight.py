"""Highlights: the best window of a text around the query's words, matches in ``<mark>``.

Done in Python rather than with ``ts_headline`` because matching must fold accents the
way the index does ("cafe" marks "Café"), which ``ts_headline`` cannot without the
``unaccent`` extension. The output is HTML-escaped text with ``<mark>`` tags only.
"""

from __future__ import annotations

import bisect
import html
import re

from pylota.core.query.text import fold

_TOKEN_RE = re.compile(r"\w+", re.UNICODE)


def _fold_token(token: str) -> str:
    return token.lower() if token.isascii() else fold(token)


def highlight(
    text: str,
    words: tuple[str, ...] | list[str],
    prefixes: tuple[str, ...] | list[str] = (),
    *,
    max_words: int = 32,
) -> str | None:
    """The window of at most ``max_words`` words with the most matches; None if none match."""
    if not text or not (words or prefixes):
        return None
    wanted = set(words)
    prefixes = tuple(prefixes)
    # ASCII text folds as it lowercases, with its offsets unchanged: fold it at once.
    source = text.lower() if text.isascii() else None
    spans = [m.span() for m in _TOKEN_RE.finditer(text if source is None else source)]
    if source is None:
        folded = [_fold_token(text[a:b]) for a, b in spans]
    else:
        folded = [source[a:b] for a, b in spans]
    tokens = [(a, b, f) for (a, b), f in zip(spans, folded, strict=True)]
    if prefixes:
        hits = [i for i, f in enumerate(folded) if f in wanted or f.startswith(prefixes)]
    else:
        hits = [i for i, f in enumerate(folded) if f in wanted]
    if not hits:
        return None
    # The window starting a few words before some hit that covers the most hits.
    best_start, best_count = 0, -1
    for hit in hits:
        start = max(0, hit - 4)
        end = start + max_words
        count = bisect.bisect_left(hits, end) - bisect.bisect_left(hits, start)
        if count > best_count:
            best_start, best_count = start, count
    window = tokens[best_start : best_start + max_words]
    begin = 0 if best_start == 0 else window[0][0]
    last = best_start + len(window) >= len(tokens)
    end = len(text) if last else window[-1][1]
    marked = {tokens[h][0]: tokens[h][1] for h in hits if best_start <= h < best_start + max_words}
    out, cursor = [], begin
    for start in sorted(marked):
        out.append(html.escape(text[cursor:start]))
        out.append("<mark>" + html.escape(text[start : marked[start]]) + "</mark>")
        cursor = marked[start]
    out.append(html.escape(text[cursor:end]))
    snippet = " ".join("".join(out).split())
    return ("…" if begin > 0 else "") + snippet + ("" if last else "…")
