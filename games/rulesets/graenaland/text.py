"""Grænaland's move labels (buttons) and log sentences, from its message catalogue (the
``graenaland`` domain, ``locale/<lang>/LC_MESSAGES/graenaland.po``; ``games.rulesets.i18n``):
English is the source, every other language a translation. ``render`` names resources, buildings,
heroes, terrains and phases through ``word`` and cards through ``card_name``.

``describe_event`` receives events already redacted for the reader: a field that was removed
(a hidden card, a sealed vote) is simply not mentioned.

Plain words: a player by name (``names[seat]``; a move label without names reads the page's "P1"),
a card by what it is (a pile's card from the mover's view, "the face-down card" when it lies face
down, "the next card" without a view), a victory-point card by the goals it changes. Territories
keep the names the tiles print and the page shows (T1 to T9).
"""

from __future__ import annotations

from functools import cache
from typing import Any

from games.rulesets.graenaland.components import (
    BASIC_GOALS,
    GOALS,
    RESOURCE_CARDS,
    SUPPLY_CARDS,
    VP_CARDS,
    card_kind,
)
from games.rulesets.i18n import Catalogue, Texts
from games.rulesets.page_style import of_player_fr

TEXTS = Catalogue("graenaland")


def texts(locale: str) -> Texts:
    return TEXTS.bind(locale)


def _t(lang: str | Texts) -> Texts:
    return lang if isinstance(lang, Texts) else texts(lang)


@cache
def _words(t: Texts) -> dict[str, str]:
    """The names of the game's keys (resources, buildings and works, heroes, directions, terrains,
    phases) in ``t``'s language, once per language: pages look them up by the hundred."""
    return {
        "grain": t.pgettext("resource", "grain"),
        "cattle": t.pgettext("resource", "cattle"),
        "wood": t.pgettext("resource", "wood"),
        "ore": t.pgettext("resource", "ore"),
        "gold": t.pgettext("resource", "gold"),
        "village": t.pgettext("building", "village"),
        "keep": t.pgettext("building", "keep"),
        "church": t.pgettext("building", "church"),
        "hall": t.pgettext("building", "hall"),
        "army": t.pgettext("building", "army"),
        "road": t.pgettext("building", "road"),
        "improvement": t.pgettext("building", "terrain improvement"),
        "market": t.pgettext("building", "market"),
        "palisade": t.pgettext("building", "palisade"),
        "warrior": t.pgettext("hero", "warrior"),
        "priest": t.pgettext("hero", "priest"),
        "minstrel": t.pgettext("hero", "minstrel"),
        "W": t.pgettext("direction", "west"),
        "E": t.pgettext("direction", "east"),
        "NW": t.pgettext("direction", "north-west"),
        "NE": t.pgettext("direction", "north-east"),
        "SW": t.pgettext("direction", "south-west"),
        "SE": t.pgettext("direction", "south-east"),
        "WW": t.pgettext("direction", "two tiles west"),
        "EE": t.pgettext("direction", "two tiles east"),
        "stay": t.pgettext("direction", "stay"),
        "colonies": t.pgettext("goal", "colonies"),
        "territories": t.pgettext("goal", "territories"),
        "major": t.pgettext("goal", "largest territory"),
        "buildings": t.pgettext("goal", "buildings"),
        "plains": t.pgettext("terrain", "plains"),
        "forest": t.pgettext("terrain", "forest"),
        "hills": t.pgettext("terrain", "hills"),
        "mountains": t.pgettext("terrain", "mountains"),
        "setup": t.pgettext("phase", "setup"),
        "placement": t.pgettext("phase", "placing villages"),
        "vp_choice": t.pgettext("phase", "choosing victory-point cards"),
        "production": t.pgettext("phase", "production"),
        "heroes": t.pgettext("phase", "hero plans"),
        "distribution": t.pgettext("phase", "distribution"),
        "claims": t.pgettext("phase", "victory claims"),
        "building": t.pgettext("phase", "building"),
        "final_building": t.pgettext("phase", "final building"),
        "end": t.pgettext("phase", "end"),
        "over": t.pgettext("phase", "game over"),
    }


def word(key: Any, lang: str | Texts) -> str:
    """The name of one of the game's keys ("cattle": "cattle", "bétail"); the key itself for
    anything else."""
    return _words(_t(lang)).get(str(key), str(key))


