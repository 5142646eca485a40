"""Every worked example and explicit statement of the French aid (knarr.fr.txt), as a scenario.

Each test quotes the sentence it checks. Where the notes (knarr.md §1) correct the aid, the test
follows the notes and says so.
"""

import pytest

from games.engine import IllegalMove
from games.rulesets.knarr import components as C

from .helpers import RULES, Pool, play, play_any, scenario, types
from .test_turn import finish_turn


def _completed(events):
    return [e for e in events if e["type"] == "action_completed"][0]["data"]["effects"]


# --- Tour de jeu -------------------------------------------------------------------------------


def test_turn_is_fame_then_one_trade_before_or_after_the_action():
    """ "Un tour se compose des étapes suivantes : Renommée, Commerce (facultatif), Action,
    Commerce (facultatif)"; the Trade "ne peut être effectuée qu'une seule fois au cours de votre
    tour, soit au début, soit à la fin"."""
    pool = Pool()
    hand = pool.take("red", "vp", 3)
    state = scenario(2, pool=pool, hands=[pool.any(3), hand])
    state["players"][1].update(reputation=6, bracelets=2, recruits=0)
    state, events = finish_turn(state)
    # Renommée first: seat 1's turn opens with its Fame VP (reputation 6 -> 2 VP, knarr.md §1.1).
    assert events[-1]["type"] == "turn_started" and events[-1]["data"]["fame_vp"] == 2
    assert state["players"][1]["score"] == 2
    moves = RULES.legal_moves(state, 1)
    assert {"type": "trade", "bracelets": 1} in moves and {"type": "end_turn"} not in moves
    # Trade at the start: then no second trade, the action is still due.
    state, _ = play(state, 1, {"type": "trade", "bracelets": 1})
    assert not [m for m in RULES.legal_moves(state, 1) if m["type"] == "trade"]
    state, events = play(state, 1, {"type": "recruit", "card": hand[0]})
    assert "turn_ended" in types(events) and state["current"] == 0  # nothing left to do


# --- Recruter ----------------------------------------------------------------------------------


def test_recruit_example_yellow_viking_takes_the_yellow_slot_card():
    """ "si vous avez posé un viking jaune, prenez la carte viking située sur l'emplacement jaune
    du plateau" "puis comblez l'espace vide". The card on the slot may be any colour."""
    pool = Pool()
    yellow = pool.one("yellow", "vp")
    board = {colour: pool.one("red" if colour == "yellow" else colour, "bracelet") for colour in C.COLOURS}
    top = pool.one("green", "vp")
    state = scenario(2, pool=pool, hands=[[yellow, *pool.any(2)], pool.any(3)], board=board, deck=[top])
    state["players"][0]["recruits"] = 0
    state, events = play(state, 0, {"type": "recruit", "card": yellow})
    me = state["players"][0]
    assert me["crew"]["yellow"] == [yellow]
    assert board["yellow"] in me["hand"] and C.colour_of(board["yellow"]) == "red"
    assert state["board"]["yellow"] == top and len(me["hand"]) == 3


def test_recruit_takes_every_visible_symbol_of_the_pile_old_and_new():
    """ "prenez TOUS les atouts visibles dans la pile de cette couleur (ancienne(s) carte(s) + la
    nouvelle carte)"."""
    pool = Pool()
    crew = [pool.one("blue", "vp"), pool.one("blue", "reputation"), pool.one("green", "vp")]
    new = pool.one("blue", "bracelet")
    state = scenario(2, pool=pool, crews=[crew, []], hands=[[new, *pool.any(2)], pool.any(3)])
    state["players"][0].update(recruits=0, bracelets=0)
    state, events = play(state, 0, {"type": "recruit", "card": new})
    assert events[0]["data"]["gains"] == {"vp": 1, "reputation": 1, "bracelet": 1}
    me = state["players"][0]
    assert (me["score"], me["reputation"], me["bracelets"]) == (1, 1, 1)  # the green VP is not taken


