"""HTML for Knarr's game page, drawn from one seat's ``view`` only (so it can show nothing hidden).

``render_view_html(view, seat, locale, names)`` returns a fragment that the page puts inside its
``<div class="view scroll">``, naming each seat by ``names[seat]`` ("Bob's turn", "Bob's ship";
"Seat 2" without names, as ``page_style.player_name`` says). What it shows, top to bottom:

0. the viewer's own hand (item 3 below) comes first of all;
1. the round, whose turn it is, the decks' sizes and, when the end is triggered, that this is the
   last round;
2. the decision the game waits for (the action, the board card to take, a destination being
   paid, an artifact's offer, the discards of a deck exhaustion), addressed to the viewer when it
   is theirs;
3. the viewer's own hand, each card with what recruiting it would give now (no hand for a
   spectator), drawn first of all, since on a phone it must be on the first screen (``data-own``);
4. the five board slots with their face-up Vikings, then the face-up destinations (A and B) with
   cost, immediate gains and trade columns;
5. the artifacts in play with what each does (artifacts variant only);
6. one panel per seat, the viewer's first and open (``data-own``), every other one folded in a
   closed ``<details>`` under its heading and score (``page_style.folded``): score, the reputation
   track, bracelets and recruits, hand size (a count only: other hands are ``None`` in the view),
   the crew by colour, the ship's three trade columns with the destinations stacked above it and
   the totals a trade pays, reserved destinations.

Contracts: every text from the view goes through ``html.escape``; card, colour, gain and artifact
names come from ``text.py`` (English, or French when ``locale`` starts with "fr"); each colour is
written out, never shown by colour alone; no JavaScript and no width above 360 px, so a 390 px
phone shows it without scrolling sideways. Every Viking card drawn carries ``data-card`` (its id),
and the viewer's hand cards carry ``data-hand-card`` instead, so tests can check what is shown.
"""

from __future__ import annotations

from collections import Counter
from html import escape
from typing import Any

from games.rulesets.knarr import components as C
from games.rulesets.knarr import text
from games.rulesets.page_style import (
    BOX,
    H3,
    NEUTRAL,
    ROW,
    SMALL,
    TINTS,
    colon_for,
    folded,
    language,
    own_part,
    owner_heading,
    player_html,
    player_panel,
    whose_html,
)

