"""Watching a tournament's games: whoever holds no seat in a tournament's game, signed in or not,
gets a spectator's page of it (``games.web.watching``): the board from ``view(state, None)``, the
players, whose turn it is, the log as seat ``None`` reads it, the tournament's line, and nothing to
act with (no moves, no chat, no takeback, no conditional moves). A game outside a tournament stays
private to its players (403). No hidden information of any rule set reaches the spectator's page.
"""

from __future__ import annotations

from random import Random

import pytest
from django.test import Client

from games import services as games_services
from games.describe import seat_names
from games.models import Event, Game
from games.rulesets import presentation_for
from games.services import chat
from tests.hidden import models, surfaces
from tests.playing import play_random_move, seat_players
from tournaments.models import TournamentGame

pytestmark = pytest.mark.django_db

WATCHING = {"en": "You are watching this game", "fr": "Vous regardez cette partie"}
# What only a player's page has: the forms that act on the game, and the chat.
ACTING = ("/move/", "/chat/", "/takeback/", "/conditional/", "/leave/", "/emails/", "/rematch/", 'id="chat"',
          "Table talk", "board-play", "board-pick", "data-target=")


def browser(player=None, language: str = "en") -> Client:
    client = Client(HTTP_ACCEPT_LANGUAGE=language)
    if player is not None:
        client.force_login(player)
    return client


def started(make_tournament, make_player, ruleset: str = "uigo", players: int = 2, options=None) -> TournamentGame:
    """A started tournament of ``players`` players at one table; its one game."""
    if players == 2:
        tournament = make_tournament(format="round_robin", ruleset=ruleset, options=options or {})
    else:
        tournament = make_tournament(format="tables", ruleset=ruleset, players_per_table=players, rounds=1,
                                     options=options or {})
    for number in range(players):
        browser(make_player(f"Player {number + 1}")).post(f"/tournaments/{tournament.pk}/join/")
    browser(tournament.organiser).post(f"/tournaments/{tournament.pk}/start/")
    return TournamentGame.objects.select_related("game", "tournament").get(tournament=tournament)


@pytest.fixture
def cup_game(make_tournament, make_player) -> TournamentGame:
    return started(make_tournament, make_player)


@pytest.mark.parametrize("signed_in", [True, False], ids=["signed-in", "anonymous"])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_non_player_watches_a_tournament_game(cup_game, make_player, signed_in, lang):
    game = cup_game.game
    chat.post_message(game_id=game.pk, player=seat_players(game)[0], body="Psst, only for the table")
    response = browser(make_player("Watcher") if signed_in else None, lang).get(f"/games/{game.pk}/")
    html = response.content.decode()
    assert response.status_code == 200
    assert WATCHING[lang] in html
    assert 'id="board"' in html and 'class="view scroll"' in html
    assert f'<a href="/tournaments/{cup_game.tournament_id}/#rounds">' in html  # the "part of" line
    assert all(name in html for name in seat_names(game))
    assert "Waiting for" in html or "En attente de" in html
    for acting in ACTING:
        assert acting not in html, acting
    assert "Psst" not in html
    # A signed-out player of the game may ask for their link from here.
    assert (f'action="/games/{game.pk}/link/"' in html) is not signed_in


def test_the_players_keep_their_own_page(cup_game):
    game = cup_game.game
    html = browser(seat_players(game)[0]).get(f"/games/{game.pk}/").content.decode()
    assert WATCHING["en"] not in html and 'id="chat"' in html


def test_a_player_whose_session_may_not_open_the_game_is_asked_to_sign_in(cup_game):
    """A game-link session of other games: the game's own player is offered a fresh link (403), as
    before, not shown the spectator's page of their own game."""
    from players.access import SCOPE_KEY

    game = cup_game.game
    client = browser(seat_players(game)[0])
    session = client.session
    session[SCOPE_KEY] = [game.pk + 1000]
    session.save()
    response = client.get(f"/games/{game.pk}/")
    assert response.status_code == 403 and "Email me a link" in response.content.decode()
    assert WATCHING["en"] not in response.content.decode()


