"""French articles, prepositions and counts in Greenland's texts (``text.py``, ``render.py``).

Every card the game can print has its French forms in the Greenland catalogue ("card, definite",
"card, after of", "card, after to": ``text.CARD_FORMS``), the discs and babies their articles in
the catalogue's sentences; tribes carry their article in ``components.TRIBES`` and contract it in
code, like players' names. The tests hold their own reading of each card's gender and number
(``GENDERS``, kept apart from the catalogue's forms) and of the mute and aspirated h, go
through every word and every template kind that puts an article or "de"/"à" before one, and check
the phrase by its parts: the article agrees with the word's gender and number, elides before a vowel
or a mute h ("l'Ours polaire", "l'Hiver rigoureux", "d'Arnakuk") and not before an aspirated h
("le Harpon"), "de"/"à" contract with "le"/"les" ("du Morse", "aux Thulé"); and no produced
sentence holds an uncontracted "de le" or an unelided "de Ours". English stays as it was."""

import re
from html import unescape

import pytest

from games.rulesets.greenland import components as C
from games.rulesets.greenland import render, text

# every card id a text may name: biome cards, event cards, daughters, imports, Viking animals
CARDS = [
    *C.BIOMES,
    *C.EVENT_CARDS,
    *C.DAUGHTER_CARDS,
    *(f"import:{event}" for event, card in C.EVENT_CARDS.items() if card.get("import")),
    *(f"animal:{side}" for side in C.ANIMAL_SIDES),
]
DAUGHTERS = sorted(C.DAUGHTER_CARDS)
ROW_CARDS = sorted(C.BIOMES)
DISCS = ("energy", "ivory", "iron")
VOWELS = "aàâäáeéèêëiîïíoôöóuùûüúyœæ"

# The gender and number of each card's French name, the tests' reading of the names (the
# catalogue's forms must agree with it): "m" or "f", ".pl" for a plural name ("les Chiens"), and
# "name" for a proper name, said without an article ("à Kirima", "d'Arnakuk"). A name that begins
# with its own article ("Le Miroir royal") keeps it and contracts it ("du Miroir royal"). The
# rulebook says "du Markland", "au Vinland".
GENDERS = {
    # biome cards (A1), the New World (E2)
    "walrus": "m", "polar_bear": "m", "narwhal": "m", "bowhead_whale": "f", "ringed_seal": "m",
    "arctic_char": "m", "arctic_fox": "m", "meteorite_iron": "f", "nordrsetur_camp": "m", "musk_ox": "m",
    "gyrfalcon": "m", "dogs": "m.pl", "toggle_harpoon": "m", "slit_goggles": "f.pl", "harp_seal": "m",
    "hooded_seal": "m", "shark": "m", "atlantic_cod": "f", "salmon": "f", "beluga": "m", "arctic_wolf": "m",
    "bog_iron": "m", "skraeling_camp": "m", "caribou": "m", "elkhounds": "m.pl", "icelandic_sheep": "m.pl",
    "recurve_bow": "m", "soapstone_lamp": "f", "fish_weir": "m", "markland": "m", "vinland": "m",
    # event cards (C, D)
    "syphilis": "f", "falconers_ransom": "f", "icelandic_trading_ship": "m", "sun_stone": "f",
    "ulfberht_sword": "f", "crossbow": "f", "kings_mirror": "m", "black_death": "f", "little_ice_age": "m",
    "hard_winter": "m", "bog_rust": "f", "pack_ice": "f", "hunger_winter": "m", "thule_migration": "f",
    "skraeling_war": "f", "measles": "f",
    # imports (D10)
    "import:icelandic_trading_ship": "m", "import:sun_stone": "f", "import:ulfberht_sword": "f",
    "import:crossbow": "f", "import:kings_mirror": "m", "import:bog_rust": "m", "import:thule_migration": "m",
    "import:skraeling_war": "f", "import:measles": "f",
    # the Viking animals (H1)
    "animal:cow": "f", "animal:pony": "m", "animal:sheep": "m.pl", "animal:goat": "f",
    # the daughters (A2, F1, L): proper names
    "peepeelee": "name", "kirima": "name", "nuvua": "name", "meeka": "name", "saila": "name",
    "arnakuk": "name", "birgitta": "name", "gudrid": "name", "geala": "name", "sunnan_anni": "name",
}  # fmt: skip
# each disc's indefinite article, which says its gender
DISC_ARTICLES = {"energy": "une", "ivory": "un", "iron": "un"}

