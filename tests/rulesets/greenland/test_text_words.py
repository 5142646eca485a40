"""One source of words: the resources, biome types and card names a move, an event symbol or a
biome card is described with are the words of the shared tables (``RESOURCES``, ``ONE_BABY``,
``amount``, ``disc_name``, ``BIOME_TYPES``, ``components``), the words the game page uses, so that
the page, the move list and the rule set's messages say the same thing; so do the decisions
awaited (``text.awaiting_texts``: the turn emails, the game page; its English is ``moves.AWAITING``
and ``negotiation.AWAITING``) and the ``IllegalMove`` messages of ``moves.check``. The texts are the Greenland
catalogue's: every text of it, English and French, names resources with the shared
words only, and a disc takes the French article of its gender; ``describe_biome`` reads each
card's data as the rules use it (G0, G4, G5, G6, E2)."""

import copy
import html
import re
from random import Random
from typing import Any

import pytest

from games.engine import IllegalMove, fold
from games.rulesets import presentation_for
from games.rulesets.greenland import components as C
from games.rulesets.greenland import moves, negotiation, text

from .helpers import RULES

LANGS = ("en", "fr")
# the resource words of both languages, with the plural/singular forms a text might write inline
RESOURCE_WORD = re.compile(
    r"\b(energ\w*|énerg\w*|ivor\w*|ivoir\w*|iron\w*|fers?|bab\w*|bébés?)\b", re.IGNORECASE
)

# every move whose text names a resource, with the cooperative game's discs paying as energy (K)
RESOURCE_MOVES = [
    {"type": "promote", "rank": 3, "alpha": False},
    {"type": "promote", "rank": 3, "alpha": True, "pay": "ivory"},
    {"type": "pay_loss", "with": "energy"},
    {"type": "pay_loss", "with": "ivory"},
    {"type": "pay_loss", "with": "iron"},
    {"type": "bid", "amount": 2},
    {"type": "iron_rule", "spend": True},
    {"type": "iron_rule", "spend": False},
    {"type": "forage", "card": "dogs", "with": "energy"},
    {"type": "forage", "card": "dogs", "with": "iron"},
    {"type": "wool", "take": "ivory"},
    {"type": "wool", "take": "babies"},
    {"type": "domesticate", "card": "dogs"},
    {"type": "domesticate", "card": "dogs", "pay": "iron"},
    {"type": "toolmaker", "card": "fish_weir", "pay": "iron"},
    {"type": "toolmaker", "card": "fish_weir", "pay": "ivory"},
    {"type": "pacify", "card": "vinland"},
    {"type": "witch_hunt", "rank": 2, "pay": "ivory"},
    {"type": "banish", "pay": "energy"},
    {"type": "emissary", "target": 1, "pay": "iron"},
    {"type": "proselytise", "target": 1, "pay": "ivory"},
    {"type": "offer_item", "side": "give", "item": {"kind": "ivory"}},
]


# random advanced games: 3 players, the solitaire game (K: the cooperative game's moves pay energy
# with any disc) and the four-player Sami expansion (L: the Sami declare first, the Bog Iron...)
PLAYOUTS = ((3, 0), (1, 1), (4, 2))


def playouts() -> tuple[list[dict], list[dict]]:
    """The moves offered in the ``PLAYOUTS`` games, and states to try illegal moves on: in each
    game, the first state where each decision is asked, and the final state."""
    found = {}
    states = []
    for players, seed in PLAYOUTS:
        chooser = Random(seed)
        state = fold(
            RULES, RULES.setup(players, RULES.resolve_options(players, {"game": "advanced"}), Random(seed))
        )
        asked = set()
        while RULES.outcome(state) is None:
            if state["step"]["ask"] not in asked:
                asked.add(state["step"]["ask"])
                states.append(copy.deepcopy(state))  # evolve works in place
            for seat in RULES.to_move(state):
                for move in RULES.legal_moves(state, seat):
                    found[repr(sorted(move.items()))] = move
            seat = chooser.choice(RULES.to_move(state))
            move = chooser.choice(RULES.legal_moves(state, seat))
            for event in RULES.decide(state, seat, move, Random(chooser.getrandbits(64))):
                state = RULES.evolve(state, event)
        states.append(state)
    return list(found.values()), states


@pytest.fixture(scope="module")
def played() -> tuple[list[dict], list[dict]]:
    return playouts()


@pytest.fixture(scope="module")
def every_move(played) -> list[dict]:
    return RESOURCE_MOVES + played[0]


def illegal_moves(state: dict[str, Any]) -> list[tuple[int, Any]]:
    """(seat, move) pairs ``check`` refuses in ``state``, one of each way a move can be wrong: not a
    JSON object, of no known type, of a type not asked now, each listed move with one field too
    many (a bid, a placement, a promotion, any other choice), from a seat not to move, and any
    move once the game is over."""
    if RULES.outcome(state) is not None:
        return [(0, {"type": "pass"})]
    seat = RULES.to_move(state)[0]
    legal = RULES.legal_moves(state, seat)
    types = sorted({move["type"] for move in legal})
    tried: list[tuple[int, Any]] = [(seat, ["pass"]), (seat, {"type": "dance"})]
    tried += [(seat, {"type": sorted((moves.MOVE_TYPES | negotiation.MOVE_TYPES) - set(types))[0]})]
    tried += [
        (seat, {**next(move for move in legal if move["type"] == kind), "twice": True}) for kind in types
    ]
    seats = sorted(set(state.get("controllers") or range(len(state["players"]))))  # K: a seat plays tribes
    tried += [(other, legal[0]) for other in seats if other not in RULES.to_move(state)][:1]
    return tried


