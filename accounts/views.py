"""Pages reached from emails: game links, fresh links, invitations, unsubscribe.

The account's pages are elsewhere: ``accounts.account_views`` (sign up, sign in, account links),
``accounts.account_pages`` (settings, API tokens) and ``accounts.home`` (the front door).

No GET here changes a game or a preference: mail scanners follow links. GET on a game link only
signs the player in (for that game) and shows the page.
"""

from __future__ import annotations

from django import forms
from django.conf import settings
from django.contrib import messages
from django.db import IntegrityError, transaction
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.utils import timezone, translation
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_http_methods, require_POST

from accounts import fresh_links
from accounts.forms import NewAccountForm
from games import services as game_services
from games.models import Game, Invitation, Seat
from games.services import queries, refusals
from games.services.errors import ServiceError
from games.web.refusals import refusal_sentence
from outbox.emails import send_sign_in_link
from players import links
from players.access import sign_in_account, sign_in_for_game
from players.languages import default_time_zone, remember_invitation_language, supported
from players.models import Player
from players.names import clean_name


@require_http_methods(["GET", "POST"])
def enter_game(request: HttpRequest, game_id: int, token: str) -> HttpResponse:
    """Follow a game link: sign its player in for that game and open the page.

    When another player is signed in in this browser, a GET only asks (a POST of the same address
    switches): a page elsewhere could otherwise send a signed-in visitor to its own author's link
    and swap their session without a word, and on a shared computer the switch should be seen."""
    link = links.read_game_link(token)
    if link is None or link.game_id != game_id:
        return render(request, "players/link_invalid.html", {"game_id": game_id}, status=400)
    if link.expired:
        return render(request, "players/link_expired.html", {"game_id": game_id, "token": token}, status=410)
    player = Player.objects.filter(pk=link.player_id, is_active=True).first()
    if player is not None and not Seat.objects.filter(game_id=game_id, player=player).exists():
        handover = queries.seat_handover(game_id, player.pk)
        if handover is not None:  # a genuine link whose seat went to someone else: say so, and why
            return _replaced_page(request, handover, player)
    if player is None or not Seat.objects.filter(game_id=game_id, player=player).exists():
        return render(request, "players/link_invalid.html", {"game_id": game_id}, status=400)
    other = request.user.is_authenticated and request.user.pk != player.pk
    if other and request.method != "POST":
        return render(request, "players/link_switch.html",
                      {"current_name": request.user.display_name, "link_name": player.display_name})
    sign_in_for_game(request, player, game_id)
    return redirect("game-page", game_id=game_id)


def _replaced_page(request: HttpRequest, handover, player: Player) -> HttpResponse:
    """The page of a link whose player no longer holds a seat in the game (410: the link is
    genuine, and will not work again): when the seat was handed over, by whom, to whom, and the
    reason given (``admin_actions.replace_player``, ``leaving.leave_game``)."""
    data = handover.data
    new_holder = Player.objects.filter(pk=data.get("to_player")).first() if data.get("to_player") else None
    context = {
        "game_id": handover.game_id,
        "when": handover.created_at,
        "left": handover.actor_id == player.pk,
        "by_name": handover.actor.display_name if handover.actor is not None else "",
        "to_name": new_holder.display_name if new_holder is not None else "",
        "reason": "" if handover.actor_id == player.pk else data.get("reason", ""),
    }
    return render(request, "players/link_replaced.html", context, status=410)


@require_POST
def request_link(request: HttpRequest, game_id: int) -> HttpResponse:
    """Email a fresh link: to the player of a genuine (expired) link, or to an address typed in.

    The answer is the same whether or not anything is sent, and so is the work for a typed
    address (one outbox row, whatever the address: ``accounts.fresh_links``), so neither tells
    anybody who plays what. A genuine link's token names its player: whoever holds it knows that.
    """
    link = links.read_game_link(request.POST.get("token", "")) if request.POST.get("token") else None
    if link is not None and link.game_id == game_id:
        player = Player.objects.filter(pk=link.player_id, is_active=True).first()
        game = Game.objects.filter(pk=game_id).first()
        if player and game and Seat.objects.filter(game=game, player=player).exists():
            send_sign_in_link(player, game)
    elif email := request.POST.get("email", "").strip():
        fresh_links.ask_for_game_link(game_id, email)
    return render(request, "players/link_sent.html", {"game_id": game_id})


