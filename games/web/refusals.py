"""The sentence a web page shows when a service refuses what a person did, in their language.

Services raise ``ServiceError`` with a stable ``code`` and an English sentence for API clients.
A page translates the codes a person can meet there (a double click, an invitation that
expired, a move made from a page another tab made stale). A rule set's refusal has only its
English sentence until its rule set's refusals are converted (issue 23: ``decide`` then gives the
rule's sentence in the page's language): a French reader gets a sentence of their own instead of
English in the middle of a French page.
"""

from __future__ import annotations

from django.conf import settings
from django.utils.translation import get_language
from django.utils.translation import gettext as _

from games.services import chat
from games.services.errors import ServiceError


def _sentences() -> dict[str, str]:
    # Built per call, in the active language.
    return {
        # moves
        "not_your_turn": _("It is not your turn to move."),
        "not_your_game": _("You do not have a seat in this game."),
        "game_not_active": _("No move can be made in this game now: it is not being played."),
        "game_not_found": _("This game does not exist."),
        "request_in_progress": _("Your move is already being played: the page shows it in a moment."),
        "malformed_move": _("That move could not be read. Please choose again."),
        # invitations
        "invitation_not_found": _("This invitation does not exist."),
        "invitation_closed": _("This invitation is no longer open."),
        "invitation_expired": _("This invitation has expired."),
        "already_seated": _("You already have a seat in this game."),
        # joining and rematches
        "game_full": _("Sorry, somebody else took the last seat: this game is full."),
        "game_started": _("Sorry, this game has already started."),
        "game_expired": _("Sorry, this game expired before it found enough players."),
        "invalid_invite_token": _("This invite link is not valid for this game."),
        "invite_required": _("The seats left are for people with the game's invite link."),
        "game_not_finished": _("A rematch can only follow a finished game."),
        "too_many_invitations": _("You may invite at most %(count)d people a day. Try again later.")
        % {"count": settings.INVITATIONS_PER_DAY},
        # chat
        "empty_message": _("Your message is empty: write something before posting."),
        "message_too_long": _("Your message is too long: at most %(count)d characters, please.")
        % {"count": chat.MAX_LENGTH},
        "bad_character": _("Your message contains a character that cannot be stored. Please remove it."),
        # takebacks
        "nothing_to_take_back": _("There is no move of yours to take back."),
        "not_your_move": _("The last move is not yours: someone has moved since, or it was played for you."),
        "revealed_information": _("This move revealed hidden information (a card drawn or shown, a secret, "
                                  "a random draw): it cannot be taken back."),
        "takeback_pending": _("You already asked; the other players have not all answered."),
        "takeback_already_asked": _("This move's takeback was already asked, and declined."),
        "no_takeback_request": _("There is no open takeback request: it was answered, or a move was made since."),
        "takeback_answered": _("You have already accepted this takeback."),
    }


def refusal_sentence(error: ServiceError) -> str:
    """What to tell the person ``error`` refused, in the active language.

    A known service code has its translated sentence. A rule's refusal (``params`` in its extras,
    or the generic ``illegal_move``) keeps the rule's own sentence in English or when the rule
    set's catalogue translated it (``localized``, issue 23), and is a sentence of the page's
    language otherwise. Anything else is the service's sentence."""
    sentence = _sentences().get(error.code)
    if sentence is not None:
        return sentence
    if "params" in error.extra or error.code == "illegal_move":
        if getattr(error, "localized", False) or (get_language() or "en").startswith("en"):
            return error.message
        return _("That move is not allowed now. Please choose again.")
    return error.message
