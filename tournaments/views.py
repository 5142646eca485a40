"""The tournaments' pages: ``/tournaments/`` (open for sign-up, running, finished, and the "New
tournament" form) and ``/tournaments/<id>/`` (its rules in plain words, players, standings,
rounds with their games, the organiser's buttons and its log). Public to read, like the lobby;
every action is a POST with its CSRF token from an account session, and a refusal of the
services (``TournamentError``) comes back as a message on the page, never an error page.
Withdrawing and removing a player ask first, on a page of their own (no script needed).
"""

from __future__ import annotations

from django.contrib import messages
from django.db.models import Count, Q
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.utils.translation import pgettext
from django.views.decorators.http import require_GET, require_http_methods, require_POST

from games.models import Game, Seat
from games.rulesets import registry
from games.web.forms import hours_label
from games.web.options import describe_options
from players.access import account_required, is_account_session
from players.models import Player
from tournaments import results, services, words
from tournaments.errors import TournamentError
from tournaments.forms import NewTournamentForm
from tournaments.models import Bye, Entry, Tournament, TournamentEvent, TournamentGame
from tournaments.standings import points_by_rank

Status = Tournament.Status
# Tournaments listed per section of /tournaments/ (the newest).
LISTED = 50


def _listed(status: list[str]):
    return list(Tournament.objects.filter(status__in=status).select_related("organiser").annotate(
        active_players=Count("entries", filter=Q(entries__withdrawn_at__isnull=True)))
        .order_by("-created_at", "-pk")[:LISTED])


def _game_names(tournaments) -> None:
    for tournament in tournaments:
        tournament.game_name = registry().get(tournament.ruleset).name if tournament.ruleset in registry() else \
            tournament.ruleset


@require_http_methods(["GET", "POST"])
def index(request: HttpRequest) -> HttpResponse:
    """The tournaments by status, and the form that creates one (POST: an account session)."""
    form = NewTournamentForm()
    if request.method == "POST":
        if not is_account_session(request):
            return account_required(index)(request)
        form = NewTournamentForm(request.POST)
        if form.is_valid():
            try:
                tournament = form.create(request.user)
            except TournamentError as error:
                form.refuse(error.code, error.message)
            else:
                messages.success(request, _("Your tournament is open for sign-up. Join it if you play in it."))
                # A fragment of its own: the browser would otherwise keep the form's "#new".
                return redirect(page_url(tournament.pk) + "#tournament")
    sections = [
        ("signup", _("Open for sign-up"), _listed([Status.SIGNUP])),
        ("running", _("Being played"), _listed([Status.RUNNING, Status.PAUSED])),
        ("finished", pgettext("tournaments", "Finished"), _listed([Status.FINISHED])),
    ]
    for _key, _title, listed in sections:
        _game_names(listed)
    mine = set()
    if request.user.is_authenticated:
        mine = set(Entry.objects.filter(player=request.user, withdrawn_at__isnull=True)
                   .values_list("tournament_id", flat=True))
    return render(request, "tournaments/index.html", {
        "sections": sections, "form": form, "mine": mine, "can_create": is_account_session(request),
    }, status=422 if form.errors else 200)


def _tournament_or_404(tournament_id: int) -> Tournament:
    tournament = Tournament.objects.select_related("organiser").filter(pk=tournament_id).first()
    if tournament is None:
        raise Http404
    return tournament


def _rounds(tournament: Tournament, names: dict[int, str], me: int | None = None) -> list[dict]:
    """Each round, newest first: its games (players, the points each scored, and ``mine``: ``me``
    holds a seat, so the game's page is theirs to play; anyone else watches it) and who sat out."""
    rows = list(TournamentGame.objects.filter(tournament=tournament).select_related("game").order_by("round", "table"))
    holders: dict[int, dict[int, int | None]] = {}
    for game_id, seat, player in Seat.objects.filter(game_id__in=[r.game_id for r in rows]).values_list(
            "game_id", "seat", "player_id"):
        holders.setdefault(game_id, {})[seat] = player
    byes: dict[int, list[str]] = {}
    for bye in Bye.objects.filter(tournament=tournament).order_by("round", "player_id"):
        byes.setdefault(bye.round, []).append(names.get(bye.player_id, "?"))
    rounds: dict[int, dict] = {}
    for row in rows:
        entry = rounds.setdefault(row.round, {"number": row.round, "games": [], "byes": byes.get(row.round, [])})
        game = row.game
        scored = None
        if game.status in results.OVER:
            result = results.game_result(row, game, holders.get(row.game_id, {}))
            if result.ranks is not None:
                scored = [words.points_text(p) for p in points_by_rank(result.ranks)]
        players = [{"name": names.get(p, "?"), "points": scored[i] if scored else None}
                   for i, p in enumerate(row.seats)]
        entry["games"].append({"table": row.table, "game_id": row.game_id, "players": players,
                               "mine": me is not None and me in holders.get(row.game_id, {}).values(),
                               "status": game.status, "aborted": game.status == Game.Status.ABORTED})
    for number, sitting in byes.items():
        rounds.setdefault(number, {"number": number, "games": [], "byes": sitting})
    return sorted(rounds.values(), key=lambda r: -r["number"])


TIEBREAK_NAMES = {
    "buchholz": (lambda: _("Buchholz"), "Bu"),
    "sonneborn_berger": (lambda: _("Sonneborn-Berger"), "SB"),
    "game_score": (lambda: _("Game score"), "GS"),
}


