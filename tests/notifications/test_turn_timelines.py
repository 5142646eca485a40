"""Scripted timelines, counted at a real SMTP server on loopback under a controlled clock: how many
emails each person gets, and when ("a turn email only when it helps", "reminders timed to the
time per move").

The clock is time-machine's; Celery runs eagerly, and beat's periodic tasks are run by ``Beat``
at the moments the timeline says (the send-due-turn-emails sweep, the deadline scan, the outbox
sweep), as the real beat would run them every 30 seconds to a few minutes. The players follow
the game as people do: they open the game page (or read their legal moves through the API) and
move through the API.
"""

from __future__ import annotations

import socket
from collections import Counter
from datetime import UTC, datetime, timedelta
from random import Random

import pytest
import time_machine
from django.test import Client
from django.utils import timezone
from rest_framework.test import APIClient

from games import services
from games.models import Event, Game
from notifications import deadlines, tasks
from players.models import Player
from tests.e2e.mail import Inbox

pytestmark = pytest.mark.django_db

START = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)


@pytest.fixture
def inbox(settings):
    """A real SMTP server on loopback that keeps every message, and the settings to reach it; the
    turn email policy at its defaults (tests/conftest.py turns the grace period off elsewhere)."""
    from aiosmtpd.controller import Controller

    server = Inbox()
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    controller = Controller(server, hostname="127.0.0.1", port=port)
    controller.start()
    settings.EMAIL_BACKEND = "django.core.mail.backends.smtp.EmailBackend"
    settings.EMAIL_HOST, settings.EMAIL_PORT = "127.0.0.1", port
    settings.EMAIL_HOST_USER = settings.EMAIL_HOST_PASSWORD = ""
    settings.EMAIL_USE_TLS = settings.EMAIL_USE_SSL = False
    settings.NOTIFICATIONS_TURN_GRACE_SECONDS = 180
    settings.NOTIFICATIONS_TURN_AFTER_MOVE_SECONDS = 300
    settings.NOTIFICATIONS_PRESENCE_SECONDS = 90
    settings.REMINDER_BEFORE_HOURS, settings.REMINDER_LAST_BEFORE_HOURS = 24, 2
    yield server
    controller.stop()


def kind_of(message) -> str:
    """The notification kind of an email, from its outbox key (``turn:…``, ``reminder:…``, …)."""
    return message["X-Ravenpost-Notification"].split(":")[0]


def received(inbox: Inbox) -> Counter:
    """Emails per (address, kind)."""
    with inbox.lock:
        return Counter((str(message["To"]), kind_of(message)) for message in inbox.messages)


def per_person(inbox: Inbox) -> Counter:
    with inbox.lock:
        return Counter(str(message["To"]) for message in inbox.messages)


class Beat:
    """Celery beat's periodic tasks, run when the timeline says; remembers when it last ran."""

    def __init__(self, clock) -> None:
        self.clock = clock

    def tick(self) -> None:
        tasks.deliver_due()
        deadlines.scan()
        tasks.deliver_pending()

    def run_for(self, duration: timedelta, every: timedelta) -> None:
        """Let ``duration`` pass, ticking every ``every``."""
        end = timezone.now() + duration
        while timezone.now() + every <= end:
            self.clock.shift(every)
            self.tick()
        self.clock.move_to(end)


class Table:
    """A 2-player UIGO! game and its two people: a browser each (for the game page) and an API
    client each (to move)."""

    def __init__(self, make_player, move_time_limit: timedelta, notify: tuple[str, str] = ("each_turn",) * 2):
        self.people = [make_player(name) for name in ("Alice", "Bruno")]
        for person, choice in zip(self.people, notify, strict=True):
            Player.objects.filter(pk=person.pk).update(notify=choice)
        self.game = services.create_game(creator=self.people[0], ruleset_id="uigo",
                                         seats=[p.pk for p in self.people], move_time_limit=move_time_limit)
        self.browsers, self.apis = [], []
        for person in self.people:
            browser = Client()
            browser.force_login(person)
            self.browsers.append(browser)
            api = APIClient()
            api.force_authenticate(person)
            self.apis.append(api)
        self.chooser = Random(17)

    def seat_of(self, person_index: int) -> int:
        return services.seat_of(self.game, self.people[person_index])

    def fresh(self) -> Game:
        self.game.refresh_from_db()
        return self.game

    def to_move(self) -> int:
        """The index of the person to move (one at a time in a 2-player UIGO! game)."""
        seats = self.fresh().to_move
        return next(i for i in range(2) if self.seat_of(i) in seats)

    def look(self, index: int) -> None:
        assert self.browsers[index].get(f"/games/{self.game.pk}/").status_code == 200

    def move(self, index: int) -> None:
        """One move of person ``index``, read from their legal moves and posted through the API."""
        legal = self.apis[index].get(f"/api/games/{self.game.pk}/legal-moves/").json()
        move = self.chooser.choice(legal["moves"])
        answer = self.apis[index].post(f"/api/games/{self.game.pk}/moves/",
                                       {"move": move, "expected_seq": legal["seq"]}, format="json")
        assert answer.status_code == 201, answer.json()

    def over(self) -> bool:
        return self.fresh().status != Game.Status.ACTIVE


