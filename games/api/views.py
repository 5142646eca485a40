"""The games REST API: thin views over ``games.services`` and the rule sets' ``view``/``redact``.

Each response body is its serializer's (``games.api.serializers``), the class named in
``extend_schema``: the hot endpoints build it with the function ``games.api.bodies`` compiles from
that class, the others through DRF.
"""

from __future__ import annotations

import functools
from datetime import timedelta

from django.db.models import Q
from django.urls import reverse
from drf_spectacular.utils import OpenApiParameter, OpenApiResponse, extend_schema
from rest_framework import status
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from config.problem_json import problem_responses
from games import services
from games.api import conditional, move_answer, pagination, throttles
from games.api import serializers as s
from games.api.bodies import body_builder
from games.models import Game, Invitation
from games.rulesets import registry
from games.services import chat, presence, queries, takebacks
from games.services.errors import BadRequest, NotFound
from games.services.reads import MAX_WAIT_SECONDS
from games.store import routing

# The bodies of the hot endpoints, compiled from their serializers (games.api.bodies).
game_body = body_builder(s.GameSerializer)
open_game_body = body_builder(s.OpenGameSerializer)
event_body = body_builder(s.EventSerializer)
move_response_body = body_builder(s.MoveResponseSerializer)

# The longest pages of the game list and the lobby (a Link header gives the next one).
GAMES_PAGE = 500
LOBBY_PAGE = 200
# The longest pages of a game's log and chat (the Link header's next page starts after the last).
# Every list refuses a limit outside 1 to its page with a 400 (``pagination.page_size``).
EVENTS_PAGE = 1000
CHAT_PAGE = 500

# The largest value a query parameter may take: seqs and ids are 32-bit in PostgreSQL.
MAX_PARAMETER = 2**31 - 1

def whole_number(name: str, description: str, maximum: int = MAX_PARAMETER) -> OpenApiParameter:
    """A query parameter read by ``_int_param``: a whole number from 0 to ``maximum``, bounds the
    schema states and the view refuses past (400 bad_parameter)."""
    return OpenApiParameter(name, {"type": "integer", "minimum": 0, "maximum": maximum},
                            description=f"{description} 0 to {maximum}; another value is a 400 (bad_parameter).")


MIN_SEQ = whole_number(
    "min_seq", description="The newest seq of this game you have seen (e.g. the seq of your move's answer): "
                                "the answer is never older. Reads may be served by a replica a little behind "
                                "the primary; when it is behind the seq you name (here, or with after or at), "
                                "the answer comes from the primary.")


def reads_from_replica(get):
    """A read-only view that may read the replica (``games.store.routing``). The seq the client
    names (``after``, ``at`` or ``min_seq``, whichever is highest) is the oldest state it may be
    shown: ``services.fetch_game`` reads the primary when the replica is behind it."""

    @functools.wraps(get)
    def view(self, request: Request, *args, **kwargs) -> Response:
        seen = _int_param(request, "min_seq", 0)
        for name in ("after", "at"):
            raw = request.query_params.get(name, "")
            if raw.isdigit() and len(raw) < 11:  # a bad value is the view's own to refuse
                seen = max(seen, int(raw))
        with routing.replica_reads(seen):
            return get(self, request, *args, **kwargs)

    return view


def _int_param(request: Request, name: str, default: int | None = None) -> int | None:
    raw = request.query_params.get(name)
    if raw is None:
        return default
    try:
        value = int(raw)
    except ValueError:
        raise BadRequest("bad_parameter", f"{name} must be a whole number, not {raw!r}.") from None
    if value < 0:
        raise BadRequest("bad_parameter", f"{name} must not be negative.")
    if value > MAX_PARAMETER:
        raise BadRequest("bad_parameter", f"{name} is too large.")
    return value


