"""MTA-STS policy files (RFC 8461) for tenant domains.

Senders fetch ``https://mta-sts.<domain>/.well-known/mta-sts.txt``; a tenant's
``mta-sts.<domain>`` CNAMEs ``PM_DOMAIN_MTA_STS_HOST``, whose TLS terminator forwards here
with the Host header kept. The policy names our ingress hosts; mode ``testing`` until the
operator chooses ``enforce`` (``PM_DOMAIN_MTA_STS_MODE``).
"""

from __future__ import annotations

from django.conf import settings
from django.http import HttpRequest, HttpResponse, HttpResponseNotFound
from django.urls import path
from django.views.decorators.http import require_GET

from apps.domains import selectors
from pylota.core.domains.records import mta_sts_policy


@require_GET
def mta_sts_view(request: HttpRequest) -> HttpResponse:
    # The raw Host header, not get_host(): tenant domains are not in ALLOWED_HOSTS, and the
    # name is only compared with the domains we hold.
    host = request.META.get("HTTP_HOST", "").split(":", 1)[0].lower().rstrip(".")
    if not settings.PM_DOMAIN_MTA_STS_HOST or not host.startswith("mta-sts."):
        return HttpResponseNotFound("no MTA-STS policy here\n", content_type="text/plain")
    if not selectors.domain_serves_mta_sts(name=host.removeprefix("mta-sts.")):
        return HttpResponseNotFound("no MTA-STS policy here\n", content_type="text/plain")
    policy = mta_sts_policy(
        mx_hosts=settings.PM_INGRESS_HOSTS,
        mode=settings.PM_DOMAIN_MTA_STS_MODE,
    )
    return HttpResponse(policy, content_type="text/plain; charset=utf-8")


urlpatterns = [path(".well-known/mta-sts.txt", mta_sts_view, name="mta-sts-policy")]