def card_name(card: Any, lang: str | Texts) -> str:
    """A card as players know it: a resource card by its resource, a supply card by its two
    ("supply grain/wood"); any other id as it is, "?" for what is not one."""
    if not isinstance(card, str):
        return "?"
    t = _t(lang)
    if card in SUPPLY_CARDS:
        first, second = SUPPLY_CARDS[card]
        return t.gettext("supply {first}/{second}", first=word(first, t), second=word(second, t))
    if card in RESOURCE_CARDS:
        return word(card_kind(card), t)
    return card


def whose(name: str, t: Texts) -> str:
    """A player's name made possessive, to put before a thing in English ("Bob's proposal") and
    after it in French ("la proposition de Bob", "d'Anne"): French elision before a name is grammar
    that a catalogue cannot hold (``page_style.of_player_fr``); other languages read "{name}'s"."""
    if t.lang == "fr":
        return "".join(of_player_fr(name))
    # Translators: whose a thing is, before it ("{whose} proposal"); French does not read it (its
    # "de"/"d'" is grammar, above), copy it as it is.
    return t.gettext("{name}'s", name=name)


def _player(seat: Any, t: Texts, names: list[str] | None = None) -> str:
    """A seat in a move label: the player's name; without names, as the game page's table labels
    it (P1 for seat 0)."""
    if not isinstance(seat, int) or isinstance(seat, bool):
        return "?"
    if names is not None and 0 <= seat < len(names):
        return names[seat]
    # Translators: a seat in a move label, numbered from 1 (the page's "P1", "P2").
    return t.gettext("P{n}", n=seat + 1)


def vp_card_name(card: Any, t: Texts) -> str:
    """A victory-point card by what it asks: the thresholds of the goals where it differs from the
    basic game ("colonies 5–7–9, army 4–5–6"); every goal's if none differs; "?" for what is not
    one (a card hidden from the reader)."""
    levels = VP_CARDS.get(card) if isinstance(card, str) else None
    if levels is None:
        return "?"
    differing = [goal for goal in GOALS if levels[goal][1] != BASIC_GOALS[goal]] or list(GOALS)
    # An en dash between the levels: three thresholds, not a range and not a code.
    return ", ".join(f"{word(goal, t)} {'–'.join(str(level) for level in levels[goal])}" for goal in differing)


def proposal_card(move: dict[str, Any], view: dict[str, Any] | None, t: Texts) -> str:
    """The card a proposal assigns (``move["card"]``, an index): the territory's pile card at the move's index in the mover's
    view, by what it is; "the face-down card" when it lies face down; without a view (or a pile),
    "the next card" (the cards are assigned in order)."""
    proposal = (view or {}).get("proposal") or {}
    pile = ((view or {}).get("piles") or {}).get(proposal.get("territory"))
    index = move.get("card")
    if not isinstance(pile, list) or not isinstance(index, int) or not 0 <= index < len(pile):
        return t.gettext("the next card")
    card = pile[index].get("card") if isinstance(pile[index], dict) else None
    if card is None:
        return t.gettext("the face-down card")
    return t.gettext("the {card} card", card=card_name(card, t))


def assigned_card(data: dict[str, Any], t: Texts) -> str:
    """The card a ``card_assigned`` event gave: "the ore card" (a face-up card, named in the
    event), "the face-down card", or "the next card" for an event written before events named it."""
    if isinstance(data.get("card"), str):
        return t.gettext("the {card} card", card=card_name(data["card"], t))
    if data.get("face_down"):
        return t.gettext("the face-down card")
    return t.gettext("the next card")


def _units(units: Any, t: Texts) -> str:
    """The resources a card pays for ("wood + ore")."""
    return " + ".join(word(unit, t) for unit in units if isinstance(unit, str))


