"""The ratings' REST API: a rule set's leaderboard and a player's ratings, read-only.

- ``GET /api/ratings/{ruleset}/``: the leaderboard, best first, in keyset pages like the game
  list (``limit``, ``cursor`` from the ``Link`` header; the body stays an array).
- ``GET /api/players/{id}/ratings/``: a player's rating, rank and recent results per rule set.
- ``GET /api/ratings/{ruleset}/anchors/``: the bots' fixed ratings, which rated games against
  bots rate people against (``ratings.anchors``).
"""

from __future__ import annotations

from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework import serializers
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from config.problem_json import problem_responses
from games.api import pagination
from games.api.serializers import RulesetIdField
from games.rulesets import registry
from games.services.errors import BadRequest, NotFound
from players.models import Player
from ratings import anchors, queries

LEADERBOARD_PAGE = 200
MAX_ID = 2**31 - 1


class ResultSerializer(serializers.Serializer):
    game = serializers.IntegerField(source="game_id")
    rank = serializers.IntegerField(help_text="The player's rank in the game (1 = won; equal seats share one).")
    players = serializers.IntegerField(help_text="How many players the game had.")
    rating_before = serializers.IntegerField(source="before")
    rating_after = serializers.IntegerField(source="after")
    finished_at = serializers.DateTimeField()


class LeaderboardRowSerializer(serializers.Serializer):
    rank = serializers.IntegerField(help_text="1 for the best; equal ratings share a rank (1, 2, 2, 4).")
    player = serializers.IntegerField(source="player_id")
    name = serializers.CharField()
    rating = serializers.IntegerField(help_text="1500 for a newcomer; see ratings/README.md.")
    provisional = serializers.BooleanField(help_text="Fewer than 5 rated games: the rating still moves a lot.")
    games = serializers.IntegerField(help_text="Rated games played in this rule set.")
    wins = serializers.IntegerField(help_text="Of which won (rank 1, alone or shared).")
    form = ResultSerializer(many=True, help_text="The last 5 rated results, newest first.")


class PlayerRatingSerializer(serializers.Serializer):
    ruleset = RulesetIdField()
    rating = serializers.IntegerField()
    rank = serializers.IntegerField()
    provisional = serializers.BooleanField()
    games = serializers.IntegerField()
    wins = serializers.IntegerField()
    history = ResultSerializer(many=True, help_text="The last 20 rated results, newest first.")


class PlayerRatingsSerializer(serializers.Serializer):
    player = serializers.IntegerField()
    name = serializers.CharField()
    ratings = PlayerRatingSerializer(many=True, help_text="One per rule set the player has played rated.")


class LeaderboardView(APIView):
    @extend_schema(
        operation_id="ratings_leaderboard",
        parameters=[OpenApiParameter("ruleset", {"$ref": "#/components/schemas/RulesetId"}, OpenApiParameter.PATH),
                    *pagination.cursor_parameter(LEADERBOARD_PAGE)],
        responses={200: LeaderboardRowSerializer(many=True), **problem_responses(400, 404, 422)},
        summary="A game's leaderboard: its rated players, best first",
        description=f"Every player with a rating in this rule set, best rating first (equal ratings by player "
                    f"id). At most {LEADERBOARD_PAGE} a page (limit); a Link header with rel=\"next\" gives the "
                    f"next page.",
    )
    def get(self, request: Request, ruleset: str) -> Response:
        if ruleset not in registry():
            raise NotFound("unknown_ruleset",
                           f"There is no game called {ruleset!r}. Known games: {', '.join(registry().ids())}.")
        size = pagination.page_size(request, LEADERBOARD_PAGE)
        start = pagination.decode_cursor(request, 2)
        if start is None:
            found = list(queries.ordered(ruleset)[:size + 1])
        else:
            shown, player_id = start
            if not all(isinstance(v, int) and not isinstance(v, bool) and abs(v) <= MAX_ID for v in start):
                raise pagination.not_a_cursor()
            found = list(queries.after(ruleset, shown, player_id)[:size + 1])
        rows = queries.rows(ruleset, found[:size])
        response = Response(LeaderboardRowSerializer(rows, many=True).data)
        if len(found) > size:
            last = found[size - 1]
            pagination.with_next(request, response, cursor=pagination.encode_cursor(last.shown, last.player_id))
        return response


class AnchorSerializer(serializers.Serializer):
    level = serializers.ChoiceField(choices=["easy", "normal", "strong"], help_text="The bot's level.")
    rating = serializers.IntegerField(source="shown", help_text="The bot's rating on the players' scale: fixed.")
    mu = serializers.FloatField(help_text="openskill's mu of the bot: its skill (a newcomer has 25).")
    sigma = serializers.FloatField(help_text="openskill's sigma of the bot: how unsure its skill is.")


class AnchorsView(APIView):
    @extend_schema(
        operation_id="ratings_anchors",
        parameters=[OpenApiParameter("ruleset", {"$ref": "#/components/schemas/RulesetId"}, OpenApiParameter.PATH)],
        responses={200: AnchorSerializer(many=True), **problem_responses(400, 404)},
        summary="A game's bots' fixed ratings: what rated games against bots rate people against",
        description="Each bot level's rating in this rule set, strongest first. A rated game with bot seats "
                    "rates its people as if each bot were a player of that rating; the bots' ratings never "
                    "change. Reference lines for the leaderboard.",
    )
    def get(self, request: Request, ruleset: str) -> Response:
        if ruleset not in registry():
            raise NotFound("unknown_ruleset",
                           f"There is no game called {ruleset!r}. Known games: {', '.join(registry().ids())}.")
        return Response(AnchorSerializer(anchors.anchors(ruleset), many=True).data)


class PlayerRatingsView(APIView):
    @extend_schema(
        operation_id="player_ratings",
        parameters=[OpenApiParameter("player_id", {"type": "integer", "minimum": 1, "maximum": MAX_ID},
                                     OpenApiParameter.PATH, description="The player's id.")],
        responses={200: PlayerRatingsSerializer, **problem_responses(400, 404)},
        summary="A player's ratings: per game, the rating, the rank and the last results",
    )
    def get(self, request: Request, player_id: int) -> Response:
        if player_id > MAX_ID:
            raise BadRequest("bad_parameter", "player id is too large.")
        player = Player.objects.filter(pk=player_id, is_active=True).only("pk", "name").first()
        if player is None:
            raise NotFound("player_not_found", f"There is no player {player_id}.")
        body = {"player": player.pk, "name": player.display_name, "ratings": queries.player_ratings(player.pk)}
        return Response(PlayerRatingsSerializer(body).data)
