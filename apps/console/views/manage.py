"""The workspace machinery screens: identities, webhooks, API keys, suppressions and lists,
events and the audit log (one module per area, their routes gathered here)."""

from apps.console.views import (
    manage_identities,
    manage_keys,
    manage_lists,
    manage_log,
    manage_webhooks,
)

urlpatterns = [
    *manage_identities.urlpatterns,
    *manage_webhooks.urlpatterns,
    *manage_keys.urlpatterns,
    *manage_lists.urlpatterns,
    *manage_log.urlpatterns,
]