def test_recruit_token_chooses_any_board_viking():
    """ "Vous pouvez dépenser un Jeton de Recrutement si vous en avez un pour choisir n'importe quel
    Viking, pas celui de la zone de couleur correspondante"."""
    pool = Pool()
    red = pool.one("red", "vp")
    board = {colour: pool.one(colour, "bracelet") for colour in C.COLOURS}
    state = scenario(2, pool=pool, hands=[[red, *pool.any(2)], pool.any(3)], board=board)
    state["players"][0]["recruits"] = 1
    state, _ = play(state, 0, {"type": "recruit", "card": red})
    assert RULES.legal_moves(state, 0) == [{"type": "take", "slot": c} for c in C.COLOURS]
    state, events = play(state, 0, {"type": "take", "slot": "purple"})
    assert events[0]["data"]["recruit_spent"] is True
    assert board["purple"] in state["players"][0]["hand"] and state["players"][0]["recruits"] == 0


# --- Explorer ----------------------------------------------------------------------------------


def test_explore_pays_with_any_viking_of_the_colour_not_the_latest():
    """ "Il n'est pas nécessaire d'utiliser le Viking le plus récent de cette couleur, il suffit
    qu'il soit de cette couleur." The paid Vikings are discarded."""
    pool = Pool()
    purples = [pool.one("purple", "vp"), pool.one("purple", "bracelet"), pool.one("purple", "recruit")]
    state = scenario(2, pool=pool, crews=[purples, []], display={"A": [8, 2, 3], "B": [21, 22, 23]})
    state["players"][0]["recruits"] = 0
    state, _ = play(state, 0, {"type": "explore", "destination": 8})
    # Every kind of purple card is offered, the bottom one (the oldest) included.
    assert {m["card"] for m in RULES.legal_moves(state, 0)} == set(purples)
    state, _ = play(state, 0, {"type": "pay", "card": purples[0]})
    state, _ = play(state, 0, {"type": "pay", "card": purples[2]})
    me = state["players"][0]
    assert me["crew"]["purple"][0] == purples[1] and me["destinations"] == [8]
    assert state["discard"] == [purples[0], purples[2]]


def test_equal_signs_cost_four_vikings_of_one_colour():
    """Aid: "Si le coût est indiqué par des signes "=" (égal), il s'agit de tous les Vikings de la
    même couleur de votre choix" -- corrected by knarr.md §1.2 to exactly four of one colour. A pile
    of six yellows pays four and keeps two; three reds cannot pay without a token."""
    pool = Pool()
    yellows = (
        pool.take("yellow", "vp", 3)
        + pool.take("yellow", "reputation", 2)
        + pool.take("yellow", "bracelet", 1)
    )
    reds = pool.take("red", "vp", 3)
    state = scenario(2, pool=pool, crews=[yellows + reds, []])
    state["players"][0]["recruits"] = 0
    state, _ = play(state, 0, {"type": "explore", "destination": 23})
    assert {C.colour_of(m["card"]) for m in RULES.legal_moves(state, 0)} == {"yellow"}
    for card in yellows[:4]:
        state, events = play_any(state, 0, {"type": "pay", "card": card})
    assert "destination_explored" in types(events)
    me = state["players"][0]
    assert me["crew"]["yellow"] == yellows[4:] and me["crew"]["red"] == reds
    assert (me["score"], me["bracelets"]) == (5, 2)  # B23: 5 VP and a bracelet


def test_recruit_tokens_instead_of_vikings():
    """ "Vous pouvez utiliser des Jetons de Recrutement au lieu de dépenser des Vikings." B35 costs
    3 red + 2 yellow: paid with 2 red, 1 yellow and 2 tokens."""
    pool = Pool()
    reds = pool.take("red", "vp", 2)
    yellow = pool.one("yellow", "vp")
    state = scenario(2, pool=pool, crews=[reds + [yellow], []], display={"A": [1, 2, 3], "B": [35, 22, 23]})
    state["players"][0]["recruits"] = 2
    state, _ = play(state, 0, {"type": "explore", "destination": 35})
    for move in (
        {"type": "pay", "card": reds[1]},
        {"type": "pay", "card": reds[0]},
        {"type": "pay_recruit"},
        {"type": "pay", "card": yellow},
    ):
        state, events = play(state, 0, move)
    assert RULES.legal_moves(state, 0) == [{"type": "pay_recruit"}]
    state, events = play(state, 0, {"type": "pay_recruit"})
    explored = [e for e in events if e["type"] == "destination_explored"][0]["data"]
    assert explored["recruits"] == 2 and sorted(explored["cards"]) == sorted([*reds, yellow])
    me = state["players"][0]
    assert (me["score"], me["bracelets"], me["recruits"]) == (7, 2, 0)


