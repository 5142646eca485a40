"""HTML for Greenland's game page, drawn from one seat's ``view`` only (so it can show nothing hidden).

``render_view_html(view, seat, locale, names)`` returns a fragment that the page puts inside its
``<div class="view scroll">``. What it shows, top to bottom:

1. the turn (event N out of 10, or 12 in the cooperative game, K), the phase (B1), the first
   player and the order of play (B2), the event card of the turn with its first-player colours and
   its symbols top to bottom (D1-D9, A3) and trading ship (D10), each with a stand-in picture, its
   name and what it does in words (``text.describe_symbol``), then the piles' sizes;
2. what the game waits for, in the words of ``moves.AWAITING`` / ``negotiation.AWAITING`` and
   ``text.AWAITING_FR`` (the turn emails' wording), addressed to the viewer when it is theirs;
   with it the auction, the hunt or the attack under way, and in phase 3 the card negotiated and
   the offers in play (``text.describe_offer``: a hand card in someone else's offer stays "a hand
   card", as the view has already blanked it);
3. the two rows (north, south), warm then cold side, each biome card with its type, the cubes on
   it by tribe and what a success yields (``state.biome_stats``), and in words what else a hunter
   reads off it (``text.describe_biome``): its Maximum (A1, D1), its victorious-death faces (G0),
   its antler (G5) or hand symbol (G6) with their dice, Bog Iron's energy loss (G4) and the New
   World's infinity sign (E2); Markland and Vinland (advanced game) with their side and settlers;
4. the cards out of the game, in the box (``view["removed"]``: public, D1, D4, D6, D10, A2, A3, H1);
5. one panel per tribe: the viewer's own first of all, before 1 (on a phone its hand must come
   right under the moves; ``data-own``), every other one at the end, folded in a closed ``<details>`` under its
   title, player and discs (``page_style.folded``): colour and name, the seat playing it, side, discs, unassigned hunters,
   where the alpha is, the elder board (six ranks named for the tribe and side, with every
   tribe's cubes on each), tableau (under each D/I card, Viking animal, import and daughter, what
   it does there, one small line per ability: ``text.describe_tableau``; under a daughter first
   whose abilities hers are, F1: ``text.describe_daughter_holders``), trophies, spouses (each
   daughter with the tableau she is in, whose abilities hers are and what they do, as in her
   tableau), the hand (the viewer's own cards by name; anyone else's as a count, which is all
   the view holds) and the victory points of the view.

Contracts: every text goes through ``html.escape``; card, tribe and rank names come from
``components`` (``card_name``, the elder boards) and ``text`` (``tribe_label``, the awaited
decisions, ``describe_offer``, ``describe_symbol``, ``describe_biome``, ``describe_tableau``,
``describe_daughter_holders``);
phases, biome types, resources and colours are named with ``text``'s words (``PHASES``,
``BIOME_TYPES``, ``RESOURCES``/``amount``, ``COLOURS``), the ones the rule set's messages use, never with words of this module's own;
English, or French when ``locale`` starts with "fr"; a colour is always written out, never shown
by colour alone; inline styles only, no JavaScript, nothing wider
than 360 px (boxes wrap), text 14 px or more. Seats are named by ``names[seat]`` ("Bob · Thule
(yellow)" waits, "played by Bob"; "Seat N" / "Place N" without names: ``page_style.player_name``),
the viewer's own marked "(you)" / "(vous)"; in the cooperative game (K) tribes are named as ``text.tribe_label``
names them ("the Thule"). Every card drawn carries ``data-card`` (its id), and the viewer's hand
cards ``data-hand-card`` instead, so tests can check what is shown.
"""

from __future__ import annotations

from html import escape
from typing import Any

from games.rulesets.greenland import components as C
from games.rulesets.greenland import moves, negotiation, text
from games.rulesets.greenland.state import biome_stats, card_mark, hand_size
from games.rulesets.page_style import (
    BOX,
    H3,
    NEUTRAL,
    ROW,
    SMALL,
    TINTS,
    YOU,
    colon_for,
    folded,
    language,
    of_player_fr,
    own_part,
    player_html,
    player_name,
    player_panel,
)