def describe_move(
    move: dict[str, Any], locale: str = "en", names: list[str] | None = None, view: dict[str, Any] | None = None
) -> str:
    """A move's label: players by ``names`` (each seat's name), the cards of a proposal by what they
    are in ``view`` (the mover's); both optional (see the module's docstring)."""
    t = texts(locale)
    kind = move.get("type")
    tid = move.get("territory")
    if kind == "place_village":
        return t.gettext("Place your village on {territory}", territory=tid)
    if kind == "relocate":
        return t.gettext("Move your village to {territory}", territory=tid)
    if kind == "stay":
        return t.gettext("Keep your village here")
    if kind == "choose_vp_card":
        return t.gettext("Keep the victory-point card ({levels})", levels=vp_card_name(move.get("card"), t))
    if kind == "plan_hero":
        if move.get("direction") == "stay":
            return t.gettext("Heroes stay")
        return t.gettext("Move your {hero} {direction}",
                         hero=word(move.get("hero"), t), direction=word(move.get("direction"), t))
    if kind == "propose":
        return t.gettext("Propose a distribution of {territory}", territory=tid)
    if kind == "pass":
        return t.gettext("Make no proposal")
    if kind == "assign_card":
        return t.gettext("Assign {card} to {player}", card=proposal_card(move, view, t),
                         player=_player(move.get("to"), t, names))
    if kind == "confirm_proposal":
        return t.gettext("Put the proposal to the vote")
    if kind == "withdraw_proposal":
        return t.gettext("Start the proposal again")
    if kind == "vote":
        return t.gettext("Vote for") if move.get("accept") else t.gettext("Vote against")
    if kind == "no_claim":
        return t.gettext("Do not claim victory")
    if kind == "claim_victory":
        return t.ngettext("Claim victory with {n} VP", "Claim victory with {n} VP", move.get("vp"))
    if kind == "take_supply":
        return t.gettext("Take the {card} card", card=card_name(move.get("card"), t))
    if kind == "build":
        if move.get("project") == "army":
            return t.gettext("Strengthen your army (with {resource})", resource=word(move.get("variant"), t))
        return t.gettext("Build a {project} on {territory}",
                         project=word(move.get("project"), t), territory=tid)
    if kind == "pay":
        fields = {"units": _units(move.get("as", []), t), "card": card_name(move.get("card"), t)}
        if move.get("market"):
            return t.gettext("Pay {units} with {card} through the market of {market}",
                             market=move["market"], **fields)
        return t.gettext("Pay {units} with {card}", **fields)
    if kind == "give_card":
        return t.gettext("Give {card} to {player}",
                         card=card_name(move.get("card"), t), player=_player(move.get("to"), t, names))
    if kind == "cancel_project":
        return t.gettext("Cancel this project")
    if kind == "move_hero":
        if move.get("accept"):
            return t.gettext("Move your hero to the new building")
        return t.gettext("Leave your hero where it is")
    if kind == "propose_joint":
        return t.gettext("Propose a joint {work} on {territory}",
                         work=word(move.get("work"), t), territory=tid)
    if kind == "offer_card":
        return t.gettext("Offer {card}", card=card_name(move.get("card"), t))
    if kind == "done_offering":
        return t.gettext("Offer nothing more")
    if kind == "build_joint":
        return t.gettext("Build the joint public work")
    if kind == "abandon_joint":
        return t.gettext("Give up the joint public work")
    if kind == "grant_favour":
        return t.gettext("Let {player} build once", player=_player(move.get("to"), t, names))
    if kind == "decline_favour":
        return t.gettext("Build nothing")
    if kind == "end_turn":
        return t.gettext("End your turn")
    if kind == "finish_building":
        return t.gettext("Finish building")
    return str(kind)


def _heroes_moved(moves: list[dict[str, Any]], name: Any, t: Texts) -> str:
    """The reveal of the hero plans: who moved which hero where, or could not."""
    parts = []
    for move in moves:
        if move.get("hero") is None:
            continue
        fields = {"player": name(move["seat"]), "hero": word(move["hero"], t)}
        if move["to"] == move["from"]:
            parts.append(t.gettext("{player}: {hero} cannot move", **fields))
        else:
            parts.append(t.gettext("{player}: {hero} {start} → {end}",
                                   start=move["from"], end=move["to"], **fields))
    # Translators: between the players' moves (French puts a space before the semicolon).
    body = t.gettext("; ").join(parts) or t.gettext("nobody moves")
    return t.gettext("Heroes revealed: {moves}.", moves=body)


