"""What each seat may see: ``view`` of the state and ``redact`` of events.

Hidden information in UIGO!: each hand is seen by its owner only until a card is played (others
see hand sizes); the 45 - 10 x players cards set aside each round are seen by nobody (only their
number). Everything else is public: the trick, the won cards waiting to be placed, every kingdom
(stacks, top cards, farmers), the farmer supply and the scores.
"""

from __future__ import annotations

from typing import Any

from games.engine.types import Event, State
from games.rulesets.uigo import components as C
from games.rulesets.uigo import rules
from games.rulesets.uigo.flow import to_move

STEPS = {"play": "play", "place": "place", "over": "over"}


def kingdom_view(kingdom: list[dict[str, Any]]) -> dict[str, Any]:
    points = rules.score_kingdom(kingdom)
    boxes = [
        {
            "box": index + 1,
            "colour": box["colour"],
            "cards": list(box["cards"]),
            "top": box["cards"][-1] if box["cards"] else None,
            "farmers": box["farmers"],
            "slots": C.BOX_SLOTS[index],
            "printed_value": C.BOX_VALUES[index],
            "points_now": points[index],
        }
        for index, box in enumerate(kingdom)
    ]
    return {"boxes": boxes, "points_now": sum(points), "free_slots": rules.free_slots(kingdom)}


def view(state: State, seat: int | None) -> dict[str, Any]:
    players = state["players"]
    own = seat is not None and 0 <= seat < players
    trick = state["trick"]
    return {
        "seat": seat,
        "players": players,
        "round": state["round"],
        "rounds": state["rounds"],
        "trick_number": state["trick_number"],
        "tricks_per_round": C.TRICKS_PER_ROUND,
        "dealer": state["dealer"],
        "leader": state["leader"],
        "step": STEPS.get(state["phase"], state["phase"]),
        "to_move": to_move(state),
        "hand": sorted(state["hands"][seat], key=C.sort_key) if own else None,
        "hand_sizes": [len(hand) for hand in state["hands"]],
        "set_aside": len(C.CARDS) - C.HAND_SIZE * players,
        "trick": [dict(play) for play in trick],
        "led_colour": C.colour_of(trick[0]["card"]) if trick else None,
        "last_trick": state["last_trick"],
        "to_place": {"seat": state["placer"], "cards": sorted(state["pending"], key=C.sort_key)}
        if state["placer"] is not None
        else None,
        "kingdoms": [kingdom_view(kingdom) for kingdom in state["kingdoms"]],
        "farmer_supply": state["supply"],
        "scores": [
            {"rounds": list(state["round_scores"][s]), "total": state["totals"][s]} for s in range(players)
        ],
        "last_round": state["last_round"],
    }


def redact(event: Event, seat: int | None) -> Event | None:
    """Only the deal hides anything: each seat sees its own hand and the others' sizes."""
    if event["type"] != "round_dealt":
        return event
    data = event["data"]
    hands = data["hands"]
    redacted = {key: value for key, value in data.items() if key != "hands"}
    redacted["hand_sizes"] = [len(hand) for hand in hands]
    if seat is not None and 0 <= seat < len(hands):
        redacted["hand"] = list(hands[seat])
    return {"type": event["type"], "seat": event["seat"], "data": redacted}
