"""Short English and French texts for move buttons, the game log and the turn emails, and the words
the game page (render.py) shares with them: phases, biome types, resources, colours, event symbols.

French articles come from one marked block of word data ("FRENCH GRAMMAR": genders of discs,
babies and every card; the mute and aspirated h are in ``games.rulesets.french``) read by small
helpers (``article_fr``, ``de_fr``, ``a_fr``, ``the_card_fr``, ``of_card_fr``, ``counted_fr``),
never from an article written into a template before a variable word."""

from __future__ import annotations

from typing import Any

# Elision and contraction are shared with the other games' pages (they name players the same way);
# re-exported here, where this module's helpers and its tests have always read them.
from games.rulesets.french import ASPIRATED_H_FR as ASPIRATED_H_FR
from games.rulesets.french import FRENCH_VOWELS as FRENCH_VOWELS
from games.rulesets.french import MUTE_H_FR as MUTE_H_FR
from games.rulesets.french import contract_fr as contract_fr
from games.rulesets.french import elides_fr as elides_fr
from games.rulesets.greenland import components as C

RANKS = {
    "en": ["", "Chief", "Shaman/Bishop", "Artisan", "Warchief", "Tracker/Acolyte", "Mariner"],
    "fr": ["", "Chef", "Chaman/Évêque", "Artisan", "Chef de guerre", "Pisteur/Acolyte", "Marinier"],
}


PURPOSES = {
    "en": {
        "hunt": "hunting roll",
        "reroll": "re-roll",
        "elder_death": "elder death roll (one die per tribe)",
        "banish": "martyr roll (banish)",
        "proselytise": "martyr roll (proselytise)",
        "attack": "attack roll",
        "attack_reroll": "attack re-roll",
    },
    "fr": {
        "hunt": "lancer de chasse",
        "reroll": "relance",
        "elder_death": "décès des Anciens (un dé par tribu)",
        "banish": "lancer du martyr (bannissement)",
        "proselytise": "lancer du martyr (prosélytisme)",
        "attack": "lancer d'attaque",
        "attack_reroll": "relance d'attaque",
    },
}


# ---------------------------------------------------------------- words the game page shares
# The game page (render.py) names phases, biome types, resources, colours and the event symbols
# with these words, so that it and the texts above say the same thing in both languages.

# B1: the six phases of a turn (the rulebook's French names).
PHASES = {
    "en": ["", "Event / import", "Assignment", "Negotiation / attacks", "Hunting roll", "Domestic animals",
           "Elder actions"],
    "fr": ["", "Évènement / importation", "Assignation des chasseurs", "Négociation / attaque",
           "Lancer de chasse", "Animaux domestiques", "Actions des Anciens"],
}  # fmt: skip

# A1: the biome types, by the logo in a card's top right corner.
BIOME_TYPES = {
    "en": {"land": "land hunt", "sea": "sea hunt", "fishing": "fishing", "metallurgy": "metallurgy",
           "raid": "raid (+o+)"},
    "fr": {"land": "chasse terrestre", "sea": "chasse maritime", "fishing": "pêche", "metallurgy": "métallurgie",
           "raid": "pillage (+o+)"},
}  # fmt: skip

# A4: babies (cubes back from Valhalla) and the three discs: orange energy, white ivory, black iron.
RESOURCES = {
    "en": {"babies": "babies", "energy": "energy", "ivory": "ivory", "iron": "iron"},
    "fr": {"babies": "bébés", "energy": "énergie", "ivory": "ivoire", "iron": "fer"},
}
ONE_BABY = {"en": "baby", "fr": "bébé"}


# ================================================================ FRENCH GRAMMAR: THE WORD DATA
# The one place that says how each French word the game prints takes an article: the gender of
# the discs and of a baby, of every card's French name (by card id) and which words beginning
# with "h" elide. Tribes need no entry: their French labels carry their own article ("les Thulé",
# ``components.TRIBES``) and ``de_fr`` / ``a_fr`` contract it ("des Thulé", "aux Thulé"); their
# bare names ("Thulé") are proper names. tests/rulesets/greenland/test_text_french.py checks that
# every card, resource and baby word the game can print has its entry here.
# A card name stands bare, as a title, after a verb, "sur" or "pour" ("Chasser Morse maintenant",
# "jouer Barrage à poissons"); where "de" or "à" come before it, French contracts them with the
# article of a common noun, so there it takes its article ("Fourrage du Bœuf musqué", "Se retirer
# de l'Ours polaire", "Divorcer d'Arnakuk"): ``of_card_fr``, ``to_card_fr``.

# A disc's indefinite article, which says its gender ("une énergie", "un ivoire"); the English
# articles are the texts' own ("an ivory").
DISC_ARTICLES = {
    "en": {"energy": "an", "ivory": "an", "iron": "an"},
    "fr": {"energy": "une", "ivory": "un", "iron": "un"},
}
BABY_GENDER_FR = "m"  # "un bébé", "les bébés"

