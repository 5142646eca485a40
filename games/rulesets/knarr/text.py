"""Knarr's texts for move buttons, move notes and the game log, from its message catalogue (the
``knarr`` domain, ``locale/<lang>/LC_MESSAGES/knarr.po``; ``games.rulesets.i18n``): English is the
source, every other language a translation. ``render`` names colours, gains and artifacts through
the functions here.

Events reach ``describe_event`` already redacted, so nothing here can reveal hidden cards.
"""

from __future__ import annotations

from typing import Any

from games.rulesets.i18n import Catalogue, Texts
from games.rulesets.knarr import components as C
from games.rulesets.page_style import of_player_fr

TEXTS = Catalogue("knarr")


def texts(locale: str) -> Texts:
    return TEXTS.bind(locale)


def colour_name(colour: Any, t: Texts, default: str = "?") -> str:
    """A Viking colour's name ("red", "rouge"); ``default`` for anything else."""
    names = {
        "red": t.pgettext("colour", "red"),
        "yellow": t.pgettext("colour", "yellow"),
        "green": t.pgettext("colour", "green"),
        "blue": t.pgettext("colour", "blue"),
        "purple": t.pgettext("colour", "purple"),
    }
    return names.get(colour, default) if isinstance(colour, str) else default


def gain_name(gain: Any, t: Texts, default: str = "?") -> str:
    """A gain's name, as a Viking card or a trade column shows it ("VP", "silver bracelet")."""
    names = {
        "vp": t.pgettext("gain", "VP"),
        "bracelet": t.pgettext("gain", "silver bracelet"),
        "recruit": t.pgettext("gain", "recruit"),
        "reputation": t.pgettext("gain", "fame"),
        "card": t.pgettext("gain", "Viking from the deck"),
    }
    return names.get(gain, default) if isinstance(gain, str) else default


def gain_count(gain: str, count: int, t: Texts) -> str | None:
    """``count`` of a gain ("2 silver bracelets", "1 recrue"); ``None`` for an unknown gain."""
    if gain == "vp":
        return t.ngettext("{n} VP", "{n} VP", count)
    if gain == "bracelet":
        return t.ngettext("{n} silver bracelet", "{n} silver bracelets", count)
    if gain == "recruit":
        return t.ngettext("{n} recruit", "{n} recruits", count)
    if gain == "reputation":
        return t.ngettext("{n} fame", "{n} fame", count)
    if gain == "card":
        return t.ngettext("{n} Viking from the deck", "{n} Vikings from the deck", count)
    return None


def whose(name: str, t: Texts) -> str:
    """A player's name made possessive, to put before a thing in English ("Bob's turn") and after
    it in French ("tour de Bob", "tour d'Anne"): French elision before a name is grammar that a
    catalogue cannot hold (``page_style.of_player_fr``); other languages read "{name}'s"."""
    if t.lang == "fr":
        return "".join(of_player_fr(name))
    # Translators: whose a thing is, before it ("{whose} turn"); French does not read it (its
    # "de"/"d'" is grammar, above), copy it as it is.
    return t.gettext("{name}'s", name=name)


def _t(lang: str | Texts) -> Texts:
    return lang if isinstance(lang, Texts) else texts(lang)


def viking(number: Any, lang: str | Texts) -> str:
    if not isinstance(number, int) or isinstance(number, bool) or not 0 <= number < len(C.VIKINGS):
        return "?"
    t = _t(lang)
    data = C.VIKINGS[number]
    return t.gettext("the {colour} Viking ({gain})",
                     colour=colour_name(data["colour"], t), gain=gain_name(data["gain"], t))


def slot_name(slot: Any, lang: str | Texts) -> str:
    t = _t(lang)
    return t.gettext("the {colour} slot", colour=colour_name(slot, t))


def destination(number: Any) -> str:
    data = C.DESTINATIONS.get(number) if isinstance(number, int) else None
    return data["label"] if data else "?"


def cost(number: Any, lang: str | Texts) -> str:
    data = C.DESTINATIONS.get(number) if isinstance(number, int) else None
    if not data:
        return "?"
    t = _t(lang)
    spec = data["cost"]
    if spec["kind"] == "different":
        return t.ngettext("{n} different colour", "{n} different colours", spec["count"])
    if spec["kind"] == "same":
        return t.ngettext("{n} of one colour", "{n} of one colour", spec["count"])
    return " + ".join(f"{count} {colour_name(colour, t)}" for colour, count in spec["colours"].items())


def gains(values: dict[str, int], lang: str | Texts) -> str:
    t = _t(lang)
    if not values:
        return t.gettext("nothing")
    counted = (gain_count(gain, count, t) for gain, count in values.items())
    return ", ".join(text for text in counted if text is not None)


def bracelets(count: Any, lang: str | Texts) -> str:
    """ "2 bracelets" / "1 bracelet"."""
    if not isinstance(count, int):
        return "?"
    return _t(lang).ngettext("{n} bracelet", "{n} bracelets", count)


