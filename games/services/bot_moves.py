"""Bot seats' moves: chosen by ``games.bots`` at the seat's level, off the request path.

A bot seat (``Seat.kind`` "bot", no player) plays at its ``Seat.bot_level``:

- "easy" searches nothing (one ply, or the rule set's policy: about a millisecond), so the
  autopilot plays it at once, in the transaction of the move that made its turn, like a seat
  handed to the autopilot and like a timeout.
- "normal" and "strong" search. When the autopilot finds such a seat to move, it only asks for
  its move (``request``): after the commit, a ``games.tasks.play_bot_move`` task goes to the
  "bots" queue with the game, the seat and the seq. The task reads the game outside any
  transaction, searches (``choose``), and plays the move through
  ``commands.play_bot_move``: under the game row's lock, compare-and-set on that seq, the same
  checks, events and stream as a player's move. Each decision is searched once: a task that
  finds the game past its seq searches nothing (a redelivery: two tasks for one seq end in one
  move), nor does one for a seat another task is searching (``claim_search``, in the shared
  cache: the sweep's request, or the one made after another bot's move). Bots to move at once (a
  simultaneous decision) search side by side, and a move searched while only other seats moved
  is still played if the seat's choices are the same (as a person's); a move made stale by
  anything else is dropped and the seat asked for again. A task that was lost (the broker away
  when it was asked for, or restarted without keeping it) is asked again by the sweep
  (``request_overdue``, run by beat); a task that never runs (no bots worker) leaves the seat to
  its deadline, whose timeout plays at once.

With ``BOTS_ON_QUEUE`` off (tasks run in the sending process: tests, a bare runserver) the search
runs in the move's transaction instead, for the level's playouts scaled to the budget (``choose``
with ``timed=False``: the same game always plays the same moves).
"""

from __future__ import annotations

import logging
import time
from dataclasses import dataclass
from datetime import timedelta

from django.conf import settings
from django.core.cache import cache
from django.db import transaction
from django.utils import timezone

from config.celery import app  # the task is published by name: the tasks sit above the services
from games.bots import LEVELS, choose_move
from games.engine import Move, Ruleset, State, rng_for
from games.meta_events import AUTOPILOT
from games.models import Game, Seat

logger = logging.getLogger(__name__)

PLAY_BOT_MOVE = "games.tasks.play_bot_move"


def level_of(row: Seat) -> str:
    """The level a bot seat plays at ("easy" for a bot seat from before levels existed)."""
    return row.bot_level or Seat.BotLevel.EASY


def is_bot(row: Seat) -> bool:
    """Whether ``row`` is a bot seat the bots play now (a bot seat an admin gave a player is not)."""
    return row.kind == Seat.Kind.BOT and row.player_id is None


def searches(row: Seat) -> bool:
    """Whether this bot seat's decisions search (every level but "easy"), and so are queued."""
    return is_bot(row) and LEVELS[level_of(row)].playouts > 0


def queued(row: Seat) -> bool:
    """Whether the autopilot asks the "bots" queue for this seat's move instead of playing it."""
    return searches(row) and settings.BOTS_ON_QUEUE


def marker(seat: int, row: Seat | None) -> dict:
    """The ``meta:autopilot`` marker that precedes a move played for ``seat``: with the level of
    the bot (``{"bot": "normal"}``) when ``row`` is a bot seat playing its own move, so that the
    log names the bot and says nothing of an autopilot (``games.describe``); empty for a seat
    handed to the autopilot (``row`` not a bot, or ``None``)."""
    data = {"bot": level_of(row)} if row is not None and is_bot(row) else {}
    return {"type": AUTOPILOT, "seat": seat, "data": data}


def budget_ms(level: str) -> float | None:
    """The time a decision at ``level`` searches: the level's own, at most ``BOTS_MOVE_BUDGET_MS``;
    ``None`` for "easy", which does not search."""
    spec = LEVELS[level]
    if spec.playouts <= 0:
        return None
    return float(min(spec.nominal_ms, settings.BOTS_MOVE_BUDGET_MS))


def choose(game: Game, ruleset: Ruleset, state: State, row: Seat, *, timed: bool = True) -> Move:
    """The move of bot seat ``row`` in ``state`` (the state after ``game.seq``), at its level, within
    its time budget (``budget_ms``). The rng is the game's, for this seat and seq, in a stream of
    its own (never the rule set's draws: the bot must not learn the deck from the seed it was
    shuffled with). ``timed``: the search stops when the budget's time is up (a
    ``time.perf_counter`` clock; the queue's task); otherwise it plays the level's playouts scaled
    to the budget, and the same game always gives the same move (the search in a transaction)."""
    level = level_of(row)
    budget = budget_ms(level)
    clock = time.perf_counter if budget is not None and timed else None
    return choose_move(ruleset, state, row.seat, level=level, rng=rng_for(f"{game.seed}:bot:{row.seat}", game.seq),
                       budget_ms=budget, clock=clock)


