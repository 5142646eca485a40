"""The game-over email of a rated game tells each reader their rating change, and the finished
game's page every seat's: "Your Race rating: 1500 → 1523? (+23)". The rating is computed by a task
after the commit, so the email waits for it (outbox.emails.game_over_rows): it leaves when the rater
has rated the game, or, when the rater is lost or fails, after NOTIFICATIONS_GAME_OVER_RATING_WAIT_SECONDS
without the change. Through the real outbox path: rows sent by the eager delivery tasks to an SMTP
server on loopback. In English and in French."""

from __future__ import annotations

from datetime import timedelta

import pytest
import time_machine
from django.test import Client
from django.utils import timezone

from notifications.tasks import deliver_due
from outbox.models import Notification
from ratings import receivers
from ratings import services as rating_services
from ratings.models import RatingChange
from ratings.tasks import rate_all
from tests.notifications.smtp import real_smtp

pytestmark = pytest.mark.django_db

NBSP = "\u00a0"
WORDS = {
    "en": {"line": "Your Race rating: {before} → {after} ({change:+d})", "provisional": "?: provisional",
           "pending": "Your Race rating is being updated"},
    "fr": {"line": "Votre classement à Race" + NBSP + ": {before} → {after} ({change:+d})",
           "provisional": "?" + NBSP + ": provisoire", "pending": "Votre classement à Race est en cours de mise à jour"},
}


@pytest.fixture
def smtp(settings):
    with real_smtp(settings) as inbox:
        yield inbox


def speaking(players, locale):
    for player in players:
        player.locale = locale
        player.save(update_fields=["locale"])
    return players


def game_over_to(smtp, player):
    return [message for message in smtp.to(player.email) if message["X-Ravenpost-Notification"].startswith("over:")]


def expected_line(locale, change: RatingChange) -> str:
    after = f"{change.shown_after}?" if change.games_after < 5 else str(change.shown_after)
    return WORDS[locale]["line"].format(before=change.shown_before, after=after,
                                        change=change.shown_after - change.shown_before)


@pytest.mark.parametrize("locale", ["en", "fr"])
def test_each_reader_is_told_their_rating_change(play, players, smtp, locale):
    a, b, c = speaking(players[:3], locale)
    game = play([a, b, c], [9, 5, 2])
    for player in (a, b, c):
        change = RatingChange.objects.get(game=game, player=player)
        [message] = game_over_to(smtp, player)
        text, html = smtp.text(message), smtp.html(message)
        assert expected_line(locale, change) in text
        assert WORDS[locale]["provisional"] in text  # the first rated game: provisional, marked "?"
        assert expected_line(locale, change) in html
    winner = RatingChange.objects.get(game=game, player=a)
    assert winner.shown_after > winner.shown_before == 1500


def test_an_established_rating_is_not_marked_provisional(play, players, smtp):
    a, b = players[:2]
    for _ in range(5):
        game = play([a, b], [4, 6])
    change = RatingChange.objects.get(game=game, player=a)
    assert change.games_after == 5
    text = smtp.text(game_over_to(smtp, a)[-1])
    assert expected_line("en", change) in text and f"{change.shown_after}?" not in text
    assert "provisional" not in text


def test_the_email_waits_for_the_rater_and_leaves_once_it_rated(play, players, smtp, monkeypatch,
                                                                  django_capture_on_commit_callbacks):
    """The rating task is lost (the broker took it and died): the emails wait; the sweep rates the
    game and they leave at once, with the change."""
    monkeypatch.setattr(receivers, "_publish", lambda ruleset: None)
    a, b = players[:2]
    game = play([a, b], [8, 1])
    assert game_over_to(smtp, a) == [] and game_over_to(smtp, b) == []
    rows = Notification.objects.filter(game=game, kind=Notification.Kind.GAME_OVER)
    assert {row.status for row in rows} == {Notification.Status.PENDING}
    assert all(row.not_before > timezone.now() for row in rows)
    with django_capture_on_commit_callbacks(execute=True):
        assert rate_all() == 1
    for player in (a, b):
        [message] = game_over_to(smtp, player)
        assert expected_line("en", RatingChange.objects.get(game=game, player=player)) in smtp.text(message)


@pytest.mark.parametrize("locale", ["en", "fr"])
def test_a_game_whose_rating_failed_still_gets_its_email(play, players, smtp, monkeypatch, settings, locale):
    """The rater fails on this game: after the wait, the outbox's sweep sends the email without
    the change, saying the page will show it."""
    def broken(game, ladder):
        raise RuntimeError("the rater is broken")

    monkeypatch.setattr(rating_services, "_deal_with", broken)
    a, b = speaking(players[:2], locale)
    game = play([a, b], [8, 1])
    assert game_over_to(smtp, a) == []
    assert deliver_due() == 0  # still waiting
    later = timezone.now() + timedelta(seconds=settings.NOTIFICATIONS_GAME_OVER_RATING_WAIT_SECONDS + 1)
    with time_machine.travel(later, tick=False):
        assert deliver_due() == 2
    for player in (a, b):
        [message] = game_over_to(smtp, player)
        assert WORDS[locale]["pending"] in smtp.text(message)
        assert "→" not in smtp.text(message)
    assert not RatingChange.objects.filter(game=game).exists()


def test_an_unrated_game_email_leaves_at_once_and_says_no_rating(play, players, smtp):
    a, b = players[:2]
    game = play([a, b], [8, 1], rated=False)
    assert not Notification.objects.filter(game=game, not_before__isnull=False).exists()
    text = smtp.text(game_over_to(smtp, a)[0])
    assert "rating" not in text.lower()


def test_the_page_shows_every_seats_change_and_while_it_is_being_rated(play, players, monkeypatch):
    a, b, c = players[:3]
    game = play([a, b, c], [2, 9, 5])
    client = Client(HTTP_ACCEPT_LANGUAGE="en")
    client.force_login(a)
    result = client.get(f"/games/{game.pk}/").content.decode().split("<tbody>")[1].split("</tbody>")[0].replace("&nbsp;", " ")
    for change in RatingChange.objects.filter(game=game):
        assert (f"{change.shown_before} → {change.shown_after}<abbr class=\"provisional\""
                in result), result
        assert f"({change.shown_after - change.shown_before:+d})" in result
    assert result.count("→") == 3
    monkeypatch.setattr(receivers, "_publish", lambda ruleset: None)
    pending = play([a, b], [2, 9])
    page = client.get(f"/games/{pending.pk}/").content.decode().split("<tbody>")[1].split("</tbody>")[0]
    assert page.count("being rated…") == 2
    french = Client(HTTP_ACCEPT_LANGUAGE="fr")
    french.force_login(a)
    assert "classement en cours…" in french.get(f"/games/{pending.pk}/").content.decode()
