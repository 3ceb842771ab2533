# The tenant trust policy now belongs to the tenants app (its table is renamed there).

from django.db import migrations


class Migration(migrations.Migration):
    dependencies = [
        ("inbound", "0002_trust"),
        ("tenants", "0002_trust_policy_moves_to_tenants"),
    ]

    operations = [
        migrations.SeparateDatabaseAndState(
            state_operations=[migrations.DeleteModel(name="TenantTrustPolicy")],
        ),
    ]
