"""Domain names a tenant may claim: normalised to a lower-case A-label, or refused."""

from __future__ import annotations

import ipaddress
import re

import idna
from publicsuffix2 import PublicSuffixList

_LABEL = re.compile(r"^(?!-)[a-z0-9-]{1,63}(?<!-)$")
_psl = PublicSuffixList()


class DomainNameError(ValueError):
    """Why a name cannot be claimed, in words for the person who typed it."""


def normalize_domain(name: str) -> str:
    """``Example.COM.`` → ``example.com``; ``bücher.de`` → ``xn--bcher-kva.de``."""
    text = (name or "").strip().rstrip(".")
    if not text:
        raise DomainNameError("a domain name is required")
    if "@" in text or "/" in text or " " in text:
        raise DomainNameError("give the domain only, such as example.com")
    try:
        ipaddress.ip_address(text.strip("[]"))
    except ValueError:
        pass
    else:
        raise DomainNameError("an IP address is not a domain name")
    try:
        ascii_name = idna.encode(text, uts46=True).decode("ascii")
    except idna.IDNAError as exc:
        raise DomainNameError(f"not a valid domain name ({exc})") from None
    ascii_name = ascii_name.lower()
    if len(ascii_name) > 253:
        raise DomainNameError("a domain name is at most 253 characters")
    labels = ascii_name.split(".")
    if len(labels) < 2:
        raise DomainNameError("a domain has at least two labels, such as example.com")
    if not all(_LABEL.match(label) for label in labels):
        raise DomainNameError("each label is letters, digits and inner hyphens, 1 to 63 long")
    if labels[-1].isdigit():
        raise DomainNameError("the last label cannot be numeric")
    if _psl.get_tld(ascii_name) == ascii_name:
        raise DomainNameError("this is a public suffix; claim a domain registered under it")
    return ascii_name


def is_within(name: str, parent: str) -> bool:
    """Whether ``name`` is ``parent`` or one of its subdomains (both normalised)."""
    return name == parent or name.endswith("." + parent)