def refusals(states: list[dict]) -> list[tuple[dict, IllegalMove]]:
    """Each illegal move of ``illegal_moves`` decided in its state, with the ``IllegalMove`` it gets."""
    found = []
    for state in states:
        for seat, move in illegal_moves(state):
            with pytest.raises(IllegalMove) as refused:
                RULES.decide(state, seat, move, Random(0))
            found.append((state, refused.value))
    return found


def _awaiting() -> dict[str, str]:
    """What the English turn emails, the game page and the refusals say the game waits for."""
    return {**moves.AWAITING, **negotiation.AWAITING}


def test_every_resource_word_of_a_move_is_a_shared_word(every_move):
    """Each resource word a move's text contains is one of ``RESOURCES`` (or ``ONE_BABY``) in the
    move's language: no "energies", no "1 None", no English word in French."""
    kinds = {move["type"] for move in every_move}
    assert {"promote", "pay_loss", "forage", "toolmaker", "bid"} <= kinds
    for lang in LANGS:
        shared = {word.lower() for word in [*text.RESOURCES[lang].values(), text.ONE_BABY[lang]]}
        for move in every_move:
            words = RESOURCE_WORD.findall(_without_cards(text.describe_move(move, lang)))
            assert all(word.lower() in shared for word in words), (lang, move, words)


def _without_cards(sentence: str) -> str:
    """A move's text without the card names it quotes (a card may be called "Bog Iron")."""
    names = sorted({C.card_name(card, lang) for card in C.BIOMES for lang in LANGS}, key=len, reverse=True)
    for name in names:
        sentence = sentence.replace(name, "CARD")
    return sentence


PLACEHOLDER = re.compile(r"\{\w*\}")


def word(kind: str, lang: str) -> str:
    """The shared word of a kind ("babies", "energy", "ivory", "iron", "baby", "sea") in a language."""
    if kind == "baby":
        return str(text.ONE_BABY[lang])
    if kind == "sea":
        return str(text.BIOME_TYPES[lang]["sea"])
    return str(text.RESOURCES[lang][kind])


def test_every_text_of_the_catalogue_names_resources_with_the_shared_words():
    """Every text of the Greenland catalogue, its English source and its French, names a resource
    with a word of ``RESOURCES`` / ``ONE_BABY`` only (a card's name aside: "Bog Iron")."""
    from games.rulesets.messages import po_paths, read_po

    entries = [entry for po in po_paths("greenland") for entry in read_po(po)]
    assert len(entries) > 200
    for entry in entries:
        if entry.context and entry.context.startswith("card"):
            continue  # a card's name in its forms
        for source in filter(None, [entry.msgid, entry.plural]):
            assert not _shared_words_only(PLACEHOLDER.sub(" ", source), "en"), (entry.key, source)
        for translated in entry.msgstr:
            assert not _shared_words_only(PLACEHOLDER.sub(" ", translated), "fr"), (entry.key, translated)


def test_describe_move_says_the_resource_words_of_the_tables(every_move):
    """No move text, event symbol or biome line names a resource with another word than the
    tables', and each move that names a resource names it with the table's word."""
    token = word
    for lang in LANGS:
        for move in every_move:
            said = text.describe_move(move, lang)
            assert not _shared_words_only(said, lang), (lang, move, said)
        for move in RESOURCE_MOVES:
            said = text.describe_move(move, lang)
            assert RESOURCE_WORD.search(_without_cards(said)), (lang, move, said)
    # the event symbols and the trading ship too
    symbols = [s for card in C.EVENTS for s in card["symbols"]]
    for lang in LANGS:
        for symbol in symbols + [{"kind": "energy_loss", "amount": 1, "per": "d_card"}]:
            for said in text.describe_symbol(symbol, lang, cooperative=True):  # its name and its effect
                assert not _shared_words_only(said, lang), (lang, symbol, said)
        for kind, named in (
            ("energy_loss", "energy"),
            ("steel_degradation", "iron"),
            ("falconers_ransom", "ivory"),
        ):
            assert token(named, lang) in text.describe_symbol({"kind": kind, "amount": 1}, lang)[1]
        name, effect = text.describe_symbol({"kind": "no_sea_hunt"}, lang)
        assert token("sea", lang) in name and token("sea", lang) in effect
        assert token("ivory", lang) in text.describe_trading_ship("crossbow", lang)[1]
    # D3: "Energy loss" names the disc; the French rulebook's "Déperdition" names none
    assert (
        text.describe_symbol({"kind": "energy_loss", "amount": 2}, "en")[0]
        == "Energy loss (2)"
    )
    assert text.describe_symbol({"kind": "energy_loss", "amount": 2}, "fr")[0] == "Déperdition (2)"
    # the biome cards: Bog Iron's loss (G4) the same way
    for card, data in C.BIOMES.items():
        deaths = data["deaths"] if data["kind"] == "biome" else data["sides"]["hostile"]["deaths"]
        for lang in LANGS:
            said = dict(text.describe_biome(card, deaths, lang))
            assert not any(_shared_words_only(words, lang) for words in said.values()), (card, lang, said)
    for lang, said in (("en", f"an {token('energy', 'en')} loss of 1"), ("fr", "une déperdition de 1")):
        assert said in dict(text.describe_biome("bog_iron", [], lang))["energy_loss"], lang


