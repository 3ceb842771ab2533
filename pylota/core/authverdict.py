"""SPF, DKIM, DMARC and ARC for one received message, mapped onto our verdict dataclass.

Inputs are the raw bytes and the SMTP session (connecting IP, HELO, MAIL FROM); DNS goes
through a :class:`Resolver` built from configuration, so tests point it at a server on
loopback and production at whatever resolver the operator names.

Decisions recorded here:

- **Libraries.** pyspf evaluates SPF, dkimpy verifies DKIM (RSA and ed25519) and ARC,
  authheaders supplies the organizational-domain logic (its bundled public suffix list)
  and the DMARC record parser, and authres writes our ``Authentication-Results``. We do
  not call ``authheaders.authenticate_message`` itself: it verifies only the *first*
  DKIM signature and its SPF step cannot be given a resolver.
- **DNS.** dkimpy takes a ``dnsfunc`` argument. pyspf has none: its module-level
  ``spf.DNSLookup`` is the hook its own test-suite replaces. We replace it once with a
  dispatcher that uses the resolver of the current evaluation (a thread-local), falling
  back to pyspf's own lookup when none is set, so concurrent evaluations with different
  resolvers never see each other's.
- **DMARC** is evaluated here (RFC 7489 §6.6): the From domain's record, else its
  organizational domain's (``sp=`` applies there), relaxed or strict alignment per
  ``adkim``/``aspf``. A DNS failure is ``temperror``, a malformed record ``permerror``.
- **aligned_from** says whether the From domain is authenticated at all: an SPF pass or a
  DKIM pass aligned with it (the record's modes when it has one, relaxed otherwise). It is
  true only for a single From domain.
- **dns** says whether DNS could answer: ``ok``, ``temperror`` (a lookup timed out or
  failed: SPF, DKIM or DMARC could not be evaluated) or ``offline`` (the resolver is
  configured to answer nothing). A verdict never turns an unanswered question into a
  silent ``none``: the trust decision reads ``dns`` and the tenant's policy decides.
- **internal**: these exact bytes were sent by one of our own identities with this From
  (our loopback transport); set by the caller, which can look in the mailbox.
- **ARC** gives ``pass`` / ``fail`` / ``none`` for the chain; ``arc_sealer`` is the newest
  seal's ``d=`` and ``arc_dmarc`` what that sealer recorded for DMARC. Whether a sealer is
  trusted enough to override a DMARC failure is the caller's decision.
"""

from __future__ import annotations

import functools
import importlib.resources
import re
import threading
from collections.abc import Iterable
from dataclasses import asdict, dataclass, field, replace
from email.utils import getaddresses
from typing import Any

import dkim
import dns.exception
import dns.name
import dns.rdatatype
import dns.resolver
import spf
from authheaders.dmarc_lookup import DMARCException, answer_to_dict
from authres import (
    AuthenticationResultsHeader,
    DKIMAuthenticationResult,
    SPFAuthenticationResult,
)
from authres.arc import ARCAuthenticationResult
from authres.dmarc import DMARCAuthenticationResult
from publicsuffix2 import PublicSuffixList

MAX_DKIM_SIGNATURES = 8  # more than this is abuse: each one costs a DNS lookup
SPF_RESULTS = ("pass", "fail", "softfail", "neutral", "none", "temperror", "permerror")


class DnsTempError(Exception):
    """The resolver could not answer (timeout, SERVFAIL): retry-worthy, not a verdict."""


