"""The headers of a good sender, read from emails a real SMTP server received.

Every email says it was written by a program (``Auto-Submitted``), belongs to one list for the
whole site (``List-Id``), has its row's Message-ID on the site's domain, and offers a one-click
unsubscribe; every email about a game refers to that game's thread id (``In-Reply-To`` and
``References``), so that a mail client groups one game's emails, and another game's apart. Every
deadline is written with its time zone.
"""

from __future__ import annotations

import zoneinfo
from datetime import timedelta
from random import Random

import pytest

from games import services
from games.models import Seat
from outbox.emails import send_sign_in_link
from outbox.models import Notification
from players import links
from tests.e2e.mail import text_of
from tests.playing import play_random_move, seat_players

pytestmark = pytest.mark.django_db

SITE = "https://play.ravenpost.example"


def row_of(message) -> Notification:
    return Notification.objects.select_related("game").get(key=message["X-Ravenpost-Notification"])


def unsubscribe_link(message) -> tuple[int | None, int | None]:
    url = str(message["List-Unsubscribe"]).strip().removeprefix("<").removesuffix(">")
    assert url.startswith(SITE + "/unsubscribe/"), url
    return links.read_unsubscribe_link(url.rstrip("/").rsplit("/", 1)[-1])


def play_two_games(players, capture) -> tuple:
    """Two games between the same two players, a few moves into the first; every email sent."""
    with capture(execute=True):
        first = services.create_game(creator=players[0], ruleset_id="uigo", seats=[p.pk for p in players[:2]],
                                     move_time_limit=timedelta(days=3))
        second = services.create_game(creator=players[0], ruleset_id="knarr", seats=[p.pk for p in players[:2]],
                                      move_time_limit=timedelta(days=3))
    chooser, seated = Random(7), seat_players(first)
    for _ in range(3):
        with capture(execute=True):
            play_random_move(first, chooser, seated)
    return first, second


def test_every_email_carries_the_headers_of_a_good_sender(players, smtp_inbox, settings,
                                                         django_capture_on_commit_callbacks):
    settings.SITE_URL = SITE
    first, second = play_two_games(players, django_capture_on_commit_callbacks)
    with django_capture_on_commit_callbacks(execute=True):
        send_sign_in_link(players[0], first)
    smtp_inbox.wait_for(lambda m: m["X-Ravenpost-Notification"].startswith("link:"))
    messages = list(smtp_inbox.messages)
    assert len(messages) >= 4
    threads: dict[int, set[str]] = {}
    for message in messages:
        row = row_of(message)
        assert message["Auto-Submitted"] == "auto-generated"
        assert message["List-Id"] == "Ravenpost <notifications.play.ravenpost.example>"
        assert message["Message-ID"] == row.message_id()
        assert message["Message-ID"].endswith("@play.ravenpost.example>")
        assert message["List-Unsubscribe-Post"] == "List-Unsubscribe=One-Click"
        assert unsubscribe_link(message) == (row.player_id, row.game_id)
        assert message["In-Reply-To"] == message["References"] == row.thread_id()
        threads.setdefault(row.game_id, set()).add(message["References"])
    # One thread per game, on the site's domain, and each game's its own.
    assert set(threads) == {first.pk, second.pk}
    assert all(len(ids) == 1 for ids in threads.values()), threads
    assert threads[first.pk] != threads[second.pk]
    assert all(next(iter(ids)).endswith("@play.ravenpost.example>") for ids in threads.values())


def test_an_email_about_no_game_starts_no_thread(players, smtp_inbox, settings):
    settings.SITE_URL = SITE
    row = Notification.objects.create(kind=Notification.Kind.DIGEST, key="digest:test", player=players[0],
                                      email=players[0].email)
    from notifications.tasks import send_notification

    assert send_notification(row.pk).result == "sent"
    (message,) = smtp_inbox.wait_for(lambda m: True)
    assert message["In-Reply-To"] is None and message["References"] is None
    assert message["Auto-Submitted"] == "auto-generated"
    assert message["List-Id"] == "Ravenpost <notifications.play.ravenpost.example>"
    assert unsubscribe_link(message) == (players[0].pk, None)


@pytest.mark.parametrize(("locale", "zone"), [("en", "Europe/Paris"), ("fr", "America/New_York")])
def test_the_deadline_is_written_with_its_time_zone(players, smtp_inbox, locale, zone,
                                                   django_capture_on_commit_callbacks):
    for player in players[:2]:
        player.locale, player.time_zone = locale, zone
        player.save()
    with django_capture_on_commit_callbacks(execute=True):
        game = services.create_game(creator=players[0], ruleset_id="uigo", seats=[p.pk for p in players[:2]],
                                    move_time_limit=timedelta(days=3))
    (message,) = smtp_inbox.wait_for(lambda m: m["X-Ravenpost-Notification"].startswith("turn:"))
    seat = Seat.objects.get(game=game, is_to_move=True)
    local = seat.deadline.astimezone(zoneinfo.ZoneInfo(zone))
    offset = local.strftime("%z")
    text = text_of(message)
    assert f"({zone}, UTC{offset[:3]}:{offset[3:]})" in text, text
    assert f"({zone}, UTC{offset[:3]}:{offset[3:]})" in message.get_body(preferencelist=("html",)).get_content()
    if locale == "fr":  # the French format writes the local hour as 24-hour H:i
        assert local.strftime("%H:%M") in text, text
