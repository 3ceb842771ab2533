from django.apps import AppConfig


class DomainsConfig(AppConfig):
    name = "apps.domains"
    label = "domains"
    verbose_name = "Custom domains"