class RulesetListView(APIView):
    @extend_schema(operation_id="list_rulesets", responses={200: s.RulesetSerializer(many=True), **problem_responses()},
                   summary="The games you can play")
    def get(self, request: Request) -> Response:
        return Response(s.RulesetSerializer(list(registry()), many=True).data)


class RulesetDetailView(APIView):
    @extend_schema(
        operation_id="get_ruleset",
        responses={200: s.RulesetDetailSerializer, **problem_responses(404)},
        summary="A game you can play, with the JSON Schemas of its options, moves, view and events",
        description="The schemas are JSON Schema draft 2020-12, the same as the {Game}Move, {Game}View and "
        "{Game}Event components of this OpenAPI document.",
    )
    def get(self, request: Request, ruleset_id: str) -> Response:
        if ruleset_id not in registry():
            raise NotFound("unknown_ruleset", _unknown_ruleset(ruleset_id))
        return Response(s.RulesetDetailSerializer(registry().get(ruleset_id)).data)


def _unknown_ruleset(ruleset_id: str) -> str:
    return f"There is no game called {ruleset_id!r}. Known games: {', '.join(registry().ids())}."


class GameListView(APIView):
    @extend_schema(
        operation_id="list_games",
        parameters=[
            OpenApiParameter("status", {"$ref": "#/components/schemas/GameStatus"}),
            OpenApiParameter("ruleset", s.RULESET_ID),
            OpenApiParameter("my_turn", bool, description="true: only games waiting for a move of yours; "
                                                          "false: only the others."),
            *pagination.cursor_parameter(GAMES_PAGE),
        ],
        responses={200: s.GameSerializer(many=True), **problem_responses(400, 422)},
        summary="Your games, those waiting for you first",
        description=f"Those waiting for a move of yours first, then the most recently updated. At most "
                    f"{GAMES_PAGE} a page (limit); a Link header with rel=\"next\" gives the next page.",
    )
    @reads_from_replica
    def get(self, request: Request) -> Response:
        # A filter given empty is refused like any value outside its schema (leave it out instead).
        my_turn = request.query_params.get("my_turn", "").lower()
        if my_turn not in {"true", "false", "1", "0"} and "my_turn" in request.query_params:
            raise BadRequest("bad_parameter", "my_turn must be true or false.")
        status_filter = request.query_params.get("status")
        if status_filter is not None and status_filter not in Game.Status.values:
            raise BadRequest("bad_parameter", f"status must be one of {', '.join(Game.Status.values)}.")
        ruleset = request.query_params.get("ruleset")
        if ruleset is not None and ruleset not in registry():
            raise BadRequest("unknown_ruleset",
                             f"There is no game called {ruleset!r}. Known games: {', '.join(registry().ids())}.")
        size = pagination.page_size(request, GAMES_PAGE)
        start = pagination.decode_cursor(request, 3)
        where = None
        if start is not None:  # after the last game of the page before, in the list's order
            turn, updated, last = bool(start[0]), pagination.cursor_datetime(start[1]), start[2]
            if updated is None or not isinstance(last, int) or not 0 <= last <= MAX_PARAMETER:
                raise pagination.not_a_cursor()
            where = (Q(is_to_move__lt=turn) | Q(is_to_move=turn, game__updated_at__lt=updated)
                     | Q(is_to_move=turn, game__updated_at=updated, game_id__lt=last))
        found = queries.player_games(request.user, status=[status_filter] if status_filter else None,
                                     ruleset=ruleset, my_turn=None if my_turn == "" else my_turn in {"true", "1"},
                                     order_by=queries.MY_TURN_THEN_RECENT, limit=size + 1, where=where)
        response = Response([game_body(row.game) for row in found[:size]])
        if len(found) > size:
            last_row = found[size - 1]
            pagination.with_next(request, response, cursor=pagination.encode_cursor(
                last_row.my_turn, last_row.game.updated_at.isoformat(), last_row.game.pk))
        return response

    @extend_schema(
        operation_id="create_game",
        request=s.CreateGameSerializer,
        responses={201: s.GameSerializer, **problem_responses(400, 422, 429)},
        summary="Create a game: it starts at once, or waits for invitations and open seats",
        description="Seats the caller and players who opted in to being seated directly; anyone else named "
        "by id or email is invited and must accept (consent), and open or link seats wait for players. A "
        "game with nobody to wait for starts at once (status active); otherwise it is waiting, and starts "
        "when its last seat is taken. The answer is the same whether or not a player id exists. Every "
        "invitation counts toward a daily cap: past it, 429 with a Retry-After header. The Location header "
        "gives the new game's address. A rated game (rated: true) counts for its players' ratings once "
        "finished; its bots count at their level's fixed rating and only the people's ratings change "
        "(a game of bots only: 422 rated_with_bot). A bot seat, {\"kind\": \"bot\", "
        "\"level\": \"easy\" | \"normal\" | \"strong\"} (BotLevel; left out: normal; another level is a "
        "400 bad_bot_level), has no player and is not waited for: a game of the caller against bots "
        "starts at once. A bot's moves arrive by themselves, a moment after the move that made its turn "
        "(the move's answer still shows the bot to move: follow GET /api/games/{id}/events/ with wait, or "
        "the stream); each follows a meta:autopilot event whose data names the bot's level.",
    )
    def post(self, request: Request) -> Response:
        body = s.CreateGameSerializer(data=request.data)
        body.is_valid(raise_exception=True)
        hours = body.validated_data.get("move_time_limit_hours")
        join_hours = body.validated_data.get("join_within_hours")
        game = services.create_game(
            creator=request.user,
            ruleset_id=body.validated_data["ruleset"],
            seats=body.validated_data["players"],
            options=body.validated_data["options"],
            move_time_limit=timedelta(hours=hours) if hours else None,
            seating=body.validated_data["seating"],
            join_within=timedelta(hours=join_hours) if join_hours else None,
            rated=body.validated_data["rated"],
        )
        return _created(request, game)


