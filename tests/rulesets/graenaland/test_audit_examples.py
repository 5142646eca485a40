"""The rulebook's worked examples and stated cases that no other test pinned (second audit).

Each test quotes the sentence it reproduces. The other examples live next to their rules: the
production example with a road and an improvement (``test_turn``), the army with two keeps and the
market (``test_building``), the palisade votes (``test_votes``), the 6-VP total (``test_claims``).
"""

from __future__ import annotations

from random import Random

from games.rulesets.graenaland.components import RESOURCE_CARDS
from games.rulesets.graenaland.scoring import measures, victory_points
from games.rulesets.graenaland.state import seats_from_left_of
from games.rulesets.graenaland.turn import start_turn
from games.rulesets.graenaland.votes import votes_of

from .helpers import RULESET, blank, building_state, emitter, give, levels_per_column, new_game, play


def test_only_the_total_of_levels_counts_not_how_many_columns():
    """Rulebook: "Le nombre d'objectifs différents réalisés est sans importance, seul le nombre total de
    niveaux réalisés compte": three levels of two columns are 6 VP."""
    state = building_state(4, victory_point_cards=True)
    state["vp"]["cards"][0] = "vp-01"
    state["villages"]["T1"][0] = 1
    state["villages"]["T2"][0] = 1
    state["villages"]["T3"][0] = 1
    state["villages"]["T6"][0] = 1
    state["villages"]["T7"][0] = 1
    state["villages"]["T4"][0] = 1
    state["villages"]["T8"][0] = 1
    state["villages"]["T1"][0] += 3  # 10 colonies, at most 4 in one territory, 1 territory with 2+
    state["army"][0] = 5
    assert levels_per_column(state, 0, "vp-01") == {
        "colonies": 3,
        "territories": 0,
        "major": 0,
        "buildings": 0,
        "army": 3,
    }
    assert victory_points(state, 0) == 6


def test_three_players_first_building_does_not_count_for_the_buildings_column_either():
    """Rulebook: "Votre premier bâtiment n'est pas pris en compte pour la condition de victoire relative aux
    bâtiments (ou pour les points de victoire pour les bâtiments dans les règles avancées)"."""
    state = building_state(3, victory_point_cards=True)
    state["vp"]["cards"][0] = "vp-01"  # buildings levels 2, 3, 4
    state["villages"]["T1"][0] = 1
    state["villages"]["T2"][0] = 1
    state["villages"]["T3"][0] = 1
    state["buildings"]["T1"]["keep"] = 0
    state["buildings"]["T2"]["church"] = 0
    assert levels_per_column(state, 0, "vp-01")["buildings"] == 0
    state["buildings"]["T3"]["hall"] = 0
    assert levels_per_column(state, 0, "vp-01")["buildings"] == 1
    # the first building still counts as a colony
    assert measures(state, 0)["colonies"] == 6


def test_card_limit_example_two_colonies_and_three_cards_take_no_more():
    """Rulebook: "si un territoire avec 2 colonies possède déjà 3 cartes ressource, aucune nouvelle carte
    ressource ne peut y être ajoutée durant le tour"; with 2 cards there it takes one."""
    for already, after in ((3, 3), (2, 3)):
        state = blank(4)
        state["villages"]["T2"][0] = 1
        state["villages"]["T2"][1] = 1
        for card in state["decks"]["forest"][:already]:
            state["decks"]["forest"].remove(card)
            state["piles"]["T2"].append({"card": card, "up": True})
        out = emitter(state)
        start_turn(out, 0, 1, Random(0))
        assert len(out.state["piles"]["T2"]) == after


