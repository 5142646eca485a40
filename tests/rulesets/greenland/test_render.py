"""``render_view_html``: well-formed HTML drawn from a seat's view, hiding what the view hides.

Random games (2 and 3 players, beginner and advanced; the four-player Sami game; the one-player
cooperative game) are played with the rule set's own setup / decide / evolve; at many points the
page is rendered for every seat and for a spectator, in English or French, and checked against
the full state: the viewer's own hand is drawn card by card, no card of another seat's hand is.
"""

import re
from html import escape, unescape
from random import Random

import pytest

from games.engine import fold
from games.rulesets import presentation_for
from games.rulesets.greenland import components as C
from games.rulesets.greenland import render, text
from games.rulesets.greenland.state import controller, marry
from games.rulesets.page_style import colon_for
from tests.rulesets.page_check import parse_page

from .helpers import RULES, make_state, play
from .test_hunting import VIKING, g8_assign, walrus_state

NBSP = "\u00a0"


def offered_to(view) -> set[str]:
    """Hand cards the view shows in an offer (to its two parties only, A2)."""
    nego = view.get("nego") or {}
    return {
        item["card"]
        for offer in nego.get("offers", [])
        for item in offer["give"] + offer["ask"]
        if item.get("kind") == "hand" and item.get("card")
    }


def symbols_shown(html: str) -> list[str]:
    """The event symbols the page draws (``data-symbol``), top to bottom."""
    return re.findall(r'data-symbol="([a-z_]+)"', html)


def section(html: str, name: str) -> str:
    """The text of one ``data-section`` of the page, up to the next section (tags dropped, runs of
    plain white space made one; a no-break space stays)."""
    start = html.index(f'data-section="{name}"')
    following = html.find("data-section=", start + 1)
    chunk = html[start : html.rfind("<", start, following) if following != -1 else len(html)]
    return re.sub(r"[ \t\n]+", " ", unescape(re.sub(r"<[^>]*>", " ", chunk.split(">", 1)[1])))


def check_page(state, seat, locale="en"):
    view = RULES.view(state, seat)
    html = presentation_for(RULES.id).render_view_html(view, seat, locale)
    checker = parse_page(html)
    assert "<script" not in html and "javascript:" not in html.lower()
    text = re.sub(r"\s+", " ", "".join(checker.text))
    french = locale.startswith("fr")
    seat_word = "Place" if french else "Seat"
    you = "(vous)" if french else "(you)"
    mine = [t for t in range(len(state["players"])) if seat is not None and controller(state, t) == seat]
    own = [card for t in mine for card in state["players"][t]["hand"]]
    hidden = {card for t, p in enumerate(state["players"]) if t not in mine for card in p["hand"]}
    hidden -= offered_to(view)
    assert sorted(checker.hand_cards) == sorted(own)
    assert not (checker.cards | set(checker.hand_cards)) & hidden
    chunks = {chunk.strip() for chunk in checker.text}  # a card name is a text node of its own
    for card in hidden:  # not by name either
        assert C.card_name(card, "fr" if french else "en") not in chunks, card
    seats = sorted({controller(state, t) for t in range(len(state["players"]))})
    for number in seats:
        assert f"{seat_word} {number + 1}" in text
    if seat is None:
        assert you not in text and "data-hand-card" not in html
    else:
        assert f"{seat_word} {seat + 1} {you}" in text
    # the rows are drawn, card by card, and so are the cards out of the game (public, in the box)
    for sides in state["rows"].values():
        assert set(sides["warm"] + sides["cold"]) <= checker.cards
    # and each row card says its victorious deaths (G0), as every card carries them or not
    row_cards = [card for sides in state["rows"].values() for card in sides["warm"] + sides["cold"]]
    assert html.count('data-card-symbol="deaths"') == len(row_cards)
    assert set(state["removed"]) <= checker.cards
    assert 'data-section="box"' in html
    # the event card of the turn, with every symbol it carries, in order
    if state["event"] and state["turn"]:
        card = C.EVENT_CARDS[state["event"]]
        assert symbols_shown(html) == [s["kind"] for s in card["symbols"]] + (
            ["trading_ship"] if card["import"] else []
        )
    if french:
        assert "Tribus" in text and "Énergie" in text and "Tribes" not in text
    else:
        assert "Tribes" in text and "Energy" in text
    return html, text


