"""The sentence a web page shows when a service refuses what a person did, in their language.

A service's refusal carries its own sentence, marked for translation once where it is written
(``games.services.refusals``): a page says it in the active language. Two refusals speak of the
API's protocol (a JSON move, an ``Idempotency-Key``), which a person on a page never wrote: a
page says what happened to them instead; and ``not_your_turn`` reads the same whether the service
or a rule set said it. A rule set's refusal that its catalogue did not translate stays English
only for an English reader: anyone else gets a sentence of their own instead of English in the
middle of their page.
"""

from __future__ import annotations

from django.utils.translation import get_language
from django.utils.translation import gettext as _

from games.services import refusals
from games.services.errors import ServiceError


def _page_wording(code: str) -> str | None:
    # In the active language: built per call.
    if code == "not_your_turn":  # a rule's or the service's: the same refusal, said the same way
        return refusals.not_your_turn().message
    if code == "request_in_progress":
        return _("Your move is already being played: the page shows it in a moment.")
    if code == "malformed_move":
        return _("That move could not be read. Please choose again.")
    return None


def refusal_sentence(error: ServiceError) -> str:
    """What to tell the person ``error`` refused, in the active language.

    A rule's refusal (``params`` in its extras, or the generic ``illegal_move``) keeps the rule's
    own sentence in English or when the rule set's catalogue translated it (``localized``), and
    is a sentence of the page's language otherwise. Anything else is the error's own sentence,
    said now (``ServiceError.message``), but for the refusals of ``_page_wording``."""
    if (sentence := _page_wording(error.code)) is not None:
        return sentence
    if "params" in error.extra or error.code == "illegal_move":
        if getattr(error, "localized", False) or (get_language() or "en").startswith("en"):
            return error.message
        return _("That move is not allowed now. Please choose again.")
    return error.message
