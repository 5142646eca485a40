"""No view and no redacted event shows a seat anything it may not know (rulebook: hands, face-down
road cards, hero plans, votes, victory-point cards), checked over whole random games for every seat
and for spectators.

The test keeps its own model of what each seat has legitimately seen, built from the true events
(a card drawn into your hand, a face-down card you receive, a card paid, offered or turned face
up in front of everyone, a victory-point card revealed). Every card id in a seat's view and in the
events redacted for it must be in that seat's knowledge. Plans, votes and claims are checked field
by field. A shadow game, in which every unrevealed victory-point card is swapped for another, must
ask the same seats to act at every step: who is asked to claim victory is public, so it may not
depend on a secret card.
"""

from __future__ import annotations

import json
import re
from random import Random

import pytest

from games.engine.replay import fold
from games.rulesets.graenaland.components import VP_CARDS

from .helpers import RULESET

# events whose card everyone sees (a face-down produced card excepted)
PUBLIC_CARD_EVENTS = (
    "card_produced",
    "supply_revealed",
    "supply_taken",
    "card_paid",
    "card_given",
    "card_offered",
    "vp_card_revealed",
)
CARD_ID = re.compile(r'"((?:plains|forest|hills|mountains|supply|vp)-\d\d)"')


class Knowledge:
    """What each seat (and a spectator, ``None``) has seen so far."""

    def __init__(self, players: int) -> None:
        self.public: set[str] = set()
        self.private: dict[int, set[str]] = {seat: set() for seat in range(players)}

    def of(self, reader: int | None) -> set[str]:
        return self.public | (self.private[reader] if reader is not None else set())

    def learn(self, state: dict, event: dict) -> None:
        """Update from the true event, with ``state`` as it was before the event."""
        kind, seat, data = event["type"], event["seat"], event["data"]
        if kind in ("card_drawn", "start_card_taken"):
            self.private[seat].add(data["card"])
        elif kind == "vp_cards_dealt":
            self.private[seat] |= set(data["cards"])
        elif kind in PUBLIC_CARD_EVENTS and (kind != "card_produced" or data["face"] != "down"):
            self.public.add(data["card"])
        elif kind == "votes_revealed" and data["adopted"]:
            pile = state["piles"][data["territory"]]
            for entry, recipient in zip(pile, data["assign"], strict=True):
                if not entry["up"]:
                    self.private[recipient].add(entry["card"])


def _ids(value: object) -> set[str]:
    return set(CARD_ID.findall(json.dumps(value)))


def _check_view(state: dict, reader: int | None, known: set[str]) -> None:
    view = RULESET.view(state, reader)
    leaked = _ids(view) - known
    assert not leaked, f"view of seat {reader} shows {sorted(leaked)}"
    for other in range(state["players"]):
        if other == reader:
            continue
        assert view["hands"][other] is None
        assert view["plans"][other] in (True, False)
        assert view["vp"]["cards"][other] in (True, False) or state["vp"]["revealed"][other]
        assert isinstance(view["vp"]["offers"][other], int)
        if str(other) in view["votes"]:
            assert view["votes"][str(other)] is True
        if str(other) in view["claims"]:
            assert view["claims"][str(other)] in (True, False)
    assert "claim_snapshot" not in view
    for pile in view["piles"].values():
        assert all(entry["card"] is None for entry in pile if not entry["up"])


def _check_event(event: dict, reader: int | None, known: set[str]) -> None:
    shown = RULESET.redact(event, reader)
    leaked = _ids(shown) - known
    assert not leaked, f"{event['type']} redacted for seat {reader} shows {sorted(leaked)}"
    if event["seat"] != reader:
        secret = {
            "hero_planned": {"hero", "direction"},
            "vote_cast": {"accept"},
            "claim_made": {"vp"},
        }.get(event["type"], set())
        assert not secret & set(shown["data"]), (event["type"], reader)


def _shadow_card(card: str | None) -> str | None:
    """Another victory-point card, so that the shadow game differs in every secret card."""
    if card is None:
        return None
    cards = sorted(VP_CARDS)
    return cards[(cards.index(card) + 7) % len(cards)]


def _play_and_check(players: int, options: dict, seed: int, max_steps: int = 4000) -> dict:
    chooser = Random(seed)
    resolved = RULESET.resolve_options(players, options)
    events = RULESET.setup(players, resolved, Random(seed * 31 + 5))
    knowledge = Knowledge(players)
    state = None
    for event in events:
        knowledge.learn(state or {}, event)
        for reader in [None, *range(players)]:
            _check_event(event, reader, knowledge.of(reader))
        state = RULESET.evolve(state, event)
    shadow = json.loads(json.dumps(state))
    readers = [None, *range(players)]
    steps = 0
    while RULESET.outcome(state) is None:
        assert steps < max_steps, "the game did not end"
        for reader in readers:
            _check_view(state, reader, knowledge.of(reader))
        # the shadow game: every unrevealed victory-point card swapped; the same seats must act
        for seat in range(players):
            if not state["vp"]["revealed"][seat]:
                shadow["vp"]["cards"][seat] = _shadow_card(state["vp"]["cards"][seat])
        assert RULESET.to_move(shadow) == RULESET.to_move(state), (state["phase"], state["turn"])
        seat = chooser.choice(RULESET.to_move(state))
        move = chooser.choice(RULESET.legal_moves(state, seat))
        for event in RULESET.decide(state, seat, move, Random(chooser.getrandbits(32))):
            knowledge.learn(state, event)
            for reader in readers:
                _check_event(event, reader, knowledge.of(reader))
            state = RULESET.evolve(state, event)
            shadow = RULESET.evolve(shadow, event)
        steps += 1
    for reader in readers:
        _check_view(state, reader, knowledge.of(reader))
    return state


@pytest.mark.parametrize(
    ("players", "options", "seed"),
    [
        (3, {"victory_point_cards": True, "advanced_setup": True}, 1),
        (3, {}, 2),
        (4, {"victory_point_cards": True}, 3),
        (4, {"advanced_setup": True}, 4),
        (5, {"victory_point_cards": True, "advanced_setup": True, "five_player_favour": True}, 5),
        (5, {"five_player_favour": True}, 6),
    ],
)
def test_no_seat_sees_what_it_may_not_know(players, options, seed):
    state = _play_and_check(players, options, seed)
    assert state["over"]


def test_a_face_down_card_is_known_to_its_recipient_only():
    """The knowledge model itself: a received face-down card is private to the recipient."""
    state = {"piles": {"T1": [{"card": "forest-01", "up": True}, {"card": "forest-02", "up": False}]}}
    knowledge = Knowledge(3)
    event = {
        "type": "votes_revealed",
        "seat": None,
        "data": {"territory": "T1", "assign": [0, 2], "adopted": True},
    }
    knowledge.learn(state, event)
    assert "forest-02" in knowledge.of(2)
    assert "forest-02" not in knowledge.of(0) | knowledge.of(None)


def test_the_whole_log_replays_to_the_same_views():
    """A view rebuilt from the stored events equals the live one (nothing hidden lives outside)."""
    from games.engine.playout import random_playout

    result = random_playout(RULESET, 4, 12, {"victory_point_cards": True})
    replayed = fold(RULESET, result.events)
    for seat in (None, 0, 1, 2, 3):
        assert RULESET.view(replayed, seat) == RULESET.view(result.state, seat)
