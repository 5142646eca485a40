"""Player endpoints of the REST API: who am I, and my API tokens."""

from django.conf import settings
from django.urls import reverse
from drf_spectacular.utils import extend_schema
from rest_framework import exceptions, serializers, status
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from config.problem_json import problem_responses
from games.api.serializers import ClosedBodySerializer, closed_request
from games.services.errors import NotFound, Unprocessable
from games.services.vacations import set_vacation
from players.models import ApiToken, Player
from players.services import (
    MAX_LIVE_TOKENS,
    ParentRevoked,
    TooManyTokens,
    create_token,
    revoke_tokens,
    set_play_forced_moves,
)


class PlayerSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    name = serializers.CharField(source="display_name")
    email = serializers.EmailField()
    play_forced_moves = serializers.BooleanField(
        help_text="Play my forced moves for me: when I have exactly one legal move and every player can see "
                  "it is the only one, Ravenpost plays it at once, without a turn email (the log says so).")
    seat_directly = serializers.BooleanField(
        help_text="Others may seat me in their games without asking (for bot accounts): a game that seats me "
                  "by id starts without an invitation to accept.")
    notify = serializers.ChoiceField(choices=Player.Notify.choices,
                                     help_text="Emails about my turns: each_turn, daily_digest or none.")
    turn_emails = serializers.ChoiceField(choices=Player.TurnEmails.choices,
                                          help_text="With each_turn: when_away (not while I follow the game) or always.")
    reminders = serializers.ChoiceField(choices=Player.Reminders.choices,
                                        help_text="Reminders before my time to move runs out: none, one or two.")


class StrictBooleanField(serializers.BooleanField):
    """``true`` or ``false`` and nothing else: DRF's ``BooleanField`` takes ``0``, ``"yes"`` or
    ``"on"`` too, which the schema (``type: boolean``) does not allow."""

    def to_internal_value(self, data):
        if not isinstance(data, bool):
            self.fail("invalid", input=data)
        return data


@closed_request("PatchedPlayerSettingsRequest")
class PlayerSettingsSerializer(ClosedBodySerializer):
    """The settings a player may change through the API; any other field is refused (400)."""

    play_forced_moves = StrictBooleanField(required=False, help_text="See `play_forced_moves` of `get_me`.")
    seat_directly = StrictBooleanField(required=False, help_text="See `seat_directly` of `get_me`.")
    notify = serializers.ChoiceField(choices=Player.Notify.choices, required=False, help_text="See `get_me`.")
    turn_emails = serializers.ChoiceField(choices=Player.TurnEmails.choices, required=False, help_text="See `get_me`.")
    reminders = serializers.ChoiceField(choices=Player.Reminders.choices, required=False, help_text="See `get_me`.")


class TextField(serializers.CharField):
    """A string, and only a string: DRF's ``CharField`` turns a number into its digits, so a
    client that sent ``{"name": 42}`` by mistake was never told."""

    default_error_messages = {"not_text": "Must be text (a JSON string), not {kind}."}

    def to_internal_value(self, data):
        if not isinstance(data, str):
            self.fail("not_text", kind=type(data).__name__)
        return super().to_internal_value(data)


class TokenSerializer(serializers.Serializer):
    id = serializers.IntegerField(read_only=True)
    name = TextField(max_length=80, required=False, allow_blank=True, default="")
    hint = serializers.CharField(read_only=True, help_text="The first characters of the token.")
    created_at = serializers.DateTimeField(read_only=True)
    last_used_at = serializers.DateTimeField(read_only=True, allow_null=True)


class NewTokenSerializer(TokenSerializer):
    token = serializers.CharField(read_only=True, help_text="The secret: shown this once, stored only hashed.")


class MeView(APIView):
    @extend_schema(operation_id="get_me", responses={200: PlayerSerializer, **problem_responses()}, summary="The player who is calling")
    def get(self, request: Request) -> Response:
        return Response(PlayerSerializer(request.user).data)

    @extend_schema(operation_id="update_me", request=PlayerSettingsSerializer, responses={200: PlayerSerializer, **problem_responses(400)},
                   summary="Change your settings", description="Only the fields sent change; a field not listed "
                   "here is refused (400 invalid_request, `errors` naming it).")
    def patch(self, request: Request) -> Response:
        body = PlayerSettingsSerializer(data=request.data)
        body.is_valid(raise_exception=True)
        if "play_forced_moves" in body.validated_data:
            set_play_forced_moves(request.user, body.validated_data["play_forced_moves"])
        # The other settings are plain fields of the player, as the settings page saves them.
        plain = {name: value for name, value in body.validated_data.items() if name != "play_forced_moves"}
        if plain:
            for name, value in plain.items():
                setattr(request.user, name, value)
            request.user.save(update_fields=list(plain))
        return Response(PlayerSerializer(request.user).data)


