"""The new-game pages: step 1 lists the five games with their player counts; step 2 is the form
for one game and count (options from the schema, time per move, seats, seating order). Bad input
gets a message in the person's language and creates nothing."""

from __future__ import annotations

import pytest
from django.test import override_settings
from django.urls import reverse

from games.describe import BOT_NAMES
from games.models import Game, Invitation, Seat
from games.rulesets import registry
from games.web import options as option_words
from players import links

pytestmark = pytest.mark.django_db


def form_url(ruleset_id: str, players: int) -> str:
    return reverse("game-new-form", kwargs={"ruleset_id": ruleset_id, "players": players})


def test_step_one_lists_every_game_with_its_player_counts(person, account_client):
    html = account_client(person("Alice")).get(reverse("game-new")).content.decode()
    for ruleset_id in registry().ids():
        ruleset = registry().get(ruleset_id)
        assert ruleset.name.replace("!", "") in html.replace("!", "")
        for count in range(ruleset.min_players, ruleset.max_players + 1):
            assert f'href="{form_url(ruleset_id, count)}"' in html
    assert 'href="/games/new/uigo/5/"' not in html


def test_only_account_sessions_may_start_a_game(client, person):
    response = client.get(reverse("game-new"))
    assert response.status_code == 302 and response["Location"].startswith(reverse("signin"))
    alice, bob = person("Alice"), person("Bob")
    from games import services

    game = services.create_game(creator=alice, ruleset_id="uigo", seats=[alice.pk, bob.pk])
    client.get(reverse("game-enter", kwargs={"game_id": game.pk, "token": links.game_link_token(alice.pk, game.pk)}))
    assert client.get(reverse("game-new")).status_code == 403
    assert client.post(form_url("uigo", 2), {"move_hours": 24, "seating": "listed",
                                               "seat_1_kind": "open"}).status_code == 403
    assert Game.objects.count() == 1


@pytest.mark.parametrize("language", ["en", "fr"])
def test_every_variant_of_every_game_has_its_form(person, account_client, language):
    client = account_client(person("Alice", locale=language))
    for ruleset_id in registry().ids():
        ruleset = registry().get(ruleset_id)
        for count in range(ruleset.min_players, ruleset.max_players + 1):
            response = client.get(form_url(ruleset_id, count))
            assert response.status_code == 200, (ruleset_id, count)
            html = response.content.decode()
            assert html.count('name="seat_') == 2 * (count - 1)
            assert 'name="move_hours"' in html
            assert ("Temps par coup" if language == "fr" else "Time per move") in html
    assert client.get(form_url("uigo", 5)).status_code == 404
    assert client.get(form_url("chess", 2)).status_code == 404


def test_the_greenland_form_asks_what_its_player_count_allows(person, account_client):
    client = account_client(person("Alice"))
    two = client.get(form_url("greenland", 2)).content.decode()
    four = client.get(form_url("greenland", 4)).content.decode()
    assert 'name="option_cooperative"' in two and 'name="option_cooperative"' not in four
    assert 'name="option_sami"' not in four  # implied at four: nothing to choose
    assert "Advanced game (every rule)" in two


def _post(client, ruleset_id, players, **fields):
    """Post the form as a browser would: every option at its initial value unless ``fields`` say."""
    data = {name: field.initial for name, field in
            option_words.option_fields(registry().get(ruleset_id), players).items()
            if field.initial not in (None, False)}
    data.update({"move_hours": 72, "seating": "listed"})
    data.update({f"seat_{n}_kind": "open" for n in range(1, players)})
    data.update(fields)
    return client.post(form_url(ruleset_id, players), data)


@pytest.mark.parametrize(("language", "fields", "message"), [
    ("en", {"seat_1_kind": "email", "seat_1_email": "not-an-address"}, "Enter a valid email address."),
    ("fr", {"seat_1_kind": "email", "seat_1_email": "not-an-address"}, "Saisissez une adresse e-mail valide."),
    ("en", {"seat_1_kind": "email", "seat_1_email": ""}, "Write the email address of the person to invite."),
    ("en", {"seat_1_kind": "email", "seat_1_email": "bob@example.org", "seat_2_kind": "email",
            "seat_2_email": "BOB@example.org"}, "This address is already invited to another seat."),
    ("en", {"move_hours": 720}, "Choose a time per move between 1 hour and 14 days."),
    ("fr", {"move_hours": 0}, "Choisissez un temps par coup entre 1 heure et 14 jours."),
    ("en", {"option_ship_side": "sideways"}, "Select a valid choice."),
    ("en", {"seat_1_kind": "emperor"}, "Select a valid choice."),
])
def test_bad_input_is_refused_on_the_form_and_nothing_is_created(person, account_client, language, fields, message):
    client = account_client(person("Alice", locale=language))
    response = _post(client, "knarr", 3, **fields)
    assert response.status_code == 400
    assert message in response.content.decode()
    assert Game.objects.count() == 0 and Invitation.objects.count() == 0