@dataclass(frozen=True)
class _Request:
    """A bot move to ask for after the commit (a commit hook, found again by equality)."""

    game_id: int
    seat: int
    seq: int

    def __call__(self) -> None:
        _publish(self.game_id, self.seat, self.seq)


def request(game: Game, seat: int) -> None:
    """Ask the "bots" queue for the move of ``seat`` at ``game.seq``, once the transaction commits:
    once per transaction (the autopilot may find the same bot to move more than once after one
    move). Under the game row's lock. Never raises for the broker: a move not asked for is played
    at the seat's deadline."""
    hook = _Request(game.pk, seat, game.seq)
    db = transaction.get_connection()
    if db.in_atomic_block and any(pending == hook for _savepoints, pending, _robust in db.run_on_commit):
        return
    transaction.on_commit(hook)


def _publish(game_id: int, seat: int, seq: int) -> None:
    if PLAY_BOT_MOVE not in app.tasks:
        app.loader.import_default_modules()  # a web process registers the tasks the first time
    try:
        app.tasks[PLAY_BOT_MOVE].apply_async((game_id, seat, seq))
    except Exception:  # the broker is down: the seat's deadline will play for it
        if app.conf.task_always_eager:
            raise  # the task itself failed, here and now: a test must see it
        logger.warning("could not ask for the bot move of game %s seat %s at seq %s", game_id, seat, seq,
                       exc_info=True)


def _search_key(game_id: int, seat: int) -> str:
    return f"bots:searching:{game_id}:{seat}"


def claim_search(game_id: int, row: Seat) -> bool:
    """Claim the search of bot seat ``row`` of the game for this task; ``False`` when another task
    is searching that seat now (a redelivery, the sweep's request, the request made after another
    seat's move while this one was searching): that search will play its move, or ask again if the
    move went stale (``commands.play_bot_move``), so this task need not search at all.

    The claim (in the cache every process shares) expires by itself after the search's budget and
    a margin, at most half of ``BOTS_OVERDUE_SECONDS``: a worker that died while searching holds the
    seat no longer than that, and the sweep's request comes after it."""
    seconds = (budget_ms(level_of(row)) or 0) / 1000 + 10
    try:
        return cache.add(_search_key(game_id, row.seat), 1,
                         timeout=max(1, min(seconds, settings.BOTS_OVERDUE_SECONDS / 2)))
    except Exception:  # the cache is away: search anyway (a duplicate search at worst, never a lost move)
        logger.warning("could not claim the search of game %s seat %s", game_id, row.seat, exc_info=True)
        return True


def release_search(game_id: int, seat: int) -> None:
    """Give up the claim of ``claim_search`` (once the search is over, whatever it gave)."""
    try:
        cache.delete(_search_key(game_id, seat))
    except Exception:  # the claim expires by itself
        logger.warning("could not release the search of game %s seat %s", game_id, seat, exc_info=True)


def search_under_way(game_id: int, seat: int) -> bool:
    """Whether a task holds the search of that bot seat now (``claim_search``)."""
    return cache.get(_search_key(game_id, seat)) is not None


def request_overdue(older_than: timedelta) -> int:
    """Ask the "bots" queue again for every searching bot seat to move in an active game that has
    not changed for ``older_than`` (its task lost); how many were asked. A task asked twice plays
    once (the seq), so asking again is always safe; ``older_than`` keeps the sweep from doubling a
    search still under way, and each seat is asked again once per seq (a queue that is merely
    slow is not fed a second search for every waiting bot at each sweep)."""
    if not settings.BOTS_ON_QUEUE:
        return 0
    cutoff = timezone.now() - older_than
    due = (Seat.objects.filter(kind=Seat.Kind.BOT, player__isnull=True, is_to_move=True,
                               game__status=Game.Status.ACTIVE, game__updated_at__lt=cutoff)
           .exclude(bot_level__in=["", Seat.BotLevel.EASY])
           .values_list("game_id", "seat", "game__seq"))
    asked = 0
    for game_id, seat, seq in due:
        if cache.add(f"bots:asked-again:{game_id}:{seat}:{seq}", 1, timeout=24 * 3600):
            _publish(game_id, seat, seq)
            asked += 1
    return asked
