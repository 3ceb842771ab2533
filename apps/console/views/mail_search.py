"""Search: the product's query language (docs/search.md), keyword, semantic or hybrid,
by message or by thread, with facets that narrow the query when followed."""

from __future__ import annotations

import datetime as dt
from urllib.parse import urlencode

from apps.console.views.base import ConsoleView, error_message
from apps.console.views.mail_forms import SearchForm
from apps.identities import selectors as identity_selectors
from apps.search import selectors as search_selectors
from pylota.core.errors import AppError

PAGE_SIZE = 20


def _term(operator: str, value: str) -> str:
    """``label:x``, quoted when the value has a space or a quote."""
    if any(c in value for c in ' "()'):
        value = '"' + value.replace('"', "") + '"'
    return f"{operator}:{value}"


def _next_month(month: str) -> str:
    year, mon = (int(x) for x in month.split("-"))
    first = dt.date(year + (mon == 12), mon % 12 + 1, 1)
    return first.isoformat()


def facet_links(facets: dict, q: str, base: dict) -> list[tuple[str, list[tuple[str, int, str]]]]:
    """Each facet as (heading, [(value shown, count, URL of the narrowed query)])."""

    def link(term: str) -> str:
        return "?" + urlencode({**base, "q": f"{q} {term}".strip()})

    def month(value: str) -> str:
        return f"after:{value}-01 before:{_next_month(value)}"

    def attachment(value: bool) -> tuple[str, str]:
        if value:
            return "with attachments", "has:attachment"
        return "without attachments", "-has:attachment"

    groups = [
        (
            "Labels",
            [(f["value"], f["count"], link(_term("label", f["value"])))
             for f in facets.get("labels", [])],
        ),
        (
            "Sender domains",
            [(f["value"], f["count"], link(_term("from", f["value"])))
             for f in facets.get("sender_domains", []) if f["value"]],
        ),
        (
            "Attachments",
            [(attachment(f["value"])[0], f["count"], link(attachment(f["value"])[1]))
             for f in facets.get("has_attachment", []) if f["count"]],
        ),
        (
            "Months",
            [(f["value"], f["count"], link(month(f["value"])))
             for f in facets.get("months", [])],
        ),
    ]  # fmt: skip
    return [(heading, items) for heading, items in groups if items]


class Search(ConsoleView):
    """``search``: ``?q=&mode=&level=&identity=&cursor=``."""

    template_name = "console/inbox/search.html"
    permission = "search:read"
    section = "search"

    def get_context_data(self, **kwargs):
        context = super().get_context_data(**kwargs)
        principal = self.ws.principal
        identities = list(identity_selectors.identity_list(principal=principal))
        searched = "q" in self.request.GET
        form = SearchForm(self.request.GET if searched else None, identities=identities)
        context.update(form=form, searched=searched, page=None, facets=[], error="")
        if not searched or not form.is_valid():
            return context
        data = form.cleaned_data
        mode = data["mode"] or "hybrid"
        level = data["level"] or "message"
        base = {"mode": mode, "level": level}
        if data["identity"]:
            base["identity"] = data["identity"]
        try:
            page = search_selectors.search(
                principal=principal,
                identity_id=data["identity"] or None,
                q=data["q"],
                mode=mode,
                level=level,
                limit=PAGE_SIZE,
                cursor=data["cursor"] or None,
                facets=True,
            )
        except AppError as exc:
            context["error"] = error_message(exc)
            return context
        by_id = {i.id: i for i in identities}
        for hit in page.hits:
            hit.identity_shown = by_id.get(hit.message.identity_id)
            hit.subject_shown = (
                hit.thread.subject if hit.thread is not None and hit.thread.subject else None
            ) or hit.message.subject
        context.update(
            page=page,
            facets=facet_links(page.facets or {}, data["q"], base),
            next_url=(
                "?" + urlencode({**base, "q": data["q"], "cursor": page.next_cursor})
                if page.next_cursor
                else ""
            ),
        )
        return context
