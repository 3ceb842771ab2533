from django.apps import AppConfig


class PrivacyConfig(AppConfig):
    name = "apps.privacy"
    label = "privacy"
    verbose_name = "Privacy"

    def ready(self) -> None:
        # Each kind of job registers its steps when its module is imported; the runner
        # (services/jobs.py) looks kinds up by name, in whichever process runs the job.
        from apps.privacy.services import erasure, export, retention  # noqa: F401
