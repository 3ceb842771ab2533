from django.apps import AppConfig


class OpsConfig(AppConfig):
    name = "apps.ops"
    label = "ops"
    verbose_name = "Operations"

    def ready(self) -> None:
        # Bind shared tasks to our configured Celery app in every process that loads Django
        # (web, SMTP, shell), not only in the worker: pylota/__init__.py stays empty.
        import pylota.celery  # noqa: F401
