"""Writes of the console: workspaces and members, invitations, the waitlist, sign-in links
the mail sign-in sends, and OAuth clients and grants. Every write audits in its own transaction."""

from apps.console.services.invitations import (
    invitation_accept,
    invitation_create,
    invitation_revoke,
    waitlist_invite,
    waitlist_join,
)
from apps.console.services.mail import system_mail_send
from apps.console.services.members import (
    member_add,
    member_leave,
    member_remove,
    member_role_change,
    owner_ensure,
    ownership_transfer,
    workspace_create,
    workspace_settings_update,
)
from apps.console.services.oauth import (
    ClientMetadataError,
    oauth_client_register,
    oauth_token_revoke,
)
from apps.console.services.signin import account_delete, sign_in_link_create, sign_in_link_use

__all__ = [
    "ClientMetadataError",
    "account_delete",
    "invitation_accept",
    "invitation_create",
    "invitation_revoke",
    "member_add",
    "member_leave",
    "member_remove",
    "member_role_change",
    "oauth_client_register",
    "oauth_token_revoke",
    "owner_ensure",
    "ownership_transfer",
    "sign_in_link_create",
    "sign_in_link_use",
    "system_mail_send",
    "waitlist_invite",
    "waitlist_join",
    "workspace_create",
    "workspace_settings_update",
]
