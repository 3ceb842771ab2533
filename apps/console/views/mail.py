"""The mail screens of the console: inbox and threads (mail_read), compose, reply and
drafts (mail_send), quarantine (mail_quarantine) and search (mail_search)."""

from django.urls import path, re_path

from apps.console.views import mail_quarantine, mail_read, mail_search, mail_send


def _id(name: str, prefix: str) -> str:
    return rf"(?P<{name}>{prefix}_[0-9A-Z]{{26}})"


THREAD = _id("thread_id", "thr")
MESSAGE = _id("message_id", "msg")
ATTACHMENT = _id("attachment_id", "att")
DRAFT = rf"identities/{_id('identity_id', 'idn')}/drafts/{_id('draft_id', 'drf')}"

urlpatterns = [
    path("inbox", mail_read.Inbox.as_view(), name="console-inbox"),
    re_path(rf"^threads/{THREAD}$", mail_read.ThreadPage.as_view(), name="console-thread"),
    re_path(
        rf"^threads/{THREAD}/state$",
        mail_read.ThreadState.as_view(),
        name="console-thread-state",
    ),
    re_path(
        rf"^threads/{THREAD}/labels$",
        mail_read.ThreadLabels.as_view(),
        name="console-thread-labels",
    ),
    re_path(rf"^threads/{THREAD}/reply$", mail_send.Reply.as_view(), name="console-thread-reply"),
    re_path(
        rf"^messages/{MESSAGE}/html$",
        mail_read.message_html_view(),
        name="console-message-html",
    ),
    re_path(
        rf"^messages/{MESSAGE}/raw$", mail_read.MessageRaw.as_view(), name="console-message-raw"
    ),
    re_path(
        rf"^messages/{MESSAGE}/attachments/{ATTACHMENT}$",
        mail_read.AttachmentDownload.as_view(),
        name="console-attachment",
    ),
    path("compose", mail_send.Compose.as_view(), name="console-compose"),
    path("drafts", mail_send.Drafts.as_view(), name="console-drafts"),
    re_path(rf"^{DRAFT}$", mail_send.DraftPage.as_view(), name="console-draft"),
    re_path(rf"^{DRAFT}/send$", mail_send.DraftSend.as_view(), name="console-draft-send"),
    re_path(rf"^{DRAFT}/discard$", mail_send.DraftDiscard.as_view(), name="console-draft-discard"),
    path("quarantine", mail_quarantine.Quarantine.as_view(), name="console-quarantine"),
    re_path(
        rf"^quarantine/{MESSAGE}$",
        mail_quarantine.QuarantinePreview.as_view(),
        name="console-quarantine-message",
    ),
    re_path(
        rf"^quarantine/{MESSAGE}/release$",
        mail_quarantine.QuarantineRelease.as_view(),
        name="console-quarantine-release",
    ),
    re_path(
        rf"^quarantine/{MESSAGE}/delete$",
        mail_quarantine.QuarantineDelete.as_view(),
        name="console-quarantine-delete",
    ),
    re_path(
        rf"^quarantine/{MESSAGE}/sender$",
        mail_quarantine.QuarantineSender.as_view(),
        name="console-quarantine-sender",
    ),
    path("search", mail_search.Search.as_view(), name="console-search"),
]
