"""HTML for Greenland's game page, drawn from one seat's ``view`` only (so it can show nothing hidden).

``render_view_html(view, seat, locale, names)`` returns a fragment that the page puts inside its
``<div class="view scroll">``. What it shows, top to bottom:

1. the turn (event N out of 10, or 12 in the cooperative game, K), the phase (B1), the first
   player and the order of play (B2), the event card of the turn with its first-player colours and
   its symbols top to bottom (D1-D9, A3) and trading ship (D10), each with a stand-in picture, its
   name and what it does in words (``text.describe_symbol``), then the piles' sizes;
2. what the game waits for, in the words of ``text.awaiting_texts`` (the turn emails' wording),
   addressed to the viewer when it is theirs;
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

When the viewer's decision acts on the rows, an offer or another tribe, the decision (2) and what
it acts on (``page_style.acted_on_first``) come right after the viewer's own tribe, or before it
when nothing in it is to be touched (a hunt, a tribe to choose), and the turn's facts (1) after
them: on a phone the thing to touch is on the first screen. In a panel, of the hand, the elder
board, the tableau, the trophies and the spouses, the ones holding a button for the decision come
first, in that order (a tableau card to cash in before the elder board), for the same reason.

Contracts: every text goes through ``html.escape``; the page's own texts come from the
``greenland`` message catalogue in ``locale``'s language (``games.rulesets.i18n``, ``TEXTS``;
English without a catalogue), "Seat 2" and "(you)" from the shared one (``page_style``); card,
tribe and rank names and the D/I marks come from the catalogue through ``text`` (``card_name``,
``tribe_name``, ``tribe_label``, ``rank_name``, ``mark_name``; ``components`` keeps the data), as
do the awaited decisions, ``describe_offer``, ``describe_symbol``, ``describe_biome``,
``describe_tableau`` and ``describe_daughter_holders``; phases, biome types, resources and colours
are named with ``text``'s words (``PHASES``, ``BIOME_TYPES``, ``RESOURCES``/``amount``,
``COLOURS``), the ones the rule set's messages use. Every one of them is given the page's
``Texts``, so any language, the pseudo-locale too, reaches them. French grammar a catalogue cannot hold stays code: "de" contracted with a card's or a
tribe's article ("du Morse", "des Thulé") or elided before a player's name ("d'Anne"). A colour is
always written out, never shown by colour alone; inline styles only, no JavaScript, nothing wider
than 360 px (boxes wrap), text 14 px or more. Seats are named by ``names[seat]`` ("Bob · Thule
(yellow)" waits, "played by Bob"; "Seat N" / "Place N" without names: ``page_style.player_name``),
the viewer's own marked "(you)" / "(vous)"; in the cooperative game (K) tribes are named as ``text.tribe_label``
names them ("the Thule"). Every card drawn carries ``data-card`` (its id), and the viewer's hand
cards ``data-hand-card`` instead, so tests can check what is shown.

Moves on the board (``GreenlandPresentation.target``): the elements a legal move acts on are
buttons (``page_style.touchable``) under these keys, each unique on the page and never inside a
closed panel: ``biome:<card>`` a card of the rows (place a hunter or the alpha, hunt it, retreat,
re-assign from it), ``elder:<tribe>:<rank>`` a rank of the mover's own elder board (promote,
bring back, witch hunt, an elder paid or lost), ``hand:<card>`` a card of the viewer's hand,
``tableau:<card>`` a card of a tableau (cash in, degrade, pay with it; raid it, marry or divorce
a daughter: another tribe's panel with such a card is drawn open),
``tribe:<tribe>`` a tribe's title (the tribe chosen: first player, offers, banishment, emissary)
and ``offer:<id>`` an offer in play (to answer).
"""

from __future__ import annotations

from collections.abc import Mapping
from html import escape
from typing import Any

from games.engine.presentation import Touch
from games.rulesets.greenland import components as C
from games.rulesets.greenland import text
from games.rulesets.greenland.render_dice import dice_html
from games.rulesets.greenland.state import biome_stats, card_mark, hand_size
from games.rulesets.i18n import Catalogue, Texts
from games.rulesets.page_style import (
    BOX,
    H3,
    NEUTRAL,
    ROW,
    SMALL,
    TINTS,
    acted_on_first,
    folded,
    holds_touch,
    of_player_fr,
    own_part,
    player_html,
    player_name,
    player_panel,
    player_text,
    touchable,
)

TEXTS = Catalogue("greenland")
# The board's touchable elements (``render_view_html``'s ``touches``), or None.
Touches = Mapping[str, Touch] | None


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


def _labelled(label: str, t: Texts) -> str:
    """``label`` (escaped HTML) followed by the language's colon ("Tableau:", "Tableau :")."""
    # Translators: a label's colon (French puts a space before it).
    return t.html("{label}:", label=label)


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


def _seat(number: Any, viewer: int | None, names: list[str] | None, t: Texts) -> str:
    """Who sits at seat ``number``: their name ("Seat 2" / "Place 2" without names), with
    "(you)" / "(vous)" for the viewer's own seat (escaped HTML, ``page_style.player_html``)."""
    if not isinstance(number, int) or isinstance(number, bool):
        return "?"
    return player_html(number, names, viewer, t.lang)


def _tribe_info(view: dict[str, Any], tribe: Any) -> dict[str, Any]:
    players = _players(view)
    if isinstance(tribe, int) and 0 <= tribe < len(players):
        return C.TRIBES.get(players[tribe].get("tribe"), {})
    return {}


def _tribe_name(view: dict[str, Any], tribe: Any, t: Texts) -> str:
    """The tribe's name as a player: "the Thule" in the cooperative game (``text.tribe_label``),
    else "Thule"; plain text."""
    players = _players(view)
    if not (isinstance(tribe, int) and 0 <= tribe < len(players)):
        return "?"
    key = str(players[tribe].get("tribe"))
    return text.tribe_label(key, t) if view.get("controllers") else text.tribe_name(key, t)


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