def test_the_cooperative_game_names_the_disc_that_pays_an_energy():
    """K: black and white discs pay as energy; the move names the disc, and so does its text (not "Refuse to
    pay" for an ivory paying an energy loss, nor "1 energy" for them all)."""
    assert text.describe_move({"type": "pay_loss", "with": "energy"}, "en") == "Pay one energy"
    assert text.describe_move({"type": "pay_loss", "with": "ivory"}, "en") == "Pay one ivory as energy"
    assert text.describe_move({"type": "pay_loss", "with": "iron"}, "fr") == "Payer un fer comme énergie"
    assert text.describe_move({"type": "pay_loss", "with": "none"}, "en") == "Refuse to pay (the hunt fails)"
    promote = {"type": "promote", "rank": 3, "alpha": False}
    assert text.describe_move(promote, "en") == "Promote a hunter to rank 3 (Artisan), 1 energy"
    assert text.describe_move({**promote, "pay": "ivory"}, "fr") == (
        "Promouvoir un chasseur au rang 3 (Artisan), 1 ivoire comme énergie"
    )
    assert text.describe_move({"type": "banish"}, "en") == "Banish (martyr roll)"  # no cost said
    assert (
        text.describe_move({"type": "banish", "pay": "iron"}, "en")
        == "Banish (martyr roll) (1 iron as energy)"
    )
    assert text.describe_move({"type": "forage", "card": "dogs", "with": "ivory"}, "en") == (
        "Forage for Dogs: one ivory as energy"
    )
    assert text.describe_move({"type": "toolmaker", "card": "fish_weir", "pay": "ivory"}, "fr") == (
        "Taillandier : jouer Barrage à poissons (1 ivoire)"
    )
    # the wording that was right stays
    assert text.describe_move({"type": "bid", "amount": 3}, "fr") == "Miser 3 ivoire"
    assert (
        text.describe_move({"type": "iron_rule", "spend": True}, "en") == "Spend an iron to cancel the losses"
    )
    assert text.describe_move({"type": "wool", "take": "babies"}, "fr") == "Prendre les bébés"


# ---------------------------------------------------------------- what the game waits for, refusals

# the decisions awaited that name a resource, and the kinds they name
AWAITED_RESOURCES = {
    "energy_loss": {"energy"},
    "bog_iron": {"energy"},
    "iron_rule": {"iron"},
    "wool": {"baby", "ivory"},
    "nego_next": {"iron"},
    "battle_iron": {"iron"},
    "pacify": {"ivory"},
}
# in French, D3 and G4's loss is the rulebook's "déperdition", which names no resource
AWAITED_RESOURCES_FR = {
    ask: kinds for ask, kinds in AWAITED_RESOURCES.items() if ask not in ("energy_loss", "bog_iron")
}
# the refusals whose own words name a resource or a biome type (besides the decision awaited)
REFUSAL_WORDS = {"bad_bid": "ivory", "cannot_promote": "energy", "cannot_place": "sea"}
REFUSAL_CODES = {
    "malformed_move",
    "unknown_move_type",
    "game_over",
    "not_your_turn",
    "wrong_step",
    "illegal_choice",
    *REFUSAL_WORDS,
}


def _shared_words_only(sentence: str, lang: str) -> list[str]:
    """The resource words of ``sentence`` that are not ``RESOURCES`` / ``ONE_BABY`` words."""
    shared = {word.lower() for word in [*text.RESOURCES[lang].values(), text.ONE_BABY[lang]]}
    return [w for w in RESOURCE_WORD.findall(_without_cards(sentence)) if w.lower() not in shared]


def test_the_decisions_awaited_and_the_refusals_say_the_shared_words(played):
    """Every decision awaited, in both languages, and every refusal the playouts reach, names its
    resources with ``RESOURCES`` / ``ONE_BABY`` words; both languages await the same decisions; and
    the rules' English ``AWAITING``, which the ``IllegalMove`` messages read, is what the
    presentation's ``awaiting_texts`` words in English."""
    assert set(_awaiting()) == set(text.awaiting_texts("fr"))
    assert text.awaiting_texts("en") == {**moves.AWAITING, **negotiation.AWAITING}
    for lang, awaiting in (("en", _awaiting()), ("fr", text.awaiting_texts("fr"))):
        for ask, said in awaiting.items():
            assert not _shared_words_only(said, lang), (lang, ask, said)
    found = refusals(played[1])
    assert {refused.code for _, refused in found} >= REFUSAL_CODES
    for _, refused in found:
        assert not _shared_words_only(refused.message, "en"), refused
        assert refused.message[0].isupper() and refused.message.endswith("."), refused  # a sentence


