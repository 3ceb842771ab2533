from django.apps import AppConfig


class InboundConfig(AppConfig):
    name = "apps.inbound"
    label = "inbound"
    verbose_name = "Inbound mail"
