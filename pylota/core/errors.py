"""The one registry of API error codes and the one application exception.

Every non-2xx answer carries ``{"error": {code, message, request_id, retryable, details}}``.
A code's HTTP status and retryable flag live here and nowhere else.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class ErrorCode:
    code: str
    status: int
    retryable: bool
    message: str


_REGISTRY: dict[str, ErrorCode] = {}


def register(code: str, status: int, message: str, *, retryable: bool = False) -> ErrorCode:
    if code in _REGISTRY:
        raise ValueError(f"error code {code!r} registered twice")
    entry = ErrorCode(code, status, retryable, message)
    _REGISTRY[code] = entry
    return entry


def lookup(code: str) -> ErrorCode:
    return _REGISTRY[code]


def all_codes() -> dict[str, ErrorCode]:
    return dict(_REGISTRY)


# Request shape
register("invalid_request", 400, "The request is not valid.")
register("validation_failed", 422, "One or more fields are not valid.")
register("malformed_json", 400, "The request body is not valid JSON.")
register("unsupported_media_type", 415, "The request body must be application/json.")
register("invalid_cursor", 400, "The cursor is not valid for this list.")
register("payload_too_large", 413, "The request body is larger than this route accepts.")
register("json_too_deep", 400, "The JSON body nests deeper than allowed; see details.")
register("method_not_allowed", 405, "This method is not allowed on this route.")
register("not_acceptable", 406, "The requested representation is not available.")
register("route_not_found", 404, "No route matches this path.")
# Authentication and authorization
register("unauthenticated", 401, "A valid API key is required.")
register("key_expired", 401, "This API key has expired.")
register("key_revoked", 401, "This API key has been revoked.")
register("permission_denied", 403, "This API key lacks the permission this action needs.")
register("identity_scope_exceeded", 403, "This API key is scoped to another identity.")
register("level_not_allowed", 403, "This API key's level cannot perform this action.")
register("tenant_suspended", 403, "The tenant is suspended.")
register("partner_suspended", 403, "The partner is suspended.")
register("metrics_forbidden", 403, "Metrics are served to loopback or with the metrics token.")
# Objects
register("tenant_not_found", 404, "No tenant with this ID.")
register("partner_not_found", 404, "No partner with this ID.")
register("key_not_found", 404, "No API key with this ID.")
register("event_not_found", 404, "No event with this ID.")
register("partner_has_tenants", 409, "The partner still has tenants; move or delete them first.")
register("partner_tenant_limit", 409, "The partner has reached its maximum number of tenants.")
register("policy_ceiling_exceeded", 422, "A policy value is above the ceiling set for it.")
register("key_already_revoked", 409, "This API key is already revoked.")
# Identities, addresses and mail
register("identity_not_found", 404, "No identity with this ID.")
register("identity_name_taken", 409, "Another identity of this tenant has this name.")
register("identity_limit_reached", 409, "The tenant has reached its maximum number of identities.")
register("identity_deleted", 409, "The identity is deleted.")
register("address_not_found", 404, "No address with this ID.")
register("address_taken", 409, "This address is taken.")
register("address_invalid", 422, "This local part cannot be used for an address.")
register("address_retired", 409, "This address is retired; roll the retirement back first.")
register(
    "address_is_primary",
    409,
    "The identity's primary address cannot be retired; promote another address first.",
)
register(
    "address_nothing_to_roll_back",
    409,
    "This address has no retirement or promotion to roll back.",
)
register(
    "domain_not_active",
    409,
    "Addresses are created on an active domain only; verify and configure it first.",
)
register("thread_not_found", 404, "No thread with this ID.")
register("message_not_found", 404, "No message with this ID.")
register("attachment_not_found", 404, "No attachment with this ID.")
register(
    "message_raw_purged",
    410,
    "The raw source of this message was removed by a retention policy; its text remains.",
)
# Idempotency and concurrency
register("idempotency_conflict", 409, "This Idempotency-Key was used with another request body.")
register(
    "idempotency_in_progress",
    409,
    "A request with this Idempotency-Key is running.",
    retryable=True,
)
register("invalid_idempotency_key", 400, "Idempotency-Key must be 1 to 255 printable characters.")
# Limits and faults
register("rate_limited", 429, "Too many requests; retry after the time given.", retryable=True)
register("service_unavailable", 503, "A dependency is unavailable; retry later.", retryable=True)
register("internal_error", 500, "An unexpected error occurred; it has been logged.", retryable=True)


@dataclass
class AppError(Exception):
    """The application's one exception type; the API maps it to the error envelope."""

    code: str
    message: str | None = None
    details: dict[str, Any] = field(default_factory=dict)
    headers: dict[str, str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        entry = lookup(self.code)  # an unknown code is a programming error: fail loudly
        if self.message is None:
            self.message = entry.message
        super().__init__(self.code, self.message)

    @property
    def status(self) -> int:
        return lookup(self.code).status

    @property
    def retryable(self) -> bool:
        return lookup(self.code).retryable


# Webhooks
register("webhook_not_found", 404, "No webhook endpoint with this ID.")
register("webhook_limit_reached", 409, "The maximum number of webhook endpoints is reached.")
register("webhook_url_forbidden", 422, "This URL cannot receive webhooks.")
register("webhook_disabled", 409, "The webhook endpoint is disabled; enable it first.")
register("webhook_replay_too_large", 422, "Too many events to replay at once; narrow the window.")

# Triage
register("triage_rule_not_found", 404, "No triage rule with this ID.")
register("triage_rule_limit_reached", 409, "The tenant has as many triage rules as allowed.")

# Search
register("invalid_query", 400, "The search query is not valid; details give the position.")
register("search_unavailable", 503, "Semantic search is unavailable; retry later.", retryable=True)
register(
    "agentic_daily_cap_reached",
    429,
    "The tenant reached its daily number of agentic searches; retry after the time given.",
    retryable=True,
)
register("model_unavailable", 503, "The chat model did not answer; retry later.", retryable=True)
register("model_output_invalid", 502, "The chat model answered output that fails its schema.")

# Trust
register("message_not_quarantined", 409, "This message is not in quarantine.")
register(
    "quarantine_release_console_only",
    403,
    "This tenant lets people release quarantined mail in the console only, not API keys.",
)
register("list_entry_not_found", 404, "No list entry with this value or ID.")
register("list_entry_exists", 409, "This list already has this entry.")
register("list_limit_reached", 409, "The tenant has reached its maximum number of list entries.")

# Sending (docs/sending.md lists the policy pipeline in the order these are checked)
register("identity_paused", 409, "The identity is paused and cannot send; see paused_reason.")
register("tenant_erasing", 409, "The tenant is being erased and cannot send.")
register("no_recipients", 422, "Give at least one recipient in to, cc or bcc.")
register("too_many_recipients", 422, "Too many recipients; see details.max.")
register("invalid_recipient", 422, "A recipient address cannot be sent to; see details.")
register("recipient_suppressed", 422, "A recipient is on the suppression list; see details.")
register("recipient_blocked", 422, "A recipient is on the send block list; see details.")
register(
    "recipient_not_allowed", 422, "The identity sends only to allow-listed recipients; see details."
)
register(
    "identity_daily_cap_reached",
    429,
    "The identity reached its daily send cap; retry after the time given.",
    retryable=True,
)
register(
    "tenant_daily_cap_reached",
    429,
    "The tenant reached its daily send cap; retry after the time given.",
    retryable=True,
)
register("quota_exceeded", 402, "The plan's sending quota is used up.")
register("header_reserved", 422, "A custom header is reserved: the platform sets it.")
register("header_not_allowed", 422, "A custom header is not allowed; see details.")
register("message_too_large", 422, "The composed message is larger than the tenant allows.")
register("attachment_too_large", 422, "An inline attachment is larger than allowed; upload it.")
register("upload_not_found", 404, "No upload with this ID.")
register("upload_too_large", 413, "The upload is larger than allowed.")
register("message_not_cancellable", 409, "Only a queued message that no worker claimed cancels.")
register("message_not_outbound", 409, "This message was not sent by an identity of ours.")
register("draft_not_found", 404, "No draft with this ID.")
register("draft_already_sent", 409, "This draft has been sent; it cannot change.")
register("suppression_not_found", 404, "No suppression with this ID or address.")
register("suppression_exists", 409, "This address is already suppressed.")
register("link_not_found", 404, "This link does not exist or has expired.")

# The console: workspaces, members, invitations, sign-in links
register("membership_not_found", 404, "No member with this ID in the workspace.")
register("member_exists", 409, "This person is already a member of the workspace.")
register("last_owner", 409, "A workspace keeps at least one owner; transfer ownership first.")
register("invitation_not_found", 404, "This invitation does not exist, has expired or was revoked.")
register(
    "invitation_email_mismatch",
    403,
    "This invitation was sent to another address; sign in with it.",
)
register(
    "sign_in_link_not_found", 404, "This sign-in link does not exist, has expired or was used."
)
register("waitlist_closed", 409, "Sign-up is not by waitlist on this installation.")

# Privacy: jobs, erasures and legal holds
register("job_not_found", 404, "No job with this ID.")
register("job_finished", 409, "This job has already finished.")
register("job_not_failed", 409, "Only a failed job can be retried.")
register("erasure_not_found", 404, "No erasure with this ID.")
register(
    "erasure_not_finished", 409, "This erasure is still running; its receipt comes when it ends."
)
register(
    "erasure_incomplete",
    409,
    "Something of the erased subject was still found; the step is retried.",
    retryable=True,
)
register("tenant_erased", 409, "This tenant has already been erased.")
register("hold_not_found", 404, "No legal hold with this ID.")
register("hold_released", 409, "This legal hold is already released.")
# Privacy: retention and exports
register("export_not_found", 404, "No export with this ID.")
register("export_not_ready", 409, "This export is still being built, or it failed.")
register("export_expired", 410, "This export has expired; its file was removed. Request a new one.")
register("export_link_not_found", 404, "This download link does not exist or has expired.")

# Domains: the providers that publish records (Cloudflare, SES) and SES's notifications
register(
    "domain_provider_forbidden",
    422,
    "The provider refused this token or account: it lacks a permission this needs; see details.",
)
register(
    "domain_provider_zone_not_found",
    422,
    "The provider has no zone for this domain that the token can reach.",
)
register(
    "domain_provider_not_configured",
    409,
    "This domain's method needs a provider token or setting that is not given yet.",
)
register(
    "domain_provider_limit_reached",
    409,
    "The provider account reached one of its limits (identities, records); see details.",
)
register(
    "domain_provider_rate_limited",
    429,
    "The provider is rate limiting us; retry after the time given.",
    retryable=True,
)
register(
    "domain_provider_unavailable",
    503,
    "The provider could not be reached or answered with a fault; retry later.",
    retryable=True,
)
register("domain_provider_error", 502, "The provider refused the request; see details.")
# Domains: claims, states and checks
register("domain_not_found", 404, "No domain with this ID.")
register("domain_invalid", 422, "This is not a domain name that can receive mail; see details.")
register("domain_taken", 409, "This domain is claimed already.")
register(
    "domain_parent_claimed",
    409,
    "A parent of this domain belongs to another workspace; it cannot be claimed here.",
)
register("domain_state_invalid", 409, "The domain is not in a state that allows this; see details.")
register(
    "domain_transport_unavailable",
    409,
    "This transport is not configured on this installation (no credential stored for it).",
)
register(
    "domain_dns_unavailable",
    503,
    "DNS did not answer while checking the domain; retry later.",
    retryable=True,
)
register("sns_message_invalid", 400, "The body is not an Amazon SNS message.")
register("sns_signature_invalid", 403, "The Amazon SNS signature is missing or does not verify.")
register("sns_topic_not_allowed", 403, "This Amazon SNS topic is not one this installation reads.")
register(
    "sns_certificate_unavailable",
    503,
    "The Amazon SNS signing certificate could not be fetched; retry later.",
    retryable=True,
)