def _created(request: Request, game: Game) -> Response:
    """201 with the game's body and its address in ``Location``."""
    response = Response(game_body(services.get_game(game.pk)), status=status.HTTP_201_CREATED)
    response["Location"] = request.build_absolute_uri(reverse("game", kwargs={"game_id": game.pk}))
    return response


class OpenGameListView(APIView):
    @extend_schema(
        operation_id="list_open_games",
        parameters=pagination.cursor_parameter(LOBBY_PAGE),
        responses={200: s.OpenGameSerializer(many=True), **problem_responses(400, 422)},
        summary="The lobby: games waiting for players, newest first",
        description="Waiting games with at least one open seat free. Join one with POST "
        f"/api/games/{{id}}/join/; the game starts when its last seat is taken. At most {LOBBY_PAGE} a page; "
        'a Link header with rel="next" gives the next page.',
    )
    def get(self, request: Request) -> Response:
        size = pagination.page_size(request, LOBBY_PAGE)
        games, cursor = pagination.newest_first_page(request, services.open_games(), size)
        response = Response([open_game_body(game) for game in games])
        if cursor is not None:
            pagination.with_next(request, response, cursor=cursor)
        return response


class JoinView(APIView):
    @extend_schema(
        operation_id="join_game",
        request=s.JoinSerializer,
        responses={200: s.GameSerializer, **problem_responses(400, 403, 404, 409)},
        summary="Join a waiting game",
        description="Take a free open seat, or a link seat with the game's invite_token. The game starts when "
        "the last seat is taken. 409 with code game_full, game_started, game_expired, game_cancelled or "
        "already_seated when you cannot; 403 invite_required or invalid_invite_token for link seats.",
    )
    def post(self, request: Request, game_id: int) -> Response:
        body = s.JoinSerializer(data=request.data if isinstance(request.data, dict) else {})
        body.is_valid(raise_exception=True)
        services.join_game(game_id=game_id, player=request.user,
                           invite_token=body.validated_data.get("invite_token") or None)
        return Response(game_body(services.get_game(game_id)))