LABELS: dict[str, dict[str, str]] = {
    "en": {
        "turn": "Turn",
        "setup": "Setting up",
        "event": "Event",
        "phase": "Phase",
        "first": "First player",
        "order": "Order",
        "piles": "Piles",
        "north": "North",
        "south": "South",
        "events": "events",
        "over": "The game is over.",
        "your_decision": "Your decision",
        "waiting": "Waiting for",
        "waits": "the game is waiting for {awaited}.",
        "resolving": "The game is drawing cards or rolling dice.",
        "auction": "Auction of {card}: highest bid {high} ({leader}).",
        "no_bid": "nobody yet",
        "hunt": "Hunting {card}",
        "dice": "dice",
        "attack": "Attack on {card} by {who}",
        "hits": "hits",
        "last_roll": "Last roll",
        "nego_card": "Negotiating about {card}.",
        "offers": "Offers in play",
        "accepted": "accepted by",
        "no_offer": "No offer in play.",
        "rows": "Biome rows",
        "abilities": "what it does",
        "rows_note": "Maximum: a migration replaces the row's card of lowest Maximum (D1). Victorious death: "
        "a hunter whose die shows that face, after re-rolls and conversions, dies, even in a successful hunt (G0).",
        "row_north": "Northern row",
        "row_south": "Southern row",
        "warm": "warm side",
        "cold": "cold side (a hunt succeeds on 1s only)",
        "pile": "pile",
        "empty": "empty",
        "successes": "successes",
        "success": "success",
        "roll_success": "success",
        "roll_failure": "failed",
        "yields": "yields",
        "cubes": "cubes",
        "nobody": "no cube",
        "new_world": "New World",
        "peaceful": "peaceful",
        "hostile": "hostile",
        "settlers": "settlers",
        "tribes": "Tribes",
        "played_by": "played by",
        "poly": "polytheist",
        "mono": "monotheist",
        "unassigned": "Unassigned hunters",
        "alpha": "Alpha",
        "alpha_unassigned": "unassigned",
        "alpha_valhalla": "in Valhalla",
        "alpha_none": "none (the Sami have no alpha)",
        "alpha_hunt": "on {card}",
        "alpha_elder": "elder, rank {rank} on the board of {owner}",
        "alpha_elder_own": "elder, rank {rank} on its own board",
        "alpha_spouse": "spouse of {card}",
        "elders": "Elder board",
        "rank": "Rank",
        "tableau": "Tableau",
        "daughter": "daughter",
        "import": "import",
        "married_to": "spouse",
        "in_tableau_of": "in the tableau of",
        "trophies": "Trophies",
        "spouses": "Spouses (married to)",
        "hand": "Hand",
        "your_hand": "Your hand",
        "cards": "cards",
        "card": "card",
        "size": "size",
        "vp": "Victory points (so far)",
        "extinct": "extinct",
        "spectator": "You are watching: hands are hidden.",
        "none": "none",
        "to_move": "to move",
        "survivors": "Surviving cultures",
        "event_first": "first player: {first}, else {second}",
        "symbols": "Its symbols, applied top to bottom",
        "no_symbol": "no symbol",
        "box": "Out of the game (in the box)",
        "box_none": "No card has left the game yet.",
        "box_note": "cards discarded, replaced in a migration or removed by the deep cold, and imports nobody bought",
    },
    "fr": {
        "turn": "Tour",
        "setup": "Mise en place",
        "event": "Événement",
        "phase": "Phase",
        "first": "Premier joueur",
        "order": "Ordre",
        "piles": "Pioches",
        "north": "Nord",
        "south": "Sud",
        "events": "événements",
        "over": "La partie est terminée.",
        "your_decision": "À vous de décider",
        "waiting": "En attente",  # then "de Bob" / "d'Anne" (``_pending``)
        "waits": "« le jeu attend {awaited} ».",
        "resolving": "Le jeu tire des cartes ou lance des dés.",
        "auction": "Enchères pour {card} : meilleure mise {high} ({leader}).",
        "no_bid": "personne encore",
        "hunt": "Chasse sur {card}",
        "dice": "dés",
        "attack": "Attaque sur {card} par {who}",
        "hits": "coups",
        "last_roll": "Dernier lancer",
        "nego_card": "Négociation au sujet {of_card}.",
        "offers": "Offres en jeu",
        "accepted": "acceptée par",
        "no_offer": "Aucune offre en jeu.",
        "rows": "Rangées de biomes",
        "abilities": "ses effets",
        "rows_note": "Maximum : une migration remplace la carte de plus petit Maximum de la rangée (D1). Mort "
        "victorieuse : un chasseur dont le dé montre cette face, après relances et conversions, meurt, même si la "
        "chasse réussit (G0).",
        "row_north": "Rangée nord",
        "row_south": "Rangée sud",
        "warm": "côté chaud",
        "cold": "côté froid (la chasse ne réussit que sur des 1)",
        "pile": "pioche",
        "empty": "vide",
        "successes": "succès",
        "success": "succès",
        "roll_success": "réussi",
        "roll_failure": "échoué",
        "yields": "rapporte",
        "cubes": "cubes",
        "nobody": "aucun cube",
        "new_world": "Nouveau Monde",
        "peaceful": "pacifique",
        "hostile": "hostile",
        "settlers": "colons",
        "tribes": "Tribus",
        "played_by": "jouée par",
        "poly": "polythéiste",
        "mono": "monothéiste",
        "unassigned": "Chasseurs non assignés",
        "alpha": "Alpha",
        "alpha_unassigned": "non assigné",
        "alpha_valhalla": "au Valhalla",
        "alpha_none": "aucun (les Samis n'ont pas d'Alpha)",
        "alpha_hunt": "sur {card}",
        "alpha_elder": "Ancien, rang {rank} sur le plateau {of_owner}",
        "alpha_elder_own": "Ancien, rang {rank} sur son propre plateau",
        "alpha_spouse": "conjoint {of_card}",
        "elders": "Plateau des Anciens",
        "rank": "Rang",
        "tableau": "Tableau",
        "daughter": "fille",
        "import": "importation",
        "married_to": "conjoint",
        "in_tableau_of": "au Tableau de",
        "trophies": "Trophées",
        "spouses": "Conjoints (mariés à)",
        "hand": "Main",
        "your_hand": "Votre main",
        "cards": "cartes",
        "card": "carte",
        "size": "taille",
        "vp": "Points de victoire (pour l'instant)",
        "extinct": "éteinte",
        "spectator": "Vous regardez la partie : les mains sont cachées.",
        "none": "aucun",
        "to_move": "doit jouer",
        "survivors": "Cultures survivantes",
        "event_first": "premier joueur : {first}, sinon {second}",
        "symbols": "Ses symboles, appliqués de haut en bas",
        "no_symbol": "aucun symbole",
        "box": "Hors jeu (dans la boîte)",
        "box_none": "Aucune carte n'a encore quitté le jeu.",
        "box_note": "cartes défaussées, remplacées par une migration ou retirées par le Froid profond, et importations sans acheteur",
    },
}

# The phase each awaited decision belongs to (``discard_hand`` may come in any phase: then the
# phase is read off what is under way, see ``_phase``).
ASK_PHASE = {
    "war_council": 1, "decimation": 1, "energy_loss": 1, "elder_death": 1, "degrade": 1, "auction": 1,
    "declare_first": 1, "choose_animal": 1, "assign": 2, "reassign": 2, "nego_free": 3, "nego_next": 3,
    "negotiate": 3, "answer": 3, "attack_reroll": 3, "hit": 3, "casualty": 3, "battle_iron": 3, "pacify": 3,
    "hunt_next": 4, "alpha": 4, "ski": 4, "replacement": 4, "reroll": 4, "convert": 4, "trophy": 4, "take_card": 4,
    "iron_rule": 4, "bog_iron": 4, "forage": 5, "wool": 5, "elder": 6, "banish_target": 6,
}  # fmt: skip

# A stand-in picture for each event symbol (the rulebook's icons were lost); always followed by
# the symbol's name and effect in words (``text.describe_symbol``), so it is never read alone.
SYMBOL_GLYPHS = {
    "migration": "⇄", "epidemic": "☣", "venereal": "♀", "feud": "☄", "energy_loss": "❄",
    "global_cooling": "☃", "elder_death": "☠", "steel_degradation": "⚒", "no_sea_hunt": "⊘", "storm": "⚡",
    "markland_forbidden": "⊗", "falconers_ransom": "◆", "trading_ship": "⚓",
}  # fmt: skip
# The cold side of a biome row (a tint of its own; the side is also written).
COLD = ("#e8f1fb", "#5b7fa6")


def _int(value: Any) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


