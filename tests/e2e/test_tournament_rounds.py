"""A tournament played through all its rounds the way people play it, with nothing faked: the
site on a live server, a real Celery worker (with its beat) and Redis, a real SMTP server that
receives every email, and Chromium.

Olga organises a round robin of UIGO! on /tournaments/ and does not play in it. Ann finds it from
the Lobby (/games/open/), Ben and Cid from the tournaments' list; each joins on its page; Olga
starts it. Three players: three rounds, one game and one bye each. Every round, each player of
the game follows the link of their round email, and plays on the board page: round 1 is played to
its end by touching the board, every move; in rounds 2 and 3 the first player plays their turn by
the board, the other follows their "your turn" email and plays a move by the board, and the rest
of the game is played through the game services (random legal moves), to keep the test short.
Each game's page links to its tournament and round. Nobody starts the next round: the game's end
does (its task, on the worker, within seconds). The organiser hears of every round and of the
end; a player goes from their last game to the tournament's page, and the final standings read
there match the games' results (win 1, draw ½, bye 1: tournaments/README.md)."""

from __future__ import annotations

import re
from fractions import Fraction
from random import Random

import pytest

from games.models import Game
from tests.e2e.board import play_it, touch_a_move
from tests.e2e.mail import link_in, text_of
from tests.e2e.test_tournament_pages import fits, signed_in
from tests.playing import play_to_end, seat_players
from tournaments.models import Bye, Tournament, TournamentEvent, TournamentGame
from tournaments.words import points_text

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

NAME = "Winter Cup"
LANG = "en"
# The most moves of a UIGO! game played by the board (random 2-player games take about 110).
MOST_MOVES = 400
# Seconds within which a game's end starts the next round (the beat's sweep runs every 60 s).
PROMPT = 20


def _key(message) -> str:
    return message["X-Ravenpost-Notification"] or ""


def _round_emails(smtp, tournament: Tournament, number: int, people) -> dict[str, object]:
    """Round ``number``'s email to each of ``people`` (the players and the organiser), by address."""
    subject = f"Round {number} of {NAME} has started"
    wanted = {person.email for person in people}
    found = {}
    for _attempt in range(len(wanted)):
        for message in smtp.wait_for(lambda m: m["Subject"].startswith(subject) and m["To"] in wanted - set(found)):
            found[message["To"]] = message
        if set(found) == wanted:
            return found
    raise AssertionError(f"round {number}: emails to {sorted(found)}, not to {sorted(wanted - set(found))}")


def _open(reader, link: str, game_id: int):
    """A player follows an email's link to their game: the game's page."""
    reader.goto(link)
    reader.wait_for_url(re.compile(rf"/games/{game_id}/"))
    return reader


def _play_by_the_board(game: Game, pages: dict, pick: Random, *, until_turn_passes: bool = False) -> int:
    """The player to move plays on their page (``pages``: player id → page) by touching the board,
    until the game is over (or, ``until_turn_passes``, until another seat is to move); the moves."""
    players = seat_players(game)
    game.refresh_from_db()
    first = list(game.to_move)
    for moves in range(MOST_MOVES):
        game.refresh_from_db()
        if game.status != Game.Status.ACTIVE or (until_turn_passes and list(game.to_move) != first):
            return moves
        page = pages[players[game.to_move[0]].pk]
        page.goto(f"{page.url.split('/games/')[0]}/games/{game.pk}/")
        before = game.seq
        play_it(touch_a_move(page, LANG, pick, f"game {game.pk}, move {moves}"), LANG)
        page.wait_for_load_state()
        game.refresh_from_db()
        assert game.seq > before, f"game {game.pk}: the move touched was not played"
    raise AssertionError(f"game {game.pk} did not end after {MOST_MOVES} moves by the board")


def _expected_points(tournament: Tournament) -> dict[int, Fraction]:
    """Each player's points from the games' outcomes and the byes: win 1, draw ½, loss 0, bye 1."""
    points: dict[int, Fraction] = {}
    for row in TournamentGame.objects.filter(tournament=tournament).select_related("game"):
        ranks = {entry["seat"]: entry["rank"] for entry in row.game.outcome["ranking"]}
        for seat, player in enumerate(row.seats):
            other = ranks[1 - seat]
            points[player] = points.get(player, Fraction(0)) + (
                1 if ranks[seat] < other else Fraction(1, 2) if ranks[seat] == other else 0)
    for bye in Bye.objects.filter(tournament=tournament):
        points[bye.player_id] = points.get(bye.player_id, Fraction(0)) + 1
    return points


