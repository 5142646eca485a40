"""The ratings' REST API: a rule set's leaderboards and a player's ratings, read-only.

A rule set has a ladder per variant (``ratings.variants``): ``?variant=`` names one, the standard
one by default, so that a client written before variants reads what it read then.

- ``GET /api/ratings/{ruleset}/``: the leaderboard, best first, in keyset pages like the game
  list (``limit``, ``cursor`` from the ``Link`` header; the body stays an array).
- ``GET /api/ratings/{ruleset}/variants/``: the rule set's variants, each with its players.
- ``GET /api/players/{id}/ratings/``: a player's rating, rank and recent results per rule set
  (per ladder with ``?variant=all``).
- ``GET /api/ratings/{ruleset}/anchors/``: the bots' fixed ratings, which rated games against
  bots rate people against (``ratings.anchors``).
"""

from __future__ import annotations

from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework import serializers
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from config.problem_json import problem, problem_responses
from games.api import pagination
from games.api.serializers import RulesetIdField
from games.rulesets import registry
from games.services.errors import BadRequest, NotFound
from players.models import Player
from ratings import anchors, queries, variants

LEADERBOARD_PAGE = 200
MAX_ID = 2**31 - 1
# The player ratings' ``variant`` that asks for every ladder; never a variant's key.
ALL_VARIANTS = "all"


def _known_ruleset(ruleset: str) -> None:
    if ruleset not in registry():
        raise NotFound("unknown_ruleset",
                       f"There is no game called {ruleset!r}. Known games: {', '.join(registry().ids())}.")


def variant_of(request: Request, ruleset: str) -> str:
    """The request's ``variant`` of ``ruleset`` (the standard one if none): 400 for a key no rule
    set has (the schema's enum), 404 for one this rule set has not (no such ladder)."""
    key = request.query_params.get("variant", variants.STANDARD)
    if key not in variants.all_keys():
        raise BadRequest("unknown_variant", f"No game has a variant {key[:40]!r}: name one of "
                                            f"{registry().get(ruleset).name}'s ({_known(ruleset)}).")
    if variants.variant(ruleset, key) is None:
        raise NotFound("unknown_variant", f"{registry().get(ruleset).name} has no variant {key!r}. "
                                          f"Its variants: {_known(ruleset)} (GET /api/ratings/{ruleset}/variants/).")
    return key


def _known(ruleset: str) -> str:
    return ", ".join(found.key for found in variants.variants(ruleset))


def variant_parameter(description: str, *more: str) -> OpenApiParameter:
    """The ``variant`` query parameter: the schema lists every key of any rule set (whose variants
    are constants of the code); which of them a rule set has, its variants list says."""
    return OpenApiParameter("variant", {"type": "string", "enum": [*variants.all_keys(), *more],
                                        "default": variants.STANDARD}, description=description)


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
    games = serializers.IntegerField(help_text="Rated games played on this ladder (the rule set's variant).")
    wins = serializers.IntegerField(help_text="Of which won (rank 1, alone or shared).")
    form = ResultSerializer(many=True, help_text="The last 5 rated results, newest first.")


class PlayerRatingSerializer(serializers.Serializer):
    ruleset = RulesetIdField()
    variant = serializers.CharField(help_text="The ladder: the rule set's variant (GET "
                                              "/api/ratings/{ruleset}/variants/); \"standard\" unless the games' "
                                              "options make another.")
    rating = serializers.IntegerField()
    rank = serializers.IntegerField()
    provisional = serializers.BooleanField()
    games = serializers.IntegerField()
    wins = serializers.IntegerField()
    history = ResultSerializer(many=True, help_text="The last 20 rated results, newest first.")


class PlayerRatingsSerializer(serializers.Serializer):
    player = serializers.IntegerField()
    name = serializers.CharField()
    ratings = PlayerRatingSerializer(many=True, help_text="One per rule set the player has played rated on the "
                                                          "variant asked for (the standard one by default); one per "
                                                          "ladder with variant=all.")