def _tribe_chip(view: dict[str, Any], tribe: int, t: Texts, suffix: str = "", name: str | None = None) -> str:
    """A tribe with its colour written out: "Thule (yellow) ×2"; ``name`` instead of its name (the
    rest of it after a contracted French article, ``_of_tribe``)."""
    colour = _tribe_info(view, tribe).get("colour")
    colour_name = text.COLOURS[t].get(colour, str(colour))
    shown = _tribe_name(view, tribe, t) if name is None else name
    body = f"{escape(shown)} ({escape(colour_name)}){escape(suffix)}"
    return _chip(body, colour)


def _of_tribe(view: dict[str, Any], tribe: int, t: Texts) -> str:
    """French "de" before a tribe's chip, contracted with the article of "les Thulé" (the cooperative
    game's names, K): "des <chip>Thulé (jaune)</chip>", "de <chip>Thulé (jaune)</chip>"."""
    lead, rest = text.contract_fr("de", _tribe_name(view, tribe, t))
    return f"{escape(lead)}{_tribe_chip(view, tribe, t, name=rest)}"


def _who(view: dict[str, Any], tribe: Any, viewer: int | None, names: list[str] | None, t: Texts) -> str:
    """A tribe and who plays it: "Bob · Thule (yellow)" ("Seat 2 · …" without names; escaped HTML)."""
    if not isinstance(tribe, int) or isinstance(tribe, bool):
        return "?"
    return f"{_seat(_controller(view, tribe), viewer, names, t)} · {_tribe_chip(view, tribe, t)}"


def _card_name(card: Any, t: Texts) -> str:
    return escape(text.card_name(str(card), t))


def _card(card: Any, t: Texts, attr: str = "data-card") -> str:
    """A card named in a line, carrying its id."""
    return f'<b {attr}="{escape(str(card))}">{_card_name(card, t)}</b>'


def _of_card(card: Any, t: Texts) -> str:
    """The card after "of" in a line: in French "de" contracted with the card's article outside the
    bold name (``text.card_parts_fr``): "du <b>Morse</b>", "d'<b>Arnakuk</b>"; elsewhere the card
    (the "of" is in the catalogue's text)."""
    if t.lang != "fr":
        return _card(card, t)
    lead, name = text.card_parts_fr(str(card), "de")
    return f'{escape(lead)}<b data-card="{escape(str(card))}">{escape(name)}</b>'


def _yields(values: dict[str, Any], t: Texts) -> str:
    parts = [text.amount(key, count, t) for key in text.RESOURCES[t] if (count := _int(values.get(key)))]
    return escape(", ".join(parts)) if parts else "—"


def _capital(word: str) -> str:
    """ "énergie" -> "Énergie" (a label's first letter)."""
    return word[:1].upper() + word[1:]


def _symbol_item(kind: str, name: str, effect: str, t: Texts) -> str:
    """One symbol of an event card: its stand-in picture (hidden from screen readers), its name,
    what it does in small print, and the same as a tooltip."""
    glyph = SYMBOL_GLYPHS.get(kind, "•")
    # Translators: an event symbol's tooltip, its name and what it does.
    tip = t.gettext("{symbol}: {effect}", symbol=name, effect=effect) if effect else name
    return (
        f'<li data-symbol="{escape(kind)}" title="{escape(tip)}" style="margin:2px 0">'
        f'<span aria-hidden="true" style="display:inline-block;min-width:1.4em;text-align:center">{glyph}</span> '
        f"<b>{escape(name)}</b>"
        + (f' <span style="{SMALL};color:#3d4555">— {escape(effect)}</span>' if effect else "")
        + "</li>"
    )


def _event_card(view: dict[str, Any], event: str, t: Texts) -> str:
    """The event card of the turn as a card: its name, the first player's colour (and the second
    diamond's, B2, C1), and its symbols top to bottom (D1-D9, A3) with the trading ship of an
    import (D10), each named and explained in words (``text.describe_symbol``)."""
    card = C.EVENT_CARDS.get(event, {})
    colours = text.COLOURS[t]
    first = t.html(
        "first player: {first}, else {second}",
        first=escape(colours.get(card.get("first"), "?")),
        second=escape(colours.get(card.get("second"), "?")),
    )
    cooperative = bool((view.get("options") or {}).get("cooperative"))
    items = []
    for symbol in card.get("symbols") or []:
        if isinstance(symbol, dict):
            name, effect = text.describe_symbol(symbol, t, cooperative)
            items.append(_symbol_item(str(symbol.get("kind")), name, effect, t))
    if card.get("import"):
        name, effect = text.describe_trading_ship(event, t)
        items.append(_symbol_item("trading_ship", name, effect, t))
    symbols = (
        f'<ol style="margin:2px 0 0;padding-left:1.4em">{"".join(items)}</ol>'
        if items
        else f'<div style="{SMALL}">{t.html("no symbol")}</div>'
    )
    return (
        f'<div data-section="event" data-card="{escape(event)}" style="margin:4px 0;padding:4px 6px;'
        "border:1px solid #9aa3b2;border-left:6px solid #6b4f9a;border-radius:4px;background:#f6f3fb;"
        'max-width:100%;min-width:0">'
        f"{t.html('Event: {card}', card=f'<b>{_card_name(event, t)}</b>')} "
        f'<span style="{SMALL}">({first})</span>'
        f'<div style="{SMALL};margin-top:2px">{_labelled(t.html("Its symbols, applied top to bottom"), t)}</div>'
        f"{symbols}</div>"
    )


def _kind(card: str, t: Texts) -> str:
    """What a daughter or an import is called beside its name ("daughter", "import"); "" else."""
    if card.startswith("import:"):
        return t.pgettext("kind of card", "import")
    if card in C.DAUGHTER_CARDS:
        return t.pgettext("kind of card", "daughter")
    return ""


