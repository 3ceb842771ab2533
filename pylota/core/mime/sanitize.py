"""HTML sanitising with nh3 (the Rust ammonia sanitiser).

Decisions: scripts, styles, forms, frames and event handlers go; URLs are limited to http,
https, mailto, tel and cid (inline images); inline ``style`` survives with a short list of
presentational properties, none of which can hide text, position it or load a URL; remote
images are left in place (the console decides whether to load them), and every link gets
``rel="noopener noreferrer"``.
"""

from __future__ import annotations

import html as html_lib
import re

import nh3

_TAGS = set(nh3.ALLOWED_TAGS) | {"font", "span", "div", "img", "center", "u", "s"}

_ATTRIBUTES: dict[str, set[str]] = {
    tag: set(attrs) for tag, attrs in nh3.ALLOWED_ATTRIBUTES.items()
}
for _tag, _extra in {
    "*": {"style", "dir", "lang", "title", "align"},
    "font": {"color", "face", "size"},
    "table": {"width", "border", "cellpadding", "cellspacing", "bgcolor"},
    "td": {"width", "height", "valign", "bgcolor", "nowrap"},
    "th": {"width", "height", "valign", "bgcolor", "nowrap"},
    "tr": {"valign", "bgcolor"},
    "img": {"width", "height", "alt", "src", "title"},
    "a": {"href", "title"},
}.items():
    _ATTRIBUTES.setdefault(_tag, set()).update(_extra)

_STYLE_PROPERTIES = {
    "color", "background-color", "font", "font-family", "font-size", "font-style",
    "font-weight", "text-align", "text-decoration", "text-indent", "line-height",
    "vertical-align", "white-space", "width", "max-width", "min-width", "height",
    "margin", "margin-top", "margin-right", "margin-bottom", "margin-left",
    "padding", "padding-top", "padding-right", "padding-bottom", "padding-left",
    "border", "border-top", "border-right", "border-bottom", "border-left",
    "border-color", "border-style", "border-width", "border-collapse", "border-spacing",
    "border-radius", "list-style-type",
}  # fmt: skip

_URL_SCHEMES = {"http", "https", "mailto", "tel", "cid"}
_DROP_WITH_CONTENT = {"script", "style", "title", "head", "template", "noscript"}

# html5ever (inside nh3) is quadratic in element depth: 10,000 nested <div> cost 0.1 s and
# 100,000 cost 14 s. Above this estimated depth we neither sanitise nor run the tree-based text
# conversion, and fall back to tag stripping.
MAX_HTML_DEPTH = 2000
_TAG = re.compile(r"<(/?)([A-Za-z][A-Za-z0-9:-]{0,40})")
_NO_DEPTH = frozenset(
    {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param",
     "source", "track", "wbr", "p", "li", "dt", "dd", "td", "th", "tr", "option", "tbody",
     "thead", "tfoot", "colgroup", "rp", "rt"}
)  # fmt: skip


def html_depth(html: str) -> int:
    """An upper estimate of element nesting: open tags minus close tags, at its highest."""
    if html.count("<") < MAX_HTML_DEPTH:
        return 0
    depth = deepest = 0
    for m in _TAG.finditer(html):
        name = m.group(2).lower()
        if name in _NO_DEPTH:
            continue
        if m.group(1):
            depth = max(0, depth - 1)
        else:
            depth += 1
            deepest = max(deepest, depth)
    return deepest


def too_deep(html: str) -> bool:
    return html_depth(html) > MAX_HTML_DEPTH


def sanitize_html(html: str) -> str:
    """Safe HTML for display. The caller checks ``too_deep`` first."""
    return nh3.clean(
        html,
        tags=_TAGS,
        attributes=_ATTRIBUTES,
        clean_content_tags=_DROP_WITH_CONTENT,
        url_schemes=_URL_SCHEMES,
        filter_style_properties=_STYLE_PROPERTIES,
        strip_comments=True,
        link_rel="noopener noreferrer",
    )


_TEXT_TAGS = {
    "a", "address", "article", "aside", "b", "blockquote", "br", "caption", "center", "dd",
    "details", "div", "dl", "dt", "em", "figcaption", "figure", "font", "footer", "h1", "h2",
    "h3", "h4", "h5", "h6", "header", "hr", "i", "img", "li", "main", "nav", "ol", "p", "pre",
    "section", "span", "strong", "summary", "table", "tbody", "td", "tfoot", "th", "thead",
    "tr", "u", "ul",
}  # fmt: skip
_TEXT_DROP = _DROP_WITH_CONTENT | {
    "svg",
    "math",
    "object",
    "iframe",
    "select",
    "button",
    "canvas",
    "audio",
    "video",
}


def normalize_for_text(html: str) -> str:
    """Well-formed HTML with only what the text converter reads.

    Python's html.parser is quadratic on some malformed input in 3.11 (unclosed comments and
    tags); html5ever's serialisation is well formed, so the converter only ever sees that.
    """
    return nh3.clean(
        html,
        tags=_TEXT_TAGS,
        attributes={"*": {"style", "hidden"}, "a": {"href"}, "img": {"alt"}},
        clean_content_tags=_TEXT_DROP,
        strip_comments=True,
        link_rel=None,
    )


_STRIP_TAG = re.compile(r"<[^<>]*>")
_STRIP_BLOCK = re.compile(r"<(?:script|style)[^<>]*>[^<]*", re.IGNORECASE)
_SPACES = re.compile(r"[ \t\r\f\v]+")
_BLANKS = re.compile(r"\n\s*\n\s*")


def strip_tags(html: str) -> str:
    """Linear-time last resort for HTML too deep for a tree builder."""
    text = _STRIP_BLOCK.sub(" ", html)
    text = _STRIP_TAG.sub(" ", text)
    text = html_lib.unescape(text)
    text = _SPACES.sub(" ", text)
    return _BLANKS.sub("\n\n", text).strip()
