"""Every change to a tournament goes through here (STYLE 1), each written with its
``TournamentEvent`` (who did it) in one transaction, under the tournament row's lock.

Life of a tournament: ``create_tournament`` (status "signup") → players ``join`` and ``withdraw``
until the sign-up closes → the organiser ``start``\\ s it, or ``advance`` does when the sign-up
closing time passes (Celery beat's ``tournaments.tasks.advance_all``) → round 1 is paired and its
games created through the game services (``games.services.create_agreed_game``: every player
seated at once, the usual turn emails) → when every game of a round is over (finished or
aborted), ``advance`` pairs the next (the game's finishing move asks for it once it commits,
``tournaments.receivers``; the sweep catches what that missed) → after the last round, or when
nobody can be paired without a rematch, the tournament is finished.

The organiser may ``pause`` (no new round starts; games in progress go on, their clocks too),
``resume`` and ``remove_player`` (a player who vanished: no longer paired, like a withdrawal).
"""

from __future__ import annotations

import hashlib
import logging
import math
import unicodedata
from datetime import datetime, timedelta
from typing import Any

from django.conf import settings
from django.db import transaction
from django.utils import timezone
from django.utils.translation import gettext as _

from games.engine import InvalidSetup
from games.models import Game
from games.rulesets import registry
from games.services import create_agreed_game
from players.models import Player
from players.names import refused_character
from tournaments import mail, pairing, results
from tournaments.errors import TournamentError
from tournaments.models import Bye, Entry, Tournament, TournamentEvent, TournamentGame

logger = logging.getLogger(__name__)

Status = Tournament.Status
Format = Tournament.Format
Type = TournamentEvent.Type

MAX_PLAYERS = 256
MAX_ROUNDS = 30
MOVE_TIME_MIN = timedelta(hours=1)
MOVE_TIME_MAX = timedelta(days=30)
NAME_MAX = 100
# The sign-up closes within a year: a later date is a slip (or a year 9999 that no page could show
# in a time zone east of UTC, nor the database give back once past the year 9999 in UTC).
SIGNUP_MAX = timedelta(days=366)


# --- creating and entering ---------------------------------------------------------------------

