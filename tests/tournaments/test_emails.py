"""The tournaments' emails, through the outbox: one email per player when a round starts (the
game's own "game started" and first "your turn" emails dropped), the organiser's pause, resume and
removal told to the players, the final standings; an organiser who does not play told of each
round and of the end; in each reader's language."""

from __future__ import annotations

from random import Random

import pytest

from notifications.tasks import send_notification
from outbox.models import Notification
from players.links import game_link_url
from tests.tournaments.conftest import play_game
from tournaments import services
from tournaments.models import TournamentGame

pytestmark = pytest.mark.django_db
Kind = Notification.Kind


@pytest.fixture
def three(make_player, make_tournament):
    """A round robin of three (one sits out each round) whose organiser does not play; Cid reads French."""
    organiser = make_player("Olga")
    tournament = make_tournament(format="round_robin", organiser=organiser)
    players = [make_player(name) for name in ("Ann", "Ben", "Cid")]
    players[2].locale = "fr"
    players[2].save()
    for player in players:
        services.join(tournament_id=tournament.pk, player=player)
    return tournament, organiser, players


def sent(mailoutbox, row: Notification):
    before = len(mailoutbox)
    outcome = send_notification(row.pk)
    assert outcome.result == "sent", outcome
    assert len(mailoutbox) == before + 1
    return mailoutbox[-1]


def test_a_round_start_is_one_email_per_player_with_the_game_link(three, mailoutbox,
                                                                   django_capture_on_commit_callbacks):
    tournament, organiser, players = three
    with django_capture_on_commit_callbacks():
        services.start(tournament_id=tournament.pk, actor=organiser)
    row = TournamentGame.objects.get(tournament=tournament, round=1)
    rows = Notification.objects.filter(kind=Kind.TOURNAMENT)
    # Every player, the one sitting out too, and the organiser, who does not play.
    assert sorted(r.player_id for r in rows) == sorted([organiser.pk, *(p.pk for p in players)])
    # The game's own "game started" and first "your turn" emails do not leave: one email per player.
    game_rows = Notification.objects.filter(game_id=row.game_id).exclude(kind=Kind.TOURNAMENT)
    assert game_rows and all(r.status == Notification.Status.DROPPED for r in game_rows)
    names = {p.pk: p for p in players}
    first, second = (names[p] for p in row.seats)
    message = sent(mailoutbox, rows.get(player=first))
    assert message.subject == f"Round 1 of Cup has started: your game against {second.display_name}"
    assert game_link_url(first.pk, row.game_id) in message.body
    assert f"/tournaments/{tournament.pk}/" in message.body
    html = message.alternatives[0][0]
    assert game_link_url(first.pk, row.game_id).replace("&", "&amp;") in html or game_link_url(
        first.pk, row.game_id) in html
    bye = next(p for p in players if p.pk not in row.seats)
    message = sent(mailoutbox, rows.get(player=bye))
    assert message.subject.endswith("exempt de cette ronde" if bye == players[2] else "you sit out this round")
    message = sent(mailoutbox, rows.get(player=organiser))
    assert message.subject == "Round 1 of Cup has started"
    assert "Hello Olga, round 1 of 3 of Cup, which you organise, has started: 1 game." in message.body
    assert f"/tournaments/{tournament.pk}/" in message.body and "/enter/" not in message.body


def test_the_organisers_round_email_in_french(three, mailoutbox, django_capture_on_commit_callbacks):
    tournament, organiser, _players = three
    organiser.locale = "fr"
    organiser.save()
    with django_capture_on_commit_callbacks():
        services.start(tournament_id=tournament.pk, actor=organiser)
    message = sent(mailoutbox, Notification.objects.get(kind=Kind.TOURNAMENT, player=organiser))
    assert message.subject == "La ronde 1 de Cup a commencé"
    assert "Bonjour Olga, la ronde 1 sur 3 de Cup, que vous organisez, a commencé\u00a0: 1 partie." in message.body