def _players(view: dict[str, Any]) -> list[dict[str, Any]]:
    return [p for p in view.get("players") or [] if isinstance(p, dict)]


def _controller(view: dict[str, Any], tribe: int) -> int:
    """The seat playing ``tribe`` (K: ``controllers``; elsewhere the tribe is its own seat)."""
    controllers = view.get("controllers")
    if isinstance(controllers, list) and 0 <= tribe < len(controllers):
        return _int(controllers[tribe])
    return tribe


def _seat(number: Any, viewer: int | None, names: list[str] | None, lang: str) -> str:
    """Who sits at seat ``number``: their name ("Seat 2" / "Place 2" without names), with
    "(you)" / "(vous)" for the viewer's own seat (escaped HTML, ``page_style.player_html``)."""
    if not isinstance(number, int) or isinstance(number, bool):
        return "?"
    return player_html(number, names, viewer, lang)


def _seat_text(number: int, viewer: int | None, names: list[str] | None, lang: str) -> str:
    """The same label as plain text (for sentences built by ``text``, escaped later)."""
    name = player_name(number, names, lang)
    return f"{name} ({YOU[lang]})" if number == viewer else name


def _tribe_info(view: dict[str, Any], tribe: Any) -> dict[str, Any]:
    players = _players(view)
    if isinstance(tribe, int) and 0 <= tribe < len(players):
        return C.TRIBES.get(players[tribe].get("tribe"), {})
    return {}


def _tribe_name(view: dict[str, Any], tribe: Any, lang: str) -> str:
    """The tribe's name as a player: "the Thule" in the cooperative game (``text.tribe_label``),
    else "Thule"; plain text."""
    players = _players(view)
    if not (isinstance(tribe, int) and 0 <= tribe < len(players)):
        return "?"
    key = players[tribe].get("tribe")
    if view.get("controllers"):
        return text.tribe_label(str(key), lang)
    info = C.TRIBES.get(key, {})
    return str(info.get("name_fr" if lang == "fr" else "name", key))


def _tint(colour: Any) -> tuple[str, str]:
    return TINTS.get(colour, NEUTRAL) if isinstance(colour, str) else NEUTRAL


def _chip(body: str, colour: Any, attrs: str = "", tint: tuple[str, str] | None = None) -> str:
    """A label with a light tint and a coloured left border, dark text (``body`` already escaped)."""
    background, border = tint or _tint(colour)
    return (
        f'<span{attrs} style="display:inline-block;font-size:14px;padding:2px 6px;background:{background};'
        f"border:1px solid {border};border-left:6px solid {border};border-radius:4px;color:#1d2433;"
        f'max-width:100%">{body}</span>'
    )


def _tribe_chip(
    view: dict[str, Any], tribe: int, lang: str, suffix: str = "", name: str | None = None
) -> str:
    """A tribe with its colour written out: "Thule (yellow) ×2"; ``name`` instead of its name (the
    rest of it after a contracted French article, ``_of_tribe``)."""
    colour = _tribe_info(view, tribe).get("colour")
    colour_name = text.COLOURS[lang].get(colour, str(colour))
    shown = _tribe_name(view, tribe, lang) if name is None else name
    body = f"{escape(shown)} ({escape(colour_name)}){escape(suffix)}"
    return _chip(body, colour)


def _of_tribe(view: dict[str, Any], tribe: int, lang: str) -> str:
    """French "de" before a tribe's chip, contracted with the article of "les Thulé" (the cooperative
    game's names, K): "des <chip>Thulé (jaune)</chip>", "de <chip>Thulé (jaune)</chip>"."""
    lead, rest = text.contract_fr("de", _tribe_name(view, tribe, lang))
    return f"{escape(lead)}{_tribe_chip(view, tribe, lang, name=rest)}"


def _who(
    view: dict[str, Any], tribe: Any, viewer: int | None, names: list[str] | None, lang: str
) -> str:
    """A tribe and who plays it: "Bob · Thule (yellow)" ("Seat 2 · …" without names; escaped HTML)."""
    if not isinstance(tribe, int) or isinstance(tribe, bool):
        return "?"
    return f"{_seat(_controller(view, tribe), viewer, names, lang)} · {_tribe_chip(view, tribe, lang)}"


def _card_name(card: Any, lang: str) -> str:
    return escape(C.card_name(str(card), lang))


def _card(card: Any, lang: str, attr: str = "data-card") -> str:
    """A card named in a line, carrying its id."""
    return f'<b {attr}="{escape(str(card))}">{_card_name(card, lang)}</b>'


def _of_card(card: Any, lang: str) -> str:
    """French "de" and a card, contracted with the card's article outside the bold name
    (``text.card_parts_fr``): "du <b>Morse</b>", "d'<b>Arnakuk</b>"; French labels only."""
    lead, name = text.card_parts_fr(str(card), "de")
    return f'{escape(lead)}<b data-card="{escape(str(card))}">{escape(name)}</b>'


def _yields(values: dict[str, Any], lang: str) -> str:
    parts = [
        text.amount(key, count, lang) for key in text.RESOURCES[lang] if (count := _int(values.get(key)))
    ]
    return escape(", ".join(parts)) if parts else "—"


def _capital(word: str) -> str:
    """ "énergie" -> "Énergie" (a label's first letter)."""
    return word[:1].upper() + word[1:]


def _symbol_item(kind: str, name: str, effect: str) -> str:
    """One symbol of an event card: its stand-in picture (hidden from screen readers), its name,
    what it does in small print, and the same as a tooltip."""
    glyph = SYMBOL_GLYPHS.get(kind, "•")
    tip = f"{name}: {effect}" if effect else name
    return (
        f'<li data-symbol="{escape(kind)}" title="{escape(tip)}" style="margin:2px 0">'
        f'<span aria-hidden="true" style="display:inline-block;min-width:1.4em;text-align:center">{glyph}</span> '
        f"<b>{escape(name)}</b>"
        + (f' <span style="{SMALL};color:#3d4555">— {escape(effect)}</span>' if effect else "")
        + "</li>"
    )