# the definite article a card takes, and what "de" and "à" become before it
OF = {"le ": "du ", "la ": "de la ", "l'": "de l'", "les ": "des "}
TO = {"le ": "au ", "la ": "à la ", "l'": "à l'", "les ": "aux "}


def name_fr(card: str) -> str:
    return C.card_name(card, "fr")


def starts_with_vowel_sound(word: str) -> bool:
    """A vowel, or an h the data calls mute: what the tests expect to elide (a second reading of
    the rule, from the data, not from ``text.elides_fr``)."""
    first = word[:1].lower()
    if first == "h":
        return word.split(" ")[0].lower() in text.MUTE_H_FR
    return first in VOWELS


def own_article(name: str) -> bool:
    """A name printed with its own article ("Le Miroir royal")."""
    return name.split(" ")[0].lower() in ("le", "la", "les") or name.lower().startswith("l'")


def expected_article(card: str) -> str:
    """The definite article the card's data asks for: "", "le ", "la ", "l'" or "les "."""
    code = GENDERS[card]
    name = name_fr(card)
    if code == "name" or own_article(name):
        return ""
    if code.endswith(".pl"):
        return "les "
    if starts_with_vowel_sound(name):
        return "l'"
    return "la " if code.startswith("f") else "le "


def expected_of(card: str) -> str:
    """ "de" before the card: contracted with its article, elided before a proper name's vowel."""
    article, name = expected_article(card), name_fr(card)
    if article:
        return OF[article] + name
    if own_article(name):
        head, _, rest = name.partition(" ")
        return OF.get(head.lower() + " ", "de " + head + " ") + rest
    return ("d'" if starts_with_vowel_sound(name) else "de ") + name


def expected_to(card: str) -> str:
    article, name = expected_article(card), name_fr(card)
    if article:
        return TO[article] + name
    if own_article(name):
        head, _, rest = name.partition(" ")
        return TO.get(head.lower() + " ", "à " + head + " ") + rest
    return "à " + name


def bad_french(sentence: str) -> list[str]:
    """The faults these tests look for in a produced sentence: "de"/"à" not contracted with
    "le"/"les", and "de", "le", "la" not elided before a word that elides."""
    faults = re.findall(r"\b(?:de|à) (?:le|les) ", sentence, flags=re.IGNORECASE)
    for match in re.finditer(r"(?<![\w'])(de|le|la) (\w[\w-]*)", sentence, flags=re.IGNORECASE):
        if starts_with_vowel_sound(match.group(2)):
            faults.append(match.group(0))
    return faults


# ---------------------------------------------------------------- the word data


def test_every_card_the_game_can_print_has_its_french_grammar():
    """One entry of forms per card id in the catalogue (no more, no less), whose English is the
    card's printed name in every form; daughters are proper names, every other card a common noun
    with a gender, singular or plural; a card name with several words beginning with "h" is
    classified mute or aspirated."""
    assert set(text.CARD_FORMS) == set(CARDS) == set(GENDERS)
    for card in CARDS:
        assert {text.card_form(card, form, "en") for form in text.FORMS} == {C.card_name(card, "en")}, card
        code = GENDERS[card]
        if card in C.DAUGHTER_CARDS:
            assert code == "name", card
        else:
            assert code in ("m", "f", "m.pl", "f.pl"), card
    assert not text.MUTE_H_FR & text.ASPIRATED_H_FR


def test_the_page_reads_the_names_of_cards_tribes_and_ranks_from_the_catalogue():
    """The bare names the page shows come from the catalogue (context "card", "tribe", "tribe as a
    player", "elder rank"); their French is the one ``components`` keeps for the rules' data."""
    for card in CARDS:
        assert text.card_name(card, "fr") == name_fr(card), card
        assert text.card_name(card, "qps") == f"[!!{C.card_name(card, 'en')}!!]", card
    for tribe, info in C.TRIBES.items():
        for lang, name, people in (("fr", "name_fr", "people_fr"), ("en", "name", "people")):
            assert (text.tribe_name(tribe, lang), text.tribe_label(tribe, lang)) == (info[name], info[people])
    for boards in C.ELDER_BOARDS.values():
        for rank in [*boards["poly"], *boards["mono"]]:
            assert text.rank_name(rank["name"], "fr") == rank["name_fr"], rank["name"]
            assert text.rank_name(rank["name"], "qps") == f"[!!{rank['name']}!!]", rank["name"]
    assert text.card_name("no_such_card", "fr") == "no_such_card" and text.tribe_name("nobody") == "nobody"


