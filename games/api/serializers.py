"""Request and response bodies of the games API. Field names here are a public contract.

Each serializer class is the one source of its body: drf-spectacular reads it for the schema, and
the endpoints build the body from it, the hot ones (a game, the lobby, the events, a move) through
``games.api.bodies.body_builder``, which compiles a class's declared fields once into a plain
function giving what ``SerializerClass(instance).data`` gives, at a fraction of DRF's cost
(``tests/api/test_bodies.py`` checks that it does). A field whose value needs computing declares
how, here (``HoursField``, ``FreeOpenSeatsField``, ``SerializerMethodField``), so both paths share it.
"""

from __future__ import annotations

import json

from drf_spectacular.utils import extend_schema_field, extend_schema_serializer
from rest_framework import serializers

from games.describe import bot_name
from games.models import Seat


@extend_schema_field({"type": "object", "additionalProperties": True})
class JSONObjectField(serializers.JSONField):
    """A JSON object whose keys depend on the game (a view, an event's data, a JSON Schema)."""

    default_error_messages = {"not_an_object": "Expected a JSON object."}

    def to_internal_value(self, data):
        if not isinstance(data, dict):
            self.fail("not_an_object")
        return super().to_internal_value(data)


# The request components whose bodies are closed: ``additionalProperties: false`` in the schema
# (``games.api.schema.close_request_bodies``), and an unknown field is a 400 naming it.
CLOSED_REQUESTS: set[str] = set()


class ClosedBodySerializer(serializers.Serializer):
    """A request body that takes only its declared fields: any other is refused (400
    ``invalid_request``, ``errors`` naming each unknown field), so that a client that misspells a
    setting, or sets one the API does not offer, is told rather than ignored. Register the
    request component's name in ``CLOSED_REQUESTS`` (``closed_request``) so the schema says so."""

    def to_internal_value(self, data):
        if isinstance(data, dict):
            unknown = sorted(str(key) for key in data if key not in self.fields)
            if unknown:
                raise serializers.ValidationError(
                    {name: ["Unknown field: the body takes only " + ", ".join(self.fields) + "."] for name in unknown})
        return super().to_internal_value(data)


def closed_request(component: str):
    """Class decorator: the serializer's request component ``component`` is closed in the schema."""

    def register(serializer_class):
        CLOSED_REQUESTS.add(component)
        return serializer_class

    return register


# Components that games.api.ruleset_schemas adds to the schema (the rule sets' own JSON Schemas).
MOVE = {"$ref": "#/components/schemas/Move"}
GAME_VIEW = {"$ref": "#/components/schemas/GameView"}
EVENT_DATA = {"$ref": "#/components/schemas/EventData"}
RULESET_ID = {"$ref": "#/components/schemas/RulesetId"}


@extend_schema_field(RULESET_ID)
class RulesetIdField(serializers.CharField):
    """A rule set's id: an enum in the schema (``RulesetId``). Requests are still checked by the
    services, which refuse an unknown id with the problem code ``unknown_ruleset``."""


@extend_schema_field({"type": "object", "additionalProperties": True})
class JSONSchemaField(JSONObjectField):
    """A JSON Schema document (draft 2020-12)."""


class RulesetSerializer(serializers.Serializer):
    id = RulesetIdField()
    name = serializers.CharField()
    min_players = serializers.IntegerField()
    max_players = serializers.IntegerField()
    options_schema = JSONObjectField(help_text="JSON Schema of the options this game accepts.")


class RulesetDetailSerializer(RulesetSerializer):
    """A rule set with the JSON Schemas (draft 2020-12) of its moves, view and events, the same as
    its ``{Game}Move``, ``{Game}View`` and ``{Game}Event`` components."""

    move_schema = JSONSchemaField(help_text="JSON Schema of its moves: oneOf one object per move type, by `type`.")
    view_schema = JSONSchemaField(help_text="JSON Schema of its view (GET /api/games/{id}/view/'s `view`).")
    event_schema = JSONSchemaField(
        help_text="JSON Schema of its events as a reader gets them ({type, seat, data}): oneOf one per `type`.")


SEAT_KINDS = ["player", "open", "link", "bot"]
BOT_LEVELS = ["easy", "normal", "strong"]


