# Allow/block lists moved here from the outbound app: the table is renamed, its rows kept.

import django.db.models.deletion
import django.utils.timezone
from django.db import migrations, models

import pylota.db


class Migration(migrations.Migration):
    initial = True

    dependencies = [
        ("identities", "0002_identity_sender_policy"),
        ("tenants", "0001_initial"),
        ("outbound", "0002_sending"),
    ]

    operations = [
        migrations.SeparateDatabaseAndState(
            database_operations=[
                migrations.RunSQL(
                    "ALTER TABLE outbound_listentry RENAME TO lists_listentry",
                    "ALTER TABLE lists_listentry RENAME TO outbound_listentry",
                ),
            ],
            state_operations=[
                migrations.CreateModel(
                    name='ListEntry',
                    fields=[
                        ('id', pylota.db.PrefixedIdField('lst', editable=False, max_length=30, primary_key=True, serialize=False)),
                        ('direction', models.CharField(choices=[('receive', 'Receive'), ('send', 'Send')], max_length=8)),
                        ('action', models.CharField(choices=[('allow', 'Allow'), ('block', 'Block')], max_length=8)),
                        ('kind', models.CharField(choices=[('address', 'Address'), ('domain', 'Domain')], max_length=8)),
                        ('value', models.CharField(max_length=320)),
                        ('note', models.CharField(blank=True, max_length=200)),
                        ('created_by_key_id', models.CharField(blank=True, max_length=30)),
                        ('created_at', models.DateTimeField(default=django.utils.timezone.now)),
                        ('identity', models.ForeignKey(blank=True, null=True, on_delete=django.db.models.deletion.CASCADE, related_name='list_entries', to='identities.identity')),
                        ('tenant', models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='list_entries', to='tenants.tenant')),
                    ],
                    options={
                        'verbose_name_plural': 'list entries',
                        'ordering': ['-id'],
                        'indexes': [models.Index(fields=['tenant', 'direction', 'value'], name='outbound_li_tenant__2db8d6_idx')],
                        'constraints': [models.UniqueConstraint(condition=models.Q(('identity__isnull', True)), fields=('tenant', 'direction', 'kind', 'value'), name='list_entry_unique_per_tenant'), models.UniqueConstraint(condition=models.Q(('identity__isnull', False)), fields=('identity', 'direction', 'kind', 'value'), name='list_entry_unique_per_identity')],
                    },
                ),
            ],
        ),
    ]