@pytest.mark.parametrize("language", ["en", "fr"])
def test_options_the_rule_set_refuses_are_refused_on_the_form(person, account_client, language):
    client = account_client(person("Alice", locale=language))
    response = _post(client, "graenaland", 3, option_island="nowhere, at, all")
    assert response.status_code == 400
    html = response.content.decode()
    if language == "fr":
        assert "Ces options ne peuvent pas être jouées ensemble" in html
    else:
        assert "island" in html.lower()
    assert Game.objects.count() == 0


def test_a_game_with_every_kind_of_seat_is_created_and_shown(person, account_client):
    alice = person("Alice")
    client = account_client(alice)
    response = _post(client, "knarr", 4, option_ship_side="advanced", move_hours=24, seating="random",
                     seat_1_kind="email", seat_1_email="bob@example.org", seat_2_kind="link", seat_3_kind="bot_strong")
    game = Game.objects.get()
    assert response.status_code == 302 and response["Location"] == reverse("game-page", args=[game.pk])
    assert game.status == Game.Status.WAITING and game.seating == "random"
    assert game.options["ship_side"] == "advanced" and game.move_time_limit.total_seconds() == 24 * 3600
    seats = list(Seat.objects.filter(game=game).order_by("seat"))
    assert [(seat.kind, seat.player_id, seat.bot_level) for seat in seats] == [
        ("player", alice.pk, ""), ("player", None, ""), ("link", None, ""), ("bot", None, "strong")]
    assert Invitation.objects.get(game=game).email == "bob@example.org"

    html = client.get(response["Location"]).content.decode()
    bot = next(seat for seat in seats if seat.kind == "bot")  # the seating was drawn: wherever it sits
    assert "(invited)" in html and "(invite link)" in html and f"Bot {BOT_NAMES[bot.seat]} (strong)" in html
    assert "/games/join/" in html  # the invite link to share


def test_a_game_with_bots_only_starts_at_once(person, account_client):
    alice = person("Alice")
    response = _post(account_client(alice), "uigo", 3, seat_1_kind="bot_easy", seat_2_kind="bot_normal")
    game = Game.objects.get()
    assert response["Location"] == reverse("game-page", args=[game.pk])
    assert game.status == Game.Status.ACTIVE
    assert [(seat.kind, seat.bot_level) for seat in Seat.objects.filter(game=game).order_by("seat")] == [
        ("player", ""), ("bot", "easy"), ("bot", "normal")]


@pytest.mark.parametrize(("language", "names"), [
    ("en", ["Bot Bjørn (easy)", "Bot Sigrid (normal)", "Bot Leif (strong)"]),
    ("fr", ["Robot Bjørn (facile)", "Robot Sigrid (normal)", "Robot Leif (fort)"]),
])
def test_the_form_offers_a_level_per_bot_and_the_page_names_each_bot(person, account_client, language, names):
    alice = person("Alice", locale=language)
    client = account_client(alice)
    form = client.get(reverse("game-new-form", args=["graenaland", 4])).content.decode()
    # One select per seat, the bot's level in its options: no script needed, on any screen.
    assert 'value="bot_easy"' in form and 'value="bot_normal"' in form and 'value="bot_strong"' in form
    response = _post(client, "graenaland", 4, seat_1_kind="bot_easy", seat_2_kind="bot_normal",
                     seat_3_kind="bot_strong")
    page = client.get(response["Location"]).content.decode()
    for name in names:
        assert name in page


def test_a_seat_kind_the_form_does_not_offer_is_refused(person, account_client):
    response = _post(account_client(person("Alice")), "uigo", 2, seat_1_kind="bot_grandmaster")
    assert response.status_code == 400 and Game.objects.count() == 0


@pytest.mark.parametrize("language", ["en", "fr"])
def test_too_many_invitations_is_a_429_with_the_limit_in_words(person, account_client, language):
    alice = person("Alice", locale=language)
    client = account_client(alice)
    with override_settings(INVITATIONS_PER_DAY=1):
        response = _post(client, "knarr", 3, seat_1_kind="email", seat_1_email="bob@example.org",
                         seat_2_kind="email", seat_2_email="carole@example.org")
    assert response.status_code == 429 and int(response["Retry-After"]) > 0
    expected = ("Vous pouvez inviter au plus 1 personnes par jour" if language == "fr"
                else "You may invite at most 1 people a day")
    assert expected in response.content.decode()
    assert Game.objects.count() == 0 and Invitation.objects.count() == 0
