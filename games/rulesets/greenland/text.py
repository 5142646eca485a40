"""Greenland's texts for move buttons, the game log and the turn emails, and the words the game page
(``render``) shares with them (phases, biome types, resources, colours, event symbols, what a card
does), from the rule set's message catalogue: the ``greenland`` domain,
``locale/<lang>/LC_MESSAGES/greenland.po`` (``games.rulesets.i18n``). English is the source, every
other language a translation.

French articles and genders are the catalogue's, not tables': a text that puts an article, "de"
or "à" before a word is a whole sentence when the word is one of a few (a disc, the babies: "Garder
le fer", "votre choix entre un bébé et un ivoire"), and takes a card in the grammatical form it
needs when the word is any card: each card's name is translated once per form, with a context,

- ``"card, definite"``: "le Morse", "l'Ours polaire", "les Chiens", "Le Miroir royal", "Kirima";
- ``"card, after of"``: "du Fer des marais", "de l'Oumiak", "des Chiens", "d'Arnakuk";
- ``"card, after to"``: "au Markland", "à l'Arbalète", "à Kirima";

and a placeholder is named by the form it holds: ``{card}`` the bare name (a title, after a verb,
"sur" or "pour": "Chasser {card} maintenant"), ``{the_card}``, ``{of_card}``, ``{to_card}``.
English reads the bare name in every form (its sentences keep their own "the", "of", "to"); a
language that declines its nouns translates each form into its case. Forms rather than genders:
a gender table needs article rules in code for each language, a form is just translated. The
bare name has its own entry, context ``"card"`` ("Morse"; ``card_name``), which the page shows;
its English is the printed name (``components.card_name``, which the rules' data keep).

Counts go through ``ngettext`` (French puts 0 and 1 in the singular: "1 bébé", "1 cube"); a
disc's count is a unit and does not change ("3 ivoire", as the rulebook's "5 fer"). Sentences
that end with an optional clause ("; a raider dies on 6 (G0)") join them through a catalogue text
("{raid}; a raider dies on {faces} (G0)"), so the French spaced semicolon is the catalogue's.

Elision and contraction before a player's name, or a tribe named as a player ("d'Ann", "des
Thulé"), stay code (``games.rulesets.french``): a catalogue cannot list the names players choose.
French receives the seat with its "de"/"à" (``of_seat``, ``to_seat``), other languages the bare
name.

The word tables the page and ``moves`` read (``RESOURCES``, ``BIOME_TYPES``, ``COLOURS``,
``PHASES``, ``PURPOSES``, ``TRIBE_NAMES``, ``RANK_NAMES``...) are ``PerLanguage``:
``RESOURCES["fr"]["iron"]`` (or ``RESOURCES[t]`` with a ``Texts``) reads the catalogue when asked,
so that importing the rule set needs no compiled catalogue. What the game waits for is
``awaiting_texts(locale)``, for the page and the turn emails alike.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from typing import Any

# Elision and contraction before a player's name are shared with the other games' pages;
# re-exported here, where the page and the tests have always read them.
from games.rulesets.french import ASPIRATED_H_FR as ASPIRATED_H_FR
from games.rulesets.french import MUTE_H_FR as MUTE_H_FR
from games.rulesets.french import contract_fr as contract_fr
from games.rulesets.french import elides_fr as elides_fr
from games.rulesets.greenland import components as C
from games.rulesets.i18n import Catalogue, Texts

TEXTS = Catalogue("greenland")
LANGUAGES = ("en", "fr")  # the languages with a catalogue (English: the source)


def texts(locale: Any) -> Texts:
    """The catalogue in ``locale``'s language; a ``Texts`` is passed through."""
    return locale if isinstance(locale, Texts) else TEXTS.bind(locale)


class PerLanguage(Mapping[str, Any]):
    """A table of words per language, read from the catalogue each time a language is asked
    (``COLOURS["fr"]["green"]`` is "vert"); any locale may be asked, iterating gives
    ``LANGUAGES``."""

    def __init__(self, words: Callable[[Texts], Any]) -> None:
        self._words = words

    def __getitem__(self, locale: Any) -> Any:
        return self._words(texts(locale))

    def __iter__(self) -> Iterator[str]:
        return iter(LANGUAGES)

    def __len__(self) -> int:
        return len(LANGUAGES)


# ---------------------------------------------------------------- words the game page shares

RANKS = PerLanguage(lambda t: [
    "", t.pgettext("elder rank", "Chief"), t.pgettext("elder rank", "Shaman/Bishop"),
    t.pgettext("elder rank", "Artisan"), t.pgettext("elder rank", "Warchief"),
    t.pgettext("elder rank", "Tracker/Acolyte"), t.pgettext("elder rank", "Mariner"),
])  # fmt: skip

PURPOSES = PerLanguage(lambda t: {
    "hunt": t.pgettext("dice roll", "hunting roll"),
    "reroll": t.pgettext("dice roll", "re-roll"),
    "elder_death": t.pgettext("dice roll", "elder death roll (one die per tribe)"),
    "banish": t.pgettext("dice roll", "martyr roll (banish)"),
    "proselytise": t.pgettext("dice roll", "martyr roll (proselytise)"),
    "attack": t.pgettext("dice roll", "attack roll"),
    "attack_reroll": t.pgettext("dice roll", "attack re-roll"),
})  # fmt: skip

# B1: the six phases of a turn (the rulebook's French names).
PHASES = PerLanguage(lambda t: [
    "", t.pgettext("phase", "Event / import"), t.pgettext("phase", "Assignment"),
    t.pgettext("phase", "Negotiation / attacks"), t.pgettext("phase", "Hunting roll"),
    t.pgettext("phase", "Domestic animals"), t.pgettext("phase", "Elder actions"),
])  # fmt: skip

# A1: the biome types, by the logo in a card's top right corner.
BIOME_TYPES = PerLanguage(lambda t: {
    "land": t.pgettext("biome type", "land hunt"), "sea": t.pgettext("biome type", "sea hunt"),
    "fishing": t.pgettext("biome type", "fishing"), "metallurgy": t.pgettext("biome type", "metallurgy"),
    "raid": t.pgettext("biome type", "raid (+o+)"),
})  # fmt: skip

# A4: babies (cubes back from Valhalla) and the three discs: orange energy, white ivory, black iron.
RESOURCES = PerLanguage(lambda t: {
    "babies": t.pgettext("resource", "babies"), "energy": t.pgettext("resource", "energy"),
    "ivory": t.pgettext("resource", "ivory"), "iron": t.pgettext("resource", "iron"),
})  # fmt: skip
ONE_BABY = PerLanguage(lambda t: t.pgettext("resource", "baby"))

# The player colours (A4, L); a colour is always written out, never shown by colour alone.
COLOURS = PerLanguage(lambda t: {
    "yellow": t.pgettext("colour", "yellow"), "green": t.pgettext("colour", "green"),
    "red": t.pgettext("colour", "red"), "blue": t.pgettext("colour", "blue"),
})  # fmt: skip
# A daughter's colour, which French says in the feminine ("une Fille verte").
DAUGHTER_COLOURS = PerLanguage(lambda t: {
    "yellow": t.pgettext("colour of a daughter", "yellow"), "green": t.pgettext("colour of a daughter", "green"),
    "red": t.pgettext("colour of a daughter", "red"), "blue": t.pgettext("colour of a daughter", "blue"),
})  # fmt: skip

# G5, G6: the white dice on an antler or a hand symbol ("doubles, triples ou quadruples").
MULTIPLES = PerLanguage(lambda t: {
    2: t.pgettext("matching dice", "doubles"), 3: t.pgettext("matching dice", "triples"),
    4: t.pgettext("matching dice", "quadruples"),
})  # fmt: skip

# H1: the Viking animal a move chooses, with its article ("Choisir la vache").
ANIMALS = PerLanguage(lambda t: {
    "cow": t.pgettext("animal chosen", "the cow"), "pony": t.pgettext("animal chosen", "the pony"),
    "sheep": t.pgettext("animal chosen", "the sheep"), "goat": t.pgettext("animal chosen", "the settlement goat"),
})  # fmt: skip


# A1: the letter printed on a D or I card (domestic animal, invention), by the rulebook's letter.
MARKS = PerLanguage(lambda t: {
    # Translators: the letter printed on a domestic-animal card (rulebook A1).
    "D": t.pgettext("card mark", "D"),
    # Translators: the letter printed on an invention card (rulebook A1).
    "I": t.pgettext("card mark", "I"),
})  # fmt: skip


def mark_name(mark: Any, locale: Any = "en") -> str:
    """A card's mark ("D", "I") as printed in ``locale``; "" for none, another value as it is."""
    return str(MARKS[texts(locale)].get(mark, mark)) if mark else ""


# ---------------------------------------------------------------- cards in their forms