def test_the_decisions_awaited_and_the_refusals_say_the_words_of_the_tables(played):
    """The decisions awaited, in both languages, and the ``IllegalMove`` messages name resources
    with the tables' words where they name one, and cards by their printed names; the English
    the catalogue words is what ``moves`` and ``negotiation`` word; and a refusal "waiting for" a
    decision says what the turn email and the game page say, in both languages."""
    token = word
    awaiting = _awaiting()
    assert text.awaiting_texts("en") == awaiting
    for lang, texts, named in (
        ("en", awaiting, AWAITED_RESOURCES),
        ("fr", text.awaiting_texts("fr"), AWAITED_RESOURCES_FR),
    ):
        for ask, said in texts.items():
            assert not _shared_words_only(said, lang), (lang, ask, said)
        for ask, kinds in named.items():
            assert all(token(kind, lang) in texts[ask] for kind in kinds), (lang, ask, texts[ask])
        assert C.card_name("bog_iron", lang) in texts["bog_iron"]
        assert C.card_name("import:sun_stone", lang) in texts["reassign"]
    found = refusals(played[1])
    assert {refused.code for _, refused in found} >= REFUSAL_CODES
    names = ["Ann", "Bob", "Cy", "Dee"]
    for state, refused in found:
        assert not _shared_words_only(refused.message, "en"), refused
        if refused.code in REFUSAL_WORDS:
            assert token(REFUSAL_WORDS[refused.code], "en") in refused.message, refused
        if refused.code not in ("wrong_step", "illegal_choice"):
            continue
        awaited = awaiting[refused.params["awaited"]]
        assert awaited in refused.message, refused
        seat = RULES.to_move(state)[0]
        view = RULES.view(state, seat)
        for lang, said in (("en", awaited), ("fr", text.awaiting_texts("fr")[refused.params["awaited"]])):
            if state["step"]["ask"] not in ("answer", "negotiate"):  # those emails quote the offer, the card
                assert said in presentation_for(RULES.id).summarize_for_seat(view, seat, names, lang), (lang, refused)
            assert html.escape(said) in presentation_for(RULES.id).render_view_html(view, seat, lang), (lang, refused)


# French discs: the articles their gender and first sound allow ("une énergie", "l'ivoire", "du fer")
DISC_ARTICLES_FR = {
    "energy": {"une ", "l'", "de l'"},
    "ivory": {"un ", "l'", "de l'"},
    "iron": {"un ", "le ", "du "},
}
ARTICLE_FR = "un |une |le |la |l'|du |de la |de l'"


def test_a_french_disc_takes_the_article_of_its_gender():
    """French texts put "un"/"une", "le"/"l'" and "du"/"de l'" before a disc's word by its gender
    and first sound, in every text of the catalogue ("Garder le fer", "(règle du fer)", "qui vaut
    du fer", "une énergie", "un ivoire"), never an article of the other gender."""
    from games.rulesets.messages import po_paths, read_po

    translated = [form for po in po_paths("greenland") for entry in read_po(po) for form in entry.msgstr]
    for disc, allowed in DISC_ARTICLES_FR.items():
        name = word(disc, "fr")
        assert text.disc_name(disc, "fr") in {article + name for article in allowed}
        said = [
            article
            for sentence in translated
            for article in re.findall(rf"\b({ARTICLE_FR})(?={name}\b)", sentence)
        ]
        assert said and set(said) <= allowed, (disc, set(said) - allowed)
    assert text.awaiting_texts("fr")["iron_rule"] == (
        "votre choix de dépenser un fer pour annuler les pertes (règle du fer)"
    )
    assert (
        text.describe_move({"type": "iron_rule", "spend": False}, "fr")
        == "Garder le fer, accepter les pertes"
    )
    effect = text.describe_symbol({"kind": "steel_degradation"}, "fr")[1]
    assert "une Importation qui vaut du fer en défausse une contre un fer (D6)" in effect


def test_the_cooperative_game_says_which_discs_may_pay_a_promotion(played):
    """K: a promotion refused in the cooperative game says that an ivory or an iron may pay its
    energy, and that the move names the disc; the competitive games say one energy only."""
    token = word
    found = set()
    for state in played[1]:
        seat = RULES.to_move(state)[0] if RULES.to_move(state) else None
        if seat is None or not any(move["type"] == "promote" for move in RULES.legal_moves(state, seat)):
            continue
        with pytest.raises(IllegalMove) as refused:
            RULES.decide(state, seat, {"type": "promote", "rank": 7, "alpha": False}, Random(0))
        said = refused.value.message
        assert refused.value.code == "cannot_promote" and not refused.value.params, said
        cooperative = bool(state["options"].get("cooperative"))
        found.add(cooperative)
        assert said.startswith(f"A promotion costs one {token('energy', 'en')}") and said.endswith(
            " and needs an unassigned hunter; ranks go from 1 to 6."
        ), said
        named = f", which an {token('ivory', 'en')} or an {token('iron', 'en')} may pay"
        assert (named in said) == cooperative, said
        assert ('"pay"' in said) == cooperative, said
    assert found == {True, False}


