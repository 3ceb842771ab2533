"""Sender impersonation signals from a message's own claims: no DNS, no database.

What a reader takes for the sender is the display name and the look of the From domain,
not the authenticated domain. These checks compare what the message *shows* with what it
*is*, against the domains worth imitating (``Protected``): the tenant's own domains, the
domains of the identity's contacts (people it has written to) and a shipped list of the
most-impersonated brands (``brands.py``).

- ``display_name_spoof``: the display name shows an email address, a protected domain or a
  brand name that the From domain does not belong to ("PayPal" <x@evil.example>,
  "ceo@corp.example" <x@gmail.com>).
- ``lookalike_domain``: the From (or a Reply-To) registrable domain imitates a protected
  one: the same UTS #39 confusables skeleton (``paypa1.com``, ``rnicrosoft.com``, a
  Cyrillic ``\u0440\u0430ypal.com``, punycode decoded first), one edit away, the same name under
  another suffix (``paypal.co``), or the brand as a hyphenated word (``paypal-secure.com``).
- ``deceptive_subdomain``: the labels left of the registrable domain (public suffix list)
  spell a protected domain or brand (``paypal.com.account-verify.example``).
- ``own_domain_unauthenticated``: the From domain is one of the tenant's own domains (or
  under one) and the message is not authenticated for it.

Each signal is ``strong`` (the message is held) or weak (it is delivered and flagged).
A skeleton match, a spelled-out domain, an address in the display name and mail claiming
an own domain are strong, and so is a domain one letter from ours or a contact's. One
letter from a brand, or a brand's name as a hyphenated word (``paypal-secure.com``), is
strong only when the message also lacks authentication or its display name names a brand;
a brand's name under another suffix only when the display name names a brand. Alone they
are flags: real companies own names one letter from a brand (PayPay) or with a brand's
name in them, and brands own country domains we do not list (``hotmail.fr``).
"""

from __future__ import annotations

import contextlib
import functools
import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass

from pylota.core.authverdict import org_domain
from pylota.core.spoof.brands import BRANDS, SERVICE_WORDS, Brand
from pylota.core.spoof.confusables import fold, fold_variants

SIGNAL_CODES = (
    "display_name_spoof",
    "lookalike_domain",
    "deceptive_subdomain",
    "own_domain_unauthenticated",
)
MAX_NAME = 256  # characters of a display name looked at
MIN_FUZZY = 5  # shortest name compared by edits, suffix swaps and hyphenated words
GENERIC_LABELS = frozenset({"office", "online", "force", "mail", "live", "email", "cloud"})
_ADDRESS = re.compile(
    r"[^\s@<>\"'(),;:\[\]]{1,64}@([A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63}){1,8})"
)
_DOMAIN = re.compile(r"\b([A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63}){0,4}\.[A-Za-z]{2,24})\b")
_TOKEN = re.compile(r"[^\W_]+")


@dataclass(frozen=True)
class SenderSignal:
    code: str
    detail: str
    strong: bool
    field: str = "from"  # from | reply_to | display_name

    def to_dict(self) -> dict[str, object]:
        return {
            "code": self.code,
            "detail": self.detail,
            "strong": self.strong,
            "field": self.field,
        }


@dataclass(frozen=True)
class Protected:
    """A registrable domain worth imitating, and why."""

    domain: str  # registrable domain, ASCII
    source: str  # own | contact | brand
    brand: str = ""  # the brand's name, for brands

    @property
    def label(self) -> str:
        return _unicode(self.domain).split(".", 1)[0]

    def describe(self) -> str:
        if self.source == "brand":
            return f"{self.brand} ({self.domain})"
        if self.source == "own":
            return f"our own domain {self.domain}"
        return f"the contact domain {self.domain}"


@functools.lru_cache(maxsize=4096)
def _unicode(domain: str) -> str:
    """A domain's labels as a reader sees them (punycode decoded)."""
    out = []
    for label in (domain or "").lower().rstrip(".").split("."):
        if label.startswith("xn--"):
            with contextlib.suppress(UnicodeError, ValueError):
                label = label.encode("ascii").decode("idna")
        out.append(label)
    return ".".join(out)


def _ascii(domain: str) -> str:
    domain = (domain or "").strip().lower().rstrip(".")
    try:
        return domain.encode("idna").decode("ascii") if not domain.isascii() else domain
    except (UnicodeError, ValueError):
        return domain


def _org(domain: str) -> str:
    return org_domain(_ascii(domain))


def _distance(a: str, b: str, bound: int) -> int:
    """Optimal string alignment distance (edits and adjacent swaps), stopping past bound."""
    if abs(len(a) - len(b)) > bound:
        return bound + 1
    previous2: list[int] = []
    previous = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        current = [i] + [0] * len(b)
        for j, cb in enumerate(b, 1):
            cost = 0 if ca == cb else 1
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            if i > 1 and j > 1 and ca == b[j - 2] and a[i - 2] == cb:
                current[j] = min(current[j], previous2[j - 2] + 1)
        if min(current) > bound:
            return bound + 1
        previous2, previous = previous, current
    return previous[-1]


