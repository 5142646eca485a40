"""One source of words in ``text.py``: the resources, biome types and card names a move, an event
symbol or a biome card is described with come from the shared tables (``RESOURCES``, ``amount``,
``disc_name``, ``BIOME_TYPES``, ``components``), the words the game page uses, so that the page,
the move list and the rule set's messages say the same thing; and ``describe_biome`` reads each
card's data as the rules use it (G0, G4, G5, G6, E2)."""

import re
from random import Random

import pytest

from games.engine import fold
from games.rulesets.greenland import components as C
from games.rulesets.greenland import text

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


def played_moves() -> list[dict]:
    """Moves offered in a few random games (3 players advanced, the solitaire game), where the
    cooperative game's moves pay energy with any disc."""
    found = {}
    for players, seed in ((3, 0), (1, 1)):
        chooser = Random(seed)
        state = fold(
            RULES, RULES.setup(players, RULES.resolve_options(players, {"game": "advanced"}), Random(seed))
        )
        while RULES.outcome(state) is None:
            for seat in RULES.to_move(state):
                for move in RULES.legal_moves(state, seat):
                    found[repr(sorted(move.items()))] = move
            seat = chooser.choice(RULES.to_move(state))
            move = chooser.choice(RULES.legal_moves(state, seat))
            for event in RULES.decide(state, seat, move, Random(chooser.getrandbits(64))):
                state = RULES.evolve(state, event)
    return list(found.values())


@pytest.fixture(scope="module")
def every_move() -> list[dict]:
    return RESOURCE_MOVES + played_moves()


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


def test_describe_move_takes_its_resource_words_from_the_tables(monkeypatch, every_move):
    """With other words in ``RESOURCES`` and ``ONE_BABY``, no move text keeps an old resource word,
    and each move that names a resource names the new one: the words come from the tables."""

    def token(kind: str, lang: str) -> str:  # a stand-in word that no resource word matches
        return f"<w{[*text.RESOURCES['en'], 'baby', 'sea'].index(kind)}-{lang}>"

    new = {lang: {kind: token(kind, lang) for kind in text.RESOURCES[lang]} for lang in LANGS}
    monkeypatch.setattr(text, "RESOURCES", new)
    monkeypatch.setattr(text, "ONE_BABY", {lang: token("baby", lang) for lang in LANGS})
    monkeypatch.setattr(text, "BIOME_TYPES", {lang: {"sea": token("sea", lang)} for lang in LANGS})
    monkeypatch.setattr(text, "_card", lambda card, locale: "CARD")
    for lang in LANGS:
        for move in every_move:
            said = text.describe_move(move, lang)
            assert not RESOURCE_WORD.search(said), (lang, move, said)
        for move in RESOURCE_MOVES:
            said = text.describe_move(move, lang)
            assert re.search(rf"<w\d-{lang}>", said), (lang, move, said)
    # the event symbols and the trading ship too
    symbols = [s for card in C.EVENTS for s in card["symbols"]]
    for lang in LANGS:
        for symbol in symbols:
            name, effect = text.describe_symbol(symbol, lang)
            assert not RESOURCE_WORD.search(effect), (lang, symbol, effect)
        for kind, word in (
            ("energy_loss", "energy"),
            ("steel_degradation", "iron"),
            ("falconers_ransom", "ivory"),
        ):
            assert token(word, lang) in text.describe_symbol({"kind": kind, "amount": 1}, lang)[1]
        name, effect = text.describe_symbol({"kind": "no_sea_hunt"}, lang)
        assert token("sea", lang) in name and token("sea", lang) in effect
        assert token("ivory", lang) in text.describe_trading_ship("crossbow", lang)[1]


def test_the_cooperative_game_names_the_disc_that_pays_an_energy():
    """K: black and white discs pay as energy; the move names the disc, and so does its text (it
    used to say "Refuse to pay" for an ivory paying an energy loss, and "1 energy" for them all)."""
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
        "Taillandier : jouer Barrage à poissons (1 ivoire)"
    )
    # the wording that was right stays
    assert text.describe_move({"type": "bid", "amount": 3}, "fr") == "Miser 3 ivoire"
    assert (
        text.describe_move({"type": "iron_rule", "spend": True}, "en") == "Spend an iron to cancel the losses"
    )
    assert text.describe_move({"type": "wool", "take": "babies"}, "fr") == "Prendre les bébés"


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