def _event_card(view: dict[str, Any], event: str, lang: str, labels: dict[str, str]) -> str:
    """The event card of the turn as a card: its name, the first player's colour (and the second
    diamond's, B2, C1), and its symbols top to bottom (D1-D9, A3) with the trading ship of an
    import (D10), each named and explained in words (``text.describe_symbol``)."""
    colon = colon_for(lang)
    card = C.EVENT_CARDS.get(event, {})
    colours = text.COLOURS[lang]
    first = escape(labels["event_first"]).replace("{first}", escape(colours.get(card.get("first"), "?")))
    first = first.replace("{second}", escape(colours.get(card.get("second"), "?")))
    cooperative = bool((view.get("options") or {}).get("cooperative"))
    items = []
    for symbol in card.get("symbols") or []:
        if isinstance(symbol, dict):
            name, effect = text.describe_symbol(symbol, lang, cooperative)
            items.append(_symbol_item(str(symbol.get("kind")), name, effect))
    if card.get("import"):
        name, effect = text.describe_trading_ship(event, lang)
        items.append(_symbol_item("trading_ship", name, effect))
    symbols = (
        f'<ol style="margin:2px 0 0;padding-left:1.4em">{"".join(items)}</ol>'
        if items
        else f'<div style="{SMALL}">{escape(labels["no_symbol"])}</div>'
    )
    return (
        f'<div data-section="event" data-card="{escape(event)}" style="margin:4px 0;padding:4px 6px;'
        "border:1px solid #9aa3b2;border-left:6px solid #6b4f9a;border-radius:4px;background:#f6f3fb;"
        'max-width:100%;min-width:0">'
        f"{escape(labels['event'])}{colon} <b>{_card_name(event, lang)}</b> "
        f'<span style="{SMALL}">({first})</span>'
        f'<div style="{SMALL};margin-top:2px">{escape(labels["symbols"])}{colon}</div>{symbols}</div>'
    )


def _box(view: dict[str, Any], lang: str, labels: dict[str, str]) -> str:
    """The cards removed to the box (``view["removed"]``, public: D1, D4, D6, D10, A2, A3, H1), in
    the order they left the game."""
    if "removed" not in view:
        return ""
    cards = [card for card in view.get("removed") or [] if isinstance(card, str)]
    chips = []
    for card in cards:
        if card.startswith("import:"):
            kind = labels["import"]
        elif card in C.DAUGHTER_CARDS:
            kind = labels["daughter"]
        else:
            kind = str((C.BIOMES.get(card) or {}).get("mark") or "")
        extra = f' <span style="font-weight:400">({escape(kind)})</span>' if kind else ""
        chips.append(_chip(f"<b>{_card_name(card, lang)}</b>{extra}", None, f' data-card="{escape(card)}"'))
    body = (
        f'<div style="{ROW}">{"".join(chips)}</div>'
        if chips
        else f'<span style="{SMALL};color:#5b6475">{escape(labels["box_none"])}</span>'
    )
    count = f" ({len(cards)})" if cards else ""
    return (
        f'<div data-section="box" style="{BOX}"><h3 style="{H3}">{escape(labels["box"])}{count}</h3>'
        f'<div style="{SMALL};color:#3d4555;margin-bottom:4px">{escape(labels["box_note"])}</div>{body}</div>'
    )


def _phase(view: dict[str, Any]) -> int | None:
    step = view.get("step") or {}
    phase = ASK_PHASE.get(step.get("ask"))
    if phase:
        return phase
    for key, number in (
        ("actions", 6),
        ("hunt", 4),
        ("battle", 3),
        ("nego", 3),
        ("assign", 2),
        ("auction", 1),
    ):
        if view.get(key):
            return number
    return None


def _status(
    view: dict[str, Any], seat: int | None, lang: str, labels: dict[str, str], names: list[str] | None = None
) -> str:
    colon = colon_for(lang)
    total = C.COOPERATIVE_EVENT_TURNS if (view.get("options") or {}).get("cooperative") else C.EVENT_TURNS
    turn = _int(view.get("turn"))
    head = (
        f"<strong>{escape(labels['turn'])} {turn} / {total}</strong>"
        if turn
        else f"<strong>{escape(labels['setup'])}</strong>"
    )
    lines = [head]
    phase = _phase(view)
    if phase and not view.get("over"):
        lines.append(f"{escape(labels['phase'])} {phase}{colon} <b>{escape(text.PHASES[lang][phase])}</b>")
    order = [tribe for tribe in view.get("order") or [] if isinstance(tribe, int)]
    if turn and order:
        lines.append(
            f"{escape(labels['first'])}{colon} {_who(view, view.get('first'), seat, names, lang)}"
            f'<br><span style="{SMALL}">{escape(labels["order"])}{colon} '
            + " → ".join(_tribe_chip(view, tribe, lang) for tribe in order)
            + "</span>"
        )
    event = view.get("event")
    if event and turn:
        lines.append(_event_card(view, str(event), lang, labels))
    piles = view.get("piles") or {}
    lines.append(
        f'<span style="{SMALL}">{escape(labels["piles"])}{colon} {escape(labels["north"])} {_int(piles.get("north"))}, '
        f"{escape(labels['south'])} {_int(piles.get('south'))}, {escape(labels['events'])} "
        f"{_int(piles.get('events'))}</span>"
    )
    # one block per line (the event card is a block of its own)
    body = "".join(line if line.startswith("<div") else f"<div>{line}</div>" for line in lines)
    return f'<div data-section="status" style="{BOX}">{body}</div>'


def _awaited(ask: Any, lang: str) -> str:
    """What the game waits for, as the turn emails say it (plain text)."""
    if lang == "fr":
        return str(text.AWAITING_FR.get(ask, ask))
    return str({**moves.AWAITING, **negotiation.AWAITING}.get(ask, ask))


def _under_way(
    view: dict[str, Any], seat: int | None, lang: str, labels: dict[str, str], names: list[str] | None = None
) -> list[str]:
    """The auction, hunt or attack in progress, and the last roll (escaped HTML lines)."""
    lines = []
    auction = view.get("auction")
    if isinstance(auction, dict) and auction.get("card"):
        leader = auction.get("leader")
        who = _who(view, leader, seat, names, lang) if isinstance(leader, int) else escape(labels["no_bid"])
        line = escape(labels["auction"]).replace("{card}", _card("import:" + str(auction["card"]), lang))
        high = escape(text.amount("ivory", _int(auction.get("high")), lang))
        lines.append(line.replace("{high}", high).replace("{leader}", who))
    hunt = view.get("hunt")
    if isinstance(hunt, dict) and hunt.get("card"):
        line = escape(labels["hunt"]).replace("{card}", _card(hunt["card"], lang))
        roll = hunt.get("roll") or {}
        faces = [str(_int(d.get("v"))) for d in roll.get("dice", []) if isinstance(d, dict)]
        if isinstance(roll.get("seat"), int):
            line += f" · {_who(view, roll['seat'], seat, names, lang)}"
        if faces:
            line += f" · {escape(labels['dice'])}{colon_for(lang)} <b>{escape(' '.join(faces))}</b>"
        lines.append(line)
    battle = view.get("battle")
    if isinstance(battle, dict) and battle.get("card"):
        who = _who(view, battle.get("seat"), seat, names, lang)
        line = escape(labels["attack"]).replace("{card}", _card(battle["card"], lang)).replace("{who}", who)
        faces = [str(_int(d.get("v"))) for d in battle.get("dice", []) if isinstance(d, dict)]
        if faces:
            line += f" · {escape(labels['dice'])}{colon_for(lang)} <b>{escape(' '.join(faces))}</b>"
        line += f" · {escape(labels['hits'])}{colon_for(lang)} {_int(battle.get('hits'))}"
        lines.append(line)
    return lines


