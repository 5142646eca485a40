"""Game pages: the view, the log and the legal moves as labelled buttons; a stale page gets a
clear message, never a wrong move; every page renders in English and French and passes a basic
accessibility check (lang attribute, one h1, labelled buttons and inputs)."""

from __future__ import annotations

import json
import re
from html.parser import HTMLParser

import pytest
from django.urls import reverse

from games import services
from games.models import Event
from games.rulesets import registry
from players import links

pytestmark = pytest.mark.django_db


class Audit(HTMLParser):
    """Collects what a basic accessibility check needs."""

    def __init__(self) -> None:
        super().__init__()
        self.lang = None
        self.h1 = 0
        self.buttons: list[str] = []
        self._button: list[str] | None = None
        self.inputs: list[dict] = []
        self.labels: set[str] = set()

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "html":
            self.lang = attrs.get("lang")
        elif tag == "h1":
            self.h1 += 1
        elif tag == "button":
            self._button = []
        elif tag in {"input", "select", "textarea"} and attrs.get("type") not in {"hidden", "submit"}:
            self.inputs.append(attrs)
        elif tag == "label" and attrs.get("for"):
            self.labels.add(attrs["for"])

    def handle_data(self, data):
        if self._button is not None:
            self._button.append(data)

    def handle_endtag(self, tag):
        if tag == "button" and self._button is not None:
            self.buttons.append("".join(self._button).strip())
            self._button = None


def audit(response, lang):
    assert response.status_code in {200, 400, 403, 410}, response.status_code
    page = Audit()
    page.feed(response.content.decode())
    assert page.lang == lang
    assert page.h1 == 1
    assert all(page.buttons), f"a button without a label: {page.buttons}"
    for field in page.inputs:
        assert field.get("id") in page.labels or field.get("aria-label"), f"an input without a label: {field}"
    return page


@pytest.fixture
def game(players):
    return services.create_game(creator=players[0], ruleset_id="uigo", seats=[players[0].pk, players[1].pk])


def sign_in(client, player, game):
    client.get(reverse("game-enter", kwargs={"game_id": game.pk, "token": links.game_link_token(player.pk, game.pk)}))


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_page_renders_and_is_accessible(client, players, game, lang):
    game.refresh_from_db()
    mover = players[game.to_move[0]]
    mover.locale = lang
    mover.save()
    sign_in(client, mover, game)
    page = audit(client.get(f"/games/{game.pk}/"), lang)
    assert len(page.buttons) >= 1 + len(services.ruleset_for(game).legal_moves(services.load_state(game), game.to_move[0]))
    audit(client.get("/games/"), lang)
    audit(client.get("/settings/"), lang)
    audit(client.get(links.unsubscribe_url(mover.pk).replace("http://localhost:8000", "")), lang)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_anonymous_pages_follow_the_browser_language(client, game, lang):
    headers = {"HTTP_ACCEPT_LANGUAGE": lang}
    audit(client.get("/signin/", **headers), lang)
    audit(client.get(f"/games/{game.pk}/", **headers), lang)
    audit(client.get(f"/games/{game.pk}/enter/bad-token/", **headers), lang)


def test_french_pages_are_translated(client, players, game):
    game.refresh_from_db()
    mover = players[game.to_move[0]]
    mover.locale = "fr"
    mover.save()
    sign_in(client, mover, game)
    html = client.get(f"/games/{game.pk}/").content.decode()
    assert "Journal" in html or "Historique" in html
    assert "Your moves" not in html


def test_a_move_button_plays_that_move(client, players, game):
    game.refresh_from_db()
    seat = game.to_move[0]
    sign_in(client, players[seat], game)
    html = client.get(f"/games/{game.pk}/").content.decode()
    first = json.loads(re.search(r'name="move" value="([^"]+)"', html).group(1).replace("&quot;", '"'))
    response = client.post(f"/games/{game.pk}/move/", {"move": json.dumps(first), "expected_seq": game.seq})
    assert response.status_code == 302
    game.refresh_from_db()
    assert Event.objects.filter(game=game, actor=players[seat]).exists()


def test_a_stale_page_gets_the_game_moved_on_never_a_wrong_move(client, players, game):
    game.refresh_from_db()
    seat, stale = game.to_move[0], game.seq
    ruleset = services.ruleset_for(game)
    move = ruleset.legal_moves(services.load_state(game), seat)[0]
    services.submit_move(game_id=game.pk, player=players[seat], move=move, expected_seq=stale)
    game.refresh_from_db()
    count = Event.objects.filter(game=game).count()
    sign_in(client, players[seat], game)
    response = client.post(f"/games/{game.pk}/move/", {"move": json.dumps(move), "expected_seq": stale}, follow=True)
    assert "moved on" in response.content.decode()
    assert Event.objects.filter(game=game).count() == count


@pytest.mark.parametrize("ruleset_id", [r.id for r in registry()])
def test_every_game_page_renders(client, make_player, ruleset_id):
    ruleset = registry().get(ruleset_id)
    seated = [make_player() for _ in range(ruleset.min_players)]
    game = services.create_game(creator=seated[0], ruleset_id=ruleset_id, seats=[p.pk for p in seated])
    for player in seated:
        client.logout()
        sign_in(client, player, game)
        audit(client.get(f"/games/{game.pk}/"), "en")