def test_an_organiser_who_plays_gets_a_players_email_only(make_player, make_tournament,
                                                          django_capture_on_commit_callbacks):
    organiser = make_player("Olga")
    tournament = make_tournament(format="round_robin", organiser=organiser)
    ann = make_player("Ann")
    for player in (organiser, ann):
        services.join(tournament_id=tournament.pk, player=player)
    with django_capture_on_commit_callbacks():
        services.start(tournament_id=tournament.pk, actor=organiser)
    [row] = Notification.objects.filter(kind=Kind.TOURNAMENT, player=organiser)
    assert row.context["opponents"] == ["Ann"] and "organiser" not in row.context


def test_the_french_reader_reads_french(three, mailoutbox, django_capture_on_commit_callbacks):
    tournament, organiser, players = three
    with django_capture_on_commit_callbacks():
        services.start(tournament_id=tournament.pk, actor=organiser)
        services.pause(tournament_id=tournament.pk, actor=organiser)
    cid = players[2]
    message = sent(mailoutbox, Notification.objects.get(kind=Kind.TOURNAMENT, player=cid, context__event="paused"))
    assert message.subject == "Cup est en pause"
    assert "Bonjour Cid" in message.body


def test_pause_resume_and_removal_are_told(three, mailoutbox, django_capture_on_commit_callbacks):
    tournament, organiser, players = three
    ann, ben, cid = players
    with django_capture_on_commit_callbacks():
        services.start(tournament_id=tournament.pk, actor=organiser)
        services.pause(tournament_id=tournament.pk, actor=organiser)
        services.resume(tournament_id=tournament.pk, actor=organiser)
        services.remove_player(tournament_id=tournament.pk, actor=organiser, player_id=ben.pk)
    news = Notification.objects.filter(kind=Kind.TOURNAMENT)
    for event in ("paused", "resumed", "player_removed"):
        assert sorted(news.filter(context__event=event).values_list("player_id", flat=True)) == sorted(
            p.pk for p in players)
    assert sent(mailoutbox, news.get(context__event="paused", player=ann)).subject == "Cup is paused"
    assert sent(mailoutbox, news.get(context__event="resumed", player=ann)).subject == "Cup goes on"
    message = sent(mailoutbox, news.get(context__event="player_removed", player=ben))
    assert message.subject == "The organiser removed you from Cup"
    message = sent(mailoutbox, news.get(context__event="player_removed", player=ann))
    assert message.subject == "Ben no longer plays in Cup" and "will not be paired again" in message.body


def test_the_final_standings(make_player, make_tournament, mailoutbox, django_capture_on_commit_callbacks):
    organiser = make_player("Olga")
    tournament = make_tournament(format="round_robin", organiser=organiser)
    ann, ben = make_player("Ann"), make_player("Ben")
    for player in (ann, ben):
        services.join(tournament_id=tournament.pk, player=player)
    with django_capture_on_commit_callbacks():
        services.start(tournament_id=tournament.pk, actor=organiser)
    play_game(TournamentGame.objects.get(tournament=tournament).game, Random(5), django_capture_on_commit_callbacks)
    rows = Notification.objects.filter(kind=Kind.TOURNAMENT, context__event="finished")
    # The players, and the organiser, who does not play.
    assert sorted(rows.values_list("player_id", flat=True)) == sorted([organiser.pk, ann.pk, ben.pk])
    message = sent(mailoutbox, rows.get(player=ann))
    assert message.subject == "Cup is over: the final standings"
    assert "Final standings:" in message.body and "1. " in message.body and "Ann" in message.body
    assert "You finished number" in message.body
    message = sent(mailoutbox, rows.get(player=organiser))
    assert message.subject == "Cup is over: the final standings"
    assert "Hello Olga, Cup is over." in message.body and "You finished" not in message.body
    assert "Final standings:" in message.body and "Ann" in message.body and "Ben" in message.body


def test_a_digest_reader_gets_tournament_news_at_once(three, django_capture_on_commit_callbacks):
    tournament, organiser, players = three
    players[0].notify = players[0].Notify.DAILY_DIGEST
    players[0].save()
    with django_capture_on_commit_callbacks():
        services.start(tournament_id=tournament.pk, actor=organiser)
    row = Notification.objects.get(kind=Kind.TOURNAMENT, player=players[0])
    assert row.status == Notification.Status.PENDING