class SeatSerializer(serializers.Serializer):
    seat = serializers.IntegerField()
    player = serializers.IntegerField(source="player_id", allow_null=True,
                                      help_text="Null while invited or free, and for a bot.")
    name = serializers.SerializerMethodField()
    kind = serializers.ChoiceField(
        choices=SEAT_KINDS,
        help_text="player: a person (seated, or invited while player is null); open: anyone may take it from "
                  "the lobby; link: only people with the game's invite link; bot: played by a bot at its level.")
    level = serializers.SerializerMethodField(
        help_text='A bot\'s level: "easy", "normal" or "strong"; null for every other seat.')

    # The closed set's component, nullable (generated: ``BotLevel | None``).
    @extend_schema_field({"allOf": [{"$ref": "#/components/schemas/BotLevel"}], "nullable": True})
    def get_level(self, seat) -> str | None:
        return (seat.bot_level or Seat.BotLevel.EASY) if seat.kind == Seat.Kind.BOT else None

    @extend_schema_field(serializers.CharField(allow_null=True, help_text=(
        'The player\'s name; a bot\'s, with its level, e.g. "Bot Bjørn (strong)", in the answer\'s language; '
        "null while invited or free.")))
    def get_name(self, seat) -> str | None:
        if seat.player_id is not None:
            return seat.player.display_name
        return bot_name(seat) if seat.kind == Seat.Kind.BOT else None


@extend_schema_field({"type": "number"})
class NumberField(serializers.Field):
    """A number passed through as the rule set gave it (an integer stays an integer)."""

    def to_representation(self, value):
        return value


class RankSerializer(serializers.Serializer):
    seat = serializers.IntegerField()
    rank = serializers.IntegerField()
    score = NumberField()


class OutcomeSerializer(serializers.Serializer):
    scores = serializers.DictField(child=NumberField(), help_text="Score by seat (keys are seat numbers).")
    ranking = RankSerializer(many=True, help_text="Seats best first; equal seats share a rank.")
    winners = serializers.ListField(child=serializers.IntegerField())


class GameSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    ruleset = RulesetIdField()
    status = serializers.ChoiceField(choices=["waiting", "active", "finished", "aborted"])
    seats = SeatSerializer(many=True)
    to_move = serializers.ListField(child=serializers.IntegerField())
    seq = serializers.IntegerField()
    deadline = serializers.DateTimeField(allow_null=True)
    outcome = OutcomeSerializer(allow_null=True)
    seating = serializers.ChoiceField(choices=["listed", "random"],
                                      help_text="random: the seat order is drawn when the game starts.")
    join_by = serializers.DateTimeField(allow_null=True,
                                        help_text="A waiting game that has not filled by then expires.")
    rematch_of = serializers.IntegerField(source="rematch_of_id", allow_null=True,
                                          help_text="The game this one is a rematch of.")
    rated = serializers.BooleanField(help_text="Counts for the players' ratings once finished "
                                               "(GET /api/ratings/{ruleset}/).")