LABELS: dict[str, dict[str, str]] = {
    "en": {
        "round": "Round",
        "turn_of": "{whose} turn",
        "your_turn": "Your turn",
        "first": "First player",
        "last_round": "Someone has 40 VP or more: this round is the last one.",
        "viking_deck": "Viking deck",
        "discard": "discard pile",
        "cards": "cards",
        "card": "card",
        "dest_decks": "Destination decks",
        "left": "left",
        "ship_side": "Ships",
        "normal": "normal side",
        "advanced": "advanced side",
        "your_decision": "Your decision",
        "waiting": "Waiting",
        "play_action": "{who}: Recruit (play a Viking from the hand) or Explore (pay a destination); "
        "one Trade is allowed, before or after the action.",
        "play_after": "{who} has done the action: may still Trade, or end the turn.",
        "play_done": "{who} has done the action and the Trade.",
        "trade_used": "Trade used this turn.",
        "trade_free": "Trade not used yet this turn.",
        "take": "{who} takes the Viking on {slot} into the hand, or another board Viking for a recruit token.",
        "take_free": "{who} takes any board Viking into the hand, free (Cauldron).",
        "pay": "{who} is paying {dest} (cost: {cost}).",
        "paid": "Paid so far",
        "recruit_tokens": "recruit tokens",
        "recruit_tokens_one": "recruit token",
        "nothing_yet": "nothing yet",
        "offer": "{who} may use the {artifact}: {rule}",
        "more_offers": "Offers still queued: {count}.",
        "exhaust": "The Viking deck and the discard pile are empty: {who} must discard a Viking "
        "from the crew.",
        "over": "The game is over.",
        "resolving": "The game is resolving automatic steps.",
        "artifacts": "Artifact in play",
        "artifacts_many": "Artifacts in play",
        "board": "Board: Vikings to take",
        "slot": "{colour} slot",
        "empty": "empty",
        "destinations": "Face-up destinations",
        "deck_A": "A · Trading Lands",
        "deck_B": "B · Lands of Influence",
        "cost": "Cost",
        "gains": "On exploring",
        "columns": "Trade columns",
        "your_hand": "Your hand",
        "spectator": "You are watching: hands are hidden.",
        "recruit_gives": "Recruit: gain {gains}; then take {slot}",
        "from_slot": "the Viking on the {colour} slot ({card})",
        "empty_slot": "nothing from the empty {colour} slot",
        "ships": "Ships",
        "playing": "to play",
        "must_discard": "must discard",
        "score": "Score",
        "reputation": "Reputation",
        "fame": "{vp} VP at the start of each turn",
        "fame_track": "Reputation track (framed cells), VP at the start of each turn: {steps}.",
        "next_fame": "next: {vp} VP at {at}",
        "hand": "Hand",
        "crew": "Crew",
        "no_crew": "no Viking",
        "ship": "Ship",
        "ship_of": "{whose} ship",
        "your_ship": "Your ship",
        "column": "Col.",
        "total": "Trade",
        "reserved": "Reserved destinations",
        "rows": "Rows of 5 colours rewarded",
        "dash": "–",
    },
    "fr": {
        "round": "Manche",
        "turn_of": "Au tour {whose}",
        "your_turn": "À vous de jouer",
        "first": "Premier joueur",
        "last_round": "Quelqu'un a 40 PV ou plus : cette manche est la dernière.",
        "viking_deck": "Pioche de Vikings",
        "discard": "défausse",
        "cards": "cartes",
        "card": "carte",
        "dest_decks": "Pioches de destinations",
        "left": "restantes",
        "ship_side": "Navires",
        "normal": "face normale",
        "advanced": "face avancée",
        "your_decision": "À vous de décider",
        "waiting": "En attente",
        "play_action": "{who} : Recruter (jouer un Viking de la main) ou Explorer (payer une "
        "destination) ; un Commerce est permis, avant ou après l'action.",
        "play_after": "{who} a fait son action : peut encore commercer, ou finir son tour.",
        "play_done": "{who} a fait son action et son Commerce.",
        "trade_used": "Commerce déjà fait ce tour-ci.",
        "trade_free": "Commerce pas encore fait ce tour-ci.",
        "take": "{who} prend en main le Viking de {slot}, ou un autre Viking du plateau contre un "
        "jeton de recrutement.",
        "take_free": "{who} prend en main n'importe quel Viking du plateau, gratuitement (Chaudron).",
        "pay": "{who} paie {dest} (coût : {cost}).",
        "paid": "Déjà payé",
        "recruit_tokens": "jetons de recrutement",
        "recruit_tokens_one": "jeton de recrutement",
        "nothing_yet": "rien pour l'instant",
        "offer": "{who} peut utiliser l'artefact {artifact} : {rule}",
        "more_offers": "Offres encore en attente : {count}.",
        "exhaust": "La pioche de Vikings et la défausse sont vides : {who} doit défausser un Viking "
        "de son équipage.",
        "over": "La partie est terminée.",
        "resolving": "Le jeu résout des étapes automatiques.",
        "artifacts": "Artefact en jeu",
        "artifacts_many": "Artefacts en jeu",
        "board": "Plateau : Vikings à prendre",
        "slot": "emplacement {colour}",
        "empty": "vide",
        "destinations": "Destinations visibles",
        "deck_A": "A · Terres d'échange",
        "deck_B": "B · Terres d'influence",
        "cost": "Coût",
        "gains": "En explorant",
        "columns": "Colonnes de commerce",
        "your_hand": "Votre main",
        "spectator": "Vous regardez la partie : les mains sont cachées.",
        "recruit_gives": "Recruter : gagner {gains} ; puis prendre {slot}",
        "from_slot": "le Viking de l'emplacement {colour} ({card})",
        "empty_slot": "rien (l'emplacement {colour} est vide)",
        "ships": "Navires",
        "playing": "joue",
        "must_discard": "doit défausser",
        "score": "Score",
        "reputation": "Renommée",
        "fame": "{vp} PV au début de chaque tour",
        "fame_track": "Piste de renommée (cases encadrées), PV au début de chaque tour : {steps}.",
        "next_fame": "ensuite : {vp} PV à {at}",
        "hand": "Main",
        "crew": "Équipage",
        "no_crew": "aucun Viking",
        "ship": "Navire",
        "ship_of": "Le navire {whose}",
        "your_ship": "Votre navire",
        "column": "Col.",
        "total": "Commerce",
        "reserved": "Destinations réservées",
        "rows": "Lignes de 5 couleurs récompensées",
        "dash": "–",
    },
}

