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

When the viewer's decision is no recruit from the hand (a Viking to take, a destination to
explore, the crew or recruit tokens to pay with, a trade), the decision (2) comes first, then
what it acts on (the board, the destinations, or the viewer's own ship drawn apart, its crew,
tokens and trades under its heading), then the hand and the rest (``page_style.acted_on_first``):
on a phone the thing to touch is on the first screen.

Contracts: every text from the view goes through ``html.escape``; card, colour, gain and artifact
names come from ``text.py``, every text from the ``knarr`` message catalogue in ``locale``'s
language (``games.rulesets.i18n``; English without a catalogue); each colour is
written out, never shown by colour alone; no JavaScript and no width above 360 px, so a 390 px
phone shows it without scrolling sideways. Every Viking card drawn carries ``data-card`` (its id),
and the viewer's hand cards carry ``data-hand-card`` instead, so tests can check what is shown.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from html import escape
from typing import Any

from games.engine.presentation import Touch
from games.rulesets.i18n import Texts
from games.rulesets.knarr import components as C
from games.rulesets.knarr import text
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
    own_part,
    owner_heading,
    player_html,
    player_panel,
    touchable,
    whose_html,
)

Touches = Mapping[str, Touch] | None

DASH = "–"  # an empty trade column, an empty crew colour

def artifact_rule(name: Any, t: Texts) -> str:
    """What an artifact does, in a line (knarr.md §9 and the readings in README.md); "" for none."""
    rules = {
        "amulet": t.gettext("complete a row of 5 Vikings of 5 colours: +1 silver bracelet, +1 recruit, "
                            "+1 fame."),
        "weathervane": t.gettext("complete a row of 5 Vikings of 5 colours: one extra Explore at once "
                                 "(cost paid)."),
        "golden_bracelet": t.gettext("recruit the 3rd Viking of a colour: reserve a face-up destination "
                                     "(2 at most) to explore later."),
        "cauldron": t.gettext("recruit the 2nd Viking of a colour: take any board Viking, free."),
        "helmet": t.gettext("explore a Land of Influence (B) onto a Trading Land (A): one extra Recruit."),
        "mead_cup": t.gettext("after each Explore: you may discard a board Viking and replace it from the "
                              "deck."),
        "silver_coins": t.gettext("each Recruit beyond the 3rd Viking of its colour: +1 VP."),
    }
    return rules.get(name, "") if isinstance(name, str) else ""


def _labelled(label: str, t: Texts) -> str:
    """``label`` (escaped HTML) followed by the language's colon ("Trade:", "Commerce :")."""
    # Translators: a label's colon (French puts a space before it).
    return t.html("{label}:", label=label)


def _cards(count: int, t: Texts) -> str:
    """ "1 card" / "0 cards" in English; "0 carte" / "1 carte" / "2 cartes" in French."""
    return escape(t.ngettext("{n} card", "{n} cards", count))


def _seat(number: Any, viewer: int | None, names: list[str] | None, t: Texts) -> str:
    """Who sits at seat ``number``: their name ("Seat 2" / "Place 2" without names), with
    "(you)" / "(vous)" for the viewer's own seat (``page_style.player_html``)."""
    if not isinstance(number, int) or isinstance(number, bool):
        return "?"
    return player_html(number, names, viewer, t.lang)


def _seats(numbers: list[Any], viewer: int | None, names: list[str] | None, t: Texts) -> str:
    return ", ".join(_seat(number, viewer, names, t) for number in numbers)


def _colour(colour: Any, t: Texts) -> str:
    return escape(text.colour_name(colour, t, str(colour)))


def _gain(gain: Any, t: Texts) -> str:
    return escape(text.gain_name(gain, t, str(gain)))


def _gains(values: dict[str, int], t: Texts) -> str:
    return escape(text.gains(dict(values), t))


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


