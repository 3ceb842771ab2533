"""Readable text from HTML, and RFC 3676 format=flowed unwrapping.

We convert HTML with the standard library's event parser instead of a dependency: mail HTML
needs only a handful of rules (blocks break lines, links show their target, lists get
bullets, blockquotes become "> " quotes so that reply extraction can see them), and an event
parser keeps memory flat on hostile nesting where tree builders recurse.
"""

from __future__ import annotations

import re
from html.parser import HTMLParser

from pylota.core.mime.sanitize import normalize_for_text, strip_tags, too_deep

_BLOCK = frozenset(
    {
        "address", "article", "aside", "center", "dd", "details", "dialog", "div", "dl", "dt",
        "fieldset", "figcaption", "figure", "footer", "form", "header", "hgroup", "main",
        "nav", "ol", "section", "summary", "table", "tbody", "tfoot", "thead", "ul", "caption",
    }
)  # fmt: skip
_PARAGRAPH = frozenset({"p", "h1", "h2", "h3", "h4", "h5", "h6", "pre", "blockquote"})
_SKIP = frozenset(
    {"script", "style", "head", "title", "noscript", "template", "svg", "math", "object",
     "iframe", "select", "button", "canvas", "audio", "video"}
)  # fmt: skip
_VOID = frozenset(
    {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param",
     "source", "track", "wbr"}
)  # fmt: skip
_HIDDEN_STYLE = re.compile(r"display\s*:\s*none|visibility\s*:\s*hidden", re.IGNORECASE)
_WS = re.compile(r"\s+")
_MAX_QUOTE = 10
_MAX_LIST = 20


