"""The tool table: every MCP tool is one REST operation (ADR 0016).

A row names the operation (its ``operationId`` in ``/openapi.json``, its method and path);
the input schema, the description's reference and the permission a key needs are read from
the operation itself (``apps.mcp.api.schema``), so a tool cannot drift from its route.
``fixed`` are body fields the tool sets for the caller (reply-all is the send operation
with ``reply_all: true``), ``required`` body fields the tool insists on, and ``post`` the
shaping of the answer the tool adds (never a change of content: see ``api/results.py``).
``docs/mcp-tools.md`` and ``server.json`` are generated from this table
(``manage.py mcp_tools_doc``).
"""

from __future__ import annotations

from dataclasses import dataclass, field

SERVER_NAME = "io.github.pylota/pylota-mail"
SERVER_VERSION = "0.1.0"  # the project's version (pyproject.toml)


@dataclass(frozen=True)
class Tool:
    name: str
    title: str
    operation: str  # the REST operation's operationId
    method: str
    path: str  # /v1/... with {param} placeholders
    description: str
    creates: bool = False  # takes ``idempotency_key`` (the operation's Idempotency-Key)
    fixed: dict = field(default_factory=dict)
    required: tuple[str, ...] = ()
    hidden: tuple[str, ...] = ()  # operation inputs the tool does not offer
    post: str = ""  # "message", "attachment", "quarantine_list", "agentic" (api/results.py)
    # Function views carry no ``permissions`` map to read it from.
    permission: str | None = None

    @property
    def read_only(self) -> bool:
        return self.method == "GET"