def _card(card: Any, t: Texts, *, colour_name: bool = True) -> str:
    """A Viking card of the view (``{"id", "colour", "gain"}``) as a chip with ``data-card``."""
    if not isinstance(card, dict):
        return ""
    body = _gain(card.get("gain"), t)
    if colour_name:
        body = f"<b>{_colour(card.get('colour'), t)}</b> · {body}"
    return _chip(body, card.get("colour"), f' data-card="{escape(str(card.get("id")))}"')


def _card_by_id(number: Any, t: Texts) -> str:
    """A card named by id only in the view (the paid cards of a payment): public component data."""
    if isinstance(number, int) and not isinstance(number, bool) and 0 <= number < len(C.VIKINGS):
        data = C.VIKINGS[number]
        return _card({"id": number, "colour": data["colour"], "gain": data["gain"]}, t)
    return escape(str(number))


def _cost(dest: dict[str, Any], t: Texts) -> str:
    spec = dest.get("cost") or {}
    if spec.get("kind") == "colours":
        return " ".join(
            _chip(f"{int(count)} <b>{_colour(colour, t)}</b>", colour)
            for colour, count in spec.get("colours", {}).items()
        )
    return escape(text.cost(dest.get("id"), t))


def _columns_row(cells: list[Any], t: Texts) -> str:
    return "".join(
        f'<td style="{SMALL};text-align:center">{_gain(cell, t) if cell else DASH}</td>' for cell in cells
    )


def _destination(dest: Any, t: Texts, touches: Touches = None) -> str:
    """A destination card: label, cost, immediate gains and its three trade columns; a button
    (``destination:<id>``) when it is explored or reserved now."""
    if not isinstance(dest, dict):
        return ""
    columns = _columns_row(list(dest.get("columns", [])), t)
    head = "".join(f'<th style="{SMALL};text-align:center">{n}</th>' for n in (1, 2, 3))
    card = (
        f'<div data-destination="{escape(str(dest.get("id")))}" '
        f'style="{BOX};flex:1 1 150px;max-width:340px">'
        f"<div><strong>{escape(str(dest.get('label', '?')))}</strong></div>"
        f'<div style="{SMALL}">{t.html("Cost: {cost}", cost=_cost(dest, t))}</div>'
        f'<div style="{SMALL}">{t.html("On exploring: {gains}", gains=_gains(dest.get("immediate", {}), t))}</div>'
        f'<table style="width:100%;table-layout:fixed;margin:4px 0 0"><tr>{head}</tr><tr>{columns}</tr></table></div>'
    )
    thing = t.gettext("the destination {name}", name=str(dest.get("label", "?")))
    # A button takes the card's place in its row: it grows as the card would, the card fills it.
    return touchable(f"destination:{dest.get('id')}", card, touches, thing, t.lang, block=True,
                     style="flex:1 1 150px;max-width:340px;min-width:0")


def _turn(current: Any, seat: int | None, names: list[str] | None, t: Texts) -> str:
    """Whose turn it is: "Your turn" to its player, "Bob's turn" / "Au tour d'Anne" to the others."""
    if isinstance(seat, int) and current == seat:
        return t.html("Your turn")
    return t.html("{whose} turn", whose=whose_html(current, names, seat, t.lang))


def _status(view: dict[str, Any], seat: int | None, names: list[str] | None, t: Texts) -> str:
    current = view.get("current")
    lines = [
        f"<strong>{t.html('Round {n}', n=str(int(view.get('round', 0))))}</strong> · "
        f"{_turn(current, seat, names, t)} · "
        f"{t.html('First player: {who}', who=_seat(view.get('first'), seat, names, t))}"
    ]
    counts = view.get("destination_deck_counts", {})
    sides = {"normal": t.gettext("normal side"), "advanced": t.gettext("advanced side")}
    side = sides.get(str(view.get("ship_side")), str(view.get("ship_side")))
    facts = [
        t.html("Viking deck: {cards}", cards=_cards(int(view.get("deck_count", 0)), t)),
        t.html("discard pile: {cards}", cards=_cards(len(view.get("discard", [])), t)),
        t.html("Destination decks: A {a}, B {b} left",
               a=str(int(counts.get("A", 0))), b=str(int(counts.get("B", 0)))),
        t.html("Ships: {side}", side=escape(side)),
    ]
    lines.append(f'<span style="{SMALL}">{" · ".join(facts)}</span>')
    steps = ", ".join(f"{at} → {t.ngettext('{n} VP', '{n} VP', points)}" for at, points in sorted(C.REPUTATION_VP))
    fame_track = t.html("Fame track (framed cells), VP at the start of each turn: {steps}.",
                        steps=escape(steps))
    lines.append(f'<span style="{SMALL}">{fame_track}</span>')
    if view.get("end_triggered"):
        lines.append(f"<strong>⚑ {t.html('Someone has 40 VP or more: this round is the last one.')}</strong>")
    return f'<div style="{BOX}">' + "<br>".join(lines) + "</div>"


