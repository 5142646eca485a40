"""The reconstructed card set: counts (A4), the facts the rulebook states, every mechanic used."""

from games.rulesets.greenland import components as C


def test_card_counts_match_rulebook_a4():
    assert len(C.EVENTS) == 16
    assert len(C.NORTH_BIOMES) == 14
    assert len(C.SOUTH_BIOMES) == 15
    assert [card["id"] for card in C.NEW_WORLD] == ["markland", "vinland"]
    assert len(C.DAUGHTERS) == 8
    by_tribe = {t: sum(1 for d in C.DAUGHTERS if d["tribe"] == t) for t in C.TRIBE_ORDER}
    assert by_tribe == {"thule": 3, "tunit": 3, "viking": 2}
    assert len(C.VIKING_ANIMALS) == 2
    assert sum(len(card["sides"]) for card in C.VIKING_ANIMALS) == 4
    total = len(C.EVENTS) + len(C.NORTH_BIOMES) + len(C.SOUTH_BIOMES) + 2 + 8 + 2
    assert total == 57  # the categories A4 lists add up to 57 of its "60 cards" (see README)
    assert set(C.ELDER_BOARDS) == {*C.TRIBE_ORDER, C.SAMI}  # 3 boards, and the Sami one (L)
    for board in C.ELDER_BOARDS.values():
        assert len(board["poly"]) == 6 and len(board["mono"]) == 6


def test_ids_unique_and_maximums_distinct_in_each_row():
    ids = [c["id"] for c in C.NORTH_BIOMES + C.SOUTH_BIOMES + C.NEW_WORLD + C.EVENTS + C.DAUGHTERS]
    assert len(ids) == len(set(ids))
    for row in ("north", "south"):
        maxima = [c["maximum"] for c in C.BIOMES.values() if c["deck"] == row]
        assert len(maxima) == len(set(maxima))
        assert all(0 <= m <= 15 for m in maxima)


def test_facts_stated_by_the_rulebook():
    walrus = C.BIOMES["walrus"]
    assert (walrus["deck"], walrus["type"], walrus["successes"]) == ("north", "sea", 2)
    assert walrus["yield"] == {"babies": 4, "energy": 2, "ivory": 1, "iron": 0}
    assert walrus["deaths"] == [3] and walrus["trophy"]["dice"] == 3
    assert C.BIOMES["musk_ox"]["mark"] == "D" and C.BIOMES["musk_ox"]["hand"]["dice"] == 3
    assert C.BIOMES["musk_ox"]["tableau"]["babies"] == 2 and C.BIOMES["musk_ox"]["tableau"]["raid_faces"]
    assert C.BIOMES["gyrfalcon"]["yield"]["ivory"] == 1 and C.BIOMES["gyrfalcon"]["tableau"]["value"] == {
        "ivory": 1
    }
    assert C.BIOMES["elkhounds"]["type"] == "land"
    assert C.BIOMES["dogs"]["successes"] == 1 and C.BIOMES["dogs"]["mark"] == "D"
    assert C.BIOMES["ringed_seal"]["yield"]["babies"] == 1
    assert 2 in C.BIOMES["polar_bear"]["deaths"]
    assert C.BIOMES["shark"]["trophy"]["vp"] == 5
    bog = C.BIOMES["bog_iron"]
    assert (bog["type"], bog["yield"]["iron"], bog["energy_loss_on_success"]) == ("metallurgy", 1, 1)
    vinland = C.BIOMES["vinland"]["sides"]["hostile"]
    assert (
        vinland["yield"]["babies"] == 2 and vinland["yield"]["energy"] == 2 and vinland["yield"]["iron"] == 1
    )
    assert 2 in vinland["deaths"] and 6 in vinland["deaths"] and vinland["successes"] <= 2
    for nw in C.NEW_WORLD:
        assert len(nw["sides"]["hostile"]["deaths"]) > len(nw["sides"]["peaceful"]["deaths"])
    assert {"convert": 3, "on": "sea"} in C.BIOMES["toggle_harpoon"]["tableau"]["effects"]
    assert C.BIOMES["toggle_harpoon"]["mark"] == "I"
    assert C.BIOMES["slit_goggles"]["mark"] == "I" and C.BIOMES["slit_goggles"]["tableau"]["vp"] > 0
    assert C.BIOMES["icelandic_sheep"]["tableau"]["babies_or_ivory"]
    assert C.BIOMES["caribou"]["deck"] == "south"
    daughters = C.DAUGHTER_CARDS
    assert {"hand_size": 1} in daughters["peepeelee"]["effects"] and {"auction_ties": True} in daughters[
        "peepeelee"
    ]["effects"]
    assert {"hand_size": 2} in daughters["birgitta"]["effects"]
    assert {"reroll": 4, "on": "sea"} in daughters["kirima"]["effects"]
    assert {"reroll": 4, "on": "fishing"} in daughters["meeka"]["effects"] and daughters["meeka"][
        "tribe"
    ] == "tunit"
    assert {"energy_loss_reduction": 1} in daughters["saila"]["effects"]
    # A2 tip: no literate Tunit daughter, i.e. none with a hand-size bonus
    assert not any("hand_size" in e for d in C.DAUGHTERS if d["tribe"] == "tunit" for e in d["effects"])
    syphilis = C.EVENT_CARDS["syphilis"]
    assert {"kind": "venereal", "colours": ["yellow", "green"]} in syphilis["symbols"]
    assert C.EVENT_CARDS["icelandic_trading_ship"]["import"]["mark"] == "D"
    assert {"reassign": 3} in C.EVENT_CARDS["sun_stone"]["import"]["effects"]
    assert {"convert": 3, "on": "land"} in C.EVENT_CARDS["crossbow"]["import"]["effects"]
    assert {"reroll": 6, "on": "raid"} in C.EVENT_CARDS["ulfberht_sword"]["import"]["effects"]
    assert {"hand_size": 1} in C.EVENT_CARDS["kings_mirror"]["import"]["effects"]
    thresholds = {s["threshold"] for e in C.EVENTS for s in e["symbols"] if s["kind"] == "epidemic"}
    assert {8, 10} <= thresholds
    assert C.VIKING_ANIMALS[1]["sides"]["goat"]["name"] == "Settlement Goat"


