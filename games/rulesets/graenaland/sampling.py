"""``sample_state`` for Grænaland: every hidden part re-drawn from what ``seat`` cannot see.

Hidden from a seat (views.py): the other hands, the face-down road cards, the contents of the
resource and supply decks and of the resource discard piles, the advanced setup's face-down start cards, the
other hero plans, votes, victory claims and victory-point cards. The sample:

- **Cards.** The resource cards of one terrain that the seat cannot see are those of its deck,
  its discard pile, the face-down cards and start cards lying on its territories, and those of
  its terrain in the other hands; together they are what the seat does not see of that terrain.
  They are sorted, shuffled with the rng and laid back at the public sizes of the deck, the
  discard pile, the face-down cards and the start cards; the rest goes to the other hands. The
  supply cards likewise (the deck; the supply discard pile is public). The other hands are
  then dealt at their public sizes from everything left, shuffled.
- **Secret choices.** A hero plan made by another seat becomes "stay" (the main player's own
  plan keeps its rule-given form); another seat's vote is drawn at random; another seat's claim
  becomes no claim (0).
- **Victory-point cards.** The others' offers and unrevealed cards are dealt from the cards the
  seat does not see.
- The undo copy of a claim (``claim_snapshot``) takes the sampled other hands and discard
  piles, cut to the sizes it holds.

Only what the seat sees decides the draw; a seat's voids and wants are not inferred.
"""

from __future__ import annotations

from random import Random

from games.engine.types import State, copy_state
from games.rulesets.graenaland.board import terrain as tile_terrain
from games.rulesets.graenaland.components import SUPPLY_CARDS, VP_CARDS, card_terrain


def _category(card: str) -> str:
    return "supply" if card in SUPPLY_CARDS else card_terrain(card)


def sample_state(state: State, seat: int, rng: Random) -> State:
    sample = copy_state(state)
    players = sample["players"]
    others = [other for other in range(players) if other != seat]
    hands = sample["hands"]
    placement = sample["placement"]

    # every hidden card, by category, and every place that must receive one of a category
    hidden: dict[str, list[str]] = {}
    slots: dict[str, list[tuple[str, ...]]] = {}

    def collect(category: str, cards: list[str], slot: tuple[str, ...]) -> None:
        hidden.setdefault(category, []).extend(cards)
        slots.setdefault(category, []).extend([slot] * len(cards))

    for terrain in sorted(sample["decks"]):
        collect(terrain, sample["decks"][terrain], ("deck", terrain))
    for terrain in sorted(sample["discards"]):
        collect(terrain, sample["discards"][terrain], ("discard", terrain))
    collect("supply", sample["supply_deck"], ("supply_deck",))
    for tid in sorted(sample["piles"]):
        for index, entry in enumerate(sample["piles"][tid]):
            if not entry["up"]:
                collect(tile_terrain(tid), [entry["card"]], ("down", tid, str(index)))
    if placement is not None:
        for tid in sorted(placement["cards"]):
            collect(tile_terrain(tid), placement["cards"][tid], ("start", tid))
    for other in others:
        for card in hands[other]:
            hidden.setdefault(_category(card), []).append(card)

    for terrain in sample["decks"]:
        sample["decks"][terrain] = []
    for terrain in sample["discards"]:
        sample["discards"][terrain] = []
    sample["supply_deck"] = []
    if placement is not None:
        placement["cards"] = {tid: [] for tid in placement["cards"]}
    to_hands: list[str] = []
    for category in sorted(hidden):
        cards = sorted(hidden[category])
        rng.shuffle(cards)
        places = sorted(slots.get(category, []))
        for slot, card in zip(places, cards, strict=False):
            kind = slot[0]
            if kind == "deck":
                sample["decks"][slot[1]].append(card)
            elif kind == "discard":
                sample["discards"][slot[1]].append(card)
            elif kind == "supply_deck":
                sample["supply_deck"].append(card)
            elif kind == "down":
                sample["piles"][slot[1]][int(slot[2])]["card"] = card
            else:
                placement["cards"][slot[1]].append(card)
        to_hands += cards[len(places):]
    for terrain in sample["decks"]:
        sample["decks"][terrain].sort()  # a deck is drawn from at random: it has no order
    sample["supply_deck"].sort()
    to_hands.sort()
    rng.shuffle(to_hands)
    for other in others:
        size = len(hands[other])
        hands[other], to_hands = sorted(to_hands[:size]), to_hands[size:]
    hands[seat] = list(hands[seat])

    # secret choices
    main = sample["main"]
    for other in others:
        if sample["plans"][other] is not None:
            sample["plans"][other] = {"direction": "stay"} if other == main else {"hero": None, "direction": "stay"}
    for key in sorted(sample["votes"]):
        if key != str(seat):
            sample["votes"][key] = rng.random() < 0.5
    for key in sorted(sample["claims"]):
        if key != str(seat) and sample["claims"][key] is not None:
            sample["claims"][key] = 0

    # victory-point cards
    vp = sample["vp"]
    seen = set(vp["offers"][seat])
    if vp["cards"][seat] is not None:
        seen.add(vp["cards"][seat])
    seen.update(card for other, card in enumerate(vp["cards"]) if vp["revealed"][other] and card is not None)
    pool = sorted(card for card in VP_CARDS if card not in seen)
    rng.shuffle(pool)
    for other in others:
        size = len(vp["offers"][other])
        vp["offers"][other], pool = pool[:size], pool[size:]
        if vp["cards"][other] is not None and not vp["revealed"][other]:
            vp["cards"][other], pool = pool[0], pool[1:]

    if "claim_snapshot" in sample:
        snapshot = sample["claim_snapshot"]
        for other in others:
            snapshot["hands"][other] = list(hands[other])[: len(snapshot["hands"][other])]
        for terrain, cards in sample["discards"].items():
            snapshot["discards"][terrain] = list(cards)[: len(snapshot["discards"][terrain])]
    return sample