# ---------------------------------------------------------------- describe_biome (A, A1, G0, G5, G6)


@pytest.mark.parametrize("card", sorted(C.BIOMES))
def test_describe_biome_reads_each_card_as_the_rules_do(card):
    """Every biome and New World card: its Maximum, its deaths (by side for the New World), an
    antler the rules let one claim (``flow.after_iron_rule``: 2-4 dice, not on a D/I card), its
    hand dice (``components.hand_dice``), Bog Iron's loss, the infinity sign; nothing else."""
    data = C.BIOMES[card]
    deaths = data["deaths"] if data["kind"] == "biome" else data["sides"]["hostile"]["deaths"]
    for lang in LANGS:
        said = dict(text.describe_biome(card, deaths, lang))
        expected = {"maximum", "deaths"}
        if data["trophy"] and data["trophy"]["dice"] >= 2 and not data["mark"]:
            expected.add("trophy")
            vp = f"{data['trophy']['vp']} {'PV' if lang == 'fr' else 'VP'} (G5)"
            assert said["trophy"].endswith(vp)
        if C.hand_dice(card) is not None:
            expected.add("hand")
        if data["energy_loss_on_success"]:
            expected.add("energy_loss")
        if data["kind"] == "new_world":
            expected.add("inexhaustible")
        assert set(said) == expected, (card, lang)
        assert said["maximum"] == f"Maximum {data['maximum']}"
        assert all(str(face) in said["deaths"] for face in deaths)
        assert ("aucune" in said["deaths"] or "no victorious" in said["deaths"]) == (not deaths)
        assert all(words.endswith(")") for kind, words in said.items() if kind != "maximum")  # a section


# ---------------------------------------------------------------- describe_tableau (A2, A3, E, G, H)

# every card that can sit in a tableau as a D or I card, a Viking animal or an import
TABLEAU_CARDS = sorted(
    [card for card, data in C.BIOMES.items() if data["kind"] == "biome" and data["mark"]]
    + ["animal:" + side for side in C.ANIMAL_SIDES]
    + ["import:" + event for event, data in C.EVENT_CARDS.items() if data["import"]]
)
# the keys of their tableau data and effects, and the line each is described on
TABLEAU_DATA_LINES = {
    "vp": "vp", "value": "value", "falcon": "value", "forage": "forage", "babies": "babies",
    "babies_or_ivory": "babies", "raid_faces": "raid_faces", "raid_deaths": "raid_faces", "no_raid": "no_raid",
}  # fmt: skip
TABLEAU_NOT_ABILITIES = {"effects", "mark", "name", "name_fr"}  # said elsewhere on the page, or a list
EFFECT_LINES = {
    "reroll": "reroll", "convert": "convert", "hunt_first": "hunt_first", "sled": "sled",
    "hand_size": "hand_size", "energy_loss_reduction": "energy_loss_reduction", "reassign": "reassign",
}  # fmt: skip


def expected_tableau_lines(card: str) -> list[str]:
    """The kinds of the lines ``describe_tableau`` owes ``card``, read off its data as the rules
    read it: one per effect, and one per non-empty field (a zero, an empty value say nothing)."""
    data = C.tableau_card(card)
    kinds = [EFFECT_LINES[next(key for key in effect if key != "on")] for effect in data["effects"]]
    kinds += sorted(
        {TABLEAU_DATA_LINES[key] for key, value in data.items() if key in TABLEAU_DATA_LINES and value}
    )
    if not data.get("babies"):  # a falcon's babies_or_ivory, raid deaths... need the main field
        kinds = [kind for kind in kinds if kind != "babies"]
    if not data.get("raid_faces"):
        kinds = [kind for kind in kinds if kind != "raid_faces"]
    if not data.get("value"):
        kinds = [kind for kind in kinds if kind != "value"]
    return sorted(kinds, key=text.TABLEAU_KINDS.index)


def test_every_kind_of_tableau_data_is_described():
    """Each key the tableau data of a D/I card, a Viking animal or an import holds, and each key of
    their effects, has a line of ``describe_tableau`` (a new key in ``components`` fails here
    until it is described), and each kind of line is used by some card."""
    keys, effect_keys = set(), set()
    for card in TABLEAU_CARDS:
        data = C.tableau_card(card)
        keys |= set(data)
        effect_keys |= {key for effect in data["effects"] for key in effect if key != "on"}
    assert keys <= set(TABLEAU_DATA_LINES) | TABLEAU_NOT_ABILITIES, keys
    assert effect_keys <= set(EFFECT_LINES), effect_keys
    said = {kind for card in TABLEAU_CARDS for lang in LANGS for kind, _ in text.describe_tableau(card, lang)}
    assert said == set(text.TABLEAU_KINDS) == set(EFFECT_LINES.values()) | set(TABLEAU_DATA_LINES.values())


