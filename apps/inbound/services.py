"""Taking responsibility for mail (accept) and filing it into mailboxes (process)."""

from __future__ import annotations

import logging
from datetime import timedelta
from typing import TYPE_CHECKING

from django.conf import settings
from django.db import connection, transaction
from django.db.models import F
from django.utils import timezone

from apps.inbound import selectors
from apps.inbound.models import InboundMessage
from apps.lists import selectors as list_selectors
from apps.mailbox import selectors as mailbox_selectors
from apps.mailbox import services as mailbox_services
from apps.tenants import selectors as tenant_selectors
from pylota import llm
from pylota.core.authverdict import (
    AuthVerdict,
    Resolver,
    authenticate,
    domain_of,
    from_addresses,
)
from pylota.core.dnscache import CachingResolver, questions_for, shared_resolver
from pylota.core.injection import InjectionReport, analyze, judge
from pylota.core.llm import ChatMessage, ModelError, ModelTimeout, SchemaViolation
from pylota.core.mime import parse_message
from pylota.core.mime.model import ParsedMessage
from pylota.core.spoof import analyze_sender
from pylota.core.trust import Decision, TrustFacts, decide, resolve_lists
from pylota.db import session_lock_release, session_lock_try
from pylota.dns import resolver_options
from pylota.tasks import enqueue, enqueue_each, enqueue_on_commit

if TYPE_CHECKING:
    from apps.identities.models import Identity

logger = logging.getLogger(__name__)


_UNKNOWN = object()  # the tenant of the first recipient, not looked up yet


def inbound_accept(
    *,
    raw: bytes,
    mail_from: str,
    recipients: list[str],
    peer_ip: str | None,
    helo: str,
    tenant_id: object = _UNKNOWN,
) -> InboundMessage:
    """Make the message durable: fsynced bytes and a committed staging row.

    Only after this returns may the SMTP server answer 250. Everything later (parsing,
    threading, events) is retried from the staging row until it succeeds.
    """
    message = {"raw": raw, "mail_from": mail_from, "recipients": recipients,
               "peer_ip": peer_ip, "helo": helo, "tenant_id": tenant_id}  # fmt: skip
    with transaction.atomic():
        (inbound,) = _stage([message], claims=[1])
        # A broker outage loses nothing: inbound_sweep finds the staged row.
        enqueue_on_commit("inbound.process", inbound.id)
    return inbound


def _stage(messages: list[dict], *, claims: list[int]) -> list[InboundMessage]:
    """Staging rows for ``messages`` in the caller's transaction: each one's bytes fsynced,
    then one INSERT for their blobs and one for their rows, each row in its tenant's next
    turn (ADR 0020)."""
    tenants = [
        _first_tenant(m["recipients"]) if m.get("tenant_id", _UNKNOWN) is _UNKNOWN
        else m["tenant_id"]
        for m in messages
    ]  # fmt: skip
    blobs = mailbox_services.raw_blobs_store([m["raw"] for m in messages])
    rows = [
        InboundMessage(
            raw=blob,
            mail_from=m["mail_from"][:320],
            recipients=m["recipients"],
            peer_ip=m["peer_ip"] or None,
            helo=m["helo"][:255],
            tenant_id=tenant,
            turn=turn,
            claims=share,
        )
        for m, blob, tenant, turn, share in zip(
            messages, blobs, tenants, _next_turns(tenants), claims, strict=True
        )
    ]
    return InboundMessage.objects.bulk_create(rows)


def inbound_accept_batch(*, messages: list[dict]) -> list[InboundMessage | Exception]:
    """Group commit (ADR 0021): make several messages durable in one transaction.

    Each message's bytes are fsynced as ``inbound_accept`` does, and all the staging rows
    commit in one COMMIT, so a batch costs one WAL flush instead of one per message. The
    result has one entry per message, in order: its staged row, or the exception that kept
    it from being staged (the SMTP server answers that one 451). Nothing is returned before
    the COMMIT: a crash before it leaves every message of the batch without a 250.

    A failure inside the batch rolls all of it back; the messages are then accepted one by
    one, so a single bad message (or a full disk for its write) costs only its own 451.

    Nothing is queued here: the caller queues the batch's tasks with ``inbound_queue`` once
    it has answered, so the broker's round trip is not part of any sender's wait (a crash in
    between loses nothing: ``inbound_sweep`` finds the staged rows).
    """
    if not messages:
        return []
    shares = _claim_shares(len(messages))
    try:
        with transaction.atomic():
            return _stage(messages, claims=shares + [0] * (len(messages) - len(shares)))
    except Exception as exc:
        if len(messages) == 1:
            return [exc]
    results: list[InboundMessage | Exception] = []
    for message in messages:
        try:
            with transaction.atomic():
                results += _stage([message], claims=[1])
        except Exception as exc:
            results.append(exc)
    return results


