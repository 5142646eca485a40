"""Ladders per game and variant (``ratings.variants``): which options split a rule set's ladder,
a game of each variant rated on its own ladder, a recomputation equal to the live values across
variants, the API's ``variant`` parameter and variants list, the leaderboard's selector, the
ladder named on the game page and in the game-over email, and the migration of older rows."""

from __future__ import annotations

import importlib
from itertools import product

import pytest
from django.apps import apps
from django.test import Client
from django.utils import translation

from games.engine.errors import InvalidSetup
from games.rulesets import registry
from games.signals import game_ratings_of, result_notes_of
from ratings import queries, services, variants, views
from ratings.models import RatedGame, Rating, RatingChange
from tests.notifications.smtp import real_smtp

pytestmark = pytest.mark.django_db

SHIPPED = ["uigo", "fjords", "knarr", "graenaland", "greenland"]


# ---- the derivation, on the shipped rule sets ------------------------------------------------

@pytest.mark.parametrize("ruleset_id", SHIPPED)
def test_every_option_of_every_rule_set_either_splits_the_ladder_or_is_said_not_to(ruleset_id):
    """A new option cannot slip in unclassified: ratings/README.md, *Variants*, says why each is
    on its side."""
    rules = variants.rules_of(ruleset_id)
    options = set(registry().get(ruleset_id).options_schema.get("properties", {}))
    splitting = {split.option for split in rules.splits}
    assert splitting | rules.ignored == options
    assert not splitting & rules.ignored


@pytest.mark.parametrize("ruleset_id", SHIPPED)
def test_the_default_game_is_the_standard_variant(ruleset_id):
    ruleset = registry().get(ruleset_id)
    for players in range(max(ruleset.min_players, 2), ruleset.max_players + 1):
        assert variants.of(ruleset_id, ruleset.resolve_options(players, {})) == variants.STANDARD


@pytest.mark.parametrize("ruleset_id", SHIPPED)
def test_each_listed_variant_is_one_a_game_can_have_and_its_key_is_short_and_stable(ruleset_id):
    """Each variant the API lists comes out of options the rule set accepts, for some number of
    players; the keys are distinct, fit the column and the API's pattern."""
    ruleset = registry().get(ruleset_id)
    rules = variants.rules_of(ruleset_id)
    listed = variants.variants(ruleset_id)
    assert listed[0].key == variants.STANDARD and len({v.key for v in listed}) == len(listed)
    reached = set()
    for flags in product((False, True), repeat=len(rules.splits)):
        wanted = {split.option: split.value for split, on in zip(rules.splits, flags, strict=True) if on}
        for players in range(max(ruleset.min_players, 2), ruleset.max_players + 1):
            try:
                resolved = ruleset.resolve_options(players, wanted)
            except InvalidSetup:
                continue
            reached.add(variants.of(ruleset_id, resolved))
    assert reached == {v.key for v in listed}
    for found in listed:
        assert len(found.key) <= variants.KEY_LENGTH and found.key.replace("-", "").isalnum() and found.key.islower()


def test_options_that_do_not_change_the_game_do_not_split_it():
    greenland, graenaland, knarr = (registry().get(r) for r in ("greenland", "graenaland", "knarr"))
    assert variants.of("greenland", greenland.resolve_options(3, {"game": "advanced", "survivor": True,
                                                                  "bloody_snow": True})) == "advanced"
    assert variants.of("greenland", greenland.resolve_options(4, {})) == variants.STANDARD  # the Sami: four players
    assert variants.of("greenland", greenland.resolve_options(2, {"cooperative": True})) == "cooperative"
    assert variants.of("graenaland", graenaland.resolve_options(5, {"five_player_favour": True})) == variants.STANDARD
    assert variants.of("graenaland", graenaland.resolve_options(3, {"three_player_modifications": False})) \
        == variants.STANDARD
    assert variants.of("graenaland", graenaland.resolve_options(
        4, {"advanced_setup": True, "victory_point_cards": True})) == "advanced-vp-cards"
    assert variants.of("knarr", knarr.resolve_options(2, {"artifacts": True})) == "artifacts"
    assert variants.of("knarr", knarr.resolve_options(2, {"artifacts": True, "ship_side": "advanced"})) \
        == "advanced-artifacts"
    assert variants.of("uigo", {}) == variants.of("fjords", None) == variants.STANDARD


