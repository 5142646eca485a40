"""The email that asks the other players to answer a takeback request: written with
the request, to each other seat with a player (never the requester, never for a takeback granted
at once, never to the autopilot); in the reader's language, with who asks, the move in the log's
words and the signed game link to the answer buttons; never sent late, once the request is over.
Emails go through a real SMTP server on loopback where the text is read."""

from __future__ import annotations

import hashlib
from random import Random
from urllib.parse import urlsplit

import pytest
from django.core import mail
from django.test import Client
from django.utils import timezone, translation

from games import services
from games.describe import describe_log, seat_names
from games.meta_events import is_meta
from games.models import Event, Seat
from games.services import queries, takebacks
from notifications.digests import send_due_digests
from notifications.tasks import send_notification
from outbox.models import Notification
from tests.notifications.smtp import real_smtp
from tests.playing import seat_players
from tests.services.test_takebacks import find_moves, play

pytestmark = pytest.mark.django_db

Kind, Status = Notification.Kind, Notification.Status
BOT = {"kind": "bot"}


def takeback_rows(game):
    return Notification.objects.filter(game=game, kind=Kind.TAKEBACK_REQUESTED)


def silent_move_seen(players, ruleset_id: str, seats: list, seen: bool = True):
    """A started game of ``ruleset_id`` with ``seats`` (player ids, or a bot seat) in which a
    player made a move that may be taken back, its last one; the other seats have seen it (so a
    request must be answered) if ``seen``. Returns (game, players by seat, the mover's seat)."""
    for seed in range(20):
        game = services.create_game(creator=players[0], ruleset_id=ruleset_id, seats=seats, options={},
                                    seed=hashlib.sha256(f"{ruleset_id}:mail:{seed}".encode()).hexdigest())
        by_seat = {seat: player for seat, player in seat_players(game).items() if player is not None}
        found = find_moves(game, Random(seed), by_seat, want_silent=True)
        if found is None or found[0] not in by_seat:
            continue
        seat, move, _state = found
        play(game, seat, move, by_seat)
        game.refresh_from_db()
        if not takebacks.offer(game, list(game.seats.all()), by_seat[seat]).can_request:
            continue  # the autopilot moved after it: the last move is not the player's
        if seen:
            Seat.objects.filter(game=game).exclude(seat=seat).update(seen_seq=game.seq)
        return game, by_seat, seat
    pytest.fail(f"no move of {ruleset_id} could be taken back")


def someone_moves(game, by_seat) -> None:
    """The first seat to move plays its first legal move (a move voids an open request)."""
    game.refresh_from_db()
    ruleset = services.ruleset_for(game)
    state = services.load_state(game)
    mover = sorted(ruleset.to_move(state))[0]
    play(game, mover, ruleset.legal_moves(state, mover)[0], by_seat)


def test_the_other_players_are_asked_not_the_requester(players):
    game, by_seat, seat = silent_move_seen(players, "graenaland", [p.pk for p in players[:3]])
    digest_reader = next(player for s, player in by_seat.items() if s != seat)
    digest_reader.notify = digest_reader.Notify.DAILY_DIGEST
    digest_reader.save(update_fields=["notify"])
    assert takebacks.request_takeback(game_id=game.pk, player=by_seat[seat]) is False
    rows = {row.player_id: row for row in takeback_rows(game)}
    others = {player.pk for s, player in by_seat.items() if s != seat}
    assert set(rows) == others and by_seat[seat].pk not in rows
    batch = Event.objects.get(game=game, type="meta:takeback_requested").data["batch"]
    for row in rows.values():
        assert row.context["batch"] == batch and row.context["requester"] == seat
        assert row.key == f"takeback:{game.pk}:{batch}:{row.context['seat']}"
    # Each as its reader chose: at once, or held for the daily digest.
    assert {row.player_id: row.status for row in rows.values()} == {
        pk: Status.HELD if pk == digest_reader.pk else Status.PENDING for pk in others}


def test_no_email_for_a_takeback_granted_at_once(players):
    game, by_seat, seat = silent_move_seen(players, "fjords", [p.pk for p in players[:2]], seen=False)
    assert takebacks.request_takeback(game_id=game.pk, player=by_seat[seat]) is True
    assert not takeback_rows(game).exists()


def test_the_autopilot_is_not_asked(players):
    game, by_seat, seat = silent_move_seen(players, "graenaland", [players[0].pk, players[1].pk, BOT])
    assert takebacks.request_takeback(game_id=game.pk, player=by_seat[seat]) is False
    other = by_seat[1 - seat]
    assert list(takeback_rows(game).values_list("player_id", "context__seat")) == [(other.pk, 1 - seat)]


def _move_lines(game, batch: int, reader: int, locale: str) -> list[str]:
    """The move's log lines as ``reader`` sees them, read here from the log itself."""
    entries = [entry for entry in queries.batch_log(game, batch, reader) if not is_meta(entry.row.type)]
    with translation.override(locale):
        return [line["text"] for line in describe_log(services.ruleset_for(game), entries, seat_names(game), locale)]