def create_tournament(
    *,
    organiser: Player,
    name: str,
    ruleset_id: str,
    format: str,
    signup_closes_at: datetime,
    max_players: int,
    players_per_table: int | None = None,
    rounds: int | None = None,
    options: dict[str, Any] | None = None,
    move_time_limit: timedelta | None = None,
    rated: bool = False,
    seed: str | None = None,
    now: datetime | None = None,
) -> Tournament:
    """A new tournament open for sign-up until ``signup_closes_at``; the organiser does not join
    by creating it (they ``join`` like anyone). ``format``: "round_robin" or "swiss" (a two-player
    game; ``players_per_table`` 2 or omitted) or "tables" (``players_per_table`` from 3 to 5,
    within the game's player counts). ``rounds``: Swiss and tables only (default, at the start:
    ceil(log2(players))); a round robin has as many rounds as it needs. ``seed`` (default: a fresh
    random secret): each game's seed derives from it, its round and table (``game_seed``), so a
    tool or a test that gives its own replays the same games. Raises
    ``TournamentError`` for anything out of bounds, with a sentence that says what is."""
    now = now or timezone.now()
    name = unicodedata.normalize("NFC", name or "").strip()
    char = refused_character(name)
    if char is not None:  # as in a player's name: no line break, no text-direction override, …
        raise TournamentError("bad_name", _(
            "A tournament's name cannot contain invisible or control characters such as line breaks, "
            "text-direction marks or zero-width spaces (found %(code)s).") % {"code": f"U+{ord(char):04X}"})
    name = " ".join(name.split())
    if not name or len(name) > NAME_MAX:
        raise TournamentError("bad_name", _("A tournament's name has 1 to %(max)d characters.") % {"max": NAME_MAX})
    if ruleset_id not in registry():
        raise TournamentError("unknown_ruleset", _('There is no game called "%(id)s".') % {"id": ruleset_id})
    ruleset = registry().get(ruleset_id)
    if format not in Format.values:
        raise TournamentError("bad_format", _('A tournament\'s format is "round_robin", "swiss" or "tables".'))
    if format == Format.TABLES:
        if players_per_table is None or not 3 <= players_per_table <= 5 or not (
                ruleset.min_players <= players_per_table <= ruleset.max_players):
            raise TournamentError("bad_table_size", _(
                "Tables have 3 to 5 players, and %(game)s is played by %(min)d to %(max)d.")
                % {"game": ruleset.name, "min": ruleset.min_players, "max": ruleset.max_players})
    else:
        if players_per_table not in (None, 2):
            raise TournamentError("bad_table_size", _("A round robin or a Swiss tournament is of two-player games."))
        if not ruleset.min_players <= 2 <= ruleset.max_players:
            raise TournamentError("not_two_player", _("%(game)s cannot be played by two players: choose rounds of "
                                                      "tables.") % {"game": ruleset.name})
        players_per_table = 2
    if format == Format.ROUND_ROBIN and rounds is not None:
        raise TournamentError("bad_rounds", _("A round robin has as many rounds as it needs: do not give a number."))
    if rounds is not None and not 1 <= rounds <= MAX_ROUNDS:
        raise TournamentError("bad_rounds", _("A tournament has 1 to %(max)d rounds.") % {"max": MAX_ROUNDS})
    if not isinstance(max_players, int) or not players_per_table <= max_players <= MAX_PLAYERS:
        raise TournamentError("bad_max_players", _("A tournament takes %(min)d to %(max)d players.")
                              % {"min": players_per_table, "max": MAX_PLAYERS})
    if signup_closes_at <= now:
        raise TournamentError("signup_in_the_past", _("The sign-up must close in the future."))
    if signup_closes_at > now + SIGNUP_MAX:
        raise TournamentError("signup_too_late", _("The sign-up must close within a year."))
    if move_time_limit is None:
        move_time_limit = timedelta(hours=settings.GAMES_DEFAULT_MOVE_TIME_LIMIT_HOURS)
    if not MOVE_TIME_MIN <= move_time_limit <= MOVE_TIME_MAX:
        raise TournamentError("bad_move_time_limit", _("The time per move is from 1 hour to 30 days."))
    try:
        resolved = ruleset.resolve_options(players_per_table, options or {})
    except InvalidSetup as error:  # the rule set's own sentence
        raise TournamentError(error.code, error.message) from None
    check_creation_allowance(organiser, now)
    with transaction.atomic():
        tournament = Tournament.objects.create(
            organiser=organiser, name=name, ruleset=ruleset.id, options=resolved, format=format,
            players_per_table=players_per_table, rounds=rounds, move_time_limit=move_time_limit, rated=rated,
            signup_closes_at=signup_closes_at, max_players=max_players, **({"seed": seed} if seed else {}))
        _record(tournament, Type.CREATED, organiser, name=name, ruleset=ruleset.id, format=format,
                players_per_table=players_per_table, rounds=rounds, rated=rated, max_players=max_players,
                signup_closes_at=signup_closes_at.isoformat(), move_time_limit=move_time_limit.total_seconds())
    return tournament


def check_creation_allowance(organiser: Player, now: datetime) -> None:
    """Refuse (429 ``too_many_tournaments``) a tournament from ``organiser`` when they created
    ``TOURNAMENTS_PER_DAY`` in the 24 hours before ``now``: every lobby lists a tournament in
    sign-up, under a name its organiser chose, so one account must not flood them (the web form
    and the API alike). ``retry_after``: the seconds until the oldest of those leaves the window.
    Two requests at once may both pass; this bounds abuse, it is not an exact quota (as
    ``games.services.check_invitation_allowance``)."""
    limit, window = settings.TOURNAMENTS_PER_DAY, timedelta(hours=24)
    created = list(Tournament.objects.filter(organiser=organiser, created_at__gte=now - window)
                   .order_by("-created_at").values_list("created_at", flat=True)[:limit])
    if len(created) < limit:
        return
    retry_after = max(1, math.ceil((created[-1] + window - now).total_seconds())) if created else int(
        window.total_seconds())
    raise TournamentError("too_many_tournaments", _(
        "You may create at most %(limit)d tournaments a day; try again later.") % {"limit": limit},
        status=429, retry_after=retry_after)


