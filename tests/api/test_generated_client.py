"""A client generated from the schema plays with typed classes only.

openapi-python-client generates a package from ``/api/schema/``; a program that knows nothing of
the rules plays a whole UIGO! game and a whole Greenland game against a bot seat with it, posting
each time the first of its legal moves *as the generated class it was parsed into*: a legal-moves
item is the type the move endpoint takes, so there is no ``to_dict``/``from_dict`` on the way.
The views parse into the game's own view class as well, and each event's data reads, without a
loss, into the class named by its game and type (``GreenlandBidEventData``).
"""

from __future__ import annotations

import importlib
import os
import subprocess
import sys
from pathlib import Path

import pytest

from games.api.ruleset_schemas import camel
from players.services import issue_token

pytestmark = [pytest.mark.slow, pytest.mark.django_db(transaction=True)]

BIN = Path(sys.executable).parent


@pytest.fixture(scope="module")
def generated(tmp_path_factory):
    """The generated package, from the schema this code serves (generated once per module)."""
    where = tmp_path_factory.mktemp("client")
    schema = where / "schema.json"
    subprocess.run([sys.executable, "manage.py", "spectacular", "--format", "openapi-json", "--file", str(schema)],
                   check=True, capture_output=True, cwd=Path(__file__).resolve().parents[2])
    result = subprocess.run(
        [str(BIN / "openapi-python-client"), "generate", "--path", str(schema), "--meta", "none",
         "--output-path", str(where / "typed_ravenpost_client")],
        capture_output=True, text=True, cwd=where, env={**os.environ, "PATH": f"{BIN}:{os.environ['PATH']}"},
    )
    assert result.returncode == 0, result.stdout + result.stderr
    sys.path.insert(0, str(where))
    try:
        yield importlib.import_module("typed_ravenpost_client")
    finally:
        sys.path.remove(str(where))


@pytest.mark.parametrize(("ruleset", "prefix"), [("uigo", "Uigo"), ("greenland", "Greenland")])
def test_a_generated_client_plays_with_typed_moves_only(generated, live_server, make_player, ruleset, prefix):
    from typed_ravenpost_client.api.games import (
        create_game,
        get_game,
        get_legal_moves,
        get_view,
        list_events,
        make_move,
    )
    from typed_ravenpost_client.models import (
        CreateGameRequest,
        GameStatus,
        MoveRequest,
        NewSeat,
        NewSeatKind,
        RulesetId,
    )

    models = importlib.import_module("typed_ravenpost_client.models")
    player = make_player()
    client = generated.AuthenticatedClient(base_url=live_server.url, token=issue_token(player))
    with client:
        created = create_game.sync_detailed(client=client, body=CreateGameRequest(
            ruleset=RulesetId(ruleset), players=[player.pk, NewSeat(kind=NewSeatKind.BOT)]))
        assert created.status_code == 201, created.content
        game = created.parsed
        assert game.ruleset == RulesetId(ruleset) and game.status == GameStatus.ACTIVE
        moves = 0
        while game.status == GameStatus.ACTIVE:
            legal = get_legal_moves.sync(game_id=game.id, client=client)
            move = legal.moves[0]
            # The generated class of this game's move type, e.g. UigoPlaceCardMove: typed, not a dict.
            assert type(move).__name__.startswith(prefix) and type(move).__name__.endswith("Move"), type(move)
            assert type(move) is getattr(models, type(move).__name__)
            answer = make_move.sync_detailed(game_id=game.id, client=client,
                                             body=MoveRequest(move=move, expected_seq=legal.seq))
            assert answer.status_code == 201, answer.content
            moves += 1
            assert moves < 1000
            if moves % 20 == 1:
                view = get_view.sync(game_id=game.id, client=client).view
                assert type(view) is getattr(models, f"{prefix}View")
            game = get_game.sync(game_id=game.id, client=client)
        assert game.status == GameStatus.FINISHED
        # Each event's data is its game's and type's class, named by both, and reading it through that
        # class loses nothing (Event.data itself is an open object: see games.api.ruleset_schemas).
        events = list_events.sync(game_id=game.id, client=client, limit=1000)
        assert events and all(type(event.data).__name__ == "EventData" for event in events)
        for event in events:  # "type" is a Python builtin: the generated attribute is type_
            name = (f"Meta{camel(event.type_.removeprefix('meta:'))}EventData" if event.type_.startswith("meta:")
                    else f"{prefix}{camel(event.type_)}EventData")
            typed = getattr(models, name).from_dict(event.data.to_dict())
            assert typed.to_dict() == event.data.to_dict(), name