# Each card the game can print, by id (biome cards and the New World, events, daughters, imports,
# Viking animals): its name bare (context "card": a title, a chip, after a verb) and in the three
# forms (module docstring), the English text being the printed name (``components.card_name``,
# checked by the tests). A daughter's name goes through the catalogue too: a translator may
# transliterate it.
CARD_FORMS: dict[str, Callable[[Texts], tuple[str, str, str, str]]] = {
    "walrus": lambda t: (t.pgettext("card", "Walrus"), t.pgettext("card, definite", "Walrus"), t.pgettext("card, after of", "Walrus"), t.pgettext("card, after to", "Walrus")),
    "polar_bear": lambda t: (t.pgettext("card", "Polar Bear"), t.pgettext("card, definite", "Polar Bear"), t.pgettext("card, after of", "Polar Bear"), t.pgettext("card, after to", "Polar Bear")),
    "narwhal": lambda t: (t.pgettext("card", "Narwhal"), t.pgettext("card, definite", "Narwhal"), t.pgettext("card, after of", "Narwhal"), t.pgettext("card, after to", "Narwhal")),
    "bowhead_whale": lambda t: (t.pgettext("card", "Bowhead Whale"), t.pgettext("card, definite", "Bowhead Whale"), t.pgettext("card, after of", "Bowhead Whale"), t.pgettext("card, after to", "Bowhead Whale")),
    "ringed_seal": lambda t: (t.pgettext("card", "Ringed Seal"), t.pgettext("card, definite", "Ringed Seal"), t.pgettext("card, after of", "Ringed Seal"), t.pgettext("card, after to", "Ringed Seal")),
    "arctic_char": lambda t: (t.pgettext("card", "Arctic Char"), t.pgettext("card, definite", "Arctic Char"), t.pgettext("card, after of", "Arctic Char"), t.pgettext("card, after to", "Arctic Char")),
    "arctic_fox": lambda t: (t.pgettext("card", "Arctic Fox"), t.pgettext("card, definite", "Arctic Fox"), t.pgettext("card, after of", "Arctic Fox"), t.pgettext("card, after to", "Arctic Fox")),
    "meteorite_iron": lambda t: (t.pgettext("card", "Cape York Meteorite"), t.pgettext("card, definite", "Cape York Meteorite"), t.pgettext("card, after of", "Cape York Meteorite"), t.pgettext("card, after to", "Cape York Meteorite")),
    "nordrsetur_camp": lambda t: (t.pgettext("card", "Nordrsetur Hunting Camp"), t.pgettext("card, definite", "Nordrsetur Hunting Camp"), t.pgettext("card, after of", "Nordrsetur Hunting Camp"), t.pgettext("card, after to", "Nordrsetur Hunting Camp")),
    "musk_ox": lambda t: (t.pgettext("card", "Musk Ox"), t.pgettext("card, definite", "Musk Ox"), t.pgettext("card, after of", "Musk Ox"), t.pgettext("card, after to", "Musk Ox")),
    "gyrfalcon": lambda t: (t.pgettext("card", "Gyrfalcon"), t.pgettext("card, definite", "Gyrfalcon"), t.pgettext("card, after of", "Gyrfalcon"), t.pgettext("card, after to", "Gyrfalcon")),
    "dogs": lambda t: (t.pgettext("card", "Dogs"), t.pgettext("card, definite", "Dogs"), t.pgettext("card, after of", "Dogs"), t.pgettext("card, after to", "Dogs")),
    "toggle_harpoon": lambda t: (t.pgettext("card", "Toggle-head Harpoon"), t.pgettext("card, definite", "Toggle-head Harpoon"), t.pgettext("card, after of", "Toggle-head Harpoon"), t.pgettext("card, after to", "Toggle-head Harpoon")),
    "slit_goggles": lambda t: (t.pgettext("card", "Slit Goggles"), t.pgettext("card, definite", "Slit Goggles"), t.pgettext("card, after of", "Slit Goggles"), t.pgettext("card, after to", "Slit Goggles")),
    "harp_seal": lambda t: (t.pgettext("card", "Harp Seal"), t.pgettext("card, definite", "Harp Seal"), t.pgettext("card, after of", "Harp Seal"), t.pgettext("card, after to", "Harp Seal")),
    "hooded_seal": lambda t: (t.pgettext("card", "Hooded Seal"), t.pgettext("card, definite", "Hooded Seal"), t.pgettext("card, after of", "Hooded Seal"), t.pgettext("card, after to", "Hooded Seal")),
    "shark": lambda t: (t.pgettext("card", "Greenland Shark"), t.pgettext("card, definite", "Greenland Shark"), t.pgettext("card, after of", "Greenland Shark"), t.pgettext("card, after to", "Greenland Shark")),
    "atlantic_cod": lambda t: (t.pgettext("card", "Atlantic Cod"), t.pgettext("card, definite", "Atlantic Cod"), t.pgettext("card, after of", "Atlantic Cod"), t.pgettext("card, after to", "Atlantic Cod")),
    "salmon": lambda t: (t.pgettext("card", "Salmon Run"), t.pgettext("card, definite", "Salmon Run"), t.pgettext("card, after of", "Salmon Run"), t.pgettext("card, after to", "Salmon Run")),
    "beluga": lambda t: (t.pgettext("card", "Beluga"), t.pgettext("card, definite", "Beluga"), t.pgettext("card, after of", "Beluga"), t.pgettext("card, after to", "Beluga")),
    "arctic_wolf": lambda t: (t.pgettext("card", "Arctic Wolf"), t.pgettext("card, definite", "Arctic Wolf"), t.pgettext("card, after of", "Arctic Wolf"), t.pgettext("card, after to", "Arctic Wolf")),
    "bog_iron": lambda t: (t.pgettext("card", "Bog Iron"), t.pgettext("card, definite", "Bog Iron"), t.pgettext("card, after of", "Bog Iron"), t.pgettext("card, after to", "Bog Iron")),
    "skraeling_camp": lambda t: (t.pgettext("card", "Skraeling Camp"), t.pgettext("card, definite", "Skraeling Camp"), t.pgettext("card, after of", "Skraeling Camp"), t.pgettext("card, after to", "Skraeling Camp")),
    "caribou": lambda t: (t.pgettext("card", "Barren-Ground Caribou"), t.pgettext("card, definite", "Barren-Ground Caribou"), t.pgettext("card, after of", "Barren-Ground Caribou"), t.pgettext("card, after to", "Barren-Ground Caribou")),
    "elkhounds": lambda t: (t.pgettext("card", "Elkhounds"), t.pgettext("card, definite", "Elkhounds"), t.pgettext("card, after of", "Elkhounds"), t.pgettext("card, after to", "Elkhounds")),
    "icelandic_sheep": lambda t: (t.pgettext("card", "Icelandic Sheep"), t.pgettext("card, definite", "Icelandic Sheep"), t.pgettext("card, after of", "Icelandic Sheep"), t.pgettext("card, after to", "Icelandic Sheep")),
    "recurve_bow": lambda t: (t.pgettext("card", "Recurve Bow"), t.pgettext("card, definite", "Recurve Bow"), t.pgettext("card, after of", "Recurve Bow"), t.pgettext("card, after to", "Recurve Bow")),
    "soapstone_lamp": lambda t: (t.pgettext("card", "Soapstone Lamp"), t.pgettext("card, definite", "Soapstone Lamp"), t.pgettext("card, after of", "Soapstone Lamp"), t.pgettext("card, after to", "Soapstone Lamp")),
    "fish_weir": lambda t: (t.pgettext("card", "Fish Weir"), t.pgettext("card, definite", "Fish Weir"), t.pgettext("card, after of", "Fish Weir"), t.pgettext("card, after to", "Fish Weir")),
    "markland": lambda t: (t.pgettext("card", "Markland"), t.pgettext("card, definite", "Markland"), t.pgettext("card, after of", "Markland"), t.pgettext("card, after to", "Markland")),
    "vinland": lambda t: (t.pgettext("card", "Vinland"), t.pgettext("card, definite", "Vinland"), t.pgettext("card, after of", "Vinland"), t.pgettext("card, after to", "Vinland")),
    "syphilis": lambda t: (t.pgettext("card", "Syphilis"), t.pgettext("card, definite", "Syphilis"), t.pgettext("card, after of", "Syphilis"), t.pgettext("card, after to", "Syphilis")),
    "falconers_ransom": lambda t: (t.pgettext("card", "Falconer's Ransom"), t.pgettext("card, definite", "Falconer's Ransom"), t.pgettext("card, after of", "Falconer's Ransom"), t.pgettext("card, after to", "Falconer's Ransom")),
    "icelandic_trading_ship": lambda t: (t.pgettext("card", "Icelandic Trading Ship"), t.pgettext("card, definite", "Icelandic Trading Ship"), t.pgettext("card, after of", "Icelandic Trading Ship"), t.pgettext("card, after to", "Icelandic Trading Ship")),
    "sun_stone": lambda t: (t.pgettext("card", "Sun Stone / Sun Compass"), t.pgettext("card, definite", "Sun Stone / Sun Compass"), t.pgettext("card, after of", "Sun Stone / Sun Compass"), t.pgettext("card, after to", "Sun Stone / Sun Compass")),
    "ulfberht_sword": lambda t: (t.pgettext("card", "Ulfberht Sword"), t.pgettext("card, definite", "Ulfberht Sword"), t.pgettext("card, after of", "Ulfberht Sword"), t.pgettext("card, after to", "Ulfberht Sword")),
    "crossbow": lambda t: (t.pgettext("card", "Crossbow"), t.pgettext("card, definite", "Crossbow"), t.pgettext("card, after of", "Crossbow"), t.pgettext("card, after to", "Crossbow")),
    "kings_mirror": lambda t: (t.pgettext("card", "The King's Mirror"), t.pgettext("card, definite", "The King's Mirror"), t.pgettext("card, after of", "The King's Mirror"), t.pgettext("card, after to", "The King's Mirror")),
    "black_death": lambda t: (t.pgettext("card", "Black Death"), t.pgettext("card, definite", "Black Death"), t.pgettext("card, after of", "Black Death"), t.pgettext("card, after to", "Black Death")),
    "little_ice_age": lambda t: (t.pgettext("card", "Little Ice Age"), t.pgettext("card, definite", "Little Ice Age"), t.pgettext("card, after of", "Little Ice Age"), t.pgettext("card, after to", "Little Ice Age")),
    "hard_winter": lambda t: (t.pgettext("card", "Hard Winter"), t.pgettext("card, definite", "Hard Winter"), t.pgettext("card, after of", "Hard Winter"), t.pgettext("card, after to", "Hard Winter")),
    "bog_rust": lambda t: (t.pgettext("card", "Rust and Rot"), t.pgettext("card, definite", "Rust and Rot"), t.pgettext("card, after of", "Rust and Rot"), t.pgettext("card, after to", "Rust and Rot")),
    "pack_ice": lambda t: (t.pgettext("card", "Pack Ice"), t.pgettext("card, definite", "Pack Ice"), t.pgettext("card, after of", "Pack Ice"), t.pgettext("card, after to", "Pack Ice")),
    "hunger_winter": lambda t: (t.pgettext("card", "Hunger Winter"), t.pgettext("card, definite", "Hunger Winter"), t.pgettext("card, after of", "Hunger Winter"), t.pgettext("card, after to", "Hunger Winter")),
    "thule_migration": lambda t: (t.pgettext("card", "Thule Migration"), t.pgettext("card, definite", "Thule Migration"), t.pgettext("card, after of", "Thule Migration"), t.pgettext("card, after to", "Thule Migration")),
    "skraeling_war": lambda t: (t.pgettext("card", "Skraeling War"), t.pgettext("card, definite", "Skraeling War"), t.pgettext("card, after of", "Skraeling War"), t.pgettext("card, after to", "Skraeling War")),
    "measles": lambda t: (t.pgettext("card", "Measles"), t.pgettext("card, definite", "Measles"), t.pgettext("card, after of", "Measles"), t.pgettext("card, after to", "Measles")),
    "peepeelee": lambda t: (t.pgettext("card", "Peepeelee"), t.pgettext("card, definite", "Peepeelee"), t.pgettext("card, after of", "Peepeelee"), t.pgettext("card, after to", "Peepeelee")),
    "kirima": lambda t: (t.pgettext("card", "Kirima"), t.pgettext("card, definite", "Kirima"), t.pgettext("card, after of", "Kirima"), t.pgettext("card, after to", "Kirima")),
    "nuvua": lambda t: (t.pgettext("card", "Nuvua"), t.pgettext("card, definite", "Nuvua"), t.pgettext("card, after of", "Nuvua"), t.pgettext("card, after to", "Nuvua")),
    "meeka": lambda t: (t.pgettext("card", "Meeka"), t.pgettext("card, definite", "Meeka"), t.pgettext("card, after of", "Meeka"), t.pgettext("card, after to", "Meeka")),
    "saila": lambda t: (t.pgettext("card", "Saila"), t.pgettext("card, definite", "Saila"), t.pgettext("card, after of", "Saila"), t.pgettext("card, after to", "Saila")),
    "arnakuk": lambda t: (t.pgettext("card", "Arnakuk"), t.pgettext("card, definite", "Arnakuk"), t.pgettext("card, after of", "Arnakuk"), t.pgettext("card, after to", "Arnakuk")),
    "birgitta": lambda t: (t.pgettext("card", "Birgitta"), t.pgettext("card, definite", "Birgitta"), t.pgettext("card, after of", "Birgitta"), t.pgettext("card, after to", "Birgitta")),
    "gudrid": lambda t: (t.pgettext("card", "Gudrid"), t.pgettext("card, definite", "Gudrid"), t.pgettext("card, after of", "Gudrid"), t.pgettext("card, after to", "Gudrid")),
    "geala": lambda t: (t.pgettext("card", "Gealá"), t.pgettext("card, definite", "Gealá"), t.pgettext("card, after of", "Gealá"), t.pgettext("card, after to", "Gealá")),
    "sunnan_anni": lambda t: (t.pgettext("card", "Sunnan-Ánni"), t.pgettext("card, definite", "Sunnan-Ánni"), t.pgettext("card, after of", "Sunnan-Ánni"), t.pgettext("card, after to", "Sunnan-Ánni")),
    "import:icelandic_trading_ship": lambda t: (t.pgettext("card", "Icelandic Pony"), t.pgettext("card, definite", "Icelandic Pony"), t.pgettext("card, after of", "Icelandic Pony"), t.pgettext("card, after to", "Icelandic Pony")),
    "import:sun_stone": lambda t: (t.pgettext("card", "Sun Stone"), t.pgettext("card, definite", "Sun Stone"), t.pgettext("card, after of", "Sun Stone"), t.pgettext("card, after to", "Sun Stone")),
    "import:ulfberht_sword": lambda t: (t.pgettext("card", "Imported Sword"), t.pgettext("card, definite", "Imported Sword"), t.pgettext("card, after of", "Imported Sword"), t.pgettext("card, after to", "Imported Sword")),
    "import:crossbow": lambda t: (t.pgettext("card", "Crossbow"), t.pgettext("card, definite", "Crossbow"), t.pgettext("card, after of", "Crossbow"), t.pgettext("card, after to", "Crossbow")),
    "import:kings_mirror": lambda t: (t.pgettext("card", "Imported Book"), t.pgettext("card, definite", "Imported Book"), t.pgettext("card, after of", "Imported Book"), t.pgettext("card, after to", "Imported Book")),
    "import:bog_rust": lambda t: (t.pgettext("card", "Iron Cauldron"), t.pgettext("card, definite", "Iron Cauldron"), t.pgettext("card, after of", "Iron Cauldron"), t.pgettext("card, after to", "Iron Cauldron")),
    "import:thule_migration": lambda t: (t.pgettext("card", "Umiak"), t.pgettext("card, definite", "Umiak"), t.pgettext("card, after of", "Umiak"), t.pgettext("card, after to", "Umiak")),
    "import:skraeling_war": lambda t: (t.pgettext("card", "Chain Mail"), t.pgettext("card, definite", "Chain Mail"), t.pgettext("card, after of", "Chain Mail"), t.pgettext("card, after to", "Chain Mail")),
    "import:measles": lambda t: (t.pgettext("card", "Bishop's Crozier"), t.pgettext("card, definite", "Bishop's Crozier"), t.pgettext("card, after of", "Bishop's Crozier"), t.pgettext("card, after to", "Bishop's Crozier")),
    "animal:cow": lambda t: (t.pgettext("card", "Cow"), t.pgettext("card, definite", "Cow"), t.pgettext("card, after of", "Cow"), t.pgettext("card, after to", "Cow")),
    "animal:pony": lambda t: (t.pgettext("card", "Pony"), t.pgettext("card, definite", "Pony"), t.pgettext("card, after of", "Pony"), t.pgettext("card, after to", "Pony")),
    "animal:sheep": lambda t: (t.pgettext("card", "Sheep"), t.pgettext("card, definite", "Sheep"), t.pgettext("card, after of", "Sheep"), t.pgettext("card, after to", "Sheep")),
    "animal:goat": lambda t: (t.pgettext("card", "Settlement Goat"), t.pgettext("card, definite", "Settlement Goat"), t.pgettext("card, after of", "Settlement Goat"), t.pgettext("card, after to", "Settlement Goat")),
}  # fmt: skip
BARE, THE, OF, TO = "bare", "the", "of", "to"  # the forms, in the order of ``CARD_FORMS``'s tuples
FORMS = (BARE, THE, OF, TO)


