"""HTML for the game page, drawn from a seat's ``view`` only (so it can show nothing hidden).

Your hand and secret points first of all (``data-own``: on a phone they must be on the first
screen), the turn and what is under way, the face-up supply cards, the island as two rows of tiles (inland above, coast below, as on the
box), then the players' table. Grænaland has no board per player to fold: the table is one line
per player. Every text comes from the ``graenaland`` message catalogue in the locale's language
(``text.texts``; English without one) and is escaped. Players are named by the ``names``
the page is given ("Seat N" without them), each underlined in their colour (``_seat_tag``).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from html import escape
from typing import Any

from games.rulesets.graenaland import text
from games.rulesets.graenaland.components import TILES
from games.rulesets.graenaland.text import card_name, word
from games.rulesets.i18n import Texts
from games.rulesets.page_style import of_player_fr, own_part, player_html, player_name

# A player's name in the island's cells, at most (the whole name in its tooltip).
MAP_NAME_CHARS = 12
# Writes one player for the page (``_seat_tag`` with the names and the viewer bound).
Tag = Callable[[int], str]

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


def _tile(view: dict[str, Any], tid: str, t: Texts, tag: Tag) -> str:
    tile = TILES[tid]
    parts = [f"<strong>{escape(tid)}</strong> {_word(tile['terrain'], t)}"]
    colonies = [f"{tag(seat)} ×{count}" for seat, count in enumerate(view["villages"][tid]) if count]
    built_by = view["buildings"][tid].items()
    buildings = [f"{_word(kind, t)} {tag(owner)}" for kind, owner in built_by if owner is not None]
    works = [_word(kind, t) for kind, built in view["works"][tid].items() if built]
    heroes = [
        f"{_word(hero, t)} {tag(seat)}"
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
    return ('<td colspan="2" style="border:1px solid #999;padding:4px;vertical-align:top;min-width:10em">'
            + "<br>".join(parts) + "</td>")


def _proposer(seat: int, names: list[str] | None, t: Texts, tag: Tag) -> str:
    """The proposer as the proposal's line names them: "Bob" after English's "Proposal by", "de
    Bob" / "d'Anne" after French's "Proposition" (elision is grammar a catalogue cannot hold)."""
    if t.lang == "fr":
        return escape(of_player_fr(player_name(seat, names, t.lang))[0]) + tag(seat)
    return tag(seat)


def _current(view: dict[str, Any], t: Texts, tag: Tag, names: list[str] | None) -> list[str]:
    """What is being decided now: a proposal, a project being paid, a joint public work."""
    lines = []
    proposal = view.get("proposal")
    if proposal:
        given = ", ".join(f"{index}→{tag(to)}" for index, to in enumerate(proposal["assign"])) or "—"
        stages = {
            "assign": t.pgettext("proposal stage", "assign"),
            "confirm": t.pgettext("proposal stage", "confirm"),
            "vote": t.pgettext("proposal stage", "vote"),
        }
        # Translators: {proposer} is the player's name; in French with its "de"/"d'" (grammar, from
        # the code): "Proposition {proposer}" reads "Proposition d'Anne".
        line = t.html("Proposal by {proposer} ({territory}): {given} [{stage}]",
                      proposer=_proposer(proposal["proposer"], names, t, tag),
                      territory=escape(proposal["territory"]), given=given,
                      stage=escape(stages.get(proposal["stage"], proposal["stage"])))
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
                   cards=", ".join(escape(card_name(c, t)) for c in cards))
            for owner, cards in joint["offers"].items()
            if cards
        ) or "—"
        line = t.html("Joint public work: {work} ({territory}) — {offers}",
                      work=_word(joint["work"], t), territory=escape(joint["territory"]), offers=offers)
        lines.append(f"<p>{line}</p>")
    return lines


def _own(view: dict[str, Any], seat: int | None, t: Texts) -> str:
    """The viewer's hand and secret points ("" for a spectator), for the first screen."""
    hand = view["hands"][seat] if isinstance(seat, int) and 0 <= seat < len(view["hands"]) else None
    own = []
    if hand is not None:
        counts = Counter(card_name(card, t) for card in hand)
        listed = ", ".join(f"{escape(name)} ×{count}" for name, count in sorted(counts.items())) or "—"
        label = _labelled(f"<strong>{t.html('Your hand')}</strong>", t)
        own.append(f"<p>{label} {listed}</p>")
    if "your_victory_points" in view:
        own.append(f"<p>{t.html('Your victory points: {vp}', vp=str(int(view['your_victory_points'])))}</p>")
    return own_part("".join(own)) if own else ""


def _players_table(view: dict[str, Any], t: Texts, tag: Tag) -> list[str]:
    """One line per player: cards in hand, army and the goals' measures."""
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
    html = [f"<h3>{t.html('Players')}</h3><table><tr>{cells}</tr>"]
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
        html.append(
            f'<tr><td style="min-width:7em">{tag(other)}</td>'
            + "".join(f"<td>{int(value)}</td>" for value in cells)
            + "</tr>"
        )
    html.append("</table>")
    return html


def render_view_html(
    view: dict[str, Any], seat: int | None, locale: str = "en", names: list[str] | None = None
) -> str:
    """The page fragment for ``view`` as ``seat`` (``None``: a spectator) sees it, in ``locale``,
    each player named by ``names[seat]`` ("Seat N" without names)."""
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
    # On a phone the viewer's hand and secret points come first (issue 21), then the turn, the
    # supply row, the island and the players' table.
    own = _own(view, seat, t)
    if own:
        html.append(own)
    main = _labelled(t.html("Main player"), t)
    phase = _labelled(t.html("Phase"), t)
    html.append(
        f"<p>{t.html('Turn {n}', n=str(int(view['turn'])))} · {main} {tag(view['main'])}"
        f" · {phase} {_word(view['phase'], t)}</p>"
    )
    html.extend(_current(view, t, tag, names))
    supply = ", ".join(escape(card_name(card, t)) for card in view["supply_row"]) or "—"
    label = _labelled(f"<strong>{t.html('Supply cards')}</strong>", t)
    html.append(f"<p>{label} {supply}</p>")
    # The island is wider than a phone: it scrolls sideways in its own box (the page does not),
    # and a line that only narrow screens show (``.scroll-hint`` in the site's style) says so.
    html.append(f'<p class="scroll-hint">{t.html("Scroll sideways to see the whole island.")}</p>')
    html.append('<div class="scroll" style="overflow-x:auto">')
    html.append('<table class="island" style="border-collapse:collapse">')
    # The inland row above the coast, as on the box. Each tile spans two columns, and the inland
    # row starts one column in, so its tiles sit on the seams of the coast tiles below them; the
    # columns are of one width, so no tile is squeezed (the offset was a narrow empty cell).
    headings = {"inland": t.pgettext("island row", "Inland"), "coast": t.pgettext("island row", "Coast")}
    columns = 2 * len(rows["coast"])
    html.append("<colgroup><col>" + '<col style="width:5.5em">' * columns + "</colgroup>")
    for row, heading in headings.items():
        cells = [_tile(view, tid, t, map_tag) for tid in rows[row]]
        offset = 1 if row == "inland" else 0
        edge = columns - 2 * len(cells) - offset
        html.append(f"<tr><th>{escape(heading)}</th>"
                    + (f'<th colspan="{offset}" aria-hidden="true"></th>' if offset else "")
                    + "".join(cells)
                    + (f'<th colspan="{edge}" aria-hidden="true"></th>' if edge > 0 else "") + "</tr>")
    html.append("</table></div>")
    html.extend(_players_table(view, t, tag))
    html.append("</div>")
    return "\n".join(html)
