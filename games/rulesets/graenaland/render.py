"""HTML for the game page, drawn from a seat's ``view`` only (so it can show nothing hidden).

Your hand and secret points first of all (``data-own``: on a phone they must be on the first
screen), the turn and what is under way, the face-up supply cards, the island as two rows of tiles (inland above, coast below, as on the
box), then the players' table. Grænaland has no board per player to fold: the table is one line
per player. Every text comes from the ``graenaland`` message catalogue in the locale's language
(``text.texts``; English without one) and is escaped. Players are named by the ``names``
the page is given ("Seat N" without them), each underlined in their colour (``_seat_tag``).

Moves on the board (``GraenalandPresentation.target``): the elements a legal move acts on are
buttons (``page_style.touchable``) under these keys, each unique on the page: ``card:<id>`` a card
of the hand or of a joint work's offers (pay, give, offer), ``tile:<territory>`` a territory
(place or move a village, propose, build, a joint work), ``hero:<hero>`` the viewer's hero on its
tile (its plans), ``supply:<id>`` a face-up supply card, ``vp:<id>`` a victory-point card to keep,
``proposal`` the proposal under vote, ``army`` the viewer's army (strengthen it) and
``player:<seat>`` a player's line (who gets the card assigned, or a favour). Of what is under
way, the supply row, the island and the players' table, the parts a decision acts on come first
(``page_style.acted_on_first``), so that on a phone the thing to touch is on the first screen.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping
from html import escape
from typing import Any

from games.engine.presentation import Touch
from games.rulesets.graenaland import text
from games.rulesets.graenaland.components import GOALS, TILES, VP_CARDS
from games.rulesets.graenaland.text import card_name, word
from games.rulesets.i18n import Texts
from games.rulesets.page_style import (
    acted_on_first,
    holds_touch,
    of_player_fr,
    own_part,
    player_html,
    player_name,
    touchable,
)

# The island's columns on a wide screen, in em: the rows' names ("Intérieur" in bold and its
# padding), and each half of a tile (a tile spans two) where the page has room for them.
HEADING_COLUMN = 6
TILE_COLUMN = 5.5

# A player's name in the island's cells, at most (the whole name in its tooltip).
MAP_NAME_CHARS = 12
# Writes one player for the page (``_seat_tag`` with the names and the viewer bound).
Tag = Callable[[int], str]
# The board's touchable elements (``render_view_html``'s ``touches``), or None.
Touches = Mapping[str, Touch] | None
# A card drawn as a chip (a touchable card must look like a thing, not like words in a line).
CHIP = "display:inline-block;border:1px solid #9aa3b2;border-radius:4px;background:#f6f7fa;padding:2px 6px"

COLOURS = ["#c0392b", "#2e6fd8", "#d4ac0d", "#8e44ad", "#7f8c8d"]


def _seat_tag(seat: int, names: list[str] | None, viewer: int | None, lang: str, limit: int | None = None) -> str:
    """A player as the page writes them: their name ("Seat 2" without names; the viewer's own
    marked "(you)"), in bold, underlined in their colour, free to wrap (``page_style.player_html``;
    ``limit``: cut to that many characters, whole in the tooltip). The name is written in dark
    ink: the colour is a mark, never the only way to tell players apart."""
    colour = COLOURS[seat % len(COLOURS)]
    return f'<b style="border-bottom:3px solid {colour}">{player_html(seat, names, viewer, lang, limit)}</b>'


def _labelled(label: str, t: Texts) -> str:
    """``label`` (escaped HTML) followed by the language's colon ("Your hand:", "Votre main :")."""
    # Translators: a label's colon (French puts a space before it).
    return t.html("{label}:", label=label)


def _word(key: Any, t: Texts) -> str:
    return escape(word(key, t))


def _card_chip(card: Any, t: Texts, touches: Touches) -> str:
    """A card as a chip, a button when it stands for moves (``card:<id>``)."""
    name = card_name(card, t)
    chip = f'<span style="{CHIP}">{escape(name)}</span>'
    return touchable(f"card:{card}", chip, touches, t.gettext("your {card} card", card=name), t.lang)


