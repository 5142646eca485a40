"""A digest worth reading: its subject counts the games that await the reader's move,
in words and with proper plurals, in English and French; each game has its number and the
reader's deadline with its time zone; and "since" is when the previous digest left, not a fixed
"yesterday"."""

from __future__ import annotations

import zoneinfo
from datetime import UTC, datetime, timedelta
from random import Random

import pytest
from django.utils import formats, timezone, translation

from games import services
from games.models import Seat
from notifications.digests import send_due_digests
from outbox.models import Notification
from tests.playing import play_random_move, seat_players

pytestmark = pytest.mark.django_db
PARIS = "Europe/Paris"


@pytest.fixture
def reader(players, settings):
    """Théo, on the daily digest, in Paris; Sonia plays against him with an email each turn."""
    settings.DIGEST_HOUR = 0  # every hour of the day is past it: a digest is due whenever asked
    reader = players[0]
    reader.notify, reader.time_zone = "daily_digest", PARIS
    reader.save()
    return reader


def awaiting_game(players, reader):
    """A game of Théo and Sonia in which Théo is to move (Sonia's moves played until he is)."""
    game = services.create_game(creator=reader, ruleset_id="uigo", seats=[reader.pk, players[1].pk],
                                move_time_limit=timedelta(days=3))
    chooser, seated = Random(game.pk), seat_players(game)
    while not Seat.objects.get(game=game, player=reader).is_to_move:
        play_random_move(game, chooser, seated)
    return game


def digest_email(mailoutbox, capture, now=None):
    with capture(execute=True):
        assert send_due_digests(now=now) == 1
    (message,) = [m for m in mailoutbox if m.extra_headers["X-Ravenpost-Notification"].startswith("digest:")]
    mailoutbox.clear()
    return message


@pytest.mark.parametrize(("locale", "count", "subject", "game_word"), [
    ("en", 1, "Ravenpost: one game awaits your move", "game"),
    ("en", 2, "Ravenpost: 2 games await your move", "game"),
    ("fr", 1, "Ravenpost\u00a0: une partie attend votre coup", "partie"),
    ("fr", 2, "Ravenpost\u00a0: 2 parties attendent votre coup", "partie"),
])
def test_the_subject_counts_the_games_awaiting_a_move(players, reader, mailoutbox, locale, count, subject,
                                                      game_word, django_capture_on_commit_callbacks):
    reader.locale = locale
    reader.save()
    games = [awaiting_game(players, reader) for _ in range(count)]
    mailoutbox.clear()
    message = digest_email(mailoutbox, django_capture_on_commit_callbacks)
    assert message.subject == subject
    text, html = message.body, message.alternatives[0][0]
    for game in games:
        deadline = Seat.objects.get(game=game, player=reader).deadline.astimezone(zoneinfo.ZoneInfo(PARIS))
        offset = deadline.strftime("%z")
        assert f"({game_word} {game.pk})" in text and f"({game_word} {game.pk})" in html
        assert f"({PARIS}, UTC{offset[:3]}:{offset[3:]})" in text


def test_news_without_a_move_awaited_is_counted_as_news(players, reader, mailoutbox,
                                                        django_capture_on_commit_callbacks):
    game = awaiting_game(players, reader)
    services.leave_game(game_id=game.pk, player=reader)  # no longer to move: the autopilot plays
    mailoutbox.clear()
    message = digest_email(mailoutbox, django_capture_on_commit_callbacks)
    assert message.subject == "Ravenpost: 1 game news"


def test_since_is_when_the_previous_digest_left(players, reader, mailoutbox, django_capture_on_commit_callbacks):
    awaiting_game(players, reader)
    first_news = Notification.objects.filter(player=reader, status="held").order_by("created_at").first()
    mailoutbox.clear()
    first = digest_email(mailoutbox, django_capture_on_commit_callbacks)
    row = Notification.objects.get(kind="digest", player=reader)
    assert row.context["since"] == first_news.created_at.isoformat()  # a first digest: since its oldest news
    assert "since yesterday" not in first.body
    # Its email left three days ago (the player had no news since); then a new game asks for him.
    left = datetime(2026, 3, 2, 6, 45, tzinfo=UTC)
    Notification.objects.filter(pk=row.pk).update(sent_at=left)
    awaiting_game(players, reader)
    mailoutbox.clear()
    second = digest_email(mailoutbox, django_capture_on_commit_callbacks, now=timezone.now() + timedelta(days=1))
    with translation.override("en"):
        when = formats.date_format(left.astimezone(zoneinfo.ZoneInfo(PARIS)), "DATETIME_FORMAT")
    assert f"since {when} ({PARIS}, UTC+01:00):" in second.body


@pytest.mark.parametrize(("locale", "words"), [
    ("en", ["your deadline was extended", "a seat changed hands"]),
    ("fr", ["votre délai a été prolongé", "une place a changé de main"]),
])
def test_an_admins_repairs_in_a_digest_are_told_in_words(players, reader, mailoutbox, locale, words,
                                                         django_capture_on_commit_callbacks):
    """The repairs' kinds held for a digest read as words, never as their code names."""
    reader.locale = locale
    reader.save()
    game = awaiting_game(players, reader)
    mailoutbox.clear()
    for kind in ("deadline_extended", "seat_replaced"):
        Notification.objects.create(kind=kind, key=f"probe:{kind}", player=reader, email=reader.email, game=game,
                                    status=Notification.Status.HELD, context={"seq": game.seq})
    message = digest_email(mailoutbox, django_capture_on_commit_callbacks)
    for word in words:
        assert word in message.body
    assert "deadline_extended" not in message.body and "seat_replaced" not in message.body