def test_a_brisk_game_sends_each_player_at_most_two_emails(inbox, make_player):
    with time_machine.travel(START, tick=False) as clock:
        table, beat = Table(make_player, timedelta(days=3)), Beat(clock)
        moves = 0
        while not table.over():
            index = table.to_move()
            if moves % 4 == 0:
                table.look(index)  # the page, now and then; the API reads keep them present too
            table.move(index)
            moves += 1
            clock.shift(timedelta(seconds=1))
            if moves % 10 == 0:
                beat.tick()
        assert moves > 40  # a whole game, in well under two minutes of the clock
        assert timezone.now() - START < timedelta(minutes=2)
        beat.run_for(timedelta(hours=2), every=timedelta(seconds=30))
    counts = per_person(inbox)
    assert set(counts) == {p.email for p in table.people}, received(inbox)
    assert max(counts.values()) <= 2, received(inbox)
    # What each did get: the game's end (and at most one more, e.g. its start).
    assert all(received(inbox)[(p.email, "over")] == 1 for p in table.people), received(inbox)


def test_a_game_played_one_move_a_day_sends_exactly_one_email_per_turn(inbox, make_player):
    with time_machine.travel(START, tick=False) as clock:
        table, beat = Table(make_player, timedelta(days=3)), Beat(clock)
        turns = Counter()
        for _day in range(10):
            index = table.to_move()
            turns[table.people[index].email] += 1
            beat.run_for(timedelta(hours=23, minutes=30), every=timedelta(minutes=30))
            # The player comes back from the email, opens the game and plays their turn (every
            # move of it: the winner of a trick leads the next at once).
            table.look(index)
            while not table.over() and table.to_move() == index:
                table.move(index)
                clock.shift(timedelta(seconds=20))
            assert not table.over()
            beat.tick()
        beat.run_for(timedelta(minutes=10), every=timedelta(minutes=1))
        # The turn that began with the last move is the eleventh: its email has gone too.
        turns[table.people[table.to_move()].email] += 1
    got = received(inbox)
    for person in table.people:
        assert got[(person.email, "turn")] == turns[person.email], got
        assert got[(person.email, "reminder")] == 0, got


def _reminder_lead(inbox, make_player, limit: timedelta, every: timedelta) -> timedelta:
    """How long before the deadline the first player's reminder arrives, in a game with ``limit``
    per move where nobody moves; the beat ticks every ``every``."""
    with time_machine.travel(START, tick=False) as clock:
        table, beat = Table(make_player, limit), Beat(clock)
        sleeper = table.people[table.to_move()]
        deadline = table.fresh().deadline
        arrived = None
        while timezone.now() < deadline - every:
            clock.shift(every)
            beat.tick()
            if arrived is None and received(inbox)[(sleeper.email, "reminder")]:
                arrived = timezone.now()
    assert arrived is not None, received(inbox)
    assert received(inbox)[(sleeper.email, "reminder")] == 1, received(inbox)
    return deadline - arrived


def test_a_one_hour_games_reminder_comes_about_twenty_minutes_before_the_deadline(inbox, make_player):
    lead = _reminder_lead(inbox, make_player, timedelta(hours=1), every=timedelta(minutes=1))
    assert timedelta(minutes=19) <= lead <= timedelta(minutes=20)


def test_a_three_day_games_reminder_comes_a_day_before_the_deadline(inbox, make_player):
    lead = _reminder_lead(inbox, make_player, timedelta(days=3), every=timedelta(minutes=30))
    assert timedelta(hours=23, minutes=30) <= lead <= timedelta(hours=24)


def test_two_reminders_for_who_chose_them_the_second_at_a_tenth_of_the_time(inbox, make_player):
    with time_machine.travel(START, tick=False) as clock:
        table, beat = Table(make_player, timedelta(hours=10)), Beat(clock)
        sleeper = table.people[table.to_move()]
        Player.objects.filter(pk=sleeper.pk).update(reminders=Player.Reminders.TWO)
        deadline = table.fresh().deadline
        arrivals = []
        while timezone.now() < deadline - timedelta(minutes=5):
            clock.shift(timedelta(minutes=5))
            before = received(inbox)[(sleeper.email, "reminder")]
            beat.tick()
            arrivals += [deadline - timezone.now()] * (received(inbox)[(sleeper.email, "reminder")] - before)
    # A third of 10 hours (3 h 20 min) and a tenth (1 hour) before the deadline, to the tick.
    assert len(arrivals) == 2, arrivals
    assert timedelta(hours=3, minutes=15) <= arrivals[0] <= timedelta(hours=3, minutes=20)
    assert timedelta(minutes=55) <= arrivals[1] <= timedelta(hours=1)


def test_a_digest_player_is_warned_before_timing_out(inbox, make_player):
    with time_machine.travel(START, tick=False) as clock:
        table, beat = Table(make_player, timedelta(hours=30), notify=("daily_digest", "daily_digest")), Beat(clock)
        sleeper = table.people[table.to_move()]
        deadline = table.fresh().deadline
        warned_at = None
        while timezone.now() < deadline + timedelta(minutes=10):
            clock.shift(timedelta(minutes=10))
            beat.tick()
            if warned_at is None and received(inbox)[(sleeper.email, "reminder")]:
                warned_at = timezone.now()
        assert Event.objects.filter(game=table.game, type="meta:timeout").exists()  # they did time out
    assert warned_at is not None and warned_at < deadline, received(inbox)
    assert deadline - warned_at >= timedelta(hours=9), deadline - warned_at
