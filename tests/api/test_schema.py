"""The OpenAPI schema: valid, generated without a single warning, and complete — every request
and response body has a type, and errors are documented as application/problem+json."""

from __future__ import annotations

import json

import pytest
from django.core.management import call_command

pytestmark = pytest.mark.django_db

TYPED = {"type", "$ref", "allOf", "oneOf", "anyOf"}


@pytest.fixture(scope="module")
def schema(tmp_path_factory, django_db_blocker):
    path = tmp_path_factory.mktemp("schema") / "openapi.json"
    with django_db_blocker.unblock():
        # --fail-on-warn turns any warning (an untyped field, a colliding operation id) into a failure.
        call_command("spectacular", "--validate", "--fail-on-warn", "--format", "openapi-json", "--file", str(path))
    return json.loads(path.read_text())


def untyped(node, where: str):
    """Yield the places inside a schema object that say nothing about their type."""
    if not isinstance(node, dict):
        return
    if not TYPED & set(node):
        yield where
    for name, child in node.get("properties", {}).items():
        yield from untyped(child, f"{where}.{name}")
    if isinstance(node.get("items"), dict):
        yield from untyped(node["items"], f"{where}[]")
    extra = node.get("additionalProperties")
    if isinstance(extra, dict):
        if extra == {}:
            yield f"{where}.*"
        else:
            yield from untyped(extra, f"{where}.*")
    for key in ("allOf", "oneOf", "anyOf"):
        for index, child in enumerate(node.get(key, [])):
            yield from untyped(child, f"{where}.{key}[{index}]")


def test_every_body_and_component_is_typed(schema):
    problems = []
    for name, component in schema["components"]["schemas"].items():
        problems += untyped(component, name)
    for path, operations in schema["paths"].items():
        for method, operation in operations.items():
            bodies = [("request", operation.get("requestBody", {}))]
            bodies += [(status, response) for status, response in operation["responses"].items()]
            for label, body in bodies:
                for media, content in body.get("content", {}).items():
                    problems += untyped(content.get("schema"), f"{method.upper()} {path} {label} {media}")
                if label == "request" and body:
                    assert body.get("content"), f"{method} {path}: a request body without content"
    assert problems == []


def test_every_operation_documents_its_errors_as_problem_json(schema):
    for path, operations in schema["paths"].items():
        for method, operation in operations.items():
            responses = operation["responses"]
            assert "401" in responses, f"{method} {path}"
            for status, response in responses.items():
                if status.startswith(("4", "5")):
                    assert set(response["content"]) == {"application/problem+json"}, f"{method} {path} {status}"
                    assert response["content"]["application/problem+json"]["schema"] == {
                        "$ref": "#/components/schemas/Problem"}
                elif path == "/api/stream/":  # Server-Sent Events
                    assert set(response["content"]) == {"text/event-stream"}, f"{method} {path} {status}"
                elif status not in {"204", "304"}:  # no body
                    assert set(response["content"]) == {"application/json"}, f"{method} {path} {status}"