def _tile(view: dict[str, Any], tid: str, t: Texts, tag: Tag, touches: Touches = None) -> str:
    """One territory's cell; the territory (``tile:<id>``) and the viewer's heroes on it
    (``hero:<hero>``) are buttons when they stand for moves."""
    tile = TILES[tid]
    mine = view.get("you")
    parts = [f"<strong>{escape(tid)}</strong> {_word(tile['terrain'], t)}"]
    colonies = [f"{tag(seat)} ×{count}" for seat, count in enumerate(view["villages"][tid]) if count]
    built_by = view["buildings"][tid].items()
    buildings = [f"{_word(kind, t)} {tag(owner)}" for kind, owner in built_by if owner is not None]
    works = [_word(kind, t) for kind, built in view["works"][tid].items() if built]
    heroes = [
        _hero(hero, seat, mine, t, tag, touches)
        for seat, owned in enumerate(view["heroes"])
        for hero, where in owned.items()
        if where == tid
    ]
    pile = [escape(card_name(entry["card"], t)) if entry["up"] else t.html("face-down card")
            for entry in view["piles"][tid]]
    votes = [f"{tag(seat)} {count}" for seat, count in enumerate(view["territory_votes"][tid]) if count]
    for line in (colonies, buildings, works, heroes):
        if line:
            parts.append(", ".join(line))
    if pile:
        parts.append(t.html("Resources: {cards}", cards=", ".join(pile)))
    if votes:
        parts.append(t.html("Votes: {votes}", votes=", ".join(votes)))
    heading, rest = parts[0], "<br>".join(parts[1:])
    if touches and f"tile:{tid}" in touches:
        # Only the tile's heading is the button: the heroes under it are buttons of their own.
        thing = t.gettext("the territory {territory}", territory=tid)
        heading = touchable(f"tile:{tid}", f'<span style="{CHIP}">{heading}</span>', touches, thing, t.lang)
    body = heading + ("<br>" + rest if rest else "")
    return ('<td colspan="2" style="border:1px solid #999;padding:4px;vertical-align:top;min-width:10em">'
            + body + "</td>")


def _hero(hero: str, seat: int, mine: Any, t: Texts, tag: Tag, touches: Touches) -> str:
    """A hero on a tile, with whose it is; the viewer's own is a button when it has plans."""
    drawn = f"{_word(hero, t)} {tag(seat)}"
    if seat != mine or not touches or f"hero:{hero}" not in touches:
        return drawn
    thing = t.gettext("your {hero}", hero=word(hero, t))
    return touchable(f"hero:{hero}", f'<span style="{CHIP}">{drawn}</span>', touches, thing, t.lang)


def _proposer(seat: int, names: list[str] | None, t: Texts, tag: Tag) -> str:
    """The proposer as the proposal's line names them: "Bob" after English's "Proposal by", "de
    Bob" / "d'Anne" after French's "Proposition" (elision is grammar a catalogue cannot hold)."""
    if t.lang == "fr":
        return escape(of_player_fr(player_name(seat, names, t.lang))[0]) + tag(seat)
    return tag(seat)


def _current(view: dict[str, Any], t: Texts, tag: Tag, names: list[str] | None,
             touches: Touches = None) -> list[str]:
    """What is being decided now: a proposal (a button when it is put to the viewer's vote,
    ``proposal``), a project being paid, a joint public work (its offered cards are buttons when
    they pay, ``card:<id>``)."""
    lines = []
    proposal = view.get("proposal")
    if proposal:
        # Each card of the territory's pile (a face-down one unnamed) and who it would go to.
        given = ", ".join(
            t.html("{card} to {player}", card=escape(text.proposal_card({"card": index}, view, t)), player=tag(to))
            for index, to in enumerate(proposal["assign"])
        ) or t.html("nothing given yet")
        stages = {
            "assign": t.pgettext("proposal stage", "being made"),
            "confirm": t.pgettext("proposal stage", "to be confirmed"),
            "vote": t.pgettext("proposal stage", "put to the vote"),
        }
        # Translators: {proposer} is the player's name; in French with its "de"/"d'" (grammar, from
        # the code): "Proposition {proposer}" reads "Proposition d'Anne".
        line = t.html("Proposal by {proposer} for {territory} ({stage}): {given}",
                      proposer=_proposer(proposal["proposer"], names, t, tag),
                      territory=escape(proposal["territory"]), given=given,
                      stage=escape(stages.get(proposal["stage"], proposal["stage"])))
        if touches and "proposal" in touches:
            line = touchable("proposal", f'<span style="{CHIP}">{line}</span>', touches,
                             t.gettext("the proposal"), t.lang)
        lines.append(f"<p>{line}</p>")
    build = view.get("build")
    if build and build.get("project"):
        project = build["project"]
        need = ", ".join(f"{_word(res, t)} ×{int(count)}" for res, count in project["need"].items()) or "—"
        fields = {"project": _word(project["kind"], t), "need": need}
        if project.get("territory"):
            line = t.html("Building: {project} ({territory}) — still to pay: {need}",
                          territory=escape(project["territory"]), **fields)
        else:
            line = t.html("Building: {project} — still to pay: {need}", **fields)
        lines.append(f"<p>{line}</p>")
    if build and build.get("joint"):
        joint = build["joint"]
        offers = ", ".join(
            t.html("{player}: {cards}", player=tag(int(owner)),
                   cards=" ".join(_card_chip(c, t, touches) for c in cards))
            for owner, cards in joint["offers"].items()
            if cards
        ) or "—"
        line = t.html("Joint public work: {work} ({territory}) — {offers}",
                      work=_word(joint["work"], t), territory=escape(joint["territory"]), offers=offers)
        lines.append(f"<p>{line}</p>")
    return lines


