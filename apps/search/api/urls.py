from django.urls import path

from apps.search.api import views

urlpatterns = [
    path("search", views.SearchView.as_view({"get": "search", "post": "search"}), name="search"),
    path(
        "search/agentic",
        views.AgenticSearchView.as_view({"post": "agentic"}),
        name="search-agentic",
    ),
    path(
        "identities/<str:identity_id>/search/agentic",
        views.IdentityAgenticSearchView.as_view({"post": "agentic"}),
        name="identity-search-agentic",
    ),
    path(
        "identities/<str:identity_id>/search",
        views.IdentitySearchView.as_view({"get": "search", "post": "search"}),
        name="identity-search",
    ),
    path(
        "identities/<str:identity_id>/contacts",
        views.ContactsView.as_view({"get": "list"}),
        name="identity-contacts",
    ),
    path(
        "threads/<str:thread_id>/related",
        views.RelatedView.as_view({"get": "list"}),
        name="thread-related",
    ),
]