@pytest.mark.parametrize("locale", ["en", "fr"])
def test_the_email_says_who_asks_which_move_and_opens_the_answer_buttons(
        players, settings, locale, django_capture_on_commit_callbacks):
    game, by_seat, seat = silent_move_seen(players, "fjords", [p.pk for p in players[:2]])
    requester, reader = by_seat[seat], by_seat[1 - seat]
    reader.locale = locale
    reader.save(update_fields=["locale"])
    batch = Event.objects.filter(game=game).exclude(type__startswith="meta:").order_by("-seq").first().batch
    with real_smtp(settings) as inbox, django_capture_on_commit_callbacks(execute=True):
        takebacks.request_takeback(game_id=game.pk, player=requester)
    assert inbox.per_recipient() == {reader.email: 1}, "only the player asked gets an email"
    (email,) = inbox.to(reader.email)
    text, html = inbox.text(email), inbox.html(email)
    lines = _move_lines(game, batch, 1 - seat, locale)
    assert lines and all(line in text for line in lines)
    name = requester.display_name
    if locale == "en":
        assert email["Subject"].strip() == f"{name} asks to take back a move in Fjords (game {game.pk})"
        assert f"{name} asks to take back their last move in Fjords (game {game.pk})." in text
        assert "The move is taken back if you accept. If you decline, or if anyone moves before you answer, it stands." in text
        assert "The buttons to accept or decline are at the top of the game page." in text
        assert "Accept or decline</a>" in html
    else:
        assert email["Subject"].strip() == f"{name} demande à reprendre un coup dans Fjords (partie {game.pk})"
        assert f"{name} demande à reprendre son dernier coup dans Fjords (partie {game.pk})." in text
        assert "Le coup est repris si vous acceptez." in text
        assert "Les boutons pour accepter ou refuser sont en haut de la page de la partie." in text
        assert "Accepter ou refuser</a>" in html
    # The signed game link of the turn emails, sent to the answer buttons.
    url = next(word for word in text.split() if f"/games/{game.pk}/enter/" in word)
    assert url.endswith("#takeback")
    page = Client(HTTP_ACCEPT_LANGUAGE=locale).get(urlsplit(url).path, follow=True)
    assert page.status_code == 200
    assert ("Accept the takeback" if locale == "en" else "Accepter la reprise") in page.content.decode()
    assert takeback_rows(game).get().status == Status.SENT


def test_a_declined_request_drops_the_emails_not_sent(players):
    game, by_seat, seat = silent_move_seen(players, "graenaland", [p.pk for p in players[:3]])
    first, second = sorted(s for s in by_seat if s != seat)
    by_seat[second].notify = by_seat[second].Notify.DAILY_DIGEST  # its row is held for the digest
    by_seat[second].save(update_fields=["notify"])
    assert takebacks.request_takeback(game_id=game.pk, player=by_seat[seat]) is False
    assert set(takeback_rows(game).values_list("status", flat=True)) == {Status.PENDING, Status.HELD}
    takebacks.answer_takeback(game_id=game.pk, player=by_seat[first], accept=False)
    assert set(takeback_rows(game).values_list("status", flat=True)) == {Status.DROPPED}
    mail.outbox.clear()
    for row in takeback_rows(game):
        assert send_notification(row.pk).result == "not claimed"
    assert mail.outbox == []


def test_answering_drops_ones_own_email_and_the_grant_drops_the_rest(players):
    game, by_seat, seat = silent_move_seen(players, "graenaland", [p.pk for p in players[:3]])
    takebacks.request_takeback(game_id=game.pk, player=by_seat[seat])
    first, second = sorted(s for s in by_seat if s != seat)
    assert takebacks.answer_takeback(game_id=game.pk, player=by_seat[first], accept=True) is False
    statuses = dict(takeback_rows(game).values_list("player_id", "status"))
    assert statuses == {by_seat[first].pk: Status.DROPPED, by_seat[second].pk: Status.PENDING}
    assert takebacks.answer_takeback(game_id=game.pk, player=by_seat[second], accept=True) is True
    assert set(takeback_rows(game).values_list("status", "note")) == {
        (Status.DROPPED, "its reader answered the takeback request")}


def test_a_move_voids_the_request_and_its_email_is_dropped_when_due(players):
    game, by_seat, seat = silent_move_seen(players, "graenaland", [p.pk for p in players[:3]])
    takebacks.request_takeback(game_id=game.pk, player=by_seat[seat])
    someone_moves(game, by_seat)
    mail.outbox.clear()
    for row in takeback_rows(game):
        assert send_notification(row.pk).result == "dropped"
        row.refresh_from_db()
        assert (row.status, row.note) == (Status.DROPPED, "the takeback request ended before the email left")
    assert mail.outbox == []


