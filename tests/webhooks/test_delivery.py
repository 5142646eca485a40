"""Deliveries of real games to a real local HTTP server: what is sent (redacted for the owner's
seat, signed), that the rows are written with the move or not at all, retries with back-off, and
disabling with an email to the owner."""

from __future__ import annotations

import json
import re
from datetime import timedelta
from random import Random

import pytest
import time_machine
from django.utils import timezone

from games import services
from games.models import Event, Game
from outbox.models import Attempt, Delivery, Notification
from tests.playing import play_random_move, seat_players
from tests.webhooks.test_signing import documented_verify
from webhooks import tasks
from webhooks.services import register_endpoint

pytestmark = pytest.mark.django_db
CARD = re.compile(r"\b(?:red|blue|green|yellow|purple)-[0-8]\b")


def bodies(receiver) -> list[dict]:
    return [json.loads(item.body) for item in receiver.received]


def test_a_whole_game_reaches_the_owner_redacted_and_signed(make_player, receiver, allow_loopback,
                                                            django_capture_on_commit_callbacks):
    bot, other = make_player(), make_player()
    with django_capture_on_commit_callbacks(execute=True):
        endpoint = register_endpoint(owner=bot, url=receiver.url)
        game = services.create_game(creator=other, ruleset_id="uigo", seats=[other.pk, bot.pk])
    seated, chooser = seat_players(game), Random(5)
    while game.status == Game.Status.ACTIVE:
        with django_capture_on_commit_callbacks(execute=True):
            play_random_move(game, chooser, seated)
        game.refresh_from_db()

    received = bodies(receiver)
    kinds = [body["type"] for body in received]
    assert kinds[0] == "game_started" and kinds[-1] == "game_ended"
    assert "your_turn" in kinds and kinds.count("game_started") == kinds.count("game_ended") == 1
    assert received[-1]["game"]["status"] == "finished" and received[-1]["game"]["outcome"] == game.outcome

    # Every event, once, exactly as the owner's seat sees it through the API, and signed.
    verify = documented_verify()
    for item, body in zip(receiver.received, received, strict=True):
        assert verify(endpoint.secret, item.headers["Ravenpost-Signature"], item.body)
        assert item.headers["Ravenpost-Delivery"] == str(body["id"])
        assert item.headers["Ravenpost-Event"] == body["type"] and body["seat"] == 1
    sent = [event for body in received if body["type"] == "events" for event in body["events"]]
    expected = services.events_for_seat(game, 1)
    assert [event["seq"] for event in sent] == [event["seq"] for event in expected]
    for got, event in zip(sent, expected, strict=True):
        assert {key: value for key, value in got.items() if key != "at"} == json.loads(json.dumps(
            {key: value for key, value in event.items() if key != "at"}))
        assert got["at"][:19] == event["at"].isoformat()[:19]

    # Hidden information: the other seat's hand never left, though every deal names it.
    deals = Event.objects.filter(game=game, type="round_dealt").order_by("seq")
    assert deals.count() >= 1
    shown = {event["seq"]: event for event in sent}
    for deal in deals:
        data = shown[deal.seq]["data"]
        assert "hands" not in data and data["hand"] == deal.data["hands"][1]
        assert deal.data["hands"][0] and not set(deal.data["hands"][0]) & set(CARD.findall(json.dumps(data)))
    assert Attempt.objects.filter(endpoint=endpoint, succeeded=True).count() == len(received)
    assert not Delivery.objects.exclude(status=Delivery.Status.DELIVERED).exclude(
        status=Delivery.Status.CANCELLED).exists()


def test_only_the_owners_games_are_delivered(make_player, receiver, allow_loopback,
                                             django_capture_on_commit_callbacks):
    bot, others = make_player(), [make_player() for _ in range(2)]
    with django_capture_on_commit_callbacks(execute=True):
        register_endpoint(owner=bot, url=receiver.url)
        services.create_game(creator=others[0], ruleset_id="uigo", seats=[p.pk for p in others])
    assert receiver.received == [] and not Delivery.objects.exists()


@pytest.mark.django_db(transaction=True)
def test_a_move_outside_a_transaction_writes_its_deliveries_with_it_or_not_at_all(make_player, receiver,
                                                                                  allow_loopback, monkeypatch):
    """The guarded move (no transaction of its own) gets one when it owes deliveries: if their
    insert fails, the move is not written either."""
    bot, other = make_player(), make_player()
    register_endpoint(owner=bot, url=receiver.url)
    game = services.create_game(creator=other, ruleset_id="uigo", seats=[other.pk, bot.pk])
    seated, chooser = seat_players(game), Random(2)
    play_random_move(game, chooser, seated)
    game.refresh_from_db()
    assert Delivery.objects.filter(game=game, last_seq=game.seq, kind="events").exists()
    assert {body["game"]["seq"] for body in bodies(receiver)} >= {game.seq}

    def refuse(*args, **kwargs):
        raise RuntimeError("the delivery insert failed")

    monkeypatch.setattr(Delivery.objects, "bulk_create", refuse)
    seq = game.seq
    with pytest.raises(RuntimeError):
        play_random_move(game, chooser, seated)
    game.refresh_from_db()
    assert game.seq == seq and not Event.objects.filter(game=game, seq__gt=seq).exists()