def test_the_public_contract_fields_are_in_the_schema(schema):
    components = schema["components"]["schemas"]

    def fields(name):
        return set(components[name]["properties"])

    # seating, join_by, rematch_of, rated and each seat's kind are additive fields.
    assert fields("Game") == {"id", "ruleset", "status", "seats", "to_move", "seq", "deadline", "outcome",
                              "seating", "join_by", "rematch_of", "rated"}
    assert fields("Seat") == {"seat", "player", "name", "kind", "level"}
    assert fields("Ruleset") == {"id", "name", "min_players", "max_players", "options_schema"}
    # View is one of the games' {Game}ViewAnswer, which add ruleset (additive).
    for game in ("Uigo", "Fjords", "Knarr", "Graenaland", "Greenland"):
        assert fields(f"{game}ViewAnswer") == {"seq", "seat", "ruleset", "view"}
    # LegalMoves is one of the games' {Game}LegalMoves, which add ruleset (additive).
    for game in ("Uigo", "Fjords", "Knarr", "Graenaland", "Greenland"):
        assert fields(f"{game}LegalMoves") == {"seq", "seat", "ruleset", "moves"}
    assert fields("Event") == {"seq", "type", "seat", "data", "at"}
    # View and legal_moves, only when asked for (?return=, Prefer), not required.
    assert fields("MoveResponse") == {"seq", "events", "view", "legal_moves"}
    assert set(components["MoveResponse"]["required"]) == {"seq", "events"}
    # The caller's play_forced_moves setting, and the other settings a bot needs: seat_directly,
    # notify, turn_emails, reminders (additive).
    assert fields("Player") == {"id", "name", "email", "play_forced_moves", "seat_directly", "notify",
                                "turn_emails", "reminders"}
    assert {"move", "expected_seq"} <= set(components["MoveRequest"]["properties"])
    assert {"ruleset", "players", "options", "move_time_limit_hours", "seating", "join_within_hours", "rated"} == set(
        components["CreateGameRequest"]["properties"])
    for path, method in [("/api/games/open/", "get"), ("/api/games/{game_id}/join/", "post"),
                         ("/api/games/{game_id}/rematch/", "post"), ("/api/invitations/", "get"),
                         ("/api/invitations/{invitation_id}/accept/", "post"),
                         ("/api/invitations/{invitation_id}/decline/", "post")]:
        assert schema["paths"][path][method]["summary"], path
    assert "429" in schema["paths"]["/api/games/"]["post"]["responses"]
    games = schema["paths"]["/api/games/"]["get"]
    assert {p["name"] for p in games["parameters"]} == {"status", "ruleset", "my_turn", "cursor", "limit"}
    events = schema["paths"]["/api/games/{game_id}/events/"]["get"]
    assert {"after", "limit", "wait"} <= {p["name"] for p in events["parameters"]}
    moves = schema["paths"]["/api/games/{game_id}/moves/"]["post"]
    assert any(p["name"] == "Idempotency-Key" and p["in"] == "header" for p in moves["parameters"])
    assert {"201", "400", "401", "403", "404", "409", "413", "422"} <= set(moves["responses"])
    tokens = schema["paths"]["/api/players/me/tokens/"]
    assert {"get", "post"} <= set(tokens) and "delete" in schema["paths"]["/api/players/me/tokens/{token_id}/"]


def test_the_schema_offers_bearer_or_token_authentication(schema):
    """A client generated from /api/schema/ authenticates with Bearer out of the box;
    the ``Token`` keyword stays documented. Either one suffices (two requirements, not one)."""
    schemes = schema["components"]["securitySchemes"]
    assert schemes["bearerAuth"]["type"] == "http" and schemes["bearerAuth"]["scheme"] == "bearer"
    assert schemes["tokenAuth"]["type"] == "apiKey" and schemes["tokenAuth"]["in"] == "header"
    assert schemes["tokenAuth"]["name"] == "Authorization"
    security = schema["paths"]["/api/players/me/"]["get"]["security"]
    assert {"bearerAuth": []} in security and {"tokenAuth": []} in security


def refers(node: dict, name: str) -> bool:
    """Whether ``node`` is the component ``name`` (drf-spectacular wraps a reference with a
    description in ``allOf``)."""
    ref = {"$ref": f"#/components/schemas/{name}"}
    return node == ref or node.get("allOf") == [ref]


def test_moves_and_views_are_typed_components_of_each_game(schema):
    """A legal-moves item is a type the move endpoint takes (``{Game}Move``, one of
    ``Move``), ``Move`` is one of the five games' move unions, each discriminated by ``type``, and
    a view is one of the games' views. The legal moves are one of the games' ``{Game}LegalMoves``,
    told apart by ``ruleset``: move types recur across games (``pass``), and a client that tries a
    union's members in turn would otherwise parse a Greenland ``pass`` as Grænaland's."""
    components = schema["components"]["schemas"]
    assert components["MoveRequest"]["properties"]["move"] == {"$ref": "#/components/schemas/Move"}
    games = ["Uigo", "Fjords", "Knarr", "Graenaland", "Greenland"]
    # A view answer is one of the games' {Game}ViewAnswer, told apart by ruleset: its view is the
    # game's, or {} before the game starts.
    assert components["View"]["oneOf"] == [{"$ref": f"#/components/schemas/{game}ViewAnswer"} for game in games]
    for game in games:
        assert components[f"{game}ViewAnswer"]["properties"]["view"]["oneOf"] == [
            {"$ref": f"#/components/schemas/{game}View"}, {"$ref": "#/components/schemas/NotStartedView"}]
    assert components["LegalMoves"]["oneOf"] == [{"$ref": f"#/components/schemas/{game}LegalMoves"} for game in games]
    assert components["LegalMoves"]["discriminator"]["propertyName"] == "ruleset"
    for ruleset_id, ref in components["LegalMoves"]["discriminator"]["mapping"].items():
        game = ref.rsplit("/", 1)[1].removesuffix("LegalMoves")
        assert components[f"{game}LegalMoves"]["properties"]["ruleset"]["enum"] == [ruleset_id]
        assert components[f"{game}LegalMoves"]["properties"]["moves"]["items"] == {
            "$ref": f"#/components/schemas/{game}Move"}
    assert components["Move"]["oneOf"] == [{"$ref": f"#/components/schemas/{game}Move"} for game in games]
    assert components["GameView"]["oneOf"] == [{"$ref": f"#/components/schemas/{game}View"}
                                               for game in [*games, "NotStarted"]]
    for game in games:
        for union in (f"{game}Move", f"{game}Event"):
            mapping = components[union]["discriminator"]["mapping"]
            assert components[union]["discriminator"]["propertyName"] == "type"
            assert [{"$ref": ref} for ref in mapping.values()] == components[union]["oneOf"]
            for kind, ref in mapping.items():
                variant = components[ref.rsplit("/", 1)[1]]
                assert variant["properties"]["type"] == {"type": "string", "enum": [kind]}
                assert variant["additionalProperties"] is False
        assert components[f"{game}View"]["additionalProperties"] is False
    assert {"UigoPlayCardMove", "UigoPlaceCardMove", "UigoCard"} <= set(components)
    assert components["RulesetId"]["enum"] == ["uigo", "fjords", "knarr", "graenaland", "greenland"]
    assert refers(components["Game"]["properties"]["ruleset"], "RulesetId")
    assert refers(components["CreateGameRequest"]["properties"]["ruleset"], "RulesetId")


