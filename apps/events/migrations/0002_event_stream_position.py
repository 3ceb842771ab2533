# The event stream's position (the recording transaction's ID) and the identity an event
# is about (docs/adr/0017-event-stream.md).

import apps.events.models
from django.db import migrations, models

# Existing rows: the identity from the payload, as event_record now stores it.
BACKFILL = """
UPDATE events_event SET identity_id = CASE
    WHEN jsonb_typeof(data -> 'identity_id') = 'string' AND data ->> 'identity_id' <> ''
        THEN CASE WHEN length(data ->> 'identity_id') <= 30 THEN data ->> 'identity_id'
             ELSE '' END
    WHEN type LIKE 'identity.%' AND jsonb_typeof(data -> 'id') = 'string'
            AND length(data ->> 'id') <= 30
        THEN data ->> 'id'
    ELSE '' END
WHERE identity_id = ''
"""


class Migration(migrations.Migration):
    dependencies = [
        ("events", "0001_initial"),
    ]

    operations = [
        migrations.AddField(
            model_name="event",
            name="identity_id",
            field=models.CharField(blank=True, db_index=True, default="", max_length=30),
        ),
        migrations.AddField(
            model_name="event",
            name="xid",
            field=models.BigIntegerField(
                db_default=apps.events.models.CurrentTransactionId(), editable=False
            ),
        ),
        migrations.RunSQL(BACKFILL, migrations.RunSQL.noop),
        migrations.AddIndex(
            model_name="event",
            index=models.Index(fields=["xid", "id"], name="event_stream_position"),
        ),
    ]