def play_and_check(players, seed, options, every):
    """Random moves until the end; every ``every`` moves render for all seats and a spectator."""
    chooser = Random(seed)
    resolved = RULES.resolve_options(players, options)
    state = fold(RULES, RULES.setup(players, resolved, Random(seed)))
    moves = 0
    asks = set()
    while True:
        if moves % every == 0 or RULES.outcome(state) is not None:
            asks.add((state["step"] or {}).get("ask"))
            for seat in [*range(players), None]:
                check_page(state, seat, "fr" if (moves // every + (seat or 0)) % 2 else "en")
        if RULES.outcome(state) is not None:
            return asks
        seat = chooser.choice(RULES.to_move(state))
        move = chooser.choice(RULES.legal_moves(state, seat))
        for event in RULES.decide(state, seat, move, Random(chooser.getrandbits(64))):
            state = RULES.evolve(state, event)
        moves += 1


@pytest.mark.parametrize("players", [2, 3])
@pytest.mark.parametrize("game", ["beginner", "advanced"])
def test_random_games_render_for_every_seat(players, game):
    asks = set()
    for seed in range(3):
        asks |= play_and_check(players, seed, {"game": game}, every=11)
    assert "assign" in asks


def test_sami_four_player_game_renders():
    play_and_check(4, 3, {"game": "advanced"}, every=13)


def test_solitaire_game_renders_with_tribe_names():
    asks = play_and_check(1, 5, {"game": "advanced"}, every=13)
    assert "assign" in asks
    state = fold(RULES, RULES.setup(1, RULES.resolve_options(1, {}), Random(2)))
    html = presentation_for(RULES.id).render_view_html(RULES.view(state, 0), 0, "fr")
    assert "les Thulé" in html and "les Vikings" in html and "Place 1 (vous)" in html


def test_hand_shown_to_its_owner_only_and_text_escaped():
    state = make_state(["thule", "viking"], north=["walrus", "dogs"], south=["harp_seal"], game="advanced")
    state["players"][0]["hand"] = ["musk_ox"]
    state["players"][1]["hand"] = ["recurve_bow", "elkhounds"]
    state["step"] = {"kind": "decision", "seat": 1, "ask": "assign"}
    state["hunters"]["walrus"] = [2, 0]
    state["players"][1]["alpha"] = "hunt:walrus"
    html, text = check_page(state, 0, "en")
    assert "Musk Ox" in text and "Recurve Bow" not in text and "2 cards" in text
    assert "Thule (yellow) ×2" in text and "Viking (red) ×1" in text
    assert "the game is waiting for hunters to be assigned" in text
    html, text = check_page(state, 1, "fr")
    assert "Arc recourbé" in text or "recurve_bow" in html
    assert "Musk Ox" not in text and "1 carte" in text
    assert "que vous affectiez vos chasseurs" in text
    html, text = check_page(state, None, "en")
    assert "data-hand-card" not in html and "You are watching" in text
    # a hostile string in the view comes out escaped
    view = RULES.view(state, 0)
    view["players"][0]["hand"] = ["<script>x</script>"]
    html = render.render_view_html(view, 0, "en")
    assert "<script>" not in html and "&lt;script&gt;" in html


def test_phase_three_offers_are_listed():
    for seed in range(6):
        chooser = Random(seed)
        state = fold(RULES, RULES.setup(3, RULES.resolve_options(3, {"game": "advanced"}), Random(seed)))
        while RULES.outcome(state) is None:
            if (state["nego"] or {}).get("offers"):
                html, text = check_page(state, state["nego"]["offers"][0]["from"], "en")
                assert "Offers in play" in text and "offers" in text
                assert "Phase 3: Negotiation / attacks" in text
                html, text = check_page(state, None, "fr")
                assert "Offres en jeu" in text
                return
            seat = chooser.choice(RULES.to_move(state))
            move = chooser.choice(RULES.legal_moves(state, seat))
            for event in RULES.decide(state, seat, move, Random(chooser.getrandbits(64))):
                state = RULES.evolve(state, event)
    pytest.fail("no offer seen in six random games")


# ---------------------------------------------------------------- the event card's symbols (D, D1-D10)


@pytest.mark.parametrize("event", sorted(C.EVENT_CARDS))
def test_every_event_card_shows_its_symbols_in_words(event):
    """Each of the 16 event cards: its symbols top to bottom, then its trading ship when it has an
    import, each with a name and what it does, in English and in French."""
    card = C.EVENT_CARDS[event]
    expected = [s["kind"] for s in card["symbols"]] + (["trading_ship"] if card["import"] else [])
    state = make_state(["thule", "viking"], north=["walrus"], south=["harp_seal"], event=event)
    for locale in ("en", "fr"):
        html, _ = check_page(state, 0, locale)
        shown = section(html, "event")
        assert symbols_shown(html) == expected
        assert C.card_name(event, locale) in shown
        for symbol in card["symbols"]:
            name, effect = text.describe_symbol(symbol, locale)
            assert name in shown and effect in shown, (symbol, locale)
            assert effect and name != symbol["kind"]  # words, not the data's key
            # the same as a tooltip, with the language's colon ("Nom : effet" in French)
            assert f'title="{escape(name)}{colon_for(locale)} {escape(effect)}"' in html
        if card["import"]:
            item = C.card_name("import:" + event, locale)
            assert item in shown


def test_french_page_waits_empty_hands_and_tableaux_as_french_says_them():
    """The French page: "le jeu attend …" is no quotation (no « »), its full stop is its own; an empty hand or
    tableau has "aucune" (carte); the trophies stay "aucun"."""
    state = make_state(["thule", "viking"], north=["walrus"], south=["harp_seal"])
    state["step"] = {"kind": "decision", "seat": 1, "ask": "auction"}
    for player in state["players"]:
        player["hand"], player["tableau"], player["trophies"] = [], [], []
    html, seen = check_page(state, 0, "fr")
    assert "Viking (rouge)  : le jeu attend une enchère ou un passe." in section(html, "pending")
    assert "«" not in section(html, "pending")
    assert "Votre main : 0 carte (taille 1)aucune" in seen
    assert "Tableau : aucune" in seen and "Trophées : aucun" in seen


def test_event_symbols_read_as_a_person_reads_them():
    state = make_state(
        ["thule", "viking", "tunit"], north=["walrus"], south=["harp_seal"], event="skraeling_war"
    )
    html, _ = check_page(state, 1, "en")
    shown = section(html, "event")
    assert "Event: Skraeling War (first player: red, else yellow)" in shown
    assert "Its symbols, applied top to bottom:" in shown
    assert "Markland forbidden — this turn, no cube may go to Markland or leave it (D9)" in shown
    assert "Migration (southern row)" in shown and "Elder death" in shown
    assert "Trading ship — the import Chain Mail is auctioned for ivory" in shown
    assert shown.index("Markland forbidden") < shown.index("Migration") < shown.index("Elder death")
    html, _ = check_page(state, 1, "fr")
    shown = section(html, "event")
    assert "Événement : Guerre skræling (premier joueur : rouge, sinon jaune)" in shown
    assert "Markland interdit — ce tour, aucun cube ne peut aller au Markland ni en partir (D9)" in shown
    assert "Migrations (rangée sud)" in shown and "Sacrifice des Anciens" in shown
    assert "Navire de commerce — l'Importation «\u00a0Cotte de mailles\u00a0»" in shown
    # the venereal symbol names the daughters' colours, the epidemic its threshold
    state["event"] = "measles"
    shown = section(check_page(state, 0, "en")[0], "event")
    assert "Epidemic (8+)" in shown and "Venereal disease ♀ (red)" in shown
    assert "every tribe with a spouse on a red daughter is decimated" in shown
    shown = section(check_page(state, 0, "fr")[0], "event")
    assert "Épidémie (8+)" in shown and "sur une Fille rouge est décimée" in shown
    state["event"] = "syphilis"
    shown = section(check_page(state, 0, "fr")[0], "event")
    assert "Maladie vénérienne ♀ (jaune, vert)" in shown and "sur une Fille jaune ou verte" in shown
    # the pictures stand beside the words, hidden from screen readers
    assert '<span aria-hidden="true"' in html


def test_cooperative_game_says_the_sunspot_rule_on_global_cooling():
    state = fold(RULES, RULES.setup(1, RULES.resolve_options(1, {}), Random(2)))
    state["event"] = "pack_ice"
    shown = section(presentation_for(RULES.id).render_view_html(RULES.view(state, 0), 0, "en"), "event")
    assert "No sea hunt" in shown and "Global cooling" in shown and "sunspot rule" in shown
    state = make_state(["thule", "viking"], north=["walrus"], south=["harp_seal"], event="pack_ice")
    assert "sunspot" not in section(check_page(state, 0, "en")[0], "event")


def test_no_event_card_before_the_first_turn():
    state = make_state(["thule", "viking"], north=["walrus"], south=["harp_seal"])
    state["turn"], state["event"] = 0, None
    html, text_seen = check_page(state, 0, "en")
    assert 'data-section="event"' not in html and not symbols_shown(html) and "Setting up" in text_seen


# ---------------------------------------------------------------- cards out of the game (the box)


def test_cards_in_the_box_are_in_every_view_and_listed():
    """D1, D4, D10, A2, A3: cards go to the box face up; every seat and a spectator see them."""
    state = make_state(["thule", "viking"], north=["walrus"], south=["harp_seal"], game="advanced")
    html, _ = check_page(state, 0, "en")
    assert "Out of the game (in the box)" in section(html, "box")
    assert "No card has left the game yet." in section(html, "box")
    state["removed"] = ["arctic_fox", "import:ulfberht_sword", "musk_ox", "kirima"]
    for seat in (0, 1, None):
        assert RULES.view(state, seat)["removed"] == state["removed"]
    html, _ = check_page(state, 1, "en")
    shown = section(html, "box")
    assert "Out of the game (in the box) (4)" in shown
    assert "Arctic Fox" in shown and "Imported Sword (import)" in shown and "Musk Ox (D)" in shown
    assert "Kirima (daughter)" in shown
    assert shown.index("Arctic Fox") < shown.index("Imported Sword") < shown.index("Musk Ox")
    html, _ = check_page(state, None, "fr")
    shown = section(html, "box")
    assert "Hors jeu (dans la boîte) (4)" in shown
    assert (
        "Renard arctique" in shown and "Épée importée (importation)" in shown and "Bœuf musqué (D)" in shown
    )


def test_a_card_that_leaves_the_game_in_play_reaches_the_box_on_the_page():
    """A migration (D1) puts the row's card of lowest Maximum in the box; an import nobody buys
    (D10) goes back to it."""
    chooser = Random(4)
    state = fold(RULES, RULES.setup(3, RULES.resolve_options(3, {"game": "advanced"}), Random(4)))
    while RULES.outcome(state) is None and len(state["removed"]) < 3:
        seat = chooser.choice(RULES.to_move(state))
        move = chooser.choice(RULES.legal_moves(state, seat))
        for event in RULES.decide(state, seat, move, Random(chooser.getrandbits(64))):
            state = RULES.evolve(state, event)
    assert state["removed"]
    for seat in (0, 1, 2, None):
        html, _ = check_page(state, seat, "en")
        shown = section(html, "box")
        for card in state["removed"]:
            assert C.card_name(card, "en") in shown


# ---------------------------------------------------------------- one source of words (text.py)


def test_the_page_names_things_with_the_rule_sets_words():
    """Phases, biome types, resources and colours: the words of ``text``, the ones the rule set's
    messages use, in both languages; the page keeps no words of its own for them."""
    for name in ("PHASES", "BIOME_TYPES", "YIELDS", "ONE_BABY", "COLOUR_NAMES"):
        assert not hasattr(render, name), name
    state = make_state(["thule", "viking"], north=["walrus"], south=["bog_iron"], event="ulfberht_sword")
    state["auction"] = {"card": "ulfberht_sword", "high": 2, "leader": 1, "passed": [], "next": 0}
    state["step"] = {"kind": "decision", "seat": 0, "ask": "auction"}
    for locale in ("en", "fr"):
        html, seen = check_page(state, 0, locale)
        rows = section(html, "rows")
        assert text.BIOME_TYPES[locale]["sea"] in rows and text.BIOME_TYPES[locale]["metallurgy"] in rows
        assert text.amount("babies", 4, locale) in rows and text.amount("iron", 1, locale) in rows
        assert f"Phase 1{colon_for(locale).replace(NBSP, ' ')} {text.PHASES[locale][1]}" in seen  # seen: spaces folded
        assert text.amount("ivory", 2, locale) + " (" in section(html, "pending")
        for disc in ("energy", "ivory", "iron"):
            word = text.RESOURCES[locale][disc]
            assert f"{word[0].upper()}{word[1:]}{colon_for(locale).replace(NBSP, ' ')} " in seen
            # the offers' wording says the same thing ("an ivory" / "un ivoire")
            assert text.describe_item({"kind": disc}, locale).endswith(" " + word)
        thule = C.TRIBES["thule"]["name_fr" if locale == "fr" else "name"]
        assert f"{thule} ({text.COLOURS[locale]['yellow']})" in seen
    html, seen = check_page(state, 0, "en")
    assert "sea hunt · 2 successes" in seen and "yields: 4 babies, 2 energy, 1 ivory" in seen
    assert "highest bid 2 ivory" in seen
    html, seen = check_page(state, 0, "fr")
    assert "chasse maritime · 2 succès" in seen and "rapporte : 4 bébés, 2 énergie, 1 ivoire" in seen
    assert "métallurgie" in seen and "Phase 1 : Évènement / importation" in seen
    assert "meilleure mise 2 ivoire" in seen


# ---------------------------------------------------------------- what a biome card shows (A, A1, G0, G5, G6)


def card_box(html: str, card: str) -> str:
    """The text of the box drawn for ``card`` in a row (from its ``data-card`` div to the matching
    end tag; tags dropped, runs of white space made one)."""
    start = html.index(f'<div data-card="{card}" style="flex')
    depth, at = 0, start
    for tag in re.finditer(r"<(/?)div\b", html[start:]):
        depth += -1 if tag.group(1) else 1
        if depth == 0:
            at = start + tag.start()
            break
    return re.sub(r"\s+", " ", unescape(re.sub(r"<[^>]*>", " ", html[start:at]))).strip()


def card_symbols(html: str, card: str) -> list[str]:
    """The kinds of the lines a row card's box shows under its yield (``data-card-symbol``)."""
    start = html.index(f'<div data-card="{card}" style="flex')
    end = html.find('<div data-card="', start + 1)
    return re.findall(r'data-card-symbol="([a-z_]+)"', html[start : end if end != -1 else len(html)])


def test_biome_cards_show_deaths_trophies_hand_symbols_and_more():
    """Everything the data of a row card holds is on the page, in words, in both languages: the
    Maximum (A1, D1), the victorious-death faces (G0, by side for the New World), the antler with
    its dice and VP (G5), the hand symbol with its dice (G6, an antler without dice on an I card
    too), Bog Iron's energy loss (G4) and the New World's infinity sign (E2)."""
    state = make_state(
        ["thule", "viking"],
        north=["markland", "walrus", "musk_ox", "slit_goggles", "bowhead_whale", "toggle_harpoon"],
        south=["vinland", "bog_iron", "harp_seal"],
        game="advanced",
    )
    state["new_world"]["markland"]["side"] = "hostile"
    expected = {
        "en": {
            "walrus": ["sea hunt · 2 successes · Maximum 9", "victorious death on 3 (G0)",
                       "trophy with triples: 4 VP (G5)"],
            "musk_ox": ["land hunt · D · 2 successes · Maximum 5", "victorious death on 6 (G0)",
                        "into the hand with triples (G6)"],
            "slit_goggles": ["Maximum 0", "no victorious death (G0)",
                             "into the hand after a successful hunt (G5, G6)"],
            "toggle_harpoon": ["into the hand after a successful hunt (G6)"],
            "bowhead_whale": ["victorious death on 5 or 6 (G0)", "trophy with quadruples: 7 VP (G5)"],
            "bog_iron": ["no victorious death (G0)",
                         "a success costs an energy loss of 1 (D3); refused, the hunt fails (G4)"],
            "harp_seal": ["Maximum 15", "no victorious death (G0)"],
            "markland": ["New World, hostile · 2 successes · Maximum 7", "victorious death on 3 or 6 (G0)",
                         "inexhaustible: every tribe may succeed (E2)"],
        },
        "fr": {
            "walrus": ["chasse maritime · 2 succès · Maximum 9", "mort victorieuse sur 3 (G0)",
                       "trophée avec des triples : 4 PV (G5)"],
            "musk_ox": ["chasse terrestre · D · 2 succès · Maximum 5", "mort victorieuse sur 6 (G0)",
                        "en main avec des triples (G6)"],
            "slit_goggles": ["aucune mort victorieuse (G0)", "en main après une chasse fructueuse (G5, G6)"],
            "toggle_harpoon": ["en main après une chasse fructueuse (G6)"],
            "bowhead_whale": ["mort victorieuse sur 5 ou 6 (G0)", "trophée avec des quadruples : 7 PV (G5)"],
            "bog_iron": ["un succès coûte une déperdition de 1 (D3) ; refusée, la chasse échoue (G4)"],
            "harp_seal": ["aucune mort victorieuse (G0)"],
            "markland": ["Nouveau Monde, hostile · 2 succès · Maximum 7", "mort victorieuse sur 3 ou 6 (G0)",
                         "inépuisable : chaque tribu peut y réussir (E2)"],
        },
    }  # fmt: skip
    for locale, cards in expected.items():
        html, _ = check_page(state, 0, locale)
        assert text.describe_biome("walrus", [3], locale)[1][1] in section(html, "rows")
        for card, lines in cards.items():
            box = card_box(html, card)
            for line in lines:
                assert line in box, (locale, card, line, box)
        # one line per thing printed, in the order a hunter reads them; nothing a card lacks
        assert card_symbols(html, "walrus") == ["deaths", "trophy"]
        assert card_symbols(html, "musk_ox") == ["deaths", "hand"]
        assert card_symbols(html, "harp_seal") == ["deaths"]
        assert card_symbols(html, "bog_iron") == ["deaths", "energy_loss"]
        assert card_symbols(html, "markland") == ["deaths", "inexhaustible"]
    # the peaceful side kills on 3 only (F4 example); Vinland's warm side by its own data
    state["new_world"]["markland"]["side"] = "peaceful"
    html, _ = check_page(state, 1, "en")
    assert "victorious death on 3 (G0)" in card_box(html, "markland")
    assert "victorious death on 6 (G0)" in card_box(html, "vinland")
    # the legend says once what a Maximum and a victorious death are
    rows = section(html, "rows")
    assert "Maximum: a migration replaces the row's card of lowest Maximum (D1)." in rows
    assert rows.count("Victorious death:") == 1
    rows = section(check_page(state, 1, "fr")[0], "rows")
    assert "Maximum : une migration remplace la carte de plus petit Maximum de la rangée (D1)." in rows


def test_a_d_card_with_an_antler_is_not_shown_as_a_trophy():
    """G5: D and I cards always go to the hand, never to the tableau as a trophy, and the rules
    never offer it (``flow.after_iron_rule``); the caribou's data has an antler (2 dice, 2 VP), so
    the page shows its hand symbol only."""
    assert C.BIOMES["caribou"]["trophy"] and C.BIOMES["caribou"]["mark"] == "D"
    state = make_state(["thule", "viking"], north=["walrus"], south=["caribou"], game="advanced")
    for locale in ("en", "fr"):
        html, _ = check_page(state, 0, locale)
        assert card_symbols(html, "caribou") == ["deaths", "hand"]
        assert ("triples" in card_box(html, "caribou")) and "VP" not in card_box(html, "caribou")
        assert "PV" not in card_box(html, "caribou")


def test_the_card_lines_stay_narrow_on_a_phone():
    """The new lines are small print in the card's box (150–220 px, wrapping): no fixed width, no
    nowrap, 14 px text."""
    state = make_state(
        ["thule", "viking"], north=["markland", "walrus"], south=["vinland", "bog_iron"], game="advanced"
    )
    html, _ = check_page(state, 0, "fr")
    lines = re.findall(r'<div data-card-symbol="[a-z_]+" style="([^"]*)"', html)
    assert lines and all(style == "font-size:14px" for style in lines)
    for card in ("walrus", "bog_iron", "markland", "vinland"):
        start = html.index(f'<div data-card="{card}" style="')
        assert "max-width:220px;min-width:0" in html[start : start + 200]


# ---------------------------------------------------------------- what a tableau card does (A2, A3, E, G, H)


def tableau_item(html: str, tribe: int, card: str) -> str:
    """The ``<li>`` of ``card`` in the tableau of ``tribe``'s panel (HTML)."""
    panel = html[html.index(f'data-tribe="{tribe}"') :]
    start = panel.index(f'<li><b data-card="{card}">')
    return panel[start : panel.index("</li>", start)]


def tableau_abilities(html: str, tribe: int, card: str) -> list[str]:
    return re.findall(r'data-tableau-ability="([a-z_]+)"', tableau_item(html, tribe, card))


def test_tableau_cards_say_what_they_do():
    """Under each D/I card, Viking animal and import of a tableau, in both languages, one small line
    per ability its data holds (``text.describe_tableau``), marked with its kind, for every viewer
    (the daughters: ``test_daughters_say_what_they_do_and_whose_abilities_they_are``)."""
    state = make_state(["thule", "viking"], north=["walrus"], south=["harp_seal"], game="advanced")
    thule = ["dogs", "toggle_harpoon", "import:ulfberht_sword", "import:icelandic_trading_ship"]
    viking = ["animal:sheep", "recurve_bow", "import:sun_stone", "import:bog_rust"]
    state["players"][0]["tableau"] += thule
    state["players"][1]["tableau"] += viking
    for seat, locale in ((0, "en"), (1, "fr"), (None, "en")):
        html, _ = check_page(state, seat, locale)
        for tribe, cards in ((0, thule), (1, viking)):
            for card in cards:
                lines = text.describe_tableau(card, locale)
                assert lines, card
                assert tableau_abilities(html, tribe, card) == [kind for kind, _ in lines], (card, locale)
                item = unescape(tableau_item(html, tribe, card))
                assert all(words in item for _, words in lines), (card, locale)
    html, _ = check_page(state, 0, "en")
    assert "sled: cubes go to one card outside the homeland without a Mariner" in tableau_item(
        html, 0, "dogs"
    )
    assert "sea hunt: 3s count as 1s (G3)" in tableau_item(html, 0, "toggle_harpoon")
    assert "raid (+o+), attacks too: re-roll the 6s (G2, F2)" in tableau_item(
        html, 0, "import:ulfberht_sword"
    )
    assert "cannot be raided (E5)" in tableau_item(html, 0, "import:icelandic_trading_ship")
    assert "in phase 5: 1 baby or an ivory (Icelandic wool, H2)" in tableau_item(html, 1, "animal:sheep")
    html, _ = check_page(state, 1, "fr")
    assert "traîneau : des cubes vont sur une carte hors de la Patrie" in unescape(
        tableau_item(html, 0, "dogs")
    )
    assert "chasse maritime : les 3 comptent comme des 1 (G3)" in tableau_item(html, 0, "toggle_harpoon")
    assert "réaffecter jusqu'à 3 cubes" in unescape(tableau_item(html, 1, "import:sun_stone"))
    assert "2 fer (A3) ; une dégradation de l'acier l'impose (D6)" in unescape(
        tableau_item(html, 1, "import:bog_rust")
    )


def spouse_item(html: str, tribe: int, daughter: str) -> str:
    """The ``<li>`` of ``daughter`` in the spouses of ``tribe``'s panel (HTML)."""
    panel = html[html.index(f'data-tribe="{tribe}"') :]
    spouses = panel[panel.index("<ul data-spouses") :]
    start = spouses.index(f'<li><b data-card="{daughter}">')
    return spouses[start : spouses.index("</li>", start)]


def test_daughters_say_what_they_do_and_whose_abilities_they_are():
    """F1: under each daughter of a tableau, whose abilities hers are (the tribe with her in its
    tableau, and the one with a spouse on her), then one small line per ability
    (``text.describe_daughter``); in the spouse's panel, under the daughter it married, the tableau
    she is in, the same two tribes and the same abilities; in both languages, for every viewer."""
    state = make_state(["thule", "viking"], north=["walrus"], south=["harp_seal"], game="advanced")
    marry(state, 1, "kirima", alpha=False)  # a Viking spouse on a Thule daughter
    state["players"][1]["unassigned"] -= 1
    daughters = {0: ["peepeelee", "kirima", "nuvua"], 1: ["birgitta", "gudrid"]}
    assert all(state["players"][tribe]["tableau"][:3] == cards[:3] for tribe, cards in daughters.items())
    for seat, locale in ((0, "en"), (1, "fr"), (None, "fr")):
        html, _ = check_page(state, seat, locale)
        for tribe, cards in daughters.items():
            for card in cards:
                lines = text.describe_daughter(card, locale)
                assert lines and tableau_abilities(html, tribe, card) == [kind for kind, _ in lines], card
                item = unescape(tableau_item(html, tribe, card))
                assert all(words in item for _, words in lines), (card, locale)
                assert item.count("data-daughter-holders") == 1
        # the married daughter, in the Viking spouses: the same lines, and whose they are
        item = unescape(spouse_item(html, 1, "kirima"))
        kinds = re.findall(r'data-tableau-ability="([a-z_]+)"', item)
        assert kinds == [kind for kind, _ in text.describe_daughter("kirima", locale)]
        owner, spouse = ("Thulé", "Viking") if locale == "fr" else ("Thule", "Viking")
        holders = text.describe_daughter_holders(owner, spouse, locale)
        assert holders in item and holders in unescape(tableau_item(html, 0, "kirima"))
        unmarried = text.describe_daughter_holders(owner, None, locale)
        assert unmarried in unescape(tableau_item(html, 0, "peepeelee"))
        assert "Thulé (jaune)" in item if locale == "fr" else "Thule (yellow)" in item
    html, _ = check_page(state, 1, "en")
    item = unescape(spouse_item(html, 1, "kirima"))
    assert "(daughter · in the tableau of Thule (yellow))" in re.sub(r"<[^>]*>", "", item)
    assert (
        "her abilities go at once to both the tribe whose tableau she is in, Thule, and her spouse's tribe, "
        "Viking (F1)" in item
    )
    assert "sea hunt: re-roll the 4s (G2)" in item
    assert "wins auction ties, ahead of play order (D10)" in tableau_item(html, 0, "peepeelee")
    assert "+2 hand size (A2)" in tableau_item(html, 1, "birgitta")
    html, _ = check_page(state, 0, "fr")
    item = unescape(spouse_item(html, 1, "kirima"))
    assert "(fille · au Tableau de Thulé (jaune))" in re.sub(r"<[^>]*>", "", item)
    assert (
        "ses capacités profitent à la fois à la tribu qui l'a au Tableau, Thulé, et à celle de son Conjoint, Viking (F1)"
        in item
    )
    assert "chasse maritime : relancer les 4 (G2)" in item
    assert "Fille rouge : le symbole ♀ de «\u00a0Rougeole\u00a0»" in unescape(tableau_item(html, 1, "gudrid"))
    assert "ses capacités profitent à la tribu qui l'a au Tableau, Viking, et aussitôt" in unescape(
        tableau_item(html, 1, "birgitta")
    )
    # the Thule have no spouse: their spouses say "none", with no list
    start = html.index('data-tribe="0"')
    thule = html[start : html.find("data-tribe=", start + 1) % (len(html) + 1)]
    assert "data-spouses" not in thule


def test_the_sami_daughters_and_a_spouse_of_her_own_tribe():
    """The Sami daughters (L) say their skis and drums, and that no venereal symbol names blue; a
    spouse on a daughter of its own tribe (a view may hold it) says the abilities count once."""
    state = make_state(
        ["thule", "tunit", "viking", "sami"], north=["walrus"], south=["harp_seal"], game="advanced"
    )
    html, _ = check_page(state, 3, "en")
    assert tableau_abilities(html, 3, "geala") == ["ski", "abduction", "venereal"]
    assert tableau_abilities(html, 3, "sunnan_anni") == ["drums", "abduction", "venereal"]
    assert "no venereal ♀ symbol names her colour" in unescape(tableau_item(html, 3, "geala"))
    view = RULES.view(state, 0)
    view["players"][0]["spouses"] = ["nuvua"]
    html = render.render_view_html(view, 0, "en")
    parse_page(html)
    assert "whose spouse is on her too: they count once (F1)" in unescape(spouse_item(html, 0, "nuvua"))
    daughters = sum(1 for p in view["players"] for card in p["tableau"] if card in C.DAUGHTER_CARDS)
    assert html.count("data-daughter-holders") == daughters + 1  # and once in the spouses


def test_tableau_lines_stay_narrow_on_a_phone_and_survive_odd_ids():
    """The ability lines are 14 px small print inside the list item (no width, no nowrap), folded
    under a summary; an id the data does not know (a hostile view) gets no line and no error."""
    state = make_state(["thule", "viking"], north=["walrus"], south=["harp_seal"], game="advanced")
    state["players"][1]["tableau"] += ["musk_ox", "animal:cow"]
    html, _ = check_page(state, 0, "fr")
    styles = re.findall(r'<div data-tableau-ability="[a-z_]+" style="([^"]*)"', html)
    cards = [card for player in state["players"] for card in player["tableau"]]  # daughters too
    lines = len(styles)
    assert lines == sum(len(text.describe_tableau(card, "fr")) for card in cards)
    styles += re.findall(r'<div data-daughter-holders="" style="([^"]*)"', html)
    assert all(style == "font-size:14px" for style in styles)
    # Folded under one "what it does (n)" summary per card (``<details>``, no script), so that a
    # tableau of daughters does not fill a phone's screen several times over.
    folded = re.findall(r'<details data-abilities=""><summary[^>]*>ses effets \((\d+)\)</summary>(.*?)</details>',
                        html, re.S)
    assert sum(int(count) for count, _inside in folded) == lines
    assert sum(inside.count("data-tableau-ability=") for _count, inside in folded) == lines
    assert sum(inside.count("data-daughter-holders=") for _count, inside in folded) == len(styles) - lines
    view = RULES.view(state, 0)
    view["players"][1]["tableau"] += ["markland", "<b>"]  # (an unknown "import:" or "animal:" id has no mark)
    view["players"][0]["spouses"] = ["<i>", "markland"]  # not daughters: named, with no line
    html = render.render_view_html(view, 0, "en")
    parse_page(html)
    assert html.count("data-tableau-ability=") == lines
    assert html.count("data-daughter-holders=") == len(styles) - lines


def test_a_tribe_with_a_card_to_touch_is_drawn_open():
    """Moves on the board: a raid or a marriage acts on a card of another tribe's tableau, which
    is folded; the button must be seen to be touched, so that tribe's panel is drawn open, and
    only then. Every other touchable element is outside the folded panels."""
    from games.engine.presentation import Touch

    state = make_state(["thule", "viking"], north=["walrus"], south=["harp_seal"], game="advanced")
    state["players"][1]["tableau"].append("meeka")
    view = RULES.view(state, 0)
    closed = render.render_view_html(view, 0, "en", ["Anne", "Bob"])
    assert "<details data-other=\"\" data-tribe=\"1\" data-seat=\"1\" style" in closed
    touches = {
        "tableau:meeka": Touch((('{"type": "place", "card": "meeka", "alpha": false}', "Place a hunter on Meeka"),)),
        "biome:walrus": Touch((("{}", "Place a hunter on Walrus"), ("{}", "Place the alpha on Walrus"))),
        "tribe:1": Touch((("{}", "First player: Bob"),)),
    }
    opened = render.render_view_html(view, 0, "en", ["Anne", "Bob"], touches)
    assert "<details data-other=\"\" data-tribe=\"1\" data-seat=\"1\" open style" in opened
    assert opened.count('class="touch"') == 3
    assert 'data-target="biome:walrus"' in opened and 'aria-label="the Walrus card: 2 choices"' in opened


def drawn_dice(html: str) -> list[tuple[str, str, list[int]]]:
    """Each roll drawn as dice: (its faces as written, its accessible name, the pips of each die)."""
    found = []
    for faces, label, body in re.findall(r'<span data-dice="([^"]*)" role="img" aria-label="([^"]*)"[^>]*>(.*?)</span>', html):
        dice = re.findall(r"<svg [^>]*>(.*?)</svg>", body)
        found.append((faces, unescape(label), [die.count("<circle") for die in dice]))
    return found


def test_the_dice_of_a_hunt_are_drawn_as_dice_with_words_for_a_screen_reader():
    """G8: a hunt waiting for a re-roll shows its six dice as dice (pips as the faces), named in
    words; once rolled out, the last roll is drawn the same way with its outcome, in French too."""
    state = walrus_state(spouse="kirima")
    g8_assign(state, [1, 2, 3, 4, 4, 6])
    assert state["step"]["ask"] == "reroll"
    html, _ = check_page(state, VIKING, "en")
    assert drawn_dice(html) == [("1 2 3 4 4 6", "Rolled 1, 2, 3, 4, 4 and 6: hunting roll · Walrus",
                                 [1, 2, 3, 4, 4, 6])]
    assert "dice: " not in html  # the faces are no longer bare numbers
    play(state, VIKING, {"type": "reroll", "face": 4}, dice=[1, 4])
    html, text = check_page(state, VIKING, "en")
    assert drawn_dice(html) == [("1 2 3 1 4 6", "Rolled 1, 2, 3, 1, 4 and 6: hunting roll · Walrus · success",
                                 [1, 2, 3, 1, 4, 6])]
    assert "Last roll: hunting roll · Walrus · (success)" in text
    html, text = check_page(state, VIKING, "fr")
    ((faces, label, _),) = drawn_dice(html)
    assert label == f"Les dés donnent 1, 2, 3, 1, 4 et 6{NBSP}: lancer de chasse · Morse · réussi", label


def test_a_die_without_a_face_is_a_question_mark_not_a_wrong_pip():
    view = RULES.view(make_state(["thule", "viking"]), 0)
    view["last_roll"] = {"purpose": "elder_death", "dice": [6, "x", 9]}
    html = render.render_view_html(view, 0, "en")
    ((faces, label, pips),) = drawn_dice(html)
    assert faces == "6 0 0" and pips == [6, 0, 0] and html.count(">?</text>") == 2
    assert label.startswith("Rolled 6, ? and ?: elder death roll")


def test_a_tableau_card_to_cash_in_comes_before_the_elder_board_in_ones_own_panel():
    """A3 on a phone: when the decision's button is a card of the viewer's tableau (cash it in),
    the tableau is drawn before the elder board, six ranks long, so that it is on the first
    screen; without such a button the panel keeps its order (hand, elder board, tableau)."""
    from games.engine.presentation import Touch

    state = make_state(["thule", "viking"], north=["walrus"], south=["harp_seal"], game="advanced")
    state["players"][0]["tableau"].append("dogs")
    view = RULES.view(state, 0)
    own = section(render.render_view_html(view, 0, "en", ["Anne", "Bob"]), "own-tribes")
    assert own.index("Your hand") < own.index("Elder board") < own.index("Tableau") < own.index("Trophies")
    touches = {"tableau:dogs": Touch((('{"type": "cash_in", "card": "dogs"}', "Cash in Dogs"),))}
    own = section(render.render_view_html(view, 0, "en", ["Anne", "Bob"], touches), "own-tribes")
    assert own.index("Tableau") < own.index("Your hand") < own.index("Elder board") < own.index("Trophies")