def inbound_queue(staged: list[InboundMessage | Exception]) -> None:
    """Queue the filing tasks of a batch ``inbound_accept_batch`` staged: one for each row
    that holds a share of it (two at most, ADR 0021), or one per row staged on its own.
    Each files its share of the batch (``claims``) in turn order, so the broker costs a
    round trip or two per batch and the tasks still add up to the messages."""
    enqueue_each(
        "inbound.process",
        [row.id for row in staged if isinstance(row, InboundMessage) and row.claims],
    )


# Tasks queued per accepted batch (ADR 0021): enough to keep two worker processes busy on
# one batch; each files its share of the batch.
TASKS_PER_BATCH = 2


def _claim_shares(count: int) -> list[int]:
    """How many messages each task queued for a batch of ``count`` files."""
    tasks = min(count, TASKS_PER_BATCH)
    return [count // tasks + (1 if n < count % tasks else 0) for n in range(tasks)]


def _parse(raw: bytes) -> ParsedMessage:
    try:
        return parse_message(raw)
    except Exception:  # the parser promises not to raise; the raw bytes are kept regardless
        logger.exception("parser failed; storing the message as raw only")
        return ParsedMessage(size=len(raw), defects=["parser_error"])


def inbound_process(*, inbound_id: str) -> int:
    """File a staged message into every recipient identity's mailbox; messages created.

    Safe to run twice, or concurrently: each mailbox write is idempotent per identity
    (see mailbox_services.message_store_inbound), so a retry after a crash halfway through
    fills only the mailboxes that were missed.

    The slow and the read-only parts come first, outside any transaction: the trust
    verdict (DNS), parsing, the injection scan and each identity's trust decision. One
    statement then counts the attempt and keeps the verdict, and one short transaction
    stores the message in every mailbox and marks the staging row processed.
    """
    inbound = selectors.staged_get(inbound_id)
    if inbound is None:
        return 0
    raw = mailbox_services.raw_blob_read(inbound.raw)
    verdict, computed = _verdict(inbound, raw)
    changes: dict = {"attempts": F("attempts") + 1}
    if computed:  # kept now, so that a retry and every recipient identity see this one
        changes.update(auth=verdict.to_dict(), authentication_results=verdict.header)
    InboundMessage.objects.filter(pk=inbound.pk).update(**changes)
    parsed = _parse(raw)
    # Several addresses of one identity on one message make one message in its mailbox.
    targets: dict[str, tuple] = {}
    for recipient in inbound.recipients:
        resolved = selectors.recipient_resolve(recipient)
        if resolved is None:  # deleted between RCPT and now: nothing to deliver to
            continue
        address, tag = resolved
        targets.setdefault(address.identity_id, (address, tag, recipient))
    report = _injection(parsed)
    decisions = [
        (
            address,
            tag,
            trust_decide(
                identity=address.identity,
                parsed=parsed,
                verdict=verdict,
                report=report,
                mail_from=inbound.mail_from,
            ),
        )
        for address, tag, _recipient in targets.values()
    ]
    created = 0
    with transaction.atomic():
        for address, tag, decision in decisions:
            _message, new = mailbox_services.message_store_inbound(
                identity=address.identity,
                parsed=parsed,
                raw=inbound.raw,
                inbound_id=inbound.id,
                recipient=address.address,
                plus_tag=tag,
                auth=verdict.to_dict(),
                authentication_results=verdict.header,
                injection=report.to_dict(),
                trust=decision.to_dict(),
                quarantine_reasons=[r.to_dict() for r in decision.reasons],
            )
            created += new
        InboundMessage.objects.filter(pk=inbound.pk, state=InboundMessage.State.STAGED).update(
            state=InboundMessage.State.PROCESSED, processed_at=timezone.now(), last_error=""
        )
    return created


def inbound_record_failure(*, inbound_id: str, error: BaseException, final: bool) -> None:
    """Note why processing failed (the exception's class only: no content in rows or logs)."""
    changes = {"last_error": type(error).__name__[:200]}
    if final:
        changes["state"] = InboundMessage.State.FAILED
    InboundMessage.objects.filter(pk=inbound_id, state=InboundMessage.State.STAGED).update(
        **changes
    )


def inbound_sweep(*, older_than_seconds: int | None = None) -> int:
    """Re-queue staged mail that no worker finished (lost task, crash, broker outage)."""
    if older_than_seconds is None:
        older_than_seconds = settings.PM_INBOUND_SWEEP_AFTER_SECONDS
    cutoff = timezone.now() - timedelta(seconds=older_than_seconds)
    stale = InboundMessage.objects.filter(state=InboundMessage.State.STAGED, received_at__lt=cutoff)
    ids = list(stale.order_by("received_at").values_list("pk", flat=True)[:1000])
    for inbound_id in ids:
        if not enqueue("inbound.process", inbound_id):
            break  # the broker is down: the next sweep tries again
    return len(ids)


def inbound_redrive(*, inbound_id: str) -> bool:
    """Put a failed delivery back in the queue (operators, after fixing the cause)."""
    updated = InboundMessage.objects.filter(
        pk=inbound_id, state=InboundMessage.State.FAILED
    ).update(state=InboundMessage.State.STAGED, attempts=0)
    if updated:  # the UPDATE has committed (autocommit): queue it now
        enqueue("inbound.process", inbound_id)
    return bool(updated)


# --- Trust ------------------------------------------------------------------------------


def dns_resolver() -> Resolver:
    """A resolver as configured, asking afresh every time."""
    options = resolver_options()
    return Resolver(options.pop("nameservers"), **options)


def verdict_resolver() -> CachingResolver:
    """The process's resolver for verdicts, with its cache (pylota.core.dnscache)."""
    options = resolver_options()
    return shared_resolver(options.pop("nameservers"), **options)


def _verdict(inbound: InboundMessage, raw: bytes) -> tuple[AuthVerdict, bool]:
    """Computed once per delivery (DNS, outside any transaction) and kept on the staging
    row by the caller, so a retry and every recipient identity see the same verdict;
    the flag says whether it was computed now (and is to be kept)."""
    if inbound.auth is not None:
        return AuthVerdict.from_dict(inbound.auth, header=inbound.authentication_results), False
    resolver = verdict_resolver()
    # The questions the checks will ask one by one, asked at once: a slow resolver costs
    # one round of its latency, and the answers are cached for the next messages.
    resolver.prefetch(questions_for(raw, mail_from=inbound.mail_from))
    verdict = authenticate(
        raw,
        resolver=resolver,
        ip=inbound.peer_ip,
        helo=inbound.helo,
        mail_from=inbound.mail_from,
        authserv_id=settings.PM_AUTHSERV_ID,
    )
    # Our loopback transport stages the very blob an identity sent: its From is proven by
    # our own records (no DNS needed, none forged: the digest and the From must match).
    senders = from_addresses(raw) if not verdict.aligned_from else []
    if len(senders) == 1 and mailbox_selectors.sent_as(
        sha256=inbound.raw.sha256, from_address=senders[0]
    ):
        verdict = verdict.as_internal()
    return verdict, True


def _injection(parsed: ParsedMessage) -> InjectionReport:
    """Everything an agent may read is scanned: text, quoted lines, visible and hidden HTML,
    calendar fields, attachment names and text, attached messages, decoded payloads."""
    try:
        report = analyze(parsed=parsed, meaning=settings.PM_INJECTION_MEANING)
    except Exception:  # a detector bug must not lose mail: no signals, logged
        logger.exception("injection analysis failed")
        return InjectionReport(score=0)
    return injection_judged(report, parsed) if settings.PM_INJECTION_JUDGE else report


def injection_judged(report: InjectionReport, parsed: ParsedMessage) -> InjectionReport:
    """``report`` with the chat model's second opinion when its score is in the judge's band
    (``PM_INJECTION_JUDGE_BAND``, ``pylota.core.injection.judge``). The offline score
    stands when no model is configured or the model does not answer: a model's outage never
    holds mail up."""
    band = judge.Band(*settings.PM_INJECTION_JUDGE_BAND)
    if not band.holds(report):
        return report
    model = llm.chat_model()
    if model is None:
        return report
    sender = parsed.from_[0] if parsed.from_ else None
    prompt = judge.prompt(
        report,
        sender=f"{sender.name} <{sender.address}>".strip() if sender else "",
        subject=parsed.subject or "",
    )
    try:
        completion = model.complete(
            [ChatMessage(**m) for m in prompt],
            schema=judge.SCHEMA,
            max_tokens=200,
            timeout=settings.PM_INJECTION_JUDGE_TIMEOUT_SECONDS,
        )
    except SchemaViolation:
        return judge.unavailable(report, why="the model's answer was not a verdict")
    except ModelTimeout:
        return judge.unavailable(report, why="the model did not answer in time")
    except ModelError:
        return judge.unavailable(report, why="the model failed")
    logger.info(
        "injection judged",
        extra={
            "model": completion.model,
            "verdict": completion.parsed["verdict"],
            "tokens": completion.usage.total_tokens,
            "cost_usd": round(completion.usage.cost_usd, 6),
        },
    )
    return judge.apply(report, completion.parsed, band, model=completion.model)


def _arc_override(verdict: AuthVerdict) -> bool:
    """A trusted forwarder's ARC seal vouches that DMARC passed before it changed the
    message (RFC 8617 §7.2); only sealers the operator lists are trusted."""
    trusted = set(settings.PM_TRUSTED_ARC_SEALERS)
    return (
        verdict.arc == "pass"
        and verdict.arc_dmarc == "pass"
        and bool(verdict.arc_sealer)
        and verdict.arc_sealer in trusted
    )


def trust_decide(
    *,
    identity: Identity,
    parsed: ParsedMessage,
    verdict: AuthVerdict,
    report: InjectionReport,
    mail_from: str,
) -> Decision:
    """Gather what the decision needs for one identity, then apply pylota.core.trust."""
    from_address = parsed.from_[0].address.lower() if parsed.from_ else ""
    claimed = [("from", a.address) for a in parsed.from_ if a.address]
    claimed += [("reply_to", a.address) for a in parsed.reply_to if a.address]
    claimed += [("dkim", s.domain) for s in verdict.signatures if s.domain]
    if mail_from:
        claimed.append(("mail_from", mail_from))
    # Allow entries match only what was proven: an aligned From (address), the SPF-passing
    # envelope domain and DKIM-passing signing domains (domains: no local part is proven).
    proven = [("from", from_address)] if verdict.aligned_from and from_address else []
    if verdict.spf == "pass" and verdict.spf_domain:
        proven.append(("mail_from", verdict.spf_domain))
    proven += [("dkim", s.domain) for s in verdict.signatures if s.result == "pass" and s.domain]
    hit = resolve_lists(
        list_selectors.receive_list_hits(identity=identity, claimed=claimed, proven=proven)
    )
    authenticated = verdict.aligned_from or verdict.internal
    known = authenticated and mailbox_selectors.has_written_to(
        identity=identity, address=from_address
    )
    # The domains worth imitating: ours (custom domains will join the platform's) and those
    # of the identity's contacts; the shipped brand list is added by pylota.core.spoof.
    signals = analyze_sender(
        from_name=(parsed.from_[0].name or "") if parsed.from_ else "",
        from_address=from_address,
        reply_to=[a.address for a in parsed.reply_to if a.address],
        authenticated=authenticated,
        own_domains=[settings.PM_PLATFORM_DOMAIN],
        contact_domains=mailbox_selectors.written_to_domains(identity=identity),
        via_list=bool(parsed.list_id),
        checked=verdict.dns == "ok",
    )
    policy = tenant_selectors.trust_policy_get(tenant=identity.tenant)
    facts = TrustFacts(
        dmarc=verdict.dmarc,
        dmarc_policy=verdict.dmarc_policy,
        publishes_dmarc=verdict.publishes_dmarc,
        aligned_from=verdict.aligned_from,
        arc_override=_arc_override(verdict),
        from_domain=verdict.from_domain,
        reply_to_domains=tuple(domain_of(a.address) for a in parsed.reply_to if a.address),
        injection_score=report.score,
        injection_threshold=identity.tenant.policy_value("injection_threshold"),
        list_hit=hit,
        sender_policy=identity.sender_policy,
        known_sender=known,
        exempt_from_sender_policy=parsed.kind in ("dsn", "mdn"),
        internal=verdict.internal,
        sender_signals=signals,
        dns=verdict.dns,
        dns_temperror_action=policy.dns_temperror_action,
    )
    return decide(facts)


@transaction.atomic
def inbound_forget(*, inbound_ids: list[str]) -> int:
    """Delete the staging rows of erased mail (sender, recipients, verdicts) once no
    stored message comes from them any more and they are not waiting to be processed."""
    still = mailbox_selectors.inbound_ids_in_use(inbound_ids=inbound_ids)
    deleted, _ = (
        InboundMessage.objects.filter(pk__in=[i for i in inbound_ids if i not in still])
        .exclude(state=InboundMessage.State.STAGED)
        .delete()
    )
    return deleted


# --- Fairness between tenants (ADR 0020) ------------------------------------------------
# Each staged message has a turn: a tenant's next message gets the turn after its last
# staged one, or the turn being served now if that is later. Workers file staged mail in
# (turn, received_at) order, so a tenant with one message waits one turn of each tenant
# with a backlog, never behind a whole backlog. A claimed message is held by a session
# advisory lock, which PostgreSQL releases if the worker dies.

_TURNS_SQL = """
SELECT t.tenant_id, GREATEST(
    COALESCE((SELECT max(turn) + 1 FROM inbound_inboundmessage
              WHERE state = 'staged' AND tenant_id IS NOT DISTINCT FROM t.tenant_id), 0),
    COALESCE((SELECT min(turn) FROM inbound_inboundmessage WHERE state = 'staged'), 0)
)
FROM unnest(%s::varchar[]) AS t(tenant_id)
"""


def _first_tenant(recipients: list[str]) -> str | None:
    """The tenant of the first recipient we deliver to (None: unknown or none)."""
    resolved = selectors.recipient_resolve(recipients[0]) if recipients else None
    return resolved[0].tenant_id if resolved is not None else None


def inbound_next_turn(*, tenant_id: str | None) -> int:
    """The turn a message of ``tenant_id`` staged now is filed in."""
    return _next_turns([tenant_id])[0]


def _next_turns(tenant_ids: list[str | None]) -> list[int]:
    """The turns of messages of ``tenant_ids`` staged now, in this order, from one query:
    a tenant's second message in the list gets the turn after its first."""
    distinct = list(dict.fromkeys(tenant_ids))
    with connection.cursor() as cursor:
        cursor.execute(_TURNS_SQL, [distinct])
        following = dict(cursor.fetchall())
    turns = []
    for tenant_id in tenant_ids:
        turns.append(following[tenant_id])
        following[tenant_id] += 1
    return turns


def _claim_lock(inbound_id: str) -> str:
    return f"inbound.claim:{inbound_id}"


def _try_claim(inbound_id: str) -> bool:
    if not session_lock_try(_claim_lock(inbound_id)):
        return False
    if InboundMessage.objects.filter(pk=inbound_id, state=InboundMessage.State.STAGED).exists():
        return True
    inbound_release(inbound_id=inbound_id)  # filed meanwhile
    return False


def inbound_claim(*, prefer: str | None = None, candidates: int = 32) -> str | None:
    """The staged message to file next, in turn order, held for this database session
    until ``inbound_release`` (or the session's end); None when every staged message is
    taken. ``prefer`` (the message a task was queued for) is tried when none of the first
    ``candidates`` in turn order is free."""
    return inbound_claim_share(prefer=prefer, candidates=candidates)[0]


def inbound_claim_share(
    *, prefer: str | None = None, candidates: int = 32
) -> tuple[str | None, int]:
    """``inbound_claim``, and how many messages the task queued for ``prefer`` files (its
    row's ``claims``, ADR 0021; at least one), read with the candidates when it is one."""
    rows = list(
        InboundMessage.objects.filter(state=InboundMessage.State.STAGED)
        .order_by("turn", "received_at", "id")
        .values_list("pk", "claims")[:candidates]
    )
    shares = dict(rows)
    claims = shares.get(prefer)
    target = next((inbound_id for inbound_id, _ in rows if _try_claim(inbound_id)), None)
    if target is None and prefer is not None and prefer not in shares and _try_claim(prefer):
        target = prefer
    if claims is None:
        claims = selectors.staged_claims(prefer) if prefer is not None else 1
    return target, max(1, claims)


def inbound_release(*, inbound_id: str) -> None:
    session_lock_release(_claim_lock(inbound_id))


def inbound_defer(*, inbound_id: str) -> None:
    """After a failed attempt: to the back of its tenant's line, so that a message that
    keeps failing does not hold the head of the queue."""
    inbound = InboundMessage.objects.filter(pk=inbound_id).only("tenant_id").first()
    if inbound is not None:
        InboundMessage.objects.filter(pk=inbound_id, state=InboundMessage.State.STAGED).update(
            turn=inbound_next_turn(tenant_id=inbound.tenant_id)
        )
