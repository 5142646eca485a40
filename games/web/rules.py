"""The rules pages: a short summary of each game's rules, in the reader's language, written for
Ravenpost (no rulebook text), with the variants it offers and the readings it chose where the
rulebook is unclear.

``/rules/`` lists the games; ``/rules/<ruleset>/`` is one game's summary, drawn from
``games/templates/rules/<ruleset>.<lang>.html`` (``en`` or ``fr``: one file per language keeps each summary whole
and readable, and ``tests/web/test_rules_pages.py`` keeps the two in step: the same variant and
reading anchors in both). ``?game=N`` names a game the reader may open: its options are listed at
the top and the sections of the variants in play are marked. A game the reader may not open is
ignored (the page is the general summary), so the page never tells anything about another
person's game.

The pages are public, like the rulebooks they summarise: no sign-in is needed.
"""

from __future__ import annotations

from typing import Any

from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import render
from django.views.decorators.http import require_GET

from games.engine import Ruleset
from games.models import Game, Seat
from games.rulesets import registry
from games.web.options import option_text
from players.access import may_open


def summary_language(language_code: str) -> str:
    """The language of the summary template for a request's language: French for ``fr*``,
    English otherwise (the site speaks only these two)."""
    return "fr" if (language_code or "").startswith("fr") else "en"


# Options the number of players decides (the new-game form never asks them at some counts, and
# the rule set refuses a value that does not fit the count), so a true value is always in play.
DECIDED_BY_COUNT = {("greenland", "sami"), ("greenland", "cooperative")}


def active_variants(ruleset: Ruleset, options: dict[str, Any], players: int) -> list[str]:
    """The option keys, in the schema's order, that change the game from its basic rules in a
    game with these resolved ``options``: a true boolean, an enum value other than the schema's
    default, a non-empty list; only options a table of ``players`` may have (an option for five
    players left on at a table of four changes nothing)."""
    active = []
    for key, schema in ruleset.options_schema.get("properties", {}).items():
        value = options.get(key)
        if not option_text(ruleset.id, key).applies(players) and (ruleset.id, key) not in DECIDED_BY_COUNT:
            continue
        if "enum" in schema:
            if value is not None and value != schema.get("default"):
                active.append(key)
        elif value:
            active.append(key)
    return active


def readable_game(request: HttpRequest, ruleset_id: str, raw_id: str | None) -> Game | None:
    """The game named by ``?game=`` if it is a game of this rule set that the reader is seated in
    and may open; ``None`` otherwise (a bad or foreign id is ignored, not refused)."""
    if not raw_id or not raw_id.isdigit() or len(raw_id) > 18:
        return None
    game_id = int(raw_id)
    if not may_open(request, game_id):
        return None
    game = Game.objects.filter(pk=game_id, ruleset=ruleset_id).first()
    if game is None or not Seat.objects.filter(game=game, player=request.user).exists():
        return None
    return game


@require_GET
def rules_index(request: HttpRequest) -> HttpResponse:
    """The five games, each with its player counts and a link to its summary."""
    games = [registry().get(ruleset_id) for ruleset_id in registry().ids()]
    return render(request, "rules/index.html", {"games": games})


@require_GET
def rules_page(request: HttpRequest, ruleset_id: str) -> HttpResponse:
    """One game's summary; with ``?game=N``, that game's options and variants marked."""
    if ruleset_id not in registry():
        raise Http404
    ruleset = registry().get(ruleset_id)
    game = readable_game(request, ruleset_id, request.GET.get("game"))
    context: dict[str, Any] = {"ruleset": ruleset, "game": game, "active": [], "in_play": []}
    if game is not None:
        players = Seat.objects.filter(game=game).count()
        context["active"] = active_variants(ruleset, game.options, players)
        context["in_play"] = [{"key": key, "label": option_text(ruleset.id, key).label} for key in context["active"]]
    context["summary_template"] = f"rules/{ruleset.id}.{summary_language(request.LANGUAGE_CODE)}.html"
    return render(request, "rules/page.html", context)
