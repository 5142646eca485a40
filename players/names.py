"""Players' names, as others see them on every page, email and API answer.

``clean_name(text, player=None)`` is the one check every place that sets a name goes through
(sign-up, settings, ``manage.py issue_token --name``). It returns the name as stored, or raises
``django.forms.ValidationError`` with a sentence for the person typing it:

- Unicode NFC, so that "é" typed precomposed or as "e" + accent is one name; spaces at the ends
  removed and runs of spaces inside made one;
- refused: control characters (line breaks, tabs…), and the invisible ones that change how the
  text around them reads: bidirectional overrides and isolates (U+202E turns "Alice" into a name
  that reads backwards, and can flip the sentence it sits in), zero-width spaces and joiners, and
  the other Unicode "format" characters (category Cf), unassigned and private-use code points,
  and line or paragraph separators;
- refused: a name another player has, compared without case ("alice" and "ALICE" would be two
  people nobody can tell apart), and one that reads as another player's ``display_name`` in any
  of the site's languages ("Player 7", "Joueur 7").

``Player.display_name`` is what shows for a player without a name: "Player <id>", never anything
drawn from their email address (which is private).
"""

from __future__ import annotations

import re
import unicodedata

from django import forms
from django.conf import settings
from django.utils import translation
from django.utils.translation import gettext as _

from players.models import Player

# Unicode general categories never allowed in a name: Cc control, Cf format (bidi controls,
# zero-width characters, soft hyphen…), Cs surrogates, Co private use, Cn unassigned, Zl and Zp
# line and paragraph separators.
REFUSED_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"})


def refused_character(name: str) -> str | None:
    """The first character of ``name`` no name may hold (``REFUSED_CATEGORIES``), or ``None``.
    Also the rule of other names people choose and others read (a tournament's)."""
    return next((char for char in name if unicodedata.category(char) in REFUSED_CATEGORIES), None)


def clean_name(text: str, player=None) -> str:
    """The name to store for ``text`` (see the module docstring); ``player`` is the one whose name
    it becomes, if they exist already (their own name is not a duplicate of itself)."""
    name = unicodedata.normalize("NFC", text or "").strip()
    char = refused_character(name)
    if char is not None:
        raise forms.ValidationError(
            _("A name cannot contain invisible or control characters such as line breaks, text-direction "
              "marks or zero-width spaces (found %(code)s). Type it again with letters, digits, spaces and "
              "punctuation.") % {"code": f"U+{ord(char):04X}"}, code="name_character")
    name = " ".join(name.split())
    if not name:
        raise forms.ValidationError(_("Choose a name."), code="name_required")
    if _impersonates_a_number(name, player):
        raise forms.ValidationError(_("%(name)s is how Ravenpost shows a player who has no name: choose "
                                      "another name.") % {"name": name}, code="name_reserved")
    others = Player.objects.filter(name__iexact=name)
    if player is not None and player.pk is not None:
        others = others.exclude(pk=player.pk)
    if others.exists():
        raise forms.ValidationError(_("Another player is already called %(name)s: choose another name.")
                                    % {"name": name}, code="name_taken")
    return name


def _impersonates_a_number(name: str, player) -> bool:
    """Whether ``name`` reads as another player's ``display_name`` in one of the site's languages."""
    own = str(player.pk) if player is not None and player.pk is not None else None
    for language, _label in settings.LANGUAGES:
        with translation.override(language):
            prefix, _sep, suffix = _("Player %(number)s").partition("%(number)s")
        pattern = rf"{re.escape(prefix.strip())}\s*(?:n[°o]\.?|#)?\s*0*(\d+)\s*{re.escape(suffix.strip())}"
        found = re.fullmatch(pattern, name, flags=re.IGNORECASE)
        if found and found.group(1) != own:
            return True
    return False

