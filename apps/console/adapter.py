"""How allauth fits the product: who may sign up (PM_SIGNUP and invitations), and the mail
it sends going out through the product's own send path."""

from __future__ import annotations

from allauth.account.adapter import DefaultAccountAdapter
from allauth.socialaccount.adapter import DefaultSocialAccountAdapter
from django import forms
from django.conf import settings

from apps.console import selectors
from apps.console import services as console_services

SESSION_INVITATION = "pm_invitation"


def pending_invitation(request):
    token = request.session.get(SESSION_INVITATION)
    return selectors.invitation_pending(token=token) if token else None


def signup_open(request) -> bool:
    """Open mode lets anyone in; every other mode only someone holding a pending
    invitation (closed included: an operator can still invite a person by hand)."""
    return settings.PM_SIGNUP == "open" or pending_invitation(request) is not None


class AccountAdapter(DefaultAccountAdapter):
    def is_open_for_signup(self, request) -> bool:
        return signup_open(request)

    def clean_email(self, email: str) -> str:
        email = super().clean_email(email)
        invitation = pending_invitation(self.request) if self.request else None
        if (
            settings.PM_SIGNUP != "open"
            and invitation is not None
            and invitation.email.lower() != email.lower()
        ):
            raise forms.ValidationError(f"This invitation is for {invitation.email}.")
        return email

    def get_login_redirect_url(self, request) -> str:
        token = request.session.get(SESSION_INVITATION)
        if token:
            return f"/console/invitations/{token}"
        return super().get_login_redirect_url(request)

    def get_signup_redirect_url(self, request) -> str:
        return self.get_login_redirect_url(request)

    def send_mail(self, template_prefix: str, email: str, context: dict) -> None:
        message = self.render_mail(template_prefix, email, context)
        html = next(
            (
                body
                for body, mimetype in getattr(message, "alternatives", [])
                if mimetype == "text/html"
            ),
            None,
        )
        console_services.system_mail_send(
            kind=template_prefix.rsplit("/", 1)[-1],
            to=email,
            subject=message.subject,
            text=message.body,
            html=html,
        )


class SocialAccountAdapter(DefaultSocialAccountAdapter):
    def is_open_for_signup(self, request, sociallogin) -> bool:
        return signup_open(request)
