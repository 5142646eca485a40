"""``replay_games`` on the recorded games: today's rules code must fold every old game to the
state and result it once had. A rules change that breaks old games fails here."""

from __future__ import annotations

import json
from io import StringIO

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError

from games.models import Game, Snapshot
from games.rulesets import registry
from games.services import core
from tests.fixtures.recorded import load_recorded_game, recorded_paths

pytestmark = pytest.mark.django_db


def replay(*args: str) -> str:
    out = StringIO()
    call_command("replay_games", *args, "--verbosity=2", stdout=out)
    return out.getvalue()


def test_every_rule_set_has_finished_and_unfinished_recordings():
    recorded = {(json.loads(path.read_text())["ruleset"], json.loads(path.read_text())["status"])
                for path in recorded_paths()}
    for ruleset in registry().ids():
        assert (ruleset, "finished") in recorded, ruleset
        assert (ruleset, "active") in recorded, ruleset
    assert sum(path.stat().st_size for path in recorded_paths()) < 600_000  # keep the fixtures small


def test_recorded_games_replay_with_the_current_rules():
    games = [load_recorded_game(path) for path in recorded_paths()]
    output = replay()
    for game in games:
        assert f"game {game.pk} ({game.ruleset}): " in output
    assert f"{len(games)} game(s) replayed, 0 failed" in output
    # The recordings include a finished game with a result and repaired games with an autopilot.
    assert any(game.status == "finished" and game.outcome for game in games)
    assert any(core.autopilot_seats(game) for game in games)


def test_a_rules_change_that_alters_old_games_fails(monkeypatch):
    game = load_recorded_game(next(p for p in recorded_paths() if p.name == "uigo-finished.json"))
    ruleset = registry().get("uigo")
    original = ruleset.evolve

    def changed(state, event):  # e.g. a "fix" that now counts something differently
        state = original(state, event)
        state["changed_by_a_new_rule"] = True
        return state

    monkeypatch.setattr(ruleset, "evolve", changed)
    with pytest.raises(CommandError, match="1 failed"):
        replay("--game", str(game.pk))


def test_a_rules_change_that_cannot_read_old_events_fails(monkeypatch):
    game = load_recorded_game(next(p for p in recorded_paths() if p.name == "knarr-unfinished.json"))
    ruleset = registry().get("knarr")

    def broken(state, event):
        raise KeyError("an event field the new code expects")

    monkeypatch.setattr(ruleset, "evolve", broken)
    out = StringIO()
    with pytest.raises(CommandError):
        call_command("replay_games", "--ruleset", "knarr", stdout=out)
    assert f"game {game.pk} (knarr): replay fails at seq 1" in out.getvalue()


def test_projections_that_disagree_with_the_replay_fail():
    game = load_recorded_game(next(p for p in recorded_paths() if p.name == "fjords-finished.json"))
    Game.objects.filter(pk=game.pk).update(outcome={"scores": {}, "ranking": [], "winners": []})
    with pytest.raises(CommandError):
        replay("--game", str(game.pk))


def test_subsets_and_bad_arguments():
    games = {path.stem: load_recorded_game(path) for path in recorded_paths() if path.stem.startswith("uigo")}
    output = replay("--ruleset", "uigo")
    assert f"{len(games)} game(s) replayed" in output
    output = replay("--game", str(games["uigo-aborted"].pk))
    assert "1 game(s) replayed, 0 failed" in output
    with pytest.raises(CommandError, match="Unknown rule set"):
        replay("--ruleset", "chess")
    with pytest.raises(CommandError, match="There is no game"):
        replay("--game", "999999")


def test_rebuild_snapshots_while_replaying(settings):
    settings.GAMES_SNAPSHOT_EVERY = 20
    game = load_recorded_game(next(p for p in recorded_paths() if p.name == "greenland-finished.json"))
    output = replay("--game", str(game.pk), "--rebuild-snapshots")
    assert "snapshots rebuilt (1 dropped" in output
    assert Snapshot.objects.filter(game=game).count() == game.seq // 20 + 1
    assert "0 failed" in replay("--game", str(game.pk))


def test_record_games_writes_games_that_replay(tmp_path):
    call_command("record_games", "--out", str(tmp_path), "--ruleset", "uigo", "--seed", "3", stdout=StringIO())
    written = sorted(path.name for path in tmp_path.glob("*.json"))
    assert written == ["uigo-4-players.json", "uigo-aborted.json", "uigo-finished.json", "uigo-unfinished.json"]
    assert json.loads((tmp_path / "uigo-4-players.json").read_text())["seats"] == ["p0", "p1", "p2", "p3"]
    assert not Game.objects.exists()  # the recording was rolled back
    for path in tmp_path.glob("*.json"):
        load_recorded_game(path)
    assert "0 failed" in replay()
