"""A rule's refusal (a 422) speaks the request's language: the sentence from the rule
set's catalogue, the ``code`` and ``params`` the same; English exactly as before."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.django_db


@pytest.fixture
def game(players, client_for):
    client = client_for(players[0])
    return client.post("/api/games/", {"ruleset": "uigo", "players": [players[0].pk, players[1].pk]},
                       format="json").json()


def refuse(client, game, move, language):
    response = client.post(f"/api/games/{game['id']}/moves/", {"move": move, "expected_seq": game["seq"]},
                           format="json", HTTP_ACCEPT_LANGUAGE=language)
    assert response.status_code == 422, response.content
    return response.json()


@pytest.mark.parametrize(
    ("move", "code", "params", "english", "french"),
    [
        ({"type": "fly"}, "unknown_move_type", {"move_type": "fly"},
         "UIGO! has no move 'fly': use play_card or place_card.",
         "UIGO! n'a pas de coup 'fly'\u00a0: utilisez play_card ou place_card."),
        ({"type": "play_card", "card": "pink-9"}, "unknown_card", {"card": "pink-9"},
         'There is no card \'pink-9\': cards are colour-value, from "red-0" to "purple-8".',
         "Il n'y a pas de carte 'pink-9'\u00a0: les cartes s'écrivent couleur-valeur, "
         'de "red-0" à "purple-8".'),
    ],
)
def test_a_refusal_in_the_players_language(players, client_for, game, move, code, params, english, french):
    mover = client_for(players[game["to_move"][0]])
    in_english = refuse(mover, game, move, "en")
    in_french = refuse(mover, game, move, "fr-FR,fr;q=0.9")
    assert (in_english["code"], in_english["params"], in_english["detail"]) == (code, params, english)
    assert (in_french["code"], in_french["params"], in_french["detail"]) == (code, params, french)


def test_without_accept_language_a_refusal_is_english(players, client_for, game):
    """No Accept-Language: LANGUAGE_CODE (English), as every API answer of a token request."""
    mover = client_for(players[game["to_move"][0]])
    response = mover.post(f"/api/games/{game['id']}/moves/", {"move": {"type": "fly"}, "expected_seq": game["seq"]},
                          format="json")
    assert response.json()["detail"] == "UIGO! has no move 'fly': use play_card or place_card."


# Every rule set's refusals are in the catalogue; Greenland and Grænaland name the step awaited and
# the game's words in the reader's language, and the ``params`` keep the keys the API documents.
@pytest.mark.parametrize(
    ("ruleset", "move", "code", "params", "english", "french"),
    [
        ("greenland", {"type": "promote", "rank": 7, "alpha": False}, "wrong_step",
         {"awaited": "war_council",
          "waiting": "the first player to choose who plays first (war council)"},
         "You cannot do that now: the game is waiting for the first player to choose who plays first "
         "(war council).",
         "Vous ne pouvez pas faire cela maintenant\u00a0: le jeu attend que le premier joueur choisisse "
         "qui joue en premier (conseil de guerre)."),
        ("greenland", {"type": "fly"}, "unknown_move_type", {"type": "fly"},
         'There is no move called "fly" in Greenland.',
         "Il n'y a pas de coup appelé «\u00a0fly\u00a0» dans Greenland."),
        ("graenaland", {"type": "build", "project": "road", "territory": "x"}, "not_now", {"type": "build"},
         "You cannot make a 'build' move now.",
         "Vous ne pouvez pas jouer de coup 'build' maintenant."),
        ("graenaland", {"type": "plan_hero", "hero": "warrior", "direction": "up"}, "bad_direction",
         {"directions": "W, E, NW, NE, SW, SE, WW, EE"},
         "Directions are stay, W, E, NW, NE, SW, SE, WW, EE.",
         "Les directions sont\u00a0: stay, W, E, NW, NE, SW, SE, WW, EE."),
    ],
)
def test_greenland_and_graenaland_refuse_in_the_players_language(
    players, client_for, ruleset, move, code, params, english, french
):
    creator = client_for(players[0])
    game = creator.post("/api/games/", {"ruleset": ruleset, "players": [p.pk for p in players[:3]]},
                        format="json").json()
    mover = client_for(players[game["to_move"][0]])
    in_english = refuse(mover, game, move, "en")
    in_french = refuse(mover, game, move, "fr-FR,fr;q=0.9")
    assert (in_english["code"], in_english["params"], in_english["detail"]) == (code, params, english)
    assert (in_french["code"], in_french["params"], in_french["detail"]) == (code, params, french)


def test_graenaland_names_its_resources_in_french():
    """A refusal that names a resource or a building (by key in ``params``) says its word."""
    from games.engine import IllegalMove
    from games.rulesets import presentation_for
    from games.rulesets.graenaland.payment import pay_units

    error = IllegalMove("cannot_build", "You cannot build a {project} there now (placement rules or not "
                        "enough resources).", project="palisade")
    assert "(palissade)" in presentation_for("graenaland").refusal(error, "fr")
    wrong = pay_units("plains-19", ["wood"], market=False)
    assert wrong is not None and wrong.params == {"resource": "cattle", "unit": "wood"}
    assert presentation_for("graenaland").refusal(wrong, "fr") == "Cette carte paie\u00a0: bétail, pas bois."