@pytest.mark.parametrize("card", TABLEAU_CARDS)
def test_describe_tableau_reads_each_card_as_the_rules_do(card):
    """Every D/I card, Viking animal and import: one line per ability of its data, in
    ``TABLEAU_KINDS`` order, each ending with its rulebook section; the numbers are the data's."""
    data = C.tableau_card(card)
    for lang in LANGS:
        lines = text.describe_tableau(card, lang)
        assert [kind for kind, _ in lines] == expected_tableau_lines(card), (card, lang, lines)
        assert all(words.endswith(")") and words == words.strip() for _, words in lines), lines
        said = dict(lines)
        for effect in data["effects"]:
            if "on" in effect:
                where = text.BIOME_TYPES[lang][effect["on"]]
                assert any(where in words for kind, words in lines if kind in ("reroll", "convert")), lines
        if data.get("vp"):
            assert said["vp"].startswith(f"{data['vp']} {'PV' if lang == 'fr' else 'VP'} ")
        for disc, count in (data.get("value") or {}).items():
            assert text.amount(disc, count, lang) in said["value"]
        if data.get("forage"):
            assert text.amount("energy", data["forage"], lang) in said["forage"]
        if data.get("babies"):
            assert text.amount("babies", data["babies"], lang) in said["babies"]
            assert (text.disc_name("ivory", lang) in said["babies"]) == bool(data.get("babies_or_ivory"))
        for face in data.get("raid_faces") or []:
            assert str(face) in said["raid_faces"].split("(E5, G1)")[0]
        if data.get("raid_faces"):  # a raidable D card; an I card has neither (E5)
            assert ("(G0)" in said["raid_faces"]) == bool(data.get("raid_deaths"))


def test_describe_tableau_in_words():
    """A few cards as a player reads them, in both languages."""
    said = dict(text.describe_tableau("gyrfalcon", "en"))
    assert said["reroll"] == "land hunt: re-roll the 5s (G2)"
    assert (
        said["value"]
        == "may be discarded at any time for 1 ivory (A3); 3 ivory in the turn of Falconer's Ransom (A3)"
    )
    assert "babies" not in said  # the data gives none
    assert said["raid_faces"] == "raiders succeed on 1 (E5, G1)"
    said = dict(text.describe_tableau("musk_ox", "fr"))
    assert said["forage"] == (
        "fourrage en phase 5 : 1 énergie, chacune payable en sacrifiant un Ancien ; sinon la carte est "
        "abattue pour sa valeur (H1)"
    )
    assert said["babies"] == "en phase 5 : 2 bébés, sans lancer (H2)"
    assert (
        said["raid_faces"]
        == "les Pillards réussissent sur 1 ou 2 et volent ses bébés (E5, G1) ; un Pillard meurt sur 6 (G0)"
    )
    assert text.describe_tableau("recurve_bow", "en") == [
        ("reroll", "raid (+o+), attacks too: re-roll the 6s (G2, F2)"),
        ("reroll", "land hunt: re-roll the 6s (G2)"),
        ("vp", "1 VP while in the tableau (A2, J)"),
    ]
    assert dict(text.describe_tableau("import:ulfberht_sword", "fr"))["value"] == (
        "à défausser à tout moment contre 1 fer (A3) ; une dégradation de l'acier l'impose (D6)"
    )
    assert dict(text.describe_tableau("animal:pony", "en"))["no_raid"] == "cannot be raided (E5)"
    assert (
        dict(text.describe_tableau("animal:sheep", "en"))["babies"]
        == "in phase 5: 1 baby or an ivory (Icelandic wool, H2)"
    )
    assert dict(text.describe_tableau("soapstone_lamp", "en"))["energy_loss_reduction"] == (
        "each energy loss is 1 smaller, Bog Iron's too (D3, G4)"
    )
    assert dict(text.describe_tableau("soapstone_lamp", "fr"))["energy_loss_reduction"] == (
        "chaque déperdition est réduite de 1, celle du Fer des marais aussi (D3, G4)"
    )
    assert text.describe_tableau("import:sun_stone", "fr")[0] == (
        "reassign",
        "après toutes les assignations, réaffecter jusqu'à 3 cubes, sans Marinier (E6)",
    )
    assert text.describe_tableau("no_such_card", "en") == []


def test_describe_tableau_says_the_words_of_the_tables():
    """No tableau line names a resource with another word than the tables', and each line that
    names a resource or a sea hunt names it with the table's word."""
    token = word
    for lang in LANGS:
        for card in TABLEAU_CARDS:
            for kind, words in text.describe_tableau(card, lang):
                assert not _shared_words_only(words, lang), (card, lang, kind, words)
        said = dict(text.describe_tableau("icelandic_sheep", lang))
        assert token("ivory", lang) in said["value"]
        assert token("energy", lang) in said["forage"]
        assert token("baby", lang) in said["babies"] and token("ivory", lang) in said["babies"]
        assert token("babies", lang) in said["raid_faces"] and token("ivory", lang) in said["raid_faces"]
        assert token("babies", lang) in dict(text.describe_tableau("animal:cow", lang))["babies"]
        assert token("iron", lang) in dict(text.describe_tableau("import:bog_rust", lang))["value"]
        assert token("sea", lang) in dict(text.describe_tableau("slit_goggles", lang))["reroll"]
        assert token("sea", lang) in dict(text.describe_tableau("import:thule_migration", lang))["hunt_first"]
    # D3: the English "energy loss" names the disc; the French "déperdition" names none
    assert (
        token("energy", "en") in dict(text.describe_tableau("soapstone_lamp", "en"))["energy_loss_reduction"]
    )