def test_event_data_is_a_named_component_per_game_and_type(schema):
    """Each event type's data is one named component, ``{Game}{Type}EventData``, which the
    game's event envelope refers to and ``{Game}EventData`` lists; the server's ``meta:`` events have
    theirs (``Meta{Type}EventData``). ``Event.data`` is ``EventData``, an open object that names them:
    a log item's data has no discriminator of its own (see ``games.api.ruleset_schemas``)."""
    from games.api.ruleset_schemas import camel, prefix
    from games.meta_events import DATA_SCHEMAS, META_PREFIX
    from games.rulesets import registry

    components = schema["components"]["schemas"]
    assert refers(components["Event"]["properties"]["data"], "EventData")
    assert refers(components["MoveResponse"]["properties"]["events"]["items"], "Event")
    assert components["EventData"]["type"] == "object"
    assert "{Game}{Type}EventData" in components["EventData"]["description"]
    for ruleset in registry():
        game = prefix(ruleset.id)
        kinds = [variant["properties"]["type"]["const"] for variant in ruleset.event_schema["oneOf"]]
        names = [f"{game}{camel(kind)}EventData" for kind in kinds]
        assert components[f"{game}EventData"]["anyOf"] == [{"$ref": f"#/components/schemas/{name}"} for name in names]
        for kind, name in zip(kinds, names, strict=True):
            envelope = components[f"{game}{camel(kind)}Event"]
            assert envelope["properties"]["data"] == {"$ref": f"#/components/schemas/{name}"}
            assert components[name]["type"] == "object" and components[name]["additionalProperties"] is False
    meta = [f"Meta{camel(kind.removeprefix(META_PREFIX))}EventData" for kind in DATA_SCHEMAS]
    assert components["MetaEventData"]["anyOf"] == [{"$ref": f"#/components/schemas/{name}"} for name in meta]
    assert {"GreenlandBidEventData", "UigoCardPlayedEventData", "MetaTimeoutEventData",
            "MetaSeatReplacedEventData", "GreenlandTribe", "GraenalandTerritory"} <= set(components)


def test_names_read_well_in_generated_code(schema):
    """No doubled suffix, one enum per closed set (the query parameter names the same
    one as the body), operation ids are verbs with objects."""
    components = schema["components"]["schemas"]
    assert not [name for name in components if name.endswith("RequestRequest") or name.endswith("Enum")]
    games = schema["paths"]["/api/games/"]["get"]["parameters"]
    assert {p["name"]: p["schema"] for p in games}["status"] == {"$ref": "#/components/schemas/GameStatus"}
    assert refers(components["Game"]["properties"]["status"], "GameStatus")
    ids = {operation["operationId"] for operations in schema["paths"].values() for operation in operations.values()}
    assert {"list_games", "create_game", "get_game", "get_legal_moves", "make_move", "leave_game", "list_events",
            "get_view", "get_ruleset", "list_rulesets", "join_game", "propose_rematch"} <= ids
    assert not [name for name in ids if name.endswith(("_create", "_retrieve", "_list", "_destroy"))]
    # A closed set or null is the set's component, nullable (generated: ``UigoColour | None``), not
    # a copy of the enum with null in it (generated: classes named ``…Type1``, ``…Type2Type1``).
    assert components["UigoView"]["properties"]["led_colour"] == {
        "allOf": [{"$ref": "#/components/schemas/UigoColour"}], "nullable": True}
    level = components["Seat"]["properties"]["level"]
    assert level["allOf"] == [{"$ref": "#/components/schemas/BotLevel"}] and level["nullable"] is True


