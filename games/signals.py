"""The signals the game services send, for the apps above them.

The services never import what sits above them (``ratings``, the delivery apps); an app that must
act when something happens to a game connects a receiver here, in its ``AppConfig.ready``.

- ``game_finished``: sent with ``game`` (the finished ``Game``, status, outcome and ``finished_at``
  set) inside the transaction that appends the game's last event, once the rows are written. The
  transaction may still roll back: a receiver that does work defers it with
  ``transaction.on_commit`` and takes the game's id, not the object.
- ``game_aborted``: sent with ``game`` (status ``aborted``, ``finished_at`` set, no outcome) inside
  the transaction that aborts it: everyone left, an administrator stopped it, or a waiting game
  was declined, expired or never filled. The same care as ``game_finished``: defer the work with
  ``transaction.on_commit``. An app that waits for games to be over (the tournaments' rounds)
  listens to both.
- ``result_notes``: sent by a finished game's page with ``game``; a receiver returns a short note
  per seat, ``{seat: text}`` (numbers or words already in the reader's language), shown beside
  each seat's result: the ratings app's rating changes. Reads only.
- ``game_context``: sent by a game's page with ``game``; a receiver returns a ``(text, url)`` link
  to what the game is part of (a tournament and its round: ``tournaments``), the text already in
  the reader's language, or ``None``. Shown under the game's title. Reads only.
- ``game_watchable``: sent by a game's page with ``game`` when its reader holds no seat in it; a
  receiver returns ``True`` when anyone may watch the game (a tournament's game: ``tournaments``),
  else ``None``. A watched game's page is a spectator's: drawn from ``Ruleset.view(state, None)``
  and the log redacted for seat ``None``, without its chat or anything to act with
  (``games.web.watching``). With no receiver saying ``True`` the game is private to its players,
  as every game outside a tournament is. Reads only.
- ``lobby_entries``: sent by the lobby page (``user``: who reads it); a receiver returns a list
  of what else is open to join there, each ``{"text", "url", "detail"}`` in the reader's
  language (the tournaments open for sign-up: ``tournaments``), or ``None``. Reads only.
- ``game_ratings``: sent by a finished game's game-over email with ``game``; a receiver returns a
  ``GameRatings`` (what the game did to each seat's rating, or that it is not rated yet), or
  ``None`` for a game it does not rate. Reads only.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from django.dispatch import Signal
from django.utils.html import conditional_escape
from django.utils.safestring import SafeString, mark_safe

game_finished = Signal()
game_aborted = Signal()
result_notes = Signal()
game_context = Signal()
game_watchable = Signal()
lobby_entries = Signal()
game_ratings = Signal()


@dataclass(frozen=True)
class SeatRating:
    """What a rated game did to one seat's rating: the rating shown ``before`` and ``after`` it,
    and whether ``after`` is still provisional."""

    before: int
    after: int
    provisional: bool

    @property
    def change(self) -> int:
        return self.after - self.before


@dataclass(frozen=True)
class GameRatings:
    """A rated game's ratings: ``pending`` while the rater has not dealt with it yet; then
    ``seats``, the change of each seat it rated (empty for a game it skipped). ``ladder`` names
    the ladder the game counts on when it is not the game's standard one (a variant: "Advanced
    game", in the active language), empty for the standard one."""

    pending: bool
    seats: dict[int, SeatRating] = field(default_factory=dict)
    ladder: str = ""


def game_ratings_of(game) -> GameRatings | None:
    """The first answer of a receiver of ``game_ratings`` for ``game``; ``None`` if none rates it."""
    for _receiver, answer in game_ratings.send(sender=type(game), game=game):
        if answer is not None:
            return answer
    return None


def game_context_of(game) -> list[tuple[str, str]]:
    """The links every receiver of ``game_context`` gives for ``game`` (none for most games)."""
    return [answer for _receiver, answer in game_context.send(sender=type(game), game=game) if answer]


def may_watch(game) -> bool:
    """Whether a receiver of ``game_watchable`` lets anyone who holds no seat watch ``game``."""
    return any(answer is True for _receiver, answer in game_watchable.send(sender=type(game), game=game))


def lobby_entries_for(user) -> list[dict]:
    """What every receiver of ``lobby_entries`` lists in the lobby for ``user``."""
    return [entry for _receiver, answer in lobby_entries.send(sender=None, user=user) for entry in answer or []]


def result_notes_of(game) -> dict[int, SafeString]:
    """The notes every receiver of ``result_notes`` gives for ``game``'s seats, joined; a note
    may be marked safe HTML (the ratings' provisional mark), any other text is escaped."""
    notes: dict[int, list[str]] = {}
    for _receiver, answer in result_notes.send(sender=type(game), game=game):
        for seat, text in (answer or {}).items():
            notes.setdefault(seat, []).append(conditional_escape(text))
    return {seat: mark_safe(" · ".join(texts)) for seat, texts in notes.items()}  # noqa: S308 - each escaped