TOOLS: tuple[Tool, ...] = (
    Tool(
        "whoami",
        "Who am I",
        "me_get",
        "GET",
        "/v1/me",
        "The calling key: its level, permissions, tenant and identity scope.",
    ),
    Tool(
        "list_identities",
        "List identities",
        "identities_list",
        "GET",
        "/v1/identities",
        "The identities (agents) this key can see, with their addresses.",
    ),
    Tool(
        "create_identity",
        "Create an identity",
        "identities_create",
        "POST",
        "/v1/identities",
        "Creates an identity (one agent) and its primary address.",
        creates=True,
    ),
    Tool(
        "list_threads",
        "List threads",
        "threads_list",
        "GET",
        "/v1/threads",
        "Threads, newest activity first; filter by identity_id, label, unread, since, before.",
    ),
    Tool(
        "get_thread",
        "Get a thread",
        "threads_get",
        "GET",
        "/v1/threads/{thread_id}",
        "One thread with its messages (quarantined ones are never shown).",
    ),
    Tool(
        "get_message",
        "Get a message",
        "messages_get",
        "GET",
        "/v1/messages/{message_id}",
        "One message with its text, extracted_text (the new part of a reply) and, for each "
        "text-like attachment up to 64 KiB, its text.",
        post="message",
    ),
    Tool(
        "download_attachment",
        "Download an attachment",
        "messages_attachment",
        "GET",
        "/v1/messages/{message_id}/attachments/{attachment_id}",
        "An attachment's bytes, base64-encoded, with its content type and size.",
        post="attachment",
    ),
    Tool(
        "wait_for_message",
        "Wait for the next message",
        "identities_wait",
        "GET",
        "/v1/identities/{identity_id}/wait",
        "Long-polls for the identity's next received message (or a thread's, with "
        "thread_id) after `after`; answers when one arrives or after `timeout` seconds "
        "(at most 120).",
        permission="messages:read",
    ),
    Tool(
        "send_message",
        "Send a message",
        "messages_send",
        "POST",
        "/v1/identities/{identity_id}/messages",
        "Sends a new message from the identity through the send policy (lists, "
        "suppressions, caps). dry_run answers the recipient plan and stores nothing.",
        creates=True,
        hidden=("reply_all", "forward_message_id"),
    ),
    Tool(
        "reply",
        "Reply to a message",
        "messages_send",
        "POST",
        "/v1/identities/{identity_id}/messages",
        "Replies in the message's thread (In-Reply-To and References set); with no "
        "recipients it goes to the parent's Reply-To or From.",
        creates=True,
        required=("reply_to_message_id",),
        hidden=("reply_all", "forward_message_id", "thread_id"),
    ),
    Tool(
        "reply_all",
        "Reply to everyone",
        "messages_send",
        "POST",
        "/v1/identities/{identity_id}/messages",
        "Replies to the parent's sender and copies everyone it was addressed to, minus the "
        "identity's own addresses; to/cc/bcc given are added.",
        creates=True,
        fixed={"reply_all": True},
        required=("reply_to_message_id",),
        hidden=("reply_all", "forward_message_id", "thread_id"),
    ),
    Tool(
        "forward",
        "Forward a message",
        "messages_send",
        "POST",
        "/v1/identities/{identity_id}/messages",
        "Forwards one of the identity's messages: quoted under your text, its attachments "
        "carried over, `Fwd:` subject, in a new thread.",
        creates=True,
        required=("forward_message_id",),
        hidden=("reply_all", "reply_to_message_id", "thread_id"),
    ),
    Tool(
        "create_draft",
        "Create a draft",
        "drafts_create",
        "POST",
        "/v1/identities/{identity_id}/drafts",
        "Saves a message to finish later: the send body, every field optional.",
        creates=True,
    ),
    Tool(
        "update_draft",
        "Update a draft",
        "drafts_update",
        "PATCH",
        "/v1/identities/{identity_id}/drafts/{draft_id}",
        "Changes the fields given of a draft not sent yet.",
    ),
    Tool(
        "send_draft",
        "Send a draft",
        "drafts_send",
        "POST",
        "/v1/identities/{identity_id}/drafts/{draft_id}/send",
        "Sends a draft through the same pipeline as send_message.",
        creates=True,
    ),
    Tool(
        "delete_draft",
        "Delete a draft",
        "drafts_delete",
        "DELETE",
        "/v1/identities/{identity_id}/drafts/{draft_id}",
        "Deletes a draft not sent yet.",
    ),
    Tool(
        "update_message",
        "Label a message or mark it read",
        "messages_update",
        "PATCH",
        "/v1/messages/{message_id}",
        "Adds or removes labels and sets is_read on a message.",
    ),
    Tool(
        "update_thread",
        "Label a thread or mark it read",
        "threads_update",
        "PATCH",
        "/v1/threads/{thread_id}",
        "Adds or removes labels and sets is_read on every message of a thread.",
    ),
    Tool(
        "search_mailbox",
        "Search an identity's mail",
        "search_mailbox_post",
        "POST",
        "/v1/identities/{identity_id}/search",
        "Searches one identity's mail: mode keyword, semantic or hybrid, with the query "
        "language's filters and facets.",
    ),
    Tool(
        "search",
        "Search all mail",
        "search_query_post",
        "POST",
        "/v1/search",
        "Searches every identity the key can see (keyword, semantic or hybrid).",
    ),
    Tool(
        "ask_mailbox",
        "Ask a question of an identity's mail",
        "search_mailbox_agentic",
        "POST",
        "/v1/identities/{identity_id}/search/agentic",
        "Answers a question from an identity's mail: searches, reads threads and answers "
        "with sentences whose every quote was checked against the cited message (mode "
        "extractive without a configured model); what the verifier removed is listed.",
        post="agentic",
    ),
    Tool(
        "list_contacts",
        "List contacts",
        "contacts_list",
        "GET",
        "/v1/identities/{identity_id}/contacts",
        "The people an identity corresponded with, most recent first; q filters.",
    ),
    Tool(
        "related_threads",
        "Related threads",
        "threads_related",
        "GET",
        "/v1/threads/{thread_id}/related",
        "Threads like this one (same people, similar content).",
    ),
    Tool(
        "list_quarantine",
        "List quarantined messages",
        "quarantine_list",
        "GET",
        "/v1/quarantine",
        "Received messages held back and why (reasons, verdicts); never their content: "
        "not even the subject is shown here.",
        post="quarantine_list",
    ),
    Tool(
        "release_quarantined",
        "Release a quarantined message",
        "quarantine_release",
        "POST",
        "/v1/quarantine/{message_id}/release",
        "Releases a quarantined message into the mailbox (needs quarantine:release).",
    ),
    Tool(
        "list_webhooks",
        "List webhooks",
        "webhooks_list",
        "GET",
        "/v1/webhooks",
        "The tenant's webhook endpoints.",
    ),
    Tool(
        "create_webhook",
        "Create a webhook",
        "webhooks_create",
        "POST",
        "/v1/webhooks",
        "Adds a webhook endpoint; the answer shows its signing secret once.",
        creates=True,
    ),
    Tool(
        "test_webhook",
        "Test a webhook",
        "webhooks_test",
        "POST",
        "/v1/webhooks/{webhook_id}/test",
        "Sends a signed test event to the endpoint.",
        creates=True,
    ),
    Tool(
        "list_events",
        "List events",
        "events_list",
        "GET",
        "/v1/events",
        "The tenant's events (message.received, message.sent, ...), newest first.",
    ),
)

BY_NAME = {tool.name: tool for tool in TOOLS}