def _own(view: dict[str, Any], seat: int | None, t: Texts, touches: Touches = None) -> str:
    """The viewer's hand and secret points ("" for a spectator), for the first screen: the hand
    card by card (each a button when it pays, is given or offered, ``card:<id>``), the
    victory-point cards to keep one of (``vp:<id>``)."""
    hand = view["hands"][seat] if isinstance(seat, int) and 0 <= seat < len(view["hands"]) else None
    own = []
    if hand is not None:
        label = _labelled(f"<strong>{t.html('Your hand')}</strong>", t)
        if touches and any(f"card:{card}" in touches for card in hand):
            chips = " ".join(_card_chip(card, t, touches) for card in sorted(hand, key=lambda c: card_name(c, t)))
            own.append(f"<p>{label} {chips}</p>")
        else:
            counts = Counter(card_name(card, t) for card in hand)
            listed = ", ".join(f"{escape(name)} ×{count}" for name, count in sorted(counts.items())) or "—"
            own.append(f"<p>{label} {listed}</p>")
    offers = (view.get("vp") or {}).get("offers") or []
    choice = offers[seat] if isinstance(seat, int) and 0 <= seat < len(offers) else None
    if isinstance(choice, list) and choice:
        label = _labelled(f"<strong>{t.html('Victory-point cards to keep one of')}</strong>", t)
        own.append(f"<p>{label} " + " ".join(_vp_card(card, t, touches) for card in choice) + "</p>")
    if "your_victory_points" in view:
        own.append(f"<p>{t.html('Your victory points: {vp}', vp=str(int(view['your_victory_points'])))}</p>")
    return own_part("".join(own)) if own else ""


def _players_table(view: dict[str, Any], t: Texts, tag: Tag, touches: Touches = None) -> list[str]:
    """One line per player: cards in hand, army and the goals' measures. A player's name is a
    button when a move goes to them (``player:<seat>``), the viewer's army when they may
    strengthen it (``army``)."""
    headings = [
        t.pgettext("table heading", "Player"),
        t.pgettext("table heading", "Cards"),
        t.pgettext("table heading", "Army"),
        t.pgettext("table heading", "Colonies"),
        t.pgettext("table heading", "Territories 2+"),
        t.pgettext("table heading", "Largest"),
        t.pgettext("table heading", "Buildings"),
        t.pgettext("table heading", "Goals"),
    ]
    cells = "".join(f"<th>{escape(heading)}</th>" for heading in headings)
    # On a phone (the site's style, ``table.players``) each player is a block of its own, the
    # headings' row hidden and each value after its heading (``cell-label``, shown there only):
    # eight columns do not fit 390 px, and nothing may scroll sideways.
    labels = [f'<span class="cell-label">{_labelled(escape(heading), t)} </span>' for heading in headings[1:]]
    html = [f"<h3>{t.html('Players')}</h3><table class=\"players\"><tr>{cells}</tr>"]
    for other, progress in enumerate(view["progress"]):
        cells = [
            view["hand_sizes"][other],
            view["army"][other],
            progress["colonies"],
            progress["territories"],
            progress["major"],
            progress["buildings"],
            progress["goals_met"],
        ]
        who = touchable(f"player:{other}", tag(other), touches,
                        player_name(other, None, t.lang), t.lang)
        values = [str(int(value)) for value in cells]
        if other == view.get("you") and touches and "army" in touches:
            values[1] = touchable("army", f'<span style="{CHIP}">{values[1]}</span>', touches,
                                  t.gettext("your army"), t.lang)
        html.append(
            f'<tr><td style="min-width:7em">{who}</td>'
            + "".join(f"<td>{label}{value}</td>" for label, value in zip(labels, values, strict=True))
            + "</tr>"
        )
    html.append("</table>")
    return html


def _vp_card(card: str, t: Texts, touches: Touches) -> str:
    """A victory-point card: its id and the three levels of each goal ("Colonies 6/8/10")."""
    levels = VP_CARDS.get(card) or {}
    columns = {
        "colonies": t.pgettext("table heading", "Colonies"),
        "territories": t.pgettext("table heading", "Territories 2+"),
        "major": t.pgettext("table heading", "Largest"),
        "buildings": t.pgettext("table heading", "Buildings"),
        "army": t.pgettext("table heading", "Army"),
    }
    body = "<br>".join(f"{escape(columns[goal])} {'/'.join(str(level) for level in levels[goal])}"
                       for goal in GOALS if goal in levels)
    name = t.html("Card {card}", card=escape(card))
    chip = f'<span style="{CHIP}"><strong>{name}</strong><br><small>{body}</small></span>'
    return touchable(f"vp:{card}", chip, touches, t.gettext("the victory-point card {card}", card=card), t.lang)


