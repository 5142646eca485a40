"""The signals the game services send, for the apps above them.

The services never import what sits above them (``ratings``, the delivery apps); an app that must
act when something happens to a game connects a receiver here, in its ``AppConfig.ready``.

- ``game_finished``: sent with ``game`` (the finished ``Game``, status, outcome and ``finished_at``
  set) inside the transaction that appends the game's last event, once the rows are written. The
  transaction may still roll back: a receiver that does work defers it with
  ``transaction.on_commit`` and takes the game's id, not the object.
- ``result_notes``: sent by a finished game's page with ``game``; a receiver returns a short note
  per seat, ``{seat: text}`` (numbers or words already in the reader's language), shown beside
  each seat's result: the ratings app's rating changes. Reads only.
"""

from __future__ import annotations

from django.dispatch import Signal

game_finished = Signal()
result_notes = Signal()


def result_notes_of(game) -> dict[int, str]:
    """The notes every receiver of ``result_notes`` gives for ``game``'s seats, joined."""
    notes: dict[int, list[str]] = {}
    for _receiver, answer in result_notes.send(sender=type(game), game=game):
        for seat, text in (answer or {}).items():
            notes.setdefault(seat, []).append(text)
    return {seat: " · ".join(texts) for seat, texts in notes.items()}
