"""Security audit of the web pages, the emails and the API.

1. XSS: text a person chose (player names, chat messages, invited addresses, token names, admin
   reasons) is escaped wherever it reaches HTML: the game page of every rule set (rule set HTML
   and SVG included), the game list, the invitation and settings pages, the admin, the emails.
2. Authorization: a player without a seat gets nothing from any endpoint of a game; a game link
   opens its own game only; a revoked token, a replaced player and a link-scoped staff session
   lose what they should lose; a spectator's view shows nothing only some seats see.
3. CSRF: every state-changing POST needs the token (the RFC 8058 one-click unsubscribe aside);
   no GET changes anything (mail scanners follow links).
4. Redirects stay on the site; production sends the security headers and marks cookies.
5. The rest: link secrets stay out of the logs, signed links compare in constant time, tokens are
   stored hashed, sign-in emails are rate limited, a page's move nonce cannot be predicted.
"""

from __future__ import annotations

import copy
import json
import logging
import re
import runpy
import subprocess
import sys
import time
from datetime import timedelta
from html import unescape
from html.parser import HTMLParser
from io import StringIO
from random import Random
from urllib.parse import parse_qs

import pytest
from django.conf import settings as django_settings
from django.test import Client
from django.urls import reverse
from django.utils import timezone
from django.utils.module_loading import import_string

from accounts.account_emails import Page, ask_for_link, prepare_email
from config.logging import logging_config
from games import services
from games.engine.replay import fold
from games.models import ChatMessage, Event, Game, Invitation, Seat
from games.rulesets import presentation_for, registry
from games.rulesets.fjords.svg import render_svg
from games.services import admin_actions, chat, takebacks
from notifications.deadlines import scan
from notifications.digests import send_due_digests
from notifications.emails import build_message
from outbox.emails import send_sign_in_link
from outbox.models import Notification
from players import links
from players.models import AccountLink, ApiToken, Player, hash_token
from players.services import issue_token
from tests.html import without_csrf
from tests.notifications.test_takeback_emails import silent_move_seen
from tests.ops.support import DOCKER, ROOT, load_settings, production_env
from tests.playing import play_random_move, play_to_end, seat_players
from tournaments import services as tournaments

pytestmark = pytest.mark.django_db

# --- payloads and checks ------------------------------------------------------------------------

IMG = "<img src=x onerror=alert(1)>"
QUOTES = "\"'><script>alert(1)</script>"
PAYLOADS = (IMG, QUOTES)
# An address ``validate_email`` accepts (a quoted local part) that is also markup.
EVIL_EMAIL = '"\'><script>alert(2)</script>"@example.org'
RULESETS = [ruleset.id for ruleset in registry()]


@pytest.fixture
def superuser(make_player):
    player = make_player("Root")
    player.is_staff = player.is_superuser = True
    player.save()
    return player


class Markup(HTMLParser):
    """What a parser (a browser) makes of a page: markup only a payload would produce (an
    event-handler attribute, ``<img src=x>``, a script that says ``alert``), and the text and
    attribute values people see."""

    def __init__(self, html: str) -> None:
        super().__init__(convert_charrefs=True)
        self.injected: list[str] = []
        self.shown: list[str] = []
        self._script = False
        self.feed(html)
        self.close()

    def handle_starttag(self, tag, attrs):
        values = dict(attrs)
        if tag == "img" and values.get("src") == "x":
            self.injected.append("<img src=x>")
        self.injected += [f"<{tag} {name}=...>" for name, _value in attrs if name.lower().startswith("on")]
        self.shown += [value for _name, value in attrs if value]
        self._script = tag == "script"

    def handle_endtag(self, tag):
        self._script = False

    def handle_data(self, data):
        if self._script and "alert(" in data:
            self.injected.append("<script>alert(…)")
        self.shown.append(data)


def assert_escaped(html: str, where: str = "") -> Markup:
    """No payload, nor the start of any, appears as markup in ``html``."""
    for raw in (*PAYLOADS, EVIL_EMAIL, "<script>alert(", "<img src=x"):
        assert raw not in html, f"{where}: unescaped {raw!r}"
    markup = Markup(html)
    assert not markup.injected, f"{where}: {markup.injected}"
    return markup


def assert_shown_escaped(html: str, *texts: str, where: str = "") -> None:
    """Nothing injected, and each text is on the page as text (so the check is not vacuous)."""
    shown = "\n".join(assert_escaped(html, where).shown)
    for text in texts:
        assert text in shown, f"{where}: {text!r} is not on the page at all"


def enter(client: Client, player, game) -> None:
    """Follow ``player``'s signed link to ``game``, as from an email."""
    token = links.game_link_token(player.pk, game.pk)
    response = client.get(reverse("game-enter", kwargs={"game_id": game.pk, "token": token}))
    assert response.status_code == 302, response.status_code


def relative(url: str) -> str:
    """A link of an email, as a path on this site."""
    assert url.startswith(django_settings.SITE_URL + "/"), url
    return url.removeprefix(django_settings.SITE_URL)


def seated_game(make_player, ruleset_id: str, names: list[str], **options):
    players = [make_player(name) for name in names]
    game = services.create_game(
        creator=players[0], ruleset_id=ruleset_id, seats=[p.pk for p in players], **options
    )
    game.refresh_from_db()
    return game, players


def evil_names(count: int) -> list[str]:
    return [PAYLOADS[index % 2] for index in range(count)]


# --- 1. XSS --------------------------------------------------------------------------------------


