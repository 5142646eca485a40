"""The SDK builds and posts moves with its typed classes only.

A program written against the SDK (the wheel ``bin/build-client`` builds: ``conftest.py``) plays a
whole UIGO! game and a whole Greenland game against a bot seat, one request per move
(``?return=view,legal-moves``), and never touches a dict: it builds each move with the generated
constructors and enums (a UIGO! move from a card of the typed hand in its typed view; a Greenland
move from the typed fields of the move it chose) and finds it among its legal moves by value. Every
legal move parses as its own game's class, even a move type another game has too (``pass``:
Grænaland and Greenland).
"""

from __future__ import annotations

import attrs
import pytest

from players.services import issue_token

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def sdk(ravenpost_client, live_server, make_player):
    """An authenticated SDK client of a new player, and that player."""
    player = make_player()
    with ravenpost_client.AuthenticatedClient(base_url=live_server.url, token=issue_token(player)) as client:
        yield client, player


def start_against_a_bot(client, player, ruleset: str):
    from ravenpost_client.api.games import create_game, get_legal_moves, get_view
    from ravenpost_client.models import CreateGameRequest, GameStatus, NewSeat, NewSeatKind, RulesetId

    body = CreateGameRequest(ruleset=RulesetId(ruleset), players=[player.pk, NewSeat(kind=NewSeatKind.BOT)])
    created = create_game.sync_detailed(client=client, body=body)
    assert created.status_code == 201, created.content
    game = created.parsed
    assert game.status == GameStatus.ACTIVE
    return game.id, get_view.sync(game_id=game.id, client=client).view, get_legal_moves.sync(game_id=game.id, client=client)


def post(client, game_id: int, move, seq: int):
    """Post ``move`` (a generated class) and return the answer's view and legal moves."""
    from ravenpost_client.api.games import make_move
    from ravenpost_client.models import MoveAnswerPart, MoveRequest

    answer = make_move.sync_detailed(game_id=game_id, client=client,
                                     return_=[MoveAnswerPart.VIEW, MoveAnswerPart.LEGAL_MOVES],
                                     body=MoveRequest(move=move, expected_seq=seq))
    assert answer.status_code == 201, answer.content
    return answer.parsed.view.view, answer.parsed.legal_moves


def game_over(client, game_id: int) -> bool:
    from ravenpost_client.api.games import get_game
    from ravenpost_client.models import GameStatus

    return get_game.sync(game_id=game_id, client=client).status == GameStatus.FINISHED


def test_uigo_moves_are_built_from_the_typed_view(sdk):
    from ravenpost_client.models import (
        UigoCard,
        UigoLegalMoves,
        UigoPlaceCardMove,
        UigoPlaceCardMoveType,
        UigoPlayCardMove,
        UigoPlayCardMoveType,
        UigoView,
        UigoViewStep,
    )

    client, player = sdk
    game_id, view, legal = start_against_a_bot(client, player, "uigo")
    moves = 0
    while legal.moves:
        assert isinstance(view, UigoView) and isinstance(legal, UigoLegalMoves)
        # The step says what to do: place one of the won trick's cards (to_place), or play a card of
        # the player's own hand; both lists are typed (UigoCard).
        if view.step == UigoViewStep.PLACE:
            cards = view.to_place.cards
            built = [UigoPlaceCardMove(type_=UigoPlaceCardMoveType.PLACE_CARD, card=card) for card in cards]
        else:
            assert view.step == UigoViewStep.PLAY
            built = [UigoPlayCardMove(type_=UigoPlayCardMoveType.PLAY_CARD, card=card) for card in view.hand]
        assert all(isinstance(move.card, UigoCard) for move in built)
        allowed = [move for move in built if move in legal.moves]  # attrs classes compare by value
        assert allowed, (built, legal.moves)
        view, legal = post(client, game_id, allowed[-1], legal.seq)
        moves += 1
        assert moves < 500
    assert game_over(client, game_id)


def test_greenland_moves_are_built_with_the_generated_constructors(sdk):
    from ravenpost_client import models
    from ravenpost_client.models import GreenlandLegalMoves, GreenlandView

    client, player = sdk
    game_id, view, legal = start_against_a_bot(client, player, "greenland")
    kinds = set()
    moves = 0
    while legal.moves:
        assert isinstance(view, GreenlandView) and isinstance(legal, GreenlandLegalMoves)
        for move in legal.moves:  # each move type parses as Greenland's own class
            name = type(move).__name__
            assert name.startswith("Greenland") and name.endswith("Move") and getattr(models, name) is type(move)
        chosen = legal.moves[moves % len(legal.moves)]
        # The same move, built anew through its class's constructor from its typed fields.
        cls = type(chosen)
        built = cls(**{field.alias: getattr(chosen, field.name) for field in attrs.fields(cls) if field.init})
        assert built == chosen
        kinds.add(cls.__name__)
        view, legal = post(client, game_id, built, legal.seq)
        moves += 1
        assert moves < 2000
    assert game_over(client, game_id)
    assert len(kinds) > 3  # the game went through several kinds of moves