def describe_event(event: dict[str, Any], names: list[str], locale: str = "en") -> str:
    t = texts(locale)
    kind = event.get("type")
    data = event.get("data", {})
    seat = event.get("seat")
    who = names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else t.gettext("Game")

    def name(other: Any) -> str:
        return names[other] if isinstance(other, int) and 0 <= other < len(names) else str(other)

    tid = data.get("territory")
    if kind == "game_started":
        return t.ngettext("Grænaland begins with {n} player.", "Grænaland begins with {n} players.",
                          data.get("players"))
    if kind == "colony_placed":
        if data.get("warrior"):
            return t.gettext("{who} settles on {territory} with the warrior.", who=who, territory=tid)
        return t.gettext("{who} settles on {territory}.", who=who, territory=tid)
    if kind in ("card_drawn", "start_card_taken"):
        if "card" in data:
            return t.gettext("{who} takes a card: {card}.", who=who, card=card_name(data["card"], t))
        return t.gettext("{who} takes a card.", who=who)
    if kind == "start_cards_laid":
        return t.gettext("Two face-down cards lie by each coast territory.")
    if kind == "village_relocated":
        return t.gettext("{who} moves a village from {start} to {end}.",
                         who=who, start=data.get("from"), end=data.get("to"))
    if kind == "relocation_declined":
        return t.gettext("{who} stays.", who=who)
    if kind == "placement_ended":
        return t.gettext("Every village is placed.")
    if kind == "vp_cards_dealt":
        return t.gettext("{who} receives three victory-point cards.", who=who)
    if kind == "vp_card_chosen":
        return t.gettext("{who} keeps a victory-point card.", who=who)
    if kind == "supply_revealed":
        return t.gettext("A supply card is turned up: {card}.", card=card_name(data.get("card"), t))
    if kind == "supply_refilled":
        return t.gettext("The used supply cards are shuffled into a new deck.")
    if kind == "deck_refilled":
        return t.gettext("The {terrain} discards are shuffled into a new deck.",
                         terrain=word(data.get("terrain"), t))
    if kind == "turn_started":
        return t.gettext("Turn {turn}: {main} is the main player.",
                         turn=data.get("turn"), main=name(data.get("main")))
    if kind == "card_produced":
        face = data.get("face")
        if face == "down":
            return t.gettext("{territory} produces a face-down card.", territory=tid)
        card = card_name(data.get("card"), t)
        if face == "improvement":
            if data.get("kept"):
                return t.gettext("The improvement of {territory} yields {card}.", territory=tid, card=card)
            return t.gettext("The improvement of {territory} reveals {card}: discarded.",
                             territory=tid, card=card)
        return t.gettext("{territory} produces {card}.", territory=tid, card=card)
    if kind == "heroes_planning":
        return t.gettext("Heroes: everyone but the main player plans a move in secret.")
    if kind == "hero_planned":
        if "direction" in data:
            if not data.get("hero"):
                return t.gettext("{who} plans: heroes stay.", who=who)
            return t.gettext("{who} plans: {hero} {direction}.",
                             who=who, hero=word(data["hero"], t), direction=word(data["direction"], t))
        return t.gettext("{who} has planned a move.", who=who)
    if kind == "heroes_moved":
        return _heroes_moved(data.get("moves", []), name, t)
    if kind == "hero_entered":
        # Translators: {whose} is the player's name made possessive: "Bob's", "de Bob", "d'Anne".
        return t.gettext("{whose} {hero} enters {territory}.",
                         whose=whose(who, t), hero=word(data.get("hero"), t), territory=tid)
    if kind == "hero_waiting":
        # Translators: {whose} is the player's name made possessive: "Bob's", "de Bob", "d'Anne".
        return t.gettext("{whose} {hero} will enter {territory} once no other hero of theirs is there.",
                         whose=whose(who, t), hero=word(data.get("hero"), t), territory=tid)
    if kind == "distribution_started":
        return t.gettext("Distribution of resources.")
    if kind == "proposal_started":
        return t.gettext("{who} makes a proposal for {territory}.", who=who, territory=tid)
    if kind == "card_assigned":
        # Translators: {card} is "the ore card", "the face-down card" or "the next card".
        return t.gettext("{who}: {card} to {player}.", who=who, card=assigned_card(data, t),
                         player=name(data.get("to")))
    if kind == "proposal_withdrawn":
        return t.gettext("{who} starts the proposal again.", who=who)
    if kind == "proposal_made":
        # Translators: {whose} is the player's name made possessive: "Bob's", "de Bob", "d'Anne".
        return t.gettext("{whose} proposal for {territory} is put to the vote.",
                         whose=whose(who, t), territory=tid)
    if kind == "proposal_passed":
        return t.gettext("{who} makes no proposal.", who=who)
    if kind == "vote_cast":
        if "accept" in data:
            if data["accept"]:
                return t.gettext("{who} votes for.", who=who)
            return t.gettext("{who} votes against.", who=who)
        return t.gettext("{who} has voted.", who=who)
    if kind == "votes_revealed":
        fields = {"territory": tid, "yes": data.get("yes"), "total": data.get("total")}
        if data.get("adopted"):
            return t.gettext("Votes on {territory}: {yes} of {total} for, proposal adopted.", **fields)
        return t.gettext("Votes on {territory}: {yes} of {total} for, proposal rejected.", **fields)
    if kind == "claim_made":
        if "vp" in data:
            if data["vp"]:
                return t.ngettext("{who} claims {n} VP.", "{who} claims {n} VP.", data["vp"], who=who)
            return t.gettext("{who} does not claim.", who=who)
        return t.gettext("{who} has answered.", who=who)
    if kind == "claims_revealed":
        claimant = data.get("claimant")
        if claimant is None:
            return t.gettext("Nobody claims victory.")
        return t.gettext("{who} claims victory and builds first.", who=name(claimant))
    if kind == "vp_card_revealed":
        return t.ngettext("{who} reveals the victory-point card ({levels}): {n} VP.",
                          "{who} reveals the victory-point card ({levels}): {n} VP.",
                          data.get("vp"), who=who, levels=vp_card_name(data.get("card"), t))
    if kind == "claim_failed":
        claimed = data.get("claimed")
        if claimed is None:
            # Translators: {whose} is the player's name made possessive: "Bob's", "de Bob", "d'Anne".
            return t.ngettext("{whose} claim fails ({n} VP).", "{whose} claim fails ({n} VP).",
                              data.get("vp"), whose=whose(who, t))
        # Translators: {whose} is the player's name made possessive; {n} the VP proven.
        return t.ngettext("{whose} claim fails: {n} VP of the {claimed} announced; the building is undone.",
                          "{whose} claim fails: {n} VP of the {claimed} announced; the building is undone.",
                          data.get("vp"), whose=whose(who, t), claimed=claimed)
    if kind == "supply_taken":
        return t.gettext("{who} takes the supply card {card}.", who=who, card=card_name(data.get("card"), t))
    if kind == "project_started":
        project = word(data.get("project"), t)
        if tid:
            return t.gettext("{who} starts building: {project} ({territory}).",
                             who=who, project=project, territory=tid)
        return t.gettext("{who} starts building: {project}.", who=who, project=project)
    if kind == "card_paid":
        fields = {"who": who, "units": _units(data.get("as", []), t), "card": card_name(data.get("card"), t)}
        if data.get("market"):
            return t.gettext("{who} pays {units} with {card} through the market of {market}.",
                             market=data["market"], **fields)
        return t.gettext("{who} pays {units} with {card}.", **fields)
    if kind == "card_given":
        return t.gettext("{who} gives {card} to {player}.",
                         who=who, card=card_name(data.get("card"), t), player=name(data.get("to")))
    if kind == "project_cancelled":
        return t.gettext("{who} cancels the project.", who=who)
    if kind == "project_built":
        project = word(data.get("project"), t)
        if tid:
            return t.gettext("{who} builds: {project} on {territory}.",
                             who=who, project=project, territory=tid)
        return t.gettext("{who} builds: {project}.", who=who, project=project)
    if kind == "hero_move_offered":
        return t.gettext("{who} may move the {hero} to {territory}.",
                         who=who, hero=word(data.get("hero"), t), territory=tid)
    if kind == "hero_move_declined":
        return t.gettext("{who} leaves the hero where it is.", who=who)
    if kind == "joint_proposed":
        return t.gettext("{who} proposes to build a {work} on {territory} together.",
                         who=who, work=word(data.get("work"), t), territory=tid)
    if kind == "card_offered":
        return t.gettext("{who} offers {card}.", who=who, card=card_name(data.get("card"), t))
    if kind == "offers_done":
        return t.gettext("{who} offers nothing more.", who=who)
    if kind == "joint_abandoned":
        return t.gettext("{who} gives up the joint work.", who=who)
    if kind == "favour_granted":
        return t.gettext("{who} lets {player} build once.", who=who, player=name(data.get("to")))
    if kind == "favour_started":
        return t.gettext("{who} uses the favour.", who=who)
    if kind == "favour_declined":
        return t.gettext("{who} builds nothing.", who=who)
    if kind == "turn_ended":
        return t.gettext("{who} ends the turn.", who=who)
    if kind == "victory_declared":
        return t.gettext("{who} declares victory! The others build one last time.", who=who)
    if kind == "building_finished":
        return t.gettext("{who} finishes building.", who=who)
    if kind == "game_stopped":
        return t.ngettext(
            "The game stops after {n} turn: a whole round passed without anything built (safety limit). "
            "Players are ranked by their points.",
            "The game stops after {n} turns: a whole round passed without anything built (safety limit). "
            "Players are ranked by their points.",
            data.get("turns"))
    return f"{who}: {kind}"


def refusal_words(code: str, params: dict[str, Any], locale: str) -> dict[str, str]:
    """The words of a refusal in ``locale``'s language, by placeholder
    (``games.rulesets.i18n.refusal``): the placeholders that hold one of the game's keys (a
    resource, a building or work: "cattle", "road") as ``word`` says them ("bétail", "route");
    its ``params`` keep the keys."""
    return {
        name: word(value, locale)
        for name, value in params.items()
        if name in ("project", "first", "second", "resource", "unit")
    }