def card_form(card: str, form: str, locale: Any) -> str:
    """``card``'s name in ``form`` ("bare", "the", "of", "to"; see the module docstring): "Morse",
    "le Morse", "du Morse", "au Morse" in French, "Walrus" in English; a card id the catalogue does
    not know is said as its id, with its preposition ("de xyz"), so a page still renders."""
    t = texts(locale)
    forms = CARD_FORMS.get(card)
    if forms is not None:
        return forms(t)[FORMS.index(form)]
    name = card
    if form == OF:
        return t.pgettext("card unknown to the catalogue, after of", "{card}", card=name)
    if form == TO:
        return t.pgettext("card unknown to the catalogue, after to", "{card}", card=name)
    return name


def the_card_fr(card: str) -> str:
    """A card's French name with its definite article: "le Morse", "l'Arc recourbé", "Kirima"."""
    return card_form(card, THE, "fr")


def of_card_fr(card: str) -> str:
    """ "de" before a card, in French: "du Fer des marais", "de l'Oumiak", "des Chiens", "d'Arnakuk"."""
    return card_form(card, OF, "fr")


def to_card_fr(card: str) -> str:
    """ "à" before a card, in French: "au Morse", "à l'Arbalète", "aux Chiens", "à Kirima"."""
    return card_form(card, TO, "fr")


def card_parts_fr(card: str, preposition: str = "") -> tuple[str, str]:
    """A card's French name after "de", "à" or nothing (``preposition`` ""), as (what comes before
    the name, the name as shown), so that a page can set the name apart: ("du ", "Morse"),
    ("de l'", "Ours polaire"), ("d'", "Arnakuk"), ("du ", "Miroir royal"), ("les ", "Chiens")."""
    form = {"": THE, "de": OF, "à": TO}[preposition]
    phrase = card_form(card, form, "fr")
    name = _card(card, "fr")
    for shown in (name, name.partition(" ")[2]):  # "du Miroir royal": the title's own "Le" contracts
        if shown and phrase.endswith(shown):
            return phrase[: len(phrase) - len(shown)], shown
    return "", phrase


def card_name(card: str, locale: Any = "en") -> str:
    """A card's name, bare, from the catalogue: "Walrus" / "Morse" (English: the printed name,
    ``components.card_name``); an unknown id as it is."""
    return card_form(card, BARE, locale)


_card = card_name


# ---------------------------------------------------------------- discs, babies and counts


def singular_fr(count: int) -> bool:
    """French counts 0 and 1 (and anything under 2) in the singular: "0 bébé", "1 bébé", "2 bébés"
    (the catalogue's plural rule; the page reads it for its own counts)."""
    return abs(count) < 2


def amount(kind: str, count: Any, locale: Any = "en") -> str:
    """A number of babies or discs: "1 baby", "2 babies", "3 ivory" / "0 bébé", "1 bébé", "3 ivoire".
    French puts 0 and 1 in the singular; a disc's word is a unit and stays as it is, as the
    rulebook writes it ("5 fer", "2 ivoire"). A count that is no number is written as it is."""
    t = texts(locale)
    if not isinstance(count, int) or isinstance(count, bool) or kind not in RESOURCES[t.lang]:
        return f"{count} {RESOURCES[t.lang].get(kind, kind)}"
    if kind == "babies":
        return t.ngettext("{n} baby", "{n} babies", count)
    if kind == "energy":
        return t.npgettext("disc count", "{n} energy", "{n} energy", count)
    if kind == "ivory":
        return t.npgettext("disc count", "{n} ivory", "{n} ivory", count)
    return t.npgettext("disc count", "{n} iron", "{n} iron", count)


def disc_name(kind: str, locale: Any = "en") -> str:
    """One disc with its article, as offers and buttons say it: "an ivory" / "un ivoire"."""
    t = texts(locale)
    return {
        "energy": t.pgettext("one disc", "an energy"),
        "ivory": t.pgettext("one disc", "an ivory"),
        "iron": t.pgettext("one disc", "an iron"),
    }[kind]


def _as_energy(disc: str, paid: str, t: Texts) -> str:
    """K: a black or white disc spent as if it were orange: "1 ivory as energy"."""
    return paid if disc == "energy" else t.gettext("{paid} as energy", paid=paid)


def energy_cost(move: dict[str, Any], locale: Any = "en") -> str:
    """The one energy a move pays, counted: "1 energy"; in the cooperative game (K) the move's
    ``pay`` names the disc paying it, and ivory or iron pays as energy: "1 ivory as energy" /
    "1 ivoire comme énergie"."""
    t = texts(locale)
    disc = str(move.get("pay") or "energy")
    return _as_energy(disc, amount(disc, 1, t), t)


def _energy_paid(disc: str, t: Texts) -> str:
    """One energy paid with ``disc``, in words: "one energy" / "une énergie", and in the cooperative
    game (K) "one ivory as energy" / "un ivoire comme énergie"."""
    one = {
        "energy": t.pgettext("one disc paid", "one energy"),
        "ivory": t.pgettext("one disc paid", "one ivory"),
        "iron": t.pgettext("one disc paid", "one iron"),
    }[disc]
    return _as_energy(disc, one, t)


