"""The DNS records a custom domain needs, per method, and the SPF lookup counter.

``records_for`` is the one place that decides what a domain must publish. Its inputs are
plain values (hosts, keys, addresses) so it is tested without a database; the domains app
feeds it settings and the domain's keys.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

OWNERSHIP_PREFIX = "_pylota-challenge"
OWNERSHIP_VALUE_PREFIX = "pylota-verification="
RETURN_PATH_LABEL = "pm-bounces"
DEFAULT_TTL = 3600
SPF_LOOKUP_LIMIT = 10  # RFC 7208 §4.6.4

METHODS = ("dns_records", "cloudflare_zone", "ses", "send_only")
KINDS = ("ownership", "mx", "spf", "dkim", "dmarc", "return_path", "mta_sts", "tls_rpt")


@dataclass(frozen=True)
class Record:
    kind: str
    name: str
    type: str
    value: str
    ttl: int = DEFAULT_TTL
    required: bool = True
    priority: int | None = None


@dataclass(frozen=True)
class DkimPublic:
    """A public DKIM record: our own key's TXT value, or a provider's CNAME target."""

    selector: str
    value: str
    type: str = "TXT"


@dataclass(frozen=True)
class MtaSts:
    """MTA-STS for the domain: the policy id (changes when the policy does), the host that
    serves ``https://mta-sts.<domain>/.well-known/mta-sts.txt`` and the TLS-RPT address."""

    policy_id: str
    policy_host: str
    tls_rpt_rua: str = ""


def return_path_for(domain: str) -> str:
    """The domain's own return-path host, ``pm-bounces.<domain>``: the envelope sender
    (VERP MAIL FROM) of its mail once active, published as a CNAME to the platform's
    bounce host (``PM_DOMAIN_RETURN_PATH_HOST``), which carries the MX and SPF."""
    return f"{RETURN_PATH_LABEL}.{domain.lower().rstrip('.')}"


def return_path_domain(host: str) -> str | None:
    """The domain whose return-path host ``host`` is, None when it is not one."""
    label, dot, domain = host.lower().rstrip(".").partition(".")
    return domain if dot and label == RETURN_PATH_LABEL and "." in domain else None


def ownership_record(domain: str, token: str) -> Record:
    return Record(
        kind="ownership",
        name=f"{OWNERSHIP_PREFIX}.{domain}",
        type="TXT",
        value=f"{OWNERSHIP_VALUE_PREFIX}{token}",
    )


def spf_value(*, include: str, mx: bool) -> str:
    terms = ["v=spf1"]
    if mx:
        terms.append("mx")
    if include:
        terms.append(f"include:{include}")
    terms.append("~all")
    return " ".join(terms)


def dmarc_value(*, policy: str = "none", rua: str = "") -> str:
    # Start at p=none with reports: once the reports show only our mail passes, move to
    # quarantine then reject (docs/domains.md).
    value = f"v=DMARC1; p={policy}"
    if rua:
        value += f"; rua=mailto:{rua}"
    return value + "; adkim=r; aspf=r"


def records_for(
    domain: str,
    *,
    method: str,
    ingress_hosts: Sequence[str],
    spf_include: str,
    dkim_keys: Iterable[DkimPublic],
    return_path_host: str,
    dmarc_rua: str = "",
    dmarc_policy: str = "none",
    mta_sts: MtaSts | None = None,
) -> list[Record]:
    """Every record ``domain`` must (``required``) or may publish for ``method``.

    ``send_only`` leaves the MX alone (mail keeps arriving wherever it does today) and
    skips MTA-STS, which protects receiving.
    """
    if method not in METHODS:
        raise ValueError(f"unknown method {method!r}")
    domain = domain.lower().rstrip(".")
    receives = method != "send_only"
    out: list[Record] = []
    if receives:
        for rank, host in enumerate(ingress_hosts):
            out.append(
                Record("mx", domain, "MX", host.lower().rstrip("."), priority=10 * (rank + 1))
            )
    out.append(Record("spf", domain, "TXT", spf_value(include=spf_include, mx=receives)))
    for key in dkim_keys:
        out.append(Record("dkim", f"{key.selector}._domainkey.{domain}", key.type, key.value))
    out.append(
        Record("dmarc", f"_dmarc.{domain}", "TXT", dmarc_value(policy=dmarc_policy, rua=dmarc_rua))
    )
    out.append(
        Record("return_path", return_path_for(domain), "CNAME", return_path_host.rstrip("."))
    )
    if mta_sts is not None and receives:
        out.append(
            Record(
                "mta_sts",
                f"_mta-sts.{domain}",
                "TXT",
                f"v=STSv1; id={mta_sts.policy_id}",
                required=False,
            )
        )
        out.append(
            Record("mta_sts", f"mta-sts.{domain}", "CNAME", mta_sts.policy_host, required=False)
        )
        if mta_sts.tls_rpt_rua:
            out.append(
                Record(
                    "tls_rpt",
                    f"_smtp._tls.{domain}",
                    "TXT",
                    f"v=TLSRPTv1; rua=mailto:{mta_sts.tls_rpt_rua}",
                    required=False,
                )
            )
    return out