def test_a_muted_game_sends_no_takeback_email(players):
    game, by_seat, seat = silent_move_seen(players, "fjords", [p.pk for p in players[:2]])
    Seat.objects.filter(game=game, seat=1 - seat).update(emails_muted=True)
    takebacks.request_takeback(game_id=game.pk, player=by_seat[seat])
    row = takeback_rows(game).get()
    mail.outbox.clear()
    assert send_notification(row.pk).result == "skipped"
    assert mail.outbox == []


def test_the_digest_carries_an_open_request_and_drops_a_voided_one(players, settings):
    settings.DIGEST_HOUR = 0
    game, by_seat, seat = silent_move_seen(players, "fjords", [p.pk for p in players[:2]])
    reader = by_seat[1 - seat]
    reader.notify = reader.Notify.DAILY_DIGEST
    reader.save(update_fields=["notify"])
    takebacks.request_takeback(game_id=game.pk, player=by_seat[seat])
    row = takeback_rows(game).get()
    assert row.status == Status.HELD
    mail.outbox.clear()
    assert send_due_digests(timezone.now()) == 1
    row.refresh_from_db()
    assert row.status == Status.SENT and row.digest_id is not None
    digest = Notification.objects.get(pk=row.digest_id)
    send_notification(digest.pk)
    (email,) = [message for message in mail.outbox if reader.email in message.to]
    assert "a takeback request to answer" in email.body

    # Another game: the request is voided by a move before the digest; the digest drops it.
    game, by_seat, seat = silent_move_seen(players[2:], "fjords", [players[2].pk, players[3].pk])
    reader = by_seat[1 - seat]
    reader.notify = reader.Notify.DAILY_DIGEST
    reader.save(update_fields=["notify"])
    takebacks.request_takeback(game_id=game.pk, player=by_seat[seat])
    someone_moves(game, by_seat)
    Notification.objects.filter(player=reader, status=Status.HELD).exclude(kind=Kind.TAKEBACK_REQUESTED).update(
        status=Status.SKIPPED)  # the turn email the move owed: not what this test reads
    row = takeback_rows(game).get()
    assert send_due_digests(timezone.now()) == 0
    row.refresh_from_db()
    assert row.status == Status.DROPPED


def test_for_a_reader_who_wants_emails_when_away_the_turn_email_policy_applies(players, settings):
    """The request is on the page its reader may be looking at: the email waits the turn emails'
    grace period, then is dropped if they were shown the game since the request, deferred while
    they are at the table, and sent once they are away. A reader who wants every email at once
    gets it at once."""
    from datetime import timedelta

    settings.NOTIFICATIONS_TURN_GRACE_SECONDS = 180
    settings.NOTIFICATIONS_PRESENCE_SECONDS = 90
    game, by_seat, seat = silent_move_seen(players, "fjords", [p.pk for p in players[:2]])
    takebacks.request_takeback(game_id=game.pk, player=by_seat[seat])
    row = takeback_rows(game).get()
    assert row.not_before is not None and row.not_before > timezone.now()
    assert send_notification(row.pk).result == "not claimed"  # in its grace period
    asked = Seat.objects.filter(game=game, seat=1 - seat)
    request_seq = row.context["seq"]
    past = timezone.now() - timedelta(seconds=1)

    def due(**seat_fields):
        asked.update(**seat_fields)
        Notification.objects.filter(pk=row.pk).update(status=Status.PENDING, not_before=past, note="")
        return send_notification(row.pk).result

    mail.outbox.clear()
    assert due(last_seen_at=timezone.now(), seen_seq=request_seq - 1) == "deferred"
    row.refresh_from_db()
    assert row.note == "the player is on the game" and row.not_before > timezone.now()
    assert due(last_seen_at=timezone.now() - timedelta(minutes=5), seen_seq=request_seq) == "dropped"
    row.refresh_from_db()
    assert row.note == "the player saw the game since"
    assert mail.outbox == []
    assert due(last_seen_at=timezone.now() - timedelta(minutes=5), seen_seq=request_seq - 1) == "sent"
    assert [message.to for message in mail.outbox] == [[by_seat[1 - seat].email]]


def test_a_reader_who_wants_every_email_at_once_gets_it_at_once(players, settings):
    settings.NOTIFICATIONS_TURN_GRACE_SECONDS = 180
    game, by_seat, seat = silent_move_seen(players, "fjords", [p.pk for p in players[:2]])
    reader = by_seat[1 - seat]
    reader.turn_emails = reader.TurnEmails.ALWAYS
    reader.save(update_fields=["turn_emails"])
    Seat.objects.filter(game=game, seat=1 - seat).update(last_seen_at=timezone.now())  # even at the table
    takebacks.request_takeback(game_id=game.pk, player=by_seat[seat])
    row = takeback_rows(game).get()
    assert row.not_before is None
    assert send_notification(row.pk).result == "sent"