class RematchView(APIView):
    @extend_schema(
        operation_id="propose_rematch",
        request=None,
        responses={201: s.GameSerializer, **problem_responses(403, 404, 409, 422, 429)},
        summary="Propose a rematch of a finished game",
        description="A new waiting game with the same rule set, options, time per move and seat kinds: you keep "
        "your seat, the other players are invited (those who opted in are seated directly), bots stay bots. "
        "409 rematch_exists (with `game`) if one was already proposed.",
    )
    def post(self, request: Request, game_id: int) -> Response:
        return _created(request, services.rematch(game_id=game_id, player=request.user))


def _invitation_for(request: Request, invitation_id: int) -> Invitation:
    """The caller's invitation ``invitation_id`` (to their id or their email), or 404: another
    person's invitation is not shown to exist."""
    invitation = Invitation.objects.filter(
        Q(player=request.user) | Q(player__isnull=True, email=request.user.email), pk=invitation_id).first()
    if invitation is None:
        raise NotFound("invitation_not_found", "You have no invitation with this id.")
    return invitation


class InvitationListView(APIView):
    @extend_schema(
        operation_id="list_invitations",
        responses={200: s.InvitationSerializer(many=True), **problem_responses()},
        summary="Your pending invitations",
        description="Invitations to your player id or your email address still open, oldest first.",
    )
    def get(self, request: Request) -> Response:
        return Response(s.InvitationSerializer(services.pending_invitations(request.user), many=True).data)


class InvitationAcceptView(APIView):
    @extend_schema(
        operation_id="accept_invitation",
        request=None,
        responses={200: s.GameSerializer, **problem_responses(404, 422)},
        summary="Accept an invitation",
        description="Take the seat offered; the game starts if it was the last one to fill.",
    )
    def post(self, request: Request, invitation_id: int) -> Response:
        invitation = _invitation_for(request, invitation_id)
        services.accept_invitation(invitation_id=invitation.pk, player=request.user)
        return Response(game_body(services.get_game(invitation.game_id)))


class InvitationDeclineView(APIView):
    @extend_schema(
        operation_id="decline_invitation",
        request=None,
        responses={200: s.GameSerializer, **problem_responses(404, 422)},
        summary="Decline an invitation",
        description="The game cannot start without you: it is cancelled, and the others are told.",
    )
    def post(self, request: Request, invitation_id: int) -> Response:
        invitation = _invitation_for(request, invitation_id)
        services.decline_invitation(invitation_id=invitation.pk, player=request.user)
        return Response(game_body(services.get_game(invitation.game_id)))


NOT_MODIFIED = {304: OpenApiResponse(description="Not modified: the If-None-Match tag is still current.")}


class GameDetailView(APIView):
    @extend_schema(
        operation_id="get_game", parameters=[MIN_SEQ, *conditional.PARAMETERS],
        responses={200: s.GameSerializer, **NOT_MODIFIED, **problem_responses(400, 403, 404)},
        summary="A game's status")
    @reads_from_replica
    def get(self, request: Request, game_id: int) -> Response:
        game = services.get_game(game_id)
        services.seat_of(game, request.user)
        body = game_body(game)
        etag = conditional.body_tag(body)
        return conditional.not_modified(request, etag) or conditional.tagged(Response(body), etag)