def test_every_mechanic_appears_on_some_card():
    cards = C.NORTH_BIOMES + C.SOUTH_BIOMES
    assert {c["type"] for c in cards} == set(C.BIOME_TYPES)
    assert {c["trophy"]["dice"] for c in cards if c["trophy"]} == {0, 2, 3, 4}
    assert {c["hand"]["dice"] for c in cards if c["hand"]} == {0, 2, 3}
    assert {c["mark"] for c in cards} == {None, "D", "I"}
    symbols = {s["kind"] for e in C.EVENTS for s in e["symbols"]}
    assert symbols == {
        "migration",
        "epidemic",
        "venereal",
        "feud",
        "energy_loss",
        "global_cooling",
        "elder_death",
        "steel_degradation",
        "no_sea_hunt",
        "storm",
        "markland_forbidden",
        "falconers_ransom",
    }
    assert {s["per"] for e in C.EVENTS for s in e["symbols"] if s["kind"] == "energy_loss"} == {
        "fixed",
        "d_card",
    }
    assert {s["row"] for e in C.EVENTS for s in e["symbols"] if s["kind"] == "migration"} == {
        "north",
        "south",
    }
    effect_keys = set()
    tableaus = [c["tableau"] for c in cards] + [e["import"] for e in C.EVENTS if e["import"]]
    tableaus += [side["tableau"] for a in C.VIKING_ANIMALS for side in a["sides"].values()]
    for tab in tableaus:
        for effect in tab["effects"]:
            effect_keys |= set(effect)
    for d in C.DAUGHTERS:
        for effect in d["effects"]:
            effect_keys |= set(effect)
    assert {
        "reroll",
        "convert",
        "sled",
        "hand_size",
        "energy_loss_reduction",
        "auction_ties",
        "reassign",
        "hunt_first",
    } <= effect_keys
    assert any(t.get("no_raid") for t in tableaus) and any(t.get("raid_faces") for t in tableaus)
    assert any(t["value"].get("iron") for t in tableaus) and any(t["value"].get("ivory") for t in tableaus)
    assert any(t.get("forage") for t in tableaus)
    colours = {e["first"] for e in C.EVENTS} | {e["second"] for e in C.EVENTS}
    assert colours == {"red", "yellow", "green"}
    assert all(e["first"] != e["second"] for e in C.EVENTS)


def test_beginner_deck_is_big_enough_for_rows_and_migrations():
    for deck in (C.NORTH_BIOMES, C.SOUTH_BIOMES):
        plain = [c for c in deck if not c["mark"]]
        assert len(plain) >= C.ROW_START[3] + 2


def test_tableau_lookup_for_every_kind_of_card():
    assert C.tableau_card("import:crossbow")["value"] == {"iron": 1}
    assert C.tableau_card("animal:goat")["babies"] == 2 and C.card_name("animal:goat") == "Settlement Goat"
    assert C.tableau_card("birgitta")["effects"] == [{"hand_size": 2}]
    assert C.tableau_card("musk_ox")["forage"] == 1
    assert C.card_name("walrus", "fr") == "Morse" and C.card_name("import:crossbow", "fr") == "Arbalète"