def test_a_game_outside_a_tournament_stays_private(make_player):
    ann, ben = make_player("Ann"), make_player("Ben")
    game = games_services.create_game(creator=ann, ruleset_id="uigo", seats=[ann.pk, ben.pk])
    signed_in = browser(make_player("Watcher")).get(f"/games/{game.pk}/")
    assert signed_in.status_code == 403 and "You do not have a seat in this game." in signed_in.content.decode()
    anonymous = browser().get(f"/games/{game.pk}/")
    assert anonymous.status_code == 403 and WATCHING["en"] not in anonymous.content.decode()
    assert browser(make_player("Other")).get(f"/games/{game.pk}/live/?version=x").status_code == 403


def test_watching_records_nothing_and_the_live_page_follows_without_the_chat(cup_game, make_player, monkeypatch):
    from games.services import presence

    noted = []
    monkeypatch.setattr(presence, "note_seen", lambda **kwargs: noted.append(kwargs))
    game = cup_game.game
    watcher = browser(make_player("Watcher"))
    html = watcher.get(f"/games/{game.pk}/").content.decode()
    assert not noted
    version = html.split('data-version="')[1].split('"')[0]
    answer = watcher.get(f"/games/{game.pk}/live/", {"version": version}).json()
    assert answer == {"changed": False, "version": version, "your_turn": False}
    chat.post_message(game_id=game.pk, player=seat_players(game)[0], body="hello")
    assert watcher.get(f"/games/{game.pk}/live/", {"version": version}).json()["changed"] is False
    play_random_move(game, Random(1), seat_players(game))
    assert watcher.get(f"/games/{game.pk}/live/", {"version": version}).json()["changed"] is True
    assert browser().get(f"/games/{game.pk}/live/", {"version": version}).status_code == 200


def test_stepping_back_shows_the_public_board_then(cup_game, make_player):
    game = cup_game.game
    play_random_move(game, Random(2), seat_players(game))
    game.refresh_from_db()
    html = browser(make_player("Watcher")).get(f"/games/{game.pk}/?at=1").content.decode()
    assert "The board after step 1 of" in html and "/move/" not in html


def test_the_tournament_page_links_every_game(make_tournament, make_player):
    row = started(make_tournament, make_player, players=2)
    player = seat_players(row.game)[0]
    for reader, words in ((player, "Game"), (make_player("Watcher"), "Watch game"), (None, "Watch game")):
        html = browser(reader).get(f"/tournaments/{row.tournament_id}/").content.decode()
        assert f'<a href="/games/{row.game_id}/">{words} {row.game_id}</a>' in html
    html = browser(None, "fr").get(f"/tournaments/{row.tournament_id}/").content.decode()
    assert f'<a href="/games/{row.game_id}/">Regarder la partie {row.game_id}</a>' in html


# --- hidden information ------------------------------------------------------------------------------

# Every rule set, with its hidden information: hands, decks, piles, secret victory-point cards.
GAMES = [
    ("uigo", 3, {}, 60),
    ("fjords", 2, {}, 30),
    ("knarr", 3, {}, 60),
    ("knarr", 2, {"artifacts": True, "ship_side": "advanced"}, 60),
    ("graenaland", 3, {"victory_point_cards": True}, 60),
    ("greenland", 3, {"game": "advanced"}, 80),
]


def spectator_secrets(game: Game, state: dict) -> tuple[list, set]:
    """Every secret of ``state`` hidden from some seat, and the keys of what seat ``None`` is
    given (its view and the redacted events of the page's log)."""
    ruleset, names = games_services.ruleset_for(game), seat_names(game)
    secrets = {secret.key: secret for seat in range(len(names))
               for secret in models.MODELS[ruleset.id].secrets(state, seat, names)}
    rows = list(Event.objects.filter(game=game).order_by("-seq")[:surfaces.PAGE_EVENTS])
    seen = models.MODELS[ruleset.id].seen([ruleset.view(state, None), *surfaces.redacted(ruleset, rows, None)])
    return list(secrets.values()), seen


