"""The admin's labels read as English: Django pluralises by adding an "s" ("addresss")."""

from __future__ import annotations

import re

import pytest
from django.contrib import admin

OURS = sorted(
    (model for model in admin.site._registry if model.__module__.startswith("apps.")),
    key=lambda model: model._meta.label,
)
ACRONYMS = {"api", "dkim", "smtp", "url", "mime", "ses", "id"}


@pytest.mark.parametrize("model", OURS, ids=[model._meta.label for model in OURS])
def test_every_admin_model_has_a_proper_plural(model):
    singular = str(model._meta.verbose_name)
    plural = str(model._meta.verbose_name_plural)
    assert plural != singular
    if re.search(r"(s|x|z|ch|sh)$", singular):
        assert plural == singular + "es", plural
    elif re.search(r"[^aeiou]y$", singular):
        assert plural == singular[:-1] + "ies", plural
    else:
        assert plural == singular + "s", plural


@pytest.mark.parametrize("model", OURS, ids=[model._meta.label for model in OURS])
def test_admin_labels_spell_acronyms_in_capitals(model):
    for label in (model._meta.verbose_name, model._meta.verbose_name_plural):
        words = set(re.findall(r"[a-z]+", str(label)))
        assert not words & ACRONYMS, label
