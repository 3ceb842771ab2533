"""Workspaces and their members. A workspace never loses its last owner: every change that
could drop one locks the workspace's owner rows first, so two owners leaving at once cannot
both succeed."""

from __future__ import annotations

from typing import TYPE_CHECKING

from allauth.account.models import EmailAddress
from django.db import transaction

from apps.console.models import Membership, WorkspaceSettings
from apps.tenants import services as tenant_services
from pylota.core.errors import AppError
from pylota.core.principal import Actor
from pylota.core.roles import Role

if TYPE_CHECKING:
    from apps.tenants.models import Tenant


def member_audit(actor: Actor, type: str, membership: Membership, **data) -> None:
    tenant_services.audit_record(
        actor=actor,
        type=type,
        target=membership,
        tenant_id=membership.tenant_id,
        data={"email": membership.user.email, "role": membership.role, **data},
    )


def _lock_owners(tenant_id: str) -> list[Membership]:
    return list(
        Membership.objects.select_for_update()
        .filter(tenant_id=tenant_id, role=Role.OWNER)
        .order_by("id")
    )


def check_keeps_an_owner(membership: Membership, new_role: str | None) -> None:
    """Raise when taking ``membership`` out of the owners (role change or removal) would
    leave the workspace without one."""
    if membership.role != Role.OWNER or new_role == Role.OWNER:
        return
    owners = _lock_owners(membership.tenant_id)
    if [m.pk for m in owners] == [membership.pk]:
        raise AppError("last_owner")


@transaction.atomic
def workspace_create(*, actor: Actor, user, name: str) -> Membership:
    """A new workspace (a tenant) with its creator as the owner."""
    tenant = tenant_services.tenant_create(actor=actor, name=name)
    membership = Membership.objects.create(tenant=tenant, user=user, role=Role.OWNER)
    member_audit(actor, "member.added", membership)
    return membership


@transaction.atomic
def member_add(*, actor: Actor, tenant: Tenant, user, role: str) -> Membership:
    if Membership.objects.filter(tenant=tenant, user=user).exists():
        raise AppError("member_exists")
    membership = Membership.objects.create(tenant=tenant, user=user, role=Role(role))
    member_audit(actor, "member.added", membership)
    return membership


@transaction.atomic
def owner_ensure(*, actor: Actor, tenant: Tenant, user) -> Membership:
    """``user`` owns ``tenant`` and can sign in by their address (the operator of
    ``make run`` in the demo workspace). Idempotent."""
    if user.email:
        EmailAddress.objects.get_or_create(
            user=user, email=user.email, defaults={"verified": True, "primary": True}
        )
    membership = Membership.objects.filter(tenant=tenant, user=user).first()
    if membership is None:
        return member_add(actor=actor, tenant=tenant, user=user, role=Role.OWNER)
    if membership.role != Role.OWNER:
        return member_role_change(actor=actor, membership=membership, role=Role.OWNER)
    return membership


@transaction.atomic
def member_role_change(*, actor: Actor, membership: Membership, role: str) -> Membership:
    role = Role(role)
    if membership.role == role:
        return membership
    check_keeps_an_owner(membership, role)
    previous = membership.role
    membership.role = role
    membership.save(update_fields=["role"])
    member_audit(actor, "member.role_changed", membership, previous_role=previous)
    return membership


@transaction.atomic
def member_remove(*, actor: Actor, membership: Membership) -> None:
    check_keeps_an_owner(membership, None)
    member_audit(actor, "member.removed", membership)
    membership.delete()


def member_leave(*, actor: Actor, membership: Membership) -> None:
    """A person leaving a workspace: a removal they make themselves."""
    with transaction.atomic():
        check_keeps_an_owner(membership, None)
        member_audit(actor, "member.left", membership)
        membership.delete()


@transaction.atomic
def ownership_transfer(*, actor: Actor, owner: Membership, to: Membership) -> Membership:
    """``to`` becomes an owner and ``owner`` an admin, in one step."""
    if owner.tenant_id != to.tenant_id:
        raise AppError("membership_not_found")
    _lock_owners(owner.tenant_id)
    previous = to.role
    to.role = Role.OWNER
    to.save(update_fields=["role"])
    member_audit(actor, "member.role_changed", to, previous_role=previous)
    if owner.pk != to.pk:
        owner.role = Role.ADMIN
        owner.save(update_fields=["role"])
        member_audit(actor, "member.role_changed", owner, previous_role=Role.OWNER)
    return to


@transaction.atomic
def workspace_settings_update(
    *, actor: Actor, tenant: Tenant, require_second_factor: bool
) -> WorkspaceSettings:
    settings_, _ = WorkspaceSettings.objects.select_for_update().get_or_create(tenant=tenant)
    settings_.require_second_factor = require_second_factor
    settings_.save(update_fields=["require_second_factor", "updated_at"])
    tenant_services.audit_record(
        actor=actor,
        type="workspace.settings_updated",
        target=tenant,
        tenant=tenant,
        data={"require_second_factor": require_second_factor},
    )
    return settings_