class Resolver:
    """dnspython behind the three shapes our libraries ask DNS questions in.

    ``nameservers=None`` uses the system configuration; ``offline=True`` answers every
    question with "no such record" (the default under tests, which have no network).
    """

    def __init__(
        self,
        nameservers: Iterable[str] | None = None,
        *,
        port: int = 53,
        timeout: float = 5.0,
        offline: bool = False,
    ) -> None:
        self.offline = offline
        self.timeout = timeout
        servers = list(nameservers or [])
        self._resolver = dns.resolver.Resolver(configure=not servers and not offline)
        if servers:
            self._resolver.nameservers = servers
            self._resolver.port = port
        self._resolver.lifetime = timeout
        self._resolver.timeout = min(timeout, 2.0)

    def _answer(self, name: str, qtype: str):
        if self.offline:
            return None
        try:
            return self._resolver.resolve(name, qtype, search=False)
        except (dns.resolver.NXDOMAIN, dns.resolver.NoAnswer):
            return None
        except (dns.exception.Timeout, dns.resolver.NoNameservers) as exc:
            raise DnsTempError(f"{qtype} {name}: {type(exc).__name__}") from exc
        except dns.exception.DNSException as exc:  # a malformed name and the like
            raise DnsTempError(f"{qtype} {name}: {type(exc).__name__}") from exc

    def txt(self, name: str) -> list[str]:
        answer = self._answer(name, "TXT")
        if answer is None:
            return []
        return [b"".join(r.strings).decode("utf-8", "replace") for r in answer]

    def dkim_txt(self, name: bytes | str, timeout: float = 5) -> bytes | None:
        """dkimpy's ``dnsfunc``: the first TXT string of a key record, or None."""
        text = name.decode("ascii", "replace") if isinstance(name, bytes) else name
        try:
            records = self.txt(text.rstrip("."))
        except DnsTempError as exc:
            raise dkim.DnsTimeoutError(str(exc)) from exc
        return records[0].encode() if records else None

    def spf_lookup(self, name: str, qtype: str) -> list[tuple[tuple[str, str], Any]]:
        """pyspf's ``DNSLookup`` shape, as its own dnspython driver returns it."""
        try:
            answer = self._answer(name, qtype)
        except DnsTempError as exc:
            raise spf.TempError(f"DNS {exc}") from exc
        out: list[tuple[tuple[str, str], Any]] = []
        for rdata in answer or []:
            if qtype in ("A", "AAAA"):
                out.append(((name, qtype), rdata.address))
            elif qtype == "MX":
                out.append(((name, qtype), (rdata.preference, rdata.exchange)))
            elif qtype == "PTR":
                out.append(((name, qtype), rdata.target.to_text(True)))
            elif qtype in ("TXT", "SPF"):
                out.append(((name, qtype), rdata.strings))
        return out


_current = threading.local()
_pyspf_lookup = spf.DNSLookup


def _spf_dns(name: str, qtype: str, strict: Any = True, timeout: float = 20) -> list:
    resolver: Resolver | None = getattr(_current, "resolver", None)
    if resolver is None:
        return _pyspf_lookup(name, qtype, strict, timeout)
    return resolver.spf_lookup(name, qtype)


spf.DNSLookup = _spf_dns


@dataclass(frozen=True)
class DkimSignature:
    domain: str
    selector: str
    algorithm: str
    result: str  # pass | fail | temperror | permerror


@dataclass(frozen=True)
class AuthVerdict:
    spf: str = "none"
    spf_domain: str = ""
    dkim: str = "none"  # pass when at least one signature verifies
    signatures: tuple[DkimSignature, ...] = ()
    dmarc: str = "none"
    dmarc_policy: str = ""  # the policy that applies: reject | quarantine | none
    dmarc_record_domain: str = ""
    from_domain: str = ""
    aligned_from: bool = False
    arc: str = "none"
    arc_sealer: str = ""
    arc_dmarc: str = ""  # the DMARC result the newest sealer recorded
    header: str = ""  # our Authentication-Results field, without its name
    errors: tuple[str, ...] = field(default=())
    dns: str = "ok"  # ok | temperror | offline
    internal: bool = False  # our own identity sent these exact bytes (loopback)

    @property
    def publishes_dmarc(self) -> bool:
        return bool(self.dmarc_record_domain)

    def as_internal(self) -> AuthVerdict:
        """The same verdict for mail our own identity sent (see ``internal``)."""
        return replace(self, internal=True)

    def summary(self) -> dict[str, Any]:
        """What the API shows as ``auth``."""
        return {
            "spf": self.spf,
            "dkim": self.dkim,
            "dmarc": self.dmarc,
            "arc": self.arc,
            "aligned_from": self.aligned_from,
        }

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data["signatures"] = [asdict(s) for s in self.signatures]
        data["errors"] = list(self.errors)
        data.pop("header")
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any], header: str = "") -> AuthVerdict:
        known = {k: v for k, v in data.items() if k in cls.__dataclass_fields__}
        known["signatures"] = tuple(DkimSignature(**s) for s in data.get("signatures", []))
        known["errors"] = tuple(data.get("errors", []))
        return cls(**{**known, "header": header})