def foreign_lines(game: Game, locale: str) -> set[str]:
    """Log lines written for a seat (or of the whole event) that seat ``None`` never reads."""
    ruleset, names = games_services.ruleset_for(game), seat_names(game)
    presentation = presentation_for(ruleset.id)
    public, private = set(), set()
    for row in Event.objects.filter(game=game).exclude(type__startswith="meta:"):
        event = row.as_engine_event()
        shown = ruleset.redact(event, None)
        if shown is not None:
            public.add(presentation.describe_event(shown, names, locale))
        for seat in [*range(len(names)), None]:
            one = ruleset.redact(event, seat) if seat is not None else event
            if one is not None:
                private.add(presentation.describe_event(one, names, locale))
    return private - public


@pytest.mark.parametrize(("ruleset", "players", "options", "moves"), GAMES,
                         ids=[f"{g[0]}-{g[1]}p{'-' + '-'.join(g[2]) if g[2] else ''}" for g in GAMES])
def test_the_spectator_page_shows_no_hidden_information(make_tournament, make_player, monkeypatch,
                                                        ruleset, players, options, moves):
    row = started(make_tournament, make_player, ruleset, players, options)
    game, rng = row.game, Random(f"{ruleset}-{players}")
    seated = seat_players(game)
    rules = games_services.ruleset_for(game)
    asked: list = []
    real_view = type(rules).view
    monkeypatch.setattr(type(rules), "view", lambda self, state, seat: (asked.append(seat), real_view(self, state, seat))[1])
    watcher, checks, teeth, private_boards = browser(make_player("Watcher")), 0, 0, 0
    presentation = presentation_for(ruleset)
    for played in range(moves + 1):
        game.refresh_from_db()
        if game.status != Game.Status.ACTIVE:
            break
        if played % 10 == 0:
            locale = "fr" if played % 20 else "en"
            asked.clear()
            html = watcher.get(f"/games/{game.pk}/", HTTP_ACCEPT_LANGUAGE=locale).content.decode()
            assert WATCHING[locale] in html
            assert asked and set(asked) == {None}, f"the spectator's page asked for the views of {set(asked)}"
            content = surfaces.html_content(html)
            state = games_services.load_state(game)
            secrets, seen = spectator_secrets(game, state)
            leaks = [f"{secret.key} of {secret.whose}" for secret in secrets
                     if secret.key not in seen and secret.shows_in(content.joined())]
            assert not leaks, f"at seq {game.seq}: {leaks}"
            # The board is the public view's drawing, and no seat's drawing that differs from it.
            names = seat_names(game)
            public = presentation.render_view_html(real_view(rules, state, None), None, locale, names, touches={})
            assert public in html
            for seat in range(players):
                own = presentation.render_view_html(real_view(rules, state, seat), seat, locale, names, touches={})
                if own != public:
                    assert own not in html, f"seat {seat}'s board on the spectator's page"
                    private_boards += 1
            written = foreign_lines(game, locale) & set(content.log)
            assert not written, f"log lines written for a seat: {written}"
            checks += 1
            # Teeth: a player's own page, read as a spectator's, would be caught (its hand).
            player_html = browser(seated[0], locale).get(f"/games/{game.pk}/").content.decode()
            teeth += any(secret.key not in seen and secret.shows_in(surfaces.html_content(player_html).joined())
                         for secret in secrets)
        play_random_move(game, rng, seated)
    assert checks >= 2
    assert private_boards, "no seat's board ever differed from the public one"
    # Fjords: no seat holds a secret (its pile is checked by the same patterns). Greenland: a card
    # enters a hand face up, named in the log, and random play seldom keeps one there long enough to
    # be a secret (tests/hidden steers its play for that); the views asked for above hold it.
    if ruleset not in {"fjords", "greenland"}:
        assert teeth, "the patterns never caught a player's own page"