# What each artifact does, in a line (knarr.md §9 and the readings in README.md).
ARTIFACT_RULES: dict[str, dict[str, str]] = {
    "en": {
        "amulet": "complete a row of 5 Vikings of 5 colours: +1 silver bracelet, +1 recruit, +1 reputation.",
        "weathervane": "complete a row of 5 Vikings of 5 colours: one extra Explore at once (cost paid).",
        "golden_bracelet": "recruit the 3rd Viking of a colour: reserve a face-up destination "
        "(2 at most) to explore later.",
        "cauldron": "recruit the 2nd Viking of a colour: take any board Viking, free.",
        "helmet": "explore a Land of Influence (B) onto a Trading Land (A): one extra Recruit.",
        "mead_cup": "after each Explore: you may discard a board Viking and replace it from the deck.",
        "silver_coins": "each Recruit beyond the 3rd Viking of its colour: +1 VP.",
    },
    "fr": {
        "amulet": "compléter une ligne de 5 Vikings de 5 couleurs : +1 bracelet en argent, +1 recrue, "
        "+1 renommée.",
        "weathervane": "compléter une ligne de 5 Vikings de 5 couleurs : une action Explorer de plus, "
        "tout de suite (coût payé).",
        "golden_bracelet": "recruter le 3e Viking d'une couleur : réserver une destination visible "
        "(2 au plus) pour l'explorer plus tard.",
        "cauldron": "recruter le 2e Viking d'une couleur : prendre n'importe quel Viking du plateau, "
        "gratuitement.",
        "helmet": "explorer une Terre d'influence (B) posée sur une Terre d'échange (A) : une action "
        "Recruter de plus.",
        "mead_cup": "après chaque Explorer : vous pouvez défausser un Viking du plateau et le remplacer "
        "par celui de la pioche.",
        "silver_coins": "chaque Recrutement au-delà du 3e Viking de sa couleur : +1 PV.",
    },
}


def _cards(count: int, labels: dict[str, str], lang: str) -> str:
    """ "1 card" / "0 cards" in English; "0 carte" / "1 carte" / "2 cartes" in French."""
    singular = count <= 1 if lang == "fr" else count == 1
    return f"{count} {escape(labels['card'] if singular else labels['cards'])}"


def _seat(number: Any, viewer: int | None, names: list[str] | None, lang: str) -> str:
    """Who sits at seat ``number``: their name ("Seat 2" / "Place 2" without names), with
    "(you)" / "(vous)" for the viewer's own seat (``page_style.player_html``)."""
    if not isinstance(number, int) or isinstance(number, bool):
        return "?"
    return player_html(number, names, viewer, lang)


def _seats(numbers: list[Any], viewer: int | None, names: list[str] | None, lang: str) -> str:
    return ", ".join(_seat(number, viewer, names, lang) for number in numbers)


def _colour(colour: Any, lang: str) -> str:
    return escape(text.COLOUR_NAMES[lang].get(colour, str(colour)))


def _gain(gain: Any, lang: str) -> str:
    return escape(text.GAIN_NAMES[lang].get(gain, str(gain)))


def _gains(values: dict[str, int], lang: str) -> str:
    return escape(text.gains(dict(values), lang))


def _tint(colour: Any) -> tuple[str, str]:
    return TINTS.get(colour, NEUTRAL) if isinstance(colour, str) else NEUTRAL


def _chip(body: str, colour: Any, attrs: str = "", big: bool = False) -> str:
    """A card-like label: light tint, coloured left border, dark text (``body`` already escaped)."""
    background, border = _tint(colour)
    size = "font-size:16px;padding:6px 8px" if big else "font-size:14px;padding:2px 6px"
    return (
        f'<span{attrs} style="display:inline-block;{size};background:{background};'
        f'border:1px solid {border};border-left:6px solid {border};border-radius:4px;color:#1d2433">'
        f"{body}</span>"
    )


def _card(card: Any, lang: str, *, colour_name: bool = True) -> str:
    """A Viking card of the view (``{"id", "colour", "gain"}``) as a chip with ``data-card``."""
    if not isinstance(card, dict):
        return ""
    body = _gain(card.get("gain"), lang)
    if colour_name:
        body = f"<b>{_colour(card.get('colour'), lang)}</b> · {body}"
    return _chip(body, card.get("colour"), f' data-card="{escape(str(card.get("id")))}"')


