# Allow/block lists now belong to the lists app (its table is renamed there).

from django.db import migrations


class Migration(migrations.Migration):
    dependencies = [
        ("lists", "0001_initial"),
        ("outbound", "0002_sending"),
    ]

    operations = [
        migrations.SeparateDatabaseAndState(
            state_operations=[migrations.DeleteModel(name="ListEntry")],
        ),
    ]
