"""Short texts in English and French for move buttons and the game log."""

from __future__ import annotations

from typing import Any

from games.engine.types import Event, Move
from games.rulesets.uigo import components as C


def language(locale: str) -> str:
    """ "fr" for a French locale ("fr", "fr-CA"), else "en": the two languages the texts have."""
    return "fr" if str(locale).lower().startswith("fr") else "en"


def card_name(card: Any, locale: str = "en") -> str:
    if not isinstance(card, str) or card not in C.CARD_SET:
        return str(card)
    colour = C.COLOUR_NAMES[language(locale)][C.colour_of(card)]
    value = C.value_of(card)
    return f"le {value} {colour}" if language(locale) == "fr" else f"the {colour} {value}"


def describe_move(move: Move, locale: str = "en") -> str:
    fr = language(locale) == "fr"
    kind = move.get("type") if isinstance(move, dict) else None
    card = card_name(move.get("card"), locale) if isinstance(move, dict) else "?"
    if kind == "play_card":
        return f"Jouer {card}" if fr else f"Play {card}"
    if kind == "place_card":
        return f"Poser maintenant {card} dans votre royaume" if fr else f"Place {card} in your kingdom now"
    return str(kind)


def _name(names: list[str], seat: Any) -> str:
    if isinstance(seat, int) and 0 <= seat < len(names):
        return names[seat]
    return f"#{seat}"


def _placements(placements: list[dict[str, Any]], fr: bool, locale: str) -> str:
    word = "case" if fr else "box"
    return ", ".join(f"{card_name(p['card'], locale)} ({word} {p['box'] + 1})" for p in placements)


def describe_event(event: Event, names: list[str], locale: str = "en") -> str:
    fr = language(locale) == "fr"
    kind, data, seat = event["type"], event.get("data", {}), event.get("seat")
    if kind == "game_started":
        return (
            f"Partie de UIGO! à {data.get('players')} joueurs, en {data.get('rounds')} manches."
            if fr
            else f"UIGO! for {data.get('players')} players, {data.get('rounds')} rounds."
        )
    if kind == "round_dealt":
        dealer, leader = _name(names, data.get("dealer")), _name(names, data.get("leader"))
        text = (
            f"Manche {data.get('round')} : {dealer} distribue 10 cartes à chacun ; {leader} commence."
            if fr
            else f"Round {data.get('round')}: {dealer} deals 10 cards each; {leader} leads."
        )
        if "hand" in data:
            cards = ", ".join(card_name(c, locale) for c in data["hand"])
            text += f" Votre main : {cards}." if fr else f" Your hand: {cards}."
        return text
    if kind == "card_played":
        who = _name(names, seat)
        return (
            f"{who} joue {card_name(data.get('card'), locale)}."
            if fr
            else f"{who} plays {card_name(data.get('card'), locale)}."
        )
    if kind == "trick_won":
        who = _name(names, data.get("winner"))
        text = (
            f"{who} remporte le pli {data.get('trick')} avec {card_name(data.get('winning_card'), locale)}."
            if fr
            else f"{who} wins trick {data.get('trick')} with {card_name(data.get('winning_card'), locale)}."
        )
        for gain in data.get("farmers", []):
            other = _name(names, gain["seat"])
            gained = int(gain["gained"])
            if fr:  # French puts 0 and 1 in the singular
                text += f" {other} gagne {gained} agriculteur{'s' if gained > 1 else ''}"
                text += f" (sur {gain['earned']})." if gain["gained"] != gain["earned"] else "."
            else:
                text += f" {other} gains {gained} farmer{'' if gained == 1 else 's'}"
                text += f" (of {gain['earned']} earned)." if gain["gained"] != gain["earned"] else "."
        return text
    if kind == "cards_placed":
        who = _name(names, data.get("player"))
        where = _placements(data.get("placements", []), fr, locale)
        if data.get("auto"):
            return (
                f"Placement imposé pour {who} : {where}." if fr else f"Forced placement for {who}: {where}."
            )
        return f"{who} pose {where}." if fr else f"{who} places {where}."
    if kind == "round_scored":
        scores = ", ".join(f"{_name(names, s)} {score:+d}" for s, score in enumerate(data.get("scores", [])))
        return (
            f"Fin de la manche {data.get('round')} : {scores}."
            if fr
            else f"End of round {data.get('round')}: {scores}."
        )
    if kind == "game_ended":
        totals = ", ".join(f"{_name(names, s)} {total}" for s, total in enumerate(data.get("totals", [])))
        return f"Fin de la partie : {totals}." if fr else f"Game over: {totals}."
    return kind.replace("_", " ")