def _card_by_id(number: Any, lang: str) -> str:
    """A card named by id only in the view (the paid cards of a payment): public component data."""
    if isinstance(number, int) and not isinstance(number, bool) and 0 <= number < len(C.VIKINGS):
        data = C.VIKINGS[number]
        return _card({"id": number, "colour": data["colour"], "gain": data["gain"]}, lang)
    return escape(str(number))


def _cost(dest: dict[str, Any], lang: str) -> str:
    spec = dest.get("cost") or {}
    if spec.get("kind") == "colours":
        return " ".join(
            _chip(f"{int(count)} <b>{_colour(colour, lang)}</b>", colour)
            for colour, count in spec.get("colours", {}).items()
        )
    return escape(text.cost(dest.get("id"), lang))


def _columns_row(cells: list[Any], lang: str, dash: str) -> str:
    return "".join(
        f'<td style="{SMALL};text-align:center">{_gain(cell, lang) if cell else escape(dash)}</td>'
        for cell in cells
    )


def _destination(dest: Any, lang: str, labels: dict[str, str]) -> str:
    """A destination card: label, cost, immediate gains and its three trade columns."""
    if not isinstance(dest, dict):
        return ""
    colon = colon_for(lang)
    columns = _columns_row(list(dest.get("columns", [])), lang, labels["dash"])
    head = "".join(f'<th style="{SMALL};text-align:center">{n}</th>' for n in (1, 2, 3))
    return (
        f'<div data-destination="{escape(str(dest.get("id")))}" '
        f'style="{BOX};flex:1 1 150px;max-width:340px">'
        f"<div><strong>{escape(str(dest.get('label', '?')))}</strong></div>"
        f'<div style="{SMALL}">{escape(labels["cost"])}{colon} {_cost(dest, lang)}</div>'
        f'<div style="{SMALL}">{escape(labels["gains"])}{colon} {_gains(dest.get("immediate", {}), lang)}</div>'
        f'<table style="width:100%;table-layout:fixed;margin:4px 0 0"><tr>{head}</tr><tr>{columns}</tr></table></div>'
    )


def _turn(current: Any, seat: int | None, names: list[str] | None, lang: str, labels: dict[str, str]) -> str:
    """Whose turn it is: "Your turn" to its player, "Bob's turn" / "Au tour d'Anne" to the others."""
    if isinstance(seat, int) and current == seat:
        return escape(labels["your_turn"])
    return escape(labels["turn_of"]).replace("{whose}", whose_html(current, names, seat, lang))


def _status(
    view: dict[str, Any], seat: int | None, names: list[str] | None, lang: str, labels: dict[str, str]
) -> str:
    current = view.get("current")
    lines = [
        f"<strong>{escape(labels['round'])} {int(view.get('round', 0))}</strong> · "
        f"{_turn(current, seat, names, lang, labels)} · "
        f"{escape(labels['first'])}{colon_for(lang)} {_seat(view.get('first'), seat, names, lang)}"
    ]
    counts = view.get("destination_deck_counts", {})
    side = labels.get(str(view.get("ship_side")), str(view.get("ship_side")))
    lines.append(
        f'<span style="{SMALL}">{escape(labels["viking_deck"])}{colon_for(lang)} '
        f"{_cards(int(view.get('deck_count', 0)), labels, lang)} · "
        f"{escape(labels['discard'])}{colon_for(lang)} {_cards(len(view.get('discard', [])), labels, lang)} · "
        f"{escape(labels['dest_decks'])}{colon_for(lang)} "
        f"A {int(counts.get('A', 0))}, B {int(counts.get('B', 0))} {escape(labels['left'])} · "
        f"{escape(labels['ship_side'])}{colon_for(lang)} {escape(side)}</span>"
    )
    vp = text.GAIN_NAMES[lang]["vp"]
    steps = ", ".join(f"{at} → {points} {vp}" for at, points in sorted(C.REPUTATION_VP))
    lines.append(f'<span style="{SMALL}">{escape(labels["fame_track"].format(steps=steps))}</span>')
    if view.get("end_triggered"):
        lines.append(f"<strong>⚑ {escape(labels['last_round'])}</strong>")
    return f'<div style="{BOX}">' + "<br>".join(lines) + "</div>"


