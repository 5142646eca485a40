"""``GET /api/stream/`` past the read budget (WSGI, where each reconnection is a read): the answer
must be one a standard ``EventSource`` retries. The HTML standard's EventSource fails for good on
any answer but ``200 text/event-stream`` (the eventsource npm package stays in readyState 2 after
a 429); a 200 stream that ends is reconnected after the last ``retry:`` it gave, with
``Last-Event-ID``. ``SpecEventSource`` follows those rules over the Django test client."""

from __future__ import annotations

import json

import pytest

from games import services
from games.api import throttles
from games.streams import feed

pytestmark = pytest.mark.django_db

CONNECTING, OPEN, CLOSED = 0, 1, 2


class SpecEventSource:
    """An EventSource's processing model (HTML Living Standard, "Server-sent events" §9.2): the
    events a response dispatches, the reconnection time its ``retry:`` fields set, the last event
    id, and what happens when the response ends: reconnect (CONNECTING) or fail (CLOSED)."""

    def __init__(self, client) -> None:
        self.client = client
        self.ready_state = CONNECTING
        self.reconnection_ms = 3000  # the user agent's default until a retry: field says otherwise
        self.last_event_id = ""
        self.events: list[tuple[str, str]] = []

    def connect(self) -> None:
        headers = {"HTTP_ACCEPT": "text/event-stream"}
        if self.last_event_id:
            headers["HTTP_LAST_EVENT_ID"] = self.last_event_id
        response = self.client.get("/api/stream/", **headers)
        content_type = response["Content-Type"].split(";")[0].strip().lower()
        if response.status_code != 200 or content_type != "text/event-stream":
            self.ready_state = CLOSED  # "fail the connection": no reconnection, ever
            return
        self.ready_state = OPEN
        body = b"".join(response.streaming_content) if response.streaming else response.content
        self._parse(body.decode())
        self.ready_state = CONNECTING  # the stream ended: "reestablish the connection" after reconnection_ms

    def _parse(self, text: str) -> None:
        data: list[str] = []
        event = ""
        for line in text.replace("\r\n", "\n").split("\n"):
            if line == "":
                if data:
                    self.events.append((event or "message", "\n".join(data)))
                data, event = [], ""
                continue
            if line.startswith(":"):
                continue
            name, _, value = line.partition(":")
            value = value.removeprefix(" ")
            if name == "event":
                event = value
            elif name == "data":
                data.append(value)
            elif name == "id" and "\0" not in value:
                self.last_event_id = value
            elif name == "retry" and value.isdigit():
                self.reconnection_ms = int(value)


def spend_reads(client, count: int) -> None:
    for _ in range(count):
        assert client.get("/api/rulesets/").status_code == 200


def test_a_throttled_stream_is_retried_by_an_event_source_when_the_window_ends(settings, players, client_for,
                                                                                monkeypatch):
    settings.API_RATE_READS = 3
    client = client_for(players[0])
    source = SpecEventSource(client)
    source.connect()  # the first read of the window
    assert source.ready_state == CONNECTING and [name for name, _ in source.events] == ["hello"]
    cursor = source.last_event_id
    spend_reads(client, 2)  # the budget is spent

    source.connect()
    assert source.ready_state == CONNECTING, "a throttled stream closed the EventSource for good"
    name, data = source.events[-1]
    problem = json.loads(data)
    assert name == "rate_limited" and problem["code"] == "rate_limited" and problem["scope"] == "reads"
    assert source.reconnection_ms == problem["retry_after"] * 1000  # back when the window ends
    assert 1000 <= source.reconnection_ms <= settings.API_RATE_WINDOW_SECONDS * 1000
    assert source.last_event_id == cursor  # nothing told: it resumes where it was

    real_time = throttles.time.time
    monkeypatch.setattr(throttles.time, "time", lambda: real_time() + settings.API_RATE_WINDOW_SECONDS)
    told = len(source.events)
    game = services.create_game(creator=players[0], ruleset_id="uigo", seats=[players[0].pk, players[1].pk])
    source.connect()  # the next window: the stream goes on from its cursor, and tells what it missed
    assert source.ready_state == CONNECTING
    new = [(name, json.loads(data)) for name, data in source.events[told:]]
    assert "rate_limited" not in [name for name, _ in new]
    assert ("game_started", game.pk) in [(name, data.get("game")) for name, data in new]
    assert feed.Cursor.decode(source.last_event_id).since == feed.Cursor.decode(cursor).since


def test_with_the_counters_in_redis(settings, players, client_for, redis_counters):
    """Production's counting (one Lua script in Redis; this run's own server)."""
    settings.API_RATE_READS = 2
    client = client_for(players[0])
    spend_reads(client, 2)
    source = SpecEventSource(client)
    source.connect()
    assert source.ready_state == CONNECTING and source.events[-1][0] == "rate_limited"
    assert source.reconnection_ms == json.loads(source.events[-1][1])["retry_after"] * 1000


def test_past_the_address_budget_too(settings, players, client_for):
    settings.API_RATE_PER_ADDRESS = 2
    spend_reads(client_for(players[1]), 2)
    source = SpecEventSource(client_for(players[0]))
    source.connect()
    assert source.ready_state == CONNECTING
    assert json.loads(source.events[-1][1])["scope"] == "requests"


def test_other_refusals_still_end_the_event_source(players, client_for):
    """A 401 or a bad cursor cannot be mended by waiting: those stay errors that close it."""
    from rest_framework.test import APIClient

    source = SpecEventSource(APIClient())
    source.connect()
    assert source.ready_state == CLOSED
    source = SpecEventSource(client_for(players[0]))
    source.last_event_id = "nonsense"
    source.connect()
    assert source.ready_state == CLOSED


def test_the_schema_promises_no_429_for_the_stream(client_for, players):
    schema = client_for(players[0]).get("/api/schema/?format=json").json()
    responses = schema["paths"]["/api/stream/"]["get"]["responses"]
    assert "429" not in responses and {"200", "400", "401"} <= set(responses)
    assert "rate_limited" in schema["paths"]["/api/stream/"]["get"]["description"]
