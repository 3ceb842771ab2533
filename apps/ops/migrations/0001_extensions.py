from django.db import migrations
from pgvector.django import VectorExtension


class Migration(migrations.Migration):
    """pgvector for semantic search; created first so any app may use vector columns."""

    initial = True
    dependencies: list = []
    operations = [VectorExtension()]