def _pending(
    view: dict[str, Any], seat: int | None, names: list[str] | None, lang: str, labels: dict[str, str]
) -> str:
    """The decision the game waits for, said to the viewer when it is theirs."""
    phase = view.get("phase")
    turn = view.get("turn") or {}
    to_move = list(view.get("to_move") or [])
    current = view.get("current")
    who = _seat(current, seat, names, lang)
    extra = ""
    if view.get("exhaust"):
        line = escape(labels["exhaust"]).replace("{who}", _seats(list(view["exhaust"]), seat, names, lang))
    elif phase == "over":
        line = escape(labels["over"])
    elif phase == "play":
        key = (
            "play_done"
            if turn.get("acted") and turn.get("traded")
            else "play_after"
            if turn.get("acted")
            else "play_action"
        )
        line = escape(labels[key]).replace("{who}", who)
        extra = escape(labels["trade_used" if turn.get("traded") else "trade_free"])
    elif phase == "take" and turn.get("take"):
        take = turn["take"]
        if take.get("free_any"):
            line = escape(labels["take_free"]).replace("{who}", who)
        else:
            slot = escape(labels["slot"].format(colour=text.COLOUR_NAMES[lang].get(take.get("colour"), "?")))
            line = escape(labels["take"]).replace("{who}", who).replace("{slot}", f"<b>{slot}</b>")
    elif phase == "pay" and turn.get("payment"):
        payment = turn["payment"]
        number = payment.get("destination")
        dest = C.DESTINATIONS.get(number) if isinstance(number, int) else None
        label = escape(dest["label"] if dest else str(number))
        line = (
            escape(labels["pay"])
            .replace("{who}", who)
            .replace("{dest}", f"<b>{label}</b>")
            .replace("{cost}", escape(text.cost(number, lang)))
        )
        paid = [_card_by_id(card, lang) for card in payment.get("cards", [])]
        if payment.get("recruits"):
            recruits = int(payment["recruits"])  # only shown when some were paid: 1 is the only singular
            paid.append(
                f"{recruits} {escape(labels['recruit_tokens_one' if recruits == 1 else 'recruit_tokens'])}"
            )
        extra = f"{escape(labels['paid'])}{colon_for(lang)} " + (
            " ".join(paid) or escape(labels["nothing_yet"])
        )
    elif phase == "offer" and turn.get("offers"):
        offers = turn["offers"]
        name = offers[0].get("artifact")
        line = (
            escape(labels["offer"])
            .replace("{who}", who)
            .replace("{artifact}", f"<b>{escape(text.artifact(name, lang))}</b>")
            .replace("{rule}", escape(ARTIFACT_RULES[lang].get(name, "")))
        )
        if len(offers) > 1:
            extra = escape(labels["more_offers"].format(count=len(offers) - 1))
    else:
        line = escape(labels["resolving"])
    if phase == "over" and not view.get("exhaust"):
        head = ""
    elif seat is not None and seat in to_move:
        head = f"<strong>▶ {escape(labels['your_decision'])}{colon_for(lang)}</strong> "
    else:
        head = f"<strong>{escape(labels['waiting'])}{colon_for(lang)}</strong> "
    body = head + line + (f'<br><span style="{SMALL}">{extra}</span>' if extra else "")
    return (
        '<div data-section="pending" style="border:2px solid #24549c;border-radius:6px;'
        f'background:#eef3fb;padding:8px;max-width:100%">{body}</div>'
    )


def _artifacts(view: dict[str, Any], lang: str, labels: dict[str, str]) -> str:
    artifacts = view.get("artifacts") or []
    if not artifacts:
        return ""
    items = "".join(
        f'<li style="margin:2px 0"><b>{escape(text.artifact(a.get("id"), lang))}</b>{colon_for(lang)} '
        f"{escape(ARTIFACT_RULES[lang].get(a.get('id'), ''))}</li>"
        for a in artifacts
        if isinstance(a, dict)
    )
    title = labels["artifacts_many" if len(artifacts) > 1 else "artifacts"]
    return (
        f'<div data-section="artifacts" style="{BOX}"><h3 style="{H3}">{escape(title)}</h3>'
        f'<ul style="margin:0;padding-left:1.2em">{items}</ul></div>'
    )


