"""Push: the event stream (``GET /api/stream/``) and the long poll, served without a thread per client.

- the event store's ``announce`` (``games.store``): after the commit of any write to a game, one
  ``NOTIFY`` on the store's ``channel`` with the game's id and seq: a hint, never the data.
- ``hub`` (one per process, in its event loop): ``LISTEN``s on one PostgreSQL connection and wakes
  the waiting clients of that game (long polls) or of its players (streams).
- ``feed`` (reads, above the services): what a player's stream shows after a cursor, redacted for
  their seat by ``games.services.reads.events_for_seat``.
- ``http`` (people and programs): the ASGI apps ``config.asgi`` routes to.
"""