@pytest.mark.parametrize(("number", "deck"), [(2, "A"), (24, "B")])
def test_destination_goes_above_the_ship_and_is_replaced_from_its_own_deck(number, deck):
    """ "Placez la destination au-dessus de votre navire et gagnez les Atouts indiqués en haut à
    droite. Remplacer la destination achetée par une carte de la même pioche (dos de carte vert A
    ou bleu B)"."""
    pool = Pool()
    crew = [pool.one(colour, "vp") for colour in C.COLOURS]
    state = scenario(
        2,
        pool=pool,
        crews=[crew, []],
        display={"A": [1, 2, 3], "B": [24, 22, 23]},
        dest_deck={"A": [4, 5], "B": [30, 31]},
    )
    state["players"][0].update(recruits=3, bracelets=0, destinations=[9])
    before = {d: list(state["display"][d]) for d in ("A", "B")}
    state, _ = play(state, 0, {"type": "explore", "destination": number})
    while state["phase"] == "pay":
        state, _ = play(state, 0, RULES.legal_moves(state, 0)[0])
    me = state["players"][0]
    assert me["destinations"] == [9, number]  # on top of the stack above the ship
    other = "B" if deck == "A" else "A"
    assert state["display"][other] == before[other]
    assert state["display"][deck][before[deck].index(number)] == {"A": 4, "B": 30}[deck]
    immediate = C.DESTINATIONS[number]["immediate"]
    assert me["score"] == immediate.get("vp", 0)
    assert me["reputation"] == immediate.get("reputation", 0)
    assert me["bracelets"] == immediate.get("bracelet", 0)


# --- Commerce ----------------------------------------------------------------------------------


def test_trade_example_one_bracelet_is_column_one_three_for_column_three():
    """ "1 Bracelet en argent n'est pas pour une seule colonne, mais spécifiquement pour la colonne
    1, c'est-à-dire que vous DEVEZ dépenser 3 bracelets d'argent si vous souhaitez obtenir les Gains
    de la troisième colonne". Normal ship [–, recruit, –]; A7 [card, –, VP]; B29 [–, –, VP]."""
    pool = Pool()
    drawn = pool.one("green", "vp")
    state = scenario(2, pool=pool, crews=[[], []], deck=[drawn, *pool.any(5)])
    state["players"][0].update(destinations=[7, 29], bracelets=3, recruits=0)
    gains = {}
    for bracelets in (1, 2, 3):
        after, events = play(state, 0, {"type": "trade", "bracelets": bracelets})
        gains[bracelets] = events[0]["data"]["gains"]
        assert after["players"][0]["bracelets"] == 3 - bracelets
    assert gains == {1: {"card": 1}, 2: {"card": 1, "recruit": 1}, 3: {"card": 1, "recruit": 1, "vp": 2}}
    # There is no move naming a column: a trade only says how many bracelets it spends.
    with pytest.raises(IllegalMove):
        RULES.decide(state, 0, {"type": "trade", "bracelets": 1, "column": 3}, None)


def test_trade_on_the_advanced_ship_side():
    """knarr.md §4: advanced side [VP, –, bracelet]; the bracelets are spent before the gains, so
    column 3's bracelet comes back (held 3: spend 3, gain 1 -> 1)."""
    state = scenario(2, ship_side="advanced")
    state["players"][0].update(destinations=[], bracelets=3)
    for bracelets, vp, left in ((1, 1, 2), (2, 1, 1), (3, 1, 1)):
        after, events = play(state, 0, {"type": "trade", "bracelets": bracelets})
        assert events[0]["data"]["gains"].get("vp") == vp
        assert after["players"][0]["bracelets"] == left


# --- Remarques ---------------------------------------------------------------------------------


