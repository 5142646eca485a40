"""Words the game pages share: seat names by seat kind, time left, time per move, option labels."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.utils import timezone, translation

from games.describe import duration_words, seat_names, time_left
from games.models import Game, Seat
from games.rulesets import registry
from games.web import options as option_words


@pytest.fixture(autouse=True)
def start_in_english():
    """Each test starts in English (a page drawn before may have left another language active)."""
    with translation.override("en"):
        yield


def _seats(kinds_and_players):
    return [Seat(seat=number, kind=kind, player=player, bot_level="normal" if kind == "bot" else "")
            for number, (kind, player) in enumerate(kinds_and_players)]


def test_an_empty_waiting_seat_says_why_it_is_empty(make_player):
    alice = make_player("Alice")
    game = Game(ruleset="knarr", seq=0, status=Game.Status.WAITING)
    seats = _seats([("player", alice), ("open", None), ("link", None), ("player", None), ("bot", None)])
    assert seat_names(game, seats) == ["Alice", "(open seat)", "(invite link)", "(invited)", "Bot Ingrid (normal)"]
    with translation.override("fr"):
        assert seat_names(game, seats) == ["Alice", "(place ouverte)", "(lien d'invitation)", "(invité)",
                                           "Robot Ingrid (normal)"]


def test_a_started_game_names_bots_apart_from_the_autopilot(make_player):
    alice = make_player("Alice")
    game = Game(ruleset="knarr", seq=4, status=Game.Status.ACTIVE)
    seats = _seats([("player", alice), ("bot", None), ("player", None)])
    assert seat_names(game, seats) == ["Alice", "Bot Bjørn (normal)", "Autopilot"]


def test_each_bot_has_its_own_name_with_its_level_in_both_languages():
    game = Game(ruleset="graenaland", seq=4, status=Game.Status.ACTIVE)
    seats = [Seat(seat=number, kind="bot", bot_level=level) for number, level in enumerate(["easy", "normal", "strong"])]
    seats.append(Seat(seat=3, kind="bot"))  # a bot seat from before levels: it plays as "easy"
    assert seat_names(game, seats) == ["Bot Astrid (easy)", "Bot Bjørn (normal)", "Bot Sigrid (strong)",
                                       "Bot Leif (easy)"]
    with translation.override("fr"):
        assert seat_names(game, seats) == ["Robot Astrid (facile)", "Robot Bjørn (normal)", "Robot Sigrid (fort)",
                                           "Robot Leif (facile)"]


@pytest.mark.parametrize(("delta", "english", "french"), [
    (timedelta(days=2, hours=3, minutes=20), "2 days, 3 hours left", "encore 2 jours, 3 heures"),
    (timedelta(days=1, minutes=5), "1 day left", "encore 1 jour"),
    (timedelta(hours=5, minutes=30), "5 hours, 30 minutes left", "encore 5 heures, 30 minutes"),
    (timedelta(seconds=20), "1 minute left", "encore 1 minute"),
    (timedelta(seconds=-5), "time is up", "le temps est écoulé"),
])
def test_time_left_reads_at_a_glance(delta, english, french):
    now = timezone.now()
    assert time_left(now + delta, now) == english
    with translation.override("fr"):
        assert time_left(now + delta, now) == french
    assert time_left(None, now) is None


def test_time_per_move_in_words():
    assert duration_words(timedelta(hours=1)) == "1 hour"
    assert duration_words(timedelta(days=3)) == "3 days"
    assert duration_words(timedelta(hours=36)) == "1 day, 12 hours"
    with translation.override("fr"):
        assert duration_words(timedelta(days=14)) == "14 jours"


@pytest.mark.parametrize("ruleset_id", registry().ids())
def test_every_option_of_every_game_has_words_in_both_languages(ruleset_id):
    ruleset = registry().get(ruleset_id)
    for key, schema in ruleset.options_schema.get("properties", {}).items():
        assert (ruleset_id, key) in option_words.OPTION_TEXTS, f"{ruleset_id}.{key} has no label"
        text = option_words.OPTION_TEXTS[(ruleset_id, key)]
        for value in schema.get("enum", []):
            assert value in text.choices, f"{ruleset_id}.{key}={value} has no label"
        with translation.override("fr"):
            words = [str(text.label), *(str(label) for label in text.choices.values())]
        with translation.override("en"):
            english = [str(text.label), *(str(label) for label in text.choices.values())]
        untranslated = [en for fr, en in zip(words, english, strict=True) if fr == en]
        assert not untranslated, f"{ruleset_id}.{key}: {untranslated} not translated"


def test_option_fields_follow_the_schema_and_the_player_count():
    knarr, graenaland, greenland = (registry().get(name) for name in ("knarr", "graenaland", "greenland"))
    fields = option_words.option_fields(knarr, 3)
    assert [choice for choice, _label in fields["option_ship_side"].choices] == ["normal", "advanced"]
    assert fields["option_artifacts"].__class__.__name__ == "BooleanField"
    # Grænaland: the five-player favour only at five, the three-player rules only at three.
    assert "option_five_player_favour" in option_words.option_fields(graenaland, 5)
    assert "option_five_player_favour" not in option_words.option_fields(graenaland, 3)
    assert "option_three_player_modifications" in option_words.option_fields(graenaland, 3)
    assert "option_three_player_modifications" not in option_words.option_fields(graenaland, 4)
    # Greenland: cooperative only for two or three (implied alone), Sami never asked (implied at four).
    assert "option_cooperative" in option_words.option_fields(greenland, 2)
    assert "option_cooperative" not in option_words.option_fields(greenland, 1)
    assert "option_sami" not in option_words.option_fields(greenland, 4)


def test_options_are_described_with_their_labels():
    knarr = registry().get("knarr")
    lines = option_words.describe_options(knarr, {"ship_side": "advanced", "artifacts": True}, 2)
    assert lines == [("Side of the ship sheets", "Advanced side"), ("Artifacts variant", "yes")]
    with translation.override("fr"):
        lines = option_words.describe_options(knarr, {"ship_side": "normal", "artifacts": False}, 2)
    assert lines == [("Face des plateaux de navire", "Face normale"), ("Variante des artefacts", "non")]
