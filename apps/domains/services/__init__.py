"""Writes of the domains app, one module per concern: ``domains`` (claim, verify, check,
transport, removal, the monitor), ``probe`` (the end-to-end probe), ``records`` (what a
domain publishes); the providers that publish records live in their own modules."""

from apps.domains.services.dkim import domain_dkim_retire_due, domain_dkim_rotate
from apps.domains.services.domains import (
    domain_alert_resolve,
    domain_check,
    domain_create,
    domain_delete,
    domain_force,
    domain_provider_set,
    domain_transport_set,
    domain_update,
    domain_verify,
    domains_monitor,
    provider_settings_check,
)
from apps.domains.services.probe import domain_probe

__all__ = [
    "domain_alert_resolve",
    "domain_check",
    "domain_create",
    "domain_delete",
    "domain_dkim_retire_due",
    "domain_dkim_rotate",
    "domain_force",
    "domain_probe",
    "domain_provider_set",
    "domain_transport_set",
    "domain_update",
    "domain_verify",
    "domains_monitor",
    "provider_settings_check",
]