def _offers(
    view: dict[str, Any], seat: int | None, lang: str, labels: dict[str, str], names: list[str] | None = None
) -> str:
    """Phase 3: the card negotiated and the offers in play (``text.describe_offer``)."""
    nego = view.get("nego")
    if not isinstance(nego, dict):
        return ""
    players = _players(view)
    lines = []
    if nego.get("card"):
        line = escape(labels["nego_card"]).replace("{of_card}", _of_card(nego["card"], lang))
        lines.append(line.replace("{card}", _card(nego["card"], lang)))
    # ``describe_offer`` names its sides by tribe index: "Bob (Thule)" (a player's name, which French
    # elides: "à Bob (Thule)", "d'Ann (Thule)").
    if view.get("controllers"):  # K: tribes named "the Thule"
        by_tribe = None
        tribes = [str(p.get("tribe")) for p in players]
    else:
        by_tribe = [
            f"{_seat_text(_controller(view, tribe), seat, names, lang)} ({_tribe_name(view, tribe, lang)})"
            for tribe in range(len(players))
        ]
        tribes = None
    items = []
    for offer in nego.get("offers") or []:
        if not isinstance(offer, dict):
            continue
        try:
            sentence = text.describe_offer(offer, by_tribe, lang, tribes)
        except (KeyError, IndexError, TypeError):
            sentence = "?"
        accepted = [t for t in offer.get("accepted") or [] if isinstance(t, int)]
        extra = ""
        if accepted:
            who = ", ".join(_tribe_chip(view, t, lang) for t in accepted)
            extra = f' <span style="{SMALL}">({escape(labels["accepted"])} {who})</span>'
        items.append(f"<li>#{_int(offer.get('id'))} {escape(sentence)}{extra}</li>")
    if items:
        lines.append(
            f"<b>{escape(labels['offers'])}</b>{colon_for(lang)}"
            f'<ul style="margin:2px 0 0;padding-left:1.2em">{"".join(items)}</ul>'
        )
    else:
        lines.append(f'<span style="{SMALL}">{escape(labels["no_offer"])}</span>')
    return f'<div data-section="offers" style="margin-top:6px">{"<br>".join(lines)}</div>'


def _pending(
    view: dict[str, Any], seat: int | None, lang: str, labels: dict[str, str], names: list[str] | None = None
) -> str:
    """What the game waits for, addressed to the viewer when it is theirs."""
    colon = colon_for(lang)
    step = view.get("step") or {}
    if view.get("over"):
        body = f"<strong>{escape(labels['over'])}</strong>"
    elif step.get("kind") == "decision":
        tribe = step.get("seat")
        awaited = _awaited(step.get("ask"), lang)
        mine = isinstance(tribe, int) and seat is not None and _controller(view, tribe) == seat
        who = _who(view, tribe, seat, names, lang)
        if mine and lang == "fr":
            body = f"<strong>▶ {escape(labels['your_decision'])}{colon}</strong> {who}<br>" + escape(
                f"Le jeu attend {awaited}."
            )
        elif mine:
            body = f"<strong>▶ {escape(labels['your_decision'])}{colon}</strong> {who}<br>" + escape(
                f"The game is waiting for {awaited}."
            )
        else:
            # French "de" elides before the name it is followed by: "En attente d'Anne".
            of = ""
            if lang == "fr":
                named = isinstance(tribe, int) and not isinstance(tribe, bool)
                of = of_player_fr(player_name(_controller(view, tribe), names, lang))[0] if named else "de "
            body = f"<strong>{escape(labels['waiting'])}</strong> {escape(of)}{who}{colon} " + escape(
                labels["waits"].format(awaited=awaited)
            )
    else:
        body = escape(labels["resolving"])
    lines = [body, *_under_way(view, seat, lang, labels, names)]
    last = view.get("last_roll")
    if isinstance(last, dict) and not view.get("hunt") and (last.get("dice") or last.get("faces")):
        faces = " ".join(str(_int(face)) for face in (last.get("dice") or last.get("faces") or []))
        purpose = str(last.get("purpose", ""))
        purpose = text.PURPOSES[lang].get("hunt" if purpose.startswith("hunt") else purpose, "")
        where = [escape(purpose)] if purpose else []
        if last.get("card"):
            where.append(_card(last["card"], lang))
        if isinstance(last.get("success"), bool):
            faces += f" ({labels['roll_success' if last['success'] else 'roll_failure']})"
        lines.append(
            f'<span style="{SMALL}">{escape(labels["last_roll"])}{colon} {" · ".join(where)} · '
            f"{escape(labels['dice'])}{colon} <b>{escape(faces)}</b></span>"
        )
    offers = _offers(view, seat, lang, labels, names) if _phase(view) == 3 else ""
    return (
        '<div data-section="pending" style="border:2px solid #24549c;border-radius:6px;'
        f'background:#eef3fb;padding:8px;max-width:100%">{"<br>".join(lines)}{offers}</div>'
    )


def _cubes_on(view: dict[str, Any], card: str) -> list[int]:
    """Cubes of each tribe on a card this turn: hunters (or settlers), the alpha included."""
    players = _players(view)
    if card in (view.get("new_world") or {}):
        counts = list(view["new_world"][card].get("settlers") or [])
    elif card in (view.get("tableau_cubes") or {}):
        counts = list(view["tableau_cubes"][card])
    else:
        counts = list((view.get("hunters") or {}).get(card) or [])
    counts = [_int(c) for c in counts] + [0] * (len(players) - len(counts))
    for tribe, player in enumerate(players):
        if player.get("alpha") == "hunt:" + card:
            counts[tribe] += 1
    return counts