def mta_sts_policy(*, mx_hosts: Sequence[str], mode: str = "testing", max_age: int = 86400) -> str:
    """The policy file served at ``/.well-known/mta-sts.txt`` (RFC 8461 §3.2)."""
    lines = ["version: STSv1", f"mode: {mode}"]
    lines += [f"mx: {host}" for host in mx_hosts]
    lines.append(f"max_age: {max_age}")
    return "\r\n".join(lines) + "\r\n"


# --- BIND zone fragment -------------------------------------------------------------------


def _quote_txt(value: str) -> str:
    escaped = value.replace("\\", "\\\\").replace('"', '\\"')
    chunks = [escaped[i : i + 255] for i in range(0, len(escaped), 255)] or [""]
    return " ".join(f'"{chunk}"' for chunk in chunks)


def bind_line(record: Record) -> str:
    if record.type == "TXT":
        rdata = _quote_txt(record.value)
    elif record.type == "MX":
        rdata = f"{record.priority or 10} {record.value}."
    elif record.type == "CNAME":
        rdata = f"{record.value}."
    else:
        rdata = record.value
    return f"{record.name}.\t{record.ttl}\tIN\t{record.type}\t{rdata}"


def zone_fragment(records: Iterable[Record], *, domain: str = "") -> str:
    """The records as lines for a BIND zone file, absolute names, optional ones marked."""
    lines = [f"; Pylota Mail records for {domain}"] if domain else []
    for record in records:
        line = bind_line(record)
        lines.append(line if record.required else f"{line}\t; optional")
    return "\n".join(lines) + "\n"


# --- SPF parsing and the lookup counter ---------------------------------------------------

_LOOKUP_MECHANISMS = ("include", "a", "mx", "ptr", "exists")
_TERM = re.compile(r"^([+\-~?]?)([a-z][a-z0-9_.\-]*)(?:[:=/](.*))?$", re.I)


@dataclass(frozen=True)
class SpfTerm:
    qualifier: str  # "", "+", "-", "~", "?"
    name: str  # mechanism or modifier name, lower case ("include", "redirect", "all"…)
    value: str  # after ":" or "=" (may be empty)
    modifier: bool  # name=value


def is_spf(value: str) -> bool:
    text = value.strip().lower()
    return text == "v=spf1" or text.startswith("v=spf1 ")


def parse_spf(value: str) -> list[SpfTerm]:
    """The terms of an SPF record after ``v=spf1``. Raises ValueError when it is not one.

    Unknown or malformed terms are kept with their text as ``name`` so the counter can
    still work on the rest; receivers reject such a record, and the check says so.
    """
    if not is_spf(value):
        raise ValueError("not an SPF record")
    terms: list[SpfTerm] = []
    for token in value.split()[1:]:
        match = _TERM.match(token)
        if match is None:
            terms.append(SpfTerm("", token.lower(), "", False))
            continue
        qualifier, name, rest = match.group(1), match.group(2).lower(), match.group(3) or ""
        modifier = "=" in token and token.index("=") == len(qualifier) + len(name)
        terms.append(SpfTerm(qualifier, name, rest, modifier))
    return terms


@dataclass(frozen=True)
class SpfCount:
    lookups: int
    problems: tuple[str, ...]  # loops, missing or duplicate records under an include

    @property
    def within_limit(self) -> bool:
        return self.lookups <= SPF_LOOKUP_LIMIT


def spf_lookup_count(
    record: str, *, resolve_txt: Callable[[str], list[str]], max_depth: int = 12
) -> SpfCount:
    """The DNS lookups a receiver makes to evaluate ``record`` (RFC 7208 §4.6.4):
    ``include``, ``a``, ``mx``, ``ptr``, ``exists`` and ``redirect`` count one each, and the
    records they reach through ``include``/``redirect`` are counted too (followed through
    ``resolve_txt``). Macros are counted but not followed.
    """
    problems: list[str] = []
    seen: set[str] = set()

    def walk(text: str, depth: int) -> int:
        try:
            terms = parse_spf(text)
        except ValueError:
            problems.append("an included record is not SPF")
            return 0
        count = 0
        redirect = None
        for term in terms:
            if term.modifier:
                if term.name == "redirect":
                    redirect = term.value
                continue
            if term.name in _LOOKUP_MECHANISMS:
                count += 1
                if term.name == "include" and term.value:
                    count += follow(term.value, depth)
        if redirect and not any(t.name == "all" and not t.modifier for t in terms):
            count += 1 + follow(redirect, depth)
        return count

    def follow(name: str, depth: int) -> int:
        name = name.lower().rstrip(".")
        if "%" in name:
            return 0  # a macro: its target depends on the message
        if name in seen:
            problems.append(f"{name} is included twice or in a loop")
            return 0
        if depth >= max_depth:
            problems.append("includes nest too deep")
            return 0
        seen.add(name)
        found = [v for v in resolve_txt(name) if is_spf(v)]
        if not found:
            problems.append(f"{name} has no SPF record")
            return 0
        if len(found) > 1:
            problems.append(f"{name} has more than one SPF record")
        return walk(found[0], depth + 1)

    return SpfCount(lookups=walk(record, 0), problems=tuple(problems))
