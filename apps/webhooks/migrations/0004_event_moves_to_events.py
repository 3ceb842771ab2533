# The Event model now belongs to the events app (its table is renamed there).

import django.db.models.deletion
from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [
        ("events", "0001_initial"),
        ("webhooks", "0003_delivery_prefixed_id"),
    ]

    operations = [
        migrations.SeparateDatabaseAndState(
            state_operations=[
                migrations.AlterField(
                    model_name="webhookdelivery",
                    name="event",
                    field=models.ForeignKey(
                        on_delete=django.db.models.deletion.CASCADE,
                        related_name="deliveries",
                        to="events.event",
                    ),
                ),
                migrations.DeleteModel(name="Event"),
            ],
        ),
    ]