class InvitationForm(forms.Form):
    name = forms.CharField(label=gettext_lazy("Your name, as other players will see it"), max_length=80,
                           required=False)

    def __init__(self, *args, invitee: Player | None = None, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.invitee = invitee  # the player the invitation's address already is, if any

    def clean_name(self) -> str:
        """A name as ``players.names`` wants it, or none (the player then shows as "Player <id>")."""
        text = self.cleaned_data.get("name") or ""
        return clean_name(text, player=self.invitee) if text.strip() else ""


def _is_newcomer(invite: Invitation) -> bool:
    """Whether ``invite`` is an invitation by email to an address that has no player yet: its
    acceptance creates the account, so it asks what signing up asks."""
    if invite.player_id is not None or not invite.email:
        return False
    return not Player.objects.filter(email=Player.objects.normalize_email(invite.email)).exists()


@require_http_methods(["GET", "POST"])
def invitation(request: HttpRequest, token: str) -> HttpResponse:
    """An invitation's page, from its email: accept (and take the seat) or decline.

    The link went to the invited address, so following it proves that address, as an account
    link does. A newcomer (an invitation by email to an address with no player) is asked what
    signing up asks (name, language, time zone: ``NewAccountForm``), once, and accepting creates
    the account and signs her in to it (an account session: My games, Settings and API tokens
    open). A player who already has an account gets a session for this game only, as a game
    link gives: an invitation link lives for days, and must not open an existing account."""
    invitation_id = links.read_invitation(token)
    invite = Invitation.objects.select_related("game", "invited_by").filter(pk=invitation_id).first() \
        if invitation_id else None
    if invite is None:
        return render(request, "players/link_invalid.html", {}, status=400)
    # The email's link carries its language (?lang=): the invitee's pages speak it until they
    # choose one (players.languages).
    if lang := remember_invitation_language(request):
        translation.activate(lang)
        request.LANGUAGE_CODE = lang
    newcomer = _is_newcomer(invite)
    closed = _closed_because(invite)
    if request.method == "POST" and closed:
        messages.error(request, closed)  # before any form: there is nothing left to answer
        return redirect("invitation", token=token)
    if request.method == "POST" and "decline" in request.POST:
        try:
            game_services.decline_invitation(invitation_id=invite.pk)
        except ServiceError as error:
            messages.error(request, refusal_sentence(error))
            return redirect("invitation", token=token)
        return render(request, "players/invitation_declined.html", {"invitation": invite})
    if newcomer:
        language = translation.get_language()
        form: forms.Form = NewAccountForm(request.POST or None, initial={
            "locale": supported(language) or settings.LANGUAGE_CODE,
            "time_zone": default_time_zone(request, language)})
    else:
        invitee = invite.player if invite.player_id else Player.objects.filter(email=invite.email).first()
        form = InvitationForm(request.POST or None, invitee=invitee)
    if request.method == "POST" and form.is_valid():
        try:
            game, player = _accept(invite, form.cleaned_data, newcomer)
        except ServiceError as error:
            messages.error(request, refusal_sentence(error))
            return redirect("invitation", token=token)
        except IntegrityError:
            # The address got a player meanwhile (another tab): nothing was created; ask again.
            return redirect("invitation", token=token)
        if newcomer:
            translation.activate(player.locale)
            sign_in_account(request, player)
            messages.success(request, _("Welcome to Ravenpost! Your account is ready, and you have joined the game."))
            return redirect("game-page", game_id=game.pk)
        if not player.locale_chosen and player.locale != translation.get_language():
            # A guess until they choose: the language they read the invitation in.
            Player.objects.filter(pk=player.pk).update(locale=translation.get_language())
        sign_in_for_game(request, player, game.pk)
        messages.success(request, _("Welcome! You have joined the game."))
        return redirect("game-page", game_id=game.pk)
    context = {"invitation": invite, "form": form, "newcomer": newcomer,
               "ruleset": game_services.ruleset_for(invite.game).name,
               "open": invite.status == Invitation.Status.PENDING and invite.game.status == Game.Status.WAITING}
    return render(request, "players/invitation.html", context, status=400 if form.is_bound else 200)


def _closed_because(invite: Invitation) -> str:
    """Why ``invite`` can no longer be answered, in the reader's language, or "" if it can (the
    services check it again, under a lock)."""
    if invite.status != Invitation.Status.PENDING or invite.game.status != Game.Status.WAITING:
        return refusals.invitation_closed().message
    if invite.expires_at <= timezone.now():
        return refusals.invitation_expired().message
    return ""


def _accept(invite: Invitation, answers: dict, newcomer: bool) -> tuple[Game, Player]:
    """Accept ``invite``; for a newcomer, create her account first with her answers, in the
    same transaction (a refused acceptance creates no account)."""
    if not newcomer:
        return game_services.accept_invitation(invitation_id=invite.pk, name=answers["name"])
    with transaction.atomic():
        player = Player.objects.create_user(
            Player.objects.normalize_email(invite.email), name=answers["name"], locale=answers["locale"],
            time_zone=answers["time_zone"], locale_chosen=True)
        return game_services.accept_invitation(invitation_id=invite.pk, player=player)


# The unsubscribe page's choices, and the two that undo them (offered on the confirmation).
DIGEST, MUTE, NOTHING, EACH_TURN, UNMUTE = "digest", "mute", "nothing", "each_turn", "unmute"


@csrf_exempt  # RFC 8058 one-click: mail clients POST "List-Unsubscribe=One-Click" without a CSRF token
@require_http_methods(["GET", "POST"])
def unsubscribe(request: HttpRequest, token: str) -> HttpResponse:
    """The page behind every email's "Fewer emails, or none" link and ``List-Unsubscribe`` header.

    GET offers the choices and changes nothing (mail scanners follow links): a daily digest
    instead, muting the game the email was about (when its token names one the player sits in),
    or no email at all. A POST without a choice is the mail client's one-click unsubscribe (RFC
    8058: it cannot choose) and stops all notification emails, as the header promises. Every
    choice is confirmed on a page that says what it does and offers its undo, one button away.
    """
    player_id, game_id = links.read_unsubscribe_link(token)
    player = Player.objects.filter(pk=player_id).first() if player_id else None
    if player is None:
        return render(request, "players/link_invalid.html", {}, status=400)
    seat = Seat.objects.select_related("game").filter(game_id=game_id, player=player).first() if game_id else None
    context = {"player": player, "seat": seat,
               "game_name": game_services.ruleset_for(seat.game).name if seat else "",
               "game_id": game_id, "digest_hour": settings.DIGEST_HOUR}
    if request.method != "POST":
        return render(request, "players/unsubscribe.html", context)
    choice = request.POST.get("choice", NOTHING)
    if choice in {MUTE, UNMUTE}:
        if seat is None:
            context["refused"] = _("This link is not about a game you play, so there is no game to mute here.")
            return render(request, "players/unsubscribe.html", context, status=400)
        game_services.set_emails_muted(player=player, game_id=seat.game_id, muted=choice == MUTE)
    elif choice in {DIGEST, NOTHING, EACH_TURN}:
        notify = {DIGEST: Player.Notify.DAILY_DIGEST, NOTHING: Player.Notify.NONE,
                  EACH_TURN: Player.Notify.EACH_TURN}[choice]
        Player.objects.filter(pk=player.pk).update(notify=notify)
    else:
        context["refused"] = _("That choice is not one this page offers; please pick one of the buttons.")
        return render(request, "players/unsubscribe.html", context, status=400)
    return render(request, "players/unsubscribed.html", {**context, "chosen": choice})
