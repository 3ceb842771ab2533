"""Turning the signals into one score with its reasons.

Weights (0-100 scale; the score is their capped sum) are chosen so that no single weak
signal crosses the default threshold of 50 on its own, while an undisguised instruction
aimed at a model does. Marketing mail routinely has a hidden preheader and click-tracking
links whose text names another host; those two together stay under 50. Each family of
phrases counts once at its strongest match, plus 5 for each further match (at most 15).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from pylota.core.authverdict import org_domain
from pylota.core.injection import encoded, links, phrases
from pylota.core.injection import html as html_mod
from pylota.core.injection import unicode as uni

MENTION_FACTOR = 0.25
HIDDEN_INSTRUCTIONS = 40
COMBO_BONUS = 10
WEIGHTS = {
    "hidden_text": 15,
    "zero_width_in_words": 20,
    "invisible_characters": 10,
    "bidi_override": 30,
    "bidi_controls": 10,
    "tag_characters": 60,
    "mismatched_link": 20,
    # Browsers show such hosts as punycode for a reason: alone it is enough to hold a message.
    "lookalike_domain": 50,
    "mixed_script_words": 15,
    "encoded_payload": 10,
}
MAX_TEXT = 500_000  # characters of each source looked at; enough for any real message


@dataclass(frozen=True)
class Signal:
    code: str
    weight: int
    detail: str

    def to_dict(self) -> dict:
        return {"code": self.code, "weight": self.weight, "detail": self.detail}


@dataclass(frozen=True)
class InjectionReport:
    score: int
    signals: tuple[Signal, ...] = field(default=())

    @property
    def codes(self) -> list[str]:
        return [s.code for s in self.signals]

    def to_dict(self) -> dict:
        return {"score": self.score, "signals": [s.to_dict() for s in self.signals]}


def _phrase_signals(sources: list[tuple[str, str, bool]]) -> tuple[list[Signal], bool]:
    """Per family: strongest match plus extras. ``sources`` are (name, text, concealed)."""
    best: dict[str, tuple[float, str]] = {}
    extra: dict[str, int] = {}
    concealed_hit = False
    undampened_families: set[str] = set()
    for name, text, concealed in sources:
        if not text:
            continue
        folded = uni.fold(text[:MAX_TEXT])
        for match in phrases.find_phrases(folded):
            dampened = match.mention and not concealed
            weight = match.weight * (MENTION_FACTOR if dampened else 1)
            if not dampened:
                undampened_families.add(match.family)
            concealed_hit = concealed_hit or concealed
            where = f" in {name}" if name != "body" else ""
            detail = f'"{match.excerpt}"{where}' + (" (quoted or mentioned)" if dampened else "")
            if match.family not in best or weight > best[match.family][0]:
                if match.family in best:
                    extra[match.family] = extra.get(match.family, 0) + 1
                best[match.family] = (weight, detail)
            else:
                extra[match.family] = extra.get(match.family, 0) + 1
    signals = []
    for family, (weight, detail) in best.items():
        bonus = min(15, 5 * extra.get(family, 0)) if weight >= 10 else 0
        signals.append(Signal(family, round(weight + bonus), detail))
    if len(undampened_families) >= 2:
        signals.append(
            Signal("combined_signals", COMBO_BONUS, ", ".join(sorted(undampened_families)))
        )
    return signals, concealed_hit


def analyze(*, subject: str = "", text: str = "", html: str | None = None) -> InjectionReport:
    subject, text = subject or "", text or ""
    signals: list[Signal] = []
    visible = f"{subject}\n{text}"

    findings = html_mod.inspect_html(html) if html else html_mod.HtmlFindings()
    hidden = [(reason, t) for reason, t in findings.hidden if sum(c.isalpha() for c in t) >= 15]
    smuggled = uni.tag_characters(visible + (html or ""))
    payloads = encoded.decoded_payloads(text[:MAX_TEXT])

    sources = [("body", visible, False)]
    sources += [(f"hidden text ({reason})", t, True) for reason, t in hidden]
    if smuggled:
        sources.append(("tag characters", smuggled, True))
    sources += [("an encoded payload", p, True) for p in payloads]
    phrase_signals, concealed_hit = _phrase_signals(sources)
    signals += phrase_signals
    if concealed_hit:
        signals.append(
            Signal("hidden_instructions", HIDDEN_INSTRUCTIONS, "instructions in concealed text")
        )

    if hidden:
        reasons = sorted({reason for reason, _ in hidden})
        signals.append(Signal("hidden_text", WEIGHTS["hidden_text"], ", ".join(reasons)))
    everything = visible + "\n" + (html or "")
    in_words = uni.count_zero_width_in_words(everything)
    if in_words >= 3:
        weight = WEIGHTS["zero_width_in_words"]
        signals.append(Signal("zero_width_in_words", weight, f"{in_words} inside words"))
    elif uni.count_zero_width(everything) >= 10:
        signals.append(
            Signal("invisible_characters", WEIGHTS["invisible_characters"], "zero-width characters")
        )
    if uni.count_chars(everything, uni.BIDI_OVERRIDES):
        signals.append(Signal("bidi_override", WEIGHTS["bidi_override"], "U+202D/U+202E"))
    elif uni.count_chars(everything, uni.BIDI_EMBEDS) >= 3:
        signals.append(Signal("bidi_controls", WEIGHTS["bidi_controls"], "embedding or isolate"))
    if len(smuggled) >= 4:
        signals.append(Signal("tag_characters", WEIGHTS["tag_characters"], f"{len(smuggled)}"))

    mismatched, lookalike = [], []
    for link in findings.links:
        href_host = links.host_of(link.href) if link.href.lower().startswith("http") else ""
        shown = links.displayed_host(link.text)
        for host in (href_host, shown):
            if host and links.is_lookalike_host(host):
                lookalike.append(links.unicode_host(host))
        if href_host and shown and org_domain(shown) != org_domain(href_host):
            mismatched.append(f"{shown} → {href_host}")
    for url in re.findall(r"https?://[^\s<>\"')]+", visible[:MAX_TEXT]):
        host = links.host_of(url)
        if host and links.is_lookalike_host(host):
            lookalike.append(links.unicode_host(host))
    if mismatched:
        signals.append(Signal("mismatched_link", WEIGHTS["mismatched_link"], mismatched[0]))
    if lookalike:
        signals.append(Signal("lookalike_domain", WEIGHTS["lookalike_domain"], lookalike[0]))
    elif any(uni.is_mixed_script_lookalike(w) for w in re.findall(r"\w{3,}", visible[:MAX_TEXT])):
        signals.append(
            Signal("mixed_script_words", WEIGHTS["mixed_script_words"], "Latin with lookalikes")
        )
    if payloads:
        signals.append(
            Signal("encoded_payload", WEIGHTS["encoded_payload"], f"{len(payloads)} decodable")
        )

    signals.sort(key=lambda s: -s.weight)
    return InjectionReport(score=min(100, sum(s.weight for s in signals)), signals=tuple(signals))