def test_every_header_and_limit_is_in_the_schema(schema):
    """The Idempotency-Key's limits, Location on every 201, Retry-After on every 429 and
    503 (every operation may answer 503 while the database is out)."""
    moves = schema["paths"]["/api/games/{game_id}/moves/"]["post"]
    key = next(p for p in moves["parameters"] if p["name"] == "Idempotency-Key")
    assert key["schema"] == {"type": "string", "minLength": 1, "maxLength": 128}
    for path, operations in schema["paths"].items():
        for method, operation in operations.items():
            responses = operation["responses"]
            assert "Retry-After" in responses["503"]["headers"], f"{method} {path}"
            if "429" in responses:
                assert "Retry-After" in responses["429"]["headers"], f"{method} {path}"
            if "201" in responses:
                assert "Location" in responses["201"]["headers"], f"{method} {path}"


def test_a_ruleset_and_its_schemas(client_for, make_player):
    """``GET /api/rulesets/{id}/`` gives the rule set's JSON Schemas, as the rule set declares them."""
    from games.rulesets import registry

    client = client_for(make_player())
    for ruleset in registry():
        answer = client.get(f"/api/rulesets/{ruleset.id}/")
        assert answer.status_code == 200
        body = answer.json()
        assert body["id"] == ruleset.id
        for kind in ("options", "move", "view", "event"):
            assert body[f"{kind}_schema"] == getattr(ruleset, f"{kind}_schema")
    missing = client.get("/api/rulesets/chess/")
    assert missing.status_code == 404 and missing.json()["code"] == "unknown_ruleset"


def test_a_rate_limit_problem_documents_what_it_sends(schema):
    """A 429 rate_limited carries limit and scope; the Problem component names both."""
    problem = schema["components"]["schemas"]["Problem"]["properties"]
    assert {"retry_after", "limit", "scope"} <= set(problem)
    assert schema["components"]["schemas"]["RateLimitScope"]["enum"] == ["moves", "writes", "reads", "requests"]


def test_an_invitation_message_is_documented_and_matches_what_is_pushed(schema, make_player):
    import jsonschema

    from games import services
    from games.services.invitations import invitation_message

    assert "invitation" in schema["components"]["schemas"]["StreamEvent"]["properties"]["event"]["enum"]
    component = schema["components"]["schemas"]["InvitationMessage"]
    host, invitee = make_player(), make_player(seat_directly=False)
    game = services.create_game(creator=host, ruleset_id="uigo", seats=[host.pk, invitee.pk])
    message = json.loads(json.dumps(invitation_message(game.invitations.get())))
    jsonschema.validate(message, {**component, "additionalProperties": False}, format_checker=jsonschema.FormatChecker())
    assert set(message) == set(component["required"])


def test_every_event_the_server_writes_has_an_envelope_in_a_discriminated_union(schema):
    """Grænaland's ``game_stopped`` (the turn limit) and every ``meta:`` event are typed events."""
    from games.meta_events import DATA_SCHEMAS

    schemas = schema["components"]["schemas"]
    graenaland = schemas["GraenalandEvent"]["discriminator"]["mapping"]
    assert graenaland["game_stopped"] == "#/components/schemas/GraenalandGameStoppedEvent"
    assert set(schemas["GraenalandGameStoppedEventData"]["required"]) == {"reason", "turns", "last_built_turn"}
    meta = schemas["MetaEvent"]
    assert meta["discriminator"]["propertyName"] == "type" and set(meta["discriminator"]["mapping"]) == set(DATA_SCHEMAS)
    timeout = schemas["MetaTimeoutEvent"]
    assert timeout["properties"]["type"]["enum"] == ["meta:timeout"]
    assert timeout["properties"]["data"] == {"$ref": "#/components/schemas/MetaTimeoutEventData"}


def test_a_graenaland_game_stopped_event_validates_against_its_schema():
    import jsonschema

    from games.rulesets import registry

    ruleset = registry().get("graenaland")
    event = {"type": "game_stopped", "seat": None, "data": {"reason": "turn_limit", "turns": 41, "last_built_turn": 36}}
    jsonschema.validate(event, ruleset.event_schema)


