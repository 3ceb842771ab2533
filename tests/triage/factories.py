"""Factories of the triage app's rows (the shared ones are in tests/factories.py)."""

from __future__ import annotations

import factory

from apps.triage.models import TriageRule
from tests.factories import TenantFactory


class TriageRuleFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = TriageRule

    tenant = factory.SubFactory(TenantFactory)
    name = factory.Sequence(lambda n: f"rule {n}")
    position = factory.Sequence(lambda n: n + 1)
    conditions = factory.LazyFunction(dict)
    actions = factory.LazyFunction(lambda: {"add_labels": ["triaged"]})