def join(*, tournament_id: int, player: Player, now: datetime | None = None) -> Entry:
    """``player`` enters the tournament. Refused: after the sign-up closed or the tournament
    started, twice, when it is full, or after the organiser removed them. A player who withdrew
    during the sign-up may join again."""
    now = now or timezone.now()
    with transaction.atomic():
        tournament = _lock(tournament_id)
        if tournament.status != Status.SIGNUP or now >= tournament.signup_closes_at:
            raise TournamentError("signup_closed", _("The sign-up of this tournament is closed."))
        entry = Entry.objects.filter(tournament=tournament, player=player).first()
        if entry is not None and entry.removed:
            raise TournamentError("removed", _("The organiser removed you from this tournament."), status=403)
        if entry is not None and entry.active:
            raise TournamentError("already_joined", _("You already joined this tournament."), status=409)
        if _active(tournament).count() >= tournament.max_players:
            raise TournamentError("tournament_full", _("This tournament is full (%(max)d players).")
                                  % {"max": tournament.max_players})
        if entry is None:
            entry = Entry.objects.create(tournament=tournament, player=player)
        else:  # back after a withdrawal during the sign-up: the seed order counts from now
            entry.withdrawn_at = None
            entry.joined_at = now
            entry.save(update_fields=["withdrawn_at", "joined_at"])
        _record(tournament, Type.JOINED, player, player=player.pk)
    return entry


def withdraw(*, tournament_id: int, player: Player, now: datetime | None = None) -> Entry:
    """``player`` leaves the tournament: never paired again; the points they scored stay, and a
    game they are playing goes on (leaving that game, on its page, loses it)."""
    with transaction.atomic():
        tournament = _lock(tournament_id)
        if tournament.status == Status.FINISHED:
            raise TournamentError("tournament_finished", _("This tournament is over."), status=409)
        entry = _entry(tournament, player.pk)
        entry.withdrawn_at = now or timezone.now()
        entry.save(update_fields=["withdrawn_at"])
        _record(tournament, Type.WITHDREW, player, player=player.pk)
    return entry


# --- the organiser's actions -------------------------------------------------------------------

def start(*, tournament_id: int, actor: Player, now: datetime | None = None) -> Tournament:
    """The organiser starts the tournament before its sign-up closes: round 1 is paired now."""
    with transaction.atomic():
        tournament = _lock(tournament_id)
        _check_organiser(tournament, actor)
        if tournament.status != Status.SIGNUP:
            raise TournamentError("already_started", _("This tournament has already started."), status=409)
        _check_enough(tournament)
        _begin(tournament, actor, now or timezone.now())
    return tournament


def pause(*, tournament_id: int, actor: Player) -> Tournament:
    """No new round starts until ``resume``; the games being played go on."""
    with transaction.atomic():
        tournament = _lock(tournament_id)
        _check_organiser(tournament, actor)
        if tournament.status != Status.RUNNING:
            raise TournamentError("not_running", _("Only a running tournament can be paused."), status=409)
        tournament.status = Status.PAUSED
        tournament.save(update_fields=["status"])
        mail.organiser_news(tournament, _record(tournament, Type.PAUSED, actor))
    return tournament


def resume(*, tournament_id: int, actor: Player, now: datetime | None = None) -> Tournament:
    """The paused tournament runs again; a round whose games are all over is followed at once."""
    with transaction.atomic():
        tournament = _lock(tournament_id)
        _check_organiser(tournament, actor)
        if tournament.status != Status.PAUSED:
            raise TournamentError("not_paused", _("This tournament is not paused."), status=409)
        tournament.status = Status.RUNNING
        tournament.save(update_fields=["status"])
        mail.organiser_news(tournament, _record(tournament, Type.RESUMED, actor))
        _advance_locked(tournament, now or timezone.now())
    return tournament


def remove_player(*, tournament_id: int, actor: Player, player_id: int, now: datetime | None = None) -> Entry:
    """The organiser takes a player out (one who vanished): never paired again, as a withdrawal."""
    with transaction.atomic():
        tournament = _lock(tournament_id)
        _check_organiser(tournament, actor)
        if tournament.status == Status.FINISHED:
            raise TournamentError("tournament_finished", _("This tournament is over."), status=409)
        entry = _entry(tournament, player_id)
        entry.withdrawn_at = now or timezone.now()
        entry.removed = True
        entry.save(update_fields=["withdrawn_at", "removed"])
        event = _record(tournament, Type.PLAYER_REMOVED, actor, player=player_id)
        mail.organiser_news(tournament, event, removed=entry.player)
    return entry


# --- rounds ------------------------------------------------------------------------------------