def _cube_chips(view: dict[str, Any], counts: list[int], lang: str, labels: dict[str, str]) -> str:
    chips = [_tribe_chip(view, tribe, lang, f" ×{count}") for tribe, count in enumerate(counts) if count > 0]
    return " ".join(chips) or f'<span style="{SMALL};color:#5b6475">{escape(labels["nobody"])}</span>'


def _card_symbols(card: str, stats: dict[str, Any], lang: str) -> tuple[str, str]:
    """What else the card shows (``text.describe_biome``): its Maximum, for the type line, and one
    small line each for its victorious deaths, antler, hand symbol, Bog Iron's energy loss and the
    New World's infinity sign (each marked ``data-card-symbol`` with its kind)."""
    if card not in C.BIOMES:
        return "", ""
    maximum, lines = "", []
    for kind, words in text.describe_biome(card, list(stats.get("deaths") or []), lang):
        if kind == "maximum":
            maximum = f" · {escape(words)}"
        else:
            lines.append(f'<div data-card-symbol="{escape(kind)}" style="{SMALL}">{escape(words)}</div>')
    return maximum, "".join(lines)


def _biome(view: dict[str, Any], card: str, cold: bool, lang: str, labels: dict[str, str]) -> str:
    """One biome card of a row: name, type, successes needed, Maximum, yield, what else is printed
    on it (victorious deaths, antler, hand symbol, ...: ``_card_symbols``), cubes on it."""
    data = C.BIOMES.get(card, {})
    colon = colon_for(lang)
    kind = text.BIOME_TYPES[lang].get(data.get("type"), str(data.get("type", "?")))
    mark = f" · {escape(str(data['mark']))}" if data.get("mark") else ""
    try:
        stats = biome_stats(view, card)
    except (KeyError, TypeError):
        stats = {"successes": 0, "yield": {}, "deaths": data.get("deaths") or []}
    maximum, symbols = _card_symbols(card, stats, lang)
    side = ""
    if card in (view.get("new_world") or {}):
        side_key = view["new_world"][card].get("side")
        side = f" · {escape(labels['new_world'])}, {escape(labels.get(str(side_key), str(side_key)))}"
    background, border = COLD if cold else NEUTRAL
    needed = _int(stats.get("successes"))
    return (
        f'<div data-card="{escape(card)}" style="flex:1 1 150px;max-width:220px;min-width:0;'
        f"border:1px solid {border};border-top:4px solid {border};border-radius:4px;background:{background};"
        f'padding:4px 6px">'
        f"<div><b>{_card_name(card, lang)}</b></div>"
        f'<div style="{SMALL}">{escape(kind)}{mark}{side} · {needed} '
        f"{escape(labels['successes'] if needed > 1 else labels['success'])}{maximum}</div>"
        f'<div style="{SMALL}">{escape(labels["yields"])}{colon} {_yields(stats.get("yield") or {}, lang)}</div>'
        f"{symbols}"
        f'<div style="margin-top:2px">{_cube_chips(view, _cubes_on(view, card), lang, labels)}</div></div>'
    )


def _rows(view: dict[str, Any], lang: str, labels: dict[str, str]) -> str:
    parts = [
        f'<div data-section="rows" style="{BOX}"><h3 style="{H3}">{escape(labels["rows"])}</h3>'
        f'<div style="{SMALL};color:#3d4555;margin-bottom:4px">{escape(labels["rows_note"])}</div>'
    ]
    piles = view.get("piles") or {}
    for row in ("north", "south"):
        sides = (view.get("rows") or {}).get(row) or {}
        parts.append(
            f'<div style="font-weight:600;margin:6px 0 2px">{escape(labels["row_" + row])} '
            f'<span style="{SMALL};font-weight:400">({escape(labels["pile"])}{colon_for(lang)} '
            f"{_int(piles.get(row))})</span></div>"
        )
        for side in ("warm", "cold"):
            cards = [c for c in sides.get(side) or [] if isinstance(c, str)]
            if side == "cold" and not cards:
                continue
            inside = "".join(_biome(view, card, side == "cold", lang, labels) for card in cards)
            parts.append(
                f'<div style="{SMALL};color:#3d4555;margin:2px 0">{escape(labels[side])}</div>'
                f'<div style="{ROW}">{inside or escape(labels["empty"])}</div>'
            )
    parts.append("</div>")
    return "".join(parts)


def _alpha(view: dict[str, Any], tribe: int, place: Any, lang: str, labels: dict[str, str]) -> str:
    place = str(place)
    if place in ("unassigned", "valhalla", "none"):
        return escape(labels["alpha_" + place])
    if place.startswith("hunt:"):
        return escape(labels["alpha_hunt"]).replace("{card}", _card(place[5:], lang))
    if place.startswith("spouse:"):
        line = escape(labels["alpha_spouse"]).replace("{of_card}", _of_card(place[7:], lang))
        return line.replace("{card}", _card(place[7:], lang))
    if place.startswith("elder:"):
        _, owner, rank = (place.split(":") + ["", ""])[:3]
        if owner == str(tribe):
            return escape(labels["alpha_elder_own"]).replace("{rank}", escape(rank))
        line = escape(labels["alpha_elder"]).replace("{rank}", escape(rank))
        if "{of_owner}" in line:  # French: "de" contracts with the article of "les Thulé"
            return line.replace(
                "{of_owner}", _of_tribe(view, int(owner), lang) if owner.isdigit() else "de ?"
            )
        return line.replace("{owner}", _tribe_chip(view, int(owner), lang) if owner.isdigit() else "?")
    return escape(place)