def test_variant_names_in_english_and_french():
    with translation.override("en"):
        assert variants.label("greenland", "standard") == "Beginner game"
        assert variants.label("graenaland", "advanced-vp-cards") == "Advanced setup, victory-point cards"
    with translation.override("fr"):
        assert variants.label("greenland", "standard") == "Partie d'initiation"
        assert variants.label("greenland", "advanced") == "Partie avancée"
        assert variants.label("knarr", "standard") == "Jeu standard"
        assert variants.label("graenaland", "advanced-vp-cards") == \
            "Mise en place avancée, cartes de points de victoire"


# ---- rating, on the test rule set Race (variant "double") -------------------------------------

def ladder_of(player, variant):
    return Rating.objects.get(player=player, ruleset="race", variant=variant)


def test_a_game_of_each_variant_rates_on_its_own_ladder(play, players):
    a, b = players[:2]
    standard = play([a, b], [7, 3])
    double = play([a, b], [2, 8], options={"double": True})
    noted = play([a, b], [9, 1], options={"note": "a cosmetic option"})
    assert set(Rating.objects.filter(player=a).values_list("variant", flat=True)) == {"standard", "double"}
    # The double game started from a newcomer's rating, whatever the standard ladder said of them.
    [first_double] = RatingChange.objects.filter(game=double, player=a)
    assert (first_double.variant, first_double.shown_before, first_double.games_after) == ("double", 1500, 1)
    assert ladder_of(b, "double").shown > 1500 > ladder_of(a, "double").shown
    assert ladder_of(a, "standard").games == 2 and ladder_of(a, "double").games == 1
    assert ladder_of(a, "standard").last_game_id == noted.pk
    assert dict(RatedGame.objects.values_list("game_id", "variant")) == {
        standard.pk: "standard", double.pk: "double", noted.pk: "standard"}
    assert [row.player_id for row in queries.rows("race", list(queries.ordered("race", "double")), "double")] \
        == [b.pk, a.pk]
    assert queries.player_counts("race") == {"standard": 2, "double": 2}


def test_recompute_equals_the_live_ratings_across_variants(play, players):
    a, b, c, d = players
    play([a, b], [7, 3])
    play([a, b, c], [2, 2, 8], options={"double": True})
    play([c, d], [4, 4])
    play([d, a, b, c], [1, 9, 9, 0], options={"double": True})
    play([b, c], [6, 2], options={"double": True, "note": "x"})
    play([a, d], [5, 1])
    fields = ["player_id", "ruleset", "variant", "mu", "sigma", "shown", "games", "wins", "last_game_id"]
    live_ratings = sorted(Rating.objects.values_list(*fields))
    change_fields = [f.attname for f in RatingChange._meta.concrete_fields if f.attname != "id"]
    live_changes = sorted(RatingChange.objects.values_list(*change_fields))
    live_order = list(RatedGame.objects.order_by("position").values_list("game_id", "variant", "result"))
    assert {r[2] for r in live_ratings} == {"standard", "double"} and len(live_ratings) == 8

    # The recomputation owes nothing to the rows there: not the values, not the ladders.
    Rating.objects.update(mu=0, sigma=1, shown=0)
    Rating.objects.filter(variant="double").delete()
    RatingChange.objects.update(variant="standard")
    assert services.recompute("race") == 6
    assert sorted(Rating.objects.values_list(*fields)) == live_ratings
    assert sorted(RatingChange.objects.values_list(*change_fields)) == live_changes
    assert list(RatedGame.objects.order_by("position").values_list("game_id", "variant", "result")) == live_order


def test_the_data_migration_gives_older_rows_their_games_variant(play, players):
    """Rows rated before variants existed all say ``standard``: the migration gives a game of
    another variant's rows its variant, and leaves the standard ones."""
    a, b = players[:2]
    standard = play([a, b], [7, 3])
    double = play([a, b], [2, 8], options={"double": True})
    RatingChange.objects.update(variant="standard")
    RatedGame.objects.update(variant="standard")
    migration = importlib.import_module("ratings.migrations.0003_variant_of_existing_rows")
    migration.forwards(apps, None)
    assert set(RatingChange.objects.filter(game=double).values_list("variant", flat=True)) == {"double"}
    assert set(RatingChange.objects.filter(game=standard).values_list("variant", flat=True)) == {"standard"}
    assert dict(RatedGame.objects.values_list("game_id", "variant")) == {standard.pk: "standard", double.pk: "double"}


