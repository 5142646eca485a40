"""The dispatch tables of Greenland, built here and only here, and the fold that reads them.

Every handler of the rule set is named in one of four tables: ``TASKS`` (the agenda's tasks, by
``task["do"]``), ``DECISIONS`` (what a tribe was asked, by ``step["ask"]``), ``CHANCE`` (what is
drawn, by ``step["draw"]``) and ``DICE`` (what a roll was for, by ``step["purpose"]``). This
module imports the modules that hold the handlers (``flow``: the turn, phases 1, 2, 4 and 6;
``advanced``: C5, E6, G6, H; ``negotiation``: phase 3) and assembles the tables; no module adds
to them when it is imported, and none of those modules imports this one. A new handler is added
to its table here.

Events are of three kinds, and ``evolve`` is the only place that changes the state:

- ``setup``: the tribes, options and the dealt rows (C, C1; ``flow.setup_state``).
- chance events: ``event_revealed`` (the top event card), ``biome_drawn`` (a biome card from a
  pile), ``dice_rolled`` (dice, with their purpose). ``decide`` draws them from the rng whenever
  the state waits for chance, so replay never needs randomness.
- decisions: the move a seat made, as ``{"type": move type, "seat": seat, "data": the move's fields}``.

``advance`` runs the tasks of the agenda (``state["tasks"]``) that need nobody, and stops at the
first one that needs a decision (``step.kind == "decision"``) or a draw (``step.kind == "chance"``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from games.rulesets.greenland import advanced, flow, negotiation
from games.rulesets.greenland.state import State

Task = Callable[[State, dict[str, Any]], None]
Decision = Callable[[State, dict[str, Any], int, dict[str, Any]], None]
Draw = Callable[[State, dict[str, Any], dict[str, Any]], None]
Roll = Callable[[State, dict[str, Any], list[int]], None]


def chance_dice(state: State, step: dict[str, Any], data: dict[str, Any]) -> None:
    """Dice rolled: shown as the last roll, then handled by what they were rolled for."""
    state["last_roll"] = {"purpose": step["purpose"], "dice": data["dice"]}
    DICE[step["purpose"]](state, step, data["dice"])


TASKS: dict[str, Task] = {
    # the turn (flow.py)
    "reveal_event": flow.task_reveal_event,
    "first_player": flow.task_first_player,
    "sami_first": flow.task_sami_first,
    "symbol": flow.task_symbol,
    "decimate": flow.task_decimate,
    "energy_loss": flow.task_energy_loss,
    "lose_elder": flow.task_lose_elder,
    "degrade": flow.task_degrade,
    "auction": flow.task_auction,
    "assign": flow.task_assign,
    "hunting": flow.task_hunting,
    "hunt_card": flow.task_hunt_card,
    "hunt_turn": flow.task_hunt_turn,
    "hunt_done": flow.task_hunt_done,
    "elder_phase": flow.task_elder_phase,
    "elder_turn": flow.task_elder_turn,
    "elder_again": flow.task_elder_again,
    "banish_kill": flow.task_banish_kill,
    "conversions": flow.task_conversions,
    # the advanced game outside phase 3 (advanced.py)
    "choose_animal": advanced.task_choose_animal,
    "reassign": advanced.task_reassign,
    "husbandry": advanced.task_husbandry,
    "forage": advanced.task_forage,
    "births": advanced.task_births,
    # phase 3 (negotiation.py)
    "negotiation": negotiation.task_negotiation,
    "nego_free": negotiation.task_nego_free,
    "nego_cards": negotiation.task_nego_cards,
    "nego_card": negotiation.task_nego_card,
    "nego_speak": negotiation.task_nego_speak,
    "nego_again": negotiation.task_nego_again,
    "answer": negotiation.task_answer,
    "battle": negotiation.task_battle,
    "attack": negotiation.task_attack,
    "settle": negotiation.task_settle,
    "pacify": negotiation.task_pacify,
}

DECISIONS: dict[str, Decision] = {
    # the turn (flow.py)
    "war_council": flow.decide_war_council,
    "declare_first": flow.decide_declare_first,
    "decimation": flow.decide_decimation,
    "energy_loss": flow.decide_energy_loss,
    "elder_death": flow.decide_elder_death,
    "degrade": flow.decide_degrade,
    "auction": flow.decide_auction,
    "assign": flow.decide_assign,
    "hunt_next": flow.decide_hunt_next,
    "alpha": flow.decide_alpha,
    "ski": flow.decide_alpha,
    "replacement": flow.decide_alpha,
    "reroll": flow.decide_reroll,
    "convert": flow.decide_convert,
    "bog_iron": flow.decide_bog_iron,
    "trophy": flow.decide_trophy,
    "iron_rule": flow.decide_iron_rule,
    "elder": flow.decide_elder,
    "banish_target": flow.decide_banish_target,
    "discard_hand": flow.decide_discard_hand,
    # the advanced game outside phase 3 (advanced.py)
    "choose_animal": advanced.decide_choose_animal,
    "take_card": advanced.decide_take_card,
    "reassign": advanced.decide_reassign,
    "forage": advanced.decide_forage,
    "wool": advanced.decide_wool,
    # phase 3 (negotiation.py)
    "negotiate": negotiation.decide_negotiate,
    "nego_free": negotiation.decide_negotiate,
    "answer": negotiation.decide_answer,
    "nego_next": negotiation.decide_nego_next,
    "attack_reroll": negotiation.decide_attack_reroll,
    "hit": negotiation.decide_hit,
    "casualty": negotiation.decide_casualty,
    "battle_iron": negotiation.decide_battle_iron,
    "pacify": negotiation.decide_pacify,
}

CHANCE: dict[str, Draw] = {"event": flow.chance_event, "biome": flow.chance_biome, "dice": chance_dice}

DICE: dict[str, Roll] = {
    "elder_death": flow.elder_death_rolled,  # D5
    "hunt": flow.hunt_dice_rolled,  # G
    "reroll": flow.hunt_dice_rolled,  # G2
    "banish": flow.banish_rolled,  # I3
    "proselytise": flow.proselytise_rolled,  # I6
    "attack": negotiation.attack_dice_rolled,  # F2
    "attack_reroll": negotiation.attack_dice_rolled,  # F2
}


def evolve(state: State | None, event: dict[str, Any]) -> State:
    kind = event["type"]
    data = event.get("data", {})
    if kind == "setup":
        state = flow.setup_state(data)
        advance(state)
        return state
    assert state is not None
    if kind == "cash_in":
        # the tribe deciding now discards a card of its own tableau (A3)
        flow.cash_in(state, state["step"]["seat"], data["card"])
        step = state["step"]
        if step and step.get("card") == data["card"] and step.get("ask") in ("forage", "wool"):
            state["step"] = None  # the animal was slaughtered while its upkeep was asked
            advance(state)
        return state
    step = state["step"]
    state["step"] = None
    if step["kind"] == "chance":
        CHANCE[step["draw"]](state, step, data)
    else:
        # the step names the tribe deciding; the event's seat is the player who played it
        DECISIONS[step["ask"]](state, step, step["seat"], {**data, "type": kind})
    advance(state)
    return state


def advance(state: State) -> None:
    while state["step"] is None and not state["over"]:
        over = flow.over_hand(state)
        if over is not None:
            flow.ask(state, over, "discard_hand")  # A2: a hand over its size is cut at once
            return
        if not state["tasks"]:
            flow.next_turn(state)
            continue
        task = state["tasks"].pop(0)
        TASKS[task["do"]](state, task)
