"""What each seat may see: ``view`` of the state and ``redact`` of events.

Hidden information in Knarr:
- a seat's hand of Vikings is seen by that seat only (others see how many cards it holds);
- the order of the Viking deck and of both destination decks is seen by nobody (only counts).
Everything else is public: the board, every crew, destinations, reserved destinations, tokens,
scores, the discard pile, and the cards drawn face up (board refills, Vikings drawn into a crew).
"""

from __future__ import annotations

from typing import Any

from games.engine.types import Event, State
from games.rulesets.knarr import components as C
from games.rulesets.knarr.flow import to_move
from games.rulesets.knarr.state import fame_vp


def card(number: int | None) -> dict[str, Any] | None:
    if number is None:
        return None
    viking = C.VIKINGS[number]
    return {"id": number, "colour": viking["colour"], "gain": viking["gain"]}


def destination(number: int | None) -> dict[str, Any] | None:
    if number is None:
        return None
    data = C.DESTINATIONS[number]
    return {
        "id": number,
        "label": data["label"],
        "deck": data["deck"],
        "cost": data["cost"],
        "immediate": data["immediate"],
        "columns": data["columns"],
    }


def view(state: State, seat: int | None) -> dict[str, Any]:
    players = []
    for index, player in enumerate(state["players"]):
        players.append(
            {
                "seat": index,
                "score": player["score"],
                "reputation": player["reputation"],
                "fame_vp": fame_vp(player["reputation"]),
                "bracelets": player["bracelets"],
                "recruits": player["recruits"],
                "hand": [card(c) for c in player["hand"]] if index == seat else None,
                "hand_count": len(player["hand"]),
                "crew": {colour: [card(c) for c in pile] for colour, pile in player["crew"].items()},
                "destinations": [destination(n) for n in player["destinations"]],
                "reserved": [destination(n) for n in player["reserved"]],
                "rows_rewarded": player["rows_rewarded"],
            }
        )
    turn = state["turn"]
    return {
        "seat": seat,
        "phase": state["phase"],
        "to_move": to_move(state),
        "current": state["current"],
        "first": state["first"],
        "round": state["round"],
        "end_triggered": state["end_triggered"],
        "ship_side": state["ship_side"],
        "ship_columns": C.SHIP_COLUMNS[state["ship_side"]],
        "artifacts": [{"id": a, "names": C.ARTIFACT_NAMES[a]} for a in state["artifacts"]],
        "deck_count": len(state["deck"]),
        "discard": [card(c) for c in state["discard"]],
        "board": {slot: card(c) for slot, c in state["board"].items()},
        "destination_deck_counts": {deck: len(cards) for deck, cards in state["dest_deck"].items()},
        "display": {deck: [destination(n) for n in cards] for deck, cards in state["display"].items()},
        "players": players,
        "turn": {
            "acted": turn["acted"],
            "traded": turn["traded"],
            "take": turn["take"],
            "payment": turn["payment"],
            "offers": turn["offers"],
        },
        "exhaust": list(state["exhaust"]),
    }


def redact(event: Event, seat: int | None) -> Event | None:
    kind = event["type"]
    data = event["data"]
    if kind == "game_set_up":
        redacted = {key: value for key, value in data.items() if key not in ("deck", "dest_deck", "hands")}
        redacted["deck_count"] = len(data["deck"])
        redacted["dest_deck_counts"] = {deck: len(cards) for deck, cards in data["dest_deck"].items()}
        redacted["hands"] = [hand if index == seat else None for index, hand in enumerate(data["hands"])]
        redacted["hand_counts"] = [len(hand) for hand in data["hands"]]
        return {"type": kind, "seat": event["seat"], "data": redacted}
    if kind == "deck_reshuffled":
        return {"type": kind, "seat": event["seat"], "data": {"count": len(data["order"])}}
    return {"type": kind, "seat": event["seat"], "data": dict(data)}
