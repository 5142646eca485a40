"""Checks of the rule sets' message catalogues (``games.rulesets.i18n``):

- every text of a domain's code is in each language's catalogue, translated, not fuzzy,
  with the same named placeholders as its source, and no entry is left over;
- the catalogues compile (``msgfmt --check``);
- placeholders are named, in ``str.format`` braces (``{card}``), never ``%s`` or ``{}``;
- no sentence is built outside the catalogue in a rule set's text modules (``scan``);
- the pseudo-locale renders every page, move label and log line of the rule sets'
  recorded games with every word marked ``[!!…!!]``: a word outside the markers did not come from
  a catalogue.
"""

from __future__ import annotations

import html
import io
import re
import shutil
import subprocess

import pytest

from games.rulesets import registry
from games.rulesets.i18n import PSEUDO, RULESETS, SHARED_DOMAIN, Catalogue, language, pseudo
from games.rulesets.messages import DOMAINS, extract, placeholders, po_paths, read_po
from tests.rulesets.i18n.rendered import _names, recorded_paths, rendered_texts
from tests.rulesets.i18n.scan import suspects

CATALOGUES = [(domain, po) for domain in DOMAINS for po in po_paths(domain)]


def test_every_domain_has_a_french_catalogue():
    assert {domain for domain, po in CATALOGUES if po.parts[-3] == "fr"} == set(DOMAINS)


def test_every_rule_set_has_a_domain():
    assert set(registry().ids()) == set(DOMAINS) - {SHARED_DOMAIN}


@pytest.mark.parametrize(("domain", "po"), CATALOGUES, ids=lambda value: str(value).split("games/")[-1])
def test_catalogue_is_complete(domain, po):
    source = {message.key: message for message in extract(domain)}
    entries = {entry.key: entry for entry in read_po(po)}
    assert sorted(set(source) - set(entries), key=str) == [], "texts missing: run rulesets_messages --extract"
    assert sorted(set(entries) - set(source), key=str) == [], "entries no longer in the code"
    for key, entry in entries.items():
        assert "fuzzy" not in entry.flags, f"{po.name}: fuzzy {key}"
        assert entry.msgstr and all(entry.msgstr), f"{po.name}: untranslated {key}"
        wanted = placeholders(entry.msgid) | placeholders(entry.plural or "")
        for form in entry.msgstr:
            got = placeholders(form)
            if entry.plural is None:
                assert got == wanted, f"{po.name}: {key} has placeholders {got}, its source {wanted}"
            else:  # a plural form may leave out the count ("un agriculteur"), nothing else
                assert wanted - {"n"} <= got <= wanted, f"{po.name}: {key} form {form!r}"
        if placeholders(entry.msgid):
            assert "python-brace-format" in entry.flags, f"{po.name}: {key} lacks python-brace-format"