@functools.cache
def _suffix_list() -> PublicSuffixList:
    # authheaders' get_org_domain re-reads its bundled list on every call; read it once.
    ref = importlib.resources.files("authheaders") / "public_suffix_list.txt"
    with ref.open(encoding="utf-8") as handle:
        return PublicSuffixList(handle)


@functools.lru_cache(maxsize=4096)
def org_domain(domain: str) -> str:
    """The registrable ("organizational") domain, from the public suffix list."""
    domain = (domain or "").lower().rstrip(".")
    if not domain:
        return ""
    try:
        suffix = _suffix_list().get_tld(domain, wildcard=True)
    except Exception:  # the lookup fails on odd names; such a name is its own org domain
        return domain
    # A TLD the list does not know (".test", ".internal") is a one-label public suffix, as
    # in the list's implicit "*" rule; publicsuffix2 would collapse every name to the TLD.
    labels = suffix.count(".") + 1 if suffix else 1
    parts = domain.split(".")
    return ".".join(parts[-(labels + 1) :]) if len(parts) > labels else domain


def domain_of(address: str) -> str:
    return address.rpartition("@")[2].strip().strip(">").lower().rstrip(".") if address else ""


def aligned(a: str, b: str, mode: str = "r") -> bool:
    if not a or not b:
        return False
    if mode == "s":
        return a.lower() == b.lower()
    return org_domain(a) == org_domain(b)


# --- SPF --------------------------------------------------------------------------------


def check_spf(
    resolver: Resolver, *, ip: str | None, mail_from: str, helo: str, timeout: float = 20
) -> tuple[str, str]:
    """(result, the domain it is about). No connecting IP (a local hand-off): none."""
    domain = domain_of(mail_from) or (helo or "").lower()
    if not ip:
        return "none", domain
    _current.resolver = resolver
    try:
        result, _reason = spf.check2(
            ip, mail_from or "", helo or "unknown", timeout=timeout, querytime=timeout
        )
    except Exception:  # pyspf raises on a few malformed inputs instead of answering
        result = "permerror"
    finally:
        _current.resolver = None
    result = (result or "none").lower()
    return (result if result in SPF_RESULTS else "permerror"), domain


# --- DKIM -------------------------------------------------------------------------------

_HEADER_RE = re.compile(rb"^dkim-signature\s*:", re.IGNORECASE | re.MULTILINE)


def _tags(value: str) -> dict[str, str]:
    tags = {}
    for part in value.split(";"):
        key, _, val = part.partition("=")
        if key.strip():
            tags[key.strip().lower()] = re.sub(r"\s+", "", val)
    return tags


