"""A bot author, from nothing to a finished game, as they would do it.

They sign up on the web (the home page and the link in the email, through a real SMTP server and
Celery worker), create an API token on the token page, download ``/api/schema/``, generate a client
with openapi-python-client, and play a whole game of UIGO! against a bot seat with that client,
authenticated with ``Authorization: Bearer`` (the generated client's default). The bot author's
program knows nothing of UIGO!'s rules: it posts the first of its legal moves each time.
"""

from __future__ import annotations

import importlib
import os
import subprocess
import sys
import urllib.request
from pathlib import Path

import pytest

from games.models import Game
from tests.e2e.people import checked, sign_up

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

BIN = Path(sys.executable).parent


def generated_client(base_url: str, where: Path):
    """The package openapi-python-client generates from the live schema, imported."""
    schema = where / "schema.yaml"
    schema.write_bytes(urllib.request.urlopen(f"{base_url}/api/schema/", timeout=30).read())
    result = subprocess.run(
        [str(BIN / "openapi-python-client"), "generate", "--path", str(schema), "--meta", "none",
         "--output-path", str(where / "ravenpost_api_client")],
        capture_output=True, text=True, cwd=where, env={**os.environ, "PATH": f"{BIN}:{os.environ['PATH']}"},
    )
    assert result.returncode == 0, result.stdout + result.stderr
    sys.path.insert(0, str(where))
    try:
        return importlib.import_module("ravenpost_api_client")
    finally:
        sys.path.remove(str(where))


def test_a_bot_author_signs_up_makes_a_token_and_plays_a_whole_game_with_a_generated_client(
        live_server, smtp, celery_worker_process, browser, tmp_path):
    page = sign_up(browser, live_server, smtp, "en", "ada@example.org", "Ada")
    # On a phone the menu leaves the tokens to the settings page, a tap away.
    page.get_by_role("link", name="Settings").first.click()
    page.get_by_role("link", name="API tokens for your programs").click()
    page.get_by_label("Name").fill("my first bot")
    page.get_by_role("button", name="Create a token").click()
    checked(page, "en", "bot-token")
    secret = page.locator("#token-secret").inner_text().strip()
    assert secret.startswith("rp_")

    api = generated_client(live_server.url, tmp_path)
    client = api.AuthenticatedClient(base_url=live_server.url, token=secret)
    assert client.prefix == "Bearer"  # what the schema's security scheme told the generator
    with client:  # closes its keep-alive connection, whose server thread holds a database session
        play_a_whole_game_against_a_bot(client)


def play_a_whole_game_against_a_bot(client) -> None:
    from ravenpost_api_client.api.games import create_game, get_game, get_legal_moves, make_move
    from ravenpost_api_client.api.players import get_me
    from ravenpost_api_client.models import (
        CreateGameRequest,
        GameStatus,
        MoveRequest,
        NewSeat,
        NewSeatKind,
        RulesetId,
    )

    me = get_me.sync(client=client)
    assert me.name == "Ada"

    bot_seat = NewSeat(kind=NewSeatKind.BOT)
    created = create_game.sync_detailed(
        client=client, body=CreateGameRequest(ruleset=RulesetId.UIGO, players=[me.id, bot_seat]))
    assert created.status_code == 201, created.content
    game = created.parsed
    assert game.status == GameStatus.ACTIVE  # a bot never has to accept
    assert created.headers["Location"].endswith(f"/api/games/{game.id}/")

    moves = 0
    while game.status == GameStatus.ACTIVE:
        legal = get_legal_moves.sync(game_id=game.id, client=client)
        assert legal.moves, "the bot seat must have moved: it is the author's turn whenever the game is active"
        # A legal-moves item is the type the move endpoint takes (a typed UIGO! move): posted as it came.
        answer = make_move.sync_detailed(
            game_id=game.id, client=client, body=MoveRequest(move=legal.moves[0], expected_seq=legal.seq))
        assert answer.status_code == 201, answer.content
        moves += 1
        assert moves < 500
        game = get_game.sync(game_id=game.id, client=client)

    assert game.status == GameStatus.FINISHED
    stored = Game.objects.get(pk=game.id)
    assert stored.outcome is not None and set(stored.outcome["scores"]) == {"0", "1"}
