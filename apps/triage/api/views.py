"""The triage API: a tenant's rules, run in order on every received message."""

from __future__ import annotations

from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework.response import Response

from apps.identities import selectors as identity_selectors
from apps.tenants import selectors as tenant_selectors
from apps.triage import selectors, services
from apps.triage.api import examples as ex
from apps.triage.api import serializers as s
from pylota.api.idempotency import idempotent
from pylota.api.views import ApiViewSet
from pylota.core.errors import AppError

TENANT = OpenApiParameter("tenant_id", str, description="Partner and platform keys: one tenant")
IDENTITY = OpenApiParameter("identity_id", str, description="Only the rules of this identity")


class TriageRuleViewSet(ApiViewSet):
    """``/v1/triage/rules[/{rule_id}]`` and ``/v1/triage/rules/reorder``.

    Rules shape what every identity's mail says about itself, like allow and block lists,
    so they need ``identities:write`` (``messages:read`` to read them).
    """

    schema_tag = "triage"
    schema_resource = "triage_rules"
    lookup_url_kwarg = "rule_id"
    permissions = {
        "list": "messages:read",
        "retrieve": "messages:read",
        "*": "identities:write",
    }

    def _tenant(self, tenant_id: str | None):
        principal = self.principal
        tenant_id = tenant_id or principal.tenant_id
        if not tenant_id:
            raise AppError(
                "validation_failed",
                details={"fields": {"tenant_id": ["partner and platform keys name a tenant_id"]}},
            )
        return tenant_selectors.tenant_get(principal=principal, tenant_id=tenant_id)

    def _identity(self, tenant, identity_id: str | None):
        if not identity_id:
            return None
        identity = identity_selectors.identity_get(
            principal=self.principal, identity_id=identity_id
        )
        if identity.tenant_id != tenant.id:
            raise AppError("identity_not_found")
        return identity

    def _get(self, rule_id: str):
        return selectors.triage_rule_get(principal=self.principal, rule_id=rule_id)

    @extend_schema(
        summary="List triage rules",
        description="The rules the key sees, in the order they run (by tenant, then "
        "position), all on one page (a tenant keeps at most `PM_TRIAGE_MAX_RULES`, 200 by "
        "default), so `next_cursor` is always null; `?tenant_id=` for one tenant, "
        "`?identity_id=` for one identity's own.",
        parameters=[TENANT, IDENTITY],
        responses=s.TriageRuleOut(many=True),
        examples=[ex.RULE],
    )
    def list(self, request):
        filters = self.validated(s.TriageRuleFilters, data=request.query_params)
        tenant = self._tenant(filters["tenant_id"]) if filters.get("tenant_id") else None
        identity_id = None
        if filters.get("identity_id"):
            identity_id = identity_selectors.identity_get(
                principal=self.principal, identity_id=filters["identity_id"]
            ).id
        rules = selectors.triage_rule_list(
            principal=self.principal, tenant=tenant, identity_id=identity_id
        )
        # The order is the point of the list: not paged by ID like the others.
        return Response({"data": s.TriageRuleOut(rules, many=True).data, "next_cursor": None})

    @extend_schema(
        summary="Create a triage rule",
        description="Adds a rule, last in the order unless `position` says where. Rules run "
        "before the model or the offline classifier on every received message; labels "
        "add up, a later rule's priority, category or needs-reply wins, `stop` ends the "
        "walk. Accepts `Idempotency-Key`. 422 `validation_failed` for conditions or "
        "actions that are not valid; 409 `triage_rule_limit_reached`.",
        request=s.TriageRuleIn,
        responses={201: s.TriageRuleOut},
        examples=[ex.RULE_IN, ex.RULE_SKIP_IN, ex.RULE],
    )
    @idempotent()
    def create(self, request):
        data = self.validated(s.TriageRuleIn)
        tenant = self._tenant(data.get("tenant_id"))
        rule = services.triage_rule_create(
            actor=self.actor,
            tenant=tenant,
            identity=self._identity(tenant, data.get("identity_id")),
            name=data["name"],
            conditions=data["conditions"],
            actions=data["actions"],
            position=data.get("position"),
            enabled=data["enabled"],
        )
        return Response(s.TriageRuleOut(rule).data, status=201)

    @extend_schema(
        summary="Get a triage rule",
        description="One rule. 404 `triage_rule_not_found`.",
        responses=s.TriageRuleOut,
        examples=[ex.RULE],
    )
    def retrieve(self, request, rule_id: str):
        return Response(s.TriageRuleOut(self._get(rule_id)).data)

    @extend_schema(
        summary="Update a triage rule",
        description="Changes its name, conditions, actions, `enabled`, or `position` (the "
        "other rules move to make room). 422 `validation_failed`.",
        request=s.TriageRulePatch,
        responses=s.TriageRuleOut,
        examples=[ex.RULE_PATCH, ex.RULE],
    )
    def partial_update(self, request, rule_id: str):
        rule = self._get(rule_id)
        changes = self.validated(s.TriageRulePatch)
        rule = services.triage_rule_update(actor=self.actor, rule=rule, **changes)
        return Response(s.TriageRuleOut(rule).data)

    @extend_schema(
        summary="Delete a triage rule",
        description="Removes the rule; the ones after it move up. Answers 204.",
        responses={204: None},
    )
    def destroy(self, request, rule_id: str):
        services.triage_rule_delete(actor=self.actor, rule=self._get(rule_id))
        return Response(status=204)

    @extend_schema(
        operation_id="triage_rules_reorder",
        summary="Reorder triage rules",
        description="Puts the tenant's rules in the order given: `rule_ids` names every "
        "rule of the tenant exactly once (422 `validation_failed` otherwise). Answers the "
        "rules in their new order.",
        request=s.TriageReorderIn,
        responses=s.TriageRuleOut(many=True),
        examples=[ex.REORDER_IN, ex.RULE],
    )
    def reorder(self, request):
        data = self.validated(s.TriageReorderIn)
        tenant = self._tenant(data.get("tenant_id"))
        rules = services.triage_rules_reorder(
            actor=self.actor, tenant=tenant, rule_ids=data["rule_ids"]
        )
        return Response({"data": s.TriageRuleOut(rules, many=True).data, "next_cursor": None})
