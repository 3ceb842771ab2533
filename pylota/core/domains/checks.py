"""Readiness checks: what each record should be, what DNS answered, and what to fix.

Each expected :class:`~pylota.core.domains.records.Record` gets one :class:`CheckResult`:

- ``ok``: published as needed (possibly with a note, such as a stricter DMARC policy);
- ``missing``: nothing of this kind at the name;
- ``wrong``: something there, not what is needed (another DKIM key, an SPF without our include);
- ``conflict``: ours may be there, but something else breaks it (two SPF records, an MX of
  another provider, two DMARC records);
- ``pending``: DNS did not answer, so nothing is known (never counted as a failure).

``detail`` is written for the person who edits the zone.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import asdict, dataclass, field

from pylota.core.domains.dns import DnsUnavailable, Lookup
from pylota.core.domains.records import (
    SPF_LOOKUP_LIMIT,
    Record,
    is_spf,
    parse_spf,
    spf_lookup_count,
)

OK = "ok"
MISSING = "missing"
WRONG = "wrong"
CONFLICT = "conflict"
PENDING = "pending"


@dataclass(frozen=True)
class CheckResult:
    kind: str
    name: str
    type: str
    expected: str
    found: tuple[str, ...]
    status: str
    detail: str
    required: bool = True

    @property
    def ok(self) -> bool:
        return self.status == OK

    def as_dict(self) -> dict:
        data = asdict(self)
        data["found"] = list(self.found)
        return data


@dataclass(frozen=True)
class CheckRun:
    results: tuple[CheckResult, ...]
    nameservers: tuple[str, ...] = ()
    notes: tuple[str, ...] = field(default=())

    @property
    def unavailable(self) -> bool:
        """DNS did not answer for some record: the run proves nothing either way."""
        return any(r.status == PENDING for r in self.results)

    @property
    def ok(self) -> bool:
        return all(r.ok for r in self.results if r.required)

    @property
    def failed(self) -> bool:
        return not self.unavailable and not self.ok


def _tags(value: str) -> dict[str, str]:
    """``k=v; k=v`` records (DKIM, DMARC, MTA-STS, TLS-RPT), keys lower case."""
    tags: dict[str, str] = {}
    for part in value.split(";"):
        key, sep, val = part.partition("=")
        if sep:
            tags.setdefault(key.strip().lower(), "".join(val.split()))
    return tags


def _host(value: str) -> str:
    return value.strip().lower().rstrip(".")


def _result(record: Record, found: Sequence[str], status: str, detail: str) -> CheckResult:
    return CheckResult(
        kind=record.kind,
        name=record.name,
        type=record.type,
        expected=record.value if record.type != "MX" else f"{record.priority} {record.value}",
        found=tuple(found),
        status=status,
        detail=detail,
        required=record.required,
    )


def _check_ownership(record: Record, found: Sequence[str]) -> CheckResult:
    if record.value in [v.strip() for v in found]:
        return _result(record, found, OK, "Ownership is proved.")
    if not found:
        return _result(
            record, found, MISSING, f"Publish a TXT record at {record.name} with {record.value}."
        )
    return _result(
        record,
        found,
        WRONG,
        f"The TXT record at {record.name} does not carry this workspace's token; "
        f"set it to {record.value}.",
    )


def _check_mx(record: Record, found: Sequence[str], ours: set[str]) -> CheckResult:
    hosts = [_host(v.split()[-1]) for v in found if v.split()]
    foreign = sorted({h for h in hosts if h not in ours})
    if not hosts:
        return _result(
            record, found, MISSING, f"Publish an MX record: {record.priority} {record.value}."
        )
    if record.value not in hosts:
        if foreign:
            return _result(
                record,
                found,
                WRONG,
                f"Mail for this domain goes to {', '.join(foreign)}; replace those MX records "
                f"with {record.priority} {record.value}.",
            )
        return _result(
            record, found, MISSING, f"Add the MX record {record.priority} {record.value}."
        )
    if foreign:
        return _result(
            record,
            found,
            CONFLICT,
            f"Another provider's MX ({', '.join(foreign)}) is published beside ours, so some "
            "mail goes there; remove it.",
        )
    return _result(record, found, OK, "Mail for this domain reaches us.")


def _required_spf_terms(expected: str) -> list[str]:
    return [
        f"{t.name}:{t.value}" if t.value else t.name
        for t in parse_spf(expected)
        if not t.modifier and t.name in ("include", "mx")
    ]


def _check_spf(
    record: Record, found: Sequence[str], resolve_txt: Callable[[str], list[str]] | None
) -> CheckResult:
    spf = [v for v in found if is_spf(v)]
    if not spf:
        return _result(
            record, found, MISSING, f"Publish a TXT record at {record.name}: {record.value}"
        )
    if len(spf) > 1:
        return _result(
            record,
            found,
            CONFLICT,
            f"{len(spf)} SPF records are published; receivers then fail SPF for every message "
            f"(permerror). Merge them into one: {record.value}",
        )
    terms = parse_spf(spf[0])
    have = {f"{t.name}:{t.value.lower()}" if t.value else t.name for t in terms if not t.modifier}
    lacking = [term for term in _required_spf_terms(record.value) if term.lower() not in have]
    if lacking:
        return _result(
            record,
            found,
            WRONG,
            f"The SPF record lacks {' '.join(lacking)}; add it before the final all, e.g. "
            f"{record.value}",
        )
    if resolve_txt is not None:
        count = spf_lookup_count(spf[0], resolve_txt=resolve_txt)
        if not count.within_limit:
            return _result(
                record,
                found,
                WRONG,
                f"The SPF record needs {count.lookups} DNS lookups; receivers stop at "
                f"{SPF_LOOKUP_LIMIT} and fail SPF. Remove includes you no longer use.",
            )
        if count.problems:
            return _result(record, found, OK, "SPF includes us; note: " + "; ".join(count.problems))
        return _result(
            record, found, OK, f"SPF includes us ({count.lookups} of {SPF_LOOKUP_LIMIT} lookups)."
        )
    return _result(record, found, OK, "SPF includes us.")


def _check_dkim(record: Record, found: Sequence[str]) -> CheckResult:
    if not found:
        return _result(
            record, found, MISSING, f"Publish the {record.type} record at {record.name}."
        )
    if record.type == "CNAME":
        if _host(record.value) in [_host(v) for v in found]:
            return _result(record, found, OK, "The DKIM key is published.")
        return _result(record, found, WRONG, f"Point {record.name} at {record.value}.")
    want = _tags(record.value).get("p", "")
    keys = [_tags(v).get("p") for v in found if "p" in _tags(v)]
    if want and want in keys:
        if len(found) > 1:
            return _result(
                record,
                found,
                CONFLICT,
                f"More than one TXT record at {record.name}; keep only ours.",
            )
        return _result(record, found, OK, "The DKIM key is published.")
    return _result(
        record,
        found,
        WRONG,
        f"The TXT record at {record.name} holds another key; replace it with ours (copy it whole).",
    )


def _check_dmarc(record: Record, found: Sequence[str]) -> CheckResult:
    dmarc = [v for v in found if v.strip().lower().startswith("v=dmarc1")]
    if not dmarc:
        return _result(
            record, found, MISSING, f"Publish a TXT record at {record.name}: {record.value}"
        )
    if len(dmarc) > 1:
        return _result(
            record, found, CONFLICT, "More than one DMARC record: receivers ignore both; keep one."
        )
    tags = _tags(dmarc[0])
    if tags.get("p") not in ("none", "quarantine", "reject"):
        return _result(
            record, found, WRONG, f"The DMARC record has no valid p= tag; use {record.value}"
        )
    notes = [f"Policy p={tags['p']}."]
    want_rua = _tags(record.value).get("rua")
    if want_rua and want_rua.lower() not in tags.get("rua", "").lower().split(","):
        notes.append(f"Add rua={want_rua} to receive aggregate reports.")
    return _result(record, found, OK, " ".join(notes))


def _check_cname(record: Record, found: Sequence[str], what: str) -> CheckResult:
    if not found:
        return _result(
            record, found, MISSING, f"Publish a CNAME record at {record.name} to {record.value}."
        )
    if _host(record.value) in [_host(v) for v in found]:
        return _result(record, found, OK, f"The {what} is set up.")
    return _result(
        record, found, WRONG, f"{record.name} points elsewhere; point it at {record.value}."
    )


def _check_tagged(record: Record, found: Sequence[str], version: str, need: str) -> CheckResult:
    ours = [v for v in found if v.strip().lower().startswith(version.lower())]
    if not ours:
        return _result(
            record, found, MISSING, f"Publish a TXT record at {record.name}: {record.value}"
        )
    if len(ours) > 1:
        return _result(
            record, found, CONFLICT, f"More than one {version} record at {record.name}; keep one."
        )
    if need not in _tags(ours[0]):
        return _result(record, found, WRONG, f"The record lacks {need}=; use {record.value}")
    return _result(record, found, OK, "Published.")


def check_record(
    record: Record,
    found: Sequence[str],
    *,
    siblings: Iterable[Record] = (),
    resolve_txt: Callable[[str], list[str]] | None = None,
) -> CheckResult:
    """Compare one expected record with the values DNS returned for its name and type.

    ``siblings``: every expected record (so several MX hosts of ours are not each other's
    conflict); ``resolve_txt``: follows SPF includes for the lookup counter.
    """
    kind = record.kind
    if kind == "ownership":
        return _check_ownership(record, found)
    if kind == "mx":
        ours = {r.value for r in siblings if r.kind == "mx"} | {record.value}
        return _check_mx(record, found, ours)
    if kind == "spf":
        return _check_spf(record, found, resolve_txt)
    if kind == "dkim":
        return _check_dkim(record, found)
    if kind == "dmarc":
        return _check_dmarc(record, found)
    if kind == "return_path":
        if record.type == "MX":  # a provider's MAIL FROM domain (SES): bounces reach it
            return _check_mx(record, found, {record.value})
        return _check_cname(record, found, "return path for bounces")
    if kind == "mta_sts":
        if record.type == "CNAME":
            return _check_cname(record, found, "MTA-STS policy host")
        return _check_tagged(record, found, "v=STSv1", "id")
    if kind == "tls_rpt":
        return _check_tagged(record, found, "v=TLSRPTv1", "rua")
    raise ValueError(f"unknown record kind {kind!r}")


def check_all(records: Sequence[Record], lookup: Lookup, *, domain: str = "") -> CheckRun:
    """Look each record up once and check it. ``domain`` also reads the NS set."""
    cache: dict[tuple[str, str], list[str] | None] = {}

    def get(name: str, rtype: str) -> list[str] | None:
        key = (name.lower(), rtype)
        if key not in cache:
            try:
                cache[key] = lookup(name, rtype)
            except DnsUnavailable:
                cache[key] = None
        return cache[key]

    def resolve_txt(name: str) -> list[str]:
        return get(name, "TXT") or []

    results: list[CheckResult] = []
    for record in records:
        found = get(record.name, record.type)
        if found is None:
            results.append(_result(record, (), PENDING, "DNS did not answer; checked again later."))
            continue
        results.append(check_record(record, found, siblings=records, resolve_txt=resolve_txt))
    nameservers: tuple[str, ...] = ()
    if domain:
        nameservers = tuple(sorted(get(domain, "NS") or []))
    return CheckRun(results=tuple(results), nameservers=nameservers)