def _box(view: dict[str, Any], t: Texts) -> str:
    """The cards removed to the box (``view["removed"]``, public: D1, D4, D6, D10, A2, A3, H1), in
    the order they left the game."""
    if "removed" not in view:
        return ""
    cards = [card for card in view.get("removed") or [] if isinstance(card, str)]
    chips = []
    for card in cards:
        kind = _kind(card, t) or text.mark_name((C.BIOMES.get(card) or {}).get("mark"), t)
        extra = f' <span style="font-weight:400">({escape(kind)})</span>' if kind else ""
        chips.append(_chip(f"<b>{_card_name(card, t)}</b>{extra}", None, f' data-card="{escape(card)}"'))
    body = (
        f'<div style="{ROW}">{"".join(chips)}</div>'
        if chips
        else f'<span style="{SMALL};color:#5b6475">{t.html("No card has left the game yet.")}</span>'
    )
    count = f" ({len(cards)})" if cards else ""
    note = t.html(
        "cards discarded, replaced in a migration or removed by the deep cold, and imports nobody bought"
    )
    return (
        f'<div data-section="box" style="{BOX}"><h3 style="{H3}">{t.html("Out of the game (in the box)")}'
        f'{count}</h3><div style="{SMALL};color:#3d4555;margin-bottom:4px">{note}</div>{body}</div>'
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


def _status(view: dict[str, Any], seat: int | None, t: Texts, names: list[str] | None = None) -> str:
    total = C.COOPERATIVE_EVENT_TURNS if (view.get("options") or {}).get("cooperative") else C.EVENT_TURNS
    turn = _int(view.get("turn"))
    head = t.html("Turn {turn} / {total}", turn=str(turn), total=str(total)) if turn else t.html("Setting up")
    lines = [f"<strong>{head}</strong>"]
    phase = _phase(view)
    if phase and not view.get("over"):
        name = f"<b>{escape(text.PHASES[t][phase])}</b>"
        lines.append(t.html("Phase {n}: {name}", n=str(phase), name=name))
    order = [tribe for tribe in view.get("order") or [] if isinstance(tribe, int)]
    if turn and order:
        lines.append(
            t.html("First player: {who}", who=_who(view, view.get("first"), seat, names, t))
            + f'<br><span style="{SMALL}">'
            + t.html("Order: {tribes}", tribes=" → ".join(_tribe_chip(view, tribe, t) for tribe in order))
            + "</span>"
        )
    event = view.get("event")
    if event and turn:
        lines.append(_event_card(view, str(event), t))
    piles = view.get("piles") or {}
    counts = {row: str(_int(piles.get(row))) for row in ("north", "south", "events")}
    lines.append(
        f'<span style="{SMALL}">{t.html("Piles: North {north}, South {south}, events {events}", **counts)}</span>'
    )
    # one block per line (the event card is a block of its own)
    body = "".join(line if line.startswith("<div") else f"<div>{line}</div>" for line in lines)
    return f'<div data-section="status" style="{BOX}">{body}</div>'


def _awaited(ask: Any, t: Texts) -> str:
    """What the game waits for, as the turn emails say it (plain text, ``text.awaiting_texts``)."""
    return str(text.awaiting_texts(t).get(ask, ask))


def _dice(faces: list[int], what: list[str], t: Texts, touches: Touches = None,
          free: list[bool] | None = None) -> str:
    """The dice of a roll drawn as dice (``render_dice``), one image whose accessible name says the
    faces and what the roll is for: "Rolled 3 and 5: hunting roll · Walrus" (``what``: plain
    words, joined with " · "). When a re-roll is to be chosen, the dice each re-roll acts on (those
    showing its face among the ``free`` ones: not fixed, not re-rolled yet) are its button
    (``dice:<face>``, ``GreenlandPresentation.target``), named as the move: "Re-roll the 3s"."""
    words = text.and_list([str(face) if 1 <= face <= 6 else "?" for face in faces], t)
    label = (t.gettext("Rolled {faces}: {what}", faces=words, what=" · ".join(what)) if what
             else t.gettext("Rolled {faces}", faces=words))

    def choose(face: int, drawn: str) -> str:
        return touchable(f"dice:{face}", drawn, touches, t.gettext("Re-roll the {face}s", face=face), t.lang)

    return dice_html(faces, label, choose if touches else None, free)


def _under_way(view: dict[str, Any], seat: int | None, t: Texts, names: list[str] | None = None,
               touches: Touches = None) -> list[str]:
    """The auction, hunt or attack in progress, and the last roll (escaped HTML lines); the dice
    a re-roll to be chosen acts on are its buttons."""
    lines = []
    ask = (view.get("step") or {}).get("ask")  # whose dice a re-roll acts on: the hunt's or the attack's
    auction = view.get("auction")
    if isinstance(auction, dict) and auction.get("card"):
        leader = auction.get("leader")
        who = _who(view, leader, seat, names, t) if isinstance(leader, int) else t.html("nobody yet")
        high = escape(text.amount("ivory", _int(auction.get("high")), t))
        card = _card("import:" + str(auction["card"]), t)
        lines.append(
            t.html("Auction of {card}: highest bid {high} ({leader}).", card=card, high=high, leader=who)
        )
    hunt = view.get("hunt")
    if isinstance(hunt, dict) and hunt.get("card"):
        line = t.html("Hunting {card}", card=_card(hunt["card"], t))
        roll = hunt.get("roll") or {}
        dice = [d for d in roll.get("dice", []) if isinstance(d, dict)]
        faces = [_int(d.get("v")) for d in dice]
        if isinstance(roll.get("seat"), int):
            line += f" · {_who(view, roll['seat'], seat, names, t)}"
        if faces:
            what = [text.PURPOSES[t]["hunt"], text.card_name(str(hunt["card"]), t)]
            free = [not d.get("fixed") and not d.get("rr") for d in dice]  # as flow.reroll_faces
            line += f" · {_dice(faces, what, t, touches if ask == 'reroll' else None, free)}"
        lines.append(line)
    battle = view.get("battle")
    if isinstance(battle, dict) and battle.get("card"):
        who = _who(view, battle.get("seat"), seat, names, t)
        line = t.html("Attack on {card} by {who}", card=_card(battle["card"], t), who=who)
        dice = [d for d in battle.get("dice", []) if isinstance(d, dict)]
        faces = [_int(d.get("v")) for d in dice]
        if faces:
            what = [text.PURPOSES[t]["attack"], text.card_name(str(battle["card"]), t)]
            free = [not d.get("rr") for d in dice]  # as negotiation.attack_reroll_faces
            line += f" · {_dice(faces, what, t, touches if ask == 'attack_reroll' else None, free)}"
        line += " · " + t.html("hits: {n}", n=str(_int(battle.get("hits"))))
        lines.append(line)
    return lines


def _offers(view: dict[str, Any], seat: int | None, t: Texts, names: list[str] | None = None,
            touches: Touches = None) -> str:
    """Phase 3: the card negotiated and the offers in play (``text.describe_offer``); an offer the
    viewer may answer is a button (``offer:<id>``)."""
    nego = view.get("nego")
    if not isinstance(nego, dict):
        return ""
    players = _players(view)
    lines = []
    if nego.get("card"):
        # Translators: {of_card} is the card (French: with its "de" contracted, "du Morse").
        lines.append(t.html("Negotiating about {of_card}.", of_card=_of_card(nego["card"], t)))
    # ``describe_offer`` names its sides by tribe index: "Bob (Thule)" (a player's name, which French
    # elides: "à Bob (Thule)", "d'Ann (Thule)").
    if view.get("controllers"):  # K: tribes named "the Thule"
        by_tribe = None
        tribes = [str(p.get("tribe")) for p in players]
    else:
        by_tribe = [
            f"{player_text(_controller(view, tribe), names, seat, t.lang)} ({_tribe_name(view, tribe, t)})"
            for tribe in range(len(players))
        ]
        tribes = None
    items = []
    for offer in nego.get("offers") or []:
        if not isinstance(offer, dict):
            continue
        try:
            sentence = text.describe_offer(offer, by_tribe, t, tribes)
        except (KeyError, IndexError, TypeError):
            sentence = "?"
        accepted = [tribe for tribe in offer.get("accepted") or [] if isinstance(tribe, int)]
        extra = ""
        if accepted:
            who = ", ".join(_tribe_chip(view, tribe, t) for tribe in accepted)
            extra = f' <span style="{SMALL}">({t.html("accepted by {tribes}", tribes=who)})</span>'
        number = _int(offer.get("id"))
        line = touchable(f"offer:{number}", f"#{number} {escape(sentence)}", touches,
                         t.gettext("the offer #{n}", n=number), t.lang)
        items.append(f"<li>{line}{extra}</li>")
    if items:
        lines.append(
            _labelled(f"<b>{t.html('Offers in play')}</b>", t)
            + f'<ul style="margin:2px 0 0;padding-left:1.2em">{"".join(items)}</ul>'
        )
    else:
        lines.append(f'<span style="{SMALL}">{t.html("No offer in play.")}</span>')
    return f'<div data-section="offers" style="margin-top:6px">{"<br>".join(lines)}</div>'


def _of_player(view: dict[str, Any], tribe: Any, names: list[str] | None, t: Texts) -> str:
    """What comes between "Waiting for" and the player's name: French "de " / "d'" (elided before
    the name, ``page_style.of_player_fr``), nothing elsewhere (escaped HTML)."""
    if t.lang != "fr":
        return ""
    named = isinstance(tribe, int) and not isinstance(tribe, bool)
    return escape(of_player_fr(player_name(_controller(view, tribe), names, t.lang) if named else "?")[0])


def _last_roll(view: dict[str, Any], t: Texts) -> str:
    """The last roll, when no hunt is under way: what it was for, the card, the dice drawn as dice
    and whether it succeeded (escaped HTML; "" for none)."""
    last = view.get("last_roll")
    if not isinstance(last, dict) or view.get("hunt") or not (last.get("dice") or last.get("faces")):
        return ""
    faces = [_int(face) for face in (last.get("dice") or last.get("faces") or [])]
    purpose = str(last.get("purpose", ""))
    purpose = text.PURPOSES[t].get("hunt" if purpose.startswith("hunt") else purpose, "")
    where, what = ([escape(purpose)], [purpose]) if purpose else ([], [])
    if last.get("card"):
        where.append(_card(last["card"], t))
        what.append(text.card_name(str(last["card"]), t))
    outcome = ""
    if isinstance(last.get("success"), bool):
        outcome = t.pgettext("a roll", "success") if last["success"] else t.pgettext("a roll", "failed")
        what.append(outcome)
        outcome = f" ({escape(outcome)})"
    line = t.html("Last roll: {what} · {dice}", what=" · ".join(where), dice=_dice(faces, what, t) + outcome)
    return f'<span style="{SMALL}">{line}</span>'


def _pending(view: dict[str, Any], seat: int | None, t: Texts, names: list[str] | None = None,
             touches: Touches = None) -> str:
    """What the game waits for, addressed to the viewer when it is theirs."""
    step = view.get("step") or {}
    if view.get("over"):
        body = f"<strong>{t.html('The game is over.')}</strong>"
    elif step.get("kind") == "decision":
        tribe = step.get("seat")
        awaited = escape(_awaited(step.get("ask"), t))
        mine = isinstance(tribe, int) and seat is not None and _controller(view, tribe) == seat
        who = _who(view, tribe, seat, names, t)
        if mine:
            body = f"<strong>▶ {_labelled(t.html('Your decision'), t)}</strong> {who}<br>" + t.html(
                "The game is waiting for {awaited}.", awaited=awaited
            )
        else:
            # Translators: before a player's name (French adds its "de"/"d'" in the code: "En attente d'Anne").
            waiting = f"<strong>{t.html('Waiting for')}</strong> {_of_player(view, tribe, names, t)}{who}"
            body = _labelled(waiting, t) + " " + t.html("the game is waiting for {awaited}.", awaited=awaited)
    else:
        body = t.html("The game is drawing cards or rolling dice.")
    lines = [body, *_under_way(view, seat, t, names, touches)]
    last = _last_roll(view, t)
    if last:
        lines.append(last)
    offers = _offers(view, seat, t, names, touches) if _phase(view) == 3 else ""
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


def _cube_chips(view: dict[str, Any], counts: list[int], t: Texts) -> str:
    chips = [_tribe_chip(view, tribe, t, f" ×{count}") for tribe, count in enumerate(counts) if count > 0]
    return " ".join(chips) or f'<span style="{SMALL};color:#5b6475">{t.html("no cube")}</span>'


def _card_symbols(card: str, stats: dict[str, Any], t: Texts) -> tuple[str, str]:
    """What else the card shows (``text.describe_biome``): its Maximum, for the type line, and one
    small line each for its victorious deaths, antler, hand symbol, Bog Iron's energy loss and the
    New World's infinity sign (each marked ``data-card-symbol`` with its kind)."""
    if card not in C.BIOMES:
        return "", ""
    maximum, lines = "", []
    for kind, words in text.describe_biome(card, list(stats.get("deaths") or []), t):
        if kind == "maximum":
            maximum = f" · {escape(words)}"
        else:
            lines.append(f'<div data-card-symbol="{escape(kind)}" style="{SMALL}">{escape(words)}</div>')
    return maximum, "".join(lines)


def _new_world_side(side: Any, t: Texts) -> str:
    """A New World card's side (E2), "peaceful" or "hostile"; anything else as the view has it."""
    sides = {
        "peaceful": t.pgettext("a New World card's side", "peaceful"),
        "hostile": t.pgettext("a New World card's side", "hostile"),
    }
    return sides.get(str(side), str(side))


def _biome(view: dict[str, Any], card: str, cold: bool, t: Texts, touches: Touches = None) -> str:
    """One biome card of a row: name, type, successes needed, Maximum, yield, what else is printed
    on it (victorious deaths, antler, hand symbol, ...: ``_card_symbols``), cubes on it; the whole
    card is a button when it stands for moves (``biome:<card>``)."""
    data = C.BIOMES.get(card, {})
    kind = text.BIOME_TYPES[t].get(data.get("type"), str(data.get("type", "?")))
    mark = f" · {escape(text.mark_name(data['mark'], t))}" if data.get("mark") else ""
    try:
        stats = biome_stats(view, card)
    except (KeyError, TypeError):
        stats = {"successes": 0, "yield": {}, "deaths": data.get("deaths") or []}
    maximum, symbols = _card_symbols(card, stats, t)
    side = ""
    if card in (view.get("new_world") or {}):
        side_name = escape(_new_world_side(view["new_world"][card].get("side"), t))
        side = " · " + t.html("New World, {side}", side=side_name)
    background, border = COLD if cold else NEUTRAL
    needed = escape(t.ngettext("{n} success", "{n} successes", _int(stats.get("successes"))))
    key = f"biome:{card}"
    if touches and key in touches:
        # the button takes the card's place in the row; the card fills it
        drawn = _biome(view, card, cold, t).replace("flex:1 1 150px;max-width:220px;", "", 1)
        thing = t.gettext("the {card} card", card=text.card_name(card, t))
        return (f'<div style="flex:1 1 150px;max-width:220px;min-width:0">'
                f"{touchable(key, drawn, touches, thing, t.lang, block=True)}</div>")
    return (
        f'<div data-card="{escape(card)}" style="flex:1 1 150px;max-width:220px;min-width:0;'
        f"border:1px solid {border};border-top:4px solid {border};border-radius:4px;background:{background};"
        f'padding:4px 6px">'
        f"<div><b>{_card_name(card, t)}</b></div>"
        f'<div style="{SMALL}">{escape(kind)}{mark}{side} · {needed}{maximum}</div>'
        f'<div style="{SMALL}">{t.html("yields: {resources}", resources=_yields(stats.get("yield") or {}, t))}</div>'
        f"{symbols}"
        f'<div style="margin-top:2px">{_cube_chips(view, _cubes_on(view, card), t)}</div></div>'
    )


def _row_cards(view: dict[str, Any]) -> list[tuple[str, bool]]:
    """Every card of the rows in its place, north then south, warm then cold: (card, cold)."""
    rows = view.get("rows") or {}
    return [(card, side == "cold") for row in ("north", "south") for side in ("warm", "cold")
            for card in (rows.get(row) or {}).get(side) or [] if isinstance(card, str)]


def _placeholder(card: str, cold: bool, t: Texts) -> str:
    """A card of the rows drawn at the head of the rows to be chosen: its name keeps its place."""
    background, border = COLD if cold else NEUTRAL
    name = f"<b>{_card_name(card, t)}</b>"
    return (
        '<div style="flex:1 1 150px;max-width:220px;min-width:0;'
        f'border:1px dashed {border};border-radius:4px;background:{background};padding:4px 6px">'
        f"{t.html('{card}: above, to choose', card=name)} ↑</div>"
    )


def _rows(view: dict[str, Any], t: Texts, touches: Touches = None) -> str:
    """The two biome rows, warm side then cold, each card with its cubes, in their places (the
    rightmost warm card goes cold first, D4). When a decision acts on some of their cards only (a
    hunt, a retreat), those cards are drawn at the head of the rows, where a phone's first screen
    shows them, and their places in the rows keep their names (``_placeholder``): moved, not
    copied, each button once. The rows' note comes after the rows when they hold buttons."""
    note = t.html(
        "Maximum: a migration replaces the row's card of lowest Maximum (D1). Victorious death: a hunter "
        "whose die shows that face, after re-rolls and conversions, dies, even in a successful hunt (G0)."
    )
    note = f'<div style="{SMALL};color:#3d4555;margin-bottom:4px">{note}</div>'
    cards = _row_cards(view)
    chosen = [(card, cold) for card, cold in cards if touches and f"biome:{card}" in touches]
    apart = {card for card, _cold in chosen} if len(chosen) < len(cards) else set()
    head = ""
    if apart:
        inside = "".join(_biome(view, card, cold, t, touches) for card, cold in chosen)
        head = (f'<div style="font-weight:600;margin:0 0 2px">{t.html("To choose now")}</div>'
                f'<div style="{ROW}">{inside}</div>')
    piles = view.get("piles") or {}
    row_names = {"north": t.html("Northern row"), "south": t.html("Southern row")}
    side_names = {"warm": t.html("warm side"), "cold": t.html("cold side (a hunt succeeds on 1s only)")}
    rows = []
    for row in ("north", "south"):
        sides = (view.get("rows") or {}).get(row) or {}
        pile = t.html("pile: {n}", n=str(_int(piles.get(row))))
        parts = [
            f'<div style="font-weight:600;margin:6px 0 2px">{row_names[row]} '
            f'<span style="{SMALL};font-weight:400">({pile})</span></div>'
        ]
        for side in ("warm", "cold"):
            cold = side == "cold"
            listed = [c for c in sides.get(side) or [] if isinstance(c, str)]
            if cold and not listed:
                continue
            inside = "".join(_placeholder(card, cold, t) if card in apart else _biome(view, card, cold, t, touches)
                             for card in listed)
            parts.append(
                f'<div style="{SMALL};color:#3d4555;margin:2px 0">{side_names[side]}</div>'
                f'<div style="{ROW}">{inside or escape(t.pgettext("a row without cards", "empty"))}</div>'
            )
        rows.append("".join(parts))
    heading = f'<div data-section="rows" style="{BOX}"><h3 style="{H3}">{t.html("Biome rows")}</h3>'
    if head or any(holds_touch(row) for row in rows):
        return heading + head + "".join(rows) + note + "</div>"
    return heading + note + "".join(rows) + "</div>"


def _alpha(view: dict[str, Any], tribe: int, place: Any, t: Texts) -> str:
    """Where the tribe's alpha is (``view``'s "unassigned", "hunt:<card>", "elder:<tribe>:<rank>"…),
    in words (escaped HTML)."""
    place = str(place)
    if place == "unassigned":
        return escape(t.pgettext("the alpha", "unassigned"))
    if place == "valhalla":
        return t.html("in Valhalla")
    if place == "none":
        return t.html("none (the Sami have no alpha)")
    if place.startswith("hunt:"):
        # Translators: where the alpha is, hunting on a card.
        return t.html("on {card}", card=_card(place[5:], t))
    if place.startswith("spouse:"):
        # Translators: {of_card} is the card (French: with its "de" contracted, "du Morse").
        return t.html("spouse of {of_card}", of_card=_of_card(place[7:], t))
    if place.startswith("elder:"):
        _, owner, rank = (place.split(":") + ["", ""])[:3]
        if owner == str(tribe):
            return t.html("elder, rank {rank} on its own board", rank=escape(rank))
        if not owner.isdigit():
            of_owner = escape("".join(text.contract_fr("de", "?"))) if t.lang == "fr" else "?"
        elif t.lang == "fr":  # "de" contracts with the article of "les Thulé"
            of_owner = _of_tribe(view, int(owner), t)
        else:
            of_owner = _tribe_chip(view, int(owner), t)
        # Translators: {of_owner} is a tribe (French: with its "de" contracted, "des Thulé").
        return t.html("elder, rank {rank} on the board of {of_owner}", rank=escape(rank), of_owner=of_owner)
    return escape(place)


def _elders(view: dict[str, Any], tribe: int, t: Texts, touches: Touches = None) -> str:
    """The six ranks of ``tribe``'s board, named for its side, with every tribe's cubes; a rank is
    a button when it stands for moves (``elder:<tribe>:<rank>``)."""
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
        name = text.rank_name(str(board_names[rank - 1]["name"]), t)
        cubes = (
            " ".join(
                _tribe_chip(view, other, t, f" ×{count}") for other, count in enumerate(counts) if count > 0
            )
            or '<span style="color:#5b6475">—</span>'
        )
        label = f"{rank}. {escape(name)}"
        if touches and f"elder:{tribe}:{rank}" in touches:
            thing = t.gettext("rank {rank} of the elder board, {title}", rank=rank, title=name)
            label = touchable(f"elder:{tribe}:{rank}", f'<span style="display:inline-block;padding:4px 8px">{label}</span>',
                              touches, thing, t.lang)
        rows.append(
            f'<tr><td style="{SMALL};white-space:nowrap;vertical-align:top;padding:1px 4px 1px 0">'
            f'{label}</td><td style="{SMALL};padding:1px 0">{cubes}</td></tr>'
        )
    return f'<table style="border-collapse:collapse;margin:2px 0;max-width:100%">{"".join(rows)}</table>'


def _abilities(card: str, t: Texts, holders: str = "") -> str:
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
        for kind, words in (text.describe_tableau(card, t) if known else [])
    ]
    if not lines and not holders:
        return ""
    # Translators: the summary of a card's abilities, folded under it; {n} is how many there are.
    summary = t.html("what it does ({n})", n=str(len(lines)))
    return (
        f'<details data-abilities=""><summary style="{SMALL};cursor:pointer">'
        f"{summary}</summary>{holders}{''.join(lines)}</details>"
    )


