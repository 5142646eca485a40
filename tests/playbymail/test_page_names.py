"""The game page draws the rule set's view with the players' names: "Sonia's kingdom",
not "Seat 2", in every game; a name that looks like markup is shown as written."""

from __future__ import annotations

import pytest
from django.urls import reverse

from games import services
from games.rulesets import registry
from players import links
from tests.rulesets.names_check import EVIL, SEAT_LABEL, page_text

pytestmark = pytest.mark.django_db


def view_box(html: str) -> str:
    """The page's "the game as you see it" box: what ``render_view_html`` drew."""
    start = html.index('<div class="view scroll">')
    return html[start : html.index('<section id="chat"', start)]


@pytest.mark.parametrize("ruleset_id", [ruleset.id for ruleset in registry()])
def test_the_game_page_names_the_players_in_the_view(client, make_player, ruleset_id):
    ruleset = registry().get(ruleset_id)
    count = max(2, ruleset.min_players)
    people = [make_player(name) for name in ["Théo", EVIL, "Anouk", "Carole", "Bérénice"][:count]]
    game = services.create_game(creator=people[0], ruleset_id=ruleset_id, seats=[p.pk for p in people])
    people[0].locale = "fr"
    people[0].save()
    client.get(reverse("game-enter", kwargs={"game_id": game.pk, "token": links.game_link_token(people[0].pk, game.pk)}))
    html = client.get(f"/games/{game.pk}/").content.decode()
    box = view_box(html)
    assert EVIL not in box  # escaped
    text = page_text(box)
    assert "Théo (vous)" in text and EVIL in text
    assert not SEAT_LABEL.search(text), SEAT_LABEL.search(text)