def _board(view: dict[str, Any], lang: str, labels: dict[str, str]) -> str:
    board = view.get("board") or {}
    slots = []
    for colour in C.COLOURS:
        card = board.get(colour)
        background, border = _tint(colour)
        name = escape(labels["slot"].format(colour=text.COLOUR_NAMES[lang][colour]).capitalize())
        inside = _card(card, lang) if card else f'<span style="{SMALL}">{escape(labels["empty"])}</span>'
        slots.append(
            f'<div style="flex:1 1 100px;max-width:200px;border:1px solid {border};'
            f'border-top:6px solid {border};border-radius:4px;background:{background};padding:4px">'
            f'<div style="{SMALL};font-weight:600">{name}</div>{inside}</div>'
        )
    return (
        f'<div data-section="board" style="{BOX}"><h3 style="{H3}">{escape(labels["board"])}</h3>'
        f'<div style="{ROW}">{"".join(slots)}</div></div>'
    )


def _display(view: dict[str, Any], lang: str, labels: dict[str, str]) -> str:
    display = view.get("display") or {}
    parts = [
        f'<div data-section="destinations" style="{BOX}"><h3 style="{H3}">{escape(labels["destinations"])}</h3>'
    ]
    for deck in ("A", "B"):
        cards = [_destination(dest, lang, labels) for dest in display.get(deck, []) if dest]
        empty = f'<span style="{SMALL}">{escape(labels["empty"])}</span>'
        parts.append(
            f'<div style="{SMALL};font-weight:600;margin:6px 0 4px">{escape(labels["deck_" + deck])}</div>'
            f'<div style="{ROW}">{"".join(cards) or empty}</div>'
        )
    parts.append("</div>")
    return "".join(parts)


def _hand(view: dict[str, Any], seat: int | None, lang: str, labels: dict[str, str]) -> str:
    """The viewer's own hand, each card with what recruiting it gives now; nothing for a spectator."""
    players = view.get("players") or []
    me = players[seat] if isinstance(seat, int) and 0 <= seat < len(players) else None
    if me is None or me.get("hand") is None:
        return (
            f'<p data-section="spectator" style="margin:0">{escape(labels["spectator"])}</p>'
            if seat is None
            else ""
        )
    board = view.get("board") or {}
    items = []
    for card in me["hand"]:
        if not isinstance(card, dict):
            continue
        colour = card.get("colour")
        pile = [c for c in me.get("crew", {}).get(colour, []) if isinstance(c, dict)] + [card]
        gains = _gains(dict(Counter(c.get("gain") for c in pile)), lang)
        colour_name = text.COLOUR_NAMES[lang].get(colour, str(colour))
        slot_card = board.get(colour)
        if isinstance(slot_card, dict):
            named = f"{text.COLOUR_NAMES[lang].get(slot_card.get('colour'), '?')} · {text.GAIN_NAMES[lang].get(slot_card.get('gain'), '?')}"
            slot = escape(labels["from_slot"].format(colour=colour_name, card=named))
        else:
            slot = escape(labels["empty_slot"].format(colour=colour_name))
        gives = escape(labels["recruit_gives"]).replace("{gains}", gains).replace("{slot}", slot)
        body = f"<b>{_colour(colour, lang)}</b> · {_gain(card.get('gain'), lang)}"
        chip = _chip(body, colour, f' data-hand-card="{escape(str(card.get("id")))}"', big=True)
        items.append(
            f'<li style="flex:1 1 160px;max-width:340px;list-style:none">{chip}'
            f'<div style="{SMALL};margin-top:2px">{gives}</div></li>'
        )
    return (
        f'<div data-section="hand" data-own="" style="{BOX};border:2px solid #24549c">'
        f'<h3 style="{H3}">{escape(labels["your_hand"])}</h3>'
        f'<ul style="{ROW};margin:0;padding:0">{"".join(items)}</ul></div>'
    )


def _track(reputation: int) -> str:
    """The reputation track 0–14 in one line; the cells that pay VP (3, 6, 10, 14) are framed
    thicker (their VP are written in the status box and in the panel's fame line)."""
    thresholds = dict(C.REPUTATION_VP)
    cells = []
    for step in range(C.MAX_REPUTATION + 1):
        here = step == reputation
        style = (
            "background:#1d2433;color:#fff;font-weight:700" if here else "background:#f3f5f9;color:#1d2433"
        )
        border = "3px double #8a6d00" if step in thresholds else "1px solid #d9dee8"
        cells.append(
            f'<span style="flex:1 1 0;min-width:19px;text-align:center;font-size:14px;line-height:1.4;'
            f'border:{border};border-radius:3px;{style}">{step}</span>'
        )
    return f'<div style="display:flex;flex-wrap:wrap;gap:2px;margin:2px 0">{"".join(cells)}</div>'