def _or_list(words: list[str], t: Texts) -> str:
    """ "5 or 6", "yellow, green or red" / "5 ou 6"."""
    if len(words) < 2:
        return "".join(words)
    return t.gettext("{some} or {last}", some=", ".join(words[:-1]), last=words[-1])


def _and_list(words: list[str], t: Texts) -> str:
    """ "1 energy and 2 ivory" / "1 énergie et 2 ivoire"."""
    if len(words) < 2:
        return "".join(words)
    return t.gettext("{some} and {last}", some=", ".join(words[:-1]), last=words[-1])


def and_list(words: list[str], t: Texts) -> str:
    """ "3, 4 and 5" / "3, 4 et 5": the page's lists (the dice of a roll)."""
    return _and_list(words, t)


def _faces(faces: list[int], t: Texts) -> str:
    """ "5 or 6" / "5 ou 6"."""
    return _or_list([str(face) for face in faces], t)


def _raider_dies(words: str, deaths: list[int], t: Texts) -> str:
    """G0: a raid's words, and the faces that kill a raider if any."""
    if not deaths:
        return words
    return t.gettext("{raid}; a raider dies on {faces} (G0)", raid=words, faces=_faces(deaths, t))


# ---------------------------------------------------------------- event symbols (D1-D10, A3)


def describe_symbol(symbol: dict[str, Any], locale: str = "en", cooperative: bool = False) -> tuple[str, str]:
    """An event card's symbol (D1-D9, A3; ``components.EVENTS``) as (its name, what it does), for a
    reader who cannot see the card: ("Migration (northern row)", "a card from the northern pile
    replaces ..."). ``cooperative``: the sunspot rule of the solitaire and cooperative game (K)
    changes Global Cooling."""
    t = texts(locale)
    kind = symbol.get("kind")
    if kind == "migration":
        if symbol.get("row") == "north":
            return (
                t.gettext("Migration (northern row)"),
                t.gettext(
                    "a card from the northern pile replaces the card of lowest Maximum in the row, "
                    "which goes to the box (D1)"
                ),
            )
        return (
            t.gettext("Migration (southern row)"),
            t.gettext(
                "a card from the southern pile replaces the card of lowest Maximum in the row, "
                "which goes to the box (D1)"
            ),
        )
    if kind == "epidemic":
        n = symbol.get("threshold", "?")
        count = n if isinstance(n, int) else 2  # a threshold that is no number reads as a plural
        return (
            t.gettext("Epidemic ({n}+)", n=n),
            t.ngettext(
                "every tribe with {threshold} or more unassigned hunters is decimated: half of them (rounded up) "
                "and one elder go to Valhalla (D2)",
                "every tribe with {threshold} or more unassigned hunters is decimated: half of them (rounded up) "
                "and one elder go to Valhalla (D2)",
                count,
                threshold=n,
            ),
        )
    if kind == "venereal":
        colours = [str(colour) for colour in symbol.get("colours") or []]
        plain, feminine = COLOURS[t.lang], DAUGHTER_COLOURS[t.lang]
        return (
            t.gettext("Venereal disease ♀ ({colours})", colours=", ".join(plain.get(c, c) for c in colours)),
            t.gettext(
                "every tribe with a spouse on a {colours} daughter is decimated; the spouse itself is spared (D2)",
                colours=_or_list([feminine.get(c, c) for c in colours], t),
            ),
        )
    if kind == "feud":
        return (
            t.gettext("Feud"),
            t.gettext("every tribe with no rank-1 elder on its elder board is decimated (D2)"),
        )
    if kind == "energy_loss":  # D3: "Déperdition" is the French rulebook's name, with no resource word
        n = symbol.get("amount", 1)
        energy = amount("energy", n, t)
        if symbol.get("per") == "d_card":
            return (
                t.gettext("Energy loss ({n} per D card)", n=n),
                t.gettext(
                    "each tribe pays {energy} per D card in its tableau, or sacrifices elders (D3)",
                    energy=energy,
                ),
            )
        return (
            t.gettext("Energy loss ({n})", n=n),
            t.gettext("each tribe pays {energy}, or sacrifices elders (D3)", energy=energy),
        )
    if kind == "global_cooling":
        effect = t.gettext(
            "the rightmost warm card of each row moves to the cold side; with no warm card left, the cold "
            "card nearest the pile leaves the game (D4)"
        )
        if cooperative:
            effect = t.gettext(
                "{effect}; sunspot rule: no effect in the first turn, later it also decimates the three "
                "cultures, and a second one in the same turn has no effect (K)",
                effect=effect,
            )
        return t.gettext("Global cooling"), effect
    if kind == "elder_death":
        return (
            t.gettext("Elder death"),
            t.gettext(
                "each tribe rolls a die and sacrifices one of its elders of that rank, if it has one (D5)"
            ),
        )
    if kind == "steel_degradation":
        return (
            t.gettext("Steel degradation"),
            t.gettext("each tribe with an import worth iron discards one of them for an iron (D6)"),
        )
    if kind == "no_sea_hunt":
        return (
            t.gettext("No sea hunt"),
            t.gettext("this turn, no hunter may be assigned to a sea hunt biome (D7)"),
        )
    if kind == "storm":
        return t.gettext("Storm"), t.gettext("each tribe with a rank-6 elder (Mariner) loses one (D8)")
    if kind == "markland_forbidden":
        return (
            t.gettext("Markland forbidden"),
            t.gettext(
                "this turn, no cube may go to {to_card} or leave it (D9)",
                to_card=card_form("markland", TO, t),
            ),
        )
    if kind == "falconers_ransom":
        return (
            t.gettext("Falconer's Ransom"),
            # Translators: {the_card} is the falcon's card, in its "card, definite" form.
            t.gettext(
                "this turn, the {the_card} is worth {ransom}, hunted or discarded for its value (A3)",
                the_card=card_form("gyrfalcon", THE, t),
                ransom=amount("ivory", 3, t),
            ),
        )
    return str(kind).replace("_", " "), ""


def describe_trading_ship(event_card: str, locale: str = "en") -> tuple[str, str]:
    """The trading ship of an event card with an import (D10), as (name, what it does)."""
    t = texts(locale)
    return (
        t.gettext("Trading ship"),
        t.gettext(
            "the import {card} is auctioned for ivory; with no bid, it goes back to the box (D10)",
            card=_card("import:" + event_card, t),
        ),
    )


# ---------------------------------------------------------------- what a card shows and does


def describe_biome(card_id: str, deaths: list[int], locale: str = "en") -> list[tuple[str, str]]:
    """What a biome card in a row shows besides its name, type, successes and yield (A, A1), in
    words, as (kind, words), in the order a hunter reads them:

    - ``"maximum"``: the number in the type logo (A1), which decides migrations (D1);
    - ``"deaths"``: the bloody dice, the faces that kill a hunter after re-rolls and conversions
      (G0); ``deaths`` is passed in because a New World card's depend on its side
      (``state.biome_stats``); a card without any says so, since that is worth knowing too;
    - ``"trophy"``: the antler with its white dice and VP (G5), only on a card the rules let one
      claim (never a D or I card: G5 sends those to the hand);
    - ``"hand"``: the hand symbol of a D or I card (G6), or an antler without dice on one (G5),
      as ``components.hand_dice`` reads them;
    - ``"energy_loss"``: a success that costs an energy loss (Bog Iron, G4, D3);
    - ``"inexhaustible"``: the infinity sign of the New World cards (E2).

    Only what the card's data holds (``components.BIOMES``) is described."""
    t = texts(locale)
    card = C.BIOMES[card_id]
    found: list[tuple[str, str]] = [("maximum", t.gettext("Maximum {n}", n=card["maximum"]))]
    faces = sorted({int(face) for face in deaths})
    if faces:
        found.append(("deaths", t.gettext("victorious death on {faces} (G0)", faces=_faces(faces, t))))
    else:
        found.append(("deaths", t.gettext("no victorious death (G0)")))
    multiples = MULTIPLES[t.lang]
    trophy = card.get("trophy")
    if trophy and not card.get("mark") and trophy.get("dice") in multiples:
        found.append(
            (
                "trophy",
                t.gettext(
                    "trophy with {dice}: {vp} VP (G5)", dice=multiples[trophy["dice"]], vp=trophy.get("vp", 0)
                ),
            )
        )
    hand = C.hand_dice(card_id)
    if hand is not None:
        antler = card.get("hand") is None  # G5: an antler without dice on an I card goes to the hand
        where = "G5, G6" if antler else "G6"
        if hand in multiples:
            words = t.gettext("into the hand with {dice} ({where})", dice=multiples[hand], where=where)
        else:
            words = t.gettext("into the hand after a successful hunt ({where})", where=where)
        found.append(("hand", words))
    loss = int(card.get("energy_loss_on_success") or 0)
    if loss:
        found.append(
            (
                "energy_loss",
                # Translators: "déperdition" is the French rulebook's word (D3, G4), no resource word.
                t.gettext("a success costs an energy loss of {n} (D3); refused, the hunt fails (G4)", n=loss),
            )
        )
    if card.get("kind") == "new_world":
        found.append(("inexhaustible", t.gettext("inexhaustible: every tribe may succeed (E2)")))
    return found


# What a card does once in a tableau, by the kinds of ``components.tableau_card`` that
# ``describe_tableau`` words, in the order it words them (an effect's key, or a key of the card's
# tableau data); ``babies_or_ivory``, ``falcon`` and ``raid_deaths`` change another kind's line.
TABLEAU_KINDS = [
    "reroll", "convert", "hunt_first", "sled", "hand_size", "energy_loss_reduction", "reassign", "vp",
    "value", "forage", "babies", "raid_faces", "no_raid",
]  # fmt: skip


