"""The unsubscribe page offers choices, not only "nothing": a daily digest instead,
muting the game the email was about, or no email at all; each confirmed, with its undo.

A muted game sends its player no turn email, but still its deadline reminders: nobody times out
unwarned without having chosen "no email" for everything.
"""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.urls import reverse
from django.utils import timezone

from games import services
from games.models import Seat
from notifications.deadlines import scan
from outbox.models import Notification
from players import links

pytestmark = pytest.mark.django_db


def page_of(player, game=None) -> str:
    return reverse("unsubscribe", kwargs={"token": links.unsubscribe_token(player.pk, game.pk if game else None)})


def new_game(players):
    return services.create_game(creator=players[0], ruleset_id="uigo", seats=[p.pk for p in players[:2]],
                                move_time_limit=timedelta(days=3))


@pytest.mark.parametrize(("language", "words"), [
    ("en", ["One digest a day instead", "Mute UIGO! (game", "No email at all"]),
    ("fr", ["Plutôt un résumé par jour", "Mettre en sourdine UIGO! (partie", "Aucun e-mail"]),
])
def test_the_page_offers_three_choices_in_english_and_french(client, players, language, words):
    game = new_game(players)
    page = client.get(page_of(players[0], game), HTTP_ACCEPT_LANGUAGE=language)
    html = page.content.decode()
    assert page.status_code == 200
    assert all(word in html for word in words), html
    for choice in ("digest", "mute", "nothing"):
        assert f'name="choice" value="{choice}"' in html
    assert 'name="viewport" content="width=device-width' in html  # laid out for a phone
    players[0].refresh_from_db()
    assert players[0].notify == "each_turn"  # GET changes nothing: mail scanners follow links


def test_an_email_about_no_game_offers_no_mute(client, players):
    html = client.get(page_of(players[0])).content.decode()
    assert 'value="digest"' in html and 'value="nothing"' in html and 'value="mute"' not in html
    refused = client.post(page_of(players[0]), {"choice": "mute"}, HTTP_ACCEPT_LANGUAGE="fr")
    assert refused.status_code == 400 and "pas de partie à mettre en sourdine" in refused.content.decode()


def test_an_unknown_choice_is_refused_with_a_sentence(client, players):
    response = client.post(page_of(players[0]), {"choice": "everything"})
    assert response.status_code == 400
    assert "not one this page offers" in response.content.decode()
    players[0].refresh_from_db()
    assert players[0].notify == "each_turn"


def test_digest_instead_is_confirmed_and_undone(client, players):
    url = page_of(players[0], new_game(players))
    confirmed = client.post(url, {"choice": "digest"}).content.decode()
    players[0].refresh_from_db()
    assert players[0].notify == "daily_digest"
    assert "one email a day" in confirmed and 'value="each_turn"' in confirmed
    client.post(url, {"choice": "each_turn"})
    players[0].refresh_from_db()
    assert players[0].notify == "each_turn"


def test_nothing_stops_every_email_and_is_undone(client, players):
    url = page_of(players[0], new_game(players))
    confirmed = client.post(url, {"choice": "nothing"}, HTTP_ACCEPT_LANGUAGE="fr").content.decode()
    players[0].refresh_from_db()
    assert players[0].notify == "none"
    assert "Annuler" in confirmed and 'value="each_turn"' in confirmed


def test_a_muted_game_sends_no_turn_email_but_still_its_reminders(client, players, mailoutbox,
                                                                   django_capture_on_commit_callbacks):
    game = new_game(players)
    other = new_game(players)
    mover = Seat.objects.get(game=game, is_to_move=True)
    person = mover.player
    confirmed = client.post(page_of(person, game), {"choice": "mute"}).content.decode()
    assert "is muted" in confirmed and 'value="unmute"' in confirmed
    assert Seat.objects.get(pk=mover.pk).emails_muted
    assert not Seat.objects.get(game=other, player=person).emails_muted  # that game only
    # The turn emails already waiting (written at the game's start) are skipped when they would
    # leave; the other game's are sent.
    with django_capture_on_commit_callbacks(execute=True):
        from notifications.tasks import deliver_batch

        deliver_batch(list(Notification.objects.filter(status="pending").values_list("pk", flat=True)))
    to_person = [m for m in mailoutbox if m.to == [person.email]]
    assert all(f"(game {game.pk})" not in m.subject for m in to_person)
    assert Notification.objects.get(kind="your_turn", game=game, player=person).status == "skipped"
    # The reminder still comes: muting a game never lets its player time out unwarned.
    mailoutbox.clear()
    with django_capture_on_commit_callbacks(execute=True):
        scan(now=Seat.objects.get(pk=mover.pk).deadline - timedelta(hours=1))
    assert [m.to for m in mailoutbox if f"(game {game.pk})" in m.subject] == [[person.email]]
    # The page, reached again from that reminder, offers to unmute.
    again = client.get(page_of(person, game)).content.decode()
    assert 'value="unmute"' in again
    client.post(page_of(person, game), {"choice": "unmute"})
    assert not Seat.objects.get(pk=mover.pk).emails_muted