def test_a_round_robin_played_through_its_rounds_by_mail(live_server, smtp, celery_worker_process, browser,
                                                         make_player):
    olga, ann, ben, cid = (make_player(name) for name in ("Olga", "Ann", "Ben", "Cid"))
    players = (ann, ben, cid)
    by_id = {p.pk: p for p in players}

    # Olga creates the tournament with the form; she organises it without playing.
    organiser = signed_in(browser, live_server, olga, LANG)
    organiser.goto(f"{live_server.url}/tournaments/")
    organiser.fill("#id_name", NAME)
    organiser.select_option("#id_ruleset", "uigo")
    organiser.select_option("#id_format", "round_robin")
    organiser.fill("#id_max_players", "4")
    organiser.locator("#new button[type=submit]").click()
    organiser.wait_for_load_state()
    assert re.search(r"/tournaments/\d+/#tournament$", organiser.url), organiser.locator(".error").all_inner_texts()
    tournament = Tournament.objects.get(name=NAME)

    # Ann from the Lobby, Ben and Cid from the tournaments' list: each joins on its page.
    for player in players:
        page = signed_in(browser, live_server, player, LANG)
        page.goto(f"{live_server.url}/games/open/" if player == ann else f"{live_server.url}/tournaments/")
        if player == ann:  # the lobby lists the tournaments open for sign-up
            assert "UIGO! · 0 players of 4 · sign-up closes" in page.locator("ul.lobby-entries").inner_text()
            fits(page, "lobby", LANG)
        page.get_by_role("link", name=NAME).click()
        page.get_by_role("button", name="Join").click()
        page.wait_for_load_state()
        assert "You joined the tournament." in page.locator(".messages").inner_text()
        page.context.close()

    organiser.reload()
    organiser.get_by_role("button", name="Start now").click()
    organiser.wait_for_load_state()
    assert "The tournament has started" in organiser.locator(".messages").inner_text()
    tournament.refresh_from_db()
    assert tournament.rounds == 3

    # Each player reads their mail in a browser of their own (a phone).
    readers = {p.pk: browser.new_context(viewport={"width": 390, "height": 844}).new_page() for p in players}
    pick = Random("winter-cup")
    for number in (1, 2, 3):
        emails = _round_emails(smtp, tournament, number, (olga, *players))
        [row] = TournamentGame.objects.filter(tournament=tournament, round=number)
        [bye] = Bye.objects.filter(tournament=tournament, round=number).values_list("player_id", flat=True)
        assert "you sit out this round" in emails[by_id[bye].email]["Subject"]
        assert "which you organise" in text_of(emails[olga.email]), text_of(emails[olga.email])
        game = Game.objects.get(pk=row.game_id)
        seated = seat_players(game)
        assert [seated[seat].pk for seat in sorted(seated)] == row.seats
        for seat, player in seated.items():
            email = emails[player.email]
            other = seated[1 - seat].display_name
            assert email["Subject"].endswith(f"your game against {other}"), email["Subject"]
            assert ("You move first" in text_of(email)) == (seat in game.to_move)
            _open(readers[player.pk], link_in(email), game.pk)
            # The game's page says which tournament and round it belongs to, with a link back.
            assert readers[player.pk].get_by_role("link", name=f"{NAME} · round {number} of 3").count() == 1
        if number == 1:  # every move by the board: nothing else plays in this game
            assert _play_by_the_board(game, readers, pick) > 50
            for player in seated.values():  # the turn passed back and forth: each was emailed
                smtp.wait_for(lambda m, g=game.pk, to=player.email: _key(m).startswith(f"turn:{g}:")
                              and m["To"] == to)
        else:  # a turn each by the board, from the emails' links; the rest through the services
            _play_by_the_board(game, readers, pick, until_turn_passes=True)
            game.refresh_from_db()
            second = seated[game.to_move[0]]
            [turn] = smtp.wait_for(lambda m, g=game.pk, to=second.email: _key(m).startswith(f"turn:{g}:")
                                   and m["To"] == to)[:1]
            _open(readers[second.pk], link_in(turn), game.pk)
            _play_by_the_board(game, readers, pick, until_turn_passes=True)
            play_to_end(game, seed=number)
        game.refresh_from_db()
        assert game.status == Game.Status.FINISHED and game.outcome
        reader = readers[seated[0].pk]
        reader.reload()  # the game over, as its page shows it
        fits(reader, f"round-{number}-over", LANG)
        if number < 3:  # the game's end started the next round: its task, not the beat's sweep a minute later
            _round_emails(smtp, tournament, number + 1, (olga, *players))
            started = TournamentEvent.objects.get(tournament=tournament, type="round_started",
                                                  data__round=number + 1).created_at
            assert (started - game.finished_at).total_seconds() < PROMPT, (started, game.finished_at)

    # The end: the final standings to each player and to the organiser.
    over = f"{NAME} is over: the final standings"
    for person in (olga, *players):
        smtp.wait_for(lambda m, to=person.email: m["Subject"] == over and m["To"] == to)
    tournament.refresh_from_db()
    assert tournament.status == Tournament.Status.FINISHED
    keys = [_key(m) for m in smtp.messages]
    assert len(keys) == len(set(keys)), "an email was sent twice"

    # A player goes from their last game to the tournament's page.
    reader = readers[seated[0].pk]
    reader.get_by_role("link", name=f"{NAME} · round 3 of 3").click()
    reader.wait_for_url(re.compile(rf"/tournaments/{tournament.pk}/#rounds$"))
    assert reader.locator("table.standings tbody tr").count() == 3
    # The standings read on the page match the results.
    expected = _expected_points(tournament)
    organiser.goto(f"{live_server.url}/tournaments/{tournament.pk}/")
    assert "The tournament is over" in organiser.locator("ul.log").inner_text()
    shown = {}
    for line in organiser.locator("table.standings tbody tr").all():
        cells = [cell.inner_text().strip() for cell in line.locator("td").all()]
        shown[cells[1]] = (int(cells[0]), cells[2])
    assert {name: points for name, (_rank, points) in shown.items()} == {
        by_id[p].display_name: points_text(expected[p]) for p in by_id}
    # Ranked by points: a line above another has at least its points.
    ranked = [points for _rank, points in sorted(shown.values())]
    assert ranked == sorted(ranked, key=lambda text: -_number(text)), shown
    fits(organiser, "rounds-finished", LANG)


def _number(text: str) -> float:
    """A number of points as the page writes it ("1½", "2", "½")."""
    whole, half = text.rstrip("½") or "0", text.endswith("½")
    return int(whole) + (0.5 if half else 0)
