"""The new-game pages (account sessions only): choose a game and a number of players, then fill
in its form (``games.web.forms.NewGameForm``) and create it through ``games.services.create_game``.

Nothing is created unless the whole form is valid and the service accepts it: a refusal comes
back as a form error in the person's language, with the status the API would answer (400, or 429
for too many invitations, with ``Retry-After``).
"""

from __future__ import annotations

from django.conf import settings
from django.contrib import messages
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.utils.translation import gettext as _
from django.views.decorators.http import require_http_methods

from games import services
from games.rulesets import registry
from games.services.errors import ServiceError
from games.web.forms import NewGameForm
from players.access import account_required

# Seconds a person refused for too many invitations is told to wait, when the service does not
# say (it does: when the oldest invitation of the last 24 hours leaves the window).
INVITATION_RETRY_AFTER = 3600

@require_http_methods(["GET"])
@account_required
def choose_game(request: HttpRequest) -> HttpResponse:
    """Step 1: the five games, each with its player counts as links to step 2."""
    games = [{"id": ruleset.id, "name": ruleset.name, "counts": range(ruleset.min_players, ruleset.max_players + 1)}
             for ruleset in (registry().get(ruleset_id) for ruleset_id in registry().ids())]
    return render(request, "games/new.html", {"games": games})


@require_http_methods(["GET", "POST"])
@account_required
def game_form(request: HttpRequest, ruleset_id: str, players: int) -> HttpResponse:
    """Step 2: the form for ``players`` players of ``ruleset_id``; on success, the new game's page."""
    if ruleset_id not in registry():
        raise Http404
    ruleset = registry().get(ruleset_id)
    if not ruleset.min_players <= players <= ruleset.max_players:
        raise Http404
    form = NewGameForm(request.POST or None, ruleset=ruleset, players=players)
    status = 200
    if request.method == "POST":
        status = 400
        if form.is_valid():
            try:
                game = services.create_game(
                    creator=request.user, ruleset_id=ruleset.id, seats=form.seats(request.user.pk),
                    options=form.game_options(), move_time_limit=form.move_time_limit(),
                    seating=form.cleaned_data["seating"], rated=form.cleaned_data["rated"],
                )
            except ServiceError as error:
                # A refused form is a 400 page whichever status the API gives the same refusal
                # (400 or 422); past the invitation cap it is a 429 with Retry-After.
                status = 429 if error.status == 429 else 400
                retry_after = error.extra.get("retry_after", INVITATION_RETRY_AFTER)
                form.add_error(None, creation_refusal(error))  # at the top of the form
            else:
                messages.success(request, _("Your game is created.") if game.status == "active" else
                                 _("Your game is created: it starts when every seat is taken."))
                return redirect("game-page", game_id=game.pk)
    response = render(request, "games/new_form.html",
                      {"form": form, "ruleset": ruleset, "players": players}, status=status)
    if status == 429:
        response["Retry-After"] = str(retry_after)
    return response


def creation_refusal(error: ServiceError) -> str:
    """What to tell the person whose new game the service refused, in their language."""
    if error.code == "too_many_invitations":
        return _("You may invite at most %(count)d people a day. Try again later, or use open seats.") % {
            "count": settings.INVITATIONS_PER_DAY}
    sentences = {
        "bad_email": _("One of the email addresses is not valid."),
        "duplicate_player": _("A person can hold only one seat in a game."),
        "wrong_player_count": _("These options cannot be played with this number of players."),
        "invalid_options": _("These options cannot be played together. Please check them."),
        "rated_with_bot": _("A game of bots only cannot be rated: play it unrated."),
        "rated_alone": _("A rated game needs at least two players."),
    }
    return sentences.get(error.code, error.message)