def test_a_muted_game_is_left_out_of_the_digest(players, mailoutbox, django_capture_on_commit_callbacks, settings):
    from notifications.digests import send_due_digests

    settings.DIGEST_HOUR = 0
    players[0].notify = players[1].notify = "daily_digest"
    players[0].save()
    players[1].save()
    game = new_game(players)
    assert Notification.objects.filter(status="held").exists()
    for player in players[:2]:
        services.set_emails_muted(player=player, game_id=game.pk, muted=True)
    with django_capture_on_commit_callbacks(execute=True):
        assert send_due_digests(now=timezone.now()) == 0
    assert mailoutbox == []
    assert not Notification.objects.filter(status="held").exists()


def test_the_game_page_mutes_and_unmutes_the_game(client, players):
    """The undo of a mute for a game whose emails no longer bring the unsubscribe page (a game
    without a time limit sends no reminder): its own page, reached through any game link."""
    game = services.create_game(creator=players[0], ruleset_id="uigo", seats=[p.pk for p in players[:2]])
    token = links.game_link_token(players[0].pk, game.pk)
    client.get(reverse("game-enter", kwargs={"game_id": game.pk, "token": token}))
    page = client.get(reverse("game-page", kwargs={"game_id": game.pk}), HTTP_ACCEPT_LANGUAGE="fr").content.decode()
    assert 'name="muted" value="yes"' in page
    client.post(reverse("game-emails", kwargs={"game_id": game.pk}), {"muted": "yes"})
    assert Seat.objects.get(game=game, player=players[0]).emails_muted
    page = client.get(reverse("game-page", kwargs={"game_id": game.pk})).content.decode()
    assert 'name="muted" value="no"' in page and "only a reminder before your deadline" in page
    client.post(reverse("game-emails", kwargs={"game_id": game.pk}), {"muted": "no"})
    assert not Seat.objects.get(game=game, player=players[0]).emails_muted


def test_only_a_player_of_the_game_mutes_it(client, players):
    game = services.create_game(creator=players[0], ruleset_id="uigo", seats=[p.pk for p in players[:2]])
    url = reverse("game-emails", kwargs={"game_id": game.pk})
    assert client.post(url, {"muted": "yes"}).status_code == 403  # nobody signed in
    client.force_login(players[2])
    assert client.post(url, {"muted": "yes"}).status_code == 404  # signed in, not seated
    assert not Seat.objects.filter(game=game, emails_muted=True).exists()


def test_a_muted_game_still_tells_its_player_that_their_own_time_ran_out(players, mailoutbox,
                                                                          django_capture_on_commit_callbacks):
    game = new_game(players)
    for player in players[:2]:
        services.set_emails_muted(player=player, game_id=game.pk, muted=True)
    late = Seat.objects.get(game=game, is_to_move=True)
    other = next(p for p in players[:2] if p.pk != late.player_id)
    before = Notification.objects.order_by("-pk").values_list("pk", flat=True).first() or 0
    mailoutbox.clear()
    with django_capture_on_commit_callbacks(execute=True):
        scan(now=late.deadline + timedelta(minutes=1))
    timeouts = Notification.objects.filter(kind="timeout", game=game, player=late.player)
    assert [row.status for row in timeouts] == ["sent"]  # their own timeout: the autopilot played for them
    # The other player's one email of the event (the timeout, or their turn that it brought) is news: muted.
    theirs = Notification.objects.filter(game=game, player=other, pk__gt=before)
    assert theirs.exists() and {row.status for row in theirs} == {"skipped"}
    assert [m.to for m in mailoutbox] == [[late.player.email]]
