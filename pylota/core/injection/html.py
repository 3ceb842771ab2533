"""Hidden text and links in HTML, with the standard library's tolerant parser."""

from __future__ import annotations

import contextlib
import re
import time
from dataclasses import dataclass, field
from html.parser import HTMLParser

_VOID = {
    "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source",
    "track", "wbr",
}  # fmt: skip
_SKIP = {"script", "style", "head", "title", "template"}
_LENGTH = re.compile(r"(-?+(?:\d{1,12}+(?:\.\d{0,12}+)?+|\.\d{1,12}+))(px|pt|em|rem|%)?+$")
_SPACE_RUN = re.compile(r"\s+")
PATTERNS = [_LENGTH, _SPACE_RUN]
_ATTRIBUTE_TEXT = ("alt", "title", "aria-label", "placeholder", "data-instructions")
_WHITE = {"white", "#fff", "#ffffff", "rgb(255,255,255)", "#fefefe", "#fdfdfd", "snow"}


def _declarations(style: str) -> dict[str, str]:
    out = {}
    for part in style.split(";"):
        key, _, value = part.partition(":")
        if key.strip():
            out[key.strip().lower()] = _SPACE_RUN.sub("", value.lower()).replace("!important", "")
    return out


def _length(value: str) -> float | None:
    match = _LENGTH.match(value[:40])
    if not match:
        return None
    number = float(match.group(1))
    return number * 16 if match.group(2) in ("em", "rem") else number


def hiding_reason(attrs: dict[str, str], inherited_background: str | None) -> str | None:
    """Why an element's text would not be seen, or None."""
    if "hidden" in attrs:
        return "hidden attribute"
    style = _declarations(attrs.get("style", ""))
    if style.get("display") == "none":
        return "display:none"
    if style.get("visibility") in ("hidden", "collapse"):
        return "visibility:hidden"
    if style.get("mso-hide") == "all":
        return "mso-hide:all"
    opacity = _length(style.get("opacity", ""))
    if opacity is not None and opacity < 0.1:
        return "opacity:0"
    size = _length(style.get("font-size", ""))
    if size is not None and size <= 1:
        return "font-size:0"
    for prop in ("left", "top", "text-indent", "margin-left", "margin-top"):
        offset = _length(style.get(prop, ""))
        if offset is not None and offset <= -500:
            return "off-screen"
    if style.get("clip", "").startswith("rect(0") or style.get("clip-path") == "inset(100%)":
        return "clipped"
    for prop in ("height", "max-height", "width", "max-width"):
        extent = _length(style.get(prop, ""))
        if extent is not None and extent <= 1 and style.get("overflow") == "hidden":
            return "zero size"
    if style.get("transform", "").startswith("scale(0"):
        return "scale(0)"
    color = style.get("color") or attrs.get("color", "").lower()
    background = style.get("background-color") or style.get("background") or inherited_background
    if color in _WHITE and (background is None or background in _WHITE):
        return "white on white"
    if color and background and color == background:
        return "text colour equals background"
    return None


@dataclass
class Link:
    href: str
    text: str


@dataclass
class HtmlFindings:
    hidden: list[tuple[str, str]] = field(default_factory=list)  # (reason, text)
    links: list[Link] = field(default_factory=list)
    visible: list[str] = field(default_factory=list)
    attributes: list[str] = field(default_factory=list)  # alt, title, aria-label text
    comments: list[str] = field(default_factory=list)
    complete: bool = True  # False when the time budget stopped the parser early

    @property
    def visible_text(self) -> str:
        return _SPACE_RUN.sub(" ", " ".join(self.visible)).strip()


class _Walker(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.stack: list[tuple[str, str | None, str | None]] = []  # tag, hiding, background
        self.skip = 0
        self.findings = HtmlFindings()
        self._hidden_text: dict[int, list[str]] = {}
        self._link: tuple[str, list[str]] | None = None

    def handle_starttag(self, tag: str, attrs_list) -> None:
        attrs = {k.lower(): (v or "") for k, v in attrs_list}
        for name in _ATTRIBUTE_TEXT:
            if attrs.get(name) and len(self.findings.attributes) < 200:
                self.findings.attributes.append(attrs[name][:2000])
        if tag in _SKIP:
            self.skip += 1
            return
        if tag == "a":
            self._link = (attrs.get("href", ""), [])
        if tag in _VOID:
            return
        parent_background = self.stack[-1][2] if self.stack else None
        style = _declarations(attrs.get("style", ""))
        background = (
            style.get("background-color")
            or style.get("background")
            or attrs.get("bgcolor", "").lower()
            or parent_background
        )
        reason = hiding_reason(attrs, parent_background)
        self.stack.append((tag, reason, background))
        if reason and not any(r for _, r, _ in self.stack[:-1]):
            self._hidden_text[len(self.stack)] = []

    def handle_endtag(self, tag: str) -> None:
        if tag in _SKIP:
            self.skip = max(0, self.skip - 1)
            return
        if tag == "a" and self._link is not None:
            href, parts = self._link
            self.findings.links.append(Link(href=href.strip(), text=" ".join(parts).strip()))
            self._link = None
        # Close up to the matching tag: mail HTML often leaves elements open.
        for depth in range(len(self.stack), 0, -1):
            if self.stack[depth - 1][0] == tag:
                for closing in range(len(self.stack), depth - 1, -1):
                    parts = self._hidden_text.pop(closing, None)
                    if parts is not None:
                        reason = self.stack[closing - 1][1] or "hidden"
                        text = re.sub(r"\s+", " ", " ".join(parts)).strip()
                        if text:
                            self.findings.hidden.append((reason, text))
                del self.stack[depth - 1 :]
                break

    def handle_data(self, data: str) -> None:
        if self.skip:
            return
        if self._link is not None:
            self._link[1].append(data)
        if not self._hidden_text:
            self.findings.visible.append(data)
        for depth in self._hidden_text:
            self._hidden_text[depth].append(data)

    def handle_comment(self, data: str) -> None:
        if len(self.findings.comments) < 50:
            self.findings.comments.append(data[:5000])

    def close(self) -> None:
        super().close()
        for depth, parts in self._hidden_text.items():
            text = re.sub(r"\s+", " ", " ".join(parts)).strip()
            if text:
                self.findings.hidden.append((self.stack[depth - 1][1] or "hidden", text))
        self._hidden_text = {}


FEED = 16_384


def inspect_html(
    html: str, *, limit: int = 2_000_000, deadline: float | None = None
) -> HtmlFindings:
    """What the HTML shows and hides. With ``deadline`` (a ``time.perf_counter`` value) the
    document is fed in slices and parsing stops, marked incomplete, once it has passed."""
    walker = _Walker()
    html = html[:limit]
    # The parser is tolerant; whatever it still trips on yields no finding rather than an error.
    with contextlib.suppress(Exception):
        for start in range(0, len(html), FEED):
            if deadline is not None and start and time.perf_counter() > deadline:
                walker.findings.complete = False
                break
            walker.feed(html[start : start + FEED])
        walker.close()
    return walker.findings
