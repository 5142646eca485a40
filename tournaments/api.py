"""The tournaments' REST API: every action of ``tournaments.services``, and the standings.

- ``GET /api/tournaments/``: tournaments, newest first (``status`` to filter), in pages of at most
  ``LIST_SIZE`` (``limit``), the next page in the ``Link`` header (``cursor``: the lobby's keyset
  pages, ``games.api.pagination``); ``POST``: create one (you organise it; you do not join it by creating it).
- ``GET /api/tournaments/{id}/``: its settings, players, standings, and every game with its link.
- ``POST /api/tournaments/{id}/join/``, ``withdraw/``: yourself.
- ``POST /api/tournaments/{id}/start/``, ``pause/``, ``resume/``, ``remove/`` (``{"player": id}``):
  the organiser's actions.

Refusals are problem+json (``tournaments.errors.TournamentError``), with a sentence a person reads.
"""

from __future__ import annotations

from datetime import timedelta

from django.db.models import Count, Q
from django.urls import reverse
from django.utils.translation import gettext as _
from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework import serializers, status
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from config.problem_json import problem_responses
from games.api import pagination
from games.api.serializers import ClosedBodySerializer, JSONObjectField, RulesetIdField, closed_request
from games.models import Game
from games.services.errors import BadRequest
from tournaments import results, services
from tournaments.errors import TournamentError
from tournaments.models import Bye, Tournament, TournamentGame

# The longest page of the list (the default: it was the whole answer before the list had pages).
LIST_SIZE = 100


@closed_request("CreateTournamentRequest")
class CreateTournamentSerializer(ClosedBodySerializer):
    name = serializers.CharField(max_length=services.NAME_MAX, help_text="No control, text-direction or other "
                                 "invisible character (422 bad_name).")
    ruleset = RulesetIdField()
    format = serializers.ChoiceField(choices=Tournament.Format.values,
                                     help_text="round_robin and swiss: two-player games; tables: 3 to 5 a table.")
    players_per_table = serializers.IntegerField(required=False, min_value=2, max_value=5,
                                                 help_text="tables: 3 to 5; the others: 2 (or leave it out).")
    rounds = serializers.IntegerField(required=False, min_value=1, max_value=services.MAX_ROUNDS,
                                      help_text="swiss and tables; default ceil(log2(players)) at the start.")
    options = JSONObjectField(required=False, default=dict, help_text="The game's options, as for a game.")
    move_time_limit_hours = serializers.IntegerField(required=False, min_value=1, max_value=30 * 24)
    signup_closes_at = serializers.DateTimeField(help_text="The tournament starts then, if not started before. "
                                                           "Within a year (later: 422 signup_too_late).")
    max_players = serializers.IntegerField(min_value=2, max_value=services.MAX_PLAYERS)
    rated = serializers.BooleanField(required=False, default=False)


@closed_request("RemovePlayerRequest")
class RemovePlayerSerializer(ClosedBodySerializer):
    player = serializers.IntegerField(min_value=1, max_value=2**31 - 1, help_text="The id of the player to remove.")


class OrganiserSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    name = serializers.CharField(source="display_name")


class TournamentSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    name = serializers.CharField()
    ruleset = RulesetIdField()
    options = JSONObjectField()
    format = serializers.ChoiceField(choices=Tournament.Format.values)
    players_per_table = serializers.IntegerField()
    rounds = serializers.IntegerField(allow_null=True, help_text="Fixed at the start when not given.")
    current_round = serializers.IntegerField(help_text="0 before the start.")
    move_time_limit_hours = serializers.SerializerMethodField()
    rated = serializers.BooleanField()
    signup_closes_at = serializers.DateTimeField()
    max_players = serializers.IntegerField()
    players = serializers.SerializerMethodField(help_text="Players entered and not withdrawn.")
    status = serializers.ChoiceField(choices=Tournament.Status.values)
    organiser = OrganiserSerializer()
    created_at = serializers.DateTimeField()
    started_at = serializers.DateTimeField(allow_null=True)
    finished_at = serializers.DateTimeField(allow_null=True)

    def get_move_time_limit_hours(self, tournament: Tournament) -> float:
        return tournament.move_time_limit.total_seconds() / 3600

    def get_players(self, tournament: Tournament) -> int:
        counted = getattr(tournament, "active_players", None)  # annotated by the list (one query for all)
        return counted if counted is not None else tournament.entries.filter(withdrawn_at__isnull=True).count()


