# The outbox moved from the webhooks app: the table is renamed, its rows kept.

import django.utils.timezone
from django.db import migrations, models

import pylota.db


class Migration(migrations.Migration):
    initial = True

    dependencies = [
        ("webhooks", "0003_delivery_prefixed_id"),
    ]

    operations = [
        migrations.SeparateDatabaseAndState(
            database_operations=[
                migrations.RunSQL(
                    "ALTER TABLE webhooks_event RENAME TO events_event",
                    "ALTER TABLE events_event RENAME TO webhooks_event",
                ),
            ],
            state_operations=[
                migrations.CreateModel(
                    name="Event",
                    fields=[
                        (
                            "id",
                            pylota.db.PrefixedIdField(
                                "evt",
                                editable=False,
                                max_length=30,
                                primary_key=True,
                                serialize=False,
                            ),
                        ),
                        ("tenant_id", models.CharField(blank=True, db_index=True, max_length=30)),
                        ("partner_id", models.CharField(blank=True, db_index=True, max_length=30)),
                        ("type", models.CharField(db_index=True, max_length=64)),
                        ("data", models.JSONField(default=dict)),
                        ("created_at", models.DateTimeField(default=django.utils.timezone.now)),
                        ("dispatched_at", models.DateTimeField(blank=True, null=True)),
                        ("dispatch_attempts", models.PositiveIntegerField(default=0)),
                    ],
                    options={
                        "ordering": ["-id"],
                        "indexes": [
                            models.Index(
                                condition=models.Q(("dispatched_at__isnull", True)),
                                fields=["created_at"],
                                name="event_undispatched",
                            )
                        ],
                    },
                ),
            ],
        ),
    ]