def _island(view: dict[str, Any], rows: dict[str, list[str]], t: Texts, map_tag: Tag, touches: Touches) -> str:
    """The island: the inland row above the coast, as on the box, in a box of its own.

    On a wide screen it is a table, each tile over two columns, so that the inland tiles sit on the
    seams of the coast tiles. On a phone (the site's style, ``table.island`` under 48rem) the
    rows become lines of tiles that wrap, each under its row's name, so that nothing scrolls
    sideways; there the row and the tiles holding a button for the decision come first (the
    ``order`` written on them, which a table ignores), so that the thing to touch is on the first
    screen."""
    columns = 2 * len(rows["coast"])
    # The row names' column, then the tiles' columns, TILE_COLUMN wide each where the page has room;
    # where it has not (five coast tiles on a 1280 px screen, or a narrow desktop) the table is
    # the box's width and its fixed layout shares what is left equally among the tiles' columns,
    # so that no column is cut off and nothing scrolls. The box still scrolls as a last resort.
    html = ['<div class="scroll" style="overflow-x:auto">',
            '<table class="island" style="border-collapse:collapse;table-layout:fixed;'
            f'width:min(100%,{HEADING_COLUMN + TILE_COLUMN * columns:g}em)">']
    headings = {"inland": t.pgettext("island row", "Inland"), "coast": t.pgettext("island row", "Coast")}
    html.append(f'<colgroup><col style="width:{HEADING_COLUMN:g}em">' + "<col>" * columns + "</colgroup>")
    for row, heading in headings.items():
        cells = [_tile(view, tid, t, map_tag, touches) for tid in rows[row]]
        cells = [cell.replace('<td colspan="2" style="', '<td colspan="2" style="order:-1;', 1) if holds_touch(cell) else cell
                 for cell in cells]
        offset = 1 if row == "inland" else 0
        edge = columns - 2 * len(cells) - offset
        first = ' style="order:-1"' if any(holds_touch(cell) for cell in cells) else ""
        html.append(f"<tr{first}><th>{escape(heading)}</th>"
                    + (f'<th colspan="{offset}" aria-hidden="true"></th>' if offset else "")
                    + "".join(cells)
                    + (f'<th colspan="{edge}" aria-hidden="true"></th>' if edge > 0 else "") + "</tr>")
    html.append("</table></div>")
    return "\n".join(html)


def render_view_html(
    view: dict[str, Any], seat: int | None, locale: str = "en", names: list[str] | None = None,
    touches: Touches = None,
) -> str:
    """The page fragment for ``view`` as ``seat`` (``None``: a spectator) sees it, in ``locale``,
    each player named by ``names[seat]`` ("Seat N" without names); the elements ``touches`` names
    (``GraenalandPresentation.target``) are buttons."""
    t = text.texts(locale)
    viewer = seat if isinstance(seat, int) else None

    def tag(other: int) -> str:
        return _seat_tag(other, names, viewer, t.lang)

    def map_tag(other: int) -> str:  # the island's cells are narrow: long names cut there
        return _seat_tag(other, names, viewer, t.lang, MAP_NAME_CHARS)

    rows = {"coast": [], "inland": []}
    for tid, (row, _index) in sorted(view["positions"].items(), key=lambda item: item[1][1]):
        rows[row].append(tid)
    html = ['<div class="graenaland">']
    # On a phone the viewer's hand and secret points come first, then the turn, the
    # supply row, the island and the players' table.
    own = _own(view, seat, t, touches)
    if own:
        html.append(own)
    main = _labelled(t.html("Main player"), t)
    phase = _labelled(t.html("Phase"), t)
    html.append(
        f"<p>{t.html('Turn {n}', n=str(int(view['turn'])))} · {main} {tag(view['main'])}"
        f" · {phase} {_word(view['phase'], t)}</p>"
    )
    current = _current(view, t, tag, names, touches)
    supply = " ".join(
        touchable(f"supply:{card}", f'<span style="{CHIP}">{escape(card_name(card, t))}</span>', touches,
                  t.gettext("the {card} supply card", card=card_name(card, t)), t.lang)
        for card in view["supply_row"]
    ) or "—"
    label = _labelled(f"<strong>{t.html('Supply cards')}</strong>", t)
    island = _island(view, rows, t, map_tag, touches)
    # What is under way, the supply row, the island and the players' table, in that order; the
    # ones a decision acts on first (a card assigned to a player, a vote, a territory), so that on
    # a phone they are on the first screen.
    html.extend(acted_on_first([*current, f"<p>{label} {supply}</p>", island,
                                "\n".join(_players_table(view, t, tag, touches))]))
    html.append("</div>")
    return "\n".join(html)