def test_production_does_not_depend_on_colonies_or_settlers():
    """Rulebook: "Le nombre de ressources produites par un territoire n'est influencé ni par le nombre de
    colonies posées sur la tuile, ni par le nombre de joueurs qui possède des colonies"."""
    state = blank(4)
    state["villages"]["T2"] = [3, 2, 1, 1]  # 7 colonies of 4 players
    state["villages"]["T3"][0] = 1  # 1 colony
    out = emitter(state)
    start_turn(out, 0, 1, Random(0))
    assert len(out.state["piles"]["T2"]) == 1
    assert len(out.state["piles"]["T3"]) == 1
    card = out.state["piles"]["T2"][0]["card"]
    assert RESOURCE_CARDS[card][0] == "forest"


def test_at_the_start_the_warrior_counts_as_one_vote():
    """Rulebook: "au début du jeu votre jeton guerrier compte comme un vote" (4 players, no modification):
    on its start coast territory each player has its colony and its warrior, 2 votes."""
    _, state = new_game(4)
    for seat in range(4):
        coast = state["heroes"][seat]["warrior"]
        assert state["army"][seat] == 1
        assert votes_of(state, seat, coast) == 2


def _distribution(main=0):
    state = blank(4)
    tid = "T1"
    for seat in (0, 1, 2):
        state["villages"][tid][seat] = 1
    cards = [state["decks"]["plains"].pop() for _ in range(2)]
    state["piles"][tid] = [{"card": card, "up": True} for card in cards]
    state["main"] = main
    state["turn"] = 1
    state["phase"] = "distribution"
    state["proposers"] = seats_from_left_of(state, main)
    state["proposal"] = None
    return state, cards


def _propose(state, seat, recipients, votes):
    _, state = play(state, seat, {"type": "propose", "territory": "T1"})
    for index, to in enumerate(recipients):
        _, state = play(state, seat, {"type": "assign_card", "card": index, "to": to})
    _, state = play(state, seat, {"type": "confirm_proposal"})
    for voter, accept in votes:
        events, state = play(state, voter, {"type": "vote", "accept": accept})
    return events[-1]["data"], state


def test_the_same_proposal_may_be_made_again_and_the_main_player_may_receive_and_votes():
    """Rulebook: "Vous pouvez faire une proposition (...) même si une proposition précédente pour ce
    territoire n'avait pas été acceptée. (Vous pouvez même faire la même proposition (...))" and
    "Lorsque vous êtes le joueur principal, vous ne faites pas de proposition, mais votre vote
    compte et les autres joueurs peuvent proposer que certaines ressources vous soient attribuées"."""
    state, cards = _distribution(main=0)
    assert RULESET.to_move(state) == [1]
    reveal, state = _propose(state, 1, [1, 0], [(0, False), (1, True), (2, False)])
    assert not reveal["adopted"] and len(state["piles"]["T1"]) == 2  # the resources stay
    assert RULESET.to_move(state) == [2]  # one proposal per player and turn: the next one
    reveal, state = _propose(state, 2, [1, 0], [(0, True), (1, True), (2, False)])
    assert reveal["adopted"] and (reveal["yes"], reveal["total"]) == (2, 3)
    assert cards[0] in state["hands"][1] and cards[1] in state["hands"][0]
    assert state["piles"]["T1"] == []


def test_the_main_player_claims_without_a_supply_card():
    """Rulebook: "Même le joueur principal peut annoncer sa victoire de cette manière. Toutefois, il doit être
    capable d'obtenir 6 points de victoire sans prendre une carte ravitaillement": its claim
    building offers no supply card, no public work and no favour; it ends with ``finish_building``."""
    state = building_state(5, seat=0, victory_point_cards=True, five_player_favour=True)
    state["vp"]["cards"] = ["vp-01", "vp-02", "vp-03", "vp-04", "vp-05"]
    # the rulebook's 6-VP position with an army of 2: 5 VP, the army makes the sixth
    state["villages"]["T1"][0] = 2
    for kind in ("keep", "church", "hall"):
        state["buildings"]["T1"][kind] = 0
    state["villages"]["T3"][0] = 2
    state["villages"]["T6"][0] = 1
    state["army"][0] = 2
    assert victory_points(state, 0) == 5
    state["phase"] = "claims"
    state["build"] = None
    state["claims"] = {"0": None}
    give(state, 0, "grain", "grain", "grain", "grain", "ore")
    _, state = play(state, 0, {"type": "claim_victory", "vp": 6})
    assert state["phase"] == "final_building" and state["build"]["seat"] == 0
    moves = RULESET.legal_moves(state, 0)
    kinds = {m["type"] for m in moves}
    assert "take_supply" not in kinds and "propose_joint" not in kinds and "grant_favour" not in kinds
    assert "end_turn" not in kinds and "finish_building" in kinds
    assert not any(m.get("project") in ("road", "market", "palisade", "improvement") for m in moves)
    assert {"type": "build", "project": "army", "variant": "grain"} in moves


