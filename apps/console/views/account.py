"""PLACEHOLDER: the person's own account pages."""

from django.contrib.auth.decorators import login_required
from django.shortcuts import render
from django.urls import path


@login_required
def account(request):
    return render(request, "console/public.html")


urlpatterns = [path("account", account, name="console-account")]