def _holders(view: dict[str, Any], daughter: str, t: Texts) -> str:
    """F1: under a daughter, whose abilities hers are: the tribe with her in its tableau and the
    tribe with a spouse on her (``text.describe_daughter_holders``), a small line marked
    ``data-daughter-holders``; nothing when no tableau of the view holds her."""
    players = _players(view)
    owner = next((tribe for tribe, p in enumerate(players) if daughter in (p.get("tableau") or [])), None)
    if owner is None:
        return ""
    spouse = next((tribe for tribe, p in enumerate(players) if daughter in (p.get("spouses") or [])), None)
    words = text.describe_daughter_holders(
        _tribe_name(view, owner, t), None if spouse is None else _tribe_name(view, spouse, t), t
    )
    return f'<div data-daughter-holders="" style="{SMALL}">{escape(words)}</div>'


def _no_cards(t: Texts) -> str:
    """An empty hand, as the page says it."""
    # Translators: a hand without cards.
    return escape(t.pgettext("no cards in a hand", "none"))


def _tableau(view: dict[str, Any], player: dict[str, Any], t: Texts, touches: Touches = None) -> str:
    """The tableau's cards, each with its kind (daughter, import, D or I), its spouse, the cubes
    raiding or defending it, and under a D/I card or an import what it does there (``_abilities``)."""
    players = _players(view)
    items = []
    for card in player.get("tableau") or []:
        card = str(card)
        kind = _kind(card, t) or text.mark_name(card_mark(card), t)
        extra = [escape(kind)] if kind else []
        spouse = next((tribe for tribe, p in enumerate(players) if card in (p.get("spouses") or [])), None)
        if spouse is not None:
            extra.append(t.html("spouse: {tribe}", tribe=_tribe_chip(view, spouse, t)))
        cubes = (view.get("tableau_cubes") or {}).get(card)
        if cubes and any(_int(c) for c in cubes):
            extra.append(_cube_chips(view, _cubes_on(view, card), t))
        detail = f' <span style="{SMALL}">({" · ".join(extra)})</span>' if extra else ""
        holders = _holders(view, card, t) if card in C.DAUGHTER_CARDS else ""
        name = _card(card, t)
        if touches and f"tableau:{card}" in touches:  # a tap target, not a word
            name = f'<span style="display:inline-block;padding:4px 8px">{name}</span>'
        name = touchable(f"tableau:{card}", name, touches,
                         t.gettext("the {card} card", card=text.card_name(card, t)), t.lang)
        items.append(f"<li>{name}{detail}{_abilities(card, t, holders)}</li>")
    if not items:
        # Translators: a tableau without cards.
        return f' <span style="{SMALL}">{escape(t.pgettext("no cards in a tableau", "none"))}</span>'
    return f'<ul style="margin:0;padding-left:1.2em">{"".join(items)}</ul>'