def _tokens(count: int, cap: int) -> str:
    return "●" * max(0, min(count, cap)) + "○" * max(0, cap - count)


def _ship(view: dict[str, Any], player: dict[str, Any], lang: str, labels: dict[str, str]) -> str:
    """The ship's trade columns under the destination stack (newest on top, as on the table),
    then what a Trade of 1, 2 or 3 bracelets would give now (columns 1 to n, summed)."""
    dash = labels["dash"]
    ship_columns = list(view.get("ship_columns") or [None, None, None])
    destinations = [d for d in player.get("destinations", []) if isinstance(d, dict)]
    rows = []
    for dest in reversed(destinations):
        rows.append(
            f'<tr data-destination="{escape(str(dest.get("id")))}"><th style="{SMALL}">'
            f"{escape(str(dest.get('label', '?')))}</th>{_columns_row(list(dest.get('columns', [])), lang, dash)}</tr>"
        )
    rows.append(
        f'<tr style="background:#f3f5f9"><th style="{SMALL}">{escape(labels["ship"])}</th>'
        f"{_columns_row(ship_columns, lang, dash)}</tr>"
    )
    sources = [ship_columns] + [list(d.get("columns", [])) for d in destinations]
    trades = []
    for count in (1, 2, 3):
        gained = Counter(
            cells[index] for cells in sources for index in range(count) if index < len(cells) and cells[index]
        )
        trades.append(
            f"<li>{escape(text.bracelets(count, lang))} ({escape(text.trade_columns(count, lang))}) → "
            f"<b>{_gains(dict(gained), lang)}</b></li>"
        )
    head = "".join(f'<th style="{SMALL};text-align:center">{n}</th>' for n in (1, 2, 3))
    return (
        f'<table style="width:100%;table-layout:fixed;margin:4px 0"><tr><th style="{SMALL};width:4.2em">'
        f"{escape(labels['column'])}</th>{head}</tr>{''.join(rows)}</table>"
        f'<div style="{SMALL}"><b>{escape(labels["total"])}</b>{colon_for(lang)}</div>'
        f'<ul style="{SMALL};margin:0;padding-left:1.2em">{"".join(trades)}</ul>'
    )


