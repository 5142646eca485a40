"""Sign up, sign in and sign out, without passwords: the account-link pages.

``/signup/`` and ``/signin/`` ask for an address and answer "check your inbox" whatever it is,
after the same work whatever it is (no page, nor its time, tells whether an address has an
account: ``accounts.account_emails``). The email's link opens ``account_link``:
a GET only shows a page with a button (mail scanners follow links), the POST uses the link, once.
"""

from __future__ import annotations

from django.conf import settings
from django.contrib import messages
from django.contrib.auth import logout
from django.db import IntegrityError, transaction
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.utils.http import url_has_allowed_host_and_scheme
from django.utils.translation import get_language
from django.utils.translation import gettext as _
from django.views.decorators.http import require_http_methods, require_POST

from accounts import account_emails
from accounts.account_emails import Page
from accounts.forms import EmailForm, NewAccountForm
from players import account_links
from players.access import is_account_session, sign_in_account
from players.account_links import Problem
from players.languages import default_time_zone, supported
from players.models import AccountLink, Player


def _local_path(request: HttpRequest, path: str) -> str:
    """``path`` if it is a path on this site, else ""; never a link elsewhere."""
    if path.startswith("/") and url_has_allowed_host_and_scheme(path, allowed_hosts={request.get_host()}):
        return path
    return ""


def _ask_for_link(request: HttpRequest, *, sign_up: bool) -> HttpResponse:
    """The sign-up and sign-in pages: one address in, the same answer out, after the same work
    (one outbox row keyed on the address: ``account_emails.ask_for_link``). Nothing here asks
    whether the address has an account; the email's delivery does."""
    initial = {"next": _local_path(request, request.GET.get("next", ""))}
    form = EmailForm(request.POST or None, initial=initial)
    template = "players/signup.html" if sign_up else "players/signin.html"
    if request.method != "POST" or not form.is_valid():
        return render(request, template, {"form": form}, status=400 if form.is_bound else 200)
    account_emails.ask_for_link(form.cleaned_data["email"], page=Page.SIGN_UP if sign_up else Page.SIGN_IN,
                                lang=get_language(), next_path=_local_path(request, form.cleaned_data["next"]))
    return render(request, "players/check_inbox.html", {"minutes": settings.ACCOUNT_LINK_MAX_AGE_MINUTES})


@require_http_methods(["GET", "POST"])
def signup(request: HttpRequest) -> HttpResponse:
    if request.method == "GET" and is_account_session(request):
        return redirect("home")  # already in; a POST (a fresh link asked for) still goes through
    return _ask_for_link(request, sign_up=True)


@require_http_methods(["GET", "POST"])
def signin(request: HttpRequest) -> HttpResponse:
    """Also the target of ``players/need_account.html`` (a game-link session asking for its
    account's link), which POSTs the address."""
    return _ask_for_link(request, sign_up=False)


@require_POST
def signout(request: HttpRequest) -> HttpResponse:
    logout(request)
    return redirect("home")


def _refused(request: HttpRequest, link: AccountLink | None, problem: Problem) -> HttpResponse:
    """A link that cannot be used: say why, and offer a fresh one (to the link's own address when
    the link is genuine, else to one typed in)."""
    if problem is Problem.USED and request.user.is_authenticated and link is not None \
            and request.user.email == link.email:
        return redirect(link.next_path or "home")  # the same person following their link twice
    status = 400 if problem is Problem.INVALID else 410
    context = {"problem": str(problem), "email": link.email if link is not None else "",
               "minutes": settings.ACCOUNT_LINK_MAX_AGE_MINUTES}
    return render(request, "players/account_link_refused.html", context, status=status)


@require_http_methods(["GET", "POST"])
def account_link(request: HttpRequest, token: str) -> HttpResponse:
    """Open an account link: sign in (the address has a player) or create the player.

    Nothing happens on GET. On POST the link is used in the transaction that creates the player,
    so an invalid form or a failure leaves it usable, and two submits cannot make two players."""
    link, problem = account_links.check(token)
    if problem is not None:
        return _refused(request, link, problem)
    player = Player.objects.filter(email=link.email).first()
    if player is not None and not player.is_active:
        return _refused(request, None, Problem.INVALID)
    if player is not None:
        if request.method == "POST":
            with transaction.atomic():
                if not account_links.use(link):
                    return _refused(request, link, Problem.USED)
            sign_in_account(request, player)
            messages.success(request, _("You are signed in."))
            return redirect(link.next_path or "home")
        return render(request, "players/account_link_signin.html", {"player": player})
    language = supported(link.lang) or get_language()
    form = NewAccountForm(request.POST or None,
                          initial={"locale": language, "time_zone": default_time_zone(request, language)})
    if request.method == "POST" and form.is_valid():
        try:
            with transaction.atomic():
                if not account_links.use(link):
                    return _refused(request, link, Problem.USED)
                player = Player.objects.create_user(link.email, name=form.cleaned_data["name"],
                                                    locale=form.cleaned_data["locale"],
                                                    time_zone=form.cleaned_data["time_zone"], locale_chosen=True)
        except IntegrityError:
            # The address got a player between the check and now (an invitation accepted in
            # another tab): nothing was created and the link is still unused; opening it again signs in.
            return redirect("account-link", token=token)
        sign_in_account(request, player)
        messages.success(request, _("Welcome to Ravenpost! Your account is ready."))
        return redirect(link.next_path or "home")
    return render(request, "players/account_link_signup.html", {"form": form, "email": link.email},
                  status=400 if form.is_bound else 200)
