"""The ratings' pages: ``/ratings/`` (each game's leaders), ``/ratings/<ruleset>/`` (a game's
leaderboard, in pages, the reader's own row marked and their rank said at the top) and
``/ratings/players/<id>/`` (a player's ratings and history).

Public, like the lobby: the names shown are the names players show at every table.
"""

from __future__ import annotations

from django.core.paginator import EmptyPage, PageNotAnInteger, Paginator
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import render
from django.views.decorators.http import require_GET

from games.rulesets import registry
from players.models import Player
from ratings import queries
from ratings.models import Rating

# Rows per leaderboard page; the index shows each game's first few.
PAGE = 50
LEADERS = 5


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
    return render(request, "ratings/leaderboard.html", {
        "ruleset": ruleset, "rows": rows, "page": page, "me": me,
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