def _elders(view: dict[str, Any], tribe: int, lang: str, labels: dict[str, str]) -> str:
    """The six ranks of ``tribe``'s board, named for its side, with every tribe's cubes."""
    players = _players(view)
    player = players[tribe]
    side = "mono" if player.get("side") == "mono" else "poly"
    board_names = C.ELDER_BOARDS.get(player.get("tribe"), C.ELDER_BOARDS["thule"])[side]
    boards = view.get("boards") or []
    board = boards[tribe] if tribe < len(boards) else []
    rows = []
    for rank in range(1, 7):
        counts = [_int(c) for c in (board[rank - 1] if rank - 1 < len(board) else [])]
        counts += [0] * (len(players) - len(counts))
        for other, someone in enumerate(players):
            if someone.get("alpha") == f"elder:{tribe}:{rank}":
                counts[other] += 1
        name = board_names[rank - 1]["name_fr" if lang == "fr" else "name"]
        cubes = (
            " ".join(
                _tribe_chip(view, other, lang, f" ×{count}")
                for other, count in enumerate(counts)
                if count > 0
            )
            or '<span style="color:#5b6475">—</span>'
        )
        rows.append(
            f'<tr><td style="{SMALL};white-space:nowrap;vertical-align:top;padding:1px 4px 1px 0">'
            f'{rank}. {escape(name)}</td><td style="{SMALL};padding:1px 0">{cubes}</td></tr>'
        )
    return f'<table style="border-collapse:collapse;margin:2px 0;max-width:100%">{"".join(rows)}</table>'


def _abilities(card: str, lang: str, labels: dict[str, str], holders: str = "") -> str:
    """What a D or I card, a Viking animal, an import or a daughter does in the tableau
    (``text.describe_tableau``): one small line per ability, marked ``data-tableau-ability`` with
    its kind, after ``holders`` (``_holders``, for a daughter); nothing for a card the data gives no
    ability. The lines are folded under a "what it does (n)" summary (``<details>``, no script):
    listed open, a tableau of daughters filled a phone's screen several times over."""
    if card.startswith("import:"):
        known = bool((C.EVENT_CARDS.get(card[len("import:") :]) or {}).get("import"))
    elif card.startswith("animal:"):
        known = card[len("animal:") :] in C.ANIMAL_SIDES
    else:  # a daughter or a biome card (an unknown id in the view has no line)
        known = card in C.DAUGHTER_CARDS or (C.BIOMES.get(card) or {}).get("kind") == "biome"
    lines = [
        f'<div data-tableau-ability="{escape(kind)}" style="{SMALL}">{escape(words)}</div>'
        for kind, words in (text.describe_tableau(card, lang) if known else [])
    ]
    if not lines and not holders:
        return ""
    return (
        f'<details data-abilities=""><summary style="{SMALL};cursor:pointer">'
        f"{escape(labels['abilities'])} ({len(lines)})</summary>{holders}{''.join(lines)}</details>"
    )


def _holders(view: dict[str, Any], daughter: str, lang: str) -> str:
    """F1: under a daughter, whose abilities hers are: the tribe with her in its tableau and the
    tribe with a spouse on her (``text.describe_daughter_holders``), a small line marked
    ``data-daughter-holders``; nothing when no tableau of the view holds her."""
    players = _players(view)
    owner = next((t for t, p in enumerate(players) if daughter in (p.get("tableau") or [])), None)
    if owner is None:
        return ""
    spouse = next((t for t, p in enumerate(players) if daughter in (p.get("spouses") or [])), None)
    words = text.describe_daughter_holders(
        _tribe_name(view, owner, lang), None if spouse is None else _tribe_name(view, spouse, lang), lang
    )
    return f'<div data-daughter-holders="" style="{SMALL}">{escape(words)}</div>'


def _tableau(view: dict[str, Any], player: dict[str, Any], lang: str, labels: dict[str, str]) -> str:
    """The tableau's cards, each with its kind (daughter, import, D or I), its spouse, the cubes
    raiding or defending it, and under a D/I card or an import what it does there (``_abilities``)."""
    players = _players(view)
    items = []
    for card in player.get("tableau") or []:
        card = str(card)
        if card in C.DAUGHTER_CARDS:
            kind = labels["daughter"]
        elif card.startswith("import:"):
            kind = labels["import"]
        else:
            kind = card_mark(card) or ""
        extra = [escape(kind)] if kind else []
        spouse = next((t for t, p in enumerate(players) if card in (p.get("spouses") or [])), None)
        if spouse is not None:
            extra.append(f"{escape(labels['married_to'])}{colon_for(lang)} {_tribe_chip(view, spouse, lang)}")
        cubes = (view.get("tableau_cubes") or {}).get(card)
        if cubes and any(_int(c) for c in cubes):
            extra.append(_cube_chips(view, _cubes_on(view, card), lang, labels))
        detail = f' <span style="{SMALL}">({" · ".join(extra)})</span>' if extra else ""
        holders = _holders(view, card, lang) if card in C.DAUGHTER_CARDS else ""
        items.append(f"<li>{_card(card, lang)}{detail}{_abilities(card, lang, labels, holders)}</li>")
    if not items:
        return f' <span style="{SMALL}">{escape(labels["none"])}</span>'
    return f'<ul style="margin:0;padding-left:1.2em">{"".join(items)}</ul>'


def _spouses(view: dict[str, Any], player: dict[str, Any], lang: str, labels: dict[str, str]) -> str:
    """The daughters the tribe has a spouse on, each with the tableau she is in, whose abilities
    hers are and what they do (F1: the spouse's tribe has them as the owner does), as under the
    tableau's own daughters (``_holders``, ``_abilities``); the list is marked ``data-spouses``."""
    players = _players(view)
    items = []
    for card in player.get("spouses") or []:
        card = str(card)
        owner = next((t for t, p in enumerate(players) if card in (p.get("tableau") or [])), None)
        detail = ""
        if owner is not None:
            detail = (
                f' <span style="{SMALL}">({escape(labels["daughter"])} · {escape(labels["in_tableau_of"])}'
                f"{colon_for(lang)} {_tribe_chip(view, owner, lang)})</span>"
            )
        holders = _holders(view, card, lang) if card in C.DAUGHTER_CARDS else ""
        items.append(f"<li>{_card(card, lang)}{detail}{_abilities(card, lang, labels, holders)}</li>")
    if not items:
        return f' <span style="{SMALL}">{escape(labels["none"])}</span>'
    return f'<ul data-spouses="" style="margin:0;padding-left:1.2em">{"".join(items)}</ul>'


def _names(cards: list[Any], lang: str, labels: dict[str, str]) -> str:
    return ", ".join(_card(card, lang) for card in cards) or escape(labels["none"])


def _count(count: int, labels: dict[str, str], lang: str) -> str:
    singular = text.singular_fr(count) if lang == "fr" else count == 1
    return f"{count} {escape(labels['card'] if singular else labels['cards'])}"


