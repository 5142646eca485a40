"""The ratings' pages: ``/ratings/`` (each game's leaders), ``/ratings/<ruleset>/`` (a game's
leaderboard, in pages, the reader's own row marked and their rank said at the top; one per variant,
``?variant=<key>``, the standard one without it, chosen by links above the table) and
``/ratings/players/<id>/`` (a player's ratings and history, per ladder).

Public, like the lobby: the names shown are the names players show at every table.
"""

from __future__ import annotations

from django.core.paginator import EmptyPage, PageNotAnInteger, Paginator
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import render
from django.urls import reverse
from django.utils.http import urlencode
from django.utils.translation import gettext_lazy as _
from django.views.decorators.http import require_GET

from games.rulesets import registry
from players.models import Player
from ratings import anchors, queries, variants
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


def ladder_query(variant: str, **params) -> str:
    """The query string of a leaderboard page of ``variant`` (none for the standard one's first
    page: the address it always had), with ``params`` (the page)."""
    query = {} if variant == variants.STANDARD else {"variant": variant}
    query.update({name: value for name, value in params.items() if value is not None})
    return "?" + urlencode(query) if query else ""


def ladder_url(ruleset_id: str, variant: str, **params) -> str:
    """The address of ``ruleset_id``'s leaderboard of ``variant`` (and ``params``)."""
    return reverse("ratings-leaderboard", args=[ruleset_id]) + ladder_query(variant, **params)


def variant_links(ruleset_id: str, current: str | None, counts: dict[str, int], *, every: bool) -> list[dict]:
    """The leaderboard's variant selector: each variant (``every``) or each with players, the
    standard one first, with its link, its players and whether it is the one shown."""
    links = []
    for found in variants.variants(ruleset_id):
        if not (every or found.standard or counts.get(found.key) or found.key == current):
            continue
        links.append({"key": found.key, "label": found.label, "players": counts.get(found.key, 0),
                      "current": found.key == current,
                      "url": ladder_url(ruleset_id, found.key)})
    return links


@require_GET
def index(request: HttpRequest) -> HttpResponse:
    """Each game: its leaders, how many players are rated, and the reader's own rating."""
    boards = []
    mine = {}
    if request.user.is_authenticated:
        mine = {r.ruleset: r for r in Rating.objects.filter(player=request.user, variant=variants.STANDARD)}
    for ruleset_id in registry().ids():
        ruleset = registry().get(ruleset_id)
        if ruleset.max_players < 2:
            continue
        leaders = queries.rows(ruleset_id, list(queries.ordered(ruleset_id)[:LEADERS]))
        counts = queries.player_counts(ruleset_id)
        boards.append({"ruleset": ruleset, "rows": leaders, "count": counts.get(variants.STANDARD, 0),
                       "mine": mine.get(ruleset_id),
                       # The other ladders that have players: the standard one is the board shown.
                       "variants": [link for link in variant_links(ruleset_id, None, counts, every=False)
                                    if link["key"] != variants.STANDARD]})
    return render(request, "ratings/index.html", {"boards": boards})


@require_GET
def leaderboard(request: HttpRequest, ruleset_id: str) -> HttpResponse:
    ruleset = _ruleset_or_404(ruleset_id)
    variant = variants.variant(ruleset_id, request.GET.get("variant", variants.STANDARD))
    if variant is None:  # a variant the rule set has not: no such page
        raise Http404
    me = None
    if request.user.is_authenticated:
        rating = Rating.objects.filter(player=request.user, ruleset=ruleset_id, variant=variant.key).first()
        if rating is not None:
            rank, position = queries.position(ruleset_id, rating.shown, rating.player_id, variant.key)
            me = {"rating": rating, "rank": rank, "page": position // PAGE + 1}
    paginator = Paginator(queries.ordered(ruleset_id, variant.key), PAGE)
    try:
        page = paginator.page(request.GET.get("page", 1))
    except (EmptyPage, PageNotAnInteger):
        raise Http404 from None
    rows = queries.rows(ruleset_id, list(page.object_list), variant.key)
    references = bot_references(ruleset_id)
    links = variant_links(ruleset_id, variant.key, queries.player_counts(ruleset_id), every=True)
    return render(request, "ratings/leaderboard.html", {
        "ruleset": ruleset, "rows": rows, "page": page, "me": me, "references": references,
        # The selector only when the rule set has variants; the variant named when not standard.
        "variant": variant, "variants": links if len(links) > 1 else [],
        "pages": {"previous": ladder_query(variant.key, page=page.previous_page_number())
                  if page.has_previous() else "",
                  "next": ladder_query(variant.key, page=page.next_page_number()) if page.has_next() else "",
                  "mine": ladder_query(variant.key, page=me["page"]) if me else ""},
        "lines": with_references(rows, references, first=not page.has_previous(), last=not page.has_next()),
        "my_id": request.user.pk if request.user.is_authenticated else None,
    })


@require_GET
def player(request: HttpRequest, player_id: int) -> HttpResponse:
    person = Player.objects.filter(pk=player_id, is_active=True).first()
    if person is None:
        raise Http404
    ratings = queries.player_ratings(person.pk, history=50, variant=None)  # every ladder
    names = {ruleset_id: registry().get(ruleset_id).name for ruleset_id in registry().ids()}
    for rating in ratings:
        rating.name = names.get(rating.ruleset, rating.ruleset)
        rating.variant_label = "" if rating.variant == variants.STANDARD else variants.label(rating.ruleset,
                                                                                             rating.variant)
        rating.url = ladder_url(rating.ruleset, rating.variant)
    return render(request, "ratings/player.html", {"person": person, "ratings": ratings,
                                                   "is_me": request.user.pk == person.pk})