def _spouses(view: dict[str, Any], player: dict[str, Any], t: Texts) -> str:
    """The daughters the tribe has a spouse on, each with the tableau she is in, whose abilities
    hers are and what they do (F1: the spouse's tribe has them as the owner does), as under the
    tableau's own daughters (``_holders``, ``_abilities``); the list is marked ``data-spouses``."""
    players = _players(view)
    items = []
    for card in player.get("spouses") or []:
        card = str(card)
        owner = next((tribe for tribe, p in enumerate(players) if card in (p.get("tableau") or [])), None)
        detail = ""
        if owner is not None:
            of_owner = _of_tribe(view, owner, t) if t.lang == "fr" else _tribe_chip(view, owner, t)
            # Translators: {of_tribe} is a tribe (French: with its "de" contracted, "des Thulé").
            where = t.html("in the tableau of {of_tribe}", of_tribe=of_owner)
            detail = (
                f' <span style="{SMALL}">({escape(t.pgettext("kind of card", "daughter"))} · {where})</span>'
            )
        holders = _holders(view, card, t) if card in C.DAUGHTER_CARDS else ""
        items.append(f"<li>{_card(card, t)}{detail}{_abilities(card, t, holders)}</li>")
    if not items:
        # Translators: an empty list of spouses.
        return f' <span style="{SMALL}">{escape(t.pgettext("no spouses", "none"))}</span>'
    return f'<ul data-spouses="" style="margin:0;padding-left:1.2em">{"".join(items)}</ul>'