class StandingSerializer(serializers.Serializer):
    rank = serializers.IntegerField(help_text="Equal points and tie-breaks share a rank (1, 2, 2, 4).")
    player = serializers.IntegerField()
    name = serializers.CharField()
    points = serializers.FloatField(help_text="See tournaments/README.md: win 1, draw ½, bye 1; tables by place.")
    tiebreaks = serializers.DictField(child=serializers.FloatField(),
                                      help_text="buchholz and sonneborn_berger (two players), or game_score (tables).")
    played = serializers.IntegerField()
    byes = serializers.IntegerField()
    withdrawn = serializers.BooleanField()
    removed = serializers.BooleanField()


class TournamentGameSerializer(serializers.Serializer):
    round = serializers.IntegerField()
    table = serializers.IntegerField()
    game = serializers.IntegerField()
    url = serializers.URLField(help_text="The game's page.")
    status = serializers.ChoiceField(choices=Game.Status.values)
    players = serializers.ListField(child=serializers.IntegerField(), help_text="Player ids in seat order.")


class ByeSerializer(serializers.Serializer):
    round = serializers.IntegerField()
    player = serializers.IntegerField()


class TournamentDetailSerializer(TournamentSerializer):
    standings = StandingSerializer(many=True)
    games = TournamentGameSerializer(many=True)
    byes = ByeSerializer(many=True)


def detail(request: Request, tournament: Tournament) -> dict:
    """The body of ``GET /api/tournaments/{id}/``."""
    body = dict(TournamentSerializer(tournament).data)
    body["standings"] = StandingSerializer([
        {"rank": s.line.rank, "player": s.line.player, "name": s.entry.player.display_name,
         "points": s.line.points, "tiebreaks": s.line.tiebreaks, "played": s.line.played, "byes": s.line.byes,
         "withdrawn": s.entry.withdrawn_at is not None, "removed": s.entry.removed}
        for s in results.standings_of(tournament)], many=True).data
    rows = TournamentGame.objects.filter(tournament=tournament).order_by("round", "table").select_related("game")
    body["games"] = TournamentGameSerializer([
        {"round": row.round, "table": row.table, "game": row.game_id, "status": row.game.status, "players": row.seats,
         "url": request.build_absolute_uri(reverse("game", kwargs={"game_id": row.game_id}))}
        for row in rows], many=True).data
    byes = Bye.objects.filter(tournament=tournament).order_by("round", "player_id")
    body["byes"] = ByeSerializer([{"round": bye.round, "player": bye.player_id} for bye in byes], many=True).data
    return body


def _tournament(tournament_id: int) -> Tournament:
    tournament = Tournament.objects.select_related("organiser").filter(pk=tournament_id).first()
    if tournament is None:
        raise TournamentError("tournament_not_found", _("There is no such tournament."), status=404)
    return tournament