# The gender and number of each card's French name (``components.card_name``): "m" or "f",
# ".pl" for a plural name ("les Chiens"), and "name" for a proper name, said without an article
# ("à Kirima", "d'Arnakuk"). A name that begins with its own article ("Le Miroir royal") keeps it
# and contracts it ("du Miroir royal"). The rulebook says "du Markland", "au Vinland".
CARD_GENDERS_FR = {
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

# ---------------------------------------------------------------- French articles and counts


def article_fr(word: str, gender: str = "m", plural: bool = False, definite: bool = True) -> str:
    """``word`` with its French article, by its gender ("m"/"f") and number: definite "le Morse",
    "la Morue", "l'Ours polaire", "les Chiens"; indefinite "un bébé", "une énergie", "des Chiens"."""
    if plural:
        return ("les " if definite else "des ") + word
    if not definite:
        return ("une " if gender == "f" else "un ") + word
    if elides_fr(word):
        return "l'" + word
    return ("la " if gender == "f" else "le ") + word


def de_fr(phrase: str, proper: bool = False) -> str:
    """ "de" before a phrase: "du Morse", "de la Morue", "de l'Ours polaire", "des Thulé", "d'Arnakuk",
    "de chasse maritime" (see ``contract_fr``)."""
    return "".join(contract_fr("de", phrase, proper))


def a_fr(phrase: str, proper: bool = False) -> str:
    """ "à" before a phrase: "au Morse", "à la Morue", "à l'Ours polaire", "aux Thulé", "à Kirima"."""
    return "".join(contract_fr("à", phrase, proper))


def singular_fr(count: int) -> bool:
    """French counts 0 and 1 (and anything under 2) in the singular: "0 bébé", "1 bébé", "2 bébés"."""
    return abs(count) < 2


def counted_fr(count: int, singular: str, plural: str) -> str:
    """A French count with its noun: "1 cube", "0 cube", "3 cubes"."""
    return f"{count} {singular if singular_fr(count) else plural}"


def card_gender_fr(card: str) -> tuple[str, bool] | None:
    """(gender, plural) of a card's French name (``CARD_GENDERS_FR``), or None for a proper name
    or an id the table does not know (both are said without an article)."""
    code = CARD_GENDERS_FR.get(card, "name")
    if code == "name":
        return None
    gender, _, number = code.partition(".")
    return gender, number == "pl"


def the_card_fr(card: str) -> str:
    """A card's French name with its definite article: "le Morse", "l'Arc recourbé", "la Morue",
    "les Chiens"; a proper name bare ("Kirima"); a name with its own article as printed ("Le Miroir
    royal"). The name is ``_card``'s (``components.card_name``)."""
    name = _card(card, "fr")
    gender = card_gender_fr(card)
    if (
        gender is None
        or name.split(" ", 1)[0].lower() in ("le", "la", "les")
        or name.lower().startswith("l'")
    ):
        return name
    return article_fr(name, gender[0], gender[1])


def card_parts_fr(card: str, preposition: str = "") -> tuple[str, str]:
    """A card's French name after "de", "à" or nothing (``preposition`` ""), as (what comes before
    the name, the name as shown), so that a page can set the name apart: ("du ", "Morse"),
    ("de l'", "Ours polaire"), ("d'", "Arnakuk"), ("au ", "Miroir royal"), ("les ", "Chiens")."""
    phrase = the_card_fr(card)
    lead, rest = contract_fr(preposition, phrase) if preposition else ("", phrase)
    name = _card(card, "fr")
    if rest.endswith(name):
        return lead + rest[: len(rest) - len(name)], name
    return lead, rest


def of_card_fr(card: str) -> str:
    """ "de" before a card: "du Fer des marais", "de l'Oumiak", "des Chiens", "de Kirima"."""
    return "".join(card_parts_fr(card, "de"))


def to_card_fr(card: str) -> str:
    """ "à" before a card: "au Morse", "à l'Arbalète", "aux Chiens", "à Kirima"."""
    return "".join(card_parts_fr(card, "à"))


def _disc_gender_fr(kind: str) -> str:
    return "f" if DISC_ARTICLES["fr"][kind] == "une" else "m"


def the_disc_fr(kind: str) -> str:
    """A disc's French word with its definite article: "le fer", "l'ivoire", "l'énergie"; the
    word comes from ``RESOURCES`` and its gender from ``DISC_ARTICLES`` ("un"/"une")."""
    return article_fr(RESOURCES["fr"][kind], _disc_gender_fr(kind))


def of_the_disc_fr(kind: str) -> str:
    """French "de" before a disc's word with its article, contracted: "du fer", "de l'ivoire",
    "de la ..." ("la règle du fer", "qui vaut du fer")."""
    return de_fr(the_disc_fr(kind))


def amount(kind: str, count: int, locale: str = "en") -> str:
    """A number of babies or discs: "1 baby", "2 babies", "3 ivory" / "0 bébé", "1 bébé", "3 ivoire".
    French puts 0 and 1 in the singular; a disc's word is a unit and stays as it is, as the
    rulebook writes it ("5 fer", "2 ivoire")."""
    lang = "fr" if locale == "fr" else "en"
    one = singular_fr(count) if lang == "fr" else count == 1
    word = ONE_BABY[lang] if kind == "babies" and one else RESOURCES[lang].get(kind, kind)
    return f"{count} {word}"


def disc_name(kind: str, locale: str = "en") -> str:
    """One disc with its article, as offers and buttons say it: "an ivory" / "un ivoire"."""
    lang = "fr" if locale == "fr" else "en"
    return f"{DISC_ARTICLES[lang][kind]} {RESOURCES[lang][kind]}"


def _capital(word: str) -> str:
    """A table's word at the start of a name: "Energy loss" (``str.capitalize`` would lower the rest)."""
    return word[:1].upper() + word[1:]


def energy_cost(move: dict[str, Any], locale: str = "en") -> str:
    """The one energy a move pays, counted: "1 energy"; in the cooperative game (K) the move's
    ``pay`` names the disc paying it, and ivory or iron pays as energy: "1 ivory as energy" /
    "1 ivoire comme énergie"."""
    disc = str(move.get("pay") or "energy")
    return amount(disc, 1, locale) + _as_energy(disc, locale)


def _energy_paid(disc: str, locale: str) -> str:
    """One energy paid with ``disc``, in words: "one energy" / "une énergie", and in the cooperative
    game (K) "one ivory as energy" / "un ivoire comme énergie" (French says "un"/"une" for "one")."""
    one = disc_name(disc, locale) if locale == "fr" else f"one {RESOURCES['en'][disc]}"
    return one + _as_energy(disc, locale)


def _as_energy(disc: str, locale: str) -> str:
    """K: a black or white disc spent as if it were orange: " as energy" / " comme énergie"."""
    if disc == "energy":
        return ""
    return f" comme {RESOURCES['fr']['energy']}" if locale == "fr" else f" as {RESOURCES['en']['energy']}"


# The player colours (A4, L); a colour is always written out, never shown by colour alone.
COLOURS = {
    "en": {"yellow": "yellow", "green": "green", "red": "red", "blue": "blue"},
    "fr": {"yellow": "jaune", "green": "vert", "red": "rouge", "blue": "bleu"},
}
COLOURS_FEMININE_FR = {
    "yellow": "jaune",
    "green": "verte",
    "red": "rouge",
    "blue": "bleue",
}  # "une Fille verte"


def _colour_list(colours: list[Any], fr: bool, feminine: bool = False) -> str:
    """ "yellow or green" / "jaune ou verte"."""
    table = COLOURS_FEMININE_FR if fr and feminine else COLOURS["fr" if fr else "en"]
    names = [table.get(str(colour), str(colour)) for colour in colours]
    word = " ou " if fr else " or "
    return ", ".join(names[:-1]) + word + names[-1] if len(names) > 1 else "".join(names)


def describe_symbol(symbol: dict[str, Any], locale: str = "en", cooperative: bool = False) -> tuple[str, str]:
    """An event card's symbol (D1-D9, A3; ``components.EVENTS``) as (its name, what it does), for a
    reader who cannot see the card: ("Migration (northern row)", "a card from the northern pile
    replaces ..."). ``cooperative``: the sunspot rule of the solitaire and cooperative game (K)
    changes Global Cooling."""
    fr = locale == "fr"
    kind = symbol.get("kind")
    if kind == "migration":
        north = symbol.get("row") == "north"
        if fr:
            row = "nord" if north else "sud"
            return (
                f"Migrations (rangée {row})",
                f"une carte de la pioche {row} remplace la carte de plus petit Maximum de la rangée, "
                "qui part dans la boîte (D1)",
            )
        row = "northern" if north else "southern"
        return (
            f"Migration ({row} row)",
            f"a card from the {row} pile replaces the card of lowest Maximum in the row, which goes to the box (D1)",
        )
    if kind == "epidemic":
        n = symbol.get("threshold", "?")
        if fr:
            hunters = (
                counted_fr(n, "Chasseur Non Assigné", "Chasseurs Non Assignés")
                if isinstance(n, int)
                else f"{n} Chasseurs Non Assignés"
            )
            return (
                f"Épidémie ({n}+)",
                f"toute tribu ayant {hunters} ou plus est décimée : la moitié d'entre eux "
                "(arrondie au supérieur) et un Ancien vont au Valhalla (D2)",
            )
        return (
            f"Epidemic ({n}+)",
            f"every tribe with {n} or more unassigned hunters is decimated: half of them (rounded up) "
            "and one elder go to Valhalla (D2)",
        )
    if kind == "venereal":
        colours = list(symbol.get("colours") or [])
        if fr:
            return (
                f"Maladie vénérienne ♀ ({', '.join(COLOURS['fr'].get(str(c), str(c)) for c in colours)})",
                f"toute tribu ayant un Conjoint sur une Fille {_colour_list(colours, True, feminine=True)} "
                "est décimée ; le Conjoint lui-même est épargné (D2)",
            )
        return (
            f"Venereal disease ♀ ({', '.join(COLOURS['en'].get(str(c), str(c)) for c in colours)})",
            f"every tribe with a spouse on a {_colour_list(colours, False)} daughter is decimated; "
            "the spouse itself is spared (D2)",
        )
    if kind == "feud":
        if fr:
            return (
                "Querelles",
                "toute tribu sans Ancien de rang 1 sur son Plateau des Anciens est décimée (D2)",
            )
        return "Feud", "every tribe with no rank-1 elder on its elder board is decimated (D2)"
    if kind == "energy_loss":  # D3: "Déperdition" is the French rulebook's name, with no resource word
        n = symbol.get("amount", 1)
        loss = f"{_capital(RESOURCES['en']['energy'])} loss"
        if symbol.get("per") == "d_card":
            if fr:
                return (
                    f"Déperdition ({n} par carte «\u00a0D\u00a0»)",
                    f"chaque tribu paie {amount('energy', n, 'fr')} par carte «\u00a0D\u00a0» de son Tableau, "
                    "ou sacrifie des Anciens (D3)",
                )
            return (
                f"{loss} ({n} per D card)",
                f"each tribe pays {amount('energy', n)} per D card in its tableau, or sacrifices elders (D3)",
            )
        if fr:
            return (
                f"Déperdition ({n})",
                f"chaque tribu paie {amount('energy', n, 'fr')}, ou sacrifie des Anciens (D3)",
            )
        return f"{loss} ({n})", f"each tribe pays {amount('energy', n)}, or sacrifices elders (D3)"
    if kind == "global_cooling":
        if fr:
            effect = (
                "la carte la plus à droite du côté chaud de chaque rangée passe du côté froid ; sans carte "
                "du côté chaud, la carte froide la plus proche de la pioche quitte le jeu (D4)"
            )
            if cooperative:
                effect += (
                    " ; règle des taches solaires : sans effet au premier tour, puis décime aussi les trois "
                    "cultures, et un second dans le même tour est sans effet (K)"
                )
            return "Refroidissement global («\u00a0Global Cooling\u00a0»)", effect
        effect = (
            "the rightmost warm card of each row moves to the cold side; with no warm card left, the cold "
            "card nearest the pile leaves the game (D4)"
        )
        if cooperative:
            effect += (
                "; sunspot rule: no effect in the first turn, later it also decimates the three cultures, "
                "and a second one in the same turn has no effect (K)"
            )
        return "Global cooling", effect
    if kind == "elder_death":
        if fr:
            return (
                "Sacrifice des Anciens",
                "chaque tribu lance un dé et sacrifie un de ses Anciens du rang obtenu, si elle en a (D5)",
            )
        return (
            "Elder death",
            "each tribe rolls a die and sacrifices one of its elders of that rank, if it has one (D5)",
        )
    if kind == "steel_degradation":
        if fr:
            return (
                "Dégradation de l'acier importé",
                f"chaque tribu ayant une Importation qui vaut {of_the_disc_fr('iron')} en défausse une "
                f"contre {disc_name('iron', 'fr')} (D6)",
            )
        return (
            "Steel degradation",
            f"each tribe with an import worth {RESOURCES['en']['iron']} discards one of them for "
            f"{disc_name('iron')} (D6)",
        )
    if kind == "no_sea_hunt":
        sea = BIOME_TYPES["fr" if fr else "en"]["sea"]
        if fr:
            return (
                f"Pas {de_fr(sea)}",
                f"ce tour, aucun Chasseur ne peut être affecté à un Biome {de_fr(sea)} (D7)",
            )
        return f"No {sea}", f"this turn, no hunter may be assigned to a {sea} biome (D7)"
    if kind == "storm":
        if fr:
            return "Tempête", "chaque tribu ayant un Ancien de rang 6 (Marinier) en perd un (D8)"
        return "Storm", "each tribe with a rank-6 elder (Mariner) loses one (D8)"
    if kind == "markland_forbidden":
        if fr:
            return "Markland interdite", "ce tour, aucun cube ne peut aller à Markland ni en partir (D9)"
        return "Markland forbidden", "this turn, no cube may go to Markland or leave it (D9)"
    if kind == "falconers_ransom":
        falcon, ransom = _card("gyrfalcon", locale), amount("ivory", 3, locale)
        if fr:
            return (
                "Rançon du fauconnier",
                f"ce tour, {the_card_fr('gyrfalcon')} vaut {ransom}, chassé ou défaussé pour sa valeur (A3)",
            )
        return (
            "Falconer's Ransom",
            f"this turn, the {falcon} is worth {ransom}, hunted or discarded for its value (A3)",
        )
    return str(kind).replace("_", " "), ""


def describe_trading_ship(event_card: str, locale: str = "en") -> tuple[str, str]:
    """The trading ship of an event card with an import (D10), as (name, what it does)."""
    item = _card("import:" + event_card, locale)
    if locale == "fr":
        return (
            "Navire de commerce",
            f"l'Importation «\u00a0{item}\u00a0» est mise aux enchères en {RESOURCES['fr']['ivory']} ; "
            "sans enchère, elle retourne dans la boîte (D10)",
        )
    return (
        "Trading ship",
        f"the import {item} is auctioned for {RESOURCES['en']['ivory']}; with no bid, it goes back to the box (D10)",
    )


# G5, G6: the white dice on an antler or a hand symbol ("doubles, triples ou quadruples").
MULTIPLES = {
    "en": {2: "doubles", 3: "triples", 4: "quadruples"},
    "fr": {2: "des doubles", 3: "des triples", 4: "des quadruples"},
}


def _faces(faces: list[int], fr: bool) -> str:
    """ "5 or 6" / "5 ou 6"."""
    names = [str(face) for face in faces]
    word = " ou " if fr else " or "
    return ", ".join(names[:-1]) + word + names[-1] if len(names) > 1 else "".join(names)


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
    fr = locale == "fr"
    card = C.BIOMES[card_id]
    found: list[tuple[str, str]] = [("maximum", f"Maximum {card['maximum']}")]
    faces = sorted({int(face) for face in deaths})
    if faces:
        dies = _faces(faces, fr)
        found.append(
            ("deaths", f"mort victorieuse sur {dies} (G0)" if fr else f"victorious death on {dies} (G0)")
        )
    else:
        found.append(("deaths", "aucune mort victorieuse (G0)" if fr else "no victorious death (G0)"))
    trophy = card.get("trophy")
    if trophy and not card.get("mark") and trophy.get("dice") in MULTIPLES["en"]:
        dice, vp = MULTIPLES["fr" if fr else "en"][trophy["dice"]], trophy.get("vp", 0)
        found.append(
            ("trophy", f"trophée avec {dice} : {vp} PV (G5)" if fr else f"trophy with {dice}: {vp} VP (G5)")
        )
    hand = C.hand_dice(card_id)
    if hand is not None:
        antler = card.get("hand") is None  # G5: an antler without dice on an I card goes to the hand
        where = "G5, G6" if antler else "G6"
        if hand in MULTIPLES["en"]:
            dice = MULTIPLES["fr" if fr else "en"][hand]
            words = f"en main avec {dice} ({where})" if fr else f"into the hand with {dice} ({where})"
        else:
            words = (
                f"en main après une chasse fructueuse ({where})"
                if fr
                else f"into the hand after a successful hunt ({where})"
            )
        found.append(("hand", words))
    loss = int(card.get("energy_loss_on_success") or 0)
    if loss:
        # "déperdition" is the French rulebook's word (D3, G4) and has no resource word in it; the
        # English "an energy loss" is the energy disc with its article, as ``disc_name`` says it
        found.append(
            (
                "energy_loss",
                f"un succès coûte une déperdition de {loss} (D3) ; refusée, la chasse échoue (G4)"
                if fr
                else f"a success costs {disc_name('energy')} loss of {loss} (D3); refused, the hunt "
                "fails (G4)",
            )
        )
    if card.get("kind") == "new_world":
        found.append(
            (
                "inexhaustible",
                "inépuisable : chaque tribu peut y réussir (E2)"
                if fr
                else "inexhaustible: every tribe may succeed (E2)",
            )
        )
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
    fr = locale == "fr"
    lang = "fr" if fr else "en"
    data = C.tableau_card(card_id)
    found: list[tuple[str, str]] = []
    for effect in data.get("effects") or []:
        found += _tableau_effect(effect, lang)
    vp = int(data.get("vp") or 0)
    if vp:
        found.append(
            (
                "vp",
                f"{vp} PV tant qu'elle est au Tableau (A2, J)"
                if fr
                else f"{vp} VP while in the tableau (A2, J)",
            )
        )
    found += _tableau_value(card_id, data, lang)
    forage = int(data.get("forage") or 0)
    if forage:
        energy = amount("energy", forage, lang)
        found.append(
            (
                "forage",
                f"fourrage en phase 5 : {energy}, chacune payable en sacrifiant un Ancien ; sinon la carte "
                "est abattue pour sa valeur (H1)"
                if fr
                else f"forage in phase 5: {energy}, each payable by sacrificing an elder instead; else it is "
                "slaughtered for its value (H1)",
            )
        )
    babies = int(data.get("babies") or 0)
    if babies:
        born = amount("babies", babies, lang)
        if data.get("babies_or_ivory"):
            ivory = disc_name("ivory", lang)
            words = (
                f"en phase 5 : {born} ou {ivory} (laine islandaise, H2)"
                if fr
                else f"in phase 5: {born} or {ivory} (Icelandic wool, H2)"
            )
        else:
            words = (
                f"en phase 5 : {born}, sans lancer (H2)" if fr else f"in phase 5: {born}, with no roll (H2)"
            )
        found.append(("babies", words))
    faces = sorted({int(face) for face in data.get("raid_faces") or []})
    if faces:
        found.append(("raid_faces", _tableau_raid(faces, data, babies, lang)))
    if data.get("no_raid"):
        found.append(("no_raid", "ne peut pas être pillée (E5)" if fr else "cannot be raided (E5)"))
    order = {kind: index for index, kind in enumerate(TABLEAU_KINDS)}
    return sorted(found, key=lambda line: order[line[0]])


def _tableau_effect(effect: dict[str, Any], lang: str) -> list[tuple[str, str]]:
    """One entry of a tableau card's ``effects`` in words (see ``describe_tableau``); an effect of
    a kind no tableau card has (a daughter's, an elder's) gives nothing."""
    fr = lang == "fr"
    on = str(effect.get("on") or effect.get("hunt_first") or "")
    where = BIOME_TYPES[lang].get(on, on)
    if "reroll" in effect:
        face = effect["reroll"]
        if on == "raid":  # G1: a raid on a tableau card rolls as "+o+"; F2: so does an attack
            return [
                (
                    "reroll",
                    f"{where}, attaques comprises : relancer les {face} (G2, F2)"
                    if fr
                    else f"{where}, attacks too: re-roll the {face}s (G2, F2)",
                )
            ]
        return [
            ("reroll", f"{where} : relancer les {face} (G2)" if fr else f"{where}: re-roll the {face}s (G2)")
        ]
    if "convert" in effect:
        face = effect["convert"]
        return [
            (
                "convert",
                f"{where} : les {face} comptent comme des 1 (G3)"
                if fr
                else f"{where}: {face}s count as 1s (G3)",
            )
        ]
    if "hunt_first" in effect:
        return [("hunt_first", f"{where} : chasse en premier (B4)" if fr else f"{where}: hunts first (B4)")]
    if effect.get("sled"):
        return [
            (
                "sled",
                "traîneau : des cubes vont sur une carte hors de la Patrie sans Marinier, jamais au "
                "Nouveau Monde (E1, E2)"
                if fr
                else "sled: cubes go to one card outside the homeland without a Mariner, never to the "
                "New World (E1, E2)",
            )
        ]
    if "hand_size" in effect:
        n = effect["hand_size"]
        return [("hand_size", f"+{n} à la taille de main (A2)" if fr else f"+{n} hand size (A2)")]
    if "energy_loss_reduction" in effect:
        n = effect["energy_loss_reduction"]
        return [
            (
                "energy_loss_reduction",
                f"chaque déperdition est réduite de {n}, celle {of_card_fr('bog_iron')} aussi (D3, G4)"
                if fr
                else f"each {RESOURCES['en']['energy']} loss is {n} smaller, {_card('bog_iron', lang)}'s "
                "too (D3, G4)",
            )
        ]
    if "reassign" in effect:
        n = effect["reassign"]
        return [
            (
                "reassign",
                f"après toutes les assignations, réaffecter jusqu'à {counted_fr(n, 'cube', 'cubes')}, sans Marinier (E6)"
                if fr
                else f"after every assignment, re-assign up to {n} cubes, with no Mariner (E6)",
            )
        ]
    return []


def _tableau_value(card_id: str, data: dict[str, Any], lang: str) -> list[tuple[str, str]]:
    """A3: the discs a tableau card is discarded for, Falconer's Ransom (A3) and the steel
    degradation (D6) of an import worth iron, as ``state.card_value`` and ``flow.steel_cards``
    read them."""
    fr = lang == "fr"
    value = data.get("value") or {}
    parts = [amount(kind, int(value[kind]), lang) for kind in ("energy", "ivory", "iron") if value.get(kind)]
    if not parts:
        return []
    discs = (" et " if fr else " and ").join(parts)
    words = (
        f"à défausser à tout moment contre {discs} (A3)"
        if fr
        else f"may be discarded at any time for {discs} (A3)"
    )
    if data.get("falcon"):
        ransom, event = amount("ivory", 3, lang), _card("falconers_ransom", lang)
        words += (
            f" ; {ransom} au tour de «\u00a0{event}\u00a0» (A3)"
            if fr
            else f"; {ransom} in the turn of {event} (A3)"
        )
    if card_id.startswith("import:") and value.get("iron"):
        words += (
            " ; une dégradation de l'acier l'impose (D6)" if fr else "; a steel degradation forces it (D6)"
        )
    return [("value", words)]


def _tableau_raid(faces: list[int], data: dict[str, Any], babies: int, lang: str) -> str:
    """E5, G1: raiders succeed on these faces, and take the phase 5 babies (or the wool's ivory);
    G0: the faces that kill a raider."""
    fr = lang == "fr"
    words = (
        f"les Pillards réussissent sur {_faces(faces, fr)}"
        if fr
        else f"raiders succeed on {_faces(faces, fr)}"
    )
    stolen = RESOURCES[lang]["babies"] if babies else ""
    if stolen and data.get("babies_or_ivory"):
        stolen += (" ou " if fr else " or ") + disc_name("ivory", lang)
    if stolen:
        words += f" et volent ses {stolen}" if fr else f" and steal its {stolen}"
    words += " (E5, G1)"
    deaths = sorted({int(face) for face in data.get("raid_deaths") or []})
    if deaths:
        dies = _faces(deaths, fr)
        words += f" ; un Pillard meurt sur {dies} (G0)" if fr else f"; a raider dies on {dies} (G0)"
    return words


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
    fr = locale == "fr"
    lang = "fr" if fr else "en"
    data = C.tableau_card(card_id)
    found: list[tuple[str, str]] = []
    for effect in data.get("effects") or []:
        found += _tableau_effect(effect, lang) or _daughter_effect(effect, lang)
    faces = sorted({int(face) for face in data.get("raid_faces") or []})
    if faces:
        words = (
            f"les Pillards l'enlèvent sur {_faces(faces, fr)} : un Pillard survivant devient son Conjoint, "
            "l'ancien Conjoint meurt (E5, G1)"
            if fr
            else f"raiders abduct her on {_faces(faces, fr)}: a surviving raider becomes her spouse, the "
            "former spouse dies (E5, G1)"
        )
        deaths = sorted({int(face) for face in data.get("raid_deaths") or []})
        if deaths:
            dies = _faces(deaths, fr)
            words += f" ; un Pillard meurt sur {dies} (G0)" if fr else f"; a raider dies on {dies} (G0)"
        found.append(("abduction", words))
    found.append(("venereal", _daughter_venereal(str(C.DAUGHTER_CARDS[card_id]["colour"]), lang)))
    order = {kind: index for index, kind in enumerate(DAUGHTER_KINDS)}
    return sorted(found, key=lambda line: order.get(line[0], len(order)))


def _daughter_effect(effect: dict[str, Any], lang: str) -> list[tuple[str, str]]:
    """An effect only daughters have (see ``describe_daughter``); any other gives nothing."""
    fr = lang == "fr"
    if effect.get("auction_ties"):
        return [
            (
                "auction_ties",
                "remporte les égalités d'enchères, avant l'ordre des joueurs (D10)"
                if fr
                else "wins auction ties, ahead of play order (D10)",
            )
        ]
    if effect.get("ski"):
        n = C.SKI_HUNTERS
        return [
            (
                "ski",
                f"skis : une fois par phase 4, {n} Chasseurs sur une même carte Biome peuvent agir ensemble "
                "comme un seul Alpha au lieu de lancer leurs dés (L, E7)"
                if fr
                else f"skis: once per phase 4, {n} hunters on one biome card may act together as one alpha "
                "instead of rolling their dice (L, E7)",
            )
        ]
    if effect.get("drums"):
        return [
            (
                "drums",
                "tambours sami : à l'abri des Décimations vénériennes et des épidémies (L, D2)"
                if fr
                else "Sami drums: immune to venereal decimations and epidemics (L, D2)",
            )
        ]
    return []


def _daughter_venereal(colour: str, lang: str) -> str:
    """D2: the event cards whose venereal symbol names the daughter's colour decimate every tribe
    with a spouse on her (``flow.task_symbol``); the spouse itself is spared."""
    fr = lang == "fr"
    events = [
        card["id"]
        for card in C.EVENTS
        if any(s.get("kind") == "venereal" and colour in (s.get("colours") or []) for s in card["symbols"])
    ]
    if fr:
        she = f"Fille {COLOURS_FEMININE_FR.get(colour, colour)}"
        if not events:
            return (
                f"{she} : aucun symbole ♀ ne nomme sa couleur, un Conjoint sur elle n'attire aucune "
                "Décimation (D2, L)"
            )
        cards = " et de ".join(f"«\u00a0{_card(event, lang)}\u00a0»" for event in events)
        return (
            f"{she} : le symbole ♀ de {cards} décime toute tribu ayant un Conjoint sur elle ; le Conjoint "
            "lui-même est épargné (D2)"
        )
    she = f"a {COLOURS['en'].get(colour, colour)} daughter"
    if not events:
        return f"{she}: no venereal ♀ symbol names her colour, a spouse on her brings no decimation (D2, L)"
    cards = " and ".join(_card(event, lang) for event in events)
    return (
        f"{she}: the venereal ♀ symbol of {cards} decimates every tribe with a spouse on her; the spouse "
        "itself is spared (D2)"
    )


def describe_daughter_holders(owner: str, spouse: str | None, locale: str = "en") -> str:
    """F1: whose abilities a daughter's are, as the page says it under her, in the tableau of
    ``owner`` and in the spouses of ``spouse`` (tribe names as the page writes them, "Thule" or
    "the Thule"; ``spouse`` None: unmarried; ``spouse == owner``: married to a cube of her own
    tribe, whose abilities then count once, ``state.hand_size``). Both tribes have them at once and
    in full; an abduction hands them to the raider's tribe at once (G1). The names stand in
    apposition, so a plural one ("les Thulé") needs no other agreement."""
    fr = locale == "fr"
    if spouse is None:
        if fr:
            return (
                f"ses capacités profitent à la tribu qui l'a au Tableau, {owner}, et aussitôt à toute tribu "
                "qui l'épouse (F1, G1)"
            )
        return (
            f"her abilities go to the tribe whose tableau she is in, {owner}, and at once to any tribe "
            "that marries her (F1, G1)"
        )
    if spouse == owner:
        if fr:
            return (
                f"ses capacités profitent à la tribu qui l'a au Tableau, {owner}, dont le Conjoint est aussi "
                "sur elle : une seule fois (F1)"
            )
        return (
            f"her abilities go to the tribe whose tableau she is in, {owner}, whose spouse is on her too: "
            "they count once (F1)"
        )
    if fr:
        return (
            f"ses capacités profitent à la fois à la tribu qui l'a au Tableau, {owner}, et à celle de son "
            f"Conjoint, {spouse} (F1)"
        )
    return (
        f"her abilities go at once to both the tribe whose tableau she is in, {owner}, and her spouse's "
        f"tribe, {spouse} (F1)"
    )


def _card(card: str, locale: str) -> str:
    return C.card_name(card, locale)


def _groom(groom: str, locale: str) -> str:
    """Where a groom comes from: a card, or ``"alpha:<card>"`` when the alpha is the groom (E7);
    in French with its "de", which contracts with the card's article: "du Morse, l'Alpha"."""
    card = groom[6:] if groom.startswith("alpha:") else groom
    if locale == "fr":
        return of_card_fr(card) + (", l'Alpha" if groom.startswith("alpha:") else "")
    return f"{_card(card, locale)}, the alpha" if groom.startswith("alpha:") else _card(card, locale)


ANIMALS = {
    "en": {"cow": "the cow", "pony": "the pony", "sheep": "the sheep", "goat": "the settlement goat"},
    "fr": {"cow": "la vache", "pony": "le poney", "sheep": "les moutons", "goat": "la chèvre de la colonie"},
}


def describe_item(item: dict[str, Any], locale: str = "en") -> str:
    """One item of an offer, in words ("an ivory", "the Musk Ox card", "Kirima in marriage")."""
    fr = locale == "fr"
    kind = item.get("kind")
    if kind in ("energy", "ivory", "iron"):
        return disc_name(kind, locale)
    card = item.get("card")
    if kind == "hand":
        if card is None:
            return "une carte de main" if fr else "a hand card"
        return f"la carte de main {_card(card, locale)}" if fr else f"the hand card {_card(card, locale)}"
    if kind == "card":
        return f"la carte {_card(str(card), locale)}" if fr else f"the {_card(str(card), locale)} card"
    if kind == "daughter":
        name = _card(str(item.get("daughter")), locale)
        groom = item.get("groom")
        if groom:
            origin = _groom(str(groom), locale)
            return (
                f"{name} en mariage (époux venu {origin})"
                if fr
                else f"{name} in marriage (groom from {origin})"
            )
        return f"{name} en mariage" if fr else f"{name} in marriage"
    if kind == "withdraw":
        return f"le retrait {of_card_fr(str(card))}" if fr else f"withdrawal from {_card(str(card), locale)}"
    return str(kind)


def tribe_label(tribe: str, locale: str = "en") -> str:
    """A tribe named as a player: "the Thule" / "les Thulé" (components ``people``)."""
    info = C.TRIBES.get(tribe)
    if info is None:
        return str(tribe)
    return str(info["people_fr" if locale == "fr" else "people"])


def seat_label(s: Any, names: list[str] | None, tribes: Any, locale: str = "en") -> str:
    """Who a seat field names: the player's name when names are given; else, when the tribes are
    known (the cooperative game's moves and events carry ``tribes``, K), the tribe ("the Thule");
    else "player N"."""
    if not isinstance(s, int) or isinstance(s, bool):
        return "?"
    if names and 0 <= s < len(names):
        return names[s]
    if isinstance(tribes, list) and 0 <= s < len(tribes):
        return tribe_label(str(tribes[s]), locale)
    return f"joueur {s + 1}" if locale == "fr" else f"player {s + 1}"


def seat_with_fr(preposition: str, s: Any, names: list[str] | None, tribes: Any) -> str:
    """French "de" or "à" before who a seat field names (``seat_label``): a player's name is a
    proper name, elided but never contracted ("d'Ann", "à Ann", "de Le Goff"); a tribe's label
    contracts its article ("des Thulé", "aux Vikings"); "de joueur 2" names a seat as a label."""
    proper = bool(names) and isinstance(s, int) and 0 <= s < len(names or [])
    return "".join(contract_fr(preposition, seat_label(s, names, tribes, "fr"), proper))


def describe_offer(
    offer: dict[str, Any], names: list[str] | None, locale: str = "en", tribes: list[str] | None = None
) -> str:
    """An offer as a sentence: "Ann offers Bob an ivory for the Dogs card". ``tribes`` names the
    seats by their tribes when ``names`` does not (see ``seat_label``)."""
    fr = locale == "fr"

    def name(s: int) -> str:
        return seat_label(s, names, tribes, locale)

    def to_fr(s: int) -> str:
        return seat_with_fr("à", s, names, tribes)

    gives = ", ".join(describe_item(i, locale) for i in offer["give"]) or ("rien" if fr else "nothing")
    asks = ", ".join(describe_item(i, locale) for i in offer["ask"])
    author = name(offer["from"])
    plural = author.startswith("les ")  # "les Thulé proposent"
    if offer.get("retreat"):
        card = _card(offer["give"][0]["card"], locale)
        if fr:
            to = ", ".join(to_fr(s) for s in offer["to"])
            verb = "demandent" if plural else "demande"
            return f"{author} {verb} {to} la permission de se retirer {of_card_fr(offer['give'][0]['card'])}"
        return f"{author} asks {', '.join(name(s) for s in offer['to'])} for leave to withdraw from {card}"
    if fr:
        to = ", ".join(to_fr(s) for s in offer["to"])
        verb = "proposent" if plural else "propose"
        return f"{author} {verb} {to} : {gives}" + (f" contre {asks}" if asks else "")
    return f"{author} offers {', '.join(name(s) for s in offer['to'])}: {gives}" + (
        f" for {asks}" if asks else ""
    )


def describe_move(move: dict[str, Any], locale: str = "en", names: list[str] | None = None) -> str:
    fr = locale == "fr"
    kind = move.get("type", "?")

    def seat_name(s):
        return seat_label(s, names, move.get("tribes"), locale)

    def of_seat_fr(s):  # "(le plateau) d'Ann", "des Thulé"
        return seat_with_fr("de", s, names, move.get("tribes"))

    def rank(r):
        return RANKS["fr" if fr else "en"][r] if isinstance(r, int) and 1 <= r <= 6 else "?"

    alpha = move.get("alpha")
    cube = ("l'Alpha" if fr else "the alpha") if alpha else ("un chasseur" if fr else "a hunter")
    if kind == "place":
        card = _card(str(move.get("card")), locale)
        return f"Placer {cube} sur {card}" if fr else f"Place {cube} on {card}"
    if kind == "promote":
        return (
            f"Promouvoir {cube} au rang {move.get('rank')} ({rank(move.get('rank'))}), {energy_cost(move, locale)}"
            if fr
            else f"Promote {cube} to rank {move.get('rank')} ({rank(move.get('rank'))}), {energy_cost(move, locale)}"
        )
    if kind == "recall_elder":
        return (
            f"Rappeler un Ancien de rang {move.get('rank')}"
            if fr
            else f"Bring back an elder of rank {move.get('rank')}"
        )
    if kind == "end_assignment":
        return "Terminer l'affectation" if fr else "Finish assigning"
    if kind == "war_council":
        return (
            f"Premier joueur : {seat_name(move.get('first'))}"
            if fr
            else f"First player: {seat_name(move.get('first'))}"
        )
    if kind == "decimation":
        elder = move.get("elder")
        where = (
            (f"l'Ancien de rang {elder[1]}" if fr else f"the rank {elder[1]} elder")
            if elder
            else ("aucun Ancien" if fr else "no elder")
        )
        dies = (" et l'Alpha" if fr else " and the alpha") if move.get("alpha_dies") else ""
        return f"Décimation : perdre {where}{dies}" if fr else f"Decimation: lose {where}{dies}"
    if kind == "pay_loss":
        how = move.get("with")
        if how in ("energy", "ivory", "iron"):  # K: ivory or iron may pay as energy
            paid = _energy_paid(str(how), locale)
            return f"Payer {paid}" if fr else f"Pay {paid}"
        if how == "elder":
            return (
                f"Sacrifier un Ancien de rang {move.get('rank')}"
                if fr
                else f"Sacrifice a rank {move.get('rank')} elder"
            )
        if how == "card":
            return (
                f"Défausser {_card(str(move.get('card')), locale)}"
                if fr
                else f"Discard {_card(str(move.get('card')), locale)}"
            )
        return "Refuser de payer (la chasse échoue)" if fr else "Refuse to pay (the hunt fails)"
    if kind == "sacrifice":
        return (
            f"Sacrifier l'Ancien sur le plateau {of_seat_fr(move.get('board'))}"
            if fr
            else f"Sacrifice the elder on {seat_name(move.get('board'))}'s board"
        )
    if kind == "discard_hand":
        card = _card(str(move.get("card")), locale)
        return f"Défausser {card} de la main" if fr else f"Discard {card} from your hand"
    if kind in ("degrade", "cash_in"):
        card = _card(str(move.get("card")), locale)
        return f"Défausser {card} pour sa valeur" if fr else f"Discard {card} for its value"
    if kind == "bid":
        bid = amount("ivory", move.get("amount"), locale)
        return f"Miser {bid}" if fr else f"Bid {bid}"
    if kind == "pass":
        return "Passer" if fr else "Pass"
    if kind == "hunt_card":
        card = _card(str(move.get("card")), locale)
        return f"Chasser {card} maintenant" if fr else f"Hunt {card} now"
    if kind == "hunt":
        if move.get("decline"):  # G7: the card hunted was taken into a hand and replaced
            return (
                "Ne pas chasser la carte de remplacement : rentrer"
                if fr
                else "Do not hunt the replacement card: go home"
            )
        if move.get("ski"):  # L, Gealá: three hunters on skis act as one alpha
            if alpha:
                return (
                    "Chasser avec l'Alpha et trois chasseurs à ski comme un second Alpha (chacun vaut 1)"
                    if fr
                    else "Hunt using the alpha, and three hunters on skis as a second alpha (each counts as 1)"
                )
            return (
                "Chasser à ski : trois chasseurs comme un seul Alpha (vaut 1)"
                if fr
                else "Hunt on skis: three hunters as one alpha (counts as 1)"
            )
        if alpha:
            return "Chasser avec l'Alpha (vaut 1)" if fr else "Hunt using the alpha (counts as 1)"
        return "Chasser en lançant tous les dés" if fr else "Hunt rolling every die"
    if kind == "declare_first":
        if move.get("declare"):
            return (
                "Se déclarer premier joueur (Chaman sami, annule tout Conseil de guerre)"
                if fr
                else "Declare yourselves first player (Sami Shaman; cancels any war council)"
            )
        return "Garder l'ordre de jeu" if fr else "Keep the order of play"
    if kind == "reroll":
        return f"Relancer les {move.get('face')}" if fr else f"Re-roll the {move.get('face')}s"
    if kind == "keep_dice":
        return "Garder les dés" if fr else "Keep the dice"
    if kind == "convert":
        faces = ", ".join(str(f) for f in move.get("faces", [])) or ("aucun" if fr else "none")
        return f"Convertir en 1 : {faces}" if fr else f"Count as 1: {faces}"
    if kind == "trophy":
        if move.get("claim"):
            return "Prendre le trophée" if fr else "Claim the trophy"
        return "Laisser la carte" if fr else "Leave the card"
    # K: these actions cost one energy, which a black or white disc may pay; the move then names
    # the disc, and so does its text (the moves differ only by it)
    cost = f" ({energy_cost(move, locale)})" if move.get("pay") else ""
    if kind == "witch_hunt":
        return (
            f"Chasse aux sorcières : Ancien de rang {move.get('rank')}{cost}"
            if fr
            else f"Witch hunt: your rank {move.get('rank')} elder{cost}"
        )
    if kind == "banish":
        return f"Bannissement (lancer du martyr){cost}" if fr else f"Banish (martyr roll){cost}"
    if kind == "emissary":
        return (
            f"Envoyer un émissaire chez {seat_name(move.get('target'))}{cost}"
            if fr
            else f"Send an emissary to {seat_name(move.get('target'))}{cost}"
        )
    if kind == "proselytise":
        return (
            f"Prosélytisme chez {seat_name(move.get('target'))}{cost}"
            if fr
            else f"Proselytise {seat_name(move.get('target'))}{cost}"
        )
    if kind == "baptism":
        return "Baptême : devenir monothéiste" if fr else "Baptism: become monotheist"
    if kind == "end_actions":
        return "Terminer les actions des Anciens" if fr else "Finish elder actions"
    if kind == "marry":
        card = _card(str(move.get("daughter")), locale)
        to_card = to_card_fr(str(move.get("daughter")))
        if move.get("alpha"):
            return f"Marier l'Alpha {to_card}" if fr else f"Marry the alpha to {card}"
        return f"Marier un chasseur {to_card}" if fr else f"Marry a hunter to {card}"
    if kind == "recall_settler":
        card, of_card = _card(str(move.get("card")), locale), of_card_fr(str(move.get("card")))
        if move.get("alpha"):
            return f"Rappeler l'Alpha, colon {of_card}" if fr else f"Bring back the alpha settler from {card}"
        return f"Rappeler un colon {of_card}" if fr else f"Bring back a settler from {card}"
    if kind == "recall_spouse":
        card = _card(str(move.get("daughter")), locale)
        of_card = of_card_fr(str(move.get("daughter")))
        return f"Rappeler le conjoint {of_card}" if fr else f"Bring back the spouse of {card}"
    if kind == "abandon_colonies":
        return (
            "Abandonner les colonies (tous les colons rentrent)"
            if fr
            else "Abandon the colonies (every settler comes home)"
        )
    if kind == "choose_animal":
        animal = ANIMALS["fr" if fr else "en"].get(str(move.get("animal")), "?")
        return f"Choisir {animal}" if fr else f"Choose {animal}"
    if kind == "take_card":
        if move.get("take"):
            return "Prendre la carte en main" if fr else "Take the card into your hand"
        return "Laisser la carte" if fr else "Leave the card"
    if kind == "iron_rule":
        if move.get("spend"):
            return (
                f"Dépenser {disc_name('iron', locale)} pour annuler les pertes"
                if fr
                else f"Spend {disc_name('iron', locale)} to cancel the losses"
            )
        return (
            f"Garder {the_disc_fr('iron')}, accepter les pertes"
            if fr
            else f"Keep the {RESOURCES['en']['iron']}, accept the losses"
        )
    if kind == "reassign":
        a, b = _card(str(move.get("from")), locale), _card(str(move.get("to")), locale)
        if fr:  # both cards with their article: "du Morse vers le Narval"
            a, b = of_card_fr(str(move.get("from"))), "vers " + the_card_fr(str(move.get("to")))
        if move.get("alpha"):
            return f"Réaffecter l'Alpha {a} {b}" if fr else f"Re-assign the alpha from {a} to {b}"
        return f"Réaffecter un cube {a} {b}" if fr else f"Re-assign a cube from {a} to {b}"
    if kind == "end_reassign":
        return "Terminer la réassignation" if fr else "Finish re-assigning"
    if kind == "forage":
        card = _card(str(move.get("card")), locale)
        of_card = of_card_fr(str(move.get("card")))
        how = move.get("with")
        if how == "slaughter":
            return f"Abattre {card} (valeur en disques)" if fr else f"Slaughter {card} (for its discs)"
        if how == "elder":
            return (
                f"Fourrage {of_card} : sacrifier un Ancien de rang {move.get('rank')}"
                if fr
                else f"Forage for {card}: sacrifice a rank {move.get('rank')} elder"
            )
        paid = _energy_paid(str(how) if how in ("ivory", "iron") else "energy", locale)  # K: any disc
        return f"Fourrage {of_card} : {paid}" if fr else f"Forage for {card}: {paid}"
    if kind == "wool":
        if move.get("take") == "ivory":
            ivory = disc_name("ivory", locale)
            return f"Prendre {ivory} (laine)" if fr else f"Take {ivory} (wool)"
        if fr:
            return "Prendre " + article_fr(RESOURCES["fr"]["babies"], BABY_GENDER_FR, plural=True)
        return f"Take the {RESOURCES['en']['babies']}"
    if kind == "domesticate":
        card = _card(str(move.get("card")), locale)
        cost = energy_cost(move, locale)
        return f"Domestiquer {card} ({cost})" if fr else f"Domesticate {card} ({cost})"
    if kind == "toolmaker":  # I4: one iron, or one ivory for the Tunit
        card = _card(str(move.get("card")), locale)
        cost = amount(str(move.get("pay") or "iron"), 1, locale)
        return f"Taillandier : jouer {card} ({cost})" if fr else f"Toolmaker: play {card} ({cost})"
    if kind == "offer_to":
        return (
            f"Préparer une offre pour {seat_name(move.get('to'))}"
            if fr
            else f"Prepare an offer to {seat_name(move.get('to'))}"
        )
    if kind == "offer_item":
        item = describe_item(move.get("item", {}), locale)
        if move.get("side") == "ask":
            return f"Demander {item}" if fr else f"Ask for {item}"
        return f"Offrir {item}" if fr else f"Offer {item}"
    if kind == "offer_send":
        return "Envoyer l'offre" if fr else "Send the offer"
    if kind == "offer_drop":
        return "Abandonner l'offre en préparation" if fr else "Drop the offer being prepared"
    if kind == "retreat":
        card = _card(str(move.get("card")), locale)
        return f"Se retirer {of_card_fr(str(move.get('card')))}" if fr else f"Withdraw from {card}"
    if kind == "divorce":
        card = _card(str(move.get("daughter")), locale)
        return f"Divorcer {of_card_fr(str(move.get('daughter')))}" if fr else f"Divorce {card}"
    if kind == "answer":
        verb = ("Accepter" if fr else "Accept") if move.get("accept") else ("Refuser" if fr else "Refuse")
        groom = move.get("groom")
        extra = ""
        if groom:
            origin = _groom(str(groom), locale)
            extra = f" (l'époux vient {origin})" if fr else f" (the groom comes from {origin})"
        return (
            f"{verb} l'offre n° {move.get('offer')}{extra}"
            if fr
            else f"{verb} offer #{move.get('offer')}{extra}"
        )
    if kind == "nego_done":
        return "Terminer mes négociations" if fr else "Finish negotiating"
    if kind == "nego_card":
        card = _card(str(move.get("card")), locale)
        return f"Négocier puis combattre sur {card}" if fr else f"Negotiate, then fight, on {card} next"
    if kind == "hit":
        return f"Toucher {seat_name(move.get('victim'))}" if fr else f"Hit {seat_name(move.get('victim'))}"
    if kind == "casualty":
        cube = move.get("cube")
        label = {
            "small": ("un chasseur", "a hunter"),
            "alpha": ("l'Alpha", "the alpha"),
            "spouse": ("le conjoint", "the spouse"),
        }.get(str(cube), ("?", "?"))
        return f"Perdre {label[0]}" if fr else f"Lose {label[1]}"
    if kind == "pacify":
        card = _card(str(move.get("card")), locale)
        cost = amount("ivory", 1, locale)
        return f"Pacifier {card} ({cost})" if fr else f"Pacify {card} ({cost})"
    if kind == "end_pacify":
        return "Ne pas pacifier" if fr else "Do not pacify"
    if kind == "banish_target":
        return (
            f"Bannir un cube {of_seat_fr(move.get('target', {}).get('seat'))}"
            if fr
            else f"Banish a cube of {seat_name(move.get('target', {}).get('seat'))}"
        )
    return kind.replace("_", " ")


def describe_event(event: dict[str, Any], names: list[str], locale: str = "en") -> str:
    fr = locale == "fr"
    kind, data, seat = event["type"], event.get("data", {}), event.get("seat")
    who = names[seat] if isinstance(seat, int) and seat < len(names) else ("Le jeu" if fr else "Game")
    if kind == "setup":
        # who plays each tribe: its seat, or in the cooperative game its controller (K)
        controllers = data.get("controllers") or list(range(len(data.get("tribes", []))))
        colon = " : " if fr else ": "  # French sets a space before a colon
        tribes = ", ".join(
            f"{names[c] if c < len(names) else c + 1}{colon}{C.TRIBES[t]['name_fr' if fr else 'name']}"
            for c, t in zip(controllers, data.get("tribes", []), strict=False)
        )
        return f"Mise en place ({tribes})" if fr else f"Setup ({tribes})"
    if "tribes" in data:  # K: a seat plays several tribes; moves name tribes, not seats
        tribe_names = [C.TRIBES[t]["name_fr" if fr else "name"] for t in data["tribes"]]
        if isinstance(data.get("tribe"), int):
            who = f"{who} ({tribe_names[data['tribe']]})"
        names = []  # the fields name tribes: describe_move labels them "the Thule" (data["tribes"])
        data = {key: value for key, value in data.items() if key != "tribe"}
    if kind == "event_revealed":
        card = _card(data["card"], locale)
        return f"Carte Événement révélée : {card}" if fr else f"Event card revealed: {card}"
    if kind == "biome_drawn" and data.get("purpose") == "replace":
        card = _card(data["card"], locale)
        return (
            f"Biodiversité : {card} remplace la carte prise"
            if fr
            else f"Biodiversity: {card} replaces the card taken"
        )
    if kind == "biome_drawn":
        card = _card(data["card"], locale)
        return f"Migration : {card} arrive" if fr else f"Migration: {card} arrives"
    if kind == "dice_rolled":
        dice = ", ".join(str(d) for d in data.get("dice", []))
        purpose = PURPOSES["fr" if fr else "en"].get(data.get("purpose"), data.get("purpose"))
        return f"{who} : {purpose} : {dice}" if fr else f"{who}: {purpose}: {dice}"
    move = {"type": kind, **data}
    return (
        f"{who} : {describe_move(move, locale, names)}"
        if fr
        else f"{who}: {describe_move(move, locale, names)}"
    )


def summarize_for_seat(
    view: dict[str, Any], seat: int, names: list[str], awaiting: dict[str, str], locale: str = "en"
) -> str | None:
    """The paragraph of ``seat``'s turn email: in phase 3, the offer waiting for its answer, or
    the card it negotiates about; else what the game waits for."""
    fr = locale == "fr"
    lines: list[str] = []
    nego = view.get("nego")
    step = view.get("step") or {}
    controllers = view.get("controllers") or list(range(len(view.get("players", []))))
    tribe = step.get("seat")
    mine = isinstance(tribe, int) and seat in view.get("to_move", []) and controllers[tribe] == seat
    tribe_names = [names[c] if c < len(names) else f"#{c + 1}" for c in controllers]
    if view.get("controllers"):  # one seat may play several tribes: name the tribes (K)
        tribe_names = [tribe_label(p["tribe"], locale) for p in view["players"]]
    if nego and mine and step.get("ask") == "answer":
        offer = next((o for o in nego["offers"] if o["id"] == step.get("offer")), None)
        if offer is not None:
            text = describe_offer(offer, tribe_names, locale)
            lines.append(
                f"Offre n° {offer['id']} en attente de votre réponse : {text}."
                if fr
                else f"Offer #{offer['id']} waits for your answer: {text}."
            )
    elif nego and mine and step.get("ask") == "negotiate" and nego.get("card"):
        card = _card(nego["card"], locale)
        lines.append(
            f"Vous négociez au sujet {of_card_fr(nego['card'])} (phase 3) : faites des offres aux autres tribus présentes, "
            "demandez à vous retirer, ou terminez vos négociations ; les attaques suivent."
            if fr
            else f"You are negotiating about {card} (phase 3): make offers to the other tribes there, "
            "ask leave to withdraw, or finish negotiating; the attacks follow."
        )
    elif mine and step.get("ask") in awaiting:
        lines.append(
            f"Le jeu attend {awaiting[step['ask']]}."
            if fr
            else f"The game is waiting for {awaiting[step['ask']]}."
        )
    return " ".join(lines) or None


def awaiting_texts_fr() -> dict[str, str]:
    """What each step waits for, in French, as the turn emails and the game page say it ("le jeu
    attend ..."); the English is ``moves.awaiting_texts`` and ``negotiation.awaiting_texts``, for
    the same steps. Resource words come from ``RESOURCES``, ``ONE_BABY`` and ``disc_name``, with
    the article French puts before them (``of_the_disc_fr``: "règle du fer"), card names from
    ``components``; a function, so that the words are read from those tables when it is called.
    "Déperdition" is the French rulebook's word for an energy loss (D3, G4): it names no resource."""
    fr = RESOURCES["fr"]
    iron_rule = (  # F4: "la règle du fer"
        f"votre choix de dépenser {disc_name('iron', 'fr')} pour annuler les pertes "
        f"(règle {of_the_disc_fr('iron')})"
    )
    return {
        "war_council": "que le premier joueur choisisse qui joue en premier (conseil de guerre)",
        "decimation": "que vous subissiez une décimation",
        "energy_loss": "que vous payiez une déperdition",
        "bog_iron": f"que vous payiez ou refusiez la déperdition {of_card_fr('bog_iron')}",
        "elder_death": "que vous sacrifiiez un Ancien",
        "degrade": "que vous défaussiez une importation (dégradation de l'acier)",
        "auction": "une enchère ou un passe",
        "assign": "que vous affectiez vos chasseurs",
        "hunt_next": "que le premier joueur choisisse la prochaine carte chassée",
        "alpha": "votre choix d'utiliser l'Alpha",
        "ski": "votre choix de chasser à ski (trois chasseurs comme un seul Alpha)",
        "replacement": "votre choix de chasser la carte de remplacement ou de rentrer",
        "declare_first": "que vous décidiez de vous déclarer premier joueur (Chaman sami), ou non",
        "reroll": "vos relances",
        "convert": "vos conversions de dés",
        "trophy": "votre choix de prendre ou non le trophée",
        "elder": "vos actions des Anciens",
        "banish_target": "que vous choisissiez la victime du bannissement",
        "discard_hand": "que vous défaussiez une carte de main (votre main dépasse sa taille)",
        "choose_animal": "que vous choisissiez votre animal domestique viking",
        "take_card": "votre choix de prendre ou non la carte en main",
        "iron_rule": iron_rule,
        "reassign": f"vos réassignations ({_card('import:sun_stone', 'fr')})",
        "forage": "que vous payiez le fourrage d'un animal ou l'abattiez",
        "wool": f"votre choix entre {article_fr(ONE_BABY['fr'], BABY_GENDER_FR, definite=False)} et "
        f"{disc_name('ivory', 'fr')} (laine islandaise)",
        "nego_free": "vos divorces, colonies abandonnées, ou l'échange du jeu coopératif (phase 3)",
        "nego_next": f"que le joueur le plus riche en {fr['iron']} choisisse la prochaine carte à "
        "négocier et disputer",
        "negotiate": "vos négociations sur une carte partagée : offres, retraite, ou la fin de vos "
        "négociations",
        "answer": "votre réponse à une offre",
        "attack_reroll": "vos relances d'attaque",
        "hit": "que l'attaquant répartisse ses coups",
        "casualty": "que vous choisissiez quel cube meurt",
        "battle_iron": iron_rule,  # F4: the same rule in a battle
        "pacify": "votre choix de pacifier une carte du Nouveau Monde hostile pour "
        f"{disc_name('ivory', 'fr')}",
    }


AWAITING_FR = awaiting_texts_fr()
