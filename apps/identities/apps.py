from django.apps import AppConfig


class IdentitiesConfig(AppConfig):
    name = "apps.identities"
    label = "identities"
    verbose_name = "Identities and addresses"