def table_words() -> list[str]:
    """Every French word of the tables a text puts an article or "de" before."""
    tribes = [str(info[key]) for info in C.TRIBES.values() for key in ("name_fr", "people_fr")]
    return [
        *(name_fr(card) for card in CARDS),
        *text.RESOURCES["fr"].values(),
        text.ONE_BABY["fr"],
        *text.BIOME_TYPES["fr"].values(),
        *(word.split(" ", 1)[-1] for word in tribes),
    ]


def test_every_word_beginning_with_h_is_mute_or_aspirated():
    """French elides before a mute h only; the data must say which kind each "h" word is."""
    for word in table_words():
        if word[:1].lower() == "h":
            first = word.split(" ")[0].lower()
            assert first in text.MUTE_H_FR | text.ASPIRATED_H_FR, word
    # and the rule reads them: "l'Hiver rigoureux", "le Harpon à tête basculante"
    assert text.elides_fr("Hiver rigoureux") and not text.elides_fr("Harpon à tête basculante")
    assert not text.elides_fr("Hugo")  # a word the data does not know keeps its h


# ---------------------------------------------------------------- the helpers, card by card


@pytest.mark.parametrize("card", CARDS)
def test_each_card_takes_its_article_and_contracts_de_and_a(card):
    """The definite article, "de" and "à" before each card name, by its gender, number and first
    sound; a page shows the name whole after the article (``card_parts_fr``)."""
    name = name_fr(card)
    the = text.the_card_fr(card)
    assert the == expected_article(card) + name, card
    assert text.of_card_fr(card) == expected_of(card), card
    assert text.to_card_fr(card) == expected_to(card), card
    lead, shown = text.card_parts_fr(card, "de")
    assert lead + shown == text.of_card_fr(card)
    assert shown == name or own_article(name)  # "du Miroir royal": the title's own "Le" contracts
    for phrase in (the, text.of_card_fr(card), text.to_card_fr(card)):
        assert not bad_french(phrase), phrase


def test_the_card_data_reads_as_the_rulebook_writes_the_names():
    """A few cards of each kind, as the rulebook says them ("du Markland", "au Vinland")."""
    assert text.of_card_fr("markland") == "du Markland" and text.to_card_fr("vinland") == "au Vinland"
    assert text.the_card_fr("polar_bear").startswith("l'")  # a vowel
    assert text.the_card_fr("hard_winter").startswith("l'")  # a mute h
    assert text.the_card_fr("toggle_harpoon").startswith("le ")  # an aspirated h
    assert text.of_card_fr("slit_goggles").startswith("des ")  # a plural
    assert text.of_card_fr("bowhead_whale").startswith("de la ")  # a feminine
    assert text.of_card_fr("arnakuk").startswith("d'") and text.of_card_fr("kirima").startswith("de ")
    assert text.of_card_fr("kings_mirror").startswith("du ")  # "Le Miroir royal"


@pytest.mark.parametrize("disc", DISCS)
def test_each_disc_takes_the_article_of_its_gender(disc):
    """ "un fer", "une énergie" (the definite articles: test_text_words); counts are units ("3
    ivoire", as the rulebook's "5 fer"), so the word does not change."""
    word = text.RESOURCES["fr"][disc]
    assert text.disc_name(disc, "fr") == f"{DISC_ARTICLES[disc]} {word}"
    for count in (0, 1, 2, 5):
        assert text.amount(disc, count, "fr") == f"{count} {word}"


def test_babies_agree_with_their_count_and_gender():
    """French puts 0 and 1 in the singular ("0 bébé", "1 bébé", "2 bébés"), English only 1 ("0
    babies"); a baby is "un bébé", babies "les bébés"."""
    one, many = text.ONE_BABY["fr"], text.RESOURCES["fr"]["babies"]
    for count in (0, 1):
        assert text.amount("babies", count, "fr") == f"{count} {one}"
    for count in (2, 4):
        assert text.amount("babies", count, "fr") == f"{count} {many}"
    assert [text.amount("babies", n, "en") for n in (0, 1, 2)] == ["0 babies", "1 baby", "2 babies"]
    assert f"entre un {one} et " in text.awaiting_texts("fr")["wool"]
    assert text.describe_move({"type": "wool", "take": "babies"}, "fr") == f"Prendre les {many}"


