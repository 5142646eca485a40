"""The front door (``/``): what Ravenpost is, the games it plays, and the ways in."""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.urls import NoReverseMatch, reverse
from django.utils.translation import gettext_lazy as _
from django.views.decorators.http import require_GET

from games.rulesets import registry
from players.access import is_account_session

# A few sentences on each game, in our own words (nothing taken from a rulebook): enough for a
# newcomer to pick one. A rule set without an entry is listed with its name and player counts.
SUMMARIES = {
    "uigo": _("A card game of tricks over four rounds. The cards you win are laid out in rows that your "
              "little farmers must tend: a row short of farmers costs you points when the round is scored."),
    "fjords": _("A tile game for two. Together you lay out a coast of fjords, mountains and meadows, "
                "placing homesteads as it grows; then each of you spreads fields from them across the land. "
                "Three rounds, and the most fields wins."),
    "knarr": _("Vikings take to the sea. Gather a crew of Vikings of every colour, sail them to "
               "destinations that bring goods, fame and new recruits, and be the first to reach 40 points."),
    "graenaland": _("A newly found island to share out between the clans. Gather goods, build villages, "
                    "keeps and churches, bargain and vote with the others over public works, and be the first "
                    "to meet three of the island's goals."),
    "greenland": _("Survival in the far north of the Middle Ages. Your tribe hunts, trades and marries "
                   "among its neighbours while cold and famine close in. Also playable alone or as a "
                   "team against the ice."),
}


def _path(name: str, fallback: str) -> str:
    """The URL named ``name``, or ``fallback`` where that page's URL has no name (yet)."""
    try:
        return reverse(name)
    except NoReverseMatch:
        return fallback


def lobby_path() -> str:
    return _path("game-lobby", "/games/open/")


def new_game_path() -> str:
    return _path("game-new", "/games/new/")


@require_GET
def home(request: HttpRequest) -> HttpResponse:
    games = [
        {"id": ruleset.id, "name": ruleset.name, "min": ruleset.min_players, "max": ruleset.max_players,
         "summary": SUMMARIES.get(ruleset.id, "")}
        for ruleset in registry()
    ]
    context = {"games": games, "account": is_account_session(request), "lobby_url": lobby_path(),
               "new_game_url": new_game_path()}
    return render(request, "players/home.html", context)
