"""HTML for the game page, drawn from a seat's ``view`` only (so it can show nothing hidden).

The island as two rows of tiles (inland above, coast below, as on the box), then the players,
your hand and the face-up supply cards. Every text is escaped.
"""

from __future__ import annotations

from collections import Counter
from html import escape
from typing import Any

from games.rulesets.graenaland.components import TILES
from games.rulesets.graenaland.text import WORDS, card_name

COLOURS = ["#c0392b", "#2e6fd8", "#d4ac0d", "#8e44ad", "#7f8c8d"]
LABELS = {
    "en": {
        "inland": "Inland",
        "coast": "Coast",
        "cards": "Resources",
        "votes": "Votes",
        "players": "Players",
        "seat": "Seat",
        "hand": "Cards",
        "army": "Army",
        "goals": "Goals",
        "your_hand": "Your hand",
        "supply": "Supply cards",
        "main": "main player",
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
        "seat": "Siège",
        "hand": "Cartes",
        "army": "Armée",
        "goals": "Objectifs",
        "your_hand": "Votre main",
        "supply": "Cartes ravitaillement",
        "main": "joueur principal",
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


def _seat_tag(seat: int) -> str:
    colour = COLOURS[seat % len(COLOURS)]
    return f'<span style="color:{colour};font-weight:bold">P{seat + 1}</span>'


def _tile(view: dict[str, Any], tid: str, lang: str, words: dict[str, str]) -> str:
    tile = TILES[tid]
    parts = [f"<strong>{escape(tid)}</strong> {escape(words.get(tile['terrain'], tile['terrain']))}"]
    colonies = [f"{_seat_tag(seat)}×{count}" for seat, count in enumerate(view["villages"][tid]) if count]
    buildings = [
        f"{escape(words.get(kind, kind))} {_seat_tag(owner)}"
        for kind, owner in view["buildings"][tid].items()
        if owner is not None
    ]
    works = [escape(words.get(kind, kind)) for kind, built in view["works"][tid].items() if built]
    heroes = [
        f"{escape(words.get(hero, hero))} {_seat_tag(seat)}"
        for seat, owned in enumerate(view["heroes"])
        for hero, where in owned.items()
        if where == tid
    ]
    pile = [
        escape(card_name(entry["card"], lang)) if entry["up"] else escape(LABELS[lang]["face_down"])
        for entry in view["piles"][tid]
    ]
    votes = [f"{_seat_tag(seat)} {count}" for seat, count in enumerate(view["territory_votes"][tid]) if count]
    for line in (colonies, buildings, works, heroes):
        if line:
            parts.append(", ".join(line))
    if pile:
        parts.append(f"{escape(LABELS[lang]['cards'])}: {', '.join(pile)}")
    if votes:
        parts.append(f"{escape(LABELS[lang]['votes'])}: {', '.join(votes)}")
    return '<td style="border:1px solid #999;padding:4px;vertical-align:top">' + "<br>".join(parts) + "</td>"


def _current(view: dict[str, Any], lang: str, words: dict[str, str]) -> list[str]:
    """What is being decided now: a proposal, a project being paid, a joint public work."""
    en = lang == "en"
    lines = []
    proposal = view.get("proposal")
    if proposal:
        given = ", ".join(f"{index}→{_seat_tag(to)}" for index, to in enumerate(proposal["assign"])) or "—"
        head = "Proposal by" if en else "Proposition de"
        lines.append(
            f"<p>{head} {_seat_tag(proposal['proposer'])} ({escape(proposal['territory'])}): {given}"
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
                f"{_seat_tag(int(owner))}: {', '.join(escape(card_name(c, lang)) for c in cards)}"
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


def render_view_html(view: dict[str, Any], seat: int | None, locale: str = "en") -> str:
    lang = "fr" if str(locale).startswith("fr") else "en"
    words, labels = WORDS[lang], LABELS[lang]
    rows = {"coast": [], "inland": []}
    for tid, (row, _index) in sorted(view["positions"].items(), key=lambda item: item[1][1]):
        rows[row].append(tid)
    html = ['<div class="graenaland">']
    main = view["main"]
    html.append(
        f"<p>{escape(labels['turn'])} {int(view['turn'])} · {_seat_tag(main)} {escape(labels['main'])}"
        f" · {escape(labels['phase'])}: {escape(words.get(str(view['phase']), str(view['phase'])))}</p>"
    )
    html.extend(_current(view, lang, words))
    html.append('<table style="border-collapse:collapse">')
    for row in ("inland", "coast"):
        cells = [_tile(view, tid, lang, words) for tid in rows[row]]
        # inland tiles sit on the seams of the coast tiles below them
        pad = '<td style="width:4em"></td>' if row == "inland" else ""
        html.append(f"<tr><th>{escape(labels[row])}</th>{pad}{''.join(cells)}</tr>")
    html.append("</table>")
    html.append(
        f"<h3>{escape(labels['players'])}</h3><table><tr><th>{escape(labels['seat'])}</th>"
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
            f"<tr><td>{_seat_tag(other)}</td>"
            + "".join(f"<td>{int(value)}</td>" for value in cells)
            + "</tr>"
        )
    html.append("</table>")
    hand = view["hands"][seat] if isinstance(seat, int) and 0 <= seat < len(view["hands"]) else None
    if hand is not None:
        counts = Counter(card_name(card, lang) for card in hand)
        listed = ", ".join(f"{escape(name)} ×{count}" for name, count in sorted(counts.items())) or "—"
        html.append(f"<p><strong>{escape(labels['your_hand'])}</strong>: {listed}</p>")
    if "your_victory_points" in view:
        html.append(f"<p>{escape(labels['vp'])}: {int(view['your_victory_points'])}</p>")
    supply = ", ".join(escape(card_name(card, lang)) for card in view["supply_row"]) or "—"
    html.append(f"<p><strong>{escape(labels['supply'])}</strong>: {supply}</p>")
    html.append("</div>")
    return "\n".join(html)
