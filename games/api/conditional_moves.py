"""Conditional moves of the REST API: the caller's own "if the opponent plays A, answer B"
(``games.services.conditional``). Only ever the caller's: no endpoint, view, event, stream or
email shows one to anybody else, not even that one exists."""

from __future__ import annotations

from drf_spectacular.utils import extend_schema
from rest_framework import serializers, status
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from config.problem_json import problem_responses
from games import services
from games.api.serializers import MoveField
from games.services import conditional
from games.services.errors import BadRequest
from games.services.reads import seat_of


class ConditionalMoveSerializer(serializers.Serializer):
    id = serializers.IntegerField(read_only=True)
    if_move = MoveField(help_text="The opponent's move that triggers it, as they would post it.")
    then_move = MoveField(help_text="Your answer, as you would post it; checked when it is due.")
    status = serializers.ChoiceField(
        read_only=True, choices=conditional.Status.values,
        help_text="pending; played; dropped (the opponent's move was another); invalid (the answer was not legal "
                  "then); cancelled; voided (an admin repaired the game).")
    made_at_seq = serializers.IntegerField(read_only=True, help_text="The game's seq when you left it.")
    resolved_at_seq = serializers.IntegerField(read_only=True, allow_null=True,
                                               help_text="The seq at which it was played or dropped.")


def _body(row) -> dict:
    return ConditionalMoveSerializer(row).data


class ConditionalMoveListView(APIView):
    @extend_schema(operation_id="list_conditional_moves", responses={200: ConditionalMoveSerializer(many=True),
                                                                     **problem_responses(403, 404)},
                   summary="Your conditional moves in a game",
                   description="Every waiting one, then the ten newest others with what became of them. Only yours: "
                               "nobody else ever sees them.")
    def get(self, request: Request, game_id: int) -> Response:
        game = services.get_game(game_id)
        seat_of(game, request.user)
        return Response([_body(row) for row in conditional.for_player(game, request.user)])

    @extend_schema(operation_id="create_conditional_move", request=ConditionalMoveSerializer,
                   responses={201: ConditionalMoveSerializer, **problem_responses(400, 403, 404, 422)},
                   summary="Leave a conditional move (two-player games)",
                   description="While it is your opponent's turn: if their move that makes your turn begin is "
                               "`if_move`, `then_move` is played for you at once (if it is legal then; the log marks "
                               "it `meta:conditional`). Any other move of theirs drops it. A conditional with the "
                               "same `if_move` as a waiting one replaces it. 422 `your_turn` while it is your turn, "
                               "`not_two_players`, `game_not_active`, `too_many_conditionals`, and "
                               "`impossible_answer` when your opponent's moves are public, `if_move` is one of "
                               "them and shows nothing hidden, and `then_move` would not be legal after it.")
    def post(self, request: Request, game_id: int) -> Response:
        data = request.data
        if not isinstance(data, dict) or "if_move" not in data or "then_move" not in data:
            raise BadRequest("malformed_request", 'The body must be a JSON object: {"if_move": {...}, "then_move": {...}}.')
        row = conditional.create(game_id=game_id, player=request.user, if_move=data["if_move"],
                                 then_move=data["then_move"])
        return Response(_body(row), status=status.HTTP_201_CREATED)


class ConditionalMoveDetailView(APIView):
    @extend_schema(operation_id="cancel_conditional_move", request=None,
                   responses={200: ConditionalMoveSerializer, **problem_responses(403, 404, 422)},
                   summary="Cancel one of your waiting conditional moves")
    def delete(self, request: Request, game_id: int, conditional_id: int) -> Response:
        row = conditional.cancel(game_id=game_id, player=request.user, conditional_id=conditional_id)
        return Response(_body(row))