class HoursField(serializers.IntegerField):
    """A duration as whole hours (rounded down)."""

    def to_representation(self, value):
        return int(value.total_seconds() // 3600)


class FreeOpenSeatsField(serializers.IntegerField):
    """How many of a game's seats (``source="seats"``, prefetched) are open and still free."""

    def to_representation(self, value):
        return sum(1 for seat in value.all() if seat.kind == "open" and seat.player_id is None)


class OpenGameSerializer(GameSerializer):
    """A game of the lobby: a waiting game with at least one open seat."""

    options = JSONObjectField(help_text="The game's options, defaults filled in.")
    move_time_limit_hours = HoursField(source="move_time_limit", allow_null=True,
                                       help_text="Time each player has for a move.")
    seats_left = FreeOpenSeatsField(source="seats", help_text="Open seats still free.")


class InvitationSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    game = serializers.IntegerField(source="game_id")
    ruleset = RulesetIdField(source="game.ruleset")
    seat = serializers.IntegerField(help_text="The seat offered, as listed when the game was created.")
    invited_by = serializers.SerializerMethodField(help_text="The name of the player who invited you.")
    expires_at = serializers.DateTimeField()

    def get_invited_by(self, invitation) -> str | None:
        return invitation.invited_by.display_name if invitation.invited_by else None


class JoinSerializer(serializers.Serializer):
    invite_token = serializers.CharField(
        required=False, allow_blank=True, max_length=500,
        help_text="The token of the game's invite link, to take a link seat (the last part of the link); "
                  "empty or left out: none.")


# A seat that waits for a player or is a bot: the NewSeat component (games.api.schema adds it).
_SEAT_OBJECT = {"$ref": "#/components/schemas/NewSeat"}


@extend_schema_field({"oneOf": [{"type": "integer", "minimum": 1, "maximum": 2**63 - 1},
                                {"type": "string", "format": "email", "maxLength": 254},
                                _SEAT_OBJECT]})
class SeatEntryField(serializers.Field):
    """A seat: a player id, an email address to invite, or ``{"kind": "open" | "link" | "bot"}``; a
    bot's object may name its level, ``{"kind": "bot", "level": "easy" | "normal" | "strong"}``."""

    def to_internal_value(self, data):
        if isinstance(data, dict):
            if data.get("kind") == "bot" and set(data) <= {"kind", "level"}:
                if "level" in data and data["level"] not in BOT_LEVELS:
                    raise serializers.ValidationError(
                        f'A bot\'s level is "easy", "normal" or "strong", not {json.dumps(data["level"])}.')
                return dict(data)
            if set(data) != {"kind"} or data.get("kind") not in ("open", "link", "bot"):
                raise serializers.ValidationError('A seat object is {"kind": "open"}, {"kind": "link"} or '
                                                  '{"kind": "bot"} (a bot may add "level": "easy", "normal" or '
                                                  '"strong").')
            return {"kind": data["kind"]}
        if isinstance(data, bool) or not isinstance(data, (int, str)):
            raise serializers.ValidationError("Each seat is a player id, an email address or a seat object.")
        if isinstance(data, int) and not 1 <= data <= 2**63 - 1:
            raise serializers.ValidationError("A player id is a positive integer.")
        if isinstance(data, str) and len(data) > 254:
            raise serializers.ValidationError("An email address has at most 254 characters.")
        return data

    def to_representation(self, value):
        return value


class CreateGameSerializer(serializers.Serializer):
    ruleset = RulesetIdField(max_length=32)
    players = serializers.ListField(
        child=SeatEntryField(), min_length=1, max_length=16,
        help_text="Seats in order. The caller must hold a seat (their id or email). A player id seats the caller, "
                  "or a player who opted in to being seated directly (bot accounts); any other id gets an "
                  "invitation that only that player may accept (GET /api/invitations/). An email gets an "
                  'invitation by email. {"kind": "open"}: anyone may take it from the lobby (GET '
                  '/api/games/open/); {"kind": "link"}: only people with the game\'s invite link; '
                  '{"kind": "bot", "level": "normal"}: played by a bot at that level ("easy", "normal", the '
                  'default, or "strong"). The game starts when every seat but the bots\' has a player; until '
                  "then it is waiting.",
    )
    options = JSONObjectField(
        required=False, default=dict,
        help_text="The game's options (see the rule set's options_schema); defaults fill what is left out.",
    )
    move_time_limit_hours = serializers.IntegerField(
        required=False, min_value=1, max_value=24 * 14,
        help_text="Time each player has for a move, in hours: 1 hour to 14 days (default 72).",
    )
    seating = serializers.ChoiceField(
        choices=["listed", "random"], default="listed",
        help_text="listed: seats in the order given; random: the order is drawn when the game starts.",
    )
    join_within_hours = serializers.IntegerField(
        required=False, min_value=1, max_value=24 * 30,
        help_text="A game still waiting for players after this many hours expires, and everyone who joined is "
                  "told: 1 hour to 30 days (default 7 days).",
    )
    rated = serializers.BooleanField(
        required=False, default=False,
        help_text="true: once finished, the game counts for its players' ratings (GET /api/ratings/{ruleset}/). "
                  "A rated game needs two seats or more (422 rated_alone) and a person's seat (422 rated_with_bot); "
                  "a bot seat counts at its level's fixed rating (GET /api/ratings/{ruleset}/anchors/), and only "
                  "the people's ratings change.",
    )


@extend_schema_field(GAME_VIEW)
class GameViewField(JSONObjectField):
    """A game's view: the ``GameView`` component, one of the games' ``{Game}View``."""


class ViewSerializer(serializers.Serializer):
    """In the schema, ``View`` is one of ``{Game}ViewAnswer``, told apart by ``ruleset``
    (``games.api.ruleset_schemas``), so that a generated client narrows ``view`` to its game's."""

    seq = serializers.IntegerField()
    seat = serializers.IntegerField(allow_null=True)
    ruleset = RulesetIdField(help_text="The game's rule set: which game's view this is.")
    view = GameViewField(help_text="The state as this seat may see it; its shape depends on the game.")


@extend_schema_field(MOVE)
class MoveField(serializers.JSONField):
    """A move: a JSON object with a ``type``; the other fields depend on the game. One component,
    ``Move``, for a legal-moves item and the body of a move, so a client posts what it was given."""


class LegalMovesSerializer(serializers.Serializer):
    """In the schema, ``LegalMoves`` is one of ``{Game}LegalMoves``, told apart by ``ruleset``
    (``games.api.ruleset_schemas``), so that a generated client parses each move as its own game's
    class: move types recur across games (``pass``, ``end_turn``)."""

    seq = serializers.IntegerField()
    seat = serializers.IntegerField(allow_null=True)
    ruleset = RulesetIdField(help_text="The game's rule set: which game's moves these are.")
    moves = serializers.ListField(child=MoveField())


@extend_schema_field(EVENT_DATA)
class EventDataField(JSONObjectField):
    """An event's data: the ``EventData`` component, one of the games' ``{Game}{Type}EventData`` (or a
    ``meta:`` event's ``Meta{Type}EventData``). Only the schema says more than before: the answer
    is the redacted event's data, as it always was."""


class EventSerializer(serializers.Serializer):
    seq = serializers.IntegerField()
    type = serializers.CharField()
    seat = serializers.IntegerField(allow_null=True, help_text="The seat that caused it; null for the game itself.")
    data = EventDataField(help_text="What happened; its fields depend on the game and the event's type: "
                                    "`{Game}{Type}EventData` (`meta:` types: `Meta{Type}EventData`).")
    at = serializers.DateTimeField()


@extend_schema_serializer(component_name="Move")  # "MoveRequest" once COMPONENT_SPLIT_REQUEST adds "Request"
class MoveRequestSerializer(serializers.Serializer):
    move = MoveField()
    expected_seq = serializers.IntegerField(min_value=0, help_text="The seq of the last event you saw.")


class MoveResponseSerializer(serializers.Serializer):
    seq = serializers.IntegerField()
    events = EventSerializer(many=True)


class ChatMessageSerializer(serializers.Serializer):
    id = serializers.IntegerField(help_text="Increases with each message: pass the last one you saw as ?after=.")
    seat = serializers.IntegerField(help_text="The author's seat.")
    player = serializers.IntegerField(source="player_id", help_text="The author's player id.")
    name = serializers.CharField(source="player.display_name", help_text="The author's name.")
    body = serializers.CharField()
    at = serializers.DateTimeField(source="created_at")


class ChatPostSerializer(serializers.Serializer):
    body = serializers.CharField(
        min_length=1, max_length=2000,
        help_text="The message: 1 to 2000 characters once surrounding blank space is removed.",
    )


class TakebackSerializer(serializers.Serializer):
    """What the caller may do about takebacks in a game now (``games.services.takebacks.Offer``)."""

    can_request = serializers.BooleanField(help_text="You may ask to take back your last move now.")
    instant = serializers.BooleanField(
        help_text="Your request would be granted at once: the move revealed nothing and nobody else has seen it.")
    refusal = serializers.CharField(
        help_text="Why you cannot ask now (empty when you can): nothing_to_take_back, not_your_move, "
                  "revealed_information, takeback_pending or takeback_already_asked.")
    pending = serializers.BooleanField(help_text="A takeback request is open, waiting for answers.")
    requester = serializers.IntegerField(allow_null=True, help_text="The seat that asked, if a request is open.")
    batch = serializers.IntegerField(allow_null=True,
                                     help_text="The seq of the first event of the move concerned, if any.")
    must_answer = serializers.BooleanField(help_text="You are asked to accept or decline the open request.")
    taken_back = serializers.BooleanField(
        required=False, help_text="In the answer to a request or an accept: whether the move is now taken back.")