class GameStateView(APIView):
    @extend_schema(
        operation_id="get_view",
        parameters=[whole_number("at", "See the game as it was after this seq (at most the game's seq: a later "
                                       "one is a 400, bad_seq)."),
                    MIN_SEQ, *conditional.PARAMETERS],
        responses={200: s.ViewSerializer, **NOT_MODIFIED, **problem_responses(400, 403, 404, 422)},
        summary="The game as your seat may see it",
    )
    @reads_from_replica
    def get(self, request: Request, game_id: int) -> Response:
        game = services.get_game(game_id)
        seat = services.seat_of(game, request.user)
        at = _int_param(request, "at", game.seq)
        etag = conditional.state_tag("view", game, seat, request.user.pk, at)
        # The caller is following the game (the turn email policy holds emails back meanwhile).
        presence.note_seen(game_id=game.pk, game=game, player_id=request.user.pk, seq=at if at == game.seq else None)
        if at is not None and at <= game.seq and (unchanged := conditional.not_modified(request, etag)):
            return unchanged
        state = services.load_state(game, at=at)
        view = services.ruleset_for(game).view(state, seat) if state is not None else {}
        return conditional.tagged(Response({"seq": at, "seat": seat, "ruleset": game.ruleset, "view": view}), etag)


class LegalMovesView(APIView):
    @extend_schema(
        operation_id="get_legal_moves", parameters=[MIN_SEQ, *conditional.PARAMETERS],
        responses={200: s.LegalMovesSerializer, **NOT_MODIFIED, **problem_responses(400, 403, 404)},
        summary="Your legal moves now")
    @reads_from_replica
    def get(self, request: Request, game_id: int) -> Response:
        game = services.get_game(game_id)
        seat = services.seat_of(game, request.user)
        etag = conditional.state_tag("legal-moves", game, seat, request.user.pk)
        presence.note_seen(game_id=game.pk, game=game, player_id=request.user.pk, seq=game.seq)  # a client at the table
        unchanged = conditional.not_modified(request, etag)
        if unchanged is not None:
            return unchanged
        return conditional.tagged(Response({"seq": game.seq, "seat": seat, "ruleset": game.ruleset,
                                            "moves": queries.legal_moves(game, seat)}),
                                  etag)


class MoveView(APIView):
    throttle_scope = throttles.MOVES  # its own budget per token (API_RATE_MOVES)

    @extend_schema(
        operation_id="make_move",
        request=s.MoveRequestSerializer,
        parameters=[OpenApiParameter("Idempotency-Key", {"type": "string", "minLength": 1, "maxLength": 128},
                                     OpenApiParameter.HEADER,
                                     description="Any unique string per move, 1 to 128 characters: a retry with "
                                                 "the same key and body returns the first answer."),
                    *move_answer.PARAMETERS],
        responses={201: move_answer.MoveAnswerSerializer, **problem_responses(400, 403, 404, 409, 413, 422)},
        summary="Make a move",
        description="With ?return=view,legal-moves (or Prefer: return=representation) the answer also carries "
                    "your view and your legal moves after the move: one request per move.",
    )
    def post(self, request: Request, game_id: int) -> Response:
        data = request.data
        if not isinstance(data, dict):
            raise BadRequest("malformed_request", 'The body must be a JSON object: {"move": {...}, "expected_seq": N}.')
        if "move" not in data or "expected_seq" not in data:
            raise BadRequest("malformed_request", 'The body needs "move" and "expected_seq".')
        show, preferred = move_answer.wanted(request)
        result = services.submit_move(
            game_id=game_id,
            player=request.user,
            move=data["move"],
            expected_seq=data["expected_seq"],
            idempotency_key=request.headers.get("Idempotency-Key"),
            show=show,
        )
        response = Response(move_answer.add_shown(move_response_body(result), result), status=status.HTTP_201_CREATED)
        if preferred:
            response["Preference-Applied"] = move_answer.PREFER_REPRESENTATION
        # Where the move's events can be read again: the log from the first of them on.
        first = result.events[0]["seq"] if result.events else result.seq
        response["Location"] = request.build_absolute_uri(
            f"{reverse('game-events', kwargs={'game_id': game_id})}?after={first - 1}")
        return response