def _pending(view: dict[str, Any], seat: int | None, names: list[str] | None, t: Texts) -> str:
    """The decision the game waits for, said to the viewer when it is theirs."""
    phase = view.get("phase")
    turn = view.get("turn") or {}
    to_move = list(view.get("to_move") or [])
    current = view.get("current")
    who = _seat(current, seat, names, t)
    extra = ""
    if view.get("exhaust"):
        line = t.html("The Viking deck and the discard pile are empty: {who} must discard a Viking from the "
                      "crew.", who=_seats(list(view["exhaust"]), seat, names, t))
    elif phase == "over":
        line = t.html("The game is over.")
    elif phase == "play":
        if turn.get("acted") and turn.get("traded"):
            line = t.html("{who} has done the action and the Trade.", who=who)
        elif turn.get("acted"):
            line = t.html("{who} has done the action: may still Trade, or end the turn.", who=who)
        else:
            line = t.html("{who}: Recruit (play a Viking from the hand) or Explore (pay a destination); "
                          "one Trade is allowed, before or after the action.", who=who)
        extra = t.html("Trade used this turn.") if turn.get("traded") else t.html("Trade not used yet this turn.")
    elif phase == "take" and turn.get("take"):
        take = turn["take"]
        if take.get("free_any"):
            line = t.html("{who} takes any board Viking into the hand, free (Cauldron).", who=who)
        else:
            slot = escape(t.gettext("{colour} slot", colour=text.colour_name(take.get("colour"), t)))
            line = t.html("{who} takes the Viking on {slot} into the hand, or another board Viking for a "
                          "recruit token.", who=who, slot=f"<b>{slot}</b>")
    elif phase == "pay" and turn.get("payment"):
        payment = turn["payment"]
        number = payment.get("destination")
        dest = C.DESTINATIONS.get(number) if isinstance(number, int) else None
        label = escape(dest["label"] if dest else str(number))
        line = t.html("{who} is paying {destination} (cost: {cost}).",
                      who=who, destination=f"<b>{label}</b>", cost=escape(text.cost(number, t)))
        paid = [_card_by_id(card, t) for card in payment.get("cards", [])]
        if payment.get("recruits"):
            recruits = int(payment["recruits"])
            paid.append(escape(t.ngettext("{n} recruit token", "{n} recruit tokens", recruits)))
        extra = t.html("Paid so far: {paid}", paid=" ".join(paid) or t.html("nothing yet"))
    elif phase == "offer" and turn.get("offers"):
        offers = turn["offers"]
        name = offers[0].get("artifact")
        line = t.html("{who} may use the {artifact}: {rule}", who=who,
                      artifact=f"<b>{escape(text.artifact(name, t))}</b>", rule=escape(artifact_rule(name, t)))
        if len(offers) > 1:
            extra = t.html("Offers still queued: {count}.", count=str(len(offers) - 1))
    else:
        line = t.html("The game is resolving automatic steps.")
    if phase == "over" and not view.get("exhaust"):
        head = ""
    elif seat is not None and seat in to_move:
        head = f"<strong>▶ {t.html('Your decision:')}</strong> "
    else:
        head = f"<strong>{t.html('Waiting:')}</strong> "
    body = head + line + (f'<br><span style="{SMALL}">{extra}</span>' if extra else "")
    return (
        '<div data-section="pending" style="border:2px solid #24549c;border-radius:6px;'
        f'background:#eef3fb;padding:8px;max-width:100%">{body}</div>'
    )