def test_view_is_told_apart_by_ruleset_and_the_answer_says_it(schema, client_for, make_player):
    from games import services
    from games.rulesets import registry

    schemas = schema["components"]["schemas"]
    view = schemas["View"]
    assert view["discriminator"]["propertyName"] == "ruleset"
    assert set(view["discriminator"]["mapping"]) == set(registry().ids())
    uigo = schemas["UigoViewAnswer"]
    assert uigo["properties"]["ruleset"]["enum"] == ["uigo"] and "ruleset" in uigo["required"]
    me, rival = make_player(), make_player(seat_directly=False)
    started = services.create_game(creator=me, ruleset_id="uigo", seats=[me.pk, make_player().pk])
    waiting = services.create_game(creator=me, ruleset_id="knarr", seats=[me.pk, rival.pk])
    client = client_for(me)
    assert client.get(f"/api/games/{started.pk}/view/").json()["ruleset"] == "uigo"
    assert client.get(f"/api/games/{waiting.pk}/view/").json() == {"seq": 0, "seat": 0, "ruleset": "knarr", "view": {}}


def test_the_move_answer_refers_to_its_members_without_allof(schema):
    """Generated TypeScript narrows ``legal_moves`` and ``view`` only when they are plain references."""
    properties = schema["components"]["schemas"]["MoveResponse"]["properties"]
    assert properties["legal_moves"] == {"$ref": "#/components/schemas/LegalMoves"}
    assert properties["view"] == {"$ref": "#/components/schemas/View"}


def test_every_operation_with_a_body_documents_415(schema, client_for, make_player):
    for path, operations in schema["paths"].items():
        for method, operation in operations.items():
            if isinstance(operation, dict) and "requestBody" in operation:
                response = operation["responses"].get("415")
                assert response, f"{method} {path} documents no 415"
                assert "application/problem+json" in response["content"]
    answer = client_for(make_player()).post("/api/games/", data="ruleset=uigo", content_type="text/plain")
    assert answer.status_code == 415 and answer.json()["code"] == "unsupported_media_type"


def test_stream_messages_and_webhook_bodies_have_components(schema, make_player):
    import jsonschema
    from django.utils import timezone

    from games import services
    from games.api.stream import STREAM_EVENT_NAMES
    from outbox.models import Delivery, Endpoint
    from webhooks.tasks import body_of

    schemas = schema["components"]["schemas"]
    for name in STREAM_EVENT_NAMES:
        data = {"event": "StreamEventData", "invitation": "InvitationMessage", "rate_limited": "Problem"}.get(
            name, "Stream" + "".join(part.title() for part in name.split("_")) + "Data")
        assert data in schemas, f"the stream's {name} has no component {data}"
    host, invitee = make_player(), make_player(seat_directly=False)
    game = services.create_game(creator=host, ruleset_id="uigo", seats=[host.pk, invitee.pk])
    endpoint = Endpoint.objects.create(owner=invitee, url="https://example.org/hook", secret="s")
    delivery = Delivery.objects.create(endpoint=endpoint, game=game, seat=1, kind="invitation",
                                       invitation=game.invitations.get(), first_seq=0, last_seq=0,
                                       next_attempt_at=timezone.now())
    body = json.loads(body_of(Delivery.objects.select_related("game", "invitation__invited_by").get(pk=delivery.pk)))
    jsonschema.validate(body, {"$ref": "#/components/schemas/WebhookBody", "components": schema["components"]})
    assert body["type"] == "invitation" and body["invitation"]["game"] == game.pk


def test_the_docs_say_how_to_seat_a_bot_and_what_each_level_is(schema):
    """A client author learns from the schema alone how to seat a bot, what each level does, and
    how a bot's moves reach them (the issue's "API docs: levels, how to seat a bot")."""
    create = schema["paths"]["/api/games/"]["post"]["description"]
    assert '{"kind": "bot", "level": "easy" | "normal" | "strong"}' in create
    assert "bad_bot_level" in create and "meta:autopilot" in create and "events" in create
    components = schema["components"]["schemas"]
    levels = components["BotLevel"]
    assert levels["enum"] == ["easy", "normal", "strong"]
    for level in levels["enum"]:
        assert f"{level}: " in levels["description"], level
    assert "sees only what its seat sees" in levels["description"]
    assert refers(components["NewSeat"]["properties"]["level"], "BotLevel")
    marker = components["MetaAutopilotEventData"]["properties"]["bot"]
    assert marker["enum"] == levels["enum"] and "level" in marker["description"]
