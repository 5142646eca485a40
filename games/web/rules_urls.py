"""The rules pages (``/rules/``), included by ``config.urls``."""

from django.urls import path

from games.web import rules

urlpatterns = [
    path("", rules.rules_index, name="rules-index"),
    path("<str:ruleset_id>/", rules.rules_page, name="rules-page"),
]