@pytest.mark.parametrize("ruleset_id", RULESETS)
def test_game_page_of_every_rule_set_escapes_names_and_chat(client, make_player, ruleset_id):
    ruleset = registry().get(ruleset_id)
    count = min(max(ruleset.min_players, 2), ruleset.max_players)
    game, players = seated_game(make_player, ruleset_id, evil_names(count))
    chooser = Random(7)
    for _ in range(6):  # names reach the log, "waiting for" and the rule set's own words
        game.refresh_from_db()
        if game.status == Game.Status.ACTIVE:
            play_random_move(game, chooser, seat_players(game))
    chat.post_message(game_id=game.pk, player=players[-1], body=f"{IMG}\n{QUOTES}")
    for player in players:  # the seat to move (buttons) and the others ("waiting for")
        client.logout()
        enter(client, player, game)
        for url in (f"/games/{game.pk}/", f"/games/{game.pk}/?chat=all"):
            response = client.get(url)
            assert response.status_code == 200
            assert_shown_escaped(response.content.decode(), *PAYLOADS, where=f"{ruleset_id} {url}")


def test_result_timeouts_and_admin_events_on_the_game_page_are_escaped(client, make_player, superuser):
    game, players = seated_game(make_player, "uigo", [IMG, QUOTES], move_time_limit=timedelta(hours=24))
    admin_actions.extend_deadline(game_id=game.pk, admin=superuser, by=timedelta(hours=1), reason=QUOTES)
    scan(now=timezone.now() + timedelta(hours=30))  # a timeout: "<name> ran out of time"
    game.refresh_from_db()
    newcomer = make_player(QUOTES + " bis")
    admin_actions.replace_player(game_id=game.pk, admin=superuser, seat=1, player=newcomer, reason=IMG)
    play_to_end(game, seed=3)
    assert Event.objects.filter(game=game, type="meta:timeout").exists()
    enter(client, players[0], game)
    html = client.get(f"/games/{game.pk}/").content.decode()
    assert "Result" in html
    assert_shown_escaped(html, IMG, QUOTES + " bis", where="finished game page")


@pytest.mark.parametrize("ruleset_id", RULESETS)
def test_rule_set_html_escapes_every_text_of_the_view(ruleset_id):
    """``render_view_html`` draws from ``view`` only and must escape every text in it: whatever
    string of the view is replaced by markup, or by a quote that would end an attribute, no
    element or attribute comes out of it."""
    ruleset = registry().get(ruleset_id)
    players = min(max(ruleset.min_players, 2), ruleset.max_players)
    payloads = ("\"'><img src=x onerror=alert(1)>", 'x" onmouseover="alert(1)', "x' onmouseover='alert(1)")
    chooser = Random(1)
    events = ruleset.setup(players, ruleset.resolve_options(players, {}), Random(1))
    state = fold(ruleset, events)
    checked = 0
    for step in range(60):
        if step % 20 == 0:
            for seat in (None, 0):
                view = ruleset.view(state, seat)
                for path in _string_paths(view):
                    for payload in payloads:
                        mutated = copy.deepcopy(view)
                        _set(mutated, path, payload)
                        try:
                            html = presentation_for(ruleset.id).render_view_html(mutated, seat, "en")
                        except Exception:  # a view no rule set produces may be refused; it must not leak
                            continue
                        checked += 1
                        injected = Markup(html or "").injected
                        assert not injected, f"{ruleset_id}: {path} = {payload!r} gives {injected}"
        if ruleset.outcome(state) is not None:
            break
        seat = chooser.choice(ruleset.to_move(state))
        move = chooser.choice(ruleset.legal_moves(state, seat))
        for event in ruleset.decide(state, seat, move, Random(chooser.getrandbits(32))):
            state = ruleset.evolve(state, event)
    assert checked > 10