@pytest.mark.parametrize(("domain", "po"), CATALOGUES, ids=lambda value: str(value).split("games/")[-1])
def test_catalogue_compiles(domain, po, tmp_path):
    assert shutil.which("msgfmt"), "GNU gettext's msgfmt is needed (apt-get install gettext)"
    result = subprocess.run(["msgfmt", "--check", "-o", str(tmp_path / "out.mo"), str(po)],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    assert result.stderr == "", "msgfmt warns (a header field missing?)"


def test_a_new_language_starts_with_a_complete_header(tmp_path, monkeypatch):
    """``--extract --language de`` writes a catalogue that ``msgfmt --check`` takes without a
    warning, like the committed ones."""
    from django.core.management import call_command

    from games.rulesets import i18n

    monkeypatch.setattr(i18n, "RULESETS", tmp_path)  # catalogues go there, texts come from the code
    call_command("rulesets_messages", extract=True, language=["de"], domain=["uigo"], stdout=io.StringIO())
    po = tmp_path / "uigo" / "locale" / "de" / "LC_MESSAGES" / "uigo.po"
    result = subprocess.run(["msgfmt", "--check", "-o", str(tmp_path / "out.mo"), str(po)],
                            capture_output=True, text=True)
    assert (result.returncode, result.stderr) == (0, "")


@pytest.mark.parametrize("domain", DOMAINS)
def test_placeholders_are_named_braces(domain):
    for message in extract(domain):
        for text in filter(None, [message.msgid, message.plural]):
            assert not re.search(r"%[(sd]", text), f"{text!r}: use {{name}}, not %-formatting"
            assert "" not in placeholders(text) and not re.search(r"\{\d", text), f"{text!r}: name it"


def test_every_text_of_a_call_is_literal():
    """A text passed as a variable would escape extraction (and the French catalogue)."""
    import ast

    from games.rulesets.messages import KEYWORDS, REFUSAL_DOMAINS, catalogue_calls, modules

    for domain in DOMAINS:
        for path in modules(domain):
            if path.name in {"i18n.py", "messages.py"}:
                continue  # the machinery itself passes texts through
            for call, name in catalogue_calls(ast.parse(path.read_text()), domain in REFUSAL_DOMAINS):
                for index in KEYWORDS[name]:
                    if index is not None:
                        arg = call.args[index]
                        assert isinstance(arg, ast.Constant) and isinstance(arg.value, str), (
                            f"{path.name}:{call.lineno}: {name}() needs a literal text")


# Converted text modules, and the technical literals with letters each may hold (a new one fails
# the scan: put the text in the catalogue, or add it here if it is no text for players).
TEXT_MODULES: dict[str, list[str]] = {
    # the domain's name, and the default locale of the contract's functions
    "uigo/text.py": ["uigo", "en", "en", "en", "en", "en"],
    "uigo/render.py": ["en"],
    # the view's step keys
    "uigo/views.py": ["play", "place", "over"],
    "knarr/text.py": ["knarr", "en", "en"],
    # CSS borders (a panel's, a reputation cell's) chosen before they are put in a style
    # ... and "recruits", the key of the recruit tokens' line on the board (Presentation.target)
    "knarr/render.py": ["en", "3px solid #24549c", "1px solid #d9dee8", "3px double #8a6d00", "1px solid #d9dee8",
                        "recruits"],
    "knarr/views.py": [],
    "fjords/text.py": ["fjords", "en", "en", "en"],
    # SVG: a text's anchor and weight ("start", "middle", "normal", "bold"), attributes between two
    # f-string fields ('" fill="none" stroke="'), the outlines' legend keys ("start", "last", "slot")
    "fjords/svg.py": [
        "start", "normal", "en", '" font-family="sans-serif" font-size="', "start", "middle", "bold",
        "last", "slot", "bold", "bold", "middle", "bold", "middle",
        *['" fill="none" stroke="'] * 5,
        # the board's buttons over the map: their shape ("round", "box")
        "round", "round", "round", "box", "en",
        # the pictures' class names (the map and the legend apart on the board, or one picture)
        "fjords-map", "fjords-legend", "fjords-picture", "px;max-width:",
    ],
    # the view's legend for API clients (documented in its schema), not a text of the page
    "fjords/views.py": ["corner 0 is the top vertex of a pointy-top hex, then clockwise",
                        "arable", "mountain", "sea"],
    "graenaland/text.py": ["graenaland", "en", "en"],
    # the board's element keys without a field ("army": the viewer's army, "proposal")
    "graenaland/render.py": ["en", "army", "proposal"],
    # the event fields hidden from the other seats
    "graenaland/views.py": ["card", "card", "hero", "direction", "accept", "vp", "cards", "card"],
    # Greenland: the domain's name; language keys and default locales ("en", "fr"); the card forms'
    # keys ("bare", "the", "of", "to"); the kinds of a card's ability lines (the tableau's, a
    # daughter's, a biome's) and their data keys; disc and card ids; "de": French grammar before a
    # name (french.contract_fr)
    "greenland/text.py": [
        "greenland", "bare", "the", "of", "to", *["en"] * 22, *["fr"] * 7, *["de"] * 3,
        "reroll", "convert", "hunt_first", "sled", "hand_size", "energy_loss_reduction", "reassign", "vp",
        "value", "forage", "babies", "raid_faces", "no_raid",
        "reroll", "hunt_first", "sled", "hand_size", "auction_ties", "energy_loss_reduction", "ski", "drums",
        "abduction", "venereal",
        "maximum", "deaths", "deaths", "trophy", "hand", "energy_loss", "inexhaustible",
        "vp", "forage", "babies", "raid_faces", "no_raid", "reroll", "convert", "hunt_first", "sled",
        "hand_size", "energy_loss_reduction", "reassign", "abduction", "auction_ties", "ski", "drums",
        "babies", "value", "venereal", "reroll",
        *["energy"] * 5, *["ivory"] * 5, *["iron"] * 2,
        "falconers_ransom", "bog_iron", "bog_iron", "markland", "gyrfalcon",
    ],
    # the domain's name, "en" its default locale; the view's keys (rows, sides, piles, boards,
    # what is under way, discs); an attribute's name between f-string fields ("data-card"); a CSS
    # border before its colour ("3px solid "); "de": French grammar (french.contract_fr); " open":
    # the attribute that draws a folded panel open
    "greenland/render.py": [
        "greenland", "en", "data-card", "3px solid ", " open", "de", "de", "de",
        "north", "south", "north", "south", "north", "south", "events", "warm", "cold", "warm", "cold", "mono", "poly", "trading_ship",
        "actions", "hunt", "hunt", "battle", "nego", "assign", "auction", "ivory", "ivory", "energy", "iron",
    ],
    # "fr"/"en": language keys; "{whose}" is owner_heading's placeholder; "de" is French grammar
    # (french.contract_fr); a board button's attributes between two f-string fields, its forms'
    # ids, its CSS display and ``aria-pressed``'s values (touchable)
    "page_style.py": ["fr", "en", "{whose}", "de", '" name="move" value="', '" name="touch" value="',
                      '" id="touch-', '" id="touch-',
                      "board-play", "board-pick", 'class="touch"', "block", "inline-block", "true", "false"],
}


@pytest.mark.parametrize("module", sorted(TEXT_MODULES))
def test_no_sentence_outside_the_catalogue(module):
    assert sorted(suspects(RULESETS / module)) == sorted(TEXT_MODULES[module])


def test_pseudo_locale_marks_every_text():
    texts = Catalogue("uigo").bind(PSEUDO)
    assert language("qps") == PSEUDO and language("fr-CA") == "fr" and language("en_GB") == "en"
    assert texts.gettext("Play {card}", card="x") == "[!!Play x!!]"
    assert texts.ngettext("{n} farmer", "{n} farmers", 2) == "[!!2 farmers!!]"
    assert pseudo("{n} free slot") == "[!!{n} free slot!!]"


MARKED = re.compile(r"\[!!((?:(?!\[!!|!!\]).)*)!!\]", re.DOTALL)
ATTRIBUTE_TEXT = re.compile(r'(?:title|aria-label)="([^"]*)"')
TAG = re.compile(r"<[^>]*>")


def unmarked(text: str, names: list[str]) -> str:
    """What of ``text`` a player reads outside the pseudo-locale's markers: tags out (their
    ``title`` and ``aria-label`` in), players' names and markers out; letters left are unmarked."""
    readable = " ".join([TAG.sub(" ", text), *ATTRIBUTE_TEXT.findall(text)])
    readable = html.unescape(readable)
    while MARKED.search(readable):
        readable = MARKED.sub(" ", readable)
    for name in sorted(filter(None, names), key=len, reverse=True):
        readable = readable.replace(name, " ")
    return readable


# The recorded games of the rule sets (a file's name begins with its rule set's id).
RECORDED_GAMES = [path for path in recorded_paths() if path.stem.split("-")[0] in DOMAINS]


def _codes(ruleset: str) -> list[str]:
    """Codes that a rule set's components carry and its pages show as they are, in no language:
    Knarr's destinations "A6", "B27" (deck letter and number), Grænaland's tiles "T1"…"T9",
    the labels of Fjords' map cells "M10" (row letter and column number)."""
    if ruleset == "knarr":
        from games.rulesets.knarr.components import DESTINATIONS

        return [str(card["label"]) for card in DESTINATIONS.values()]
    if ruleset == "graenaland":
        from games.rulesets.graenaland.components import TILES

        return list(TILES)
    if ruleset == "fjords":
        from games.rulesets.fjords.text import place_name

        return [place_name(q, r) for q in range(-16, 17) for r in range(-11, 12)]
    return []


@pytest.mark.parametrize("path", RECORDED_GAMES, ids=lambda path: path.stem)
def test_pseudo_locale_leaves_no_unmarked_word(path):
    import json

    record = json.loads(path.read_text())
    names = _names(record) + _codes(record["ruleset"])
    seen = 0
    for seq, texts in rendered_texts(path, PSEUDO):
        for text in texts:
            seen += bool(text)
            left = unmarked(text, names)
            assert not re.search(r"[^\W\d_]", left), f"seq {seq}: unmarked words {left.split()!r} in {text[:200]!r}"
    assert seen > 100


def test_the_unmarked_check_finds_a_word():
    assert re.search(r"[^\W\d_]", unmarked('<p title="Box 3">[!!Round 1!!] of p0</p>', ["p0"]))
    assert not re.search(r"[^\W\d_]", unmarked('<p title="[!!Box!!] 3">[!![!!Round!!] 1!!] p0</p>', ["p0"]))
