"""Votes in a territory (rulebook "Nombre de votes", "Palissades", "Modifications pour trois joueurs").

- one vote per colony (village or building) of yours there;
- your warrior: as many votes as your army strength;
- a priest (of any colour) there cancels every warrior's votes and gives none;
- your minstrel: one vote per hero of another colour there;
- a palisade: -1 to the warrior of each player without a colony there (minstrels unaffected);
- with 3 players every hero gives +1, the priest brings warriors down to that 1, and the palisade
  takes 1 from every hero (of a player without colony there) instead of from warriors only.
"""

from __future__ import annotations

from typing import Any


def colonies_of(state: dict[str, Any], seat: int, tid: str) -> int:
    villages = state["villages"][tid][seat]
    buildings = sum(1 for owner in state["buildings"][tid].values() if owner == seat)
    return villages + buildings


def heroes_in(state: dict[str, Any], tid: str) -> list[tuple[int, str]]:
    return [
        (seat, hero)
        for seat, heroes in enumerate(state["heroes"])
        for hero, where in heroes.items()
        if where == tid
    ]


def votes_of(state: dict[str, Any], seat: int, tid: str) -> int:
    colonies = colonies_of(state, seat, tid)
    present = heroes_in(state, tid)
    priest_here = any(hero == "priest" for _, hero in present)
    palisade = state["works"][tid]["palisade"] and colonies == 0
    three = state["players"] == 3 and state["options"].get("three_player_modifications", True)
    votes = colonies
    for owner, hero in present:
        if owner != seat:
            continue
        if hero == "warrior":
            value = (0 if priest_here else state["army"][seat]) + (1 if three else 0)
            if palisade:
                value -= 1
        elif hero == "minstrel":
            value = sum(1 for other, _ in present if other != seat) + (1 if three else 0)
            if palisade and three:
                value -= 1
        else:  # priest
            value = 1 if three else 0
            if palisade and three:
                value -= 1
        votes += max(0, value)
    return votes


def all_votes(state: dict[str, Any], tid: str) -> list[int]:
    return [votes_of(state, seat, tid) for seat in range(state["players"])]