# ---------------------------------------------------------------- describe_daughter (A2, D2, D10, F1, G1, L)

DAUGHTERS = sorted(C.DAUGHTER_CARDS)
# the keys of a daughter's card and tableau data and of her effects, and the line each is
# described on: ``colour`` the venereal symbols (D2); literacy (A2 tip) is her ``hand_size`` effect
DAUGHTER_DATA_LINES = {
    "colour": "venereal", "raid_faces": "abduction", "raid_deaths": "abduction",
}  # fmt: skip
# said elsewhere on the page (her name, the tableau she is in), a list, or nothing for a daughter
# (``tableau_card`` gives her no VP and no value)
DAUGHTER_NOT_ABILITIES = {"id", "name", "tribe", "effects", "vp", "value"}
DAUGHTER_EFFECT_LINES = {
    "reroll": "reroll", "hunt_first": "hunt_first", "sled": "sled", "hand_size": "hand_size",
    "auction_ties": "auction_ties", "energy_loss_reduction": "energy_loss_reduction", "ski": "ski",
    "drums": "drums",
}  # fmt: skip


def expected_daughter_lines(daughter: str) -> list[str]:
    """The kinds of the lines ``describe_daughter`` owes ``daughter``: one per effect, the
    abduction when she has raid faces, and the venereal line (every daughter has a colour)."""
    data = C.tableau_card(daughter)
    kinds = [DAUGHTER_EFFECT_LINES[next(key for key in effect if key != "on")] for effect in data["effects"]]
    if data.get("raid_faces"):
        kinds.append("abduction")
    kinds.append("venereal")
    return sorted(kinds, key=text.DAUGHTER_KINDS.index)


def test_every_kind_of_daughter_data_is_described():
    """Each key of a daughter's card (``DAUGHTER_CARDS``), of her tableau data and of her effects
    has a line of ``describe_daughter`` (a new key fails here until it is described); each kind
    of line is used by some daughter; the kinds a D/I card has too keep their ``TABLEAU_KINDS``
    name (and so their words)."""
    keys, effect_keys = set(), set()
    for daughter in DAUGHTERS:
        keys |= set(C.DAUGHTER_CARDS[daughter]) | set(C.tableau_card(daughter))
        effect_keys |= {
            key for effect in C.tableau_card(daughter)["effects"] for key in effect if key != "on"
        }
    assert keys <= set(DAUGHTER_DATA_LINES) | DAUGHTER_NOT_ABILITIES, keys
    assert effect_keys <= set(DAUGHTER_EFFECT_LINES), effect_keys
    said = {
        kind for daughter in DAUGHTERS for lang in LANGS for kind, _ in text.describe_daughter(daughter, lang)
    }
    assert said == set(text.DAUGHTER_KINDS)
    assert said == set(DAUGHTER_EFFECT_LINES.values()) | set(DAUGHTER_DATA_LINES.values())
    shared = set(DAUGHTER_EFFECT_LINES) & set(EFFECT_LINES)
    assert {DAUGHTER_EFFECT_LINES[key] for key in shared} <= set(text.TABLEAU_KINDS)
    assert all(
        not C.tableau_card(daughter)["vp"] and not C.tableau_card(daughter)["value"] for daughter in DAUGHTERS
    )


@pytest.mark.parametrize("daughter", DAUGHTERS)
def test_describe_daughter_reads_each_daughter_as_the_rules_do(daughter):
    """Every daughter: one line per ability, in ``DAUGHTER_KINDS`` order, each ending with its
    rulebook section; ``describe_tableau`` gives the same lines; a literate daughter has a hand
    size line; her abduction and raider-death faces and her colour are the data's; the venereal
    line names the event cards whose symbol names her colour (``flow.task_symbol``), or none."""
    card, data = C.DAUGHTER_CARDS[daughter], C.tableau_card(daughter)
    events = [
        event["id"]
        for event in C.EVENTS
        if any(s["kind"] == "venereal" and card["colour"] in s["colours"] for s in event["symbols"])
    ]
    for lang in LANGS:
        lines = text.describe_daughter(daughter, lang)
        assert text.describe_tableau(daughter, lang) == lines
        assert [kind for kind, _ in lines] == expected_daughter_lines(daughter), (daughter, lang, lines)
        assert all(words.endswith(")") and words == words.strip() for _, words in lines), lines
        said = dict(lines)
        assert ("hand_size" in said) == any("hand_size" in effect for effect in card["effects"])  # literate
        for effect in data["effects"]:
            if "hand_size" in effect:
                assert said["hand_size"].startswith(f"+{effect['hand_size']} ")
            if "on" in effect:
                assert text.BIOME_TYPES[lang][effect["on"]] in said["reroll"]
        before, _, after = said["abduction"].partition("(E5, G1)")
        assert all(str(face) in before for face in data["raid_faces"])
        assert all(str(face) in after for face in data["raid_deaths"])
        colour = (text.DAUGHTER_COLOURS["fr"] if lang == "fr" else text.COLOURS["en"])[card["colour"]]
        assert colour in said["venereal"]
        assert all(C.card_name(event, lang) in said["venereal"] for event in events)
        assert ("(D2, L)" in said["venereal"]) == (not events)