def _hand(view: dict[str, Any], tribe: int, hand: Any, lang: str, labels: dict[str, str]) -> str:
    """The viewer's own hand by name (``data-hand-card``); anyone else's as the count the view holds."""
    colon = colon_for(lang)
    try:
        size = f' <span style="{SMALL}">({escape(labels["size"])} {hand_size(view, tribe)})</span>'
    except (KeyError, IndexError, TypeError):
        size = ""
    if isinstance(hand, list):
        cards = " ".join(
            _chip(_card_name(card, lang), None, f' data-hand-card="{escape(str(card))}"') for card in hand
        ) or escape(labels["none"])
        return (
            f'<div style="margin-top:4px;padding:4px;border:2px solid #24549c;border-radius:4px">'
            f"<b>{escape(labels['your_hand'])}</b>{colon} {_count(len(hand), labels, lang)}{size}<br>{cards}</div>"
        )
    return f"<div><b>{escape(labels['hand'])}</b>{colon} {_count(_int(hand), labels, lang)}{size}</div>"


def _panel(
    view: dict[str, Any],
    tribe: int,
    seat: int | None,
    lang: str,
    labels: dict[str, str],
    names: list[str] | None = None,
) -> str:
    player = _players(view)[tribe]
    colon = colon_for(lang)
    info = C.TRIBES.get(player.get("tribe"), {})
    colour = info.get("colour")
    background, border = _tint(colour)
    owner = _controller(view, tribe)
    mine = seat is not None and owner == seat
    to_move = isinstance((view.get("step") or {}).get("seat"), int) and view["step"]["seat"] == tribe
    to_move = to_move and (view.get("step") or {}).get("kind") == "decision" and not view.get("over")
    tags = []
    if to_move:
        tags.append(f"▶ {escape(labels['to_move'])}")
    if player.get("extinct"):
        tags.append(f"✝ {escape(labels['extinct'])}")
    colour_name = text.COLOURS[lang].get(colour, str(colour))
    title = (
        f'<div style="display:flex;flex-wrap:wrap;justify-content:space-between;gap:4px;background:{background};'
        f'border-left:8px solid {border};padding:4px 6px;border-radius:4px">'
        f'<span style="font-size:17px"><b>{escape(_tribe_name(view, tribe, lang))}</b> ({escape(colour_name)})</span>'
        f'<span style="font-weight:700;color:#24549c">{" ".join(tags)}</span></div>'
    )
    side = labels["mono" if player.get("side") == "mono" else "poly"]
    discs = " · ".join(
        f"{escape(_capital(text.RESOURCES[lang][k]))}{colon} <b>{_int(player.get(k))}</b>"
        for k in ("energy", "ivory", "iron")
    )
    lines = [
        title,
        f'<div style="{SMALL}">{escape(labels["played_by"])} {_seat(owner, seat, names, lang)} · {escape(side)}</div>',
        f"<div>{discs}</div>",
        f"<div>{escape(labels['unassigned'])}{colon} <b>{_int(player.get('unassigned'))}</b></div>",
        f"<div>{escape(labels['alpha'])}{colon} {_alpha(view, tribe, player.get('alpha'), lang, labels)}</div>",
    ]
    scores = view.get("scores") or {}
    if str(tribe) in scores:
        lines.append(f"<div>{escape(labels['vp'])}{colon} <b>{_int(scores[str(tribe)])}</b></div>")
    lines.append(_hand(view, tribe, player.get("hand"), lang, labels))
    lines.append(
        f'<div style="margin-top:6px"><b>{escape(labels["elders"])}</b> <span style="{SMALL}">({escape(side)})</span></div>'
    )
    lines.append(_elders(view, tribe, lang, labels))
    lines.append(
        f'<div style="margin-top:4px"><b>{escape(labels["tableau"])}</b>{colon}{_tableau(view, player, lang, labels)}</div>'
    )
    lines.append(
        f"<div><b>{escape(labels['trophies'])}</b>{colon} {_names(player.get('trophies') or [], lang, labels)}</div>"
    )
    if not view.get("beginner", True) or player.get("spouses"):
        lines.append(
            f"<div><b>{escape(labels['spouses'])}</b>{colon}{_spouses(view, player, lang, labels)}</div>"
        )
    attributes = f'data-tribe="{tribe}" data-seat="{owner}"'
    if mine:
        return own_part(player_panel(attributes, f"3px solid {border}", "".join(lines)))
    # Another tribe, folded: its colour, name, whose it is and its discs are read at a glance.
    return folded("".join(lines[:3]), "".join(lines[3:]), attributes)


def render_view_html(
    view: dict[str, Any], seat: int | None, locale: str = "en", names: list[str] | None = None
) -> str:
    """The whole fragment for ``view`` as seen by ``seat`` (None: a spectator), each seat named by
    ``names[seat]`` ("Seat N" without names)."""
    lang = language(locale)
    labels = LABELS[lang]
    players = _players(view)
    # the viewer's own tribes first (their hand and board are what they look for), then the others
    tribes = sorted(
        range(len(players)), key=lambda tribe: (seat is None or _controller(view, tribe) != seat, tribe)
    )
    mine = [tribe for tribe in tribes if seat is not None and _controller(view, tribe) == seat]
    own = "".join(_panel(view, tribe, seat, lang, labels, names) for tribe in mine)
    panels = "".join(_panel(view, tribe, seat, lang, labels, names) for tribe in tribes if tribe not in mine)
    survivors = ""
    if "survivors" in view:
        survivors = f'<div style="{SMALL}">{escape(labels["survivors"])}{colon_for(lang)} {sum(1 for alive in view.get("survivors") or [] if alive)} / {len(players)}</div>'
    spectator = (
        f'<p data-section="spectator" style="margin:0">{escape(labels["spectator"])}</p>'
        if seat is None
        else ""
    )
    parts = [
        f'<div class="greenland" lang="{lang}" style="display:flex;flex-direction:column;gap:10px;'
        'font-size:16px;max-width:100%">',
        # On a phone the viewer's own tribe (hand, hunters, elders) comes first, right under the
        # moves; the others are folded below the shared rows (issue 21).
        f'<div data-section="own-tribes" style="{ROW};gap:10px">{own}</div>' if own else "",
        _status(view, seat, lang, labels, names),
        _pending(view, seat, lang, labels, names),
        spectator,
        _rows(view, lang, labels),
        _box(view, lang, labels),
        f'<div data-section="tribes"><h3 style="{H3}">{escape(labels["tribes"])}</h3>{survivors}'
        f'<div style="display:flex;flex-direction:column;gap:6px">{panels}</div></div>',
        "</div>",
    ]
    return "\n".join(part for part in parts if part)
