"""The OpenAPI schema says what the server does: schemathesis runs every operation of
``/api/schema/`` against a live test server with an authenticated token, with all its checks
(schema-valid requests accepted, schema-violating ones refused, statuses, bodies, headers and
content types as documented, no server error), and finds no failure.

A request the schema allows may still be refused by a rule no schema can state (a vacation in the
past, a player list without its creator): that is a 422, and only a 422 (``schemathesis.toml``);
400 stays "the request does not match the schema". Bounded to a few minutes: a handful of examples
per operation and a time budget; the long poll's wait is cut to 0 s so that ``wait=30`` costs
nothing. ``revoke_token`` runs last and alone: it may revoke the token the run authenticates with."""

from __future__ import annotations

import os
import subprocess
import sys
from datetime import timedelta
from pathlib import Path

import pytest
from django.utils import timezone

from games import services
from players.services import issue_token
from ratings.models import Rating
from tests.playing import play_to_end
from tournaments import services as tournaments

pytestmark = [pytest.mark.django_db(transaction=True)]

HERE = Path(__file__).parent
ROOT = HERE.parent.parent


def schemathesis_run(url: str, token: str, workdir: Path, *selection: str, max_time: int, examples: int = 8) -> None:
    command = [str(Path(sys.executable).with_name("st")), "--config-file", str(HERE / "schemathesis.toml"),
               "--no-color", "run", f"{url}/api/schema/", "-H", f"Authorization: Bearer {token}",
               "--checks", "all", "--max-examples", str(examples), "--max-time", str(max_time), "--workers", "1",
               "--request-timeout", "20", "--seed", "1", "--report-dir", str(workdir), *selection]
    env = {**os.environ, "SCHEMATHESIS_HOOKS": "tests.api.schemathesis_hooks",
           "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))}
    run = subprocess.run(command, capture_output=True, text=True, cwd=workdir, env=env, timeout=max_time + 200)
    assert run.returncode == 0, run.stdout[-20000:] + run.stderr[-5000:]


def test_every_operation_conforms_to_the_schema(live_server, make_player, monkeypatch, tmp_path):
    from games.services import reads

    monkeypatch.setattr(reads, "MAX_WAIT_SECONDS", 0)
    me, other = make_player("Schema Tester"), make_player("Opponent")
    services.create_game(creator=me, ruleset_id="uigo", seats=[me.pk, other.pk])
    token = issue_token(me)
    schemathesis_run(live_server.url, token, tmp_path, "--exclude-operation-id", "revoke_token", max_time=150)
    schemathesis_run(live_server.url, token, tmp_path, "--include-operation-id", "revoke_token", max_time=20)


# The tournaments' and the ratings' operations, the newest of the API: more examples each.
TOURNAMENT_AND_RATING_OPERATIONS = (
    "list_tournaments", "create_tournament", "get_tournament", "join_tournament", "withdraw_from_tournament",
    "start_tournament", "pause_tournament", "resume_tournament", "remove_tournament_player",
    "ratings_leaderboard", "ratings_anchors", "ratings_variants", "player_ratings",
)


@pytest.mark.slow
def test_tournament_and_rating_operations_conform_with_many_examples(live_server, make_player, tmp_path):
    """About 30 examples per operation, with a tournament in sign-up that the tester organises and
    others have joined, so that the actions find one to act on, and a rated game played out, so that
    the leaderboard and the player's ratings have rows. Run once with 100 examples each
    (2746 cases with the coverage and stateful phases, about 7 minutes): no failure. Mostly
    refused, as schemathesis warns, are the creation (a date-time drawn at random is rarely within
    the coming year) and the start (started already, or too few players): rules no schema states,
    answered 422."""
    me = make_player("Schema Tester")
    cup = tournaments.create_tournament(organiser=me, name="Cup", ruleset_id="uigo", format="swiss",
                                        max_players=8, signup_closes_at=timezone.now() + timedelta(days=1))
    others = [make_player(name) for name in ("Anne", "Bruno", "Chloé")]
    for other in others:
        tournaments.join(tournament_id=cup.pk, player=other)
    play_to_end(services.create_game(creator=me, ruleset_id="uigo", seats=[me.pk, others[0].pk], rated=True), seed=1)
    assert Rating.objects.filter(player=me, ruleset="uigo").exists()
    selection = [arg for operation in TOURNAMENT_AND_RATING_OPERATIONS
                 for arg in ("--include-operation-id", operation)]
    schemathesis_run(live_server.url, issue_token(me), tmp_path, *selection, max_time=240, examples=30)
