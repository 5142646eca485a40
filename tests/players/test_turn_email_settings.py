"""The turn email and reminder choices on the settings page (accounts.forms.SettingsForm), in
English and French, and the deadline shown on the pages of a player who chose no email."""

from __future__ import annotations

from datetime import timedelta

import pytest

from accounts.forms import SettingsForm
from games import services
from players.models import Player

pytestmark = pytest.mark.django_db

BASE = {"name": "Alice", "locale": "en", "time_zone": "Europe/Paris", "notify": "each_turn",
        "vacation_from": "", "vacation_until": ""}


def test_new_players_get_turn_emails_when_away_and_one_reminder(players):
    player = Player.objects.get(pk=players[0].pk)
    assert (player.turn_emails, player.reminders) == ("when_away", "one")


def test_the_form_saves_both_choices(players):
    form = SettingsForm({**BASE, "turn_emails": "always", "reminders": "two"}, instance=players[0])
    assert form.is_valid(), form.errors
    form.save()
    player = Player.objects.get(pk=players[0].pk)
    assert (player.turn_emails, player.reminders) == ("always", "two")


def test_a_form_without_the_choices_keeps_them(players):
    Player.objects.filter(pk=players[0].pk).update(reminders="none")
    form = SettingsForm(BASE, instance=Player.objects.get(pk=players[0].pk))
    assert form.is_valid(), form.errors
    form.save()
    assert Player.objects.get(pk=players[0].pk).reminders == "none"


def test_an_unknown_choice_is_refused_with_a_message(client, players):
    client.force_login(players[0])
    refused = client.post("/settings/", {**BASE, "reminders": "seven"})
    assert refused.status_code == 400
    assert "Select a valid choice" in refused.content.decode()
    assert Player.objects.get(pk=players[0].pk).reminders == "one"


@pytest.mark.parametrize(("lang", "words"), [
    ("en", ["Turn emails", "only when I am away from the game", "Deadline reminders",
            "two reminders: a third of my time left, then a tenth"]),
    ("fr", ["E-mails de tour", "seulement quand je ne suis pas sur la partie", "Rappels avant l&#x27;échéance",
            "deux rappels\u00a0: au tiers du temps restant, puis au dixième"]),
])
def test_the_page_offers_the_choices_in_both_languages(client, players, lang, words):
    Player.objects.filter(pk=players[0].pk).update(locale=lang, locale_chosen=True)
    client.force_login(players[0])
    page = client.get("/settings/")
    html = page.content.decode()
    assert page.status_code == 200 and 'name="turn_emails"' in html and 'name="reminders"' in html
    for text in words:
        assert text in html, text
    saved = client.post("/settings/", {**BASE, "locale": lang, "turn_emails": "always", "reminders": "none"})
    assert saved.status_code == 302
    assert Player.objects.filter(pk=players[0].pk, turn_emails="always", reminders="none").exists()


def test_a_player_without_email_sees_the_deadline_with_its_zone(client, players):
    player = players[0]
    Player.objects.filter(pk=player.pk).update(notify="none", time_zone="America/Montreal")
    game = services.create_game(creator=player, ruleset_id="uigo", seats=[player.pk, players[1].pk],
                                move_time_limit=timedelta(hours=5))
    game.refresh_from_db()
    mover = next(p for p in players[:2] if services.seat_of(game, p) in game.to_move)
    Player.objects.filter(pk=mover.pk).update(notify="none", time_zone="America/Montreal")
    client.force_login(mover)
    game_page, my_games = (client.get(path).content.decode() for path in (f"/games/{game.pk}/", "/games/"))
    assert "Deadline to move" in game_page and "America/Montreal" in game_page
    assert "before" in my_games and "America/Montreal" in my_games
