"""Signing up (/signup/): an address, an email with a single-use link, a page that creates the
player on POST and signs them in with an account session. The same answer for any address."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.utils import timezone

from outbox.models import Notification
from players.access import is_account_session
from players.models import AccountLink, Player
from players.services import get_or_create_player
from tests.html import without_csrf
from tests.players.conftest import account_link_path

pytestmark = pytest.mark.django_db


def test_a_newcomer_signs_up_with_only_the_link_in_the_email(client, ask_link, mailoutbox):
    page = client.get("/signup/")
    assert page.status_code == 200 and b'name="email"' in page.content and b'name="name"' not in page.content
    answer = ask_link("signup", "  New.Comer@Example.org ")
    assert answer.status_code == 200 and b"Check your inbox" in answer.content
    assert not Player.objects.filter(email="new.comer@example.org").exists()  # nothing before the link
    [email] = mailoutbox
    assert email.to == ["new.comer@example.org"] and email.subject == "Your link to create your Ravenpost account"
    path = account_link_path(email)

    opened = client.get(path)  # what a mail scanner does: shows a form, creates nothing
    assert opened.status_code == 200 and b"Create my account" in opened.content
    assert not Player.objects.exists() and AccountLink.objects.get().used_at is None

    created = client.post(path, {"name": "  Ada   Lovelace ", "locale": "en", "time_zone": "Europe/London"})
    assert created.status_code == 302 and created["Location"] == "/"
    player = Player.objects.get(email="new.comer@example.org")
    assert (player.name, player.locale, player.time_zone, player.locale_chosen) == \
        ("Ada Lovelace", "en", "Europe/London", True)
    assert not player.has_usable_password()
    home = client.get("/")
    assert is_account_session(home.wsgi_request) and home.wsgi_request.user == player
    assert client.get("/settings/").status_code == 200 and client.get("/account/tokens/").status_code == 200


def test_the_link_works_once(client, ask_link, mailoutbox):
    ask_link("signup", "once@example.org")
    path = account_link_path(mailoutbox[0])
    assert client.post(path, {"name": "Once", "locale": "en", "time_zone": "UTC"}).status_code == 302
    client.post("/signout/")
    again = client.post(path, {"name": "Twice", "locale": "en", "time_zone": "UTC"})
    assert again.status_code == 410 and b"This link was already used" in again.content
    assert b"Email me a fresh link" in again.content and b'value="once@example.org"' in again.content
    assert client.get(path).status_code == 410
    assert list(Player.objects.values_list("name", flat=True)) == ["Once"]


def test_the_same_person_following_the_link_again_goes_home(client, ask_link, mailoutbox):
    ask_link("signup", "again@example.org")
    path = account_link_path(mailoutbox[0])
    client.post(path, {"name": "Again", "locale": "en", "time_zone": "UTC"})
    assert client.get(path)["Location"] == "/"


def test_an_expired_link_offers_a_fresh_one_in_the_persons_language(client, ask_link, mailoutbox, settings):
    ask_link("signup", "late@example.org")
    path = account_link_path(mailoutbox[0])
    AccountLink.objects.update(created_at=timezone.now() - timedelta(minutes=settings.ACCOUNT_LINK_MAX_AGE_MINUTES + 1))
    late = client.post(path, {"name": "Late", "locale": "en", "time_zone": "UTC"}, HTTP_ACCEPT_LANGUAGE="fr")
    assert late.status_code == 410 and "Ce lien a expiré" in late.content.decode()
    assert not Player.objects.exists()
    # The page's button asks again, for the link's own address.
    mailoutbox.clear()
    assert ask_link("signup", "late@example.org").status_code == 200


def test_a_forged_or_cut_link_is_refused(client, ask_link, mailoutbox):
    ask_link("signup", "forged@example.org")
    path = account_link_path(mailoutbox[0])
    for bad in (path[:-5] + "xyz/", "/account/link/nonsense/"):
        refused = client.post(bad, {"name": "Forger", "locale": "en", "time_zone": "UTC"})
        assert refused.status_code == 400 and b"This link is not valid" in refused.content
        assert b'name="email"' in refused.content  # asks for an address to send a fresh link to
    assert not Player.objects.exists()


def test_an_invalid_form_leaves_the_link_usable(client, ask_link, mailoutbox):
    ask_link("signup", "careful@example.org")
    path = account_link_path(mailoutbox[0])
    bad = client.post(path, {"name": "   ", "locale": "xx", "time_zone": "Mars/Olympus"})
    assert bad.status_code == 400 and not Player.objects.exists()
    assert AccountLink.objects.get().used_at is None
    assert client.post(path, {"name": "Careful", "locale": "fr", "time_zone": "Europe/Paris"}).status_code == 302
    assert Player.objects.get().locale == "fr"


def test_an_invalid_address_is_a_form_error_and_sends_nothing(client, ask_link, mailoutbox):
    for address in ("not an address", "a@b", "", "x" * 250 + "@example.org"):
        answer = ask_link("signup", address)
        assert answer.status_code == 400 and b'class="errorlist"' in answer.content, address
    french = ask_link("signup", "nope", HTTP_ACCEPT_LANGUAGE="fr")
    assert "Saisissez une adresse électronique valide" in french.content.decode()
    assert mailoutbox == [] and not AccountLink.objects.exists()


def test_the_answer_is_the_same_for_a_known_and_an_unknown_address(client, ask_link, mailoutbox, make_player):
    known = make_player("Known")
    answer_known = ask_link("signup", known.email)
    answer_unknown = ask_link("signup", "unknown@example.org")
    assert answer_known.status_code == answer_unknown.status_code == 200
    assert without_csrf(answer_known.content) == without_csrf(answer_unknown.content)
    # Only the inboxes tell the difference: the known address is told it has an account.
    to_known, to_unknown = sorted(mailoutbox, key=lambda email: email.to[0] != known.email)
    assert to_known.subject == "You already have a Ravenpost account: your sign-in link"
    assert "already has a Ravenpost account" in to_known.body
    assert to_unknown.subject == "Your link to create your Ravenpost account"
    # The known player's link signs them in (a button on GET, the session on POST); it creates nobody.
    path = account_link_path(to_known)
    assert b"Sign in as Known" in client.get(path).content
    assert client.post(path).status_code == 302
    assert client.get("/").wsgi_request.user == known and Player.objects.count() == 1


def test_one_email_per_address_every_ten_minutes(client, ask_link, mailoutbox, monkeypatch):
    from datetime import UTC, datetime

    def at(minute):
        moment = datetime(2030, 5, 6, 12, minute, 30, tzinfo=UTC)
        monkeypatch.setattr("accounts.account_emails.timezone.now", lambda: moment)

    at(1)
    for _ in range(4):
        ask_link("signup", "flood@example.org")
    ask_link("signin", "flood@example.org")
    at(9)
    ask_link("signup", "FLOOD@example.org")
    assert len(mailoutbox) == 1 and AccountLink.objects.count() == 1  # no link without its email
    at(11)
    ask_link("signup", "flood@example.org")
    assert len(mailoutbox) == 2
    assert Notification.objects.filter(kind=Notification.Kind.ACCOUNT_LINK).count() == 2


def test_a_deactivated_account_gets_nothing(client, ask_link, mailoutbox, make_player):
    gone = make_player("Gone")
    Player.objects.filter(pk=gone.pk).update(is_active=False)
    assert ask_link("signup", gone.email).status_code == 200
    assert ask_link("signin", gone.email).status_code == 200
    assert mailoutbox == []


def test_the_email_speaks_the_language_of_the_page(client, ask_link, mailoutbox):
    ask_link("signup", "francoise@example.org", HTTP_ACCEPT_LANGUAGE="fr-FR,fr;q=0.9")
    [email] = mailoutbox
    assert email.subject == "Votre lien pour créer votre compte Ravenpost"
    assert "Votre lien pour" not in email.body and "une seule fois" in email.body


def test_a_link_asked_from_an_account_page_leads_back_to_it(client, mailoutbox, django_capture_on_commit_callbacks):
    page = client.get("/account/tokens/")
    assert page.status_code == 302 and page["Location"] == "/signin/?next=/account/tokens/"
    assert b'value="/account/tokens/"' in client.get(page["Location"]).content
    with django_capture_on_commit_callbacks(execute=True):  # the links are made when the emails are sent
        with_next = client.post("/signup/", {"email": "back@example.org", "next": "/account/tokens/"})
        assert with_next.status_code == 200
        elsewhere = client.post("/signup/", {"email": "evil@example.org", "next": "https://evil.example/"})
        assert elsewhere.status_code == 200
    links = {link.email: link.next_path for link in AccountLink.objects.all()}
    assert links == {"back@example.org": "/account/tokens/", "evil@example.org": ""}


def test_using_a_link_is_a_compare_and_set(client, ask_link, mailoutbox):
    from players import account_links

    ask_link("signup", "race@example.org")
    link = AccountLink.objects.get()
    assert account_links.use(link) is True
    assert account_links.use(link) is False  # the second of two racing requests gets nothing
    assert AccountLink.objects.get().used_at is not None


def test_an_address_that_became_a_player_meanwhile_is_signed_in_not_created_twice(
        client, ask_link, mailoutbox, make_player):
    ask_link("signup", "meanwhile@example.org")
    path = account_link_path(mailoutbox[0])
    assert b"Create my account" in client.get(path).content
    existing, _created = get_or_create_player(
        "meanwhile@example.org", name="Invited")  # e.g. an invitation accepted in another tab
    signed_in = client.post(path, {"name": "Ignored", "locale": "en", "time_zone": "UTC"})
    assert signed_in.status_code == 302 and client.get("/").wsgi_request.user == existing
    assert list(Player.objects.values_list("name", flat=True)) == ["Invited"]
