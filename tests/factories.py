"""factory-boy factories. API keys come with their secret on ``.secret``."""

from __future__ import annotations

import factory

from apps.tenants.models import ApiKey, Partner, Tenant
from pylota.core import keys
from pylota.core.permissions import ALLOWED_FOR_LEVEL, Level


class PartnerFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Partner

    name = factory.Sequence(lambda n: f"Partner {n}")


class TenantFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Tenant

    name = factory.Sequence(lambda n: f"Tenant {n}")
    partner = None


class ApiKeyFactory(factory.django.DjangoModelFactory):
    """``ApiKeyFactory(tenant=t)``; ``level`` follows from tenant/partner when not given."""

    class Meta:
        model = ApiKey

    tenant = None
    partner = None
    name = factory.Sequence(lambda n: f"key {n}")
    level = factory.LazyAttribute(
        lambda o: Level.TENANT if o.tenant else (Level.PARTNER if o.partner else Level.PLATFORM)
    )
    permissions = factory.LazyAttribute(lambda o: sorted(ALLOWED_FOR_LEVEL[Level(o.level)]))

    @classmethod
    def _create(cls, model_class, *args, **kwargs):
        new = keys.generate()
        kwargs.update(prefix=new.prefix, secret_digest=new.digest)
        obj = super()._create(model_class, *args, **kwargs)
        obj.secret = new.secret
        return obj