def advance(tournament_id: int, now: datetime | None = None) -> int:
    """Move the tournament on if it is due: start it when its sign-up has closed (finish it if too
    few joined), pair the next round when every game of the current one is over, finish it after
    the last. Safe to call any time, twice, or at once with another (the row lock): returns the
    number of rounds started."""
    with transaction.atomic():
        tournament = _lock(tournament_id)
        return _advance_locked(tournament, now or timezone.now())


def advance_all(now: datetime | None = None) -> int:
    """``advance`` every tournament that may be due (Celery beat); the rounds started. A
    tournament that fails to advance is logged and left for the next sweep: it does not hold up
    the others."""
    now = now or timezone.now()
    due = Tournament.objects.filter(status__in=[Status.SIGNUP, Status.RUNNING]).exclude(
        status=Status.SIGNUP, signup_closes_at__gt=now).values_list("pk", flat=True)
    started = 0
    for pk in list(due):
        try:
            started += advance(pk, now)
        except Exception:
            logger.exception("tournament %s could not advance; the next sweep tries again", pk)
    return started


def _advance_locked(tournament: Tournament, now: datetime) -> int:
    started = 0
    if tournament.status == Status.SIGNUP and now >= tournament.signup_closes_at:
        if len(_active(tournament)) < _minimum(tournament):
            _finish(tournament, None, now, reason="too_few_players")
            return 0
        return _begin(tournament, None, now)
    while tournament.status == Status.RUNNING and _round_over(tournament):
        if tournament.current_round >= tournament.rounds:
            _finish(tournament, None, now, reason="last_round_over")
        else:
            started += _start_round(tournament, tournament.current_round + 1, None, now)
    return started


def _round_over(tournament: Tournament) -> bool:
    return not Game.objects.filter(
        pk__in=TournamentGame.objects.filter(tournament=tournament, round=tournament.current_round).values("game_id"),
    ).exclude(status__in=results.OVER).exists()


def _begin(tournament: Tournament, actor: Player | None, now: datetime) -> int:
    """Start the tournament: fix the seed order and the number of rounds, pair round 1."""
    seeds = [entry.player_id for entry in _active(tournament).order_by("joined_at", "pk")]
    if tournament.format == Format.ROUND_ROBIN:
        tournament.rounds = len(pairing.round_robin(seeds))
    elif tournament.rounds is None:
        tournament.rounds = pairing.swiss_rounds(len(seeds))
    tournament.status = Status.RUNNING
    tournament.started_at = now
    tournament.save(update_fields=["rounds", "status", "started_at"])
    _record(tournament, Type.STARTED, actor, players=seeds, rounds=tournament.rounds)
    return _start_round(tournament, 1, actor, now)


def _start_round(tournament: Tournament, number: int, actor: Player | None, now: datetime) -> int:
    """Pair round ``number`` among the players still in, create its games, record it; 1 if it
    started, 0 if no pairing was possible (the tournament is then finished)."""
    try:
        planned = _pair(tournament, number)
    except pairing.NoPairing:
        _finish(tournament, actor, now, reason="no_pairing")
        return 0
    _check_pairable(tournament, planned)
    players = Player.objects.in_bulk([p for table in planned.tables for p in table])
    made = []
    for index, table in enumerate(planned.tables, start=1):
        game = create_agreed_game(
            organiser=tournament.organiser, ruleset_id=tournament.ruleset, players=[players[p] for p in table],
            options=tournament.options, move_time_limit=tournament.move_time_limit, rated=tournament.rated,
            seed=game_seed(tournament, number, index))
        made.append(TournamentGame(tournament=tournament, round=number, table=index, game=game, seats=list(table)))
    TournamentGame.objects.bulk_create(made)
    Bye.objects.bulk_create(Bye(tournament=tournament, round=number, player_id=p) for p in planned.byes)
    tournament.current_round = number
    tournament.save(update_fields=["current_round"])
    event = _record(tournament, Type.ROUND_STARTED, actor, round=number, tables=[list(t) for t in planned.tables],
                    games=[row.game_id for row in made], byes=list(planned.byes))
    mail.round_started(tournament, event, made, planned.byes)
    return 1


def game_seed(tournament: Tournament, number: int, table: int) -> str:
    """The secret seed of the game at ``table`` of round ``number``: a hash of the tournament's
    secret seed with them (64 hex digits, like ``games.models.new_seed``)."""
    return hashlib.sha256(f"{tournament.seed}:{number}:{table}".encode()).hexdigest()