class LeaveView(APIView):
    @extend_schema(
        operation_id="leave_game",
        request=None,
        responses={200: s.GameSerializer, **problem_responses(403, 404, 422)},
        summary="Leave a game",
        description="Give up your seat. In an active game the autopilot plays it from now on (the "
        "rule set's timeout move on each of its turns); if no other seat has a player, or the game "
        "is still waiting for invitations, the game is aborted and everyone told. You then lose "
        "access to the game.",
    )
    def post(self, request: Request, game_id: int) -> Response:
        services.leave_game(game_id=game_id, player=request.user)
        return Response(game_body(services.get_game(game_id)))


def _takeback_body(game_id: int, player, taken_back: bool | None = None) -> dict:
    game = services.get_game(game_id)
    body = s.TakebackSerializer(takebacks.offer(game, list(game.seats.all()), player)).data
    if taken_back is not None:
        body["taken_back"] = taken_back
    return body


_TAKEBACK_RULES = (
    "A move can be taken back while it is the game's last move, it is yours, and it revealed nothing "
    "(no card drawn or shown, no secret, no random draw, the game not over): a move that revealed "
    "anything is never taken back. When no other player has seen it, it is taken back at once; "
    "otherwise every other player is asked, and it is taken back when all have accepted, unless "
    "someone moves first. Each step is an event of the log (meta:takeback_requested, "
    "meta:takeback_accepted, meta:takeback_declined, meta:takeback).")


class TakebackView(APIView):
    @extend_schema(
        operation_id="get_takeback",
        responses={200: s.TakebackSerializer, **problem_responses(403, 404)},
        summary="What you may do about takebacks",
        description=_TAKEBACK_RULES,
    )
    def get(self, request: Request, game_id: int) -> Response:
        game = services.get_game(game_id)
        services.seat_of(game, request.user)
        return Response(_takeback_body(game_id, request.user))

    @extend_schema(
        operation_id="request_takeback",
        request=None,
        responses={201: s.TakebackSerializer, **problem_responses(403, 404, 409, 422)},
        summary="Ask to take back your last move",
        description=_TAKEBACK_RULES + " 422 says why a request is refused (code nothing_to_take_back, "
        "not_your_move, revealed_information or takeback_already_asked); 409 (takeback_pending): "
        "you asked already and the others have not all answered. taken_back says whether it happened at once.",
    )
    def post(self, request: Request, game_id: int) -> Response:
        done = takebacks.request_takeback(game_id=game_id, player=request.user)
        return Response(_takeback_body(game_id, request.user, done), status=status.HTTP_201_CREATED)


class TakebackAnswerView(APIView):
    accept = True

    def post(self, request: Request, game_id: int) -> Response:
        done = takebacks.answer_takeback(game_id=game_id, player=request.user, accept=self.accept)
        return Response(_takeback_body(game_id, request.user, done))


class TakebackAcceptView(TakebackAnswerView):
    accept = True

    @extend_schema(
        operation_id="accept_takeback",
        request=None,
        responses={200: s.TakebackSerializer, **problem_responses(403, 404, 409, 422)},
        summary="Accept another player's takeback request",
        description="The move is taken back once every other player has accepted (taken_back). 422 "
        "(no_takeback_request): nobody asked, it was declined, or a move was made since; 409: you accepted already.",
    )
    def post(self, request: Request, game_id: int) -> Response:
        return super().post(request, game_id)


class TakebackDeclineView(TakebackAnswerView):
    accept = False

    @extend_schema(
        operation_id="decline_takeback",
        request=None,
        responses={200: s.TakebackSerializer, **problem_responses(403, 404, 409, 422)},
        summary="Decline another player's takeback request",
        description="One decline ends the request: the move stands, and it cannot be asked again.",
    )
    def post(self, request: Request, game_id: int) -> Response:
        return super().post(request, game_id)