def describe_tableau(card_id: str, locale: str = "en") -> list[tuple[str, str]]:
    """What a D or I card, a Viking animal ("animal:<side>") or an import ("import:<event>") does
    while it sits in a tableau, in words, as (kind, words), one line per ability its data holds
    (``components.tableau_card``), each with its rulebook section, in ``TABLEAU_KINDS`` order:

    - ``"reroll"``: dice showing the face may be re-rolled on that biome type (G2); on "+o+",
      raids on tableau cards and attack rolls too (G1, F2), as ``flow.reroll_faces`` and
      ``negotiation.attack_reroll_faces`` read them; one line per effect;
    - ``"convert"``: the face counts as a 1 on that biome type (G3);
    - ``"hunt_first"``: hunts first on that biome type (B4);
    - ``"sled"``: one card outside the homeland without a Mariner, never the New World (E1, E2);
    - ``"hand_size"``: the hand-size bonus (A2);
    - ``"energy_loss_reduction"``: each energy loss is smaller (D3), Bog Iron's too (G4);
    - ``"reassign"``: the Sun Stone's re-assignments (E6);
    - ``"vp"``: its victory points while in the tableau (A2, J);
    - ``"value"``: the discs it is discarded for at any time (A3), with Falconer's Ransom for a
      falcon (``falcon``, A3) and the steel degradation of an import worth iron (D6);
    - ``"forage"``: the phase 5 forage, energy or elders, else the animal is slaughtered (H1);
    - ``"babies"``: the phase 5 babies (H2), or an ivory instead (``babies_or_ivory``, Icelandic
      wool); nothing when the card gives none;
    - ``"raid_faces"``: the faces on which raiders succeed and steal those babies (E5, G1), with
      the faces that kill a raider (``raid_deaths``, G0);
    - ``"no_raid"``: it cannot be raided (E5).

    A card without a tableau ability gives an empty list. A daughter is described by
    ``describe_daughter`` (her lines, in ``DAUGHTER_KINDS`` order)."""
    if card_id in C.DAUGHTER_CARDS:
        return describe_daughter(card_id, locale)
    t = texts(locale)
    data = C.tableau_card(card_id)
    found: list[tuple[str, str]] = []
    for effect in data.get("effects") or []:
        found += _tableau_effect(effect, t)
    vp = int(data.get("vp") or 0)
    if vp:
        found.append(("vp", t.gettext("{n} VP while in the tableau (A2, J)", n=vp)))
    found += _tableau_value(card_id, data, t)
    forage = int(data.get("forage") or 0)
    if forage:
        found.append(
            (
                "forage",
                t.gettext(
                    "forage in phase 5: {energy}, each payable by sacrificing an elder instead; else it is "
                    "slaughtered for its value (H1)",
                    energy=amount("energy", forage, t),
                ),
            )
        )
    babies = int(data.get("babies") or 0)
    if babies:
        born = amount("babies", babies, t)
        if data.get("babies_or_ivory"):
            words = t.gettext("in phase 5: {babies} or an ivory (Icelandic wool, H2)", babies=born)
        else:
            words = t.gettext("in phase 5: {babies}, with no roll (H2)", babies=born)
        found.append(("babies", words))
    faces = sorted({int(face) for face in data.get("raid_faces") or []})
    if faces:
        found.append(("raid_faces", _tableau_raid(faces, data, babies, t)))
    if data.get("no_raid"):
        found.append(("no_raid", t.gettext("cannot be raided (E5)")))
    order = {kind: index for index, kind in enumerate(TABLEAU_KINDS)}
    return sorted(found, key=lambda line: order[line[0]])


def _tableau_effect(effect: dict[str, Any], locale: Any) -> list[tuple[str, str]]:
    """One entry of a tableau card's ``effects`` in words (see ``describe_tableau``); an effect of
    a kind no tableau card has (a daughter's, an elder's) gives nothing."""
    t = texts(locale)
    on = str(effect.get("on") or effect.get("hunt_first") or "")
    where = BIOME_TYPES[t.lang].get(on, on)
    if "reroll" in effect:
        face = effect["reroll"]
        if on == "raid":  # G1: a raid on a tableau card rolls as "+o+"; F2: so does an attack
            return [
                (
                    "reroll",
                    t.gettext("{where}, attacks too: re-roll the {face}s (G2, F2)", where=where, face=face),
                )
            ]
        return [("reroll", t.gettext("{where}: re-roll the {face}s (G2)", where=where, face=face))]
    if "convert" in effect:
        return [
            ("convert", t.gettext("{where}: {face}s count as 1s (G3)", where=where, face=effect["convert"]))
        ]
    if "hunt_first" in effect:
        return [("hunt_first", t.gettext("{where}: hunts first (B4)", where=where))]
    if effect.get("sled"):
        return [
            (
                "sled",
                t.gettext(
                    "sled: cubes go to one card outside the homeland without a Mariner, never to the New World (E1, E2)"
                ),
            )
        ]
    if "hand_size" in effect:
        return [("hand_size", t.gettext("+{n} hand size (A2)", n=effect["hand_size"]))]
    if "energy_loss_reduction" in effect:
        return [
            (
                "energy_loss_reduction",
                t.gettext(
                    "each energy loss is {n} smaller, {of_card}'s too (D3, G4)",
                    n=effect["energy_loss_reduction"],
                    of_card=card_form("bog_iron", OF, t),
                ),
            )
        ]
    if "reassign" in effect:
        return [
            (
                "reassign",
                t.ngettext(
                    "after every assignment, re-assign up to {n} cube, with no Mariner (E6)",
                    "after every assignment, re-assign up to {n} cubes, with no Mariner (E6)",
                    effect["reassign"],
                ),
            )
        ]
    return []


def _tableau_value(card_id: str, data: dict[str, Any], t: Texts) -> list[tuple[str, str]]:
    """A3: the discs a tableau card is discarded for, Falconer's Ransom (A3) and the steel
    degradation (D6) of an import worth iron, as ``state.card_value`` and ``flow.steel_cards``
    read them."""
    value = data.get("value") or {}
    parts = [amount(kind, int(value[kind]), t) for kind in ("energy", "ivory", "iron") if value.get(kind)]
    if not parts:
        return []
    words = t.gettext("may be discarded at any time for {discs} (A3)", discs=_and_list(parts, t))
    if data.get("falcon"):
        words = t.gettext(
            "{value}; {ransom} in the turn of {event} (A3)",
            value=words,
            ransom=amount("ivory", 3, t),
            event=_card("falconers_ransom", t),
        )
    if card_id.startswith("import:") and value.get("iron"):
        words = t.gettext("{value}; a steel degradation forces it (D6)", value=words)
    return [("value", words)]


def _tableau_raid(faces: list[int], data: dict[str, Any], babies: int, t: Texts) -> str:
    """E5, G1: raiders succeed on these faces, and take the phase 5 babies (or the wool's ivory);
    G0: the faces that kill a raider."""
    if babies and data.get("babies_or_ivory"):
        words = t.gettext(
            "raiders succeed on {faces} and steal its babies or an ivory (E5, G1)", faces=_faces(faces, t)
        )
    elif babies:
        words = t.gettext("raiders succeed on {faces} and steal its babies (E5, G1)", faces=_faces(faces, t))
    else:
        words = t.gettext("raiders succeed on {faces} (E5, G1)", faces=_faces(faces, t))
    return _raider_dies(words, sorted({int(face) for face in data.get("raid_deaths") or []}), t)


# What a daughter does (A2, F1, G1, L), by kind, in the order ``describe_daughter`` words them: the
# kinds she shares with D/I cards (``TABLEAU_KINDS``) keep their words; the others are hers.
DAUGHTER_KINDS = [
    "reroll", "hunt_first", "sled", "hand_size", "auction_ties", "energy_loss_reduction", "ski", "drums",
    "abduction", "venereal",
]  # fmt: skip


def describe_daughter(card_id: str, locale: str = "en") -> list[tuple[str, str]]:
    """What a daughter (``components.DAUGHTER_CARDS``) does, in words, as (kind, words), one line per
    ability her data holds, each with its rulebook section, in ``DAUGHTER_KINDS`` order. Whoever has
    her in its tableau and whoever has a spouse on her both have these abilities (F1, L; see
    ``describe_daughter_holders``), as ``state.effects`` and ``state.hand_size`` read them:

    - ``"reroll"``, ``"hunt_first"``, ``"sled"``, ``"hand_size"`` (a literate daughter, A2),
      ``"energy_loss_reduction"`` (Saila, D3): the words of ``describe_tableau``;
    - ``"auction_ties"``: wins the ties of the ivory auction, before play order (Peepeelee, D10);
    - ``"ski"``: once per phase 4, three hunters on one biome card act as one alpha (Gealá, L, E7);
    - ``"drums"``: immune to venereal decimations and epidemics (Sunnan-Ánni, L, D2);
    - ``"abduction"``: the faces on which raiders abduct her, the former spouse dying (E5, G1),
      and those that kill a raider (G0);
    - ``"venereal"``: her colour, and the event cards whose venereal symbol names it, which
      decimate every tribe with a spouse on her (D2); or that none names it (the Sami, L).

    An id that is not a daughter gives an empty list."""
    if card_id not in C.DAUGHTER_CARDS:
        return []
    t = texts(locale)
    data = C.tableau_card(card_id)
    found: list[tuple[str, str]] = []
    for effect in data.get("effects") or []:
        found += _tableau_effect(effect, t) or _daughter_effect(effect, t)
    faces = sorted({int(face) for face in data.get("raid_faces") or []})
    if faces:
        words = t.gettext(
            "raiders abduct her on {faces}: a surviving raider becomes her spouse, the former spouse dies "
            "(E5, G1)",
            faces=_faces(faces, t),
        )
        found.append(
            ("abduction", _raider_dies(words, sorted({int(f) for f in data.get("raid_deaths") or []}), t))
        )
    found.append(("venereal", _daughter_venereal(str(C.DAUGHTER_CARDS[card_id]["colour"]), t)))
    order = {kind: index for index, kind in enumerate(DAUGHTER_KINDS)}
    return sorted(found, key=lambda line: order.get(line[0], len(order)))


def _daughter_effect(effect: dict[str, Any], t: Texts) -> list[tuple[str, str]]:
    """An effect only daughters have (see ``describe_daughter``); any other gives nothing."""
    if effect.get("auction_ties"):
        return [("auction_ties", t.gettext("wins auction ties, ahead of play order (D10)"))]
    if effect.get("ski"):
        return [
            (
                "ski",
                t.gettext(
                    "skis: once per phase 4, {n} hunters on one biome card may act together as one alpha instead "
                    "of rolling their dice (L, E7)",
                    n=C.SKI_HUNTERS,
                ),
            )
        ]
    if effect.get("drums"):
        return [("drums", t.gettext("Sami drums: immune to venereal decimations and epidemics (L, D2)"))]
    return []