def test_counts_agree_in_french():
    """Counted nouns of the texts: 0 and 1 singular, 2 and more plural."""
    assert [text.singular_fr(n) for n in (0, 1, 2, -1, -2)] == [True, True, False, True, False]
    for n, words in ((1, "1 cube,"), (3, "3 cubes,")):
        said = dict(text._tableau_effect({"reassign": n}, "fr"))["reassign"]
        assert f"jusqu'à {words}" in said, said
    for n, words in ((1, "1 Chasseur Non Assigné ou plus"), (3, "3 Chasseurs Non Assignés ou plus")):
        assert words in text.describe_symbol({"kind": "epidemic", "threshold": n}, "fr")[1]
    assert text.describe_symbol({"kind": "epidemic", "threshold": 1}, "en")[1].startswith(
        "every tribe with 1 or more unassigned hunters"
    )  # English as it was
    assert render._count(1, render.TEXTS.bind("fr")) == "1 carte"
    assert render._count(0, render.TEXTS.bind("fr")) == "0 carte"
    assert render._count(0, render.TEXTS.bind("en")) == "0 cards"


def test_animals_named_with_the_article_of_their_card():
    """The Viking animal a move chooses ("Choisir la vache") takes its card's article."""
    for side, said in text.ANIMALS["fr"].items():
        card = f"animal:{side}"
        assert said == text.the_card_fr(card).replace(name_fr(card), name_fr(card).lower()), side


# ---------------------------------------------------------------- every template, every card


def card_templates(card: str) -> list[tuple[str, str]]:
    """Each French template that puts "de", "à" or an article before a card name, with the
    phrase it must contain for ``card``: (sentence, phrase)."""
    of, to = text.of_card_fr(card), text.to_card_fr(card)
    view = {
        "nego": {"card": card, "offers": []},
        "step": {"seat": 0, "ask": "negotiate"},
        "to_move": [0],
        "players": [{"tribe": "thule"}, {"tribe": "viking"}],
    }
    retreat = {"from": 0, "to": [1], "give": [{"kind": "withdraw", "card": card}], "ask": [], "retreat": True}
    return [
        (text.describe_move({"type": "forage", "card": card, "with": "energy"}, "fr"), f"Fourrage {of} : "),
        (text.describe_move({"type": "forage", "card": card, "with": "elder", "rank": 2}, "fr"), f"Fourrage {of} : "),
        (text.describe_move({"type": "retreat", "card": card}, "fr"), f"Se retirer {of}"),
        (text.describe_move({"type": "recall_settler", "card": card}, "fr"), f"Rappeler un colon {of}"),
        (text.describe_move({"type": "recall_settler", "card": card, "alpha": True}, "fr"), f"colon {of}"),
        (text.describe_move({"type": "reassign", "from": card, "to": "walrus"}, "fr"), f"cube {of} vers le Morse"),
        (
            text.describe_move({"type": "reassign", "from": "walrus", "to": card, "alpha": True}, "fr"),
            f"l'Alpha du Morse vers {text.the_card_fr(card)}",
        ),
        (text.describe_move({"type": "answer", "accept": True, "offer": 1, "groom": card}, "fr"), f"vient {of})"),
        (
            text.describe_move({"type": "answer", "accept": False, "offer": 1, "groom": f"alpha:{card}"}, "fr"),
            f"vient {of}, l'Alpha)",
        ),
        (text.describe_item({"kind": "withdraw", "card": card}, "fr"), f"le retrait {of}"),
        (text.describe_item({"kind": "daughter", "daughter": "kirima", "groom": card}, "fr"), f"venu {of})"),
        (text.describe_offer(retreat, ["Ann", "Bob"], "fr"), f"se retirer {of}"),
        (text.summarize_for_seat(view, 0, ["Ann", "Bob"], text.awaiting_texts("fr"), "fr") or "", f"au sujet {of} "),
        # daughters' moves, worded for any card id alike
        (text.describe_move({"type": "marry", "daughter": card}, "fr"), f"Marier un chasseur {to}"),
        (text.describe_move({"type": "marry", "daughter": card, "alpha": True}, "fr"), f"Marier l'Alpha {to}"),
        (text.describe_move({"type": "divorce", "daughter": card}, "fr"), f"Divorcer {of}"),
        (text.describe_move({"type": "recall_spouse", "daughter": card}, "fr"), f"Rappeler le conjoint {of}"),
    ]  # fmt: skip


