"""factory-boy factories. API keys come with their secret on ``.secret``."""

from __future__ import annotations

import hashlib

import factory
from allauth.account.models import EmailAddress
from django.contrib.auth import get_user_model

from apps.console.models import Membership
from apps.identities.models import Address, Identity
from apps.mailbox.models import Attachment, Message, Thread
from apps.mailbox.services import raw_blob_store
from apps.mailbox.services.blobs import write_durably
from apps.tenants.models import ApiKey, Partner, Tenant
from pylota.core import keys
from pylota.core.ids import new_id
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


class IdentityFactory(factory.django.DjangoModelFactory):
    """An identity with its primary platform address (``identity.primary``)."""

    class Meta:
        model = Identity
        skip_postgeneration_save = True

    tenant = factory.SubFactory(TenantFactory)
    name = factory.Sequence(lambda n: f"agent-{n}")

    @factory.post_generation
    def primary(obj, create, extracted, **kwargs):
        if create:
            obj.primary = Address.objects.create(
                tenant=obj.tenant,
                identity=obj,
                local_part=extracted or f"{obj.name}-{obj.id[-6:].lower()}",
                domain="agents.pylota.test",
                is_primary=True,
            )


class ThreadFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Thread

    identity = factory.SubFactory(IdentityFactory)
    tenant = factory.SelfAttribute("identity.tenant")
    subject = factory.Sequence(lambda n: f"Subject {n}")
    normalized_subject = factory.LazyAttribute(lambda o: o.subject.lower())
    message_count = 1
    unread_count = 1


class MessageFactory(factory.django.DjangoModelFactory):
    """A received message whose raw bytes are really in storage."""

    class Meta:
        model = Message

    thread = factory.SubFactory(ThreadFactory)
    identity = factory.SelfAttribute("thread.identity")
    tenant = factory.SelfAttribute("thread.tenant")
    direction = Message.Direction.INBOUND
    subject = factory.SelfAttribute("thread.subject")
    from_address = "sender@example.com"
    text = "Hello"
    raw = factory.LazyAttribute(
        lambda o: raw_blob_store(f"Subject: {o.subject}\r\n\r\n{o.text}\r\n".encode())
    )
    dedupe_key = factory.Sequence(lambda n: f"{n:064d}")
    labels = factory.LazyFunction(lambda: ["unread"])


class AttachmentFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Attachment

    message = factory.SubFactory(MessageFactory)
    tenant = factory.SelfAttribute("message.tenant")
    filename = "report.pdf"
    content_type = "application/pdf"
    size = 9
    sha256 = factory.LazyFunction(lambda: hashlib.sha256(b"%PDF-1.4\n").hexdigest())
    storage_name = factory.LazyAttribute(
        lambda o: write_durably(f"attachments/test/{o.filename}-{new_id('att')}", b"%PDF-1.4\n")
    )


class UserFactory(factory.django.DjangoModelFactory):
    """A console user whose address is verified (allauth signs in by it); password
    ``password`` on ``.raw_password``."""

    class Meta:
        model = get_user_model()
        skip_postgeneration_save = True

    username = factory.Sequence(lambda n: f"person{n}")
    email = factory.LazyAttribute(lambda o: f"{o.username}@example.com")

    @factory.post_generation
    def password(self, create, extracted, **kwargs):
        self.raw_password = extracted or "correct horse battery"
        self.set_password(self.raw_password)
        if create:
            self.save(update_fields=["password"])
            EmailAddress.objects.create(user=self, email=self.email, verified=True, primary=True)


class MembershipFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Membership

    tenant = factory.SubFactory(TenantFactory)
    user = factory.SubFactory(UserFactory)
    role = "owner"


class DomainFactory(factory.django.DjangoModelFactory):
    """A tenant's custom domain, pending its ownership proof unless ``state`` says otherwise."""

    class Meta:
        model = "domains.Domain"

    tenant = factory.SubFactory(TenantFactory)
    name = factory.Sequence(lambda n: f"tenant{n}.example.test")
    challenge_token = factory.Sequence(lambda n: f"challenge-token-{n}")