class TokenListView(APIView):
    @extend_schema(operation_id="list_tokens", responses={200: TokenSerializer(many=True), **problem_responses()}, summary="Your API tokens")
    def get(self, request: Request) -> Response:
        tokens = ApiToken.objects.filter(player=request.user, revoked_at__isnull=True).order_by("-created_at")
        return Response(TokenSerializer(tokens, many=True).data)

    @extend_schema(operation_id="create_token", request=TokenSerializer,
                   responses={201: NewTokenSerializer, **problem_responses(400, 422)},
                   summary="Create a token (its secret is shown once)",
                   description=f"A player holds at most {MAX_LIVE_TOKENS} live tokens (422 `too_many_tokens`: "
                               "revoke one first). A token created with a token is revoked whenever that one "
                               "is, with everything created through it in turn.")
    def post(self, request: Request) -> Response:
        body = TokenSerializer(data=request.data)
        body.is_valid(raise_exception=True)
        parent = request.auth if isinstance(request.auth, ApiToken) else None
        try:
            token, raw = create_token(request.user, name=body.validated_data["name"], parent=parent)
        except TooManyTokens as error:
            raise Unprocessable("too_many_tokens", f"You have {error.limit} live tokens already, the most "
                                                   "allowed: revoke one you no longer use first.") from None
        except ParentRevoked:
            raise exceptions.AuthenticationFailed("Invalid or revoked token.", code="invalid_token") from None
        data = NewTokenSerializer(token).data
        data["token"] = raw
        response = Response(data, status=status.HTTP_201_CREATED)
        response["Location"] = request.build_absolute_uri(reverse("player-token", kwargs={"token_id": token.pk}))
        return response


class TokenDetailView(APIView):
    @extend_schema(operation_id="revoke_token", responses={204: None, **problem_responses(404)}, summary="Revoke a token")
    def delete(self, request: Request, token_id: int) -> Response:
        revoked = revoke_tokens(ApiToken.objects.filter(pk=token_id, player=request.user))
        if not revoked:
            raise NotFound("token_not_found", f"You have no active token {token_id}.")
        return Response(status=status.HTTP_204_NO_CONTENT)


class VacationSerializer(ClosedBodySerializer):
    """A vacation: both dates, or both null (none)."""

    starts_at = serializers.DateTimeField(allow_null=True, help_text="When the vacation starts (now or later); null: none.")
    ends_at = serializers.DateTimeField(allow_null=True, help_text="When it ends; null: none.")
    max_days = serializers.IntegerField(read_only=True, help_text="The longest one vacation may last (VACATION_MAX_DAYS).")
    days_per_year = serializers.IntegerField(read_only=True,
                                             help_text="The days of vacation allowed per calendar year (VACATION_DAYS_PER_YEAR).")


# The body of ``set_vacation``: both dates, or both null (none); one alone is refused (400).
_DATE = {"type": "string", "format": "date-time"}
VACATION_REQUEST = {
    "oneOf": [
        {"type": "object", "required": ["starts_at", "ends_at"], "title": "VacationDates",
         "additionalProperties": False,
         "properties": {"starts_at": {**_DATE, "description": "When the vacation starts (now or later)."},
                        "ends_at": {**_DATE, "description": "When it ends."}}},
        {"type": "object", "required": ["starts_at", "ends_at"], "title": "NoVacation",
         "additionalProperties": False,
         "properties": {"starts_at": {"type": "string", "nullable": True, "enum": [None]},
                        "ends_at": {"type": "string", "nullable": True, "enum": [None]}}},
    ],
    "description": "Both dates (a vacation) or both null (none).",
}


def _vacation_body(player: Player) -> dict:
    return VacationSerializer({"starts_at": player.vacation_from, "ends_at": player.vacation_until,
                               "max_days": settings.VACATION_MAX_DAYS,
                               "days_per_year": settings.VACATION_DAYS_PER_YEAR}).data


class VacationView(APIView):
    """The caller's current or next vacation, which pauses their clocks (games.services.vacations)."""

    @extend_schema(operation_id="get_vacation", responses={200: VacationSerializer, **problem_responses()},
                   summary="Your vacation")
    def get(self, request: Request) -> Response:
        return Response(_vacation_body(request.user))

    @extend_schema(operation_id="set_vacation", request={"application/json": VACATION_REQUEST},
                   responses={200: VacationSerializer, **problem_responses(400, 422)},
                   summary="Set or change your vacation (both dates null: none)",
                   description="A vacation starts now or later (no back-dating), lasts at most `max_days`, and "
                               "the vacations of a calendar year add up to at most `days_per_year` days. Both dates "
                               "or neither: one alone is a 400 (`vacation_incomplete`). A vacation the rules refuse "
                               "is a 422 whose `code` says which rule (`vacation_in_the_past`, `vacation_too_long`, "
                               "`vacation_days_used_up`, `vacation_ends_before_start`, `vacation_over`, "
                               "`vacation_changes_used_up`). Each change is a `meta:vacation` event in every active "
                               "game of yours, so a player may set or change a vacation at most "
                               "`VACATION_CHANGES_PER_DAY` (3) times a UTC day; ending one is always allowed.")
    def put(self, request: Request) -> Response:
        body = VacationSerializer(data=request.data)
        body.is_valid(raise_exception=True)
        set_vacation(player=request.user, start=body.validated_data["starts_at"], end=body.validated_data["ends_at"])
        request.user.refresh_from_db(fields=["vacation_from", "vacation_until"])
        return Response(_vacation_body(request.user))

    @extend_schema(operation_id="end_vacation", responses={204: None, **problem_responses()},
                   summary="Cancel your planned vacation, or end the one in progress now")
    def delete(self, request: Request) -> Response:
        set_vacation(player=request.user, start=None, end=None)
        return Response(status=status.HTTP_204_NO_CONTENT)