def trade_columns(count: Any, lang: str | Texts) -> str:
    """The columns a trade of 1, 2 or 3 bracelets pays for."""
    t = _t(lang)
    columns = {
        1: t.gettext("column 1"),
        2: t.gettext("columns 1 and 2"),
        3: t.gettext("columns 1 to 3"),
    }
    return columns.get(count, "?") if isinstance(count, int) else "?"


def trade_note(now: dict[str, int], cheaper: dict[str, int], count: int, locale: str) -> str:
    """What a trade of ``count`` bracelets gains now (``now``), beside a trade of one fewer
    (``cheaper``; empty for a trade of 1): the note under its button and in the email."""
    t = texts(locale)
    if not now:
        return t.gettext("gains nothing now")
    if now == cheaper:
        return t.gettext("gains no more than trading {bracelets}", bracelets=bracelets(count - 1, t))
    return t.gettext("gains {gains}", gains=gains(now, t))


def artifact(name: Any, lang: str | Texts) -> str:
    t = _t(lang)
    names = {
        "mead_cup": t.pgettext("artifact", "Mead Cup"),
        "silver_coins": t.pgettext("artifact", "Silver Coins"),
        "cauldron": t.pgettext("artifact", "Cauldron"),
        "golden_bracelet": t.pgettext("artifact", "Golden Bracelet"),
        "helmet": t.pgettext("artifact", "Helmet"),
        "amulet": t.pgettext("artifact", "Amulet"),
        "weathervane": t.pgettext("artifact", "Weathervane"),
    }
    return names.get(name, "?") if isinstance(name, str) else "?"


def describe_move(
    move: dict[str, Any], locale: str = "en", names: list[str] | None = None, view: dict[str, Any] | None = None
) -> str:
    """A move's label in ``locale``; it needs neither ``names`` nor ``view`` (a card, a destination or a trade names itself)."""
    t = texts(locale)
    kind = move.get("type") if isinstance(move, dict) else None
    if kind == "trade":
        n = move.get("bracelets")
        return t.gettext("Trade: spend {bracelets} for the gains of {columns}",
                         bracelets=bracelets(n, t), columns=trade_columns(n, t))
    if kind == "recruit":
        return t.gettext("Recruit {viking}", viking=viking(move.get("card"), t))
    if kind == "explore":
        d = move.get("destination")
        return t.gettext("Explore {destination} (cost: {cost})", destination=destination(d), cost=cost(d, t))
    if kind == "take":
        return t.gettext("Take the Viking on {slot}", slot=slot_name(move.get("slot"), t))
    if kind == "pay":
        return t.gettext("Pay with {viking}", viking=viking(move.get("card"), t))
    if kind == "pay_recruit":
        return t.gettext("Pay with a recruit token")
    if kind == "end_turn":
        return t.gettext("End the turn without trading")
    if kind == "skip":
        return t.gettext("Skip the artifact's bonus")
    if kind == "reserve":
        return t.gettext("Reserve destination {destination}", destination=destination(move.get("destination")))
    if kind == "discard_board":
        return t.gettext("Discard the Viking on {slot} and replace it", slot=slot_name(move.get("slot"), t))
    if kind == "discard_viking":
        return t.gettext("Discard {viking} from your crew", viking=viking(move.get("card"), t))
    return str(kind)


def offer(name: Any, t: Texts) -> str:
    """What an artifact's offer lets its player do ("may explore again")."""
    offers = {
        "reserve": t.gettext("may reserve a destination"),
        "discard_board": t.gettext("may replace a board Viking"),
        "explore": t.gettext("may explore again"),
        "recruit": t.gettext("may recruit again"),
    }
    return offers.get(name, "?")


def _effect(effect: dict[str, Any], t: Texts) -> str:
    name = artifact(effect.get("artifact"), t)
    what = "+" + gains(effect["gains"], t) if "gains" in effect else offer(effect.get("offer"), t)
    return t.gettext("{artifact}: {effect}", artifact=name, effect=what)