@require_GET
def page(request: HttpRequest, tournament_id: int) -> HttpResponse:
    tournament = _tournament_or_404(tournament_id)
    standing = results.standings_of(tournament)
    names = {s.entry.player_id: s.entry.player.display_name for s in standing}
    events = list(TournamentEvent.objects.filter(tournament=tournament).order_by("seq"))
    missing = {e.actor_id for e in events if e.actor_id} - set(names)
    names |= {p.pk: p.display_name for p in Player.objects.filter(pk__in=missing)}
    tiebreaks = [{"key": key, "name": TIEBREAK_NAMES[key][0](), "short": TIEBREAK_NAMES[key][1]}
                 for key in (standing[0].line.tiebreaks if standing else {})]
    lines = [{"rank": s.line.rank, "player_id": s.entry.player_id, "name": names[s.entry.player_id],
              "points": words.points_text(s.line.points), "played": s.line.played, "byes": s.line.byes,
              "tiebreaks": [words.points_text(s.line.tiebreaks[t["key"]]) for t in tiebreaks],
              "withdrawn": s.entry.withdrawn_at is not None, "removed": s.entry.removed} for s in standing]
    me = request.user.pk if request.user.is_authenticated else None
    my_entry = next((s.entry for s in standing if s.entry.player_id == me), None)
    account = is_account_session(request)
    open_signup = tournament.status == Status.SIGNUP
    ruleset = registry().get(tournament.ruleset) if tournament.ruleset in registry() else None
    return render(request, "tournaments/page.html", {
        "tournament": tournament, "game_name": ruleset.name if ruleset else tournament.ruleset,
        # The game's options, as the lobby says a game's (those the table size may choose).
        "options": describe_options(ruleset, tournament.options, tournament.players_per_table) if ruleset else [],
        "format_rules": words.format_rules(tournament), "points_rules": words.points_rules(tournament),
        "lines": lines, "tiebreaks": tiebreaks, "rounds": _rounds(tournament, names, me),
        "log": [{"at": e.created_at, "text": words.event_text(e, names)} for e in reversed(events)],
        "move_time": hours_label(int(tournament.move_time_limit.total_seconds() // 3600)),
        "players_in": sum(1 for line in lines if not line["withdrawn"]),
        "is_organiser": account and me == tournament.organiser_id,
        "can_join": account and open_signup and (my_entry is None or (not my_entry.active and not my_entry.removed)),
        "can_withdraw": account and my_entry is not None and my_entry.active and tournament.status != Status.FINISHED,
        "signed_in": request.user.is_authenticated, "account": account,
        "finished": tournament.status == Status.FINISHED,
    })


def _back(tournament_id: int) -> HttpResponse:
    return redirect("tournament-page", tournament_id=tournament_id)


def _run(request: HttpRequest, tournament_id: int, action, done: str) -> HttpResponse:
    """Run a service; its refusal becomes a message on the tournament's page (no such tournament:
    a 404 here, rather than a redirection to a page that is not there)."""
    try:
        action()
    except TournamentError as error:
        if error.code == "tournament_not_found":
            raise Http404 from None
        messages.error(request, error.message)
    else:
        messages.success(request, done)
    return _back(tournament_id)


@require_POST
@account_required
def join(request: HttpRequest, tournament_id: int) -> HttpResponse:
    return _run(request, tournament_id, lambda: services.join(tournament_id=tournament_id, player=request.user),
                _("You joined the tournament. You will get an email when your first game starts."))


@require_http_methods(["GET", "POST"])
@account_required
def withdraw(request: HttpRequest, tournament_id: int) -> HttpResponse:
    """GET: are you sure? POST: withdraw."""
    tournament = _tournament_or_404(tournament_id)
    if request.method == "GET":
        return render(request, "tournaments/confirm.html", {
            "tournament": tournament, "action": request.path, "danger": _("Withdraw from the tournament"),
            "question": _("Withdraw from %(name)s? You will not be paired again; your points stay in the standings, "
                          "and a game you are playing goes on.") % {"name": tournament.name}})
    return _run(request, tournament_id, lambda: services.withdraw(tournament_id=tournament_id, player=request.user),
                _("You withdrew from the tournament."))


@require_POST
@account_required
def start(request: HttpRequest, tournament_id: int) -> HttpResponse:
    return _run(request, tournament_id, lambda: services.start(tournament_id=tournament_id, actor=request.user),
                _("The tournament has started: the players of round 1 get an email."))


@require_POST
@account_required
def pause(request: HttpRequest, tournament_id: int) -> HttpResponse:
    return _run(request, tournament_id, lambda: services.pause(tournament_id=tournament_id, actor=request.user),
                _("The tournament is paused: no new round starts until you resume it."))


@require_POST
@account_required
def resume(request: HttpRequest, tournament_id: int) -> HttpResponse:
    return _run(request, tournament_id, lambda: services.resume(tournament_id=tournament_id, actor=request.user),
                _("The tournament goes on."))


@require_http_methods(["GET", "POST"])
@account_required
def remove(request: HttpRequest, tournament_id: int, player_id: int) -> HttpResponse:
    """The organiser removes a player: GET asks first, POST removes."""
    tournament = _tournament_or_404(tournament_id)
    person = Player.objects.filter(pk=player_id).first()
    if person is None:
        raise Http404
    if request.method == "GET":
        return render(request, "tournaments/confirm.html", {
            "tournament": tournament, "action": request.path, "danger": _("Remove this player"),
            "question": _("Remove %(player)s from %(name)s? They will not be paired again; their points stay in the "
                          "standings.") % {"player": person.display_name, "name": tournament.name}})
    return _run(request, tournament_id,
                lambda: services.remove_player(tournament_id=tournament_id, actor=request.user, player_id=player_id),
                _("%(player)s is no longer in the tournament.") % {"player": person.display_name})


def page_url(tournament_id: int) -> str:
    return reverse("tournament-page", kwargs={"tournament_id": tournament_id})