def _string_paths(value, path=()):
    if isinstance(value, dict):
        for key, item in value.items():
            yield from _string_paths(item, (*path, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from _string_paths(item, (*path, index))
    elif isinstance(value, str):
        yield path


def _set(value, path, new):
    for part in path[:-1]:
        value = value[part]
    value[path[-1]] = new


def test_the_pages_table_rendering_of_a_view_escapes_keys_and_values():
    """A rule set without HTML of its own gets its view drawn as tables (``render_json``)."""
    from games.templatetags.games_extras import render_json

    view = {
        IMG: QUOTES,
        "rows": [{"name": IMG, QUOTES: 1}, {"name": QUOTES}],
        "cards": [IMG, QUOTES],
        "nested": [[IMG], {"deep": QUOTES}],
        "flag": True,
    }
    assert_shown_escaped(str(render_json(view)), IMG, QUOTES, where="render_json")


def test_the_fjords_map_legend_escapes_player_names():
    ruleset = registry().get("fjords")
    state = fold(ruleset, ruleset.setup(2, ruleset.resolve_options(2, {}), Random(2)))
    svg = render_svg(ruleset.view(state, 0), names=[IMG, QUOTES])
    assert_shown_escaped(svg, IMG, QUOTES, where="fjords legend")


def test_game_list_settings_and_invitation_pages_escape_what_people_typed(client, make_player):
    game, players = seated_game(make_player, "uigo", [IMG, QUOTES])
    invited = services.create_game(creator=players[0], ruleset_id="uigo", seats=[players[0].pk, EVIL_EMAIL])
    client.force_login(players[0])  # an account session: a game link's session may not see the settings
    for url in ("/games/", "/settings/"):
        response = client.get(url)
        assert response.status_code == 200
        assert_shown_escaped(
            response.content.decode(), *(PAYLOADS if url == "/games/" else (IMG,)), where=url
        )
    client.logout()
    invitation_url = relative(links.invitation_url(invited.invitations.get().pk))
    html = client.get(invitation_url).content.decode()
    assert_shown_escaped(html, IMG, EVIL_EMAIL, where="invitation page")
    # The newcomer accepts under a name that is markup (not QUOTES itself: a seated player has
    # that name, and names are unique); the page they land on escapes it.
    response = client.post(invitation_url, {"name": QUOTES + " 2", "locale": "en", "time_zone": "UTC",
                                            "accept": "1"}, follow=True)
    assert response.status_code == 200 and "Welcome" in response.content.decode()
    assert_shown_escaped(response.content.decode(), IMG, QUOTES + " 2", where="game page after accepting")


def test_every_email_escapes_names_chat_and_results(make_player, settings, monkeypatch):
    settings.DIGEST_HOUR = 0
    alice, bob, carol = (make_player(name) for name in (IMG, QUOTES, IMG + " 3"))
    game = services.create_game(
        creator=alice, ruleset_id="uigo", seats=[alice.pk, bob.pk], move_time_limit=timedelta(hours=24)
    )
    game.refresh_from_db()
    for player in (alice, bob):
        chat.post_message(game_id=game.pk, player=player, body=f"{IMG}\n{QUOTES}")
    # Whatever a presentation says in a turn email's summary (it may name players) is escaped too.
    monkeypatch.setattr(
        type(presentation_for(game.ruleset)),
        "summarize_for_seat",
        lambda self, view, seat, names, locale="en": " / ".join(names),
    )
    now = timezone.now()
    scan(now=now + timedelta(hours=23))  # a reminder
    scan(now=now + timedelta(hours=25))  # a timeout
    play_to_end(game, seed=4)
    send_sign_in_link(alice, game)
    ask_for_link(alice.email, page=Page.SIGN_IN, lang="en")
    prepare_email(Notification.objects.get(kind=Notification.Kind.ACCOUNT_LINK))  # what its delivery decides
    services.create_game(creator=alice, ruleset_id="uigo", seats=[alice.pk, EVIL_EMAIL])  # invitation
    declined = services.create_game(
        creator=alice, ruleset_id="uigo", seats=[alice.pk, carol.pk, "no@example.org"]
    )
    services.decline_invitation(invitation_id=declined.invitations.get().pk)
    started = services.create_game(creator=alice, ruleset_id="uigo", seats=[alice.pk, "new@example.org"])
    services.accept_invitation(invitation_id=started.invitations.get().pk, name=QUOTES)
    carol.notify = Player.Notify.DAILY_DIGEST
    carol.save()
    digest_game = services.create_game(creator=carol, ruleset_id="uigo", seats=[carol.pk, bob.pk])
    for _ in range(3):
        play_random_move(digest_game, Random(5), seat_players(digest_game))
    send_due_digests(now=timezone.now().replace(hour=23))
    # An admin's repairs: the reason the players read is an admin's own text.
    repaired = services.create_game(
        creator=alice, ruleset_id="uigo", seats=[alice.pk, bob.pk], move_time_limit=timedelta(hours=24)
    )
    repaired.refresh_from_db()
    root = make_player("Root")
    admin_actions.extend_deadline(game_id=repaired.pk, admin=root, by=timedelta(hours=2), reason=IMG)
    admin_actions.replace_player(game_id=repaired.pk, admin=root, seat=repaired.to_move[0], player=carol,
                                 reason=QUOTES)
    # A webhook endpoint disabled: its address and the reason are the owner's own text.
    from outbox.models import Endpoint
    from webhooks.services import disable_endpoint

    endpoint = Endpoint.objects.create(owner=bob, url=f"https://example.org/{QUOTES}", secret="s")
    disable_endpoint(endpoint, reason=f"{IMG} answered 500")
    # A takeback the other player is asked to accept: its email names the requester.
    asked, by_seat, mover = silent_move_seen([alice, bob], "fjords", [alice.pk, bob.pk])
    takebacks.request_takeback(game_id=asked.pk, player=by_seat[mover])
    # A tournament named by its organiser: its round emails say the name and the opponent's, and
    # the organiser, who does not play, is told of the round too.
    cup = tournaments.create_tournament(organiser=carol, name=f"{IMG} {QUOTES}", ruleset_id="uigo",
                                        format="round_robin", signup_closes_at=timezone.now() + timedelta(days=1),
                                        max_players=8)
    for player in (alice, bob):
        tournaments.join(tournament_id=cup.pk, player=player)
    tournaments.start(tournament_id=cup.pk, actor=carol)
    assert Notification.objects.filter(kind="tournament", player=carol, context__organiser=True).exists()
    rows = list(Notification.objects.select_related("player", "game").order_by("pk"))
    assert {row.kind for row in rows} == set(Notification.Kind.values)
    seen = set()
    for row in rows:
        message = build_message(row)
        html = message.alternatives[0][0]
        shown = "\n".join(assert_escaped(html, f"{row.kind} email").shown)
        assert "\n" not in message.subject
        seen.add(row.kind)
        if row.kind in {"your_turn", "game_over", "timeout", "invitation", "reminder", "deadline_extended",
                        "seat_replaced"}:
            assert IMG in shown or QUOTES in shown, f"{row.kind}: no name shown"
    assert {"your_turn", "digest", "invitation", "game_over"} <= seen


def test_admin_pages_escape_names_reasons_and_token_names(make_player, superuser):
    game, players = seated_game(make_player, "uigo", [IMG, QUOTES], move_time_limit=timedelta(hours=24))
    play_random_move(game, Random(1), seat_players(game))
    chat.post_message(game_id=game.pk, player=players[0], body=IMG)
    reason = QUOTES + " (the reason)"
    admin_actions.extend_deadline(game_id=game.pk, admin=superuser, by=timedelta(hours=2), reason=reason)
    services.create_game(creator=players[0], ruleset_id="uigo", seats=[players[0].pk, EVIL_EMAIL])
    token, _raw = ApiToken.issue(players[1], name=IMG)
    event = Event.objects.filter(game=game).order_by("-seq").first()
    notification = Notification.objects.filter(game=game).first()
    admin = Client()
    admin.force_login(superuser)
    pages = [
        reverse("admin:games_game_changelist"),
        reverse("admin:games_game_changelist") + "?q=" + "onerror",
        reverse("admin:games_game_change", args=[game.pk]),
        reverse("admin:games_game_log", args=[game.pk]),
        reverse("admin:games_game_state", args=[game.pk]),
        reverse("admin:games_game_repair", args=[game.pk]),
        reverse("admin:games_event_change", args=[event.pk]),
        reverse("admin:players_player_changelist"),
        reverse("admin:players_player_change", args=[players[0].pk]),
        reverse("admin:players_apitoken_changelist"),
        reverse("admin:players_apitoken_change", args=[token.pk]),
        reverse("admin:outbox_notification_changelist"),
        reverse("admin:outbox_notification_change", args=[notification.pk]),
    ]
    for page in pages:
        response = admin.get(page)
        assert response.status_code == 200, page
        assert_escaped(response.content.decode(), page)
    change = admin.get(reverse("admin:games_game_change", args=[game.pk])).content.decode()
    assert_shown_escaped(change, IMG, QUOTES, where="game change page")
    log = admin.get(reverse("admin:games_game_log", args=[game.pk])).content.decode()
    assert_shown_escaped(log, json.dumps(reason, ensure_ascii=False), where="log page (raw JSON)")
    tokens = admin.get(reverse("admin:players_apitoken_changelist")).content.decode()
    assert_shown_escaped(tokens, IMG, where="token list")
    # A repair the form refuses echoes what was typed, escaped.
    response = admin.post(
        reverse("admin:games_game_repair", args=[game.pk]), {"action": IMG, "reason": QUOTES}
    )
    assert response.status_code == 400
    assert_escaped(response.content.decode(), "repair refusal")


# --- 2. Authorization ----------------------------------------------------------------------------

UIGO_CARD = re.compile(r"\b(?:red|blue|green|yellow|purple)-[0-8]\b")


def test_an_outsiders_token_gets_nothing_from_any_endpoint_of_a_game(players, client_for):
    game = services.create_game(creator=players[0], ruleset_id="uigo", seats=[players[0].pk, players[1].pk])
    game.refresh_from_db()
    chat.post_message(game_id=game.pk, player=players[0], body="secret table talk")
    seat, move = _first_legal(game)
    outsider = client_for(players[2])
    base = f"/api/games/{game.pk}"
    requests = [
        ("get", f"{base}/", None),
        ("get", f"{base}/view/", None),
        ("get", f"{base}/view/?at=1", None),
        ("get", f"{base}/view/?at=0", None),
        ("get", f"{base}/legal-moves/", None),
        ("get", f"{base}/events/", None),
        ("get", f"{base}/events/?after=0&wait=20", None),
        ("get", f"{base}/chat/", None),
        ("get", f"{base}/chat/?after=0", None),
        ("post", f"{base}/moves/", {"move": move, "expected_seq": game.seq}),
        ("post", f"{base}/chat/", {"body": "let me in"}),
    ]
    events, messages = Event.objects.filter(game=game).count(), ChatMessage.objects.count()
    names = [players[0].display_name, players[1].display_name]
    for method, url, body in requests:
        started = time.monotonic()
        response = _call(outsider, method, url, body)
        assert response.status_code == 403, (url, response.status_code)
        assert time.monotonic() - started < 5, f"{url}: an outsider's long poll waited"
        text = response.content.decode()
        assert response.json()["code"] == "not_your_game", url
        assert (
            not UIGO_CARD.search(text) and "secret" not in text and not any(name in text for name in names)
        ), url
        assert _call(outsider, method, url.replace(base, "/api/games/999999"), body).status_code == 404, url
    assert Event.objects.filter(game=game).count() == events and ChatMessage.objects.count() == messages
    assert game.pk not in [entry["id"] for entry in outsider.get("/api/games/").json()]


def _call(client, method: str, url: str, body):
    return client.post(url, body, format="json") if method == "post" else client.get(url)


def _first_legal(game):
    ruleset, state = services.ruleset_for(game), services.load_state(game)
    seat = ruleset.to_move(state)[0]
    return seat, ruleset.legal_moves(state, seat)[0]


def test_a_revoked_token_stops_working(players):
    from rest_framework.test import APIClient

    game = services.create_game(creator=players[0], ruleset_id="uigo", seats=[players[0].pk, players[1].pk])
    token, raw = ApiToken.issue(players[0], name="bot")
    bot = APIClient()
    bot.credentials(HTTP_AUTHORIZATION=f"Token {raw}")
    assert bot.get(f"/api/games/{game.pk}/").status_code == 200
    assert bot.delete(f"/api/players/me/tokens/{token.pk}/").status_code == 204
    for url in (f"/api/games/{game.pk}/", f"/api/games/{game.pk}/view/", "/api/players/me/"):
        assert bot.get(url).status_code == 401, url


def test_a_replaced_player_loses_the_game_everywhere(client, players, client_for, superuser):
    game = services.create_game(creator=players[0], ruleset_id="uigo", seats=[players[0].pk, players[1].pk])
    game.refresh_from_db()
    api = client_for(players[1])
    enter(client, players[1], game)
    admin_actions.replace_player(game_id=game.pk, admin=superuser, seat=1, player=players[2])
    game.refresh_from_db()
    events, messages = Event.objects.filter(game=game).count(), ChatMessage.objects.count()
    assert api.get(f"/api/games/{game.pk}/view/").status_code == 403
    assert client.get(f"/games/{game.pk}/").status_code == 403
    _seat, move = _first_legal(game)
    client.post(f"/games/{game.pk}/move/", {"move": json.dumps(move), "expected_seq": game.seq})
    assert client.post(f"/games/{game.pk}/chat/", {"body": "still here"}).status_code == 403
    assert Event.objects.filter(game=game).count() == events and ChatMessage.objects.count() == messages
    # The old link says the seat was handed over, and opens nothing.
    token = links.game_link_token(players[1].pk, game.pk)
    old_link = client.get(reverse("game-enter", kwargs={"game_id": game.pk, "token": token}))
    assert old_link.status_code == 410 and "You no longer play in this game" in old_link.content.decode()
    assert client.get(f"/games/{game.pk}/").status_code == 403


def test_a_link_for_game_a_opens_nothing_of_game_b(client, players):
    a = services.create_game(creator=players[0], ruleset_id="uigo", seats=[players[0].pk, players[1].pk])
    b = services.create_game(creator=players[0], ruleset_id="uigo", seats=[players[0].pk, players[2].pk])
    b.refresh_from_db()
    chat.post_message(game_id=b.pk, player=players[2], body="only for game b")
    enter(client, players[0], a)
    for url in (f"/games/{b.pk}/", f"/games/{b.pk}/?chat=all"):
        response = client.get(url)
        assert response.status_code == 403 and "only for game b" not in response.content.decode()
    events, messages = Event.objects.filter(game=b).count(), ChatMessage.objects.count()
    _seat, move = _first_legal(b)
    assert (
        client.post(f"/games/{b.pk}/move/", {"move": json.dumps(move), "expected_seq": b.seq}).status_code
        == 403
    )
    assert client.post(f"/games/{b.pk}/chat/", {"body": "hello b"}).status_code == 403
    assert Event.objects.filter(game=b).count() == events and ChatMessage.objects.count() == messages
    # A's token under B's address is refused, and does not widen the session.
    token = links.game_link_token(players[0].pk, a.pk)
    assert client.get(reverse("game-enter", kwargs={"game_id": b.pk, "token": token})).status_code == 400
    assert client.get(f"/games/{b.pk}/").status_code == 403


def test_a_full_session_without_a_seat_sees_no_game_page(players, superuser):
    game = services.create_game(creator=players[0], ruleset_id="uigo", seats=[players[0].pk, players[1].pk])
    admin = Client()
    admin.force_login(superuser)  # unscoped (a password login), but not seated
    response = admin.get(f"/games/{game.pk}/")
    assert response.status_code == 403 and 'id="board"' not in response.content.decode()


def test_a_staff_members_game_link_does_not_open_the_admin(client, make_player):
    """A game link is a bearer secret in an email (forwarded, scanned, kept in mailboxes): it opens
    one game page. For a staff member it must not open the admin with it."""
    staff = make_player("Staff")
    staff.is_staff = staff.is_superuser = True
    staff.set_password("correct horse battery staple")
    staff.save()
    other = make_player()
    game = services.create_game(creator=staff, ruleset_id="uigo", seats=[staff.pk, other.pk])
    enter(client, staff, game)
    assert client.get(f"/games/{game.pk}/").status_code == 200
    for url in (
        "/admin/",
        reverse("admin:games_game_changelist"),
        reverse("admin:players_player_changelist"),
    ):
        response = client.get(url)
        assert response.status_code == 302 and response["Location"].startswith("/admin/login/"), url
    # Signing in with the password (the admin's way) opens an unscoped session: the admin works.
    response = client.post(
        "/admin/login/?next=/admin/", {"username": staff.email, "password": "correct horse battery staple"}
    )
    assert response.status_code == 302 and response["Location"] == "/admin/"
    assert client.get("/admin/").status_code == 200


@pytest.mark.parametrize("ruleset_id", RULESETS)
def test_a_spectator_sees_nothing_that_some_seat_does_not(ruleset_id):
    """No endpoint serves a spectator's view (every game read needs a seat), but rule sets define
    one: every text in it must also be in every seat's view, so it never shows a hand."""
    ruleset = registry().get(ruleset_id)
    for players in sorted({ruleset.min_players, min(ruleset.max_players, 3)}):
        chooser = Random(players)
        state = fold(ruleset, ruleset.setup(players, ruleset.resolve_options(players, {}), Random(players)))
        for step in range(120):
            if step % 15 == 0:
                spectator = _texts(ruleset.view(state, None))
                for seat in range(players):
                    extra = spectator - _texts(ruleset.view(state, seat))
                    assert not extra, (
                        f"{ruleset_id}: a spectator sees {sorted(extra)[:5]}, seat {seat} does not"
                    )
            if ruleset.outcome(state) is not None:
                break
            seat = chooser.choice(ruleset.to_move(state))
            move = chooser.choice(ruleset.legal_moves(state, seat))
            for event in ruleset.decide(state, seat, move, Random(chooser.getrandbits(32))):
                state = ruleset.evolve(state, event)


def _texts(value, out=None) -> set[str]:
    out = set() if out is None else out
    if isinstance(value, dict):
        for key, item in value.items():
            out.add(f"key:{key}")
            _texts(item, out)
    elif isinstance(value, list):
        for item in value:
            _texts(item, out)
    elif isinstance(value, str):
        out.add(value)
    return out


# --- 3. CSRF, and GET never changes anything ----------------------------------------------------


def _state_of_everything():
    return (
        list(Game.objects.order_by("pk").values_list("pk", "seq", "status")),
        Event.objects.count(),
        ChatMessage.objects.count(),
        Notification.objects.count(),
        list(Invitation.objects.order_by("pk").values_list("pk", "status")),
        list(
            Player.objects.order_by("pk").values_list(
                "pk", "name", "notify", "locale", "time_zone", "is_active"
            )
        ),
        list(Seat.objects.order_by("pk").values_list("pk", "player_id", "deadline")),
        list(AccountLink.objects.order_by("pk").values_list("pk", "used_at")),
        list(ApiToken.objects.order_by("pk").values_list("pk", "revoked_at")),
    )


def test_every_state_changing_post_needs_a_csrf_token(players, superuser):
    game = services.create_game(creator=players[0], ruleset_id="uigo", seats=[players[0].pk, players[1].pk])
    game.refresh_from_db()
    invited = services.create_game(
        creator=players[0], ruleset_id="uigo", seats=[players[0].pk, "new@example.org"]
    )
    invitation = relative(links.invitation_url(invited.invitations.get().pk))
    seat, move = _first_legal(game)
    browser = Client(enforce_csrf_checks=True)
    enter(browser, players[seat], game)
    before = _state_of_everything()
    posts = [
        (f"/games/{game.pk}/move/", {"move": json.dumps(move), "expected_seq": game.seq}),
        (f"/games/{game.pk}/chat/", {"body": "forged"}),
        ("/settings/", {"name": "Forged", "locale": "fr", "time_zone": "UTC", "notify": "none"}),
        (f"/games/{game.pk}/link/", {"email": players[seat].email}),
        ("/signin/", {"email": players[seat].email}),
        (invitation, {"name": "Forged", "accept": "1"}),
        (invitation, {"decline": "1"}),
        ("/signout/", {}),
    ]
    for url, data in posts:
        assert browser.post(url, data).status_code == 403, url
    assert _state_of_everything() == before
    assert browser.get(f"/games/{game.pk}/").status_code == 200, "the forged sign-out signed the player out"
    admin = Client(enforce_csrf_checks=True)
    admin.force_login(superuser)
    response = admin.post(
        reverse("admin:games_game_repair", args=[game.pk]), {"action": "abort", "confirm": "on"}
    )
    assert response.status_code == 403
    assert _state_of_everything() == before
    # The API takes an (unscoped) session too, for the browsable docs: then it wants the token as well.
    response = admin.post(f"/api/games/{game.pk}/chat/", {"body": "forged"}, content_type="application/json")
    assert response.status_code == 403 and "CSRF" in response.json()["detail"]
    response = admin.post("/api/players/me/tokens/", {"name": "forged"}, content_type="application/json")
    assert response.status_code == 403 and not ApiToken.objects.filter(name="forged").exists()
    assert _state_of_everything() == before
    # The documented exception: RFC 8058 one-click unsubscribe, with the signed link and no session.
    response = Client(enforce_csrf_checks=True).post(
        relative(links.unsubscribe_url(players[3].pk)),
        "List-Unsubscribe=One-Click",
        content_type="application/x-www-form-urlencoded",
    )
    assert response.status_code == 200
    # And with the page's token, the same form does work (the refusals above are CSRF's).
    page = browser.get(f"/games/{game.pk}/").content.decode()
    csrf = re.search(r'name="csrfmiddlewaretoken" value="([^"]+)"', page).group(1)
    response = browser.post(f"/games/{game.pk}/chat/", {"body": "real", "csrfmiddlewaretoken": csrf})
    assert response.status_code == 302 and ChatMessage.objects.filter(body="real").exists()


def test_no_get_or_head_changes_anything(client, players):
    """Mail scanners and link previews follow every link in an email, with GET (or HEAD)."""
    game = services.create_game(creator=players[0], ruleset_id="uigo", seats=[players[0].pk, players[1].pk])
    invited = services.create_game(
        creator=players[0], ruleset_id="uigo", seats=[players[0].pk, "new@example.org"]
    )
    token = links.game_link_token(players[0].pk, game.pk)
    AccountLink.objects.create(email=players[2].email)
    account_link = relative(links.account_link_url(AccountLink.objects.get().pk))
    urls = [
        account_link,  # a sign-in link: the GET shows a button
        "/",
        "/signup/",
        "/signup/?email=someone@example.org",
        "/account/tokens/",
        "/i18n/setlang/?language=fr",
        reverse("game-enter", kwargs={"game_id": game.pk, "token": token}),
        f"/games/{game.pk}/",
        f"/games/{game.pk}/?chat=all",
        "/games/",
        "/settings/",
        "/signin/",
        f"/games/{game.pk}/move/",
        f"/games/{game.pk}/chat/",
        f"/games/{game.pk}/link/",
        "/signout/",
        relative(links.invitation_url(invited.invitations.get().pk)),
        relative(links.invitation_url(invited.invitations.get().pk)) + "?decline=1&accept=1",
        relative(links.unsubscribe_url(players[0].pk)),
        f"/games/{game.pk}/move/?move=%7B%7D&expected_seq=2",
        f"/games/{game.pk}/chat/?body=hello",
        "/signin/?email=" + players[0].email,
    ]
    before = _state_of_everything()
    for method in ("get", "head"):
        for url in urls:
            response = getattr(client, method)(url)
            # 403: an account page refused to the game-link session that the first link opened.
            assert response.status_code in {200, 302, 403, 405}, (method, url, response.status_code)
    assert _state_of_everything() == before


# --- 4. Redirects and headers -------------------------------------------------------------------

EVIL = ("https://evil.example/", "//evil.example/", "/\\evil.example/", "https:evil.example")


def test_redirects_never_leave_the_site(client, players, superuser, django_capture_on_commit_callbacks):
    game = services.create_game(creator=players[0], ruleset_id="uigo", seats=[players[0].pk, players[1].pk])
    game.refresh_from_db()
    token = links.game_link_token(players[game.to_move[0]].pk, game.pk)
    responses = []
    for target in EVIL:
        query = f"?next={target}"
        responses += [
            client.get(reverse("game-enter", kwargs={"game_id": game.pk, "token": token}) + query),
            client.post(f"/games/{game.pk}/chat/{query}", {"body": "hi"}),
            client.post(f"/games/{game.pk}/move/{query}", {"move": "{}", "expected_seq": game.seq}),
            client.post(
                f"/settings/{query}", {"name": "N", "locale": "en", "time_zone": "UTC", "notify": "each_turn"}
            ),
            client.get(f"/{query}"),
            client.post(f"/signout/{query}"),
            client.get(f"/settings/{query}"),
        ]
        # An account link remembers where to go once used: only ever a path on this site.
        asker = Client()
        person = players[EVIL.index(target)]
        with django_capture_on_commit_callbacks(execute=True):  # the link is made when its email is sent
            asker.post(f"/signin/{query}", {"email": person.email, "next": target})
        link = AccountLink.objects.filter(email=person.email).latest("pk")
        responses.append(asker.post(relative(links.account_link_url(link.pk))))
        admin = Client()
        responses.append(admin.post(f"/admin/login/{query}", {"username": superuser.email, "password": "x"}))
        superuser.set_password("a long admin password")
        superuser.save()
        responses.append(
            admin.post(
                f"/admin/login/{query}", {"username": superuser.email, "password": "a long admin password"}
            )
        )
    redirects = [r for r in responses if r.status_code in {301, 302, 303, 307, 308}]
    assert len(redirects) >= 6 * len(EVIL)
    for response in redirects:
        location = response["Location"]
        assert location.startswith("/") and not location.startswith(("//", "/\\")), location
        # An account page sends a visitor to sign in with ?next= its own path (query included):
        # that path may quote the attacker's text, but it is a path on this site.
        path, _, query = location.partition("?")
        assert "evil" not in path, location
        for back in parse_qs(query).get("next", []):
            assert back.startswith("/") and not back.startswith(("//", "/\\")), location
            assert "evil" not in back.partition("?")[0], location


def test_production_sends_the_security_headers_and_secure_cookies():
    script = (
        "import json, django\n"
        "django.setup()\n"
        "from django.test import Client\n"
        "client = Client(HTTP_HOST='ravenpost.example.org')\n"
        "secure = client.get('/api/rulesets/', HTTP_X_FORWARDED_PROTO='https')\n"
        "plain = client.get('/api/rulesets/')\n"
        "print(json.dumps({'status': secure.status_code, 'headers': dict(secure.headers),\n"
        "                  'plain': [plain.status_code, plain.get('Location')]}))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", script],
        cwd=ROOT,
        env=production_env(),
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    answer = json.loads(result.stdout.strip().splitlines()[-1])
    headers = {name.lower(): value for name, value in answer["headers"].items()}
    assert answer["plain"] == [301, "https://ravenpost.example.org/api/rulesets/"]
    assert answer["status"] == 401
    hsts = headers["strict-transport-security"]
    assert int(re.search(r"max-age=(\d+)", hsts).group(1)) >= 365 * 24 * 3600
    assert "includeSubDomains" in hsts
    assert headers["x-content-type-options"] == "nosniff"
    assert headers["x-frame-options"] == "DENY"
    assert headers["referrer-policy"] == "same-origin"  # link secrets in a URL never leave the site
    assert headers["cross-origin-opener-policy"] == "same-origin"
    result, values = load_settings(
        production_env(),
        "SESSION_COOKIE_SECURE",
        "SESSION_COOKIE_HTTPONLY",
        "SESSION_COOKIE_SAMESITE",
        "CSRF_COOKIE_SECURE",
        "CSRF_COOKIE_SAMESITE",
        "DEBUG",
        "SECURE_SSL_REDIRECT",
    )
    assert result.returncode == 0, result.stderr
    assert values == {
        "SESSION_COOKIE_SECURE": True,
        "SESSION_COOKIE_HTTPONLY": True,
        "SESSION_COOKIE_SAMESITE": "Lax",
        "CSRF_COOKIE_SECURE": True,
        "CSRF_COOKIE_SAMESITE": "Lax",
        "DEBUG": False,
        "SECURE_SSL_REDIRECT": True,
    }


def test_pages_with_a_secret_in_their_address_keep_it_from_other_sites(client, players):
    """The expired-link and invitation pages have their secret in the URL: the Referer sent to any
    other site must not carry it, and no other site may frame them."""
    game = services.create_game(
        creator=players[0], ruleset_id="uigo", seats=[players[0].pk, "new@example.org"]
    )
    for url in (
        relative(links.invitation_url(game.invitations.get().pk)),
        f"/games/{game.pk}/enter/forged-token/",
        relative(links.unsubscribe_url(players[0].pk)),
    ):
        response = client.get(url)
        assert response["Referrer-Policy"] == "same-origin", url
        assert response["X-Frame-Options"] == "DENY", url


# --- 5. Logs, constant time, hashed tokens, rate limits, nonces ----------------------------------


def _console_handler(stream: StringIO) -> logging.Handler:
    """The production log handler (JSON, with every filter the configuration puts on it)."""
    config = logging_config(json_lines=True, level="INFO")
    spec = config["handlers"]["console"]
    handler = logging.StreamHandler(stream)
    handler.setFormatter(import_string(config["formatters"][spec["formatter"]]["()"])())
    for name in spec.get("filters", []):
        handler.addFilter(import_string(config["filters"][name]["()"])())
    return handler


def test_link_secrets_never_reach_the_logs(client, players, caplog):
    game = services.create_game(creator=players[0], ruleset_id="uigo", seats=[players[0].pk, players[1].pk])
    other = services.create_game(creator=players[0], ruleset_id="uigo", seats=[players[0].pk, players[2].pk])
    game_token = links.game_link_token(players[0].pk, game.pk)
    invitation_token = links.invitation_token(12345)
    unsubscribe_token = links.unsubscribe_token(players[0].pk)
    secrets = [game_token, invitation_token, unsubscribe_token]
    # Real records: Django logs the path of every 4xx answer (here a link opened under another game).
    with caplog.at_level(logging.INFO):
        client.get(reverse("game-enter", kwargs={"game_id": other.pk, "token": game_token}))
        client.get(f"/invitations/{invitation_token}/")
    records = [
        record
        for record in caplog.records
        if record.name == "django.request"
        and ("/enter/" in record.getMessage() or "/invitations/" in record.getMessage())
    ]
    assert len(records) == 2, "Django no longer logs 4xx paths: this test needs other records"
    # Gunicorn's access log line, as docker/gunicorn.conf.py formats it.
    access_format = runpy.run_path(str(DOCKER / "gunicorn.conf.py"))["access_log_format"]
    for path in (
        f"/games/{game.pk}/enter/{game_token}/",
        f"/invitations/{invitation_token}/",
        f"/unsubscribe/{unsubscribe_token}/",
    ):
        atoms = {
            "h": "203.0.113.9",
            "r": f"GET {path}?utm=1 HTTP/1.1",
            "s": "302",
            "b": "0",
            "M": "3",
            "a": "Mozilla/5.0",
        }
        records.append(
            logging.LogRecord("gunicorn.access", logging.INFO, __file__, 1, access_format, (atoms,), None)
        )
    stream = StringIO()
    handler = _console_handler(stream)
    for record in records:
        handler.handle(record)
    output = stream.getvalue()
    assert output.count("\n") == len(records)
    for secret in secrets:
        assert secret not in output
    assert f"/games/{game.pk}/enter/" in output and "/invitations/" in output  # the rest of the line stays
    assert "{authorization}i" not in access_format.lower()  # API tokens are never in the access log


def test_signed_links_are_compared_in_constant_time(monkeypatch):
    from django.core import signing

    calls = []
    real = signing.constant_time_compare

    def spy(a, b):
        calls.append(1)
        return real(a, b)

    monkeypatch.setattr(signing, "constant_time_compare", spy)
    for read, token in (
        (links.read_game_link, links.game_link_token(1, 2)),
        (links.read_invitation, links.invitation_token(3)),
        (links.read_unsubscribe, links.unsubscribe_token(4)),
    ):
        calls.clear()
        assert read(token) is not None
        assert read(token[:-2] + ("AA" if not token.endswith("AA") else "BB")) is None
        assert len(calls) >= 2, read.__name__


def test_api_tokens_are_stored_only_as_their_hash(players):
    raw = issue_token(players[0], name="bot")
    row = ApiToken.objects.get(player=players[0])
    stored = json.dumps(list(ApiToken.objects.filter(pk=row.pk).values().get().values()), default=str)
    assert raw not in stored and raw[10:] not in stored
    assert row.key_hash == hash_token(raw) and len(raw) >= 40


def test_sign_in_emails_are_limited_per_player(client, players, monkeypatch, django_capture_on_commit_callbacks):
    """The sign-in page: one email listing every game, at most one per address every 10 minutes
    (tests/playbymail/test_sign_in.py); a game's fresh-link form: one per address every 10
    minutes, whichever game (tests/playbymail/test_fresh_links.py).
    Who gets what is decided when the email is delivered (tests/players/test_same_work_for_any_address.py)."""
    game = services.create_game(creator=players[0], ruleset_id="uigo", seats=[players[0].pk, players[1].pk])
    second = services.create_game(creator=players[0], ruleset_id="uigo", seats=[players[0].pk, players[2].pk])
    Game.objects.filter(pk__in=[game.pk, second.pk]).update(status=Game.Status.ACTIVE)
    links_sent = Notification.objects.filter(kind=Notification.Kind.SIGN_IN_LINK, status=Notification.Status.SENT)
    with django_capture_on_commit_callbacks(execute=True):  # delivered
        for _ in range(3):
            client.post("/signin/", {"email": players[0].email.upper()})
            client.post(f"/games/{game.pk}/link/", {"email": players[0].email})
    [sign_in] = Notification.objects.filter(kind=Notification.Kind.ACCOUNT_LINK)
    assert sign_in.context["games"] == sorted([game.pk, second.pk]) and AccountLink.objects.count() == 1
    assert links_sent.filter(game=game).count() == 1 and links_sent.count() == 1
    later = timezone.now() + timedelta(minutes=10)
    monkeypatch.setattr("accounts.fresh_links.timezone.now", lambda: later)
    with django_capture_on_commit_callbacks(execute=True):
        for _ in range(3):
            client.post(f"/games/{game.pk}/link/", {"email": players[0].email})
    assert links_sent.filter(game=game).count() == 2
    # Unknown addresses, and players of other games, get the same answer; no game link.
    known = client.post("/signin/", {"email": players[0].email})
    unknown = client.post("/signin/", {"email": "nobody@example.org"})
    assert known.status_code == unknown.status_code == 200
    assert without_csrf(known.content) == without_csrf(unknown.content)
    with django_capture_on_commit_callbacks(execute=True):
        outsider = client.post(f"/games/{game.pk}/link/", {"email": players[3].email})
    assert outsider.status_code == 200 and not links_sent.filter(email=players[3].email).exists()


def test_another_player_cannot_spoil_the_move_buttons_of_a_page(client, players):
    """The page's move forms carry an idempotency key (a double click plays once). If another
    seated player can guess it, they can use it first (keys are unique per game) and the page's
    button is refused: the key must not be predictable."""
    game = services.create_game(creator=players[0], ruleset_id="uigo", seats=[players[0].pk, players[1].pk])
    game.refresh_from_db()
    ruleset = services.ruleset_for(game)
    mover, move = _first_legal(game)
    waiting = 1 - mover
    state = services.load_state(game)
    after = game.seq + len(ruleset.decide(state, mover, move, Random(0)))
    # A predictable key for the first button of the other player's next page (game, seq, index).
    services.submit_move(
        game_id=game.pk,
        player=players[mover],
        move=move,
        expected_seq=game.seq,
        idempotency_key=f"{game.pk}-{after}-1",
    )
    game.refresh_from_db()
    assert game.seq == after and waiting in game.to_move
    enter(client, players[waiting], game)
    page = client.get(f"/games/{game.pk}/").content.decode()
    form = re.search(
        r'name="move" value="([^"]+)".*?name="expected_seq" value="(\d+)".*?name="nonce" value="([^"]+)"',
        page,
        re.S,
    )
    response = client.post(
        f"/games/{game.pk}/move/",
        {"move": unescape(form.group(1)), "expected_seq": form.group(2), "nonce": form.group(3)},
        follow=True,
    )
    assert "Your move was played." in response.content.decode()
    game.refresh_from_db()
    assert game.seq > after
