"""The one write path for games, and the reads that rebuild state from events.

Views, API endpoints, tasks and management commands call these functions; none of them writes
``Game``, ``Seat``, ``Event`` or ``Snapshot`` rows itself.
"""

from games.services.commands import (
    MoveResult,
    accept_invitation,
    apply_timeout,
    create_agreed_game,
    create_game,
    decline_invitation,
    expire_invitations,
    extend_for_vacation,
    play_bot_move,
    submit_move,
)
from games.services.errors import ServiceError
from games.services.leaving import leave_game
from games.services.lobby import (
    expire_waiting_games,
    join_game,
    open_games,
    pending_invitations,
    rematch,
    rematch_of,
)
from games.services.muting import set_emails_muted
from games.services.reads import (
    events_for_seat,
    fetch_game,
    get_game,
    load_state,
    ruleset_for,
    seat_of,
    wait_for_events,
)
from players.links import invite_token, read_invite_token

__all__ = [
    "MoveResult",
    "expire_waiting_games",
    "invite_token",
    "join_game",
    "open_games",
    "pending_invitations",
    "read_invite_token",
    "rematch",
    "rematch_of",
    "ServiceError",
    "accept_invitation",
    "apply_timeout",
    "create_agreed_game",
    "create_game",
    "decline_invitation",
    "expire_invitations",
    "extend_for_vacation",
    "fetch_game",
    "get_game",
    "leave_game",
    "events_for_seat",
    "load_state",
    "ruleset_for",
    "seat_of",
    "set_emails_muted",
    "play_bot_move",
    "submit_move",
    "wait_for_events",
]