def _tokens(text: str) -> list[str]:
    return _TOKEN.findall(text)


@functools.cache
def _brand_index() -> tuple[tuple[Brand, frozenset[str], tuple[tuple[str, ...], ...]], ...]:
    """(brand, its registrable domains, each name as folded tokens)."""
    index = []
    for brand in BRANDS:
        orgs = frozenset(_org(d) for d in brand.domains)
        names = tuple(tuple(_tokens(fold(n))) for n in brand.names)
        index.append((brand, orgs, names))
    return tuple(index)


@functools.cache
def _brand_protected() -> tuple[Protected, ...]:
    seen: dict[str, Protected] = {}
    for brand in BRANDS:  # in the list's order: a brand's main domain first
        for domain in brand.domains:
            seen.setdefault(_org(domain), Protected(_org(domain), "brand", brand.name))
    return tuple(seen.values())


def protected_domains(
    *, own: Iterable[str] = (), contacts: Iterable[str] = (), brands: bool = True
) -> tuple[Protected, ...]:
    """Own domains first, then contacts', then brands'; each registrable domain once."""
    out: dict[str, Protected] = {}
    for domain in own:
        if domain:
            out.setdefault(_org(domain), Protected(_org(domain), "own"))
    for domain in contacts:
        if domain:
            out.setdefault(_org(domain), Protected(_org(domain), "contact"))
    if brands:
        for item in _brand_protected():
            out.setdefault(item.domain, item)
    return tuple(out.values())


def named_brands(display_name: str) -> list[tuple[Brand, frozenset[str]]]:
    """The brands a display name names (with their registrable domains)."""
    name = (display_name or "")[:MAX_NAME]
    if not name.strip():
        return []
    variants = [_tokens(v) for v in fold_variants(name)]
    found = []
    for brand, orgs, names in _brand_index():
        for tokens in variants:
            if _names_match(tokens, names, brand.needs_context):
                found.append((brand, orgs))
                break
    return found


def _names_match(tokens: list[str], names, needs_context: bool) -> bool:
    joined = ["".join(tokens[i : i + n]) for n in (1, 2, 3) for i in range(len(tokens))]
    for name in names:
        if not name:
            continue
        width = len(name)
        hit = any(tokens[i : i + width] == list(name) for i in range(len(tokens)))
        hit = hit or (width == 1 and len(name[0]) >= MIN_FUZZY and name[0] in joined)
        if not hit:
            continue
        if not needs_context:
            return True
        rest = [t for t in tokens if t not in name]
        if any(t in SERVICE_WORDS for t in rest):
            return True
    return False


def _domain_lookalike(
    domain: str,
    protected: tuple[Protected, ...],
    *,
    corroborated: bool,
    field: str,
    names_brand: bool = False,
) -> list[SenderSignal]:
    org = _org(domain)
    if not org:
        return []
    shown = _unicode(org)
    label, _, suffix = shown.partition(".")
    folded = fold(label)
    signals = []
    for item in protected:
        if item.domain == org:
            return []  # it *is* a protected domain: nothing imitated
    for item in protected:
        theirs, _, their_suffix = _unicode(item.domain).partition(".")
        their_fold = fold(theirs)
        kind = ""
        if folded == their_fold and (label != theirs):
            kind = "looks the same as"  # a homoglyph or digit swap: no honest reason
        elif len(their_fold) < MIN_FUZZY or their_fold in GENERIC_LABELS:
            continue
        elif folded == their_fold and suffix != their_suffix:
            kind = "is the same name under another suffix than"
        elif _distance(folded, their_fold, 1) <= 1:
            kind = "is one letter away from"
        elif their_fold in _tokens(folded.replace("-", " ")) and "-" in label:
            kind = "carries the name of"
        if kind:
            # A homoglyph has no honest use, and a domain one letter from ours or a
            # contact's is the classic invoice fraud.
            certain = kind == "looks the same as" or (
                kind == "is one letter away from" and item.source != "brand"
            )
            # A brand's name under another suffix is often the brand's own country site:
            # held only when the display name claims a brand too.
            if kind == "is the same name under another suffix than":
                strong = names_brand
            else:
                strong = certain or corroborated
            where = "Reply-To" if field == "reply_to" else "From"
            signals.append(
                SenderSignal(
                    "lookalike_domain",
                    f"the {where} domain {shown} {kind} {item.describe()}",
                    strong,
                    field,
                )
            )
            break
    return signals


