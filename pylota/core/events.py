"""The event types the platform emits (webhook ``type`` values)."""

EVENT_TYPES = frozenset(
    {
        "identity.created", "identity.updated", "identity.paused", "identity.resumed",
        "identity.deleted", "identity.key_created", "identity.key_rotated",
        "identity.key_revoked",
        "address.created", "address.promoted", "address.retired",
        "message.received", "message.quarantined", "message.released", "message.sent",
        "message.delivered", "message.deferred", "message.bounced", "message.complained",
        "message.failed", "message.triaged",
        "domain.verified", "domain.failing", "domain.recovered",
        "webhook.disabled", "webhook.test",
        "erasure.completed", "export.completed", "usage.threshold",
    }
)
