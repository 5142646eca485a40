"""UIGO!'s texts for move buttons and the game log, from its message catalogue (the ``uigo``
domain, ``locale/<lang>/LC_MESSAGES/uigo.po``; ``games.rulesets.i18n``): English is the source,
every other language a translation."""

from __future__ import annotations

from typing import Any

from games.engine.types import Event, Move
from games.rulesets.i18n import Catalogue, Texts
from games.rulesets.uigo import components as C

TEXTS = Catalogue("uigo")


def texts(locale: str) -> Texts:
    return TEXTS.bind(locale)


def colour_name(colour: Any, locale: str = "en") -> str:
    """A colour's name ("red", "rouge"); an unknown colour as it is."""
    t = texts(locale)
    names = {
        "red": t.pgettext("colour", "red"),
        "blue": t.pgettext("colour", "blue"),
        "green": t.pgettext("colour", "green"),
        "yellow": t.pgettext("colour", "yellow"),
        "purple": t.pgettext("colour", "purple"),
    }
    return names.get(colour, str(colour))


def short_colour_name(colour: Any, locale: str = "en") -> str:
    """The label of the small chips stacked in the kingdom boxes: the shortest prefix of the
    colour's name that no other colour's name shares, capitalised."""
    t = texts(locale)
    names = {
        # Translators: the shortest start of "red" that no other colour's name shares, capitalised.
        "red": t.pgettext("colour, short", "R"),
        # Translators: the shortest start of "blue" that no other colour's name shares, capitalised.
        "blue": t.pgettext("colour, short", "B"),
        # Translators: the shortest start of "green" that no other colour's name shares, capitalised.
        "green": t.pgettext("colour, short", "G"),
        # Translators: the shortest start of "yellow" that no other colour's name shares, capitalised.
        "yellow": t.pgettext("colour, short", "Y"),
        # Translators: the shortest start of "purple" that no other colour's name shares, capitalised.
        "purple": t.pgettext("colour, short", "P"),
    }
    return names.get(colour, str(colour)[:2])


def card_name(card: Any, locale: str = "en") -> str:
    if not isinstance(card, str) or card not in C.CARD_SET:
        return str(card)
    colour = colour_name(C.colour_of(card), locale)
    return texts(locale).gettext("the {colour} {value}", colour=colour, value=C.value_of(card))


def describe_move(
    move: Move, locale: str = "en", names: list[str] | None = None, view: dict[str, Any] | None = None
) -> str:
    """A move's label in ``locale``; it needs neither ``names`` nor ``view`` (a card names itself)."""
    t = texts(locale)
    kind = move.get("type") if isinstance(move, dict) else None
    card = card_name(move.get("card"), locale) if isinstance(move, dict) else "?"
    if kind == "play_card":
        return t.gettext("Play {card}", card=card)
    if kind == "place_card":
        return t.gettext("Place {card} in your kingdom now", card=card)
    return str(kind)


def _name(names: list[str], seat: Any) -> str:
    if isinstance(seat, int) and 0 <= seat < len(names):
        return names[seat]
    return f"#{seat}"


def _list(items: list[str]) -> str:
    return ", ".join(items)


def describe_event(event: Event, names: list[str], locale: str = "en") -> str:
    t = texts(locale)
    kind, data, seat = event["type"], event.get("data", {}), event.get("seat")
    if kind == "game_started":
        return t.gettext("UIGO! for {players} players, {rounds} rounds.",
                         players=data.get("players"), rounds=data.get("rounds"))
    if kind == "round_dealt":
        text = t.gettext("Round {round}: {dealer} deals 10 cards each; {leader} leads.",
                         round=data.get("round"), dealer=_name(names, data.get("dealer")),
                         leader=_name(names, data.get("leader")))
        if "hand" in data:
            text += " " + t.gettext("Your hand: {cards}.", cards=_list([card_name(c, locale) for c in data["hand"]]))
        return text
    if kind == "card_played":
        return t.gettext("{who} plays {card}.", who=_name(names, seat), card=card_name(data.get("card"), locale))
    if kind == "trick_won":
        text = t.gettext("{who} wins trick {trick} with {card}.", who=_name(names, data.get("winner")),
                         trick=data.get("trick"), card=card_name(data.get("winning_card"), locale))
        for gain in data.get("farmers", []):
            gained, earned, who = int(gain["gained"]), gain["earned"], _name(names, gain["seat"])
            if gain["gained"] != gain["earned"]:
                text += " " + t.ngettext("{who} gains {n} farmer (of {earned} earned).",
                                         "{who} gains {n} farmers (of {earned} earned).",
                                   gained, who=who, earned=earned)
            else:
                text += " " + t.ngettext("{who} gains {n} farmer.", "{who} gains {n} farmers.", gained, who=who)
        return text
    if kind == "cards_placed":
        who = _name(names, data.get("player"))
        where = _list([
            t.gettext("{card} (box {box})", card=card_name(p["card"], locale), box=p["box"] + 1)
            for p in data.get("placements", [])
        ])
        if data.get("auto"):
            return t.gettext("Forced placement for {who}: {cards}.", who=who, cards=where)
        return t.gettext("{who} places {cards}.", who=who, cards=where)
    if kind == "round_scored":
        scores = _list([f"{_name(names, s)} {score:+d}" for s, score in enumerate(data.get("scores", []))])
        return t.gettext("End of round {round}: {scores}.", round=data.get("round"), scores=scores)
    if kind == "game_ended":
        totals = _list([f"{_name(names, s)} {total}" for s, total in enumerate(data.get("totals", []))])
        return t.gettext("Game over: {totals}.", totals=totals)
    return kind.replace("_", " ")