@pytest.fixture
def failing(make_player, receiver, allow_loopback, django_capture_on_commit_callbacks):
    """A game whose owner's endpoint answers 500: its first attempts failed."""
    receiver.answer = (500, {})
    bot, other = make_player(), make_player()
    with django_capture_on_commit_callbacks(execute=True):
        endpoint = register_endpoint(owner=bot, url=receiver.url)
        services.create_game(creator=other, ruleset_id="uigo", seats=[other.pk, bot.pk])
    endpoint.refresh_from_db()
    return endpoint


def sweep_at(when, capture) -> None:
    with time_machine.travel(when, tick=False), capture(execute=True):
        tasks.deliver_due()


def test_a_failing_endpoint_backs_off_exponentially_and_is_disabled_with_an_email(
        failing, receiver, mailoutbox, django_capture_on_commit_callbacks, settings):
    endpoint = failing
    assert endpoint.consecutive_failures == 1 and len(receiver.received) == 1  # one try; the rest waited
    owed = Delivery.objects.filter(endpoint=endpoint).count()
    assert owed >= 2 and Delivery.objects.filter(endpoint=endpoint, status="pending").count() == owed
    gaps = []
    while endpoint.enabled:
        previous = endpoint.retry_at
        sweep_at(previous - timedelta(seconds=1), django_capture_on_commit_callbacks)  # not due yet
        endpoint.refresh_from_db()
        assert endpoint.retry_at == previous
        sweep_at(previous + timedelta(seconds=1), django_capture_on_commit_callbacks)
        endpoint.refresh_from_db()
        if endpoint.enabled:
            gaps.append(round((endpoint.retry_at - previous).total_seconds() / 60))
    assert endpoint.consecutive_failures == settings.WEBHOOKS_DISABLE_AFTER_FAILURES == 10
    assert gaps == [2, 4, 8, 16, 32, 64, 128, 256]  # minutes, each after the probe of the period before
    # One attempt per period, every one logged; nothing else was sent to it.
    assert Attempt.objects.filter(endpoint=endpoint).count() == len(receiver.received) == 10
    assert set(Attempt.objects.filter(endpoint=endpoint).values_list("status_code", "succeeded")) == {(500, False)}
    # The owner is told, once, in their language's email.
    (email,) = [m for m in mailoutbox if "webhook" in m.subject.lower()]
    assert email.to == [endpoint.owner.email] and endpoint.url in email.body
    assert Notification.objects.filter(kind="webhook_disabled", player=endpoint.owner).count() == 1
    # What it was owed is dropped when next met.
    sweep_at(timezone.now() + timedelta(days=2), django_capture_on_commit_callbacks)
    assert not Delivery.objects.filter(endpoint=endpoint, status="pending").exists()
    assert len(receiver.received) == 10


def test_a_failing_endpoint_is_disabled_after_a_day_without_success(failing, receiver, settings,
                                                                  django_capture_on_commit_callbacks):
    settings.WEBHOOKS_DISABLE_AFTER_FAILURES = 1000
    endpoint = failing
    while endpoint.enabled:
        sweep_at(endpoint.retry_at + timedelta(seconds=1), django_capture_on_commit_callbacks)
        endpoint.refresh_from_db()
    assert endpoint.consecutive_failures < 20
    assert endpoint.disabled_at - endpoint.failing_since >= timedelta(hours=24)
    assert "no successful delivery" in endpoint.disabled_reason


def test_one_success_resets_the_endpoint_and_sends_what_waited(failing, receiver,
                                                              django_capture_on_commit_callbacks):
    endpoint = failing
    sweep_at(endpoint.retry_at + timedelta(seconds=1), django_capture_on_commit_callbacks)
    endpoint.refresh_from_db()
    assert endpoint.consecutive_failures == 2
    receiver.answer = (204, {})
    sweep_at(endpoint.retry_at + timedelta(seconds=1), django_capture_on_commit_callbacks)
    endpoint.refresh_from_db()
    assert endpoint.consecutive_failures == 0 and endpoint.retry_at is None and endpoint.enabled
    assert set(Delivery.objects.filter(endpoint=endpoint).values_list("status", flat=True)) <= {"delivered",
                                                                                                 "cancelled"}
    first = Delivery.objects.filter(endpoint=endpoint).order_by("id").first()
    assert list(first.attempt_log.order_by("number").values_list("number", "status_code")) == [
        (1, 500), (2, 500), (3, 204)]


def test_a_delivery_to_a_private_address_is_refused_and_logged(make_player, settings, monkeypatch,
                                                              django_capture_on_commit_callbacks):
    import socket

    settings.WEBHOOKS_ALLOW_LOOPBACK = False
    monkeypatch.setattr(socket, "getaddrinfo",
                        lambda host, port, *a, **k: [(socket.AF_INET, socket.SOCK_STREAM, 6, "", ("10.0.0.8", port))])
    bot, other = make_player(), make_player()
    with django_capture_on_commit_callbacks(execute=True):
        endpoint = register_endpoint(owner=bot, url="https://bot.example.org/hook")
        services.create_game(creator=other, ruleset_id="uigo", seats=[other.pk, bot.pk])
    (attempt,) = Attempt.objects.filter(endpoint=endpoint)
    assert attempt.status_code is None and "10.0.0.8" in attempt.error and attempt.error.startswith("refused")
    assert not attempt.succeeded