class _Converter(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.lines: list[tuple[int, str]] = []
        self.cur: list[str] = []
        self.cur_quote = 0
        self.pending = 0
        self.skip: dict[str, int] = {}
        self.hidden: list[tuple[str, int]] = []  # (tag, nesting of that tag inside it)
        self.quote = 0
        self.pre = 0
        self.lists: list[list[int]] = []  # [ordered?, counter]
        self.links: list[tuple[str | None, list[str]]] = []  # (href, label text so far)

    # -- output ----------------------------------------------------------------------------

    def _flush(self) -> None:
        self.lines.append((self.cur_quote, "".join(self.cur)))
        self.cur = []

    def _request(self, n: int) -> None:
        if self.cur or self.lines:
            self.pending = max(self.pending, n)

    def _apply_pending(self) -> None:
        if self.pending:
            if self.cur:
                self._flush()
            # A separating blank line belongs to the shallower of the two blocks it separates.
            depth = min(self.quote, self.lines[-1][0] if self.lines else 0, _MAX_QUOTE)
            for _ in range(self.pending - 1):
                self.lines.append((depth, ""))
            self.pending = 0

    def _emit(self, text: str, *, keep_space: bool = False) -> None:
        if not text:
            return
        self._apply_pending()
        for _, label in self.links[-3:]:
            if len(label) < 50:
                label.append(text)
        if not self.cur:
            self.cur_quote = min(self.quote, _MAX_QUOTE)
            if not self.pre and not keep_space:
                text = text.lstrip(" ")
                if not text:
                    return
        self.cur.append(text)

    def _suppressed(self) -> bool:
        return bool(self.skip) or bool(self.hidden)

    # -- parser events ---------------------------------------------------------------------

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in _SKIP:
            self.skip[tag] = self.skip.get(tag, 0) + 1
            return
        if self.hidden:
            name, depth = self.hidden[-1]
            if tag == name:
                self.hidden[-1] = (name, depth + 1)
            return
        if tag not in _VOID:
            named = dict(attrs)
            if "hidden" in named or _HIDDEN_STYLE.search(named.get("style") or ""):
                # What a person does not see is not part of the readable text.
                self.hidden.append((tag, 0))
                return
        if self.skip:
            return
        self._open(tag, attrs)

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if self._suppressed() or tag in _SKIP:
            return
        self._open(tag, attrs)
        if tag not in _VOID:
            self._close(tag)

    def _open(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "br":
            self._apply_pending()
            self._flush()
        elif tag == "hr":
            self._request(1)
            self._emit("----------")
            self._request(1)
        elif tag == "img":
            alt = dict(attrs).get("alt")
            if alt and alt.strip():
                self._emit(_WS.sub(" ", alt.strip()))
        elif tag in ("ul", "ol"):
            self._request(1)
            if len(self.lists) < _MAX_LIST:
                self.lists.append([tag == "ol", 0])
        elif tag == "li":
            self._request(1)
            if self.lists:
                entry = self.lists[-1]
                entry[1] += 1
                indent = "  " * (len(self.lists) - 1)
                marker = f"{entry[1]}. " if entry[0] else "- "
                self._emit(indent + marker, keep_space=True)
            else:
                self._emit("- ")
        elif tag == "blockquote":
            self._request(2)
            self.quote += 1
        elif tag == "pre":
            self._request(2)
            self.pre += 1
        elif tag in _PARAGRAPH:
            self._request(2)
        elif tag in _BLOCK or tag == "tr":
            self._request(1)
        elif tag in ("td", "th"):
            if self.cur:
                self._emit(" ")
        elif tag == "a":
            href = dict(attrs).get("href")
            if len(self.links) < _MAX_LIST:
                self.links.append((href.strip() if href else None, []))

    def handle_endtag(self, tag: str) -> None:
        if tag in _SKIP:
            if self.skip.get(tag):
                self.skip[tag] -= 1
                if not self.skip[tag]:
                    del self.skip[tag]
            return
        if self.hidden:
            name, depth = self.hidden[-1]
            if tag == name:
                if depth:
                    self.hidden[-1] = (name, depth - 1)
                else:
                    self.hidden.pop()
            return
        if self.skip:
            return
        self._close(tag)

    def _close(self, tag: str) -> None:
        if tag in ("ul", "ol"):
            if self.lists:
                self.lists.pop()
            self._request(1)
        elif tag == "blockquote":
            self._request(2)
            self.quote = max(0, self.quote - 1)
        elif tag == "pre":
            self.pre = max(0, self.pre - 1)
            self._request(2)
        elif tag in _PARAGRAPH:
            self._request(2)
        elif tag in _BLOCK or tag in ("tr", "li"):
            self._request(1)
        elif tag == "a" and self.links:
            href, label = self.links.pop()
            self._link_suffix(href, "".join(label))

    def _link_suffix(self, href: str | None, label: str) -> None:
        if not href or href.startswith("#"):
            return
        lowered = href.lower()
        if lowered.startswith(("javascript:", "vbscript:", "data:", "cid:")):
            return
        target = href[7:] if lowered.startswith("mailto:") else href
        if not target or target.split("?")[0] in label:
            return
        self._emit(f" ({target})")

    def handle_data(self, data: str) -> None:
        if self._suppressed():
            return
        if self.pre:
            parts = data.replace("\r\n", "\n").split("\n")
            for i, part in enumerate(parts):
                if i:
                    self._flush()
                    self.cur_quote = min(self.quote, _MAX_QUOTE)
                if part:
                    self._emit(part)
            return
        text = _WS.sub(" ", data)
        if text.strip() or self.cur:
            self._emit(text)

    def result(self) -> str:
        if self.cur:
            self._flush()
        out: list[str] = []
        blank = 0
        for quote, line in self.lines:
            line = line.rstrip()
            prefix = "> " * quote
            if not line:
                blank += 1
                if blank > 1:
                    continue
                out.append(prefix.rstrip())
                continue
            blank = 0
            out.append(prefix + line)
        return "\n".join(out).strip("\n")


def html_to_text(html: str) -> str:
    """Readable text; hostile depth falls back to tag stripping (see sanitize.MAX_HTML_DEPTH)."""
    if too_deep(html):
        return strip_tags(html)
    converter = _Converter()
    try:
        converter.feed(normalize_for_text(html))
        converter.close()
    except Exception:  # html.parser is lenient; this guards its rare internal assertions.
        return strip_tags(html)
    return converter.result()


_QUOTE_PREFIX = re.compile(r"^(>+) ?")


def unflow(text: str, *, delsp: bool) -> str:
    """Join RFC 3676 soft-broken lines; keeps quote depth and the signature separator."""
    out: list[str] = []
    buf: list[str] = []
    buf_depth = -1

    def flush() -> None:
        nonlocal buf, buf_depth
        if buf_depth >= 0:
            prefix = ">" * buf_depth + (" " if buf_depth else "")
            out.append(prefix + "".join(buf))
        buf, buf_depth = [], -1

    for line in text.replace("\r\n", "\n").split("\n"):
        m = _QUOTE_PREFIX.match(line)
        depth = len(m.group(1)) if m else 0
        content = line[m.end() :] if m else line
        if not m and content.startswith(" "):
            content = content[1:]  # space-stuffing
        if buf_depth >= 0 and depth != buf_depth:
            flush()
        if content == "-- ":
            flush()
            out.append(">" * depth + (" " if depth else "") + content)
            continue
        buf_depth = depth
        if content.endswith(" "):
            buf.append(content[:-1] if delsp else content)
        else:
            buf.append(content)
            flush()
    flush()
    return "\n".join(out)