def _artifacts(view: dict[str, Any], t: Texts) -> str:
    artifacts = view.get("artifacts") or []
    if not artifacts:
        return ""
    items = "".join(
        '<li style="margin:2px 0">'
        + t.html("{artifact}: {effect}", artifact=f"<b>{escape(text.artifact(a.get('id'), t))}</b>",
                 effect=escape(artifact_rule(a.get("id"), t)))
        + "</li>"
        for a in artifacts
        if isinstance(a, dict)
    )
    title = t.nhtml("Artifact in play", "Artifacts in play", len(artifacts))
    return (
        f'<div data-section="artifacts" style="{BOX}"><h3 style="{H3}">{title}</h3>'
        f'<ul style="margin:0;padding-left:1.2em">{items}</ul></div>'
    )


def _board(view: dict[str, Any], t: Texts, touches: Touches = None) -> str:
    board = view.get("board") or {}
    slots = []
    for colour in C.COLOURS:
        card = board.get(colour)
        background, border = _tint(colour)
        slot_name = t.gettext("{colour} slot", colour=text.colour_name(colour, t)).capitalize()
        name = escape(slot_name)
        if card:
            # the Viking of the slot is what a Take or the Mead Cup's discard acts on
            inside = touchable(f"slot:{colour}", _card(card, t), touches, slot_name, t.lang)
        else:
            inside = f'<span style="{SMALL}">{t.html("empty")}</span>'
        slots.append(
            f'<div style="flex:1 1 100px;max-width:200px;border:1px solid {border};'
            f'border-top:6px solid {border};border-radius:4px;background:{background};padding:4px">'
            f'<div style="{SMALL};font-weight:600">{name}</div>{inside}</div>'
        )
    return (
        f'<div data-section="board" style="{BOX}"><h3 style="{H3}">{t.html("Board: Vikings to take")}</h3>'
        f'<div style="{ROW}">{"".join(slots)}</div></div>'
    )


def _display(view: dict[str, Any], t: Texts, touches: Touches = None) -> str:
    display = view.get("display") or {}
    parts = [
        f'<div data-section="destinations" style="{BOX}"><h3 style="{H3}">{t.html("Face-up destinations")}</h3>'
    ]
    decks = {"A": t.html("A · Trading Lands"), "B": t.html("B · Lands of Influence")}
    for deck in ("A", "B"):
        cards = [_destination(dest, t, touches) for dest in display.get(deck, []) if dest]
        empty = f'<span style="{SMALL}">{t.html("empty")}</span>'
        parts.append(
            f'<div style="{SMALL};font-weight:600;margin:6px 0 4px">{decks[deck]}</div>'
            f'<div style="{ROW}">{"".join(cards) or empty}</div>'
        )
    parts.append("</div>")
    return "".join(parts)


