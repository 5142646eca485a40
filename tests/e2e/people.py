"""Newcomers in the browser tests: the words they read in each language, and signing up as a
person does (the home page, the form, the link in the email), nothing else."""

from __future__ import annotations

import re

from tests.e2e.mail import text_of

PHONE = {"width": 390, "height": 844}
FITS = "() => document.documentElement.scrollWidth <= window.innerWidth"

WORDS = {
    "en": {
        "accept_language": "en-GB,en;q=0.9", "sign_up": "Sign up with your email", "email": "Your email address",
        "email_me": "Email me a link", "name": "Your name, as other players will see it",
        "create_account": "Create my account", "start": "Start a game", "create_game": "Create the game",
        "accept": "Accept and join the game", "lobby": "Lobby", "join": "Join", "my_games": "My games",
        "your_turn": "Your turn", "to_play": "{name} to play", "open_seat": "(open seat)",
    },
    "fr": {
        "accept_language": "fr-FR,fr;q=0.9", "sign_up": "S'inscrire avec son e-mail", "email": "Votre adresse e-mail",
        "email_me": "M'envoyer un lien par e-mail", "name": "Votre nom, tel que les autres joueurs le verront",
        "create_account": "Créer mon compte", "start": "Lancer une partie", "create_game": "Créer la partie",
        "accept": "Accepter et rejoindre la partie", "lobby": "Salon", "join": "Rejoindre", "my_games": "Mes parties",
        "your_turn": "C'est votre tour", "to_play": "à {name} de jouer", "open_seat": "(place ouverte)",
    },
}
PEOPLE = {
    "en": [("alice@example.org", "Alice"), ("bob@example.org", "Bob"), ("carole@example.org", "Carole")],
    "fr": [("elodie@example.org", "Élodie"), ("benoit@example.org", "Benoît"), ("capucine@example.org", "Capucine")],
}


def checked(page, lang: str, shot: str):
    """The page speaks ``lang`` and fits the phone; a screenshot for a person to look at."""
    page.wait_for_load_state()
    assert page.locator("html").get_attribute("lang") == lang, page.url
    assert page.evaluate(FITS), f"{page.url} is wider than the phone"
    page.screenshot(path=f"/tmp/own-{lang}-{shot}.png", full_page=True)
    return page


def sign_up(browser, live_server, smtp, lang: str, email: str, name: str):
    """A newcomer opens the home page, signs up, and follows the link in the email: their page."""
    words = WORDS[lang]
    context = browser.new_context(viewport=PHONE, locale=words["accept_language"][:5],
                                  extra_http_headers={"Accept-Language": words["accept_language"]})
    page = context.new_page()
    page.goto(live_server.url + "/")
    page.get_by_role("link", name=words["sign_up"]).click()
    page.get_by_label(words["email"]).fill(email)
    page.get_by_role("button", name=words["email_me"]).click()
    [message] = smtp.wait_for(lambda m: m["To"] == email and "/account/link/" in text_of(m))
    page.goto(re.search(r"https?://\S+/account/link/\S+/", text_of(message)).group(0))
    page.get_by_label(words["name"]).fill(name)
    page.get_by_role("button", name=words["create_account"]).click()
    page.wait_for_load_state()
    assert page.get_by_role("link", name=words["my_games"]).count() >= 1, "not signed in after the link"
    return page