def test_empty_deck_and_discard_the_seat_with_most_vikings_discards_even_out_of_turn():
    """ "si la Pioche de Vikings ET la Défausse sont vides, le joueur qui a le plus de Vikings doit
    se défausser d'un Viking de son choix pour devenir la nouvelle carte tirée" -- here it is not the
    player whose draw it is."""
    pool = Pool()
    crew0 = [pool.one("red", "vp")]
    crew2 = pool.take("blue", "vp", 3)
    new = pool.one("purple", "vp")
    board = {colour: pool.one(colour, "bracelet") for colour in C.COLOURS}
    state = scenario(
        3,
        pool=pool,
        crews=[crew0, pool.take("green", "vp", 2), crew2],
        hands=[[new, *pool.any(2)], pool.any(3), pool.any(3)],
        board=board,
        deck=[],
    )
    state["players"][0]["recruits"] = 0
    state, events = play(state, 0, {"type": "recruit", "card": new})
    assert events[-1]["type"] == "deck_exhausted" and RULES.to_move(state) == [2]
    assert RULES.legal_moves(state, 0) == []
    state, events = play(state, 2, {"type": "discard_viking", "card": crew2[-1]})
    assert state["board"]["purple"] == crew2[-1]  # the discarded Viking is the card drawn
    assert state["players"][2]["crew"]["blue"] == crew2[:-1] and RULES.to_move(state) == [0]


def test_bracelets_and_recruit_tokens_are_capped_at_three():
    """ "le nombre maximum de Bracelets en Argent et de Jetons de Recrutement que vous pouvez avoir
    est plafonné à 3 chacun". A3 gives a bracelet and a recruit to a seat holding 3 of each."""
    state = scenario(2, crews=[[], []])
    state["players"][0].update(recruits=3, bracelets=3)
    state, _ = play(state, 0, {"type": "explore", "destination": 3})
    state, _ = play(state, 0, {"type": "pay_recruit"})
    state, _ = play(state, 0, {"type": "pay_recruit"})
    state, _ = play(state, 0, {"type": "pay_recruit"})
    me = state["players"][0]
    assert (me["bracelets"], me["recruits"]) == (3, 1)


# --- Gains -------------------------------------------------------------------------------------


def test_each_gain_symbol():
    """ "Triangles jaunes - 1 point de victoire; Casque vert - 1 Jeton de Recrutement; Bandeau rouge -
    1 Jeton Bracelet; Instrument bleu - Avancez de 1 sur l'échelle de Renommée; Carte noire -
    Piochez la première carte viking de la pioche et placez-la dans votre zone d'équipage, mais ne
    gagnez PAS d'Atouts". B24 gives 4 VP, a bracelet, a recruit, a reputation and a card."""
    pool = Pool()
    crew = [pool.one(colour, "vp") for colour in C.COLOURS]
    drawn = pool.one("blue", "reputation")
    state = scenario(
        2,
        pool=pool,
        crews=[crew, []],
        deck=[drawn, *pool.any(4)],
        display={"A": [1, 2, 3], "B": [24, 22, 23]},
    )
    state["players"][0].update(recruits=0, bracelets=0)
    state, _ = play(state, 0, {"type": "explore", "destination": 24})
    for card in crew:
        state, events = play(state, 0, {"type": "pay", "card": card})
    me = state["players"][0]
    assert (me["score"], me["bracelets"], me["recruits"], me["reputation"]) == (4, 1, 1, 1)
    assert me["crew"]["blue"] == [drawn]  # the drawn Viking's reputation symbol is not gained now


# --- Artefacts ---------------------------------------------------------------------------------


def test_artifact_timing_action_check_trade_then_row_check():
    """ "(Commerce optionnel) => Action => vérifier les artefact => (Commerce optionnel) => vérifier
    les artefacts girouette / amulette". With the Golden Bracelet, the offer comes right after the
    action, before the optional trade (no trade while it is pending)."""
    pool = Pool()
    reds = pool.take("red", "vp", 2)
    third = pool.one("red", "bracelet")
    state = scenario(
        2,
        pool=pool,
        crews=[reds, []],
        hands=[[third, *pool.any(2)], pool.any(3)],
        artifacts=["golden_bracelet"],
    )
    state["players"][0].update(recruits=0, bracelets=2)
    state, _ = play(state, 0, {"type": "recruit", "card": third})
    assert state["phase"] == "offer"
    assert not [m for m in RULES.legal_moves(state, 0) if m["type"] == "trade"]
    state, _ = play(state, 0, {"type": "reserve", "destination": 1})
    assert {"type": "trade", "bracelets": 1} in RULES.legal_moves(state, 0)