def _hand(view: dict[str, Any], seat: int | None, t: Texts, touches: Touches = None) -> str:
    """The viewer's own hand, each card with what recruiting it gives now; nothing for a spectator."""
    players = view.get("players") or []
    me = players[seat] if isinstance(seat, int) and 0 <= seat < len(players) else None
    if me is None or me.get("hand") is None:
        return (
            f'<p data-section="spectator" style="margin:0">{t.html("You are watching: hands are hidden.")}</p>'
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
        gains = _gains(dict(Counter(c.get("gain") for c in pile)), t)
        colour_name = text.colour_name(colour, t, str(colour))
        slot_card = board.get(colour)
        if isinstance(slot_card, dict):
            named = f"{text.colour_name(slot_card.get('colour'), t)} · {text.gain_name(slot_card.get('gain'), t)}"
            slot = escape(t.gettext("the Viking on the {colour} slot ({card})", colour=colour_name, card=named))
        else:
            slot = escape(t.gettext("nothing from the empty {colour} slot", colour=colour_name))
        gives = t.html("Recruit: gain {gains}; then take {slot}", gains=gains, slot=slot)
        body = f"<b>{_colour(colour, t)}</b> · {_gain(card.get('gain'), t)}"
        chip = _chip(body, colour, f' data-hand-card="{escape(str(card.get("id")))}"', big=True)
        thing = f"{colour_name} · {text.gain_name(card.get('gain'), t, str(card.get('gain')))}"
        chip = touchable(f"hand:{card.get('id')}", chip, touches, thing, t.lang)
        items.append(
            f'<li style="flex:1 1 160px;max-width:340px;list-style:none">{chip}'
            f'<div style="{SMALL};margin-top:2px">{gives}</div></li>'
        )
    return (
        f'<div data-section="hand" data-own="" style="{BOX};border:2px solid #24549c">'
        f'<h3 style="{H3}">{t.html("Your hand")}</h3>'
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


def _ship(view: dict[str, Any], player: dict[str, Any], t: Texts, touches: Touches = None) -> str:
    """The ship's trade columns under the destination stack (newest on top, as on the table),
    then what a Trade of 1, 2 or 3 bracelets would give now (columns 1 to n, summed): each a
    button (``trade:<bracelets>``) when that trade is a move now (``touches``: the viewer's ship
    only)."""
    ship_columns = list(view.get("ship_columns") or [None, None, None])
    destinations = [d for d in player.get("destinations", []) if isinstance(d, dict)]
    rows = []
    for dest in reversed(destinations):
        rows.append(
            f'<tr data-destination="{escape(str(dest.get("id")))}"><th style="{SMALL}">'
            f"{escape(str(dest.get('label', '?')))}</th>{_columns_row(list(dest.get('columns', [])), t)}</tr>"
        )
    rows.append(
        f'<tr style="background:#f3f5f9"><th style="{SMALL}">{t.html("Ship")}</th>'
        f"{_columns_row(ship_columns, t)}</tr>"
    )
    sources = [ship_columns] + [list(d.get("columns", [])) for d in destinations]
    trades = []
    for count in (1, 2, 3):
        gained = Counter(
            cells[index] for cells in sources for index in range(count) if index < len(cells) and cells[index]
        )
        line = (f"{escape(text.bracelets(count, t))} ({escape(text.trade_columns(count, t))}) → "
                f"<b>{_gains(dict(gained), t)}</b>")
        thing = t.gettext("the trade of {bracelets}", bracelets=text.bracelets(count, t))
        trades.append(f'<li style="margin:2px 0">{touchable(f"trade:{count}", line, touches, thing, t.lang)}</li>')
    head = "".join(f'<th style="{SMALL};text-align:center">{n}</th>' for n in (1, 2, 3))
    # Translators: the heading of a ship's column numbers, abridged ("column").
    column = t.html("Col.")
    return (
        f'<table style="width:100%;table-layout:fixed;margin:4px 0"><tr><th style="{SMALL};width:4.2em">'
        f"{column}</th>{head}</tr>{''.join(rows)}</table>"
        # Translators: above the list of what a Trade of 1, 2 or 3 bracelets gives now.
        f'<div style="{SMALL}">{_labelled("<b>" + t.html("Trade") + "</b>", t)}</div>'
        f'<ul style="{SMALL};margin:0;padding-left:1.2em">{"".join(trades)}</ul>'
    )


def _player(
    view: dict[str, Any], player: dict[str, Any], seat: int | None, names: list[str] | None, t: Texts,
    touches: Touches = None,
) -> str:
    """One seat's panel; ``touches`` draws the viewer's own crew cards (``crew:<id>``: paid or
    discarded), recruit tokens (``recruits``: paid as a wildcard), trades and reserved
    destinations as buttons: another seat's panel draws none."""
    number = player.get("seat")
    if number != seat or seat is None:
        touches = None
    playing = number == view.get("current") and view.get("phase") not in ("over",)
    tags = []
    if view.get("exhaust") and number in view["exhaust"]:
        tags.append(f"⚠ {t.html('must discard')}")
    elif playing:
        # Translators: beside the name of the player whose turn it is.
        tags.append(f"▶ {escape(t.pgettext('whose turn', 'to play'))}")
    border = "3px solid #24549c" if playing else "1px solid #d9dee8"
    reputation = int(player.get("reputation", 0))
    following = next(((at, points) for at, points in sorted(C.REPUTATION_VP) if at > reputation), None)
    fame = escape(t.gettext("{vp} VP at the start of each turn", vp=int(player.get("fame_vp", 0))))
    if following:
        fame += " · " + escape(t.gettext("next: {vp} VP at {at}", vp=following[1], at=following[0]))
    bracelets = int(player.get("bracelets", 0))
    recruits = int(player.get("recruits", 0))
    hand_count = int(player.get("hand_count", 0))
    bracelet_tokens = (f'<span aria-hidden="true">{_tokens(bracelets, C.MAX_BRACELETS)}</span> '
                       f"<b>{bracelets}</b> / {C.MAX_BRACELETS}")
    recruit_tokens = (f'<span aria-hidden="true">{_tokens(recruits, C.MAX_RECRUITS)}</span> '
                      f"<b>{recruits}</b> / {C.MAX_RECRUITS}")
    recruits_line = t.html("Recruits: {tokens}", tokens=recruit_tokens)
    if number == seat:
        heading = owner_heading(number, names, seat, t.lang, t.gettext("Your ship"), "")
    else:
        heading = t.html("{whose} ship", whose=whose_html(number, names, seat, t.lang))
    lines = [
        f'<div style="display:flex;flex-wrap:wrap;justify-content:space-between;gap:4px">'
        f'<span style="font-size:17px;min-width:0">'
        f"{heading}</span>"
        f'<span style="font-weight:700;color:#24549c">{" ".join(tags)}</span></div>',
        f"<div><b>{t.html('Score: {score} VP', score=str(int(player.get('score', 0))))}</b> / {C.END_SCORE}</div>",
        f"<div>{t.html('Fame: {reputation}', reputation=f'<b>{reputation}</b>')} / {C.MAX_REPUTATION}"
        f'<span style="{SMALL}"> ({fame})</span></div>',
        _track(reputation),
        f"<div>{t.html('Silver bracelets: {tokens}', tokens=bracelet_tokens)}</div>",
        # a span, not a div: it may be drawn inside a button (paid as a wildcard)
        touchable("recruits", f'<span style="display:block">{recruits_line}</span>', touches,
                  t.gettext("your recruit tokens"), t.lang, block=True),
        f"<div>{t.html('Hand: {cards}', cards=_cards(hand_count, t))}</div>",
    ]
    crew = player.get("crew") or {}
    rows = []
    for colour in C.COLOURS:
        pile = [c for c in crew.get(colour, []) if isinstance(c, dict)]
        background, border_colour = _tint(colour)
        chips = " ".join(
            touchable(f"crew:{card.get('id')}", _card(card, t, colour_name=False), touches,
                      f"{text.colour_name(colour, t)} · {text.gain_name(card.get('gain'), t, str(card.get('gain')))}",
                      t.lang)
            for card in pile
        ) or (
            f'<span style="{SMALL};color:#5b6475">{DASH}</span>'
        )
        rows.append(
            f'<div style="display:flex;gap:6px;align-items:flex-start;margin:2px 0">'
            f'<span style="flex:0 0 96px;{SMALL};font-weight:600;background:{background};'
            f'border-left:6px solid {border_colour};padding:2px 4px;border-radius:3px">'
            f"{_colour(colour, t)} ×{len(pile)}</span>"
            f'<span style="display:flex;flex-wrap:wrap;gap:3px;min-width:0">{chips}</span></div>'
        )
    lines.append(f'<div style="margin-top:6px"><b>{t.html("Crew")}</b></div>' + "".join(rows))
    if any(
        a.get("id") in ("amulet", "weathervane") for a in view.get("artifacts") or [] if isinstance(a, dict)
    ):
        rows_rewarded = str(int(player.get("rows_rewarded", 0)))
        # The Amulet's and the Weathervane's marker: the rows held when the turn began or already
        # rewarded in it; only a row above it pays (README, "A row of five").
        counted = t.html("Rows of 5 colours already counted: {n} (each new one earns the artifact's reward)",
                         n=rows_rewarded)
        lines.append(f'<div style="{SMALL}">{counted}</div>')
    lines.append(f'<div style="margin-top:6px"><b>{t.html("Trade columns")}</b></div>' + _ship(view, player, t, touches))
    reserved = [d for d in player.get("reserved", []) if isinstance(d, dict)]
    if reserved:
        lines.append(
            f'<div style="margin-top:6px"><b>{t.html("Reserved destinations")}</b></div>'
            f'<div style="{ROW}">{"".join(_destination(d, t, touches) for d in reserved)}</div>'
        )
    attributes = f'data-seat="{escape(str(number))}"'
    if number == seat:
        # What the decision acts on (the crew paid, the recruit tokens, the trades) right under
        # the heading and score, the rest of the ship after it.
        return own_part(player_panel(attributes, border, "".join(lines[:2] + acted_on_first(lines[2:]))))
    # Another player's ship, folded: its heading and score are the line one reads at a glance.
    return folded("".join(lines[:2]), "".join(lines[2:]), attributes)


def render_view_html(
    view: dict[str, Any], seat: int | None, locale: str = "en", names: list[str] | None = None,
    touches: Touches = None,
) -> str:
    """The whole fragment for ``view`` as seen by ``seat`` (None: a spectator), in ``locale`` (its
    catalogue: ``text.texts``), each seat named by ``names[seat]`` ("Seat N" without names).
    ``touches`` (``Presentation.render_view_html``): the elements the seat's moves act on are
    buttons, each under the key ``KnarrPresentation.target`` gives it: ``hand:<card>``,
    ``slot:<colour>``, ``destination:<number>``, ``crew:<card>``, ``trade:<bracelets>``,
    ``recruits``."""
    t = text.texts(locale)
    players = [p for p in view.get("players") or [] if isinstance(p, dict)]
    own_ship = "".join(_player(view, p, seat, names, t, touches) for p in players if p.get("seat") == seat)
    others = "".join(_player(view, p, seat, names, t, touches) for p in players if p.get("seat") != seat)
    hand, status, pending = _hand(view, seat, t, touches), _status(view, seat, names, t), _pending(view, seat, names, t)
    board, display, artifacts = _board(view, t, touches), _display(view, t, touches), _artifacts(view, t)

    def ships(panels: str) -> str:
        return (f'<div data-section="ships"><h3 style="{H3}">{t.html("Ships")}</h3>'
                f'<div style="display:flex;flex-direction:column;gap:10px">{panels}</div></div>') if panels else ""

    # The viewer's hand first: on a phone it must be on the first screen, under the moves; then
    # the round, the decision, the board, the destinations, the artifacts and the ships (the
    # viewer's own first and open, the others folded: ``_player``).
    drawn = [hand, status, pending, board, display, artifacts, ships(own_ship + others)]
    if not holds_touch(hand) and any(holds_touch(part) for part in (board, display, own_ship)):
        # A decision that is no recruit from the hand (a Viking to take, a destination to explore,
        # the crew to pay with, a trade): the decision first, then what it acts on (the viewer's
        # own ship drawn apart, ahead of the others), then the hand and the rest.
        own_ship = f'<div data-section="own-ship">{own_ship}</div>' if own_ship else ""
        acted = [part for part in acted_on_first([board, display, own_ship]) if holds_touch(part)]
        rest = [part for part in (board, display, own_ship) if not holds_touch(part)]
        drawn = [pending, *acted, hand, status, *rest, artifacts, ships(others)]
    parts = [
        f'<div class="knarr" lang="{escape(t.lang)}" style="display:flex;flex-direction:column;gap:10px;'
        'font-size:16px;max-width:100%">',
        *drawn,
        "</div>",
    ]
    return "\n".join(part for part in parts if part)