def _pair(tournament: Tournament, number: int) -> pairing.Round:
    """Round ``number``'s tables and byes, by the tournament's format (``tournaments.pairing``)."""
    active = {entry.player_id for entry in _active(tournament)}
    played = list(TournamentGame.objects.filter(tournament=tournament).order_by("round", "table")
                  .values_list("seats", flat=True))
    history = pairing.SeatHistory.of(played)
    if tournament.format == Format.ROUND_ROBIN:
        seeds = TournamentEvent.objects.get(tournament=tournament, type=Type.STARTED).data["players"]
        scheduled = pairing.round_robin(seeds)[number - 1]
        # A game with a player who withdrew is not played: the one still in has a bye.
        tables = tuple(t for t in scheduled.tables if set(t) <= active)
        byes = tuple(p for p in scheduled.byes if p in active) + tuple(
            p for t in scheduled.tables if not set(t) <= active for p in t if p in active)
        return pairing.Round(tables, byes)
    standing = results.standings_of(tournament)
    ranked = [s.line.player for s in standing if s.line.player in active]
    had_bye = list(Bye.objects.filter(tournament=tournament).values_list("player_id", flat=True))
    if tournament.format == Format.SWISS:
        points = {s.line.player: s.line.points for s in standing}
        return pairing.swiss_round(ranked, points, played, had_bye, history)
    ruleset = registry().get(tournament.ruleset)
    return pairing.tables_round(ranked, tournament.players_per_table, ruleset.min_players, ruleset.max_players,
                                had_bye, history)


def _check_pairable(tournament: Tournament, planned: pairing.Round) -> None:
    """Refuse a round that would seat a player no longer in (withdrawn or removed): their games
    are never paired. The pairing above leaves them out; this guards that rule at the write."""
    active = {entry.player_id for entry in _active(tournament)}
    out = [p for p in planned.players if p not in active]
    if out:
        raise TournamentError("withdrawn_player_paired", _("A player who withdrew cannot be paired."),
                              players=out)


def _finish(tournament: Tournament, actor: Player | None, now: datetime, *, reason: str) -> None:
    tournament.status = Status.FINISHED
    tournament.finished_at = now
    tournament.save(update_fields=["status", "finished_at"])
    event = _record(tournament, Type.FINISHED, actor, reason=reason, round=tournament.current_round)
    mail.finished(tournament, event, results.standings_of(tournament))


# --- helpers -----------------------------------------------------------------------------------

def _lock(tournament_id: int) -> Tournament:
    tournament = Tournament.objects.select_for_update().filter(pk=tournament_id).first()
    if tournament is None:
        raise TournamentError("tournament_not_found", _("There is no such tournament."), status=404)
    return tournament


def _active(tournament: Tournament):
    return Entry.objects.filter(tournament=tournament, withdrawn_at__isnull=True)


def _entry(tournament: Tournament, player_id: int) -> Entry:
    entry = Entry.objects.filter(tournament=tournament, player_id=player_id).first()
    if entry is None:
        raise TournamentError("not_entered", _("This player is not in this tournament."), status=404)
    if not entry.active:
        raise TournamentError("already_withdrawn", _("This player has already left this tournament."), status=409)
    return entry


def _check_organiser(tournament: Tournament, actor: Player) -> None:
    if actor.pk != tournament.organiser_id:
        raise TournamentError("not_organiser", _("Only the tournament's organiser can do that."), status=403)


def _minimum(tournament: Tournament) -> int:
    """The fewest players a tournament can start with: two, or a table of the game's minimum."""
    if tournament.format == Format.TABLES:
        return max(registry().get(tournament.ruleset).min_players, 3)
    return 2


def _check_enough(tournament: Tournament) -> None:
    if len(_active(tournament)) < _minimum(tournament):
        raise TournamentError("too_few_players", _("A tournament needs at least %(min)d players to start.")
                              % {"min": _minimum(tournament)})


def _record(tournament: Tournament, type: str, actor: Player | None, **data: Any) -> TournamentEvent:
    """Append an event to the tournament's log (under its row lock: the seq cannot race)."""
    last = TournamentEvent.objects.filter(tournament=tournament).order_by("-seq").values_list("seq", flat=True).first()
    return TournamentEvent.objects.create(tournament=tournament, seq=(last or 0) + 1, type=type, actor=actor,
                                          data=data)
