"""Game pages: the view, the log and the legal moves as labelled buttons; a stale page gets a
clear message, never a wrong move; every page renders in English and French and passes a basic
accessibility check (lang attribute, one h1, labelled buttons and inputs)."""

from __future__ import annotations

import json
import re
from html import escape
from html.parser import HTMLParser

import pytest
from django.test import Client
from django.urls import reverse
from django.utils import translation

from games import services
from games.models import Event, Game
from games.rulesets import registry
from games.services.errors import ServiceError
from players import links

pytestmark = pytest.mark.django_db


class Audit(HTMLParser):
    """Collects what a basic accessibility check needs."""

    def __init__(self) -> None:
        super().__init__()
        self.lang = None
        self.h1 = 0
        self.buttons: list[str] = []
        self._button: list[str] | None = None
        self.inputs: list[dict] = []
        self.labels: set[str] = set()

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "html":
            self.lang = attrs.get("lang")
        elif tag == "h1":
            self.h1 += 1
        elif tag == "button":
            # its accessible name: its aria-label (a board's element drawn as a button), or its text
            self._button = [attrs["aria-label"]] if attrs.get("aria-label") else []
        elif tag in {"input", "select", "textarea"} and attrs.get("type") not in {"hidden", "submit"}:
            self.inputs.append(attrs)
        elif tag == "label" and attrs.get("for"):
            self.labels.add(attrs["for"])

    def handle_data(self, data):
        if self._button is not None:
            self._button.append(data)

    def handle_endtag(self, tag):
        if tag == "button" and self._button is not None:
            self.buttons.append("".join(self._button).strip())
            self._button = None


def audit(response, lang):
    assert response.status_code in {200, 400, 403, 410}, response.status_code
    page = Audit()
    page.feed(response.content.decode())
    assert page.lang == lang
    assert page.h1 == 1
    assert all(page.buttons), f"a button without a label: {page.buttons}"
    for field in page.inputs:
        assert field.get("id") in page.labels or field.get("aria-label"), f"an input without a label: {field}"
    return page


@pytest.fixture
def game(players):
    return services.create_game(creator=players[0], ruleset_id="uigo", seats=[players[0].pk, players[1].pk])


def sign_in(client, player, game):
    client.get(reverse("game-enter", kwargs={"game_id": game.pk, "token": links.game_link_token(player.pk, game.pk)}))


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_page_renders_and_is_accessible(client, players, game, lang):
    game.refresh_from_db()
    mover = players[game.to_move[0]]
    mover.locale = lang
    mover.save()
    sign_in(client, mover, game)
    page = audit(client.get(f"/games/{game.pk}/"), lang)
    assert len(page.buttons) >= 1 + len(services.ruleset_for(game).legal_moves(services.load_state(game), game.to_move[0]))
    audit(client.get("/games/"), lang)
    audit(client.get("/settings/"), lang)
    audit(client.get(links.unsubscribe_url(mover.pk).replace("http://localhost:8000", "")), lang)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_anonymous_pages_follow_the_browser_language(client, game, lang):
    headers = {"HTTP_ACCEPT_LANGUAGE": lang}
    audit(client.get("/signin/", **headers), lang)
    audit(client.get(f"/games/{game.pk}/", **headers), lang)
    audit(client.get(f"/games/{game.pk}/enter/bad-token/", **headers), lang)


def test_french_pages_are_translated(client, players, game):
    game.refresh_from_db()
    mover = players[game.to_move[0]]
    mover.locale = "fr"
    mover.save()
    sign_in(client, mover, game)
    html = client.get(f"/games/{game.pk}/").content.decode()
    assert "Journal" in html or "Historique" in html
    assert "Your moves" not in html


def test_a_move_button_plays_that_move(client, players, game):
    game.refresh_from_db()
    seat = game.to_move[0]
    sign_in(client, players[seat], game)
    html = client.get(f"/games/{game.pk}/").content.decode()
    first = json.loads(re.search(r'name="move" value="([^"]+)"', html).group(1).replace("&quot;", '"'))
    response = client.post(f"/games/{game.pk}/move/", {"move": json.dumps(first), "expected_seq": game.seq})
    assert response.status_code == 302
    game.refresh_from_db()
    assert Event.objects.filter(game=game, actor=players[seat]).exists()


def test_a_stale_page_gets_the_game_moved_on_never_a_wrong_move(client, players, game):
    game.refresh_from_db()
    seat, stale = game.to_move[0], game.seq
    ruleset = services.ruleset_for(game)
    move = ruleset.legal_moves(services.load_state(game), seat)[0]
    services.submit_move(game_id=game.pk, player=players[seat], move=move, expected_seq=stale)
    game.refresh_from_db()
    count = Event.objects.filter(game=game).count()
    sign_in(client, players[seat], game)
    response = client.post(f"/games/{game.pk}/move/", {"move": json.dumps(move), "expected_seq": stale}, follow=True)
    assert "moved on" in response.content.decode()
    assert Event.objects.filter(game=game).count() == count


