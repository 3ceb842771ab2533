"""Background work of the identities app: none. A deleted identity's mail is removed by the
mailbox, which consumes ``identity.deleted`` from the outbox (``mailbox.purge``)."""