def check_dkim(resolver: Resolver, raw: bytes) -> tuple[DkimSignature, ...]:
    """Every DKIM signature (up to a bound), each verified on its own."""
    try:
        headers, _body = dkim.rfc822_parse(raw)
    except Exception:
        return ()
    signatures = [v for k, v in headers if k.lower() == b"dkim-signature"]
    results = []
    for index, value in enumerate(signatures[:MAX_DKIM_SIGNATURES]):
        tags = _tags(value.decode("ascii", "replace"))
        checker = dkim.DKIM(raw, timeout=resolver.timeout)
        try:
            ok = checker.verify(idx=index, dnsfunc=resolver.dkim_txt)
            result = "pass" if ok else "fail"
        except dkim.DnsTimeoutError:
            result = "temperror"
        except dkim.KeyFormatError:
            result = "permerror"
        except Exception:  # ValidationError, MessageFormatError, …: the signature fails
            result = "fail"
        results.append(
            DkimSignature(
                domain=tags.get("d", "").lower(),
                selector=tags.get("s", ""),
                algorithm=tags.get("a", ""),
                result=result,
            )
        )
    return tuple(results)


def _dkim_summary(signatures: tuple[DkimSignature, ...]) -> str:
    if not signatures:
        return "none"
    for wanted in ("pass", "temperror", "permerror"):
        if any(s.result == wanted for s in signatures):
            return wanted
    return "fail"


# --- DMARC ------------------------------------------------------------------------------


@dataclass(frozen=True)
class DmarcRecord:
    domain: str  # where it was found
    tags: dict[str, str]


def find_dmarc_record(resolver: Resolver, from_domain: str) -> DmarcRecord | None:
    """The From domain's record, else its organizational domain's (RFC 7489 §6.6.3)."""
    for candidate in dict.fromkeys([from_domain, org_domain(from_domain)]):
        records = [
            r for r in resolver.txt(f"_dmarc.{candidate}") if r.lower().startswith("v=dmarc1")
        ]
        if len(records) == 1:
            return DmarcRecord(candidate, answer_to_dict(records[0]))
        if len(records) > 1:
            raise DMARCException("more than one DMARC record")
    return None


def from_addresses(raw: bytes) -> list[str]:
    """The addresses of the From field(s), lower-cased, each once."""
    try:
        headers, _ = dkim.rfc822_parse(raw)
    except Exception:
        return []
    values = [
        v.replace(b"\r\n", b"").decode("utf-8", "ignore")
        for k, v in headers
        if k.lower() == b"from"
    ]
    return list(dict.fromkeys(a.strip().lower() for _, a in getaddresses(values) if "@" in a))


def _from_domains(raw: bytes) -> list[str]:
    return list(dict.fromkeys(domain_of(a) for a in from_addresses(raw)))


# --- ARC --------------------------------------------------------------------------------


def _newest_arc(raw: bytes) -> tuple[str, str]:
    """(the newest ARC-Seal's d=, the dmarc= result in the newest ARC-Authentication-Results)."""
    try:
        headers, _ = dkim.rfc822_parse(raw)
    except Exception:
        return "", ""
    seals: dict[int, str] = {}
    results: dict[int, str] = {}
    for key, value in headers:
        text = value.decode("utf-8", "replace")
        instance = re.search(r"\bi\s*=\s*(\d+)", text)
        if not instance:
            continue
        number = int(instance.group(1))
        if key.lower() == b"arc-seal":
            seals[number] = _tags(text).get("d", "").lower()
        elif key.lower() == b"arc-authentication-results":
            match = re.search(r"\bdmarc\s*=\s*([a-z]+)", text, re.IGNORECASE)
            results[number] = match.group(1).lower() if match else ""
    if not seals:
        return "", ""
    newest = max(seals)
    return seals[newest], results.get(newest, "")


def check_arc(resolver: Resolver, raw: bytes) -> tuple[str, str, str]:
    """(chain result, newest sealer, the DMARC result it recorded)."""
    sealer, recorded = _newest_arc(raw)
    if not sealer:
        return "none", "", ""
    try:
        cv, _results, _comment = dkim.ARC(raw, timeout=resolver.timeout).verify(
            dnsfunc=resolver.dkim_txt
        )
    except Exception:
        return "fail", sealer, recorded
    result = cv.decode("ascii") if isinstance(cv, bytes) else str(cv or "none")
    return result.lower(), sealer, recorded


