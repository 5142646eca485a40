"""Every kind of email renders in English and in French, as text and HTML, and the HTML passes a
basic accessibility check; turn emails carry the state in brief (the moves open to the reader)
and what the previous players did; every email to a player has a one-click unsubscribe."""

from __future__ import annotations

from datetime import timedelta
from html.parser import HTMLParser
from random import Random

import pytest
from django.utils import timezone

from accounts.account_emails import Page, ask_for_link, prepare_email
from games import services
from games.models import Invitation
from games.rulesets import presentation_for
from games.services import takebacks
from notifications.deadlines import scan
from notifications.digests import send_due_digests
from notifications.emails import build_message
from outbox.emails import send_sign_in_link
from outbox.models import Notification
from players import links
from players.models import Player
from tests.notifications.test_takeback_emails import silent_move_seen
from tests.playbymail.links import game_links, unsubscribes
from tests.playing import play_random_move, play_to_end, seat_players
from tournaments import services as tournaments

pytestmark = pytest.mark.django_db

# Sentences of the English templates that a French reader must never meet.
ENGLISH = ["Hello", "Open the game", "What happened", "Fewer emails, or none", "board games by mail", "your turn",
           "Your turn", "game over", "Game over", "invites you", "has started", "will not take place",
           "Make your move", "ran out of time", "Reminder", "reason:", "More time", "handed your seat",
           "gave you a seat", "It is your turn"]