@pytest.mark.parametrize("ruleset_id", [r.id for r in registry()])
def test_every_game_page_renders(client, make_player, ruleset_id):
    ruleset = registry().get(ruleset_id)
    seated = [make_player() for _ in range(ruleset.min_players)]
    game = services.create_game(creator=seated[0], ruleset_id=ruleset_id, seats=[p.pk for p in seated])
    for player in seated:
        client.logout()
        sign_in(client, player, game)
        audit(client.get(f"/games/{game.pk}/"), "en")


# Sentences of the English pages that a French reader must never meet.
ENGLISH = ["My games", "Settings", "Sign out", "Sign in", "Your turn", "Your moves", "Waiting for", "Log",
           "Email me", "This link", "Check your email", "Stop", "Accept", "Decline", "Result",
           "The game as you see it", "You declined", "Your email address", "Open this game"]


def anonymous_pages(game, players, expired_token):
    """(name, method, url, data) of every page a visitor without a session can reach."""
    invited = services.create_game(creator=players[0], ruleset_id="uigo", seats=[players[0].pk, "new@example.org"])
    declined = services.create_game(creator=players[0], ruleset_id="uigo", seats=[players[0].pk, "no@example.org"])
    invitation = links.invitation_url(invited.invitations.get().pk).replace("http://localhost:8000", "")
    to_decline = links.invitation_url(declined.invitations.get().pk).replace("http://localhost:8000", "")
    unsubscribe = links.unsubscribe_url(players[2].pk).replace("http://localhost:8000", "")
    return [
        ("signin", "get", "/signin/", None),
        ("link sent", "post", "/signin/", {"email": players[0].email}),
        ("need link", "get", f"/games/{game.pk}/", None),
        ("invalid link", "get", f"/games/{game.pk}/enter/bad-token/", None),
        ("expired link", "get", f"/games/{game.pk}/enter/{expired_token}/", None),
        ("fresh link sent", "post", f"/games/{game.pk}/link/", {"token": expired_token}),
        ("invitation", "get", invitation, None),
        ("invitation declined", "post", to_decline, {"decline": "1"}),
        ("closed invitation", "get", to_decline, None),
        ("unsubscribe", "get", unsubscribe, None),
        ("unsubscribed", "post", unsubscribe, None),
    ]


def expired_link(player, game, settings):
    from django.core import signing

    settings.GAME_LINK_MAX_AGE_DAYS = 1
    signer = signing.TimestampSigner(salt=links.GAME_LINK_SALT)
    signer.timestamp = lambda: signing.b62_encode(int(signing.time.time() - 3 * 86400))
    return signer.sign(links.game_link_token(player.pk, game.pk).rsplit(":", 2)[0])


def visible_text(response) -> str:
    class Text(HTMLParser):
        def __init__(self):
            super().__init__()
            self.parts = []
            self._skip = 0

        def handle_starttag(self, tag, attrs):
            self._skip += tag in {"script", "style"}

        def handle_endtag(self, tag):
            self._skip -= tag in {"script", "style"}

        def handle_data(self, data):
            if not self._skip:
                self.parts.append(data)

    parser = Text()
    parser.feed(response.content.decode())
    return " ".join(" ".join(parser.parts).split())


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_anonymous_page_renders_translated_and_accessible(client, players, game, settings, lang):
    token = expired_link(players[0], game, settings)
    for name, method, url, data in anonymous_pages(game, players, token):
        client.logout()
        response = getattr(client, method)(url, data or {}, HTTP_ACCEPT_LANGUAGE=lang)
        audit(response, lang)
        if lang == "fr":
            text = visible_text(response)
            leftovers = [sentence for sentence in ENGLISH if re.search(rf"\b{sentence}\b", text)]
            assert leftovers == [], (name, leftovers, text)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_signed_in_page_renders_translated_and_accessible(client, players, game, lang):
    from tests.playing import play_to_end

    game.refresh_from_db()
    waiting = services.create_game(creator=players[0], ruleset_id="uigo", seats=[players[0].pk, "w@example.org"])
    outsider_game = services.create_game(creator=players[2], ruleset_id="uigo", seats=[players[2].pk, players[3].pk])
    finished = services.create_game(creator=players[0], ruleset_id="uigo", seats=[players[0].pk, players[1].pk])
    play_to_end(finished, seed=1)
    player = players[0]
    player.locale = lang
    player.save()
    pages = []
    for target in (game, waiting, finished):
        sign_in(client, player, target)
        pages.append(client.get(f"/games/{target.pk}/"))
    pages += [client.get("/settings/"), client.get(f"/games/{outsider_game.pk}/")]
    client.force_login(player)  # an unscoped session: the not-seated page, and the account's game pages
    pages.append(client.get(f"/games/{outsider_game.pk}/"))
    pages += [client.get(url) for url in ("/games/", "/games/new/", "/games/new/knarr/3/", "/games/open/")]
    for response in pages:
        audit(response, lang)
        if lang == "fr":
            text = visible_text(response)
            leftovers = [sentence for sentence in ENGLISH if re.search(rf"\b{sentence}\b", text)]
            assert leftovers == [], (response.request["PATH_INFO"], leftovers, text)
    assert "★" in pages[2].content.decode()  # the finished game shows its result


