"""An administrator's repairs reach the players they concern, with the admin's reason, and the
reason is in the game's log; emails are counted at a real SMTP server on loopback. A
replaced player's old link says who handed the seat over, when, and why."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.urls import reverse
from django.utils import translation

from games import services
from games.describe import describe_log, seat_names
from games.services import admin_actions, queries
from players import links
from tests.notifications.smtp import real_smtp

pytestmark = pytest.mark.django_db

REASON = "Power cut in Lyon <all week>"


@pytest.fixture
def smtp(settings):
    with real_smtp(settings) as inbox:
        yield inbox


@pytest.fixture
def root(make_player):
    admin = make_player("Root")
    admin.is_staff = admin.is_superuser = True
    admin.save()
    return admin


@pytest.fixture
def game(players, smtp, django_capture_on_commit_callbacks):
    """A 2-player UIGO! game, started, its first turn email already counted out of the inbox."""
    with django_capture_on_commit_callbacks(execute=True):
        created = services.create_game(creator=players[0], ruleset_id="uigo", seats=[players[0].pk, players[1].pk],
                                       move_time_limit=timedelta(hours=24))
    created.refresh_from_db()
    smtp.clear()
    return created


def log_texts(game, seat, locale="en"):
    game.refresh_from_db()
    with translation.override(locale):
        return [line["text"] for line in describe_log(services.ruleset_for(game), queries.seat_log(game, seat, newest=50),
                                                      seat_names(game), locale)]


def test_an_extension_reaches_the_seats_player_with_the_reason(game, players, root, smtp,
                                                              django_capture_on_commit_callbacks):
    seat = game.to_move[0]
    with django_capture_on_commit_callbacks(execute=True):
        admin_actions.extend_deadline(game_id=game.pk, admin=root, by=timedelta(hours=48), seat=seat, reason=REASON)
    assert smtp.per_recipient() == {players[seat].email: 1}
    (email,) = smtp.to(players[seat].email)
    assert email["Subject"].strip() == f"More time for your move in UIGO! (game {game.pk})"
    assert f"The administrator's reason: {REASON}" in smtp.text(email)
    assert "Power cut in Lyon &lt;all week&gt;" in smtp.html(email)  # escaped in HTML
    assert "you now have until" in smtp.text(email)
    # The opponent reads the reason in the log.
    assert any(text.endswith(f"Reason: {REASON}") and "more time" in text for text in log_texts(game, 1 - seat))


@pytest.mark.parametrize("locale", ["en", "fr"])
def test_a_replacement_reaches_both_players_with_the_reason_and_the_old_link_explains(
        game, players, root, smtp, client, locale, django_capture_on_commit_callbacks):
    seat = game.to_move[0]
    leaving, arriving = players[seat], players[3]
    for player in (leaving, arriving):
        player.locale = locale
        player.save(update_fields=["locale"])
    with django_capture_on_commit_callbacks(execute=True):
        admin_actions.replace_player(game_id=game.pk, admin=root, seat=seat, player=arriving, reason=REASON)
    # One email each to the two players concerned (the newcomer's is their turn email too); none to the opponent.
    assert smtp.per_recipient() == {leaving.email: 1, arriving.email: 1}
    (lost,) = smtp.to(leaving.email)
    (got,) = smtp.to(arriving.email)
    if locale == "en":
        assert lost["Subject"].strip() == f"Your seat in UIGO! (game {game.pk}) was handed over"
        assert f"to {arriving.display_name}: you no longer play in this game." in smtp.text(lost)
        assert f"The administrator's reason: {REASON}" in smtp.text(lost) and f"The administrator's reason: {REASON}" in smtp.text(got)
        assert "It is your turn." in smtp.text(got) and "What you can do now" in smtp.text(got)
    else:
        assert lost["Subject"].strip() == f"Votre place dans UIGO! (partie {game.pk}) a été confiée à un autre"
        assert f"à {arriving.display_name}\u00a0: vous ne jouez plus dans cette partie." in smtp.text(lost)
        assert f"Motif donné par l'administrateur\u00a0: {REASON}" in smtp.text(lost) and f"Motif donné par l'administrateur\u00a0: {REASON}" in smtp.text(got)
        assert "C'est à vous de jouer." in smtp.text(got)
    assert links.GameLink(arriving.pk, game.pk) == links.read_game_link(
        smtp.text(got).split(f"/games/{game.pk}/enter/")[1].split("/")[0])
    assert f"/games/{game.pk}/enter/" not in smtp.text(lost)  # the seat is no longer theirs to open
    assert any(REASON in text for text in log_texts(game, 1 - seat)), "the reason is not in the opponent's log"

    # The old link of the player who lost the seat says what happened, in their language.
    old_link = reverse("game-enter", kwargs={"game_id": game.pk, "token": links.game_link_token(leaving.pk, game.pk)})
    page = client.get(old_link, HTTP_ACCEPT_LANGUAGE=locale)
    assert page.status_code == 410
    html = page.content.decode()
    if locale == "en":
        assert "You no longer play in this game" in html
        assert f"{root.display_name}, an administrator, handed your seat in game {game.pk} to {arriving.display_name}." in html
    else:
        assert "Vous ne jouez plus dans cette partie" in html
        assert f"{root.display_name}, administrateur, a confié votre place dans la partie {game.pk} à {arriving.display_name}." in html
    assert "Power cut in Lyon &lt;all week&gt;" in html
    assert "cut or changed" not in html


def test_a_player_who_left_reads_that_they_left_on_their_old_link(game, players, client, smtp,
                                                                  django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=True):
        services.leave_game(game_id=game.pk, player=players[0])
    assert players[0].email not in smtp.per_recipient()  # they know: they did it
    page = client.get(reverse("game-enter", kwargs={"game_id": game.pk,
                                                    "token": links.game_link_token(players[0].pk, game.pk)}))
    assert page.status_code == 410 and f"You left game {game.pk} on " in page.content.decode()


def test_an_abort_reaches_every_player_with_the_reason(game, players, root, smtp, django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=True):
        admin_actions.abort_game(game_id=game.pk, admin=root, reason=REASON)
    assert smtp.per_recipient() == {players[0].email: 1, players[1].email: 1}
    for player in players[:2]:
        (email,) = smtp.to(player.email)
        assert "was aborted by an administrator" in smtp.text(email)
        assert f"The administrator's reason: {REASON}" in smtp.text(email)
    assert log_texts(game, 0)[-1] == f"The game was aborted. Reason: {REASON}"