def test_a_favour_once_granted_cannot_be_withdrawn_and_is_spent_even_if_nothing_is_built():
    """Rulebook: "Une fois que l'offre a été faite, elle ne peut plus être rétractée" and "Indépendamment du
    fait que le joueur désigné a ou pas construit quelque chose, le joueur principal ne dispose plus
    de sa possibilité d'offre. Il ne peut ni faire une autre offre, ni proposer la réalisation
    d'une construction publique durant ce tour"."""
    state = building_state(5, five_player_favour=True)
    state["supply_row"] = []
    state["villages"]["T1"][0] = 1
    _, state = play(state, 0, {"type": "grant_favour", "to": 3})
    assert RULESET.to_move(state) == [3]  # the main player cannot take it back meanwhile
    _, state = play(state, 3, {"type": "decline_favour"})
    assert RULESET.to_move(state) == [0]
    kinds = {m["type"] for m in RULESET.legal_moves(state, 0)}
    assert "grant_favour" not in kinds and "propose_joint" not in kinds and "end_turn" in kinds


def test_equal_higher_claims_fall_back_to_the_nearest_clockwise():
    """Rulebook: "sauf lorsqu'un joueur annonce qu'il peut obtenir plus de 6 points de victoire car, dans ce
    cas, celui qui a le plus de points de victoire gagne": two claims of 7 go before a claim of 6,
    and between the two 7s the one nearer the main player clockwise comes first."""
    state = building_state(4, seat=0, victory_point_cards=True)
    state["vp"]["cards"] = ["vp-01", "vp-02", "vp-03", "vp-04"]
    state["phase"] = "claims"
    state["build"] = None
    state["claims"] = {"0": None, "1": 6, "2": 7, "3": 7}
    assert {"type": "no_claim"} in RULESET.legal_moves(state, 0)
    events, state = play(state, 0, {"type": "no_claim"})
    assert events[-1]["data"]["order"] == [2, 3, 1]
    assert state["build"]["seat"] == 2 and state["build"]["claim"] == 7


def test_a_settler_moving_away_takes_only_its_village_and_keeps_its_first_card():
    """Rulebook: "lever le camp immédiatement et à déplacer son village dans un territoire qui n'est pas
    surpeuplé. Il prend également une carte associée à ce nouveau territoire": the village moves
    (the warrior placed with it stays), the mover keeps its card and takes one more; the newcomer
    who overcrowded gets none and is never asked."""
    _, state = new_game(4, advanced_setup=True)  # coast T2, T1, T3, T6
    for seat in (0, 1, 2):
        _, state = play(state, seat, {"type": "place_village", "territory": "T1"})
    first_card = list(state["hands"][0])
    assert RULESET.to_move(state) == [0]
    _, state = play(state, 0, {"type": "relocate", "territory": "T3"})
    assert state["villages"]["T1"][0] == 0 and state["villages"]["T3"][0] == 1
    assert state["heroes"][0]["warrior"] == "T1"
    assert len(state["hands"][0]) == 2 and first_card[0] in state["hands"][0]
    assert state["hands"][2] == [] and RULESET.to_move(state) == [3]