def test_the_deadline_is_shown_in_the_players_time_zone(client, players):
    from datetime import timedelta

    game = services.create_game(creator=players[0], ruleset_id="uigo", seats=[players[0].pk, players[1].pk],
                                move_time_limit=timedelta(hours=30))
    game.refresh_from_db()
    mover = players[game.to_move[0]]
    mover.time_zone = "Pacific/Auckland"
    mover.save()
    sign_in(client, mover, game)
    html = client.get(f"/games/{game.pk}/").content.decode()
    from zoneinfo import ZoneInfo

    from django.utils import formats

    def shown(zone: str) -> str:
        return formats.date_format(game.deadline.astimezone(ZoneInfo(zone)), "DATETIME_FORMAT")

    assert shown("Pacific/Auckland") in html and shown("UTC") not in html
    assert "(Pacific/Auckland)" in html  # the zone is named, so nobody has to guess
    client.force_login(mover)
    listing = client.get("/games/").content.decode()
    assert shown("Pacific/Auckland") in listing and "(Pacific/Auckland)" in listing


def test_my_games_lists_those_waiting_for_me_first(client, players):
    # Alternate the seat order so that some games wait for players[0] and some for the other.
    games = [services.create_game(creator=players[0], ruleset_id="uigo",
                                  seats=[players[0].pk, players[1].pk][::1 if index % 2 else -1])
             for index in range(4)]
    mine = [game.pk for game in games if services.seat_of(game, players[0]) in Game.objects.get(pk=game.pk).to_move]
    assert 0 < len(mine) < 4
    client.force_login(players[0])
    html = client.get("/games/").content.decode()
    order = [int(match) for match in re.findall(r'href="/games/(\d+)/"', html)]
    assert sorted(order) == sorted(g.pk for g in games)
    flags = [pk in mine for pk in order]
    assert flags == sorted(flags, reverse=True), "a game waiting for me comes after one that is not"


def test_one_click_unsubscribe_needs_no_csrf_token_or_session(players):

    client = Client(enforce_csrf_checks=True)
    url = links.unsubscribe_url(players[0].pk).replace("http://localhost:8000", "")
    response = client.post(url, "List-Unsubscribe=One-Click", content_type="application/x-www-form-urlencoded")
    assert response.status_code == 200
    players[0].refresh_from_db()
    assert players[0].notify == "none"
    forged = client.post(url[:-4] + "abc/", "List-Unsubscribe=One-Click",
                         content_type="application/x-www-form-urlencoded")
    assert forged.status_code == 400


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_refusals_on_the_game_page_are_in_the_players_language(client, players, game, lang):
    """A move refused with the page's seq still current: out of turn, or not a legal move. The
    rule's own sentence comes from the rule set's catalogue, so a French player reads it in French."""
    game.refresh_from_db()
    waiting = players[1 - game.to_move[0]]
    mover = players[game.to_move[0]]
    for player in (waiting, mover):
        player.locale = lang
        player.save()
    move = services.ruleset_for(game).legal_moves(services.load_state(game), game.to_move[0])[0]

    sign_in(client, waiting, game)
    page = client.post(f"/games/{game.pk}/move/", {"move": json.dumps(move), "expected_seq": game.seq},
                       follow=True).content.decode()
    assert ("It is not your turn to move." if lang == "en" else "Ce n&#x27;est pas à vous de jouer.") in page

    client = Client()  # the mover in a browser of their own (a link for another player asks first)
    sign_in(client, mover, game)
    bad = {"type": "play_card", "card": "purple-99"}
    page = client.post(f"/games/{game.pk}/move/", {"move": json.dumps(bad), "expected_seq": game.seq},
                       follow=True).content.decode()
    with translation.override("en"), pytest.raises(ServiceError) as refused:
        services.submit_move(game_id=game.pk, player=mover, move=bad, expected_seq=game.seq)
    english = refused.value.message
    with translation.override(lang), pytest.raises(ServiceError) as refused:
        services.submit_move(game_id=game.pk, player=mover, move=bad, expected_seq=game.seq)
    assert escape(refused.value.message) in page  # the rule's own sentence, in the page's language
    if lang == "fr":  # the rule set's catalogue translates it
        assert refused.value.message != english and escape(english) not in page
    assert Event.objects.filter(game=game).count() == game.seq


def test_a_forged_or_oversized_move_form_is_refused_cleanly(client, players, game):
    game.refresh_from_db()
    seat = game.to_move[0]
    sign_in(client, players[seat], game)
    for data in ({"move": "{not json", "expected_seq": game.seq}, {"move": "[1]", "expected_seq": game.seq},
                 {"move": '{"type": "fly"}', "expected_seq": "x"}, {"move": '{"type": "fly"}', "expected_seq": game.seq},
                 {"move": "x" * (200 * 1024), "expected_seq": game.seq}):
        response = client.post(f"/games/{game.pk}/move/", data)
        assert response.status_code in {302, 400, 413}, response.status_code
    assert Event.objects.filter(game=game).count() == game.seq