class EventListView(APIView):
    @extend_schema(
        operation_id="list_events",
        parameters=[
            whole_number("after", "Only events after this seq."),
            pagination.limit_parameter(EVENTS_PAGE, "events", 'a Link header with rel="next" (the same request '
                                       "with after set to the last event's seq) says that more follow."),
            pagination.LINK,
            whole_number(
                "wait", "Long poll: when there is no event for you after `after`, wait up to this many "
                        "seconds for one before answering; an empty list means none came. Default 0: answer "
                        "at once.", maximum=MAX_WAIT_SECONDS),
        ],
        responses={200: s.EventSerializer(many=True), **problem_responses(400, 403, 404)},
        summary="The game's log, as your seat may see it",
    )
    @reads_from_replica
    def get(self, request: Request, game_id: int) -> Response:
        game = services.get_game(game_id)
        seat = services.seat_of(game, request.user)
        after = _int_param(request, "after", 0)
        limit = pagination.page_size(request, EVENTS_PAGE)
        wait = _int_param(request, "wait", 0)
        if wait > MAX_WAIT_SECONDS:
            raise BadRequest("bad_parameter", f"wait is at most {MAX_WAIT_SECONDS} seconds.")
        events = services.wait_for_events(game, seat, after=after, limit=limit, wait=wait)
        # A long poll asks here each time it wakes, so an open one keeps its player present.
        presence.note_seen(game_id=game.pk, game=game, player_id=request.user.pk,
                           seq=max(events[-1]["seq"], after or 0) if events else after)
        response = Response([event_body(event) for event in events])
        if events and events[-1]["seq"] < game.seq:  # more was there when the request came
            pagination.with_next(request, response, after=events[-1]["seq"])
        return response


class ChatView(APIView):
    """Table talk: not game events, so no seq, no ``expected_seq`` and no Idempotency-Key."""

    @extend_schema(
        operation_id="list_chat_messages",
        parameters=[
            whole_number("after", "Only messages with an id above this one."),
            pagination.limit_parameter(CHAT_PAGE, "messages", 'a Link header with rel="next" says that more follow.'),
            pagination.LINK,
        ],
        responses={200: s.ChatMessageSerializer(many=True), **problem_responses(400, 403, 404)},
        summary="The game's chat, oldest first",
        description="Any seated player may read it, in any game status. Reading it marks the messages "
                    'returned as seen: the "your turn" email lists only messages posted after them.',
    )
    def get(self, request: Request, game_id: int) -> Response:
        game = services.get_game(game_id)
        services.seat_of(game, request.user)
        after = _int_param(request, "after", 0)
        limit = pagination.page_size(request, CHAT_PAGE)
        messages = chat.messages_after(game, after=after, limit=limit + 1)
        more, messages = len(messages) > limit, messages[:limit]
        if messages:
            chat.mark_read(game=game, player=request.user, up_to=messages[-1].pk)
        response = Response(s.ChatMessageSerializer(messages, many=True).data)
        if more:
            pagination.with_next(request, response, after=messages[-1].pk)
        return response

    @extend_schema(
        operation_id="post_chat_message",
        request=s.ChatPostSerializer,
        responses={201: s.ChatMessageSerializer, **problem_responses(400, 403, 404, 413)},
        summary="Post a message to the table",
        description="Any seated player may post, in any game status. A message is not a move: it never "
                    "changes the game's seq. An empty or too long body gets a 400 "
                    "(code empty_message or message_too_long).",
    )
    def post(self, request: Request, game_id: int) -> Response:
        data = request.data
        if not isinstance(data, dict) or "body" not in data:
            raise BadRequest("malformed_request", 'The body must be a JSON object: {"body": "your message"}.')
        # The text itself is checked by the chat service, so the API and the page refuse the same
        # messages with the same codes; ChatPostSerializer only documents the body.
        message = chat.post_message(game_id=game_id, player=request.user, body=data["body"])
        response = Response(s.ChatMessageSerializer(message).data, status=status.HTTP_201_CREATED)
        # The chat from this message on.
        response["Location"] = request.build_absolute_uri(
            f"{reverse('game-chat', kwargs={'game_id': game_id})}?after={message.pk - 1}")
        return response