@pytest.mark.parametrize("card", CARDS)
def test_every_template_puts_the_card_after_its_contracted_preposition(card):
    """For every card, each template that puts "de"/"à" or an article before it says the card as
    the helpers do (checked above against the data), and no sentence has an uncontracted or
    unelided article."""
    for sentence, phrase in card_templates(card):
        assert phrase in sentence, (card, phrase, sentence)
        assert not bad_french(sentence), (card, sentence, bad_french(sentence))


@pytest.mark.parametrize("card", CARDS)
def test_english_texts_keep_their_wording(card):
    """The English of the same templates names the card bare, as before."""
    name = C.card_name(card, "en")
    assert text.describe_move({"type": "forage", "card": card, "with": "energy"}, "en") == (
        f"Forage for {name}: one energy"
    )
    assert text.describe_move({"type": "retreat", "card": card}, "en") == f"Withdraw from {name}"
    assert text.describe_move({"type": "divorce", "daughter": card}, "en") == f"Divorce {name}"
    assert text.describe_move({"type": "marry", "daughter": card}, "en") == f"Marry a hunter to {name}"
    assert text.describe_move({"type": "recall_spouse", "daughter": card}, "en") == (
        f"Bring back the spouse of {name}"
    )
    assert text.describe_move({"type": "reassign", "from": card, "to": "walrus"}, "en") == (
        f"Re-assign a cube from {name} to Walrus"
    )
    assert text.describe_item({"kind": "withdraw", "card": card}, "en") == f"withdrawal from {name}"
    assert text.describe_move(
        {"type": "answer", "accept": True, "offer": 1, "groom": f"alpha:{card}"}, "en"
    ) == (f"Accept the offer (the groom comes from {name}, the alpha)")


def test_every_french_text_of_the_tables_reads_without_faults():
    """The event symbols, the trading ships, the tableau and biome lines, the daughters and the
    decisions awaited, for every card and symbol: no uncontracted or unelided article; the
    falcon and Bog Iron take their articles from the data."""
    said = list(text.awaiting_texts("fr").values())
    for card in C.EVENTS:
        for symbol in card["symbols"]:
            said += text.describe_symbol(symbol, "fr", cooperative=True)
        if card.get("import"):
            said += text.describe_trading_ship(card["id"], "fr")
    for card in CARDS:
        said += [words for _, words in text.describe_tableau(card, "fr")]
        if card in C.BIOMES:
            said += [words for _, words in text.describe_biome(card, [6], "fr")]
    for sentence in said:
        assert not bad_french(sentence), (sentence, bad_french(sentence))
    ransom = text.describe_symbol({"kind": "falconers_ransom"}, "fr")[1]
    assert f"ce tour, {text.the_card_fr('gyrfalcon')} vaut " in ransom
    assert f"la déperdition {text.of_card_fr('bog_iron')}" in text.awaiting_texts("fr")["bog_iron"]
    lamp = dict(text.describe_tableau("soapstone_lamp", "fr"))["energy_loss_reduction"]
    assert f"celle {text.of_card_fr('bog_iron')} aussi" in lamp
    sea = text.BIOME_TYPES["fr"]["sea"]
    name, effect = text.describe_symbol({"kind": "no_sea_hunt"}, "fr")
    assert name == "Pas " + text.de_fr(sea) and f"un Biome {text.de_fr(sea)} (D7)" in effect


def test_a_vowel_or_a_feminine_word_in_the_catalogue_changes_the_articles(monkeypatch):
    """The articles follow the catalogue's forms, not the words the templates were written with:
    Bog Iron renamed to a feminine word with a vowel, the falcon to a plural."""
    forms = {
        "bog_iron": ("Eau des marais", "l'Eau des marais", "de l'Eau des marais", "à l'Eau des marais"),
        "gyrfalcon": ("Faucons", "les Faucons", "des Faucons", "aux Faucons"),
    }
    for card, said in forms.items():
        monkeypatch.setitem(text.CARD_FORMS, card, lambda t, said=said: said)
    assert "la déperdition de l'Eau des marais" in text.awaiting_texts("fr")["bog_iron"]
    assert "ce tour, les Faucons vaut" in text.describe_symbol({"kind": "falconers_ransom"}, "fr")[1]
    assert text.describe_move({"type": "forage", "card": "gyrfalcon", "with": "energy"}, "fr").startswith(
        "Fourrage des Faucons : "
    )


# ---------------------------------------------------------------- tribes and players