def _daughter_venereal(colour: str, t: Texts) -> str:
    """D2: the event cards whose venereal symbol names the daughter's colour decimate every tribe
    with a spouse on her (``flow.task_symbol``); the spouse itself is spared."""
    events = [
        card["id"]
        for card in C.EVENTS
        if any(s.get("kind") == "venereal" and colour in (s.get("colours") or []) for s in card["symbols"])
    ]
    hers = DAUGHTER_COLOURS[t.lang].get(colour, colour)
    if not events:
        return t.gettext(
            "a {colour} daughter: no venereal ♀ symbol names her colour, a spouse on her brings no "
            "decimation (D2, L)",
            colour=hers,
        )
    return t.gettext(
        "a {colour} daughter: the venereal ♀ symbol of {cards} decimates every tribe with a spouse on her; "
        "the spouse itself is spared (D2)",
        colour=hers,
        cards=_and_list([_card(event, t) for event in events], t),
    )


def describe_daughter_holders(owner: str, spouse: str | None, locale: str = "en") -> str:
    """F1: whose abilities a daughter's are, as the page says it under her, in the tableau of
    ``owner`` and in the spouses of ``spouse`` (tribe names as the page writes them, "Thule" or
    "the Thule"; ``spouse`` None: unmarried; ``spouse == owner``: married to a cube of her own
    tribe, whose abilities then count once, ``state.hand_size``). Both tribes have them at once and
    in full; an abduction hands them to the raider's tribe at once (G1). The names stand in
    apposition, so a plural one ("les Thulé") needs no other agreement."""
    t = texts(locale)
    if spouse is None:
        return t.gettext(
            "her abilities go to the tribe whose tableau she is in, {owner}, and at once to any tribe that "
            "marries her (F1, G1)",
            owner=owner,
        )
    if spouse == owner:
        return t.gettext(
            "her abilities go to the tribe whose tableau she is in, {owner}, whose spouse is on her too: "
            "they count once (F1)",
            owner=owner,
        )
    return t.gettext(
        "her abilities go at once to both the tribe whose tableau she is in, {owner}, and her spouse's "
        "tribe, {spouse} (F1)",
        owner=owner,
        spouse=spouse,
    )


# ---------------------------------------------------------------- seats, offers and items


# The tribes (A4, L), by id: their names ("Thule" / "Thulé"; components ``name``), and named as a
# player, a people ("the Thule" / "les Thulé"; components ``people``).
TRIBE_NAMES = PerLanguage(lambda t: {
    "thule": t.pgettext("tribe", "Thule"), "tunit": t.pgettext("tribe", "Tunit"),
    "viking": t.pgettext("tribe", "Viking"), "sami": t.pgettext("tribe", "Sami"),
})  # fmt: skip
PEOPLES = PerLanguage(lambda t: {
    "thule": t.pgettext("tribe as a player", "the Thule"), "tunit": t.pgettext("tribe as a player", "the Tunit"),
    "viking": t.pgettext("tribe as a player", "the Vikings"), "sami": t.pgettext("tribe as a player", "the Sami"),
})  # fmt: skip

# The names of the elder boards' ranks (components ``ELDER_BOARDS``, named per tribe and side), by
# their English name.
RANK_NAMES = PerLanguage(lambda t: {
    "Chief": t.pgettext("elder rank", "Chief"), "Shaman": t.pgettext("elder rank", "Shaman"),
    "Sage": t.pgettext("elder rank", "Sage"), "Artisan": t.pgettext("elder rank", "Artisan"),
    "Blacksmith": t.pgettext("elder rank", "Blacksmith"), "Warchief": t.pgettext("elder rank", "Warchief"),
    "Tracker": t.pgettext("elder rank", "Tracker"), "Mariner": t.pgettext("elder rank", "Mariner"),
    "Foreign Missionary": t.pgettext("elder rank", "Foreign Missionary"),
    "Bishop": t.pgettext("elder rank", "Bishop"), "Acolyte": t.pgettext("elder rank", "Acolyte"),
})  # fmt: skip


def tribe_name(tribe: str, locale: Any = "en") -> str:
    """A tribe's name: "Thule" / "Thulé"; an unknown id as it is."""
    return str(TRIBE_NAMES[texts(locale)].get(tribe, tribe))


def tribe_label(tribe: str, locale: Any = "en") -> str:
    """A tribe named as a player: "the Thule" / "les Thulé"; an unknown id as it is."""
    return str(PEOPLES[texts(locale)].get(tribe, tribe))


def rank_name(name: str, locale: Any = "en") -> str:
    """An elder board's rank, by its English name (``components.ELDER_BOARDS``): "Warchief" /
    "Chef de guerre"; a name the catalogue does not know as it is."""
    return str(RANK_NAMES[texts(locale)].get(name, name))


def seat_label(s: Any, names: list[str] | None, tribes: Any, locale: Any = "en") -> str:
    """Who a seat field names: the player's name when names are given; else, when the tribes are
    known (the cooperative game's moves and events carry ``tribes``, K), the tribe ("the Thule");
    else "player N"."""
    if not isinstance(s, int) or isinstance(s, bool):
        return "?"
    if names and 0 <= s < len(names):
        return names[s]
    t = texts(locale)
    if isinstance(tribes, list) and 0 <= s < len(tribes):
        return tribe_label(str(tribes[s]), t)
    return t.gettext("player {n}", n=s + 1)


def seat_with_fr(preposition: str, s: Any, names: list[str] | None, tribes: Any) -> str:
    """French "de" or "à" before who a seat field names (``seat_label``): a player's name is a
    proper name, elided but never contracted ("d'Ann", "à Ann", "de Le Goff"); a tribe's label
    contracts its article ("des Thulé", "aux Vikings"); "de joueur 2" names a seat as a label."""
    proper = bool(names) and isinstance(s, int) and 0 <= s < len(names or [])
    return "".join(contract_fr(preposition, seat_label(s, names, tribes, "fr"), proper))


def de_fr(phrase: str, proper: bool = False) -> str:
    """French "de" before a name or a tribe's label: "des Thulé", "d'Arnakuk", "de Bob"
    (``contract_fr``; grammar before a name, which no catalogue lists)."""
    return "".join(contract_fr("de", phrase, proper))


def a_fr(phrase: str, proper: bool = False) -> str:
    """French "à" before a name or a tribe's label: "aux Thulé", "à Kirima"."""
    return "".join(contract_fr("à", phrase, proper))


def of_seat(s: Any, names: list[str] | None, tribes: Any, t: Texts) -> str:
    """Who a seat names, after "of": French with its "de" ("d'Ann", "des Thulé": grammar before a
    name, code), other languages bare."""
    return seat_with_fr("de", s, names, tribes) if t.lang == "fr" else seat_label(s, names, tribes, t)


def to_seat(s: Any, names: list[str] | None, tribes: Any, t: Texts) -> str:
    """Who a seat names, after "to": French with its "à" ("à Ann", "aux Thulé"), others bare."""
    return seat_with_fr("à", s, names, tribes) if t.lang == "fr" else seat_label(s, names, tribes, t)


def _groom(groom: str, t: Texts) -> str:
    """Where a groom comes from, after "from": a card, or ``"alpha:<card>"`` when the alpha is the
    groom (E7): "Walrus, the alpha" / "du Morse, l'Alpha"."""
    card = groom[6:] if groom.startswith("alpha:") else groom
    of_card = card_form(card, OF, t)
    return t.gettext("{of_card}, the alpha", of_card=of_card) if groom.startswith("alpha:") else of_card


def describe_item(item: dict[str, Any], locale: str = "en") -> str:
    """One item of an offer, in words ("an ivory", "the Musk Ox card", "Kirima in marriage")."""
    t = texts(locale)
    kind = item.get("kind")
    if kind in ("energy", "ivory", "iron"):
        return disc_name(kind, t)
    card = item.get("card")
    if kind == "hand":
        if card is None:
            return t.gettext("a hand card")
        return t.gettext("the hand card {card}", card=_card(card, t))
    if kind == "card":
        return t.gettext("the {card} card", card=_card(str(card), t))
    if kind == "daughter":
        name = _card(str(item.get("daughter")), t)
        groom = item.get("groom")
        if groom:
            return t.gettext(
                "{card} in marriage (groom from {of_groom})", card=name, of_groom=_groom(str(groom), t)
            )
        return t.gettext("{card} in marriage", card=name)
    if kind == "withdraw":
        return t.gettext("withdrawal from {of_card}", of_card=card_form(str(card), OF, t))
    return str(kind)


def describe_offer(
    offer: dict[str, Any], names: list[str] | None, locale: str = "en", tribes: list[str] | None = None
) -> str:
    """An offer as a sentence: "Ann offers Bob: an ivory for the Dogs card". ``tribes`` names the
    seats by their tribes when ``names`` does not (see ``seat_label``); a tribe is a people, its
    verb plural where the language says so ("les Thulé proposent")."""
    t = texts(locale)
    author = seat_label(offer["from"], names, tribes, t)
    by_tribe = not (names and 0 <= offer["from"] < len(names)) and 0 <= offer["from"] < len(tribes or [])
    people = 2 if by_tribe else 1  # the number of the verb's subject
    to = ", ".join(to_seat(s, names, tribes, t) for s in offer["to"])
    if offer.get("retreat"):
        # {to} are the players asked, in French with their "à" ("à Ann, aux Thulé"); the plural form
        # is for a tribe named as its people ("les Thulé demandent").
        # Translators: {to}: the players asked (French: with "à"); plural: a tribe named as its people.
        return t.ngettext(
            "{author} asks {to} for leave to withdraw from {of_card}",
            "{author} asks {to} for leave to withdraw from {of_card}",
            people,
            author=author,
            to=to,
            of_card=card_form(offer["give"][0]["card"], OF, t),
        )
    gives = ", ".join(describe_item(i, t) for i in offer["give"]) or t.gettext("nothing")
    asks = ", ".join(describe_item(i, t) for i in offer["ask"])
    if asks:
        return t.ngettext(
            "{author} offers {to}: {gives} for {asks}",
            "{author} offers {to}: {gives} for {asks}",
            people,
            author=author,
            to=to,
            gives=gives,
            asks=asks,
        )
    return t.ngettext(
        "{author} offers {to}: {gives}",
        "{author} offers {to}: {gives}",
        people,
        author=author,
        to=to,
        gives=gives,
    )


# ---------------------------------------------------------------- moves, events, emails