def test_describe_daughter_in_words():
    """A few daughters as a player reads them, in both languages: the kinds a D/I card has too
    in the D/I card's words, the others in their own."""
    assert text.describe_daughter("peepeelee", "en") == [
        ("hand_size", "+1 hand size (A2)"),
        ("auction_ties", "wins auction ties, ahead of play order (D10)"),
        (
            "abduction",
            "raiders abduct her on 1 or 5: a surviving raider becomes her spouse, the former spouse dies "
            "(E5, G1); a raider dies on 3 (G0)",
        ),
        (
            "venereal",
            "a yellow daughter: the venereal ♀ symbol of Syphilis decimates every tribe with a spouse on her; "
            "the spouse itself is spared (D2)",
        ),
    ]
    said = dict(text.describe_daughter("kirima", "fr"))
    assert said["reroll"] == "chasse maritime : relancer les 4 (G2)"  # as a D/I card says it
    assert said["abduction"] == (
        "les Pillards l'enlèvent sur 1 ou 5 : un Pillard survivant devient son Conjoint, l'ancien Conjoint "
        "meurt (E5, G1) ; un Pillard meurt sur 3 (G0)"
    )
    assert (
        dict(text.describe_daughter("saila", "en"))["energy_loss_reduction"]
        == dict(text.describe_tableau("soapstone_lamp", "en"))["energy_loss_reduction"]
    )
    assert (
        dict(text.describe_daughter("arnakuk", "fr"))["sled"]
        == dict(text.describe_tableau("dogs", "fr"))["sled"]
    )
    assert dict(text.describe_daughter("nuvua", "en"))["hunt_first"] == "sea hunt: hunts first (B4)"
    assert dict(text.describe_daughter("birgitta", "fr"))["venereal"] == (
        "Fille rouge : le symbole ♀ de «\u00a0Rougeole\u00a0» décime toute tribu ayant un Conjoint sur elle ; "
        "le Conjoint lui-même est épargné (D2)"
    )
    assert dict(text.describe_daughter("geala", "en"))["ski"] == (
        "skis: once per phase 4, 3 hunters on one biome card may act together as one alpha instead of "
        "rolling their dice (L, E7)"
    )
    assert dict(text.describe_daughter("sunnan_anni", "fr"))["drums"] == (
        "tambours sami : à l'abri des Décimations vénériennes et des épidémies (L, D2)"
    )
    assert dict(text.describe_daughter("sunnan_anni", "en"))["venereal"] == (
        "a blue daughter: no venereal ♀ symbol names her colour, a spouse on her brings no decimation (D2, L)"
    )
    assert text.describe_daughter("dogs", "en") == []
    assert text.describe_daughter_holders("Thule", "Viking", "en") == (
        "her abilities go at once to both the tribe whose tableau she is in, Thule, and her spouse's "
        "tribe, Viking (F1)"
    )
    assert text.describe_daughter_holders("les Thulé", None, "fr") == (
        "ses capacités profitent à la tribu qui l'a au Tableau, les Thulé, et aussitôt à toute tribu qui "
        "l'épouse (F1, G1)"
    )
    assert text.describe_daughter_holders("Tunit", "Tunit", "en").endswith("they count once (F1)")


def test_describe_daughter_says_the_words_of_the_tables():
    """No daughter line names a resource with another word than the tables'; Kirima's and Nuvua's
    sea, Saila's energy loss and the venereal line's event name are the tables' words."""
    token = word
    for lang in LANGS:
        for daughter in DAUGHTERS:
            for kind, words in text.describe_daughter(daughter, lang):
                assert not _shared_words_only(words, lang), (daughter, lang, kind, words)
        assert token("sea", lang) in dict(text.describe_daughter("kirima", lang))["reroll"]
        assert token("sea", lang) in dict(text.describe_daughter("nuvua", lang))["hunt_first"]
        assert C.card_name("syphilis", lang) in dict(text.describe_daughter("meeka", lang))["venereal"]
        for holders in (("A", "B"), ("A", None), ("A", "A")):
            assert not _shared_words_only(text.describe_daughter_holders(*holders, lang), lang)
    assert token("energy", "en") in dict(text.describe_daughter("saila", "en"))["energy_loss_reduction"]


def test_card_name_gives_back_an_id_it_does_not_know():
    """A page must render whatever a view holds: an unknown import or animal id is shown as is."""
    from games.rulesets.greenland import components as C

    assert C.card_name("import:no_such_event") == "import:no_such_event"
    assert C.card_name("animal:no_such_side", "fr") == "animal:no_such_side"
    assert C.card_name("no_such_card") == "no_such_card"
    some_event = next(key for key, card in C.EVENT_CARDS.items() if card.get("import"))
    assert C.card_name(f"import:{some_event}") == C.EVENT_CARDS[some_event]["import"]["name"]
