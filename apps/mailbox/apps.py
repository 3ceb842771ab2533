from django.apps import AppConfig


class MailboxConfig(AppConfig):
    name = "apps.mailbox"
    label = "mailbox"
    verbose_name = "Mailbox"
