"""The statements of a process's listener (``games.streams.hub``): what it says to PostgreSQL,
not how it holds its connections (the hub keeps its own asynchronous ones, outside Django's).

- ``listen_statement(channel)``: start hearing the store's notices (``EventStore.channel``,
  sent by ``announce`` and ``announce_player``);
- ``seated_statement(game_id)``: the players seated at a game now, one indexed read per notice
  (after the commit that notified, so a player who just took a seat is found). Its rows are
  one column, the player's id; an open seat is left out.

``listen_statement`` answers the text alone (``LISTEN`` takes no parameter: it is sent as a
simple query); ``seated_statement`` answers ``(sql, params)`` in the driver's ``%s`` style.
"""

from __future__ import annotations

from games.models import Seat

_SEATED = f"SELECT player_id FROM {Seat._meta.db_table} WHERE game_id = %s AND player_id IS NOT NULL"


def listen_statement(channel: str) -> str:
    """``LISTEN`` on ``channel``. The channel goes in as a bare identifier, so it must be a plain
    one (ASCII letters, digits and underscores, as every store's ``channel`` is): ``ValueError``
    for anything else, which would need quoting."""
    if not channel.isidentifier() or not channel.isascii():
        raise ValueError(f"not a plain channel name: {channel!r}")
    return f"LISTEN {channel}"


def seated_statement(game_id: int) -> tuple[str, list]:
    """The ids of the players seated at ``game_id`` (open seats left out)."""
    return _SEATED, [game_id]