def _deceptive_subdomain(
    domain: str, protected: tuple[Protected, ...], *, corroborated: bool
) -> list[SenderSignal]:
    ascii_domain = _ascii(domain)
    org = _org(ascii_domain)
    if not org or ascii_domain == org:
        return []
    sub = _unicode(ascii_domain[: -len(org)].rstrip("."))
    folded_sub = "." + ".".join(fold(label) for label in sub.split(".")) + "."
    for item in protected:
        if item.domain == org:
            continue
        spelled = "." + ".".join(fold(label) for label in _unicode(item.domain).split(".")) + "."
        if spelled in folded_sub:
            return [
                SenderSignal(
                    "deceptive_subdomain",
                    f"{_unicode(ascii_domain)} spells {item.describe()} in front of {org}",
                    True,
                )
            ]
    labels = set(_tokens(folded_sub.replace("-", " ")))
    for item in protected:
        their = fold(item.label)
        fuzzy = len(their) >= MIN_FUZZY and their not in GENERIC_LABELS
        if item.domain != org and fuzzy and their in labels:
            return [
                SenderSignal(
                    "deceptive_subdomain",
                    f"{_unicode(ascii_domain)} names {item.describe()} in front of {org}",
                    corroborated,
                )
            ]
    return []


def _display_name(
    name: str,
    from_domain: str,
    protected: tuple[Protected, ...],
    *,
    via_list: bool,
) -> tuple[list[SenderSignal], bool]:
    """(signals, whether the name names a brand)."""
    name = unicodedata.normalize("NFKC", (name or "")[:MAX_NAME])
    org = _org(from_domain)
    signals: list[SenderSignal] = []
    if not name.strip() or not org:
        return signals, False
    strong = not via_list  # a list that rewrote From shows the author's name: flag only
    for match in _ADDRESS.finditer(name):
        shown = match.group(1).lower()
        if _org(shown) != org:
            signals.append(
                SenderSignal(
                    "display_name_spoof",
                    f"the display name shows an address at {shown}; the mail is from {from_domain}",
                    strong,
                    "display_name",
                )
            )
            break
    if not signals:
        by_domain = {p.domain: p for p in protected}
        for match in _DOMAIN.finditer(name):
            shown_org = _org(match.group(1))
            item = by_domain.get(shown_org)
            if item is not None and shown_org != org:
                signals.append(
                    SenderSignal(
                        "display_name_spoof",
                        f"the display name shows {match.group(1).lower()} "
                        f"({item.describe()}); the mail is from {from_domain}",
                        strong,
                        "display_name",
                    )
                )
                break
    brands = named_brands(name)
    if not signals:
        for brand, orgs in brands:
            if org not in orgs:
                signals.append(
                    SenderSignal(
                        "display_name_spoof",
                        f"the display name names {brand.name}, which does not send from "
                        f"{from_domain}",
                        strong,
                        "display_name",
                    )
                )
                break
    return signals, bool(brands)


def analyze_sender(
    *,
    from_name: str,
    from_address: str,
    reply_to: Iterable[str] = (),
    authenticated: bool,
    own_domains: Iterable[str] = (),
    contact_domains: Iterable[str] = (),
    via_list: bool = False,
    checked: bool = True,
) -> tuple[SenderSignal, ...]:
    """Every impersonation signal of one message's From (and Reply-To) claims.

    ``authenticated``: the From domain is proven (an aligned SPF or DKIM pass, or our own
    loopback delivery). ``checked``: DNS answered, so an unproven From is a fact; when it
    could not (``checked=False``) the lack of proof corroborates nothing, except for our
    own domains, whose mail is proven without DNS. ``via_list``: the message came through a
    mailing list (List-Id), which may rewrite From and keep the author's name.
    """
    from_domain = _ascii(from_address.rpartition("@")[2]) if "@" in (from_address or "") else ""
    if not from_domain:
        return ()
    own = [_ascii(d) for d in own_domains if d]
    protected = protected_domains(own=own, contacts=contact_domains)
    signals: list[SenderSignal] = []
    if not authenticated and any(from_domain == d or from_domain.endswith("." + d) for d in own):
        signals.append(
            SenderSignal(
                "own_domain_unauthenticated",
                f"the From domain {from_domain} is ours and the message is not authenticated "
                "for it",
                True,
            )
        )
    shown, names_brand = _display_name(from_name, from_domain, protected, via_list=via_list)
    signals += shown
    corroborated = (not authenticated and checked) or names_brand
    signals += _domain_lookalike(
        from_domain, protected, corroborated=corroborated, field="from", names_brand=names_brand
    )
    signals += _deceptive_subdomain(from_domain, protected, corroborated=corroborated)
    from_org = _org(from_domain)
    for address in dict.fromkeys(reply_to):
        domain = _ascii(address.rpartition("@")[2]) if "@" in address else ""
        if domain and _org(domain) != from_org:
            found = _domain_lookalike(
                domain, protected, corroborated=True, field="reply_to", names_brand=names_brand
            )
            found += _deceptive_subdomain(domain, protected, corroborated=True)
            signals += [SenderSignal(s.code, s.detail, s.strong, "reply_to") for s in found]
    return tuple(signals)


__all__ = [
    "SIGNAL_CODES",
    "Protected",
    "SenderSignal",
    "analyze_sender",
    "named_brands",
    "protected_domains",
]
