"""Addresses we send from and to: checked, normalised, and rendered for headers.

Domains are always written as A-labels (IDNA 2008 with UTS #46 mapping, the ``idna``
package): ``bücher.example`` becomes ``xn--bcher-kva.example`` and needs nothing special
from the next hop. A non-ASCII local part cannot be rewritten that way, so it makes the
message need SMTPUTF8 (RFC 6531) and is written as raw UTF-8 in headers (RFC 6532). A
non-ASCII display name never needs SMTPUTF8: it becomes RFC 2047 encoded words.

Local parts are dot-atoms (RFC 5322 3.2.3, with UTF-8 allowed by RFC 6532). Local parts
that would need quoting ("john doe"@example.com) are refused: they are vanishingly rare,
and every MTA and client handles them differently.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass

import idna

from pylota.core.compose.errors import InvalidAddressError
from pylota.core.compose.headers import Piece, check_text, phrase_pieces
from pylota.core.mime.model import Address

MAX_LOCAL_OCTETS = 64  # RFC 5321 4.5.3.1.1
MAX_DOMAIN_OCTETS = 253  # RFC 5321 4.5.3.1.2 (255 less the length octets)
MAX_NAME = 200

_ATEXT_ASCII = r"A-Za-z0-9!#$%&'*+/=?^_`{|}~-"
_LOCAL_ASCII = re.compile(rf"^[{_ATEXT_ASCII}]+(?:\.[{_ATEXT_ASCII}]+)*$")
_LABEL = re.compile(r"^(?!-)[a-z0-9-]{1,63}(?<!-)$")


@dataclass(frozen=True)
class Mailbox:
    """A checked address: ``address`` is what goes into SMTP and headers."""

    name: str | None
    local: str
    domain: str  # A-labels, lower case

    @property
    def address(self) -> str:
        return f"{self.local}@{self.domain}"

    @property
    def needs_smtputf8(self) -> bool:
        return not self.local.isascii()


def _local_ok(local: str) -> bool:
    if local.isascii():
        return bool(_LOCAL_ASCII.match(local))
    # RFC 6532 3.2: UTF-8 non-ASCII characters are atext too.
    for atom in local.split("."):
        if not atom:
            return False
        for ch in atom:
            if ch.isascii():
                if not re.match(rf"[{_ATEXT_ASCII}]", ch):
                    return False
            elif unicodedata.category(ch)[0] in ("C", "Z"):
                return False
    return True


def to_ascii_domain(domain: str) -> str:
    """The A-label form of a domain, lower case; raise InvalidAddressError when invalid."""
    domain = domain.strip().rstrip(".")
    if domain.isascii():
        ascii_domain = domain.lower()
    else:
        try:
            ascii_domain = idna.encode(domain, uts46=True).decode("ascii")
        except (idna.IDNAError, UnicodeError) as exc:
            raise InvalidAddressError(f"domain {domain!r} is not a valid IDN: {exc}") from None
    labels = ascii_domain.split(".")
    if len(labels) < 2 or not all(_LABEL.match(label) for label in labels):
        raise InvalidAddressError(f"domain {domain!r} is not a valid host name")
    if labels[-1].isdigit():
        raise InvalidAddressError(f"domain {domain!r} is not a host name")
    if len(ascii_domain) > MAX_DOMAIN_OCTETS:
        raise InvalidAddressError(f"domain {domain!r} is longer than {MAX_DOMAIN_OCTETS}")
    return ascii_domain


def check_address(address: str, *, field: str = "address") -> tuple[str, str]:
    """(local part, A-label domain) of an addr-spec; raise InvalidAddressError otherwise."""
    if not isinstance(address, str):
        raise InvalidAddressError(f"{field}: an address must be a string", field=field)
    try:
        check_text(address, field)
    except ValueError as exc:
        raise InvalidAddressError(str(exc), field=field) from None
    address = unicodedata.normalize("NFC", address.strip())
    local, at, domain = address.rpartition("@")
    if not at or not local or not domain:
        raise InvalidAddressError(f"{field}: {address!r} is not an address", field=field)
    if not _local_ok(local):
        raise InvalidAddressError(
            f"{field}: the local part of {address!r} is not a dot-atom", field=field
        )
    if len(local.encode("utf-8")) > MAX_LOCAL_OCTETS:
        raise InvalidAddressError(
            f"{field}: the local part of {address!r} is longer than {MAX_LOCAL_OCTETS} octets",
            field=field,
        )
    try:
        ascii_domain = to_ascii_domain(domain)
    except InvalidAddressError as exc:
        raise InvalidAddressError(f"{field}: {exc}", field=field) from None
    return local, ascii_domain


def mailbox(value: Address | str, *, field: str) -> Mailbox:
    """Check an ``Address`` (name and address) or a bare address string."""
    if isinstance(value, Address):
        name, address = value.name, value.address
    elif isinstance(value, str):
        if "<" in value or ">" in value:
            raise InvalidAddressError(
                f"{field}: give the display name separately, not as 'Name <address>'",
                field=field,
            )
        name, address = None, value
    else:
        raise InvalidAddressError(f"{field}: expected an Address or a string", field=field)
    local, domain = check_address(address, field=field)
    if name is not None:
        if not isinstance(name, str):
            raise InvalidAddressError(f"{field}: the display name must be a string", field=field)
        try:
            check_text(name, f"{field} display name")
        except ValueError as exc:
            raise InvalidAddressError(str(exc), field=field) from None
        name = name.strip(" \t") or None
        if name and len(name) > MAX_NAME:
            raise InvalidAddressError(
                f"{field}: the display name is longer than {MAX_NAME} characters", field=field
            )
    return Mailbox(name=name, local=local, domain=domain)


def mailboxes(values: Iterable[Address | str], *, field: str) -> list[Mailbox]:
    if isinstance(values, str | Address):
        values = [values]
    return [mailbox(v, field=field) for v in values]


def needs_smtputf8(addresses: Iterable[Address | str | Mailbox]) -> bool:
    """True when some address has a non-ASCII local part (domains become A-labels)."""
    for value in addresses:
        if isinstance(value, Mailbox):
            local = value.local
        else:
            text = value.address if isinstance(value, Address) else value
            local = text.rpartition("@")[0]
        if not local.isascii():
            return True
    return False


def address_pieces(boxes: list[Mailbox]) -> list[Piece]:
    """Pieces of an address-list field: ``Name <a@b>, c@d`` folded between tokens."""
    pieces: list[Piece] = []
    for index, box in enumerate(boxes):
        last = index == len(boxes) - 1
        if box.name:
            pieces.extend(phrase_pieces(box.name))
            pieces.append(Piece(f"<{box.address}>" + ("" if last else ",")))
        else:
            pieces.append(Piece(box.address + ("" if last else ",")))
    return pieces
