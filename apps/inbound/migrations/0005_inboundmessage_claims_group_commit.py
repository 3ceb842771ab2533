from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [
        ("inbound", "0004_tenant_turns"),
    ]

    operations = [
        migrations.AddField(
            model_name="inboundmessage",
            name="claims",
            field=models.PositiveSmallIntegerField(default=1),
        ),
    ]
