"""HTML for the game page, drawn from a seat's ``view`` only (so it can show nothing hidden).

Your hand and secret points first of all (``data-own``: on a phone they must be on the first
screen), the turn and what is under way, the face-up supply cards, the island as two rows of tiles (inland above, coast below, as on the
box), then the players' table. Grænaland has no board per player to fold: the table is one line
per player. Every text is escaped. Players are named by the ``names``
the page is given ("Seat N" without them), each underlined in their colour (``_seat_tag``).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from html import escape
from typing import Any

from games.rulesets.graenaland.components import TILES
from games.rulesets.graenaland.text import WORDS, card_name
from games.rulesets.page_style import colon_for, of_player_fr, own_part, player_html, player_name

# A player's name in the island's cells, at most (the whole name in its tooltip).
MAP_NAME_CHARS = 12
# Writes one player for the page (``_seat_tag`` with the names and the viewer bound).
Tag = Callable[[int], str]

COLOURS = ["#c0392b", "#2e6fd8", "#d4ac0d", "#8e44ad", "#7f8c8d"]
LABELS = {
    "en": {
        "inland": "Inland",
        "coast": "Coast",
        "cards": "Resources",
        "votes": "Votes",
        "players": "Players",
        "player": "Player",
        "hand": "Cards",
        "army": "Army",
        "goals": "Goals",
        "your_hand": "Your hand",
        "supply": "Supply cards",
        "main": "Main player",
        "turn": "Turn",
        "phase": "Phase",
        "colonies": "Colonies",
        "territories": "Territories 2+",
        "major": "Largest",
        "buildings": "Buildings",
        "heroes": "Heroes",
        "vp": "Your victory points",
        "face_down": "face-down card",
    },
    "fr": {
        "inland": "Intérieur",
        "coast": "Côte",
        "cards": "Ressources",
        "votes": "Votes",
        "players": "Joueurs",
        "player": "Joueur",
        "hand": "Cartes",
        "army": "Armée",
        "goals": "Objectifs",
        "your_hand": "Votre main",
        "supply": "Cartes ravitaillement",
        "main": "Joueur principal",
        "turn": "Tour",
        "phase": "Phase",
        "colonies": "Colonies",
        "territories": "Territoires 2+",
        "major": "Majeur",
        "buildings": "Bâtiments",
        "heroes": "Héros",
        "vp": "Vos points de victoire",
        "face_down": "carte face cachée",
    },
}


def _seat_tag(seat: int, names: list[str] | None, viewer: int | None, lang: str, limit: int | None = None) -> str:
    """A player as the page writes them: their name ("Seat 2" without names; the viewer's own
    marked "(you)"), in bold, underlined in their colour, free to wrap (``page_style.player_html``;
    ``limit``: cut to that many characters, whole in the tooltip). The name is written in dark
    ink: the colour is a mark, never the only way to tell players apart."""
    colour = COLOURS[seat % len(COLOURS)]
    return f'<b style="border-bottom:3px solid {colour}">{player_html(seat, names, viewer, lang, limit)}</b>'


def _tile(view: dict[str, Any], tid: str, lang: str, words: dict[str, str], tag: Tag) -> str:
    tile = TILES[tid]
    parts = [f"<strong>{escape(tid)}</strong> {escape(words.get(tile['terrain'], tile['terrain']))}"]
    colonies = [f"{tag(seat)} ×{count}" for seat, count in enumerate(view["villages"][tid]) if count]
    buildings = [
        f"{escape(words.get(kind, kind))} {tag(owner)}"
        for kind, owner in view["buildings"][tid].items()
        if owner is not None
    ]
    works = [escape(words.get(kind, kind)) for kind, built in view["works"][tid].items() if built]
    heroes = [
        f"{escape(words.get(hero, hero))} {tag(seat)}"
        for seat, owned in enumerate(view["heroes"])
        for hero, where in owned.items()
        if where == tid
    ]
    pile = [
        escape(card_name(entry["card"], lang)) if entry["up"] else escape(LABELS[lang]["face_down"])
        for entry in view["piles"][tid]
    ]
    votes = [f"{tag(seat)} {count}" for seat, count in enumerate(view["territory_votes"][tid]) if count]
    for line in (colonies, buildings, works, heroes):
        if line:
            parts.append(", ".join(line))
    if pile:
        parts.append(f"{escape(LABELS[lang]['cards'])}: {', '.join(pile)}")
    if votes:
        parts.append(f"{escape(LABELS[lang]['votes'])}: {', '.join(votes)}")
    return '<td style="border:1px solid #999;padding:4px;vertical-align:top">' + "<br>".join(parts) + "</td>"


def _current(
    view: dict[str, Any], lang: str, words: dict[str, str], tag: Tag, names: list[str] | None
) -> list[str]:
    """What is being decided now: a proposal, a project being paid, a joint public work."""
    en = lang == "en"
    lines = []
    proposal = view.get("proposal")
    if proposal:
        given = ", ".join(f"{index}→{tag(to)}" for index, to in enumerate(proposal["assign"])) or "—"
        proposer = proposal["proposer"]
        # "Proposition d'Anne": French elides "de" before a name that begins with a vowel.
        head = "Proposal by " if en else "Proposition " + of_player_fr(player_name(proposer, names, lang))[0]
        lines.append(
            f"<p>{escape(head)}{tag(proposer)} ({escape(proposal['territory'])}): {given}"
            f" [{escape(proposal['stage'])}]</p>"
        )
    build = view.get("build")
    if build and build.get("project"):
        project = build["project"]
        need = ", ".join(
            f"{escape(words.get(res, res))} ×{int(count)}" for res, count in project["need"].items()
        )
        head = "Building" if en else "Construction"
        where = f" ({escape(project['territory'])})" if project.get("territory") else ""
        lines.append(
            f"<p>{head}: {escape(words.get(project['kind'], project['kind']))}{where} — "
            f"{'still to pay' if en else 'reste à payer'}: {need or '—'}</p>"
        )
    if build and build.get("joint"):
        joint = build["joint"]
        offers = (
            ", ".join(
                f"{tag(int(owner))}: {', '.join(escape(card_name(c, lang)) for c in cards)}"
                for owner, cards in joint["offers"].items()
                if cards
            )
            or "—"
        )
        head = "Joint public work" if en else "Construction commune"
        lines.append(
            f"<p>{head}: {escape(words.get(joint['work'], joint['work']))} "
            f"({escape(joint['territory'])}) — {offers}</p>"
        )
    return lines


def render_view_html(
    view: dict[str, Any], seat: int | None, locale: str = "en", names: list[str] | None = None
) -> str:
    """The page fragment for ``view`` as ``seat`` (``None``: a spectator) sees it, in ``locale``,
    each player named by ``names[seat]`` ("Seat N" without names)."""
    lang = "fr" if str(locale).startswith("fr") else "en"
    words, labels = WORDS[lang], LABELS[lang]
    viewer = seat if isinstance(seat, int) else None
    colon = colon_for(lang)

    def tag(other: int) -> str:
        return _seat_tag(other, names, viewer, lang)

    def map_tag(other: int) -> str:  # the island's cells are narrow: long names cut there
        return _seat_tag(other, names, viewer, lang, MAP_NAME_CHARS)

    rows = {"coast": [], "inland": []}
    for tid, (row, _index) in sorted(view["positions"].items(), key=lambda item: item[1][1]):
        rows[row].append(tid)
    html = ['<div class="graenaland">']
    # On a phone the viewer's hand and secret points come first (issue 21), then the turn, the
    # supply row, the island and the players' table.
    hand = view["hands"][seat] if isinstance(seat, int) and 0 <= seat < len(view["hands"]) else None
    own = []
    if hand is not None:
        counts = Counter(card_name(card, lang) for card in hand)
        listed = ", ".join(f"{escape(name)} ×{count}" for name, count in sorted(counts.items())) or "—"
        own.append(f"<p><strong>{escape(labels['your_hand'])}</strong>: {listed}</p>")
    if "your_victory_points" in view:
        own.append(f"<p>{escape(labels['vp'])}: {int(view['your_victory_points'])}</p>")
    if own:
        html.append(own_part("".join(own)))
    main = view["main"]
    html.append(
        f"<p>{escape(labels['turn'])} {int(view['turn'])} · {escape(labels['main'])}{colon} {tag(main)}"
        f" · {escape(labels['phase'])}{colon} {escape(words.get(str(view['phase']), str(view['phase'])))}</p>"
    )
    html.extend(_current(view, lang, words, tag, names))
    supply = ", ".join(escape(card_name(card, lang)) for card in view["supply_row"]) or "—"
    html.append(f"<p><strong>{escape(labels['supply'])}</strong>: {supply}</p>")
    html.append('<table style="border-collapse:collapse">')
    for row in ("inland", "coast"):
        cells = [_tile(view, tid, lang, words, map_tag) for tid in rows[row]]
        # inland tiles sit on the seams of the coast tiles below them
        pad = '<td style="width:4em"></td>' if row == "inland" else ""
        html.append(f"<tr><th>{escape(labels[row])}</th>{pad}{''.join(cells)}</tr>")
    html.append("</table>")
    html.append(
        f"<h3>{escape(labels['players'])}</h3><table><tr><th>{escape(labels['player'])}</th>"
        f"<th>{escape(labels['hand'])}</th><th>{escape(labels['army'])}</th>"
        f"<th>{escape(labels['colonies'])}</th><th>{escape(labels['territories'])}</th>"
        f"<th>{escape(labels['major'])}</th><th>{escape(labels['buildings'])}</th>"
        f"<th>{escape(labels['goals'])}</th></tr>"
    )
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
    html.append("</div>")
    return "\n".join(html)