def test_mjolnir_amulet_example_row_of_five():
    """ "Amulette (Mjolnir) : Si vous complétez une ligne de cinq vikings de couleurs différentes,
    vous pouvez prendre un bracelet en argent, une recrue et un point de renommée"."""
    pool = Pool()
    crew = [pool.one(colour, "vp") for colour in ("red", "yellow", "green", "blue")]
    purple = pool.one("purple", "vp")
    state = scenario(
        2, pool=pool, crews=[crew, []], hands=[[purple, *pool.any(2)], pool.any(3)], artifacts=["amulet"]
    )
    state["players"][0].update(recruits=0, bracelets=0)
    state, events = play(state, 0, {"type": "recruit", "card": purple})
    assert _completed(events) == [
        {"artifact": "amulet", "gains": {"bracelet": 1, "recruit": 1, "reputation": 1}}
    ]
    me = state["players"][0]
    assert (me["bracelets"], me["recruits"], me["reputation"], me["score"]) == (1, 1, 1, 1)


def test_silver_coins_one_vp_for_each_viking_beyond_the_third():
    """ "Pièces d'argent : Pour chaque viking recruté au-delà du 3e viking de même couleur, vous
    gagnez 1 point de victoire": the 3rd gives nothing, the 4th and the 5th 1 VP each."""
    pool = Pool()
    greens = pool.take("green", "vp", 2)
    hand = [*pool.take("green", "vp", 2), pool.one("green", "reputation")]
    state = scenario(2, pool=pool, crews=[greens, []], hands=[hand, pool.any(3)], artifacts=["silver_coins"])
    effects = []
    for card in hand:
        state["players"][0].update(recruits=0, bracelets=0)  # no choice of slot, no trade: the turn ends
        state, events = play(state, 0, {"type": "recruit", "card": card})
        effects.append(_completed(events))
        state, _ = finish_turn(state)  # seat 1's turn
    coin = {"artifact": "silver_coins", "gains": {"vp": 1}}
    assert effects == [[], [coin], [coin]]
    assert len(state["players"][0]["crew"]["green"]) == 5


# --- Fin de la partie --------------------------------------------------------------------------


def test_end_at_40_equal_turns_then_most_points_then_recruits_and_bracelets():
    """ "La fin de partie se déclenche lorsqu'un joueur atteint ou dépasse 40 points. Le tour se
    termine par un nombre égal de tours pour tous les joueurs. [...] le joueur qui a le plus de points
    gagne ! En cas d'égalité, c'est la personne qui a le plus de recrues et de bracelets en argent qui
    gagne." Four players; the last seat of the round reaches 40: the game ends after its turn."""
    pool = Pool()
    hands = [[pool.one(colour, "vp"), *pool.any(2)] for colour in ("red", "yellow", "green", "blue")]
    state = scenario(4, pool=pool, hands=hands, crews=[[], [], [], []])
    for seat, player in enumerate(state["players"]):
        player.update(recruits=0, bracelets=0, score=(39, 30, 30, 39)[seat])
    state, _ = finish_turn(state)  # seat 0 reaches 40: the round goes on
    assert state["end_triggered"] and state["current"] == 1
    state, _ = finish_turn(state)
    state, _ = finish_turn(state)
    state, events = finish_turn(state)  # seat 3 also reaches 40; it is the last of the round
    assert types(events)[-1] == "game_ended" and state["phase"] == "over"
    assert [p["score"] for p in state["players"]] == [40, 31, 31, 40]
    state["players"][3]["recruits"] = 1  # recruits + bracelets break the tie
    assert RULES.outcome(state)["winners"] == [3]
    state["players"][0]["bracelets"] = 1
    assert RULES.outcome(state)["winners"] == [0, 3]
