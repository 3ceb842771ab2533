from __future__ import annotations

from celery import shared_task

from apps.mailbox import services as mailbox_services


@shared_task(name="identities.purge_mail", autoretry_for=(Exception,), retry_backoff=True)
def identity_purge_mail(identity_id: str) -> int:
    """Remove a deleted identity's threads, messages, attachments and unshared raw blobs."""
    return mailbox_services.identity_mail_purge(identity_id=identity_id)