@pytest.mark.parametrize("tribe", sorted(C.TRIBES))
def test_tribes_contract_their_article(tribe):
    """A tribe named as a player ("les Thulé") contracts with "de" and "à"; its bare name is a
    proper name ("de Thulé")."""
    others = [t for t in C.TRIBES if t != tribe]
    tribes = [others[0], tribe]
    label = text.tribe_label(tribe, "fr")
    article, _, people = label.partition(" ")
    assert article == "les", label  # every tribe is a people, plural
    assert text.de_fr(label) == f"des {people}" and text.a_fr(label) == f"aux {people}"
    name = str(C.TRIBES[tribe]["name_fr"])
    assert text.de_fr(name) == ("d'" if starts_with_vowel_sound(name) else "de ") + name
    sacrifice = text.describe_move({"type": "sacrifice", "board": 1, "tribes": tribes}, "fr")
    assert sacrifice == f"Sacrifier l'Ancien sur le plateau des {people}"
    banish = text.describe_move({"type": "banish_target", "target": {"seat": 1}, "tribes": tribes}, "fr")
    assert banish == f"Bannir un cube des {people}"
    offer = {"from": 0, "to": [1], "give": [{"kind": "ivory"}], "ask": []}
    assert f" aux {people} : un " in text.describe_offer(offer, None, "fr", tribes)


def test_player_names_elide_but_never_contract():
    """A player's name is a proper name: "d'Ann", "à Ann", "de Le Goff" (its "Le" is part of it);
    a seat without a name stays a label ("de joueur 1")."""
    names = ["Ann", "Le Goff", "Bob"]
    sacrifice = {"type": "sacrifice", "board": 0}
    assert text.describe_move(sacrifice, "fr", names) == "Sacrifier l'Ancien sur le plateau d'Ann"
    assert text.describe_move({**sacrifice, "board": 1}, "fr", names).endswith("plateau de Le Goff")
    assert text.describe_move({**sacrifice, "board": 2}, "fr", names).endswith("plateau de Bob")
    assert text.describe_move(sacrifice, "fr").endswith("plateau de joueur 1")
    offer = {"from": 2, "to": [0, 1], "give": [{"kind": "iron"}], "ask": []}
    assert text.describe_offer(offer, names, "fr") == "Bob propose à Ann, à Le Goff : un fer"
    assert text.describe_move(sacrifice, "en", names) == "Sacrifice the elder on Ann's board"


# ---------------------------------------------------------------- the game page


def page_text(html: str) -> str:
    return re.sub(r"\s+", " ", unescape(re.sub(r"<[^>]*>", "", html)))


@pytest.mark.parametrize("card", ROW_CARDS + DAUGHTERS)
def test_the_page_contracts_de_before_a_card(card):
    """The page's French lines with "de" before a card (the card negotiated, the alpha's spouse)
    contract it with the card's article, outside the bold name that carries the card id."""
    french = render.TEXTS.bind("fr")
    view = {"players": [{"tribe": "thule"}, {"tribe": "viking"}], "nego": {"card": card, "offers": []}}
    of = text.of_card_fr(card)
    offers = render._offers(view, 0, french)
    assert f"Négociation au sujet {of}." in page_text(offers)
    lead, name = text.card_parts_fr(card, "de")
    assert f'{lead}<b data-card="{card}">{name}</b>' in unescape(offers)
    spouse = page_text(render._alpha(view, 0, f"spouse:{card}", french))
    assert spouse == f"conjoint {of}" and not bad_french(spouse)
    # English as it was
    assert page_text(render._alpha(view, 0, f"spouse:{card}", render.TEXTS.bind("en"))) == (
        f"spouse of {C.card_name(card, 'en')}"
    )


def test_the_page_contracts_de_before_a_tribe_of_the_cooperative_game():
    """K: tribes are named "les Thulé"; the alpha on another tribe's board says "des Thulé", and
    in the other games "de Thulé"."""
    french = render.TEXTS.bind("fr")
    players = [{"tribe": "thule"}, {"tribe": "viking"}]
    cooperative = {"players": players, "controllers": [0, 0]}
    said = page_text(render._alpha(cooperative, 1, "elder:0:3", french))
    assert said == "Ancien, rang 3 sur le plateau des Thulé (jaune)"
    said = page_text(render._alpha({"players": players}, 1, "elder:0:3", french))
    assert said == "Ancien, rang 3 sur le plateau de Thulé (jaune)"
    said = page_text(render._alpha({"players": players}, 1, "elder:0:3", render.TEXTS.bind("en")))
    assert said == "elder, rank 3 on the board of Thule (yellow)"