class EmailAudit(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.lang = None
        self.title = False
        self.headings: list[str] = []
        self.links: list[list[str]] = []
        self._open: list[str] | None = None

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "html":
            self.lang = attrs.get("lang")
        elif tag == "title":
            self.title = True
        elif tag in {"h1", "h2"}:
            self.headings.append(tag)
        elif tag == "a":
            assert attrs.get("href"), "a link without an address"
            self._open = []
            self.links.append(self._open)

    def handle_data(self, data):
        if self._open is not None:
            self._open.append(data)

    def handle_endtag(self, tag):
        if tag == "a":
            self._open = None


def everything(players) -> list[Notification]:
    """Make the system write one notification of every kind."""
    settings_hours = 24
    alice, bob, carol = players[0], players[1], players[2]
    game = services.create_game(creator=alice, ruleset_id="uigo", seats=[alice.pk, bob.pk],
                                move_time_limit=timedelta(hours=settings_hours))
    game.refresh_from_db()
    now = timezone.now()
    scan(now=now + timedelta(hours=settings_hours - 1))  # a reminder
    scan(now=now + timedelta(hours=settings_hours + 1))  # a timeout
    play_to_end(game, seed=5)  # more turns, and the game over
    send_sign_in_link(alice, game)
    ask_for_link(alice.email, page=Page.SIGN_IN, lang="en")
    prepare_email(Notification.objects.get(kind=Notification.Kind.ACCOUNT_LINK))  # what its delivery decides
    invited = services.create_game(creator=alice, ruleset_id="uigo", seats=[alice.pk, "newcomer@example.org"])
    services.accept_invitation(invitation_id=Invitation.objects.get(game=invited).pk, name="Newcomer")  # started
    declined = services.create_game(creator=alice, ruleset_id="uigo",
                                    seats=[alice.pk, carol.pk, "nobody@example.org"])
    services.decline_invitation(invitation_id=Invitation.objects.get(game=declined).pk)  # aborted
    carol.notify = Player.Notify.DAILY_DIGEST
    carol.save()
    digest_game = services.create_game(creator=carol, ruleset_id="uigo", seats=[carol.pk, bob.pk])
    chooser, seated = Random(3), seat_players(digest_game)
    for _ in range(4):
        play_random_move(digest_game, chooser, seated)
    send_due_digests(now=timezone.now().replace(hour=23))
    # An admin's repairs: an extension, then the seat to move handed to Carol.
    from games.services import admin_actions

    repaired = services.create_game(creator=alice, ruleset_id="uigo", seats=[alice.pk, bob.pk],
                                    move_time_limit=timedelta(hours=settings_hours))
    repaired.refresh_from_db()
    admin_actions.extend_deadline(game_id=repaired.pk, admin=players[3], by=timedelta(hours=2), reason="A storm")
    admin_actions.replace_player(game_id=repaired.pk, admin=players[3], seat=repaired.to_move[0], player=carol,
                                 reason="Away for good")
    from outbox.models import Endpoint
    from webhooks.services import disable_endpoint

    disable_endpoint(Endpoint.objects.create(owner=bob, url="https://bot.example.org/hook", secret="s"),
                     reason="answered 500 ten times in a row")
    # A takeback the other player is asked to accept: its email names the requester.
    asked, by_seat, mover = silent_move_seen([alice, bob], "fjords", [alice.pk, bob.pk])
    takebacks.request_takeback(game_id=asked.pk, player=by_seat[mover])
    # A tournament's round starts: each of its players is told, with their game's link.
    cup = tournaments.create_tournament(organiser=alice, name="Spring Cup", ruleset_id="uigo", format="round_robin",
                                        signup_closes_at=timezone.now() + timedelta(days=1), max_players=8)
    for player in (alice, bob):
        tournaments.join(tournament_id=cup.pk, player=player)
    tournaments.start(tournament_id=cup.pk, actor=alice)
    rows = list(Notification.objects.select_related("player", "game").order_by("pk"))
    assert {row.kind for row in rows} == set(Notification.Kind.values), "a kind of email was never written"
    return rows


def one_of_each(rows: list[Notification]) -> list[Notification]:
    chosen: dict[str, Notification] = {}
    for row in rows:
        chosen.setdefault(row.kind, row)
    return list(chosen.values())


def set_locale(row: Notification, locale: str) -> None:
    person = row.player or row.game.created_by
    Player.objects.filter(pk=person.pk).update(locale=locale)
    person.locale = locale
    if row.game is not None and row.game.created_by_id == person.pk:
        row.game.created_by.locale = locale


def test_every_email_renders_in_english_and_french_and_is_accessible(players, settings):
    settings.DIGEST_HOUR = 0
    rows = one_of_each(everything(players))
    for row in rows:
        rendered = {}
        for locale in ("en", "fr"):
            set_locale(row, locale)
            message = build_message(row)
            html = message.alternatives[0][0]
            audit = EmailAudit()
            audit.feed(html)
            assert audit.lang == locale, row.kind
            assert audit.title and audit.headings[:1] == ["h1"] and audit.headings.count("h1") == 1, row.kind
            assert all("".join(text).strip() for text in audit.links), f"{row.kind}: a link without words"
            for part in (message.subject, message.body):
                assert part.strip() and "&#" not in part and "&amp;" not in part, (row.kind, part)
            assert "\n" not in message.subject
            rendered[locale] = message
            if row.player is not None:
                assert unsubscribes(message.extra_headers["List-Unsubscribe"]) == row.player_id
                assert message.extra_headers["List-Unsubscribe-Post"] == "List-Unsubscribe=One-Click"
        english, french = rendered["en"], rendered["fr"]
        assert french.subject != english.subject, row.kind
        for sentence in ENGLISH:
            assert sentence not in french.subject, (row.kind, sentence, french.subject)
            assert sentence not in french.body, (row.kind, sentence, french.body)


def test_a_turn_email_gives_the_state_in_brief_and_what_happened(players, mailoutbox,
                                                                   django_capture_on_commit_callbacks):
    game = services.create_game(creator=players[0], ruleset_id="uigo", seats=[players[0].pk, players[1].pk])
    chooser, seated = Random(8), seat_players(game)
    for _ in range(3):
        play_random_move(game, chooser, seated)
    game.refresh_from_db()
    seat = game.to_move[0]
    mailoutbox.clear()
    row = Notification.objects.filter(kind="your_turn", player=players[seat]).order_by("-pk").first()
    message = build_message(row)
    ruleset = services.ruleset_for(game)
    state = services.load_state(game, at=row.context["seq"])
    options = [presentation_for(ruleset.id).describe_move(move, "en") for move in ruleset.legal_moves(state, seat)]
    assert options and options[0] in message.body and options[0] in message.alternatives[0][0]
    assert "What you can do now" in message.body
    assert "What happened" in message.body
    assert links.GameLink(players[seat].pk, game.pk) in game_links(message.body)


def test_an_invitation_speaks_the_language_of_the_game_creator(players, mailoutbox,
                                                               django_capture_on_commit_callbacks):
    players[0].locale = "fr"
    players[0].save()
    with django_capture_on_commit_callbacks(execute=True):
        services.create_game(creator=players[0], ruleset_id="uigo", seats=[players[0].pk, "ami@example.org"])
    (message,) = mailoutbox
    assert message.to == ["ami@example.org"] and '<html lang="fr">' in message.alternatives[0][0]
    assert "List-Unsubscribe" not in message.extra_headers  # not a player: nothing to unsubscribe from


def test_what_happened_starts_at_the_readers_own_last_move(players, mailoutbox, django_capture_on_commit_callbacks):
    """A turn email tells what happened since its reader last played: their latest move first,
    for context, then the others'; none of their earlier moves."""
    from games.models import Event
    from games.services import queries

    game = services.create_game(creator=players[0], ruleset_id="uigo", seats=[players[0].pk, players[1].pk])
    chooser, seated = Random(8), seat_players(game)
    for _ in range(9):
        play_random_move(game, chooser, seated)
    game.refresh_from_db()
    seat = game.to_move[0]
    own = Event.objects.filter(game=game, seat=seat).exclude(type__startswith="meta:").order_by("-seq")
    earlier = own.exclude(batch=own.first().batch)
    assert earlier.exists(), "the reader must have moved more than once for this test to mean anything"
    log = queries.seat_log(game, seat, newest=50, since_own_move=True)
    assert log and log[0].row.batch == own.first().batch
    assert not {entry.row.seq for entry in log} & set(earlier.values_list("seq", flat=True))
    whole = queries.seat_log(game, seat, newest=50)
    assert len(whole) > len(log)
    # A seat that never moved reads the newest events, as before.
    fresh = services.create_game(creator=players[0], ruleset_id="uigo", seats=[players[0].pk, players[1].pk])
    fresh.refresh_from_db()
    first = fresh.to_move[0]
    assert queries.seat_log(fresh, first, newest=50, since_own_move=True) == queries.seat_log(fresh, first, newest=50)