def _player(
    view: dict[str, Any],
    player: dict[str, Any],
    seat: int | None,
    names: list[str] | None,
    lang: str,
    labels: dict[str, str],
) -> str:
    number = player.get("seat")
    colon = colon_for(lang)
    playing = number == view.get("current") and view.get("phase") not in ("over",)
    tags = []
    if view.get("exhaust") and number in view["exhaust"]:
        tags.append(f"⚠ {escape(labels['must_discard'])}")
    elif playing:
        tags.append(f"▶ {escape(labels['playing'])}")
    border = "3px solid #24549c" if playing else "1px solid #d9dee8"
    vp = escape(text.GAIN_NAMES[lang]["vp"])
    reputation = int(player.get("reputation", 0))
    following = next(((at, points) for at, points in sorted(C.REPUTATION_VP) if at > reputation), None)
    fame = escape(labels["fame"].format(vp=int(player.get("fame_vp", 0))))
    if following:
        fame += " · " + escape(labels["next_fame"].format(vp=following[1], at=following[0]))
    bracelets = int(player.get("bracelets", 0))
    recruits = int(player.get("recruits", 0))
    hand_count = int(player.get("hand_count", 0))
    lines = [
        f'<div style="display:flex;flex-wrap:wrap;justify-content:space-between;gap:4px">'
        f'<span style="font-size:17px;min-width:0">'
        f'{owner_heading(number, names, seat, lang, labels["your_ship"], labels["ship_of"])}</span>'
        f'<span style="font-weight:700;color:#24549c">{" ".join(tags)}</span></div>',
        f"<div><b>{escape(labels['score'])}{colon} {int(player.get('score', 0))} {vp}</b> / {C.END_SCORE}</div>",
        f"<div>{escape(labels['reputation'])}{colon} <b>{reputation}</b> / {C.MAX_REPUTATION}"
        f'<span style="{SMALL}"> ({fame})</span></div>',
        _track(reputation),
        f"<div>{escape(text.GAIN_PLURALS[lang]['bracelet'].capitalize())}{colon} "
        f'<span aria-hidden="true">{_tokens(bracelets, C.MAX_BRACELETS)}</span> <b>{bracelets}</b> / {C.MAX_BRACELETS}</div>',
        f"<div>{escape(text.GAIN_PLURALS[lang]['recruit'].capitalize())}{colon} "
        f'<span aria-hidden="true">{_tokens(recruits, C.MAX_RECRUITS)}</span> <b>{recruits}</b> / {C.MAX_RECRUITS}</div>',
        f"<div>{escape(labels['hand'])}{colon} {_cards(hand_count, labels, lang)}</div>",
    ]
    crew = player.get("crew") or {}
    rows = []
    for colour in C.COLOURS:
        pile = [c for c in crew.get(colour, []) if isinstance(c, dict)]
        background, border_colour = _tint(colour)
        chips = " ".join(_card(card, lang, colour_name=False) for card in pile) or (
            f'<span style="{SMALL};color:#5b6475">{escape(labels["dash"])}</span>'
        )
        rows.append(
            f'<div style="display:flex;gap:6px;align-items:flex-start;margin:2px 0">'
            f'<span style="flex:0 0 96px;{SMALL};font-weight:600;background:{background};'
            f'border-left:6px solid {border_colour};padding:2px 4px;border-radius:3px">'
            f"{_colour(colour, lang)} ×{len(pile)}</span>"
            f'<span style="display:flex;flex-wrap:wrap;gap:3px;min-width:0">{chips}</span></div>'
        )
    lines.append(f'<div style="margin-top:6px"><b>{escape(labels["crew"])}</b></div>' + "".join(rows))
    if any(
        a.get("id") in ("amulet", "weathervane") for a in view.get("artifacts") or [] if isinstance(a, dict)
    ):
        lines.append(
            f'<div style="{SMALL}">{escape(labels["rows"])}{colon} {int(player.get("rows_rewarded", 0))}</div>'
        )
    lines.append(
        f'<div style="margin-top:6px"><b>{escape(labels["columns"])}</b></div>'
        + _ship(view, player, lang, labels)
    )
    reserved = [d for d in player.get("reserved", []) if isinstance(d, dict)]
    if reserved:
        lines.append(
            f'<div style="margin-top:6px"><b>{escape(labels["reserved"])}</b></div>'
            f'<div style="{ROW}">{"".join(_destination(d, lang, labels) for d in reserved)}</div>'
        )
    attributes = f'data-seat="{escape(str(number))}"'
    if number == seat:
        return own_part(player_panel(attributes, border, "".join(lines)))
    # Another player's ship, folded: its heading and score are the line one reads at a glance.
    return folded("".join(lines[:2]), "".join(lines[2:]), attributes)


def render_view_html(
    view: dict[str, Any], seat: int | None, locale: str = "en", names: list[str] | None = None
) -> str:
    """The whole fragment for ``view`` as seen by ``seat`` (None: a spectator), each seat named by
    ``names[seat]`` ("Seat N" without names)."""
    lang = language(locale)
    labels = LABELS[lang]
    players = [p for p in view.get("players") or [] if isinstance(p, dict)]
    # the viewer's own ship first and open, then the others folded (``_player``)
    players.sort(key=lambda player: player.get("seat") != seat)
    panels = "".join(_player(view, player, seat, names, lang, labels) for player in players)
    parts = [
        f'<div class="knarr" lang="{lang}" style="display:flex;flex-direction:column;gap:10px;'
        'font-size:16px;max-width:100%">',
        # The viewer's hand first: on a phone it must be on the first screen, under the moves.
        _hand(view, seat, lang, labels),
        _status(view, seat, names, lang, labels),
        _pending(view, seat, names, lang, labels),
        _board(view, lang, labels),
        _display(view, lang, labels),
        _artifacts(view, lang, labels),
        f'<div data-section="ships"><h3 style="{H3}">{escape(labels["ships"])}</h3>'
        f'<div style="display:flex;flex-direction:column;gap:10px">{panels}</div></div>',
        "</div>",
    ]
    return "\n".join(part for part in parts if part)