# --- Together ---------------------------------------------------------------------------


def authenticate(
    raw: bytes,
    *,
    resolver: Resolver,
    ip: str | None,
    helo: str,
    mail_from: str,
    authserv_id: str,
) -> AuthVerdict:
    errors: list[str] = []
    spf_result, spf_domain = check_spf(resolver, ip=ip, mail_from=mail_from, helo=helo)
    signatures = check_dkim(resolver, raw)
    arc, arc_sealer, arc_dmarc = check_arc(resolver, raw)
    from_domains = _from_domains(raw)
    from_domain = from_domains[0] if from_domains else ""

    record: DmarcRecord | None = None
    dmarc = "none"
    if from_domain:
        try:
            record = find_dmarc_record(resolver, from_domain)
        except DnsTempError as exc:
            dmarc, record = "temperror", None
            errors.append(f"dmarc: {exc}")
        except DMARCException as exc:
            dmarc, record = "permerror", None
            errors.append(f"dmarc: {exc}")
    tags = record.tags if record else {}
    adkim, aspf = tags.get("adkim", "r")[:1], tags.get("aspf", "r")[:1]
    spf_aligned = spf_result == "pass" and aligned(spf_domain, from_domain, aspf)
    dkim_aligned = any(
        s.result == "pass" and aligned(s.domain, from_domain, adkim) for s in signatures
    )
    aligned_from = len(from_domains) == 1 and (spf_aligned or dkim_aligned)
    policy = ""
    if record is not None:
        policy = tags.get("p", "none")
        if record.domain != from_domain and "sp" in tags:
            policy = tags["sp"]  # a subdomain of the organizational domain
        if policy not in ("none", "quarantine", "reject"):
            policy = "none"
        dmarc = "pass" if (spf_aligned or dkim_aligned) else "fail"

    unanswered = (
        spf_result == "temperror"
        or dmarc == "temperror"
        or any(s.result == "temperror" for s in signatures)
    )
    verdict = AuthVerdict(
        dns="offline" if resolver.offline else ("temperror" if unanswered else "ok"),
        spf=spf_result,
        spf_domain=spf_domain,
        dkim=_dkim_summary(signatures),
        signatures=signatures,
        dmarc=dmarc,
        dmarc_policy=policy,
        dmarc_record_domain=record.domain if record else "",
        from_domain=from_domain,
        aligned_from=aligned_from,
        arc=arc,
        arc_sealer=arc_sealer,
        arc_dmarc=arc_dmarc,
        errors=tuple(errors),
    )
    return replace(
        verdict,
        header=results_header(verdict, authserv_id=authserv_id, mail_from=mail_from, helo=helo),
    )


def results_header(verdict: AuthVerdict, *, authserv_id: str, mail_from: str, helo: str) -> str:
    """Our ``Authentication-Results`` value (RFC 8601), one clause per method."""
    results: list[Any] = [
        SPFAuthenticationResult(
            result=verdict.spf,
            smtp_mailfrom=domain_of(mail_from) or None,
            smtp_helo=None if mail_from else (helo or None),
        )
    ]
    if verdict.signatures:
        results += [
            DKIMAuthenticationResult(
                result=s.result, header_d=s.domain or None, header_s=s.selector or None
            )
            for s in verdict.signatures
        ]
    else:
        results.append(DKIMAuthenticationResult(result="none"))
    results.append(
        DMARCAuthenticationResult(
            result=verdict.dmarc,
            header_from=verdict.from_domain or None,
            policy=verdict.dmarc_policy or None,
        )
    )
    results.append(ARCAuthenticationResult(result=verdict.arc))
    text = str(AuthenticationResultsHeader(authserv_id=authserv_id, results=results))
    return text.partition(":")[2].strip()
