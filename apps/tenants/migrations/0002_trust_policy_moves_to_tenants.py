# The tenant trust policy moved here from the inbound app: the table is renamed, rows kept.

import django.db.models.deletion
from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [
        ("tenants", "0001_initial"),
        ("inbound", "0002_trust"),
    ]

    operations = [
        migrations.SeparateDatabaseAndState(
            database_operations=[
                migrations.RunSQL(
                    "ALTER TABLE inbound_tenanttrustpolicy RENAME TO tenants_tenanttrustpolicy",
                    "ALTER TABLE tenants_tenanttrustpolicy RENAME TO inbound_tenanttrustpolicy",
                ),
            ],
            state_operations=[
                migrations.CreateModel(
                    name="TenantTrustPolicy",
                    fields=[
                        (
                            "tenant",
                            models.OneToOneField(
                                on_delete=django.db.models.deletion.CASCADE,
                                primary_key=True,
                                related_name="trust_policy",
                                serialize=False,
                                to="tenants.tenant",
                            ),
                        ),
                        ("quarantine_release_by_api_keys", models.BooleanField(default=True)),
                        ("updated_at", models.DateTimeField(auto_now=True)),
                    ],
                    options={"verbose_name_plural": "tenant trust policies"},
                ),
            ],
        ),
    ]