def _trophies(cards: list[Any], t: Texts) -> str:
    """The trophies by name, or that there are none."""
    # Translators: no trophies.
    return ", ".join(_card(card, t) for card in cards) or escape(t.pgettext("no trophies", "none"))


def _count(count: int, t: Texts) -> str:
    """ "1 card" / "0 cards" in English; "0 carte" / "1 carte" / "2 cartes" in French."""
    return escape(t.ngettext("{n} card", "{n} cards", count))


def _hand(view: dict[str, Any], tribe: int, hand: Any, t: Texts, touches: Touches = None) -> str:
    """The viewer's own hand by name (``data-hand-card``), a card a button when it stands for moves
    (``hand:<card>``); anyone else's as the count the view holds."""
    try:
        size = f' <span style="{SMALL}">({t.html("size {n}", n=str(hand_size(view, tribe)))})</span>'
    except (KeyError, IndexError, TypeError):
        size = ""
    if isinstance(hand, list):
        cards = " ".join(
            touchable(f"hand:{card}", _chip(_card_name(card, t), None, f' data-hand-card="{escape(str(card))}"'),
                      touches, t.gettext("your {card} card", card=text.card_name(str(card), t)), t.lang)
            for card in hand
        ) or _no_cards(t)
        return (
            f'<div style="margin-top:4px;padding:4px;border:2px solid #24549c;border-radius:4px">'
            f"{_labelled('<b>' + t.html('Your hand') + '</b>', t)} {_count(len(hand), t)}{size}<br>{cards}</div>"
        )
    label = _labelled(f"<b>{escape(t.pgettext('cards held', 'Hand'))}</b>", t)
    return f"<div>{label} {_count(_int(hand), t)}{size}</div>"


