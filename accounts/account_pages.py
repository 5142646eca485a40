"""The account's own pages: settings and API tokens. Account sessions only (``account_required``):
a session opened by a game link may play that game, never change the account."""

from __future__ import annotations

from django.contrib import messages
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.utils import translation
from django.utils.translation import gettext as _
from django.views.decorators.http import require_http_methods, require_POST

from accounts.forms import SettingsForm, TokenForm
from players import services
from players.access import account_required
from players.models import ApiToken
from players.services import TooManyTokens, create_token, revoke_tokens


@account_required
@require_http_methods(["GET", "POST"])
def settings_page(request: HttpRequest) -> HttpResponse:
    form = SettingsForm(request.POST or None, instance=request.user)
    if request.method == "POST" and form.is_valid():
        player = form.save()
        translation.activate(player.locale)  # say it in the language just chosen
        messages.success(request, _("Your settings were saved."))
        return redirect("settings")
    return render(request, "players/settings.html", {"form": form}, status=400 if form.is_bound else 200)


def _tokens_page(request: HttpRequest, form: TokenForm, *, secret: str = "", status: int = 200) -> HttpResponse:
    tokens = ApiToken.objects.filter(player=request.user, revoked_at__isnull=True).order_by("-created_at")
    return render(request, "players/tokens.html",
                  {"form": form, "tokens": tokens, "secret": secret, "max_tokens": services.MAX_LIVE_TOKENS}, status=status)


@account_required
@require_http_methods(["GET", "POST"])
def tokens_page(request: HttpRequest) -> HttpResponse:
    """List the live tokens; a POST creates one and shows its secret on the answer, once (only its
    hash is kept, so no later page can show it again)."""
    if request.method != "POST":
        return _tokens_page(request, TokenForm())
    form = TokenForm(request.POST)
    if not form.is_valid():
        return _tokens_page(request, form, status=400)
    try:
        _token, secret = create_token(request.user, name=form.cleaned_data["name"].strip())
    except TooManyTokens as error:
        form.add_error(None, _("You already have %(count)d tokens: revoke one you no longer use first.")
                       % {"count": error.limit})
        return _tokens_page(request, form, status=400)
    response = _tokens_page(request, TokenForm(), secret=secret)
    response["Cache-Control"] = "no-store"  # the secret must not stay in a cache
    return response


@account_required
@require_POST
def revoke_token(request: HttpRequest, token_id: int) -> HttpResponse:
    """Revoke one of the player's own tokens (another player's id is a 404: it is not theirs to see)."""
    if not ApiToken.objects.filter(pk=token_id, player=request.user).exists():
        return render(request, "players/token_missing.html", {}, status=404)
    if revoke_tokens(ApiToken.objects.filter(pk=token_id, player=request.user)):
        messages.success(request, _("The token was revoked: it no longer works."))
    return redirect("account-tokens")
