"""The ratings' pages: ``/ratings/`` (each game's leaders), ``/ratings/<ruleset>/`` (a game's
leaderboard, in pages, the reader's own row marked and their rank said at the top) and
``/ratings/players/<id>/`` (a player's ratings and history).

Public, like the lobby: the names shown are the names players show at every table.
"""

from __future__ import annotations

from django.core.paginator import EmptyPage, PageNotAnInteger, Paginator
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import render
from django.utils.translation import gettext_lazy as _
from django.views.decorators.http import require_GET

from games.rulesets import registry
from players.models import Player
from ratings import anchors, queries
from ratings.models import Rating

# Rows per leaderboard page; the index shows each game's first few.
PAGE = 50
LEADERS = 5
# The bots' names on the leaderboard, as the new-game form names them.
BOT_NAMES = {"easy": _("Bot (easy)"), "normal": _("Bot (normal)"), "strong": _("Bot (strong)")}


def bot_references(ruleset_id: str) -> list[dict]:
    """The bots' fixed ratings in ``ruleset_id`` (``ratings.anchors``), strongest first: what the
    leaderboard shows for reference."""
    return [{"level": a.level, "name": BOT_NAMES.get(a.level, a.level), "rating": a.shown}
            for a in anchors.anchors(ruleset_id)]


def with_references(rows: list, references: list[dict], *, first: bool, last: bool) -> list[tuple[str, object]]:
    """A leaderboard page's lines: its ``rows`` (``("row", row)``), with each bot's reference line
    (``("bot", reference)``) where its rating falls among them: above a row rated lower. A bot
    rated above the page's first row is shown only on the first page, one rated below its last
    only on the last page (the others belong to another page)."""
    lines: list[tuple[str, object]] = []
    pending = sorted(references, key=lambda ref: -ref["rating"])
    for index, row in enumerate(rows):
        while pending and pending[0]["rating"] > row.rating and (index > 0 or first):
            lines.append(("bot", pending.pop(0)))
        if index == 0 and not first:
            pending = [ref for ref in pending if ref["rating"] <= row.rating]
        lines.append(("row", row))
    if last:
        lines.extend(("bot", ref) for ref in pending)
    return lines


def _ruleset_or_404(ruleset_id: str):
    if ruleset_id not in registry():
        raise Http404
    return registry().get(ruleset_id)


@require_GET
def index(request: HttpRequest) -> HttpResponse:
    """Each game: its leaders, how many players are rated, and the reader's own rating."""
    boards = []
    mine = {}
    if request.user.is_authenticated:
        mine = {r.ruleset: r for r in Rating.objects.filter(player=request.user)}
    for ruleset_id in registry().ids():
        ruleset = registry().get(ruleset_id)
        if ruleset.max_players < 2:
            continue
        leaders = queries.rows(ruleset_id, list(queries.ordered(ruleset_id)[:LEADERS]))
        boards.append({"ruleset": ruleset, "rows": leaders, "count": queries.player_count(ruleset_id),
                       "mine": mine.get(ruleset_id)})
    return render(request, "ratings/index.html", {"boards": boards})


@require_GET
def leaderboard(request: HttpRequest, ruleset_id: str) -> HttpResponse:
    ruleset = _ruleset_or_404(ruleset_id)
    me = None
    if request.user.is_authenticated:
        rating = Rating.objects.filter(player=request.user, ruleset=ruleset_id).first()
        if rating is not None:
            rank, position = queries.position(ruleset_id, rating.shown, rating.player_id)
            me = {"rating": rating, "rank": rank, "page": position // PAGE + 1}
    paginator = Paginator(queries.ordered(ruleset_id), PAGE)
    try:
        page = paginator.page(request.GET.get("page", 1))
    except (EmptyPage, PageNotAnInteger):
        raise Http404 from None
    rows = queries.rows(ruleset_id, list(page.object_list))
    references = bot_references(ruleset_id)
    return render(request, "ratings/leaderboard.html", {
        "ruleset": ruleset, "rows": rows, "page": page, "me": me, "references": references,
        "lines": with_references(rows, references, first=not page.has_previous(), last=not page.has_next()),
        "my_id": request.user.pk if request.user.is_authenticated else None,
    })


@require_GET
def player(request: HttpRequest, player_id: int) -> HttpResponse:
    person = Player.objects.filter(pk=player_id, is_active=True).first()
    if person is None:
        raise Http404
    ratings = queries.player_ratings(person.pk, history=50)
    names = {ruleset_id: registry().get(ruleset_id).name for ruleset_id in registry().ids()}
    for rating in ratings:
        rating.name = names.get(rating.ruleset, rating.ruleset)
    return render(request, "ratings/player.html", {"person": person, "ratings": ratings,
                                                   "is_me": request.user.pk == person.pk})
