"""The content negotiation shortcut answers exactly as DRF's own negotiation for every Accept
header and ?format=, and the API still refuses what it cannot render with a 406 problem."""

from __future__ import annotations

import pytest
from django.http import Http404
from rest_framework import exceptions
from rest_framework.negotiation import DefaultContentNegotiation
from rest_framework.renderers import BrowsableAPIRenderer, JSONRenderer
from rest_framework.request import Request
from rest_framework.test import APIRequestFactory
from rest_framework.views import APIView

from games.api.negotiation import ShortcutContentNegotiation

ACCEPTS = [None, "", "*/*", "application/json", "application/json; indent=4", "application/*", "*/*;q=0.8",
           "text/html", "text/html, */*", "application/xml", "APPLICATION/JSON", "application/json, text/html"]
QUERIES = ["", "?format=json", "?format=api", "?format=xml", "?at=3"]


def outcome(negotiation, path: str, accept: str | None, renderers):
    headers = {} if accept is None else {"HTTP_ACCEPT": accept}
    request = Request(APIRequestFactory().get(path, **headers))
    try:
        renderer, media_type = negotiation.select_renderer(request, renderers)
    except (exceptions.NotAcceptable, Http404) as error:
        return type(error).__name__
    return type(renderer).__name__, media_type


@pytest.mark.parametrize("accept", ACCEPTS)
@pytest.mark.parametrize("query", QUERIES)
@pytest.mark.parametrize("renderer_classes", [[JSONRenderer], [JSONRenderer, BrowsableAPIRenderer]])
def test_the_shortcut_answers_as_drf(accept, query, renderer_classes):
    renderers = [cls() for cls in renderer_classes]
    expected = outcome(DefaultContentNegotiation(), f"/api/games/1/{query}", accept, renderers)
    assert outcome(ShortcutContentNegotiation(), f"/api/games/1/{query}", accept, renderers) == expected


@pytest.mark.django_db
def test_the_api_uses_it_and_still_answers_406(players, client_for):
    assert APIView.content_negotiation_class is ShortcutContentNegotiation
    client = client_for(players[0])
    response = client.get("/api/players/me/", HTTP_ACCEPT="text/html")
    assert response.status_code == 406 and response.json()["code"] == "not_acceptable"
    response = client.get("/api/players/me/", HTTP_ACCEPT="*/*")
    assert response.status_code == 200 and response["Content-Type"] == "application/json"