class LeaderboardView(APIView):
    @extend_schema(
        operation_id="ratings_leaderboard",
        parameters=[OpenApiParameter("ruleset", {"$ref": "#/components/schemas/RulesetId"}, OpenApiParameter.PATH),
                    variant_parameter("The ladder: one of the rule set's variants (GET "
                                      "/api/ratings/{ruleset}/variants/); the standard game's by default. A "
                                      "variant of another game that this one has not: 404 unknown_variant."),
                    *pagination.cursor_parameter(LEADERBOARD_PAGE)],
        responses={200: LeaderboardRowSerializer(many=True), **problem_responses(400, 404, 422),
                   400: problem("A bad parameter (bad_parameter: limit, cursor), or a variant no game has "
                                "(unknown_variant)"),
                   404: problem("No such game (unknown_ruleset), or no such variant of it (unknown_variant)")},
        summary="A game's leaderboard: its rated players, best first",
        description=f"Every player with a rating on this ladder (the rule set's variant), best rating first "
                    f"(equal ratings by player id). At most {LEADERBOARD_PAGE} a page (limit); a Link header "
                    f"with rel=\"next\" gives the next page.",
    )
    def get(self, request: Request, ruleset: str) -> Response:
        _known_ruleset(ruleset)
        variant = variant_of(request, ruleset)
        size = pagination.page_size(request, LEADERBOARD_PAGE)
        start = pagination.decode_cursor(request, 2)
        if start is None:
            found = list(queries.ordered(ruleset, variant)[:size + 1])
        else:
            shown, player_id = start
            if not all(isinstance(v, int) and not isinstance(v, bool) and abs(v) <= MAX_ID for v in start):
                raise pagination.not_a_cursor()
            found = list(queries.after(ruleset, shown, player_id, variant)[:size + 1])
        rows = queries.rows(ruleset, found[:size], variant)
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
        _known_ruleset(ruleset)
        return Response(AnchorSerializer(anchors.anchors(ruleset), many=True).data)


class VariantSerializer(serializers.Serializer):
    key = serializers.CharField(help_text="The variant's key: the leaderboard's variant parameter.")
    name = serializers.CharField(help_text="What the variant is called, in the request's language.")
    standard = serializers.BooleanField(help_text="The game without the options that split the ladder: the "
                                                  "leaderboard's default.")
    players = serializers.IntegerField(help_text="How many players have a rating on this ladder.")


class VariantsView(APIView):
    @extend_schema(
        operation_id="ratings_variants",
        parameters=[OpenApiParameter("ruleset", {"$ref": "#/components/schemas/RulesetId"}, OpenApiParameter.PATH)],
        responses={200: VariantSerializer(many=True), **problem_responses(400, 404)},
        summary="A game's variants: one ladder each",
        description="Each variant of this rule set, the standard one first: the options that change the game "
                    "(an advanced game, an expansion's rules) rate a game on a ladder of its own, named by its "
                    "key (GET /api/ratings/{ruleset}/?variant=key). Options that do not split the ladder are "
                    "not variants. Every variant a game can have is listed, with or without players.",
    )
    def get(self, request: Request, ruleset: str) -> Response:
        _known_ruleset(ruleset)
        counts = queries.player_counts(ruleset)
        body = [{"key": found.key, "name": str(found.label), "standard": found.standard,
                 "players": counts.get(found.key, 0)} for found in variants.variants(ruleset)]
        return Response(VariantSerializer(body, many=True).data)


class PlayerRatingsView(APIView):
    @extend_schema(
        operation_id="player_ratings",
        parameters=[OpenApiParameter("player_id", {"type": "integer", "minimum": 1, "maximum": MAX_ID},
                                     OpenApiParameter.PATH, description="The player's id."),
                    variant_parameter("Which ladder of each rule set: a variant's key (rule sets without it are "
                                      "left out), or \"all\" for every ladder the player is rated on; the "
                                      "standard game's by default.", ALL_VARIANTS)],
        responses={200: PlayerRatingsSerializer, **problem_responses(400, 404),
                   400: problem("A bad parameter (bad_parameter), or a variant no rule set has (unknown_variant)")},
        summary="A player's ratings: per game, the rating, the rank and the last results",
    )
    def get(self, request: Request, player_id: int) -> Response:
        if player_id > MAX_ID:
            raise BadRequest("bad_parameter", "player id is too large.")
        key = request.query_params.get("variant", variants.STANDARD)
        if key != ALL_VARIANTS and key not in variants.all_keys():
            raise BadRequest("unknown_variant", f"No game has a variant {key[:40]!r}: name one of a game's "
                                                f"variants (GET /api/ratings/{{ruleset}}/variants/), or \"all\".")
        player = Player.objects.filter(pk=player_id, is_active=True).only("pk", "name").first()
        if player is None:
            raise NotFound("player_not_found", f"There is no player {player_id}.")
        ratings = queries.player_ratings(player.pk, variant=None if key == ALL_VARIANTS else key)
        body = {"player": player.pk, "name": player.display_name, "ratings": ratings}
        return Response(PlayerRatingsSerializer(body).data)
