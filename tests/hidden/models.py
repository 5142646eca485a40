"""What each rule set hides from a seat, item by item, and how each item would read on a page or in
an email (the rule sets' READMEs, "Hidden information", and their ``view``/``redact``).

A model answers two questions:

- ``secrets(state, viewer, names)``: the items of the *full* state that ``viewer`` may not see
  (another seat's hand, a face-down pile, a deck, a secret victory-point card), each with the
  patterns that would show it: its id where pages and move buttons write ids (``data-card``,
  the JSON of a move), its name where sentences name it, in English and in French;
- ``seen(shown)``: the keys of every item named in what the API gives the viewer (its ``view``
  and the redacted events), as JSON.

An item is a leak when one of its patterns matches a page or an email while its key is not seen:
a card may well be named because the very card is public elsewhere (played, in a discard pile,
on the board), and then it is in ``seen``. Items whose names are shared by several cards (a
Knarr Viking "red, VP", a Grænaland supply card) are checked by kind: the kind leaks only when no
card of that kind is seen at all. Secret choices (hero plans, votes, claims, a draft's card) are
checked through the log instead (``surfaces.foreign_lines``).
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from games.rulesets.fjords import components as fjords
from games.rulesets.graenaland import components as graenaland
from games.rulesets.graenaland.text import card_name as graenaland_card_name
from games.rulesets.greenland import components as greenland
from games.rulesets.greenland.state import controller
from games.rulesets.knarr import components as knarr
from games.rulesets.knarr.text import viking as knarr_viking_name
from games.rulesets.uigo import components as uigo
from games.rulesets.uigo.text import card_name as uigo_card_name


@dataclass(frozen=True)
class Secret:
    """One hidden item: ``key`` names it (as ``seen`` does), ``whose`` says where it hides, for
    the failure message; ``forms`` are the patterns that would show it."""

    key: tuple
    whose: str
    forms: tuple[re.Pattern[str], ...]

    def shows_in(self, content: str) -> str | None:
        for form in self.forms:
            found = form.search(content)
            if found:
                return found.group(0)
        return None


def _word(text: str, names: tuple[str, ...] = ()) -> re.Pattern[str]:
    """``text`` as a whole phrase: not inside a longer word or id, nor inside one of ``names``
    (other card names, which may hold it: Greenland's "Chiens" in "Chiens d'élan")."""
    guards = ""
    for name in names:
        start = name.find(text)
        while name != text and start >= 0:
            # Not here if this is ``name``: preceded by its start and followed by its end.
            guards += f"(?!(?<={re.escape(name[:start])}){re.escape(name[start:])})"
            start = name.find(text, start + 1)
    return re.compile(r"(?<![\w-])" + guards + re.escape(text) + r"(?![\w-])")


def _attribute(name: str, value: Any) -> re.Pattern[str]:
    """``name="value"`` as ``surfaces.html_content`` writes each data attribute."""
    return re.compile(re.escape(f'{name}="{value}"'))


def _json_field(name: str, value: Any) -> re.Pattern[str]:
    """``"name": value`` in the JSON of a move button (``value`` a number or a string)."""
    return re.compile(re.escape(f'"{name}": {json.dumps(value)}') + r"(?![\w-])")


def _scalars(value: Any, key: str | None, known: frozenset[str]) -> Iterator[tuple[str | None, Any]]:
    """Every scalar of a JSON value with the nearest enclosing key that is in ``known``: lists
    and dicts keyed by something else (a colour, a deck letter, a seat) pass their key on."""
    if isinstance(value, dict):
        for name, item in value.items():
            yield from _scalars(item, name if name in known else key, known)
    elif isinstance(value, list):
        for item in value:
            yield from _scalars(item, key, known)
    else:
        yield key, value


def _dicts(value: Any) -> Iterator[dict]:
    if isinstance(value, dict):
        yield value
        for item in value.values():
            yield from _dicts(item)
    elif isinstance(value, list):
        for item in value:
            yield from _dicts(item)


def _dump(value: Any) -> str:
    return json.dumps(value, default=str, ensure_ascii=False)


# --- UIGO! ------------------------------------------------------------------------------------------

UIGO_CARD = re.compile(r"(?<![\w-])(?:red|blue|green|yellow|purple)-[0-8](?![\w-])")


def uigo_forms(card: str) -> tuple[re.Pattern[str], ...]:
    # card_name: "the red 3" / "le 3 rouge"; the article is left out to match any sentence.
    english = uigo_card_name(card, "en").removeprefix("the ")
    french = uigo_card_name(card, "fr").removeprefix("le ")
    return _word(card), _word(english), _word(french)


class Uigo:
    """Hands (each seen by its owner only) and the cards set aside each round (by nobody)."""

    def secrets(self, state: dict, viewer: int, names: list[str]) -> list[Secret]:
        found = [
            Secret(("card", card), f"{names[seat]}'s hand", uigo_forms(card))
            for seat, hand in enumerate(state["hands"])
            if seat != viewer
            for card in hand
        ]
        if state["phase"] in {"play", "place"}:
            # This round's cards are in hands, the trick, the won cards to place and the kingdoms.
            dealt = set(
                UIGO_CARD.findall(
                    _dump(
                        [
                            state["hands"],
                            state["trick"],
                            state["pending"],
                            state["kingdoms"],
                            state["last_trick"],
                        ]
                    )
                )
            )
            assert len(dealt) == uigo.HAND_SIZE * state["players"], "the model lost track of the deal"
            found += [
                Secret(("card", card), "the cards set aside", uigo_forms(card))
                for card in uigo.CARDS
                if card not in dealt
            ]
        return found

    def seen(self, shown: list[Any]) -> set[tuple]:
        return {("card", card) for card in UIGO_CARD.findall(_dump(shown))}


# --- Fjords -----------------------------------------------------------------------------------------

FJORDS_CORNERS = re.compile(r"(?<![A-Za-z])[PMS]{6}(?![A-Za-z])")
FJORDS_TILE_KEYS = frozenset({"tile", "open", "hand", "discarded", "id"})


def _turns(corners: str) -> set[str]:
    return {corners[turn:] + corners[:turn] for turn in range(6)}


def _tile_type(corners: str) -> str:
    """A tile's terrains whatever its rotation (pages draw placed tiles turned)."""
    return min(_turns(corners))


class Fjords:
    """The draw pile, hidden from everyone (its size is public). Its tiles have ids, which move
    buttons write, and a type (six corners), which pages and the log write, turned any way; tile
    types repeat, so a type leaks only when no tile of that type is seen."""

    def secrets(self, state: dict, viewer: int, names: list[str]) -> list[Secret]:
        found = []
        for tile in state["pile"]:
            corners = fjords.TILES[tile]
            found.append(Secret(("tile", tile), "the draw pile", (_json_field("tile", tile),)))
            found.append(
                Secret(
                    ("type", _tile_type(corners)),
                    "the draw pile",
                    tuple(_word(turned) for turned in sorted(_turns(corners))),
                )
            )
        return found

    def as_if_secret(self, state: dict, names: list[str]) -> list[Secret]:
        """The tiles in hand and in the open display, as if they were in the pile: pages show
        them, so these patterns are seen to match what a page writes (no seat has a secret of
        its own here to try them on)."""
        tiles = [*state["open"], *([state["hand"]] if state["hand"] is not None else [])]
        return [secret for secret in self.secrets({"pile": tiles}, 0, names) if secret.key[0] == "type"] + [
            Secret(("tile", tile), "the open display", (_json_field("tile", tile),)) for tile in state["open"]
        ]

    def seen(self, shown: list[Any]) -> set[tuple]:
        keys: set[tuple] = {("type", _tile_type(corners)) for corners in FJORDS_CORNERS.findall(_dump(shown))}
        for key, value in _scalars(shown, None, FJORDS_TILE_KEYS):
            if key in FJORDS_TILE_KEYS and type(value) is int and 0 <= value < len(fjords.TILES):
                keys |= {("tile", value), ("type", _tile_type(fjords.TILES[value]))}
        return keys


# --- Knarr ------------------------------------------------------------------------------------------

KNARR_VIKING_KEYS = frozenset(
    {"card", "cards", "hand", "hands", "crews", "board", "discard", "order", "deck"}
)
KNARR_DESTINATION_KEYS = frozenset({"destination", "destinations", "reserved", "display", "dest_deck"})


def _knarr_kind(card: int) -> tuple:
    viking = knarr.VIKINGS[card]
    return ("kind", viking["colour"], viking["gain"])


class Knarr:
    """Hands (their owner only), the Viking deck and the two destination decks (nobody)."""

    def _viking(self, card: int, whose: str) -> list[Secret]:
        by_id = (_attribute("data-card", card), _attribute("data-hand-card", card), _json_field("card", card))
        # text.viking: "the red Viking (VP)" / "le Viking rouge (PV)": shared by every card of a kind.
        names = tuple(
            _word(knarr_viking_name(card, lang).removeprefix("the ").removeprefix("le "))
            for lang in ("en", "fr")
        )
        return [Secret(("viking", card), whose, by_id), Secret(_knarr_kind(card), whose, names)]

    def secrets(self, state: dict, viewer: int, names: list[str]) -> list[Secret]:
        found = []
        for seat, player in enumerate(state["players"]):
            if seat != viewer:
                for card in player["hand"]:
                    found += self._viking(card, f"{names[seat]}'s hand")
        for card in state["deck"]:
            found += self._viking(card, "the Viking deck")
        for deck, cards in state["dest_deck"].items():
            for number in cards:
                label = knarr.DESTINATIONS[number]["label"]
                found.append(
                    Secret(
                        ("destination", number),
                        f"destination deck {deck}",
                        (
                            _word(label),
                            _attribute("data-destination", number),
                            _json_field("destination", number),
                        ),
                    )
                )
        return found

    def seen(self, shown: list[Any]) -> set[tuple]:
        keys: set[tuple] = set()
        for item in _dicts(shown):
            if isinstance(item.get("id"), int) and "colour" in item and "gain" in item:
                keys |= {("viking", item["id"]), _knarr_kind(item["id"])}
            elif isinstance(item.get("id"), int) and "label" in item:
                keys.add(("destination", item["id"]))
        for key, value in _scalars(shown, None, KNARR_VIKING_KEYS | KNARR_DESTINATION_KEYS):
            if not isinstance(value, int) or isinstance(value, bool):
                continue
            if key in KNARR_VIKING_KEYS and 0 <= value < len(knarr.VIKINGS):
                keys |= {("viking", value), _knarr_kind(value)}
            elif key in KNARR_DESTINATION_KEYS and value in knarr.DESTINATIONS:
                keys.add(("destination", value))
        return keys


# --- Grænaland --------------------------------------------------------------------------------------

GRAENALAND_CARD = re.compile(
    r"(?<![\w-])(?:" + "|".join(sorted(graenaland.TERRAINS)) + r"|supply)-\d\d(?![\w-])"
)
GRAENALAND_VP = re.compile(r"(?<![\w-])vp-\d\d(?![\w-])")


def _supply_kind(card: str) -> tuple:
    return ("supply", tuple(sorted(graenaland.SUPPLY_CARDS[card])))


class Graenaland:
    """Hands, face-down road cards, decks and resource discards (which hold the advanced setup's
    unused start cards, unseen), the advanced setup's start cards, and the victory-point cards
    (the three dealt, the one kept) until revealed. Resource cards are named by their resource
    only ("grain"), a word every page uses: they are checked by id (move buttons). Supply cards
    are named by their two resources, shared by two cards: checked by kind. Victory-point cards
    are named by id ("vp-07") in the log and on the buttons."""

    def _card(self, card: str, whose: str) -> list[Secret]:
        found = [Secret(("card", card), whose, (_word(card),))]
        if card in graenaland.SUPPLY_CARDS:
            names = tuple(_word(graenaland_card_name(card, lang)) for lang in ("en", "fr"))
            found.append(Secret(_supply_kind(card), whose, names))
        return found

    def secrets(self, state: dict, viewer: int, names: list[str]) -> list[Secret]:
        found = []
        for seat, hand in enumerate(state["hands"]):
            if seat != viewer:
                for card in hand:
                    found += self._card(card, f"{names[seat]}'s hand")
        for tid, pile in state["piles"].items():
            for entry in pile:
                if not entry["up"]:
                    found += self._card(entry["card"], f"a face-down card on {tid}")
        for terrain, cards in state["decks"].items():
            for card in cards:
                found += self._card(card, f"the {terrain} deck")
        for terrain, cards in state["discards"].items():
            for card in cards:
                found += self._card(card, f"the {terrain} discards")
        for card in state["supply_deck"]:
            found += self._card(card, "the supply deck")
        if state["placement"] is not None:
            for tid, cards in state["placement"]["cards"].items():
                for card in cards:
                    found += self._card(card, f"a start card by {tid}")
        vp = state["vp"]
        for seat in range(state["players"]):
            if seat == viewer:
                continue
            offered = list(vp["offers"][seat])
            if vp["cards"][seat] is not None and not vp["revealed"][seat]:
                offered.append(vp["cards"][seat])
            for card in offered:
                found.append(Secret(("vp", card), f"{names[seat]}'s victory-point cards", (_word(card),)))
        return found

    def seen(self, shown: list[Any]) -> set[tuple]:
        text = _dump(shown)
        keys: set[tuple] = set()
        for card in GRAENALAND_CARD.findall(text):
            keys.add(("card", card))
            if card in graenaland.SUPPLY_CARDS:
                keys.add(_supply_kind(card))
        keys |= {("vp", card) for card in GRAENALAND_VP.findall(text)}
        return keys


# --- Greenland --------------------------------------------------------------------------------------

GREENLAND_CARDS = frozenset([*greenland.BIOMES, *greenland.EVENT_CARDS, *greenland.DAUGHTER_CARDS])
GREENLAND_NAMES = {
    lang: tuple(sorted({greenland.card_name(card, lang) for card in GREENLAND_CARDS}))
    for lang in ("en", "fr")
}


def _strings(value: Any) -> Iterator[str]:
    """Every string of a JSON value, dict keys included (cubes on a card are keyed by its id)."""
    if isinstance(value, dict):
        for key, item in value.items():
            yield str(key)
            yield from _strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from _strings(item)
    elif isinstance(value, str):
        yield value


class Greenland:
    """The hands (A2): a tribe's hand is seen by the seat that plays it (in the cooperative game
    one seat plays several tribes). A card went into a hand face up, so its name is public until
    then; the view blanks it once a hand holds it. Cards are named, once each, by id on the page
    (``data-card``, ``data-hand-card``, the JSON of a move) and by name in sentences."""

    def secrets(self, state: dict, viewer: int, names: list[str]) -> list[Secret]:
        found = []
        for tribe, player in enumerate(state["players"]):
            if controller(state, tribe) == viewer:
                continue
            whose = f"the hand of tribe {tribe} ({names[controller(state, tribe)]})"
            for card in player["hand"]:
                forms = (
                    _attribute("data-card", card),
                    _attribute("data-hand-card", card),
                    _json_field("card", card),
                    *(_word(greenland.card_name(card, lang), GREENLAND_NAMES[lang]) for lang in ("en", "fr")),
                )
                found.append(Secret(("card", card), whose, forms))
        return found

    def seen(self, shown: list[Any]) -> set[tuple]:
        return {("card", text) for text in _strings(shown) if text in GREENLAND_CARDS}


MODELS = {
    "uigo": Uigo(),
    "fjords": Fjords(),
    "knarr": Knarr(),
    "graenaland": Graenaland(),
    "greenland": Greenland(),
}


def unseen(ruleset: str, state: dict | None, viewer: int, names: list[str], seen: set[tuple]) -> int:
    """How many secrets of ``state`` hidden from ``viewer`` nothing it was given names: what a
    check of its page can catch (0: the check had nothing to look for)."""
    if state is None:
        return 0
    return len({secret.key for secret in MODELS[ruleset].secrets(state, viewer, names)} - seen)


def leaks(
    ruleset: str, state: dict | None, viewer: int, names: list[str], seen: set[tuple], content: str
) -> list[str]:
    """Each secret of ``state`` hidden from ``viewer`` that ``content`` shows although nothing
    the viewer was given names it."""
    if state is None:
        return []
    found = []
    for secret in MODELS[ruleset].secrets(state, viewer, names):
        if secret.key in seen:
            continue
        shown = secret.shows_in(content)
        if shown is not None:
            found.append(f"{secret.key} of {secret.whose}, shown as {shown!r}")
    return sorted(set(found))