# ---- the API ------------------------------------------------------------------------------------

@pytest.fixture
def two_ladders(play, make_player):
    """Ada beats Béa on the standard ladder; Béa beats Ada and Cyr on the double one."""
    a, b, c = (make_player(name) for name in ("Ada", "Béa", "Cyr"))
    play([a, b], [9, 1])
    play([a, b, c], [1, 9, 5], options={"double": True})
    return a, b, c


def test_the_api_leaderboard_takes_a_variant_and_defaults_to_the_standard_one(two_ladders, client_for):
    a, b, c = two_ladders
    client = client_for(a)
    standard = client.get("/api/ratings/race/").json()
    assert [row["player"] for row in standard] == [a.pk, b.pk]
    assert client.get("/api/ratings/race/?variant=standard").json() == standard
    double = client.get("/api/ratings/race/?variant=double")
    assert [row["player"] for row in double.json()] == [b.pk, c.pk, a.pk]
    assert double.json()[0]["form"][0]["players"] == 3
    paged = client.get("/api/ratings/race/?variant=double&limit=1")
    assert "variant=double" in paged["Link"]
    following = client.get(paged["Link"].split(">")[0].lstrip("<")).json()
    assert [row["player"] for row in following] == [c.pk]


@pytest.mark.parametrize("bad", ["triple", "DOUBLE", "", "x" * 300, "standard-double", "all"])
def test_a_bad_variant_is_a_400_that_says_the_known_ones(two_ladders, client_for, bad):
    answer = client_for(two_ladders[0]).get("/api/ratings/race/", {"variant": bad})
    assert answer.status_code == 400
    body = answer.json()
    assert body["code"] == "unknown_variant" and "standard, double" in body["detail"]
    assert answer["Content-Type"].startswith("application/problem+json")


def test_a_variant_of_another_game_is_a_404_no_such_ladder(two_ladders, client_for):
    """A key the schema lists (some game has it) but this game has not: no such ladder."""
    client = client_for(two_ladders[0])
    for url in ("/api/ratings/race/?variant=advanced", "/api/ratings/uigo/?variant=double",
                "/api/ratings/greenland/?variant=artifacts"):
        answer = client.get(url)
        assert answer.status_code == 404 and answer.json()["code"] == "unknown_variant", url
        assert "Its variants: standard" in answer.json()["detail"]
    assert client.get("/api/ratings/knarr/?variant=advanced-artifacts").status_code == 200


def test_the_api_lists_a_rule_sets_variants(two_ladders, client_for):
    client = client_for(two_ladders[0])
    assert client.get("/api/ratings/race/variants/").json() == [
        {"key": "standard", "name": "Standard game", "standard": True, "players": 2},
        {"key": "double", "name": "Double", "standard": False, "players": 3}]
    greenland = client.get("/api/ratings/greenland/variants/", HTTP_ACCEPT_LANGUAGE="fr").json()
    assert [v["key"] for v in greenland] == ["standard", "advanced", "cooperative", "advanced-cooperative"]
    assert greenland[0]["name"] == "Partie d'initiation" and greenland[0]["players"] == 0
    assert client.get("/api/ratings/nothing/variants/").status_code == 404


def test_the_api_players_ratings_per_variant(two_ladders, client_for):
    a, b, c = two_ladders
    client = client_for(b)
    [standard] = client.get(f"/api/players/{a.pk}/ratings/").json()["ratings"]  # as before variants
    assert (standard["ruleset"], standard["variant"], standard["rank"]) == ("race", "standard", 1)
    [double] = client.get(f"/api/players/{a.pk}/ratings/?variant=double").json()["ratings"]
    assert (double["variant"], double["rank"], double["games"]) == ("double", 3, 1)
    every = client.get(f"/api/players/{a.pk}/ratings/?variant=all").json()["ratings"]
    assert [r["variant"] for r in every] == ["standard", "double"]
    assert client.get(f"/api/players/{c.pk}/ratings/").json()["ratings"] == []
    refused = client.get(f"/api/players/{a.pk}/ratings/?variant=nope")
    assert refused.status_code == 400 and refused.json()["code"] == "unknown_variant"


