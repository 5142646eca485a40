"""The signals the game services send, for the apps above them.

The services never import what sits above them (``ratings``, the delivery apps); an app that must
act when something happens to a game connects a receiver here, in its ``AppConfig.ready``.

- ``game_finished``: sent with ``game`` (the finished ``Game``, status, outcome and ``finished_at``
  set) inside the transaction that appends the game's last event, once the rows are written. The
  transaction may still roll back: a receiver that does work defers it with
  ``transaction.on_commit`` and takes the game's id, not the object.
"""

from __future__ import annotations

from django.dispatch import Signal

game_finished = Signal()