def _panel(
    view: dict[str, Any], tribe: int, seat: int | None, t: Texts, names: list[str] | None = None,
    touches: Touches = None,
) -> str:
    """One tribe's panel (the viewer's own open, any other folded under its title); its title is
    a button when the tribe is chosen by a move (``tribe:<tribe>``), in the folded panel's summary
    so that it is seen without opening it."""
    player = _players(view)[tribe]
    info = C.TRIBES.get(player.get("tribe"), {})
    colour = info.get("colour")
    background, border = _tint(colour)
    owner = _controller(view, tribe)
    mine = seat is not None and owner == seat
    to_move = isinstance((view.get("step") or {}).get("seat"), int) and view["step"]["seat"] == tribe
    to_move = to_move and (view.get("step") or {}).get("kind") == "decision" and not view.get("over")
    tags = []
    if to_move:
        # Translators: beside the tribe whose decision the game waits for.
        tags.append(f"▶ {escape(t.pgettext('whose turn', 'to move'))}")
    if player.get("extinct"):
        tags.append(f"✝ {escape(t.pgettext('a tribe', 'extinct'))}")
    colour_name = text.COLOURS[t].get(colour, str(colour))
    title = (
        f'<div style="display:flex;flex-wrap:wrap;justify-content:space-between;gap:4px;background:{background};'
        f'border-left:8px solid {border};padding:4px 6px;border-radius:4px">'
        f'<span style="font-size:17px">{_title(view, tribe, colour_name, t, touches)}</span>'
        f'<span style="font-weight:700;color:#24549c">{" ".join(tags)}</span></div>'
    )
    if player.get("side") == "mono":
        side = escape(t.pgettext("an elder board's side", "monotheist"))
    else:
        side = escape(t.pgettext("an elder board's side", "polytheist"))
    discs = " · ".join(
        f"{_labelled(escape(_capital(text.RESOURCES[t][k])), t)} <b>{_int(player.get(k))}</b>"
        for k in ("energy", "ivory", "iron")
    )
    played_by = t.html("played by {who}", who=_seat(owner, seat, names, t))
    alpha = _alpha(view, tribe, player.get("alpha"), t)
    unassigned = _int(player.get("unassigned"))
    lines = [
        title,
        f'<div style="{SMALL}">{played_by} · {side}</div>',
        f"<div>{discs}</div>",
        f"<div>{t.html('Unassigned hunters: {n}', n=f'<b>{unassigned}</b>')}</div>",
        f"<div>{t.html('Alpha: {place}', place=alpha)}</div>",
    ]
    scores = view.get("scores") or {}
    if str(tribe) in scores:
        vp = f"<b>{_int(scores[str(tribe)])}</b>"
        lines.append(f"<div>{t.html('Victory points (so far): {vp}', vp=vp)}</div>")
    elders = (
        f'<div style="margin-top:6px"><b>{t.html("Elder board")}</b> <span style="{SMALL}">({side})</span></div>'
        + _elders(view, tribe, t, touches)
    )
    trophies = _trophies(player.get("trophies") or [], t)
    parts = [
        _hand(view, tribe, player.get("hand"), t, touches),
        elders,
        f'<div style="margin-top:4px">{_labelled("<b>" + t.html("Tableau") + "</b>", t)}{_tableau(view, player, t, touches)}</div>',
        f"<div>{_labelled('<b>' + t.html('Trophies') + '</b>', t)} {trophies}</div>",
    ]
    if not view.get("beginner", True) or player.get("spouses"):
        label = _labelled(f"<b>{t.html('Spouses (married to)')}</b>", t)
        parts.append(f"<div>{label}{_spouses(view, player, t)}</div>")
    # The parts that hold a button for the decision come first, in their order (a tableau card to
    # cash in before the elder board): on a phone the first thing to touch is on the first screen.
    lines += [part for part in parts if holds_touch(part)] + [part for part in parts if not holds_touch(part)]
    attributes = f'data-tribe="{tribe}" data-seat="{owner}"'
    if mine:
        return own_part(player_panel(attributes, f"3px solid {border}", "".join(lines)))
    # Another tribe, folded: its colour, name, whose it is and its discs are read at a glance. A
    # tribe whose tableau holds a card to touch (a raid, a marriage) is unfolded: a button must
    # be seen to be touched.
    if touches and any(f"tableau:{card}" in touches for card in player.get("tableau") or []):
        attributes += " open"
    return folded("".join(lines[:3]), "".join(lines[3:]), attributes)


