"""Template context every page gets."""

from django.conf import settings


def console(request) -> dict:
    return {"signup_mode": settings.PM_SIGNUP, "dev_mail_page": settings.PM_DEV_MAIL_PAGE}
