"""The mail the console sends (codes, invitations, resets) goes out like any agent's: from
the platform's system identity through ``message_send``, so it is composed, signed, stored,
delivered and bounce-handled by the one send path, and exempt from tenant caps."""

from __future__ import annotations

from apps.console.models import SignInMail
from apps.identities import services as identity_services
from apps.outbound import services as outbound_services
from pylota.core.mime.model import Address
from pylota.core.principal import Actor

SYSTEM_ACTOR = Actor(user="console")


def system_mail_send(*, kind: str, to: str, subject: str, text: str, html: str | None = None):
    identity = identity_services.system_identity()
    request = outbound_services.SendRequest(
        to=[Address(name="", address=to)], subject=subject, text=text, html=html
    )
    send = outbound_services.message_send(actor=SYSTEM_ACTOR, identity=identity, request=request)
    return SignInMail.objects.create(
        kind=kind, to=to, subject=subject[:300], message_id=send.message_id, send_id=send.id
    )
