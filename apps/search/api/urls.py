from django.urls import path

from apps.search.api import views

urlpatterns = [
    path("search", views.SearchView.as_view({"get": "search", "post": "search"}), name="search"),
    path(
        "identities/<str:identity_pk>/search",
        views.IdentitySearchView.as_view({"get": "search", "post": "search"}),
        name="identity-search",
    ),
    path(
        "identities/<str:identity_pk>/contacts",
        views.ContactsView.as_view({"get": "list"}),
        name="identity-contacts",
    ),
    path(
        "threads/<str:thread_pk>/related",
        views.RelatedView.as_view({"get": "list"}),
        name="thread-related",
    ),
]
