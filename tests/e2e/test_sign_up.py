"""Signing up with nothing but a browser and an inbox, in French, on a phone-sized screen.

As in test_play_by_mail: the test database, Redis, a real Celery worker, a real SMTP server on
loopback (aiosmtpd) and Debian's Chromium. A French-speaking newcomer opens the home page, asks
for a sign-up link, follows the link in the email and creates the account; no admin, no
``manage.py``, no token. Screenshots go to /tmp/accounts-*.png (390 px wide).
"""

from __future__ import annotations

import re

import pytest

from players.models import Player
from tests.e2e.mail import text_of

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

PHONE = {"width": 390, "height": 844}


def shoot(page, name: str) -> None:
    page.screenshot(path=f"/tmp/accounts-{name}.png", full_page=True)
    # Nothing wider than the phone: no sideways scrolling.
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"], name


def test_a_french_newcomer_signs_up_from_the_home_page_with_the_emailed_link(
        live_server, smtp, celery_worker_process, browser):
    context = browser.new_context(viewport=PHONE, locale="fr-FR",
                                  extra_http_headers={"Accept-Language": "fr-FR,fr;q=0.9"})
    page = context.new_page()
    page.goto(live_server.url + "/")
    assert page.locator("html").get_attribute("lang") == "fr"
    assert page.locator("h1").inner_text() == "Des jeux de société par e-mail"
    assert page.locator(".rulesets li").count() == 5
    shoot(page, "1-home")

    page.get_by_role("link", name="S'inscrire avec son e-mail").click()
    page.wait_for_load_state()
    page.get_by_label("Votre adresse e-mail").fill("elodie@example.org")
    shoot(page, "2-signup")
    page.get_by_role("button", name="M'envoyer un lien par e-mail").click()
    page.wait_for_load_state()
    assert page.locator("h1").inner_text() == "Consultez votre boîte de réception"
    assert not Player.objects.filter(email="elodie@example.org").exists()
    shoot(page, "3-check-inbox")

    [email] = smtp.wait_for(lambda m: m["To"] == "elodie@example.org")
    assert email["Subject"] == "Votre lien pour créer votre compte Ravenpost"
    link = re.search(r"https?://\S+/account/link/\S+/", text_of(email)).group(0)
    page.goto(link)
    assert page.locator("h1").inner_text() == "Créer votre compte"
    # Defaults from the browser: French, and Paris time (a plain select, no script).
    assert page.get_by_label("Langue").input_value() == "fr"
    assert page.get_by_label("Fuseau horaire").input_value() == "Europe/Paris"
    page.get_by_label("Votre nom, tel que les autres joueurs le verront").fill("Élodie")
    shoot(page, "4-create-account")
    page.get_by_role("button", name="Créer mon compte").click()
    page.wait_for_load_state()

    assert page.url == live_server.url + "/"
    assert "Bienvenue sur Ravenpost" in page.locator(".messages").inner_text()
    assert page.get_by_role("link", name="Mes parties").count() >= 1
    shoot(page, "5-signed-in")
    player = Player.objects.get(email="elodie@example.org")
    assert (player.name, player.locale, player.time_zone, player.locale_chosen) == \
        ("Élodie", "fr", "Europe/Paris", True)

    # An account session: the token page opens, in French (from the settings: on a phone the menu
    # leaves the tokens to them).
    page.get_by_role("link", name="Paramètres").first.click()
    page.get_by_role("link", name="Jetons d'API pour vos programmes").click()
    page.wait_for_load_state()
    assert page.locator("h1").inner_text() == "Jetons d'API"
    shoot(page, "6-tokens")
    # The same link, a second time: refused, with a way to get a fresh one.
    other = browser.new_context(viewport=PHONE, locale="fr-FR",
                                extra_http_headers={"Accept-Language": "fr-FR,fr;q=0.9"}).new_page()
    other.goto(link)
    assert other.locator("h1").inner_text() == "Ce lien a déjà servi"
    shoot(other, "7-link-used")