class TournamentListView(APIView):
    @extend_schema(
        operation_id="list_tournaments",
        parameters=[OpenApiParameter("status", str, enum=Tournament.Status.values),
                    *pagination.cursor_parameter(LIST_SIZE)],
        responses={200: TournamentSerializer(many=True), **problem_responses(400, 422)},
        summary="Tournaments, newest first",
        description=f"At most {LIST_SIZE} a page (limit); a Link header with rel=\"next\" gives the next page, "
                    "with the same status filter.",
    )
    def get(self, request: Request) -> Response:
        size = pagination.page_size(request, LIST_SIZE)
        tournaments = Tournament.objects.select_related("organiser").annotate(
            active_players=Count("entries", filter=Q(entries__withdrawn_at__isnull=True))).order_by("-created_at", "-pk")
        wanted = request.query_params.get("status")
        if wanted is not None:
            if wanted not in Tournament.Status.values:
                raise BadRequest("bad_parameter", f"status must be one of {', '.join(Tournament.Status.values)}.")
            tournaments = tournaments.filter(status=wanted)
        found, cursor = pagination.newest_first_page(request, tournaments, size)
        response = Response(TournamentSerializer(found, many=True).data)
        if cursor is not None:
            pagination.with_next(request, response, cursor=cursor)
        return response

    @extend_schema(
        operation_id="create_tournament",
        request=CreateTournamentSerializer,
        responses={201: TournamentDetailSerializer, **problem_responses(400, 422)},
        summary="Organise a tournament",
        description="You organise it; join it like anyone if you play in it. See tournaments/README.md for the "
                    "formats, points and tie-breaks.",
    )
    def post(self, request: Request) -> Response:
        body = CreateTournamentSerializer(data=request.data)
        body.is_valid(raise_exception=True)
        data = body.validated_data
        hours = data.get("move_time_limit_hours")
        tournament = services.create_tournament(
            organiser=request.user, name=data["name"], ruleset_id=data["ruleset"], format=data["format"],
            players_per_table=data.get("players_per_table"), rounds=data.get("rounds"), options=data["options"],
            move_time_limit=timedelta(hours=hours) if hours else None, signup_closes_at=data["signup_closes_at"],
            max_players=data["max_players"], rated=data["rated"])
        response = Response(detail(request, _tournament(tournament.pk)), status=status.HTTP_201_CREATED)
        response["Location"] = request.build_absolute_uri(
            reverse("api-tournament", kwargs={"tournament_id": tournament.pk}))
        return response


class TournamentView(APIView):
    @extend_schema(
        operation_id="get_tournament",
        responses={200: TournamentDetailSerializer, **problem_responses(404)},
        summary="A tournament: settings, standings, and every game with its link",
    )
    def get(self, request: Request, tournament_id: int) -> Response:
        return Response(detail(request, _tournament(tournament_id)))


def _action(operation_id: str, summary: str, run, *, body=None, codes=(400, 403, 404, 409, 422)):
    """A ``POST /api/tournaments/{id}/<action>/`` view: ``run(request, tournament_id, body)``
    calls the service; the answer is the tournament as it is then."""

    class ActionView(APIView):
        @extend_schema(operation_id=operation_id, request=body, summary=summary,
                       responses={200: TournamentDetailSerializer, **problem_responses(*codes)})
        def post(self, request: Request, tournament_id: int) -> Response:
            data = None
            if body is not None:
                parsed = body(data=request.data)
                parsed.is_valid(raise_exception=True)
                data = parsed.validated_data
            run(request, tournament_id, data)
            return Response(detail(request, _tournament(tournament_id)))

    ActionView.__name__ = ActionView.__qualname__ = f"{operation_id.title().replace('_', '')}View"
    return ActionView


JoinView = _action("join_tournament", "Join a tournament during its sign-up",
                   lambda r, t, _d: services.join(tournament_id=t, player=r.user))
WithdrawView = _action("withdraw_from_tournament", "Withdraw: you are not paired again; your points stay",
                       lambda r, t, _d: services.withdraw(tournament_id=t, player=r.user))
StartView = _action("start_tournament", "Start the tournament now (organiser)",
                    lambda r, t, _d: services.start(tournament_id=t, actor=r.user))
PauseView = _action("pause_tournament", "Pause: no new round starts (organiser)",
                    lambda r, t, _d: services.pause(tournament_id=t, actor=r.user))
ResumeView = _action("resume_tournament", "Resume a paused tournament (organiser)",
                     lambda r, t, _d: services.resume(tournament_id=t, actor=r.user))
RemoveView = _action("remove_tournament_player", "Remove a player who vanished (organiser)",
                     lambda r, t, d: services.remove_player(tournament_id=t, actor=r.user, player_id=d["player"]),
                     body=RemovePlayerSerializer)