def describe_move(
    move: dict[str, Any], locale: str = "en", names: list[str] | None = None, view: dict[str, Any] | None = None
) -> str:
    """A move's label: a seat by ``names`` (a tribe in the cooperative game, whose moves carry
    ``tribes``; else "player N", ``seat_label``); an
    answer names the offer's author from ``view`` (the mover's: the offers in play), "the offer"
    without it (one offer waits for an answer at a time)."""
    t = texts(locale)
    kind = move.get("type", "?")
    tribes = move.get("tribes")
    if isinstance(tribes, list):  # K: the seat fields are tribes, which no player's name names
        names = None

    def seat_name(s):
        return seat_label(s, names, tribes, t)

    def rank(r):
        return RANKS[t.lang][r] if isinstance(r, int) and 1 <= r <= 6 else "?"

    alpha = move.get("alpha")
    card = _card(str(move.get("card")), t)
    if kind == "place":
        if alpha:
            return t.gettext("Place the alpha on {card}", card=card)
        return t.gettext("Place a hunter on {card}", card=card)
    if kind == "promote":
        fields = {"rank": move.get("rank"), "title": rank(move.get("rank")), "cost": energy_cost(move, t)}
        if alpha:
            return t.gettext("Promote the alpha to rank {rank} ({title}), {cost}", **fields)
        return t.gettext("Promote a hunter to rank {rank} ({title}), {cost}", **fields)
    if kind == "recall_elder":
        return t.gettext("Bring back an elder of rank {rank}", rank=move.get("rank"))
    if kind == "end_assignment":
        return t.gettext("Finish assigning")
    if kind == "war_council":
        return t.gettext("First player: {seat}", seat=seat_name(move.get("first")))
    if kind == "decimation":
        elder = move.get("elder")
        if elder and move.get("alpha_dies"):
            return t.gettext("Decimation: lose the rank {rank} elder and the alpha", rank=elder[1])
        if elder:
            return t.gettext("Decimation: lose the rank {rank} elder", rank=elder[1])
        if move.get("alpha_dies"):
            return t.gettext("Decimation: lose no elder and the alpha")
        return t.gettext("Decimation: lose no elder")
    if kind == "pay_loss":
        how = move.get("with")
        if how in ("energy", "ivory", "iron"):  # K: ivory or iron may pay as energy
            return t.gettext("Pay {paid}", paid=_energy_paid(str(how), t))
        if how == "elder":
            return t.gettext("Sacrifice a rank {rank} elder", rank=move.get("rank"))
        if how == "card":
            return t.gettext("Discard {card}", card=card)
        return t.gettext("Refuse to pay (the hunt fails)")
    if kind == "sacrifice":
        board = move.get("board")
        if t.lang == "fr":  # "(le plateau) d'Ann": French grammar before a name
            whose = seat_with_fr("de", board, names, tribes)
        else:
            # Translators: whose board; French does not read it (its "de"/"d'" is grammar in code).
            whose = t.gettext("{name}'s", name=seat_name(board))
        return t.gettext("Sacrifice the elder on {whose} board", whose=whose)
    if kind == "discard_hand":
        return t.gettext("Discard {card} from your hand", card=card)
    if kind in ("degrade", "cash_in"):
        return t.gettext("Discard {card} for its value", card=card)
    if kind == "bid":
        return t.gettext("Bid {amount}", amount=amount("ivory", move.get("amount"), t))
    if kind == "pass":
        return t.gettext("Pass")
    if kind == "hunt_card":
        return t.gettext("Hunt {card} now", card=card)
    if kind == "hunt":
        if move.get("decline"):  # G7: the card hunted was taken into a hand and replaced
            return t.gettext("Do not hunt the replacement card: go home")
        if move.get("ski") and alpha:  # L, Gealá: three hunters on skis act as one alpha
            return t.gettext(
                "Hunt using the alpha, and three hunters on skis as a second alpha (each counts as 1)"
            )
        if move.get("ski"):
            return t.gettext("Hunt on skis: three hunters as one alpha (counts as 1)")
        if alpha:
            return t.gettext("Hunt using the alpha (counts as 1)")
        return t.gettext("Hunt rolling every die")
    if kind == "declare_first":
        if move.get("declare"):
            return t.gettext("Declare yourselves first player (Sami Shaman; cancels any war council)")
        return t.gettext("Keep the order of play")
    if kind == "reroll":
        return t.gettext("Re-roll the {face}s", face=move.get("face"))
    if kind == "keep_dice":
        return t.gettext("Keep the dice")
    if kind == "convert":
        faces = ", ".join(str(f) for f in move.get("faces", [])) or t.pgettext("no die", "none")
        return t.gettext("Count as 1: {faces}", faces=faces)
    if kind == "trophy":
        return t.gettext("Claim the trophy") if move.get("claim") else t.gettext("Leave the card")
    text = _elder_action(move, seat_name, t)
    if text is not None:
        return text
    return _tableau_move(move, seat_name, names, t, view)


def _elder_action(move: dict[str, Any], seat_name: Callable[[Any], str], t: Texts) -> str | None:
    """Phase 6's elder actions (I); in the cooperative game (K) their one energy may be paid with a
    black or white disc, which the move then names, and so does its text (the moves differ only
    by it). None for another kind of move."""
    kind, rank = move.get("type"), move.get("rank")
    if kind == "baptism":
        return t.gettext("Baptism: become monotheist")
    if kind == "end_actions":
        return t.gettext("Finish elder actions")
    if kind not in ("witch_hunt", "banish", "emissary", "proselytise"):
        return None
    if not move.get("pay"):
        if kind == "witch_hunt":
            return t.gettext("Witch hunt: your rank {rank} elder", rank=rank)
        if kind == "banish":
            return t.gettext("Banish (martyr roll)")
        if kind == "emissary":
            return t.gettext("Send an emissary to {seat}", seat=seat_name(move.get("target")))
        if kind == "proselytise":
            return t.gettext("Proselytise {seat}", seat=seat_name(move.get("target")))
    cost = energy_cost(move, t)
    if kind == "witch_hunt":
        return t.gettext("Witch hunt: your rank {rank} elder ({cost})", rank=rank, cost=cost)
    if kind == "banish":
        return t.gettext("Banish (martyr roll) ({cost})", cost=cost)
    if kind == "emissary":
        return t.gettext("Send an emissary to {seat} ({cost})", seat=seat_name(move.get("target")), cost=cost)
    return t.gettext("Proselytise {seat} ({cost})", seat=seat_name(move.get("target")), cost=cost)


def _tableau_move(
    move: dict[str, Any], seat_name: Callable[[Any], str], names: list[str] | None, t: Texts,
    view: dict[str, Any] | None = None,
) -> str:
    """The moves about daughters, colonies, animals and phase 3 (E, F, H, K)."""
    kind, alpha = move.get("type", "?"), move.get("alpha")
    card = str(move.get("card"))
    if kind == "marry":
        to_card = card_form(str(move.get("daughter")), TO, t)
        if alpha:
            return t.gettext("Marry the alpha to {to_card}", to_card=to_card)
        return t.gettext("Marry a hunter to {to_card}", to_card=to_card)
    if kind == "recall_settler":
        if alpha:
            return t.gettext("Bring back the alpha settler from {of_card}", of_card=card_form(card, OF, t))
        return t.gettext("Bring back a settler from {of_card}", of_card=card_form(card, OF, t))
    if kind == "recall_spouse":
        return t.gettext(
            "Bring back the spouse of {of_card}", of_card=card_form(str(move.get("daughter")), OF, t)
        )
    if kind == "abandon_colonies":
        return t.gettext("Abandon the colonies (every settler comes home)")
    if kind == "choose_animal":
        return t.gettext("Choose {animal}", animal=ANIMALS[t.lang].get(str(move.get("animal")), "?"))
    if kind == "take_card":
        return t.gettext("Take the card into your hand") if move.get("take") else t.gettext("Leave the card")
    if kind == "iron_rule":
        if move.get("spend"):
            return t.gettext("Spend an iron to cancel the losses")
        return t.gettext("Keep the iron, accept the losses")
    if kind == "reassign":
        fields = {
            "of_card": card_form(str(move.get("from")), OF, t),
            "the_card": card_form(str(move.get("to")), THE, t),
        }
        if alpha:
            # Translators: the alpha leaves {of_card} ("card, after of") for {the_card} ("card, definite").
            return t.gettext("Re-assign the alpha from {of_card} to {the_card}", **fields)
        # Translators: the cube leaves {of_card} ("card, after of") for {the_card} ("card, definite").
        return t.gettext("Re-assign a cube from {of_card} to {the_card}", **fields)
    if kind == "end_reassign":
        return t.gettext("Finish re-assigning")
    if kind == "forage":
        how = move.get("with")
        if how == "slaughter":
            return t.gettext("Slaughter {card} (for its discs)", card=_card(card, t))
        of_card = card_form(card, OF, t)
        if how == "elder":
            return t.gettext(
                "Forage for {of_card}: sacrifice a rank {rank} elder", of_card=of_card, rank=move.get("rank")
            )
        paid = _energy_paid(str(how) if how in ("ivory", "iron") else "energy", t)  # K: any disc
        return t.gettext("Forage for {of_card}: {paid}", of_card=of_card, paid=paid)
    if kind == "wool":
        if move.get("take") == "ivory":
            return t.gettext("Take an ivory (wool)")
        return t.gettext("Take the babies")
    if kind == "domesticate":
        return t.gettext("Domesticate {card} ({cost})", card=_card(card, t), cost=energy_cost(move, t))
    if kind == "toolmaker":  # I4: one iron, or one ivory for the Tunit
        cost = amount(str(move.get("pay") or "iron"), 1, t)
        return t.gettext("Toolmaker: play {card} ({cost})", card=_card(card, t), cost=cost)
    if kind == "pacify":
        return t.gettext("Pacify {card} ({cost})", card=_card(card, t), cost=amount("ivory", 1, t))
    if kind == "end_pacify":
        return t.gettext("Do not pacify")
    return _negotiation_move(move, seat_name, names, t, view)


def _offer_author(number: Any, view: dict[str, Any] | None) -> int | None:
    """The tribe that made offer ``number``, from the offers in play in ``view``; ``None`` unknown."""
    nego = (view or {}).get("nego")
    offers = nego.get("offers") if isinstance(nego, dict) else None
    for offer in offers or []:
        if isinstance(offer, dict) and offer.get("id") == number and isinstance(offer.get("from"), int):
            return offer["from"]
    return None


