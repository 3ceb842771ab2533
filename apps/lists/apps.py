from django.apps import AppConfig


class ListsConfig(AppConfig):
    name = "apps.lists"
    label = "lists"
    verbose_name = "Allow and block lists"