# ---- the pages, the game page and the email ----------------------------------------------------

def test_the_leaderboard_page_has_a_variant_selector_in_english_and_french(two_ladders, monkeypatch):
    a, b, c = two_ladders
    client = Client()
    client.force_login(a)
    html = client.get("/ratings/race/").content.decode()
    selector = html.split('<nav class="variants"')[1].split("</nav>")[0]
    assert '<strong aria-current="page">Standard game</strong>' in selector
    assert '<a href="/ratings/race/?variant=double">Double</a>' in selector and "(3 players)" in selector
    board = html.split("<tbody>")[1]
    assert "Ada" in board and "Cyr" not in board  # the standard ladder, as the address always gave
    double = client.get("/ratings/race/?variant=double").content.decode()
    assert '<strong aria-current="page">Double</strong>' in double
    assert '<a href="/ratings/race/">Standard game</a>' in double
    assert "Cyr" in double.split("<tbody>")[1] and "You are number 3, rated" in double
    french = Client(HTTP_ACCEPT_LANGUAGE="fr").get("/ratings/race/?variant=double").content.decode()
    assert "Jeu standard" in french and "(3 joueurs)" in french
    assert Client().get("/ratings/race/?variant=triple").status_code == 404
    monkeypatch.setattr(views, "PAGE", 1)
    paged = Client().get("/ratings/race/?variant=double").content.decode()
    assert 'href="?variant=double&amp;page=2" rel="next"' in paged
    second = Client().get("/ratings/race/?variant=double&page=2").content.decode()
    assert 'href="?variant=double&amp;page=1" rel="prev"' in second and "Cyr" in second.split("<tbody>")[1]


def test_a_rule_set_without_variants_has_no_selector_and_the_index_names_other_ladders(two_ladders):
    assert '<nav class="variants"' not in Client().get("/ratings/uigo/").content.decode()
    index = Client().get("/ratings/").content.decode()
    assert '<a href="/ratings/race/?variant=double">Double</a>' in index
    player = Client().get(f"/ratings/players/{two_ladders[0].pk}/").content.decode()
    assert '<a href="/ratings/race/?variant=double">Race <small>(Double)</small></a>' in player


def test_the_game_page_names_the_ladder_of_a_variant(two_ladders, play):
    a, b, c = two_ladders
    double = RatingChange.objects.filter(variant="double").first().game
    assert game_ratings_of(double).ladder == "Double"
    notes = result_notes_of(double)
    assert all('<a href="/ratings/race/?variant=double">Double ladder</a>' in note for note in notes.values())
    standard = play([a, b], [3, 4])
    assert game_ratings_of(standard).ladder == ""
    assert not any("ladder" in note for note in result_notes_of(standard).values())
    client = Client(HTTP_ACCEPT_LANGUAGE="fr")
    client.force_login(a)
    page = client.get(f"/games/{double.pk}/").content.decode()
    assert "Classement Double" in page.split("<tbody>")[1]


@pytest.mark.parametrize(("locale", "line"), [("en", "Your Race (Double) rating: 1500 →"),
                                              ("fr", "Votre classement à Race (Double)\u00a0: 1500 →")])
def test_the_game_over_email_names_the_ladder_of_a_variant(play, players, settings, locale, line):
    a, b = players[:2]
    for player in (a, b):
        player.locale = locale
        player.save(update_fields=["locale"])
    with real_smtp(settings) as inbox:
        play([a, b], [8, 1], options={"double": True})
        [message] = [m for m in inbox.to(a.email) if m["X-Ravenpost-Notification"].startswith("over:")]
        assert line in inbox.text(message) and line in inbox.html(message)
        play([a, b], [8, 1])
        standard = [m for m in inbox.to(a.email) if m["X-Ravenpost-Notification"].startswith("over:")][-1]
        assert "(Double)" not in inbox.text(standard) and "Race" in inbox.text(standard)
