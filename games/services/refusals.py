"""The refusals a person meets in more than one place, each written and translated once.

Each function returns the ``ServiceError`` to raise: its stable ``code``, its HTTP status (the
class) and a ``Sentence`` marked for translation here. The API answers with the sentence in the
request's language (English without ``Accept-Language``: the English below is the API's
``detail``, byte for byte, which clients may match), a page with the reader's
(``games.web.refusals.refusal_sentence``). A service raises ``refusals.not_your_game()``, never
the sentence again: ``tests/services/test_refusal_vocabulary.py`` holds every module to it.
"""

from __future__ import annotations

from django.utils.translation import gettext_lazy, pgettext_lazy

from games.services.errors import (
    BadRequest,
    Conflict,
    Forbidden,
    NotFound,
    Sentence,
    ServiceError,
    Unprocessable,
)

# A game's status inside a sentence ("This game is finished: …"): English says the status's
# value as the API names it; another language says it its own way.
_STATUS = {
    "waiting": pgettext_lazy("a game's status in a sentence", "waiting"),
    "active": pgettext_lazy("a game's status in a sentence", "active"),
    "finished": pgettext_lazy("a game's status in a sentence", "finished"),
    "aborted": pgettext_lazy("a game's status in a sentence", "aborted"),
}


def _status(status: str) -> object:
    return _STATUS.get(str(status), str(status))


# Games and seats

def game_not_found(game_id: object) -> NotFound:
    """The one answer for a game that does not exist, wherever it is asked for."""
    return NotFound("game_not_found", Sentence(gettext_lazy("There is no game %(id)s."), id=game_id))


def not_your_game() -> Forbidden:
    """The player holds no seat in the game they act on."""
    return Forbidden("not_your_game", Sentence(gettext_lazy("You do not have a seat in this game.")))


def not_your_turn() -> Conflict:
    return Conflict("not_your_turn", Sentence(gettext_lazy("It is not your turn to move.")))


def game_not_active(status: str) -> Unprocessable:
    """A move in a game that is not being played (``status``: the game's)."""
    return Unprocessable("game_not_active", Sentence(
        gettext_lazy("This game is %(status)s: no more moves."), status=_status(status)))


def nothing_to_leave(status: str) -> Unprocessable:
    return Unprocessable("game_not_active", Sentence(
        gettext_lazy("This game is %(status)s: there is nothing to leave."), status=_status(status)))


# Invitations (by email, to a seat)

def invitation_not_found() -> NotFound:
    return NotFound("invitation_not_found", Sentence(gettext_lazy("This invitation does not exist.")))


def not_your_invitation() -> Forbidden:
    return Forbidden("not_your_invitation", Sentence(gettext_lazy("This invitation is for another player.")))


def invitation_closed() -> Unprocessable:
    return Unprocessable("invitation_closed", Sentence(gettext_lazy("This invitation is no longer open.")))


def invitation_expired() -> Unprocessable:
    return Unprocessable("invitation_expired", Sentence(gettext_lazy("This invitation has expired.")))


_ALREADY_SEATED = gettext_lazy("You already have a seat in this game.")


def already_seated_invited() -> Unprocessable:
    """Accepting an invitation to a game one already plays (422, as the API always answered)."""
    return Unprocessable("already_seated", Sentence(_ALREADY_SEATED))


def already_seated_joining() -> Conflict:
    """Joining an open seat of a game one already plays (409, as the API always answered)."""
    return Conflict("already_seated", Sentence(_ALREADY_SEATED))


def too_many_invitations(limit: int, retry_after: int) -> ServiceError:
    """429: ``limit`` invitations a day are sent already; ``retry_after`` seconds until one more fits."""
    return ServiceError("too_many_invitations", Sentence(
        gettext_lazy("You may invite at most %(limit)s people a day; try again later."), limit=limit),
        status=429, retry_after=retry_after)


# Joining open seats, rematches

def invalid_invite_token() -> Forbidden:
    return Forbidden("invalid_invite_token", Sentence(gettext_lazy("This invite link is not valid for this game.")))


def invite_required() -> Forbidden:
    return Forbidden("invite_required", Sentence(
        gettext_lazy("The seats left are for people with the game's invite link.")))


def game_full() -> Conflict:
    return Conflict("game_full", Sentence(
        gettext_lazy("Every seat of this game is taken: find another game in the lobby.")))


def game_started() -> Conflict:
    return Conflict("game_started", Sentence(
        gettext_lazy("This game has already started: find another game in the lobby.")))


def game_expired() -> Conflict:
    return Conflict("game_expired", Sentence(gettext_lazy("This game did not fill in time and has expired.")))


def game_cancelled() -> Conflict:
    return Conflict("game_cancelled", Sentence(gettext_lazy("This game was cancelled.")))


def game_not_finished() -> Unprocessable:
    return Unprocessable("game_not_finished", Sentence(gettext_lazy("A rematch can only follow a finished game.")))


def rematch_exists(game_id: int) -> Conflict:
    """``game_id``: the rematch already proposed (also in the error's ``game``, for programs)."""
    return Conflict("rematch_exists", Sentence(
        gettext_lazy("A rematch of this game was already proposed: game %(id)s."), id=game_id), game=game_id)


# Chat

def empty_message() -> BadRequest:
    return BadRequest("empty_message", Sentence(gettext_lazy("The message is empty: write something before posting.")))


def message_too_long(maximum: int, length: int) -> BadRequest:
    return BadRequest("message_too_long", Sentence(
        gettext_lazy("A message may have at most %(maximum)d characters; this one has %(length)d."),
        maximum=maximum, length=length))


def bad_character() -> BadRequest:
    return BadRequest("bad_character", Sentence(
        gettext_lazy("The message contains a NUL character, which cannot be stored.")))


# Takebacks (codes as ``games.services.takebacks`` documents them)

def no_takeback_in(status: str) -> Unprocessable:
    """The game is not being played: no move of it can be taken back."""
    return Unprocessable("nothing_to_take_back", Sentence(
        gettext_lazy("This game is %(status)s: no move can be taken back."), status=_status(status)))


def no_move_to_take_back() -> Unprocessable:
    return Unprocessable("nothing_to_take_back", Sentence(gettext_lazy("There is no move to take back.")))


def not_your_move() -> Unprocessable:
    return Unprocessable("not_your_move", Sentence(gettext_lazy(
        "The last move is not yours: someone has moved since your move, or it was played for you.")))


def takeback_already_asked() -> Unprocessable:
    return Unprocessable("takeback_already_asked", Sentence(
        gettext_lazy("This move's takeback was already asked, and declined.")))


def takeback_pending() -> Conflict:
    return Conflict("takeback_pending", Sentence(
        gettext_lazy("You already asked to take this move back; the other players have not all answered.")))


def revealed_information() -> Unprocessable:
    return Unprocessable("revealed_information", Sentence(gettext_lazy(
        "This move revealed hidden information (a card drawn or shown, a secret, a random draw): "
        "it cannot be taken back.")))


def no_takeback_request() -> Unprocessable:
    return Unprocessable("no_takeback_request", Sentence(gettext_lazy(
        "There is no open request to take back a move: nobody asked, it was declined, or a move was made since.")))


def own_takeback_request() -> Unprocessable:
    """The player who asked cannot answer their own request."""
    return Unprocessable("no_takeback_request", Sentence(
        gettext_lazy("You asked for this takeback: the other players answer it.")))


def takeback_answered() -> Conflict:
    return Conflict("takeback_answered", Sentence(gettext_lazy("You have already accepted this takeback.")))