def _negotiation_move(
    move: dict[str, Any], seat_name: Callable[[Any], str], names: list[str] | None, t: Texts,
    view: dict[str, Any] | None = None,
) -> str:
    """Phase 3's moves: offers, answers, retreats and divorces, attacks (F)."""
    kind = move.get("type", "?")
    if kind == "offer_to":
        return t.gettext("Prepare an offer to {seat}", seat=seat_name(move.get("to")))
    if kind == "offer_item":
        item = describe_item(move.get("item", {}), t)
        return (
            t.gettext("Ask for {item}", item=item)
            if move.get("side") == "ask"
            else t.gettext("Offer {item}", item=item)
        )
    if kind == "offer_send":
        return t.gettext("Send the offer")
    if kind == "offer_drop":
        return t.gettext("Drop the offer being prepared")
    if kind == "retreat":
        return t.gettext("Withdraw from {of_card}", of_card=card_form(str(move.get("card")), OF, t))
    if kind == "divorce":
        return t.gettext("Divorce {of_card}", of_card=card_form(str(move.get("daughter")), OF, t))
    if kind == "answer":
        author = _offer_author(move.get("offer"), view)
        groom, accept = move.get("groom"), move.get("accept")
        if author is None:  # one offer waits for an answer at a time: "the offer" is that one
            if groom:
                of_groom = _groom(str(groom), t)
                if accept:
                    return t.gettext("Accept the offer (the groom comes from {of_groom})", of_groom=of_groom)
                return t.gettext("Refuse the offer (the groom comes from {of_groom})", of_groom=of_groom)
            return t.gettext("Accept the offer") if accept else t.gettext("Refuse the offer")
        from_seat = of_seat(author, names, move.get("tribes"), t)
        if groom:
            of_groom = _groom(str(groom), t)
            if accept:
                # Translators: {from_seat} is who made the offer (French: with its "de", "d'Ann").
                return t.gettext("Accept the offer from {from_seat} (the groom comes from {of_groom})",
                                 from_seat=from_seat, of_groom=of_groom)
            # Translators: {from_seat} is who made the offer (French: with its "de", "d'Ann").
            return t.gettext("Refuse the offer from {from_seat} (the groom comes from {of_groom})",
                             from_seat=from_seat, of_groom=of_groom)
        if accept:
            # Translators: {from_seat} is who made the offer (French: with its "de", "d'Ann").
            return t.gettext("Accept the offer from {from_seat}", from_seat=from_seat)
        # Translators: {from_seat} is who made the offer (French: with its "de", "d'Ann").
        return t.gettext("Refuse the offer from {from_seat}", from_seat=from_seat)
    if kind == "nego_done":
        return t.gettext("Finish negotiating")
    if kind == "nego_card":
        return t.gettext("Negotiate, then fight, on {card} next", card=_card(str(move.get("card")), t))
    if kind == "hit":
        return t.gettext("Hit {seat}", seat=seat_name(move.get("victim")))
    if kind == "casualty":
        cube = move.get("cube")
        if cube == "small":
            return t.gettext("Lose a hunter")
        if cube == "alpha":
            return t.gettext("Lose the alpha")
        if cube == "spouse":
            return t.gettext("Lose the spouse")
        return t.gettext("Lose {cube}", cube="?")
    if kind == "banish_target":
        seat = move.get("target", {}).get("seat")
        return t.gettext("Banish a cube of {of_seat}", of_seat=of_seat(seat, names, move.get("tribes"), t))
    return kind.replace("_", " ")


def describe_event(event: dict[str, Any], names: list[str], locale: str = "en") -> str:
    t = texts(locale)
    kind, data, seat = event["type"], event.get("data", {}), event.get("seat")
    who = names[seat] if isinstance(seat, int) and seat < len(names) else t.pgettext("who acts", "Game")
    if kind == "setup":
        # who plays each tribe: its seat, or in the cooperative game its controller (K)
        controllers = data.get("controllers") or list(range(len(data.get("tribes", []))))
        tribes = ", ".join(
            t.gettext(
                "{player}: {tribe}",
                player=seat_label(c, names, None, t),
                tribe=tribe_name(k, t),
            )
            for c, k in zip(controllers, data.get("tribes", []), strict=False)
        )
        return t.gettext("Setup ({tribes})", tribes=tribes)
    if "tribes" in data:  # K: a seat plays several tribes; moves name tribes, not seats
        tribe_names = [tribe_name(k, t) for k in data["tribes"]]
        if isinstance(data.get("tribe"), int):
            who = f"{who} ({tribe_names[data['tribe']]})"
        names = []  # the fields name tribes: describe_move labels them "the Thule" (data["tribes"])
        data = {key: value for key, value in data.items() if key != "tribe"}
    if kind == "event_revealed":
        return t.gettext("Event card revealed: {card}", card=_card(data["card"], t))
    if kind == "biome_drawn" and data.get("purpose") == "replace":
        return t.gettext("Biodiversity: {card} replaces the card taken", card=_card(data["card"], t))
    if kind == "biome_drawn":
        return t.gettext("Migration: {card} arrives", card=_card(data["card"], t))
    if kind == "dice_rolled":
        dice = ", ".join(str(d) for d in data.get("dice", []))
        purpose = PURPOSES[t.lang].get(data.get("purpose"), data.get("purpose"))
        return t.gettext("{who}: {purpose}: {dice}", who=who, purpose=purpose, dice=dice)
    move = {"type": kind, **data}
    return t.gettext("{who}: {move}", who=who, move=describe_move(move, t, names))


def summarize_for_seat(
    view: dict[str, Any], seat: int, names: list[str], awaiting: Mapping[str, str], locale: str = "en"
) -> str | None:
    """The paragraph of ``seat``'s turn email: in phase 3, the offer waiting for its answer, or
    the card it negotiates about; else what the game waits for."""
    t = texts(locale)
    lines: list[str] = []
    nego = view.get("nego")
    step = view.get("step") or {}
    controllers = view.get("controllers") or list(range(len(view.get("players", []))))
    tribe = step.get("seat")
    mine = isinstance(tribe, int) and seat in view.get("to_move", []) and controllers[tribe] == seat
    tribe_names: list[str] | None = [seat_label(c, names, None, t) for c in controllers]
    tribes = None
    if view.get("controllers"):  # one seat may play several tribes: name the tribes (K), "aux Thulé"
        tribe_names, tribes = None, [str(p["tribe"]) for p in view["players"]]
    if nego and mine and step.get("ask") == "answer":
        offer = next((o for o in nego["offers"] if o["id"] == step.get("offer")), None)
        if offer is not None:
            lines.append(
                t.gettext(
                    "An offer waits for your answer: {text}.",
                    text=describe_offer(offer, tribe_names, t, tribes),
                )
            )
    elif nego and mine and step.get("ask") == "negotiate" and nego.get("card"):
        lines.append(
            t.gettext(
                "You are negotiating about {of_card} (phase 3): make offers to the other tribes there, ask leave "
                "to withdraw, or finish negotiating; the attacks follow.",
                of_card=card_form(nego["card"], OF, t),
            )
        )
    elif mine and step.get("ask") in awaiting:
        lines.append(t.gettext("The game is waiting for {awaited}.", awaited=awaiting[step["ask"]]))
    return " ".join(lines) or None


def awaiting_texts(locale: Any = "en") -> dict[str, str]:
    """What each step waits for, as the turn emails and the game page say it ("the game is waiting
    for ..."); the English is also ``moves.awaiting_texts`` and ``negotiation.awaiting_texts`` (the
    ``IllegalMove`` messages), which the tests hold to these texts. "Déperdition" is the French
    rulebook's word for an energy loss (D3, G4): it names no resource."""
    t = texts(locale)
    iron_rule = t.gettext("the choice of spending an iron to cancel the losses (iron rule)")  # F4
    return {
        "war_council": t.gettext("the first player to choose who plays first (war council)"),
        "decimation": t.gettext("a decimation to be taken"),
        "energy_loss": t.gettext("an energy loss to be paid"),
        # Translators: {of_card} is Bog Iron "after of"; English reads the bare name.
        "bog_iron": t.gettext(
            "the energy loss of the {of_card} to be paid or refused", of_card=card_form("bog_iron", OF, t)
        ),
        "elder_death": t.gettext("an elder to be sacrificed"),
        "degrade": t.gettext("an import to be discarded for steel degradation"),
        "auction": t.gettext("a bid or a pass in the auction"),
        "assign": t.gettext("hunters to be assigned"),
        "hunt_next": t.gettext("the first player to choose the next card hunted"),
        "alpha": t.gettext("the choice of using the alpha"),
        "ski": t.gettext("the choice of hunting on skis (three hunters as one alpha)"),
        "replacement": t.gettext(
            "the choice of hunting the card that replaced one taken into a hand, or going home"
        ),
        "declare_first": t.gettext("the Sami to declare themselves first player, or not"),
        "reroll": t.gettext("re-rolls to be chosen"),
        "convert": t.gettext("die conversions to be chosen"),
        "trophy": t.gettext("a trophy to be claimed or left"),
        "elder": t.gettext("elder actions"),
        "banish_target": t.gettext("the victim of a banishment to be chosen"),
        "discard_hand": t.gettext("a hand card to be discarded (your hand is over its size)"),
        "choose_animal": t.gettext("the Vikings to choose a domestic animal"),
        "take_card": t.gettext("the choice of taking the card into the hand"),
        "iron_rule": iron_rule,
        "reassign": t.gettext("{card} re-assignments", card=_card("import:sun_stone", t)),
        "forage": t.gettext("the forage of a domestic animal to be paid, or the animal slaughtered"),
        "wool": t.gettext("the choice between a baby and an ivory (Icelandic wool)"),
        "nego_free": t.gettext(
            "divorces, colonies abandoned, or the exchange of the cooperative game (phase 3)"
        ),
        "nego_next": t.gettext(
            "the player with the most iron to choose the next card to negotiate and fight over"
        ),
        "negotiate": t.gettext("negotiation about a shared card: offers, a retreat, or saying you are done"),
        "answer": t.gettext("an answer to an offer"),
        "attack_reroll": t.gettext("attack re-rolls to be chosen"),
        "hit": t.gettext("the attacker to choose whom each hit strikes"),
        "casualty": t.gettext("the victim to choose which cube dies"),
        "battle_iron": iron_rule,  # F4: the same rule in a battle
        "pacify": t.gettext("the choice of pacifying a hostile New World card for one ivory"),
    }



def refusal_words(code: str, params: Mapping[str, Any], locale: Any) -> dict[str, str]:
    """The words of a refusal (``moves.check``) in ``locale``'s language, by placeholder
    (``games.rulesets.i18n.refusal``): what the game waits for, from the step's key ``awaited``,
    as the page and the turn email say it."""
    if "awaited" in params:
        said = awaiting_texts(locale).get(str(params["awaited"]))
        if said is not None:
            return {"waiting": said}
    return {}