def describe_event(event: dict[str, Any], names: list[str], locale: str = "en") -> str:
    t = texts(locale)
    kind = event.get("type")
    data = event.get("data", {})
    seat = event.get("seat")
    who = names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else t.gettext("The game")
    if kind == "game_set_up":
        first = names[data["first"]] if 0 <= data.get("first", -1) < len(names) else "?"
        sides = {"normal": t.pgettext("ship side", "normal"), "advanced": t.pgettext("ship side", "advanced")}
        arts = ", ".join(artifact(a, t) for a in data.get("artifacts", [])) or t.pgettext("artifacts", "none")
        return t.gettext("The game is set up: ships on the {side} side, artifacts: {artifacts}. "
                         "{first} plays first.",
                         side=sides.get(data.get("ship_side"), "?"), artifacts=arts, first=first)
    if kind == "turn_started":
        # Translators: {whose} is the player's name made possessive: "Bob's", "de Bob", "d'Anne".
        return t.gettext("{whose} turn: fame {reputation} scores {vp} VP.",
                         whose=whose(who, t), vp=data.get("fame_vp", 0), reputation=data.get("reputation", 0))
    if kind == "traded":
        n, got = data.get("bracelets"), data.get("gains", {})
        paid = {"who": who, "bracelets": bracelets(n, t), "columns": trade_columns(n, t)}
        if not got:  # a sentence of its own: French negates the verb ("ne gagne rien")
            return t.gettext("{who} trades {bracelets} ({columns}) and gains nothing.", **paid)
        return t.gettext("{who} trades {bracelets} ({columns}) and gains {gains}.", gains=gains(got, t), **paid)
    if kind == "trade_declined":
        return t.gettext("{who} ends the turn without trading.", who=who)
    if kind == "viking_recruited":
        text = t.gettext("{who} recruits {viking} and gains {gains}.", who=who,
                         viking=viking(data.get("card"), t), gains=gains(data.get("gains", {}), t))
        if data.get("free_any"):
            text += " " + t.gettext("Cauldron: any board Viking may be taken for free.")
        return text
    if kind == "board_card_taken":
        if data.get("slot") is None:
            return t.gettext("{who} finds no Viking on the board to take.", who=who)
        fields = {"who": who, "viking": viking(data.get("card"), t), "slot": slot_name(data.get("slot"), t)}
        if data.get("recruit_spent"):
            return t.gettext("{who} takes {viking} from {slot} for a recruit token.", **fields)
        return t.gettext("{who} takes {viking} from {slot}.", **fields)
    if kind == "explore_chosen":
        return t.gettext("{who} explores {destination} and starts paying.",
                         who=who, destination=destination(data.get("destination")))
    if kind == "payment_card":
        return t.gettext("{who} pays with {viking}.", who=who, viking=viking(data.get("card"), t))
    if kind == "payment_recruit":
        return t.gettext("{who} pays with a recruit token.", who=who)
    if kind == "destination_explored":
        place, got = destination(data.get("destination")), data.get("gains", {})
        if not got:
            return t.gettext("{who} places {destination} above the ship and gains nothing.", who=who,
                             destination=place)
        return t.gettext("{who} places {destination} above the ship and gains {gains}.", who=who,
                         destination=place, gains=gains(got, t))
    if kind in ("action_completed", "artifacts_triggered"):
        effects = [_effect(e, t) for e in data.get("effects", [])]
        if kind == "action_completed":
            base = t.gettext("{who} completes the action.", who=who)
        else:
            # Translators: {whose} is the player's name made possessive: "Bob's", "de Bob", "d'Anne".
            base = t.gettext("End of {whose} turn:", whose=whose(who, t))
        return " ".join([base, *(effect + "." for effect in effects)])
    if kind == "offer_skipped":
        return t.gettext("{who} does not use the {artifact}.", who=who, artifact=artifact(data.get("artifact"), t))
    if kind == "destination_reserved":
        return t.gettext("{who} reserves {destination} (Golden Bracelet).",
                         who=who, destination=destination(data.get("destination")))
    if kind == "board_card_discarded":
        return t.gettext("{who} discards {viking} from {slot} (Mead Cup).", who=who,
                         viking=viking(data.get("card"), t), slot=slot_name(data.get("slot"), t))
    if kind == "deck_reshuffled":
        return t.gettext("The discard pile is shuffled into a new Viking deck.")
    if kind == "viking_drawn":
        target = data.get("target", {})
        if target.get("to") == "board":
            drawn = viking(data.get("card"), t)
            drawn = drawn[:1].upper() + drawn[1:]  # it begins the sentence
            return t.gettext("{viking} is drawn onto {slot}.", viking=drawn, slot=slot_name(target.get("slot"), t))
        return t.gettext("{who} draws {viking} into the crew.", who=who, viking=viking(data.get("card"), t))
    if kind == "draw_abandoned":
        return t.gettext("No Viking is left anywhere to draw.")
    if kind == "deck_exhausted":
        listed = [names[s] for s in data.get("seats", []) if isinstance(s, int) and 0 <= s < len(names)]
        # Translators: the plural is the number of players named in {seats}.
        return t.ngettext("The deck and the discard pile are empty: {seats} must discard a crew Viking.",
                          "The deck and the discard pile are empty: {seats} must discard a crew Viking.",
                          len(listed), seats=", ".join(listed))
    if kind == "viking_discarded":
        return t.gettext("{who} discards {viking} from the crew.", who=who, viking=viking(data.get("card"), t))
    if kind == "turn_ended":
        # Translators: {whose} is the player's name made possessive: "Bob's", "de Bob", "d'Anne".
        return t.gettext("{whose} turn ends.", whose=whose(who, t))
    if kind == "game_ended":
        scores = ", ".join(
            f"{names[i] if i < len(names) else i} {t.ngettext('{n} VP', '{n} VP', s)}"
            for i, s in enumerate(data.get("scores", []))
        )
        return t.gettext("The game is over: {scores}.", scores=scores)
    return f"{who}: {str(kind).replace('_', ' ')}"
