"""DNS for trust verdicts, cached per worker process and asked concurrently.

Every message's verdict asks a few TXT questions (SPF of the envelope domain, DMARC of the
From domain, a DKIM key per signature), one after another inside the verification
libraries. Asked cold for every message, a slow resolver stalls the queue: a worker files
nothing while it waits. So each worker process keeps one cache of answers (for the
record's TTL, at most an hour), of "no such record" (a minute) and of a resolver failure
(ten seconds, so a dead resolver costs one timeout per question, not one per message), and
asks the questions a message will need all at once before the verification runs.
"""

from __future__ import annotations

import contextlib
import re
import threading
import time
from concurrent.futures import ThreadPoolExecutor, wait
from email.parser import BytesHeaderParser
from email.utils import getaddresses

from pylota.core.authverdict import DnsTempError, Resolver

MAX_TTL_SECONDS = 3600
NEGATIVE_SECONDS = 60
TEMPERROR_SECONDS = 10
MAX_ENTRIES = 10_000
_DKIM_TAG = re.compile(r"(?:^|;)\s*([ds])\s*=\s*([^;\s]+)")


class CachingResolver(Resolver):
    """A ``Resolver`` whose answers are kept (thread-safe) and can be fetched ahead."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self._cache: dict[tuple[str, str], tuple[float, object]] = {}
        self._lock = threading.Lock()
        self._pool = ThreadPoolExecutor(max_workers=8, thread_name_prefix="dns")

    def _answer(self, name: str, qtype: str):
        key = (name.lower().rstrip("."), qtype)
        now = time.monotonic()
        with self._lock:
            hit = self._cache.get(key)
        if hit is not None and hit[0] > now:
            if isinstance(hit[1], DnsTempError):
                raise hit[1]
            return hit[1]
        try:
            answer = super()._answer(name, qtype)
        except DnsTempError as exc:
            self._keep(key, now + TEMPERROR_SECONDS, exc)
            raise
        rrset = getattr(answer, "rrset", None)
        ttl = NEGATIVE_SECONDS if rrset is None else min(max(rrset.ttl, 0), MAX_TTL_SECONDS)
        self._keep(key, now + ttl, answer)
        return answer

    def _keep(self, key: tuple[str, str], until: float, value: object) -> None:
        with self._lock:
            if len(self._cache) >= MAX_ENTRIES:
                now = time.monotonic()
                self._cache = {k: v for k, v in self._cache.items() if v[0] > now}
                if len(self._cache) >= MAX_ENTRIES:
                    self._cache.clear()
            self._cache[key] = (until, value)

    def prefetch(self, questions: list[tuple[str, str]], *, timeout: float | None = None) -> None:
        """Ask ``questions`` (name, type) concurrently, so that the verification that
        follows finds them cached; failures are left for the verification to meet."""
        if self.offline or not questions:
            return

        def ask(name: str, qtype: str) -> None:
            with contextlib.suppress(DnsTempError):
                self._answer(name, qtype)

        futures = [self._pool.submit(ask, name, qtype) for name, qtype in set(questions)]
        wait(futures, timeout=timeout if timeout is not None else self.timeout + 1)


def questions_for(raw: bytes, *, mail_from: str) -> list[tuple[str, str]]:
    """The TXT questions verifying ``raw`` will ask: SPF for the envelope sender's domain,
    DMARC for each From domain (its organizational domain is asked later, if needed), and
    the key of each DKIM signature."""
    questions: list[tuple[str, str]] = []
    envelope_domain = mail_from.rpartition("@")[2].strip().strip(">").lower()
    if envelope_domain:
        questions.append((envelope_domain, "TXT"))
    try:
        headers = BytesHeaderParser().parsebytes(raw)
    except Exception:  # headers too broken to read: the verification says so itself
        return questions
    for _name, address in getaddresses([str(v) for v in headers.get_all("From", [])]):
        domain = address.rpartition("@")[2].strip().lower()
        if domain:
            questions.append((f"_dmarc.{domain}", "TXT"))
    for signature in headers.get_all("DKIM-Signature", [])[:8]:
        tags = dict(_DKIM_TAG.findall(re.sub(r"\s+", " ", str(signature))))
        if tags.get("d") and tags.get("s"):
            questions.append((f"{tags['s']}._domainkey.{tags['d']}", "TXT"))
    return questions


_resolvers: dict[tuple, CachingResolver] = {}
_resolvers_lock = threading.Lock()


def shared_resolver(
    nameservers: list[str] | None, *, port: int, timeout: float, offline: bool
) -> CachingResolver:
    """One cache per process and resolver configuration."""
    key = (tuple(nameservers or ()), port, timeout, offline)
    with _resolvers_lock:
        resolver = _resolvers.get(key)
        if resolver is None:
            resolver = _resolvers[key] = CachingResolver(
                nameservers, port=port, timeout=timeout, offline=offline
            )
        return resolver