def _title(view: dict[str, Any], tribe: int, colour_name: str, t: Texts, touches: Touches) -> str:
    """A tribe's name and colour at the head of its panel, a button when a move chooses it."""
    name = _tribe_name(view, tribe, t)
    title = f"<b>{escape(name)}</b> ({escape(colour_name)})"
    return touchable(f"tribe:{tribe}", title, touches, name, t.lang)


def render_view_html(
    view: dict[str, Any], seat: int | None, locale: str = "en", names: list[str] | None = None,
    touches: Touches = None,
) -> str:
    """The whole fragment for ``view`` as seen by ``seat`` (None: a spectator), in ``locale`` (its
    catalogue: ``TEXTS``), each seat named by ``names[seat]`` ("Seat N" without names); the
    elements ``touches`` names (``GreenlandPresentation.target``) are buttons."""
    t = TEXTS.bind(locale)
    players = _players(view)
    # the viewer's own tribes first (their hand and board are what they look for), then the others
    tribes = sorted(
        range(len(players)), key=lambda tribe: (seat is None or _controller(view, tribe) != seat, tribe)
    )
    mine = [tribe for tribe in tribes if seat is not None and _controller(view, tribe) == seat]
    own = "".join(_panel(view, tribe, seat, t, names, touches) for tribe in mine)
    panels = "".join(_panel(view, tribe, seat, t, names, touches) for tribe in tribes if tribe not in mine)
    survivors = ""
    if "survivors" in view:
        alive = str(sum(1 for alive in view.get("survivors") or [] if alive))
        counted = t.html("Surviving cultures: {alive} / {total}", alive=alive, total=str(len(players)))
        survivors = f'<div style="{SMALL}">{counted}</div>'
    spectator = (
        f'<p data-section="spectator" style="margin:0">{t.html("You are watching: hands are hidden.")}</p>'
        if seat is None
        else ""
    )
    own_tribes = f'<div data-section="own-tribes" style="{ROW};gap:10px">{own}</div>' if own else ""
    status, pending = _status(view, seat, t, names), _pending(view, seat, t, names, touches)
    shared = [
        _rows(view, t, touches),
        _box(view, t),
        f'<div data-section="tribes"><h3 style="{H3}">{t.html("Tribes")}</h3>{survivors}'
        f'<div style="display:flex;flex-direction:column;gap:6px">{panels}</div></div>',
    ]
    # On a phone the viewer's own tribe (hand, hunters, elders) comes first, then the turn and
    # its event, the decision, the shared rows and the other tribes, folded.
    drawn = [own_tribes, status, pending, spectator, *shared]
    if any(holds_touch(part) for part in (pending, *shared)):
        # The decision acts on the rows, an offer or another tribe: the decision and what it acts
        # on come before the turn's facts, and before the viewer's own tribe too when nothing in
        # it is to be touched (a hunt, a tribe to choose).
        acted = [pending, *(part for part in acted_on_first(shared) if holds_touch(part))]
        rest = [status, spectator, *(part for part in shared if not holds_touch(part))]
        drawn = [own_tribes, *acted, *rest] if holds_touch(own_tribes) else [*acted, own_tribes, *rest]
    parts = [
        f'<div class="greenland" lang="{escape(t.lang)}" style="display:flex;flex-direction:column;gap:10px;'
        'font-size:16px;max-width:100%">',
        *drawn,
        "</div>",
    ]
    return "\n".join(part for part in parts if part)
