"""Short texts for move buttons and the game log, in English ("en") and French ("fr").

Events reach ``describe_event`` already redacted, so nothing here can reveal hidden cards.
"""

from __future__ import annotations

from typing import Any

from games.rulesets.knarr import components as C

COLOUR_NAMES = {
    "en": {"red": "red", "yellow": "yellow", "green": "green", "blue": "blue", "purple": "purple"},
    "fr": {"red": "rouge", "yellow": "jaune", "green": "vert", "blue": "bleu", "purple": "mauve"},
}
GAIN_NAMES = {
    "en": {
        "vp": "VP",
        "bracelet": "silver bracelet",
        "recruit": "recruit",
        "reputation": "reputation",
        "card": "Viking from the deck",
    },
    "fr": {
        "vp": "PV",
        "bracelet": "bracelet en argent",
        "recruit": "recrue",
        "reputation": "renommée",
        "card": "Viking de la pioche",
    },
}
# Plurals, for counts above 1 ("2 silver bracelets", "2 bracelets en argent").
GAIN_PLURALS = {
    "en": {
        "vp": "VP",
        "bracelet": "silver bracelets",
        "recruit": "recruits",
        "reputation": "reputation",
        "card": "Vikings from the deck",
    },
    "fr": {
        "vp": "PV",
        "bracelet": "bracelets en argent",
        "recruit": "recrues",
        "reputation": "renommée",
        "card": "Vikings de la pioche",
    },
}
# The columns a trade of 1, 2 or 3 bracelets pays for.
TRADE_COLUMNS = {
    "en": {1: "column 1", 2: "columns 1 and 2", 3: "columns 1 to 3"},
    "fr": {1: "la colonne 1", 2: "les colonnes 1 et 2", 3: "les colonnes 1 à 3"},
}


def _lang(locale: str) -> str:
    return "fr" if str(locale).lower().startswith("fr") else "en"


def viking(number: Any, lang: str) -> str:
    if not isinstance(number, int) or isinstance(number, bool) or not 0 <= number < len(C.VIKINGS):
        return "?"
    data = C.VIKINGS[number]
    colour = COLOUR_NAMES[lang][data["colour"]]
    gain = GAIN_NAMES[lang][data["gain"]]
    return f"the {colour} Viking ({gain})" if lang == "en" else f"le Viking {colour} ({gain})"


def slot_name(slot: Any, lang: str) -> str:
    colour = COLOUR_NAMES[lang].get(slot, "?") if isinstance(slot, str) else "?"
    return f"the {colour} slot" if lang == "en" else f"l'emplacement {colour}"


def destination(number: Any) -> str:
    data = C.DESTINATIONS.get(number) if isinstance(number, int) else None
    return data["label"] if data else "?"


def cost(number: Any, lang: str) -> str:
    data = C.DESTINATIONS.get(number) if isinstance(number, int) else None
    if not data:
        return "?"
    spec = data["cost"]
    if spec["kind"] == "different":
        return (
            f"{spec['count']} different colours" if lang == "en" else f"{spec['count']} couleurs différentes"
        )
    if spec["kind"] == "same":
        return f"{spec['count']} of one colour" if lang == "en" else f"{spec['count']} d'une même couleur"
    parts = [f"{count} {COLOUR_NAMES[lang][colour]}" for colour, count in spec["colours"].items()]
    return " + ".join(parts)


def gains(values: dict[str, int], lang: str) -> str:
    if not values:
        return "nothing" if lang == "en" else "rien"
    return ", ".join(
        f"{count} {(GAIN_PLURALS if count > 1 else GAIN_NAMES)[lang][gain]}"
        for gain, count in values.items()
        if gain in GAIN_NAMES[lang]
    )


def bracelets(count: Any, lang: str) -> str:
    """ "2 bracelets" / "1 bracelet" (the same word in both languages)."""
    return f"{count} bracelet" if count == 1 else f"{count} bracelets"


def trade_columns(count: Any, lang: str) -> str:
    return TRADE_COLUMNS[lang].get(count, "?") if isinstance(count, int) else "?"


def trade_note(now: dict[str, int], cheaper: dict[str, int], count: int, locale: str) -> str:
    """What a trade of ``count`` bracelets gains now (``now``), beside a trade of one fewer
    (``cheaper``; empty for a trade of 1): the note under its button and in the email."""
    lang = _lang(locale)
    if not now:
        return "gains nothing now" if lang == "en" else "ne rapporte rien maintenant"
    if now == cheaper:
        fewer = bracelets(count - 1, lang)
        return (f"gains no more than trading {fewer}" if lang == "en"
                else f"ne rapporte pas plus que commercer avec {fewer}")
    return f"gains {gains(now, lang)}" if lang == "en" else f"rapporte {gains(now, lang)}"


def artifact(name: Any, lang: str) -> str:
    return C.ARTIFACT_NAMES.get(name, {}).get(lang, "?") if isinstance(name, str) else "?"


def describe_move(move: dict[str, Any], locale: str = "en") -> str:
    lang = _lang(locale)
    kind = move.get("type") if isinstance(move, dict) else None
    en = lang == "en"
    if kind == "trade":
        n = move.get("bracelets")
        return (
            f"Trade: spend {bracelets(n, lang)} for the gains of {trade_columns(n, lang)}"
            if en
            else f"Commercer : dépenser {bracelets(n, lang)} pour les gains de {trade_columns(n, lang)}"
        )
    if kind == "recruit":
        return (
            f"Recruit {viking(move.get('card'), lang)}"
            if en
            else f"Recruter {viking(move.get('card'), lang)}"
        )
    if kind == "explore":
        d = move.get("destination")
        return (
            f"Explore {destination(d)} (cost: {cost(d, lang)})"
            if en
            else f"Explorer {destination(d)} (coût : {cost(d, lang)})"
        )
    if kind == "take":
        return (
            f"Take the Viking on {slot_name(move.get('slot'), lang)}"
            if en
            else f"Prendre le Viking de {slot_name(move.get('slot'), lang)}"
        )
    if kind == "pay":
        return (
            f"Pay with {viking(move.get('card'), lang)}"
            if en
            else f"Payer avec {viking(move.get('card'), lang)}"
        )
    if kind == "pay_recruit":
        return "Pay with a recruit token" if en else "Payer avec un jeton de recrutement"
    if kind == "end_turn":
        return "End the turn without trading" if en else "Finir le tour sans commercer"
    if kind == "skip":
        return "Skip the artifact's bonus" if en else "Renoncer au bonus de l'artefact"
    if kind == "reserve":
        d = move.get("destination")
        return f"Reserve destination {destination(d)}" if en else f"Réserver la destination {destination(d)}"
    if kind == "discard_board":
        s = slot_name(move.get("slot"), lang)
        return (
            f"Discard the Viking on {s} and replace it"
            if en
            else f"Défausser le Viking de {s} et le remplacer"
        )
    if kind == "discard_viking":
        return (
            f"Discard {viking(move.get('card'), lang)} from your crew"
            if en
            else f"Défausser {viking(move.get('card'), lang)} de votre équipage"
        )
    return str(kind)


def _effect(effect: dict[str, Any], lang: str) -> str:
    name = artifact(effect.get("artifact"), lang)
    if "gains" in effect:
        return (
            f"{name}: +{gains(effect['gains'], lang)}"
            if lang == "en"
            else f"{name} : +{gains(effect['gains'], lang)}"
        )
    offer = effect.get("offer")
    offers = {
        "en": {
            "reserve": "may reserve a destination",
            "discard_board": "may replace a board Viking",
            "explore": "may explore again",
            "recruit": "may recruit again",
        },
        "fr": {
            "reserve": "peut réserver une destination",
            "discard_board": "peut remplacer un Viking du plateau",
            "explore": "peut explorer à nouveau",
            "recruit": "peut recruter à nouveau",
        },
    }
    return (
        f"{name}: {offers[lang].get(offer, '?')}"
        if lang == "en"
        else f"{name} : {offers[lang].get(offer, '?')}"
    )


def describe_event(event: dict[str, Any], names: list[str], locale: str = "en") -> str:
    lang = _lang(locale)
    en = lang == "en"
    kind = event.get("type")
    data = event.get("data", {})
    seat = event.get("seat")
    who = (
        names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else ("The game" if en else "Le jeu")
    )
    if kind == "game_set_up":
        first = names[data["first"]] if 0 <= data.get("first", -1) < len(names) else "?"
        side = {"normal": ("normal", "normale"), "advanced": ("advanced", "avancée")}.get(
            data.get("ship_side"), ("?", "?")
        )
        arts = ", ".join(artifact(a, lang) for a in data.get("artifacts", [])) or ("none" if en else "aucun")
        if en:
            return f"The game is set up: ships on the {side[0]} side, artifacts: {arts}. {first} plays first."
        return f"La partie est installée : navires face {side[1]}, artefacts : {arts}. {first} commence."
    if kind == "turn_started":
        vp = data.get("fame_vp", 0)
        if en:
            return f"{who}'s turn: fame scores {vp} VP (reputation {data.get('reputation', 0)})."
        return f"Tour de {who} : la renommée rapporte {vp} PV (renommée {data.get('reputation', 0)})."
    if kind == "traded":
        n = data.get("bracelets")
        got = gains(data.get("gains", {}), lang)
        if en:
            return f"{who} trades {bracelets(n, lang)} ({trade_columns(n, lang)}) and gains {got}."
        return f"{who} commerce avec {bracelets(n, lang)} ({trade_columns(n, lang)}) et gagne {got}."
    if kind == "trade_declined":
        return f"{who} ends the turn without trading." if en else f"{who} finit son tour sans commercer."
    if kind == "viking_recruited":
        text = (
            f"{who} recruits {viking(data.get('card'), lang)} and gains {gains(data.get('gains', {}), lang)}."
            if en
            else f"{who} recrute {viking(data.get('card'), lang)} et gagne {gains(data.get('gains', {}), lang)}."
        )
        if data.get("free_any"):
            text += (
                " Cauldron: any board Viking may be taken for free."
                if en
                else " Chaudron : n'importe quel Viking du plateau peut être pris gratuitement."
            )
        return text
    if kind == "board_card_taken":
        if data.get("slot") is None:
            return (
                f"{who} finds no Viking on the board to take."
                if en
                else f"{who} ne trouve aucun Viking à prendre sur le plateau."
            )
        spent = (
            (" for a recruit token" if en else " contre un jeton de recrutement")
            if data.get("recruit_spent")
            else ""
        )
        if en:
            return f"{who} takes {viking(data.get('card'), lang)} from {slot_name(data.get('slot'), lang)}{spent}."
        return f"{who} prend {viking(data.get('card'), lang)} de {slot_name(data.get('slot'), lang)}{spent}."
    if kind == "explore_chosen":
        d = destination(data.get("destination"))
        return f"{who} explores {d} and starts paying." if en else f"{who} explore {d} et commence à payer."
    if kind == "payment_card":
        return (
            f"{who} pays with {viking(data.get('card'), lang)}."
            if en
            else f"{who} paie avec {viking(data.get('card'), lang)}."
        )
    if kind == "payment_recruit":
        return f"{who} pays with a recruit token." if en else f"{who} paie avec un jeton de recrutement."
    if kind == "destination_explored":
        d = destination(data.get("destination"))
        if en:
            return f"{who} places {d} above the ship and gains {gains(data.get('gains', {}), lang)}."
        return f"{who} place {d} au-dessus de son navire et gagne {gains(data.get('gains', {}), lang)}."
    if kind in ("action_completed", "artifacts_triggered"):
        effects = [_effect(e, lang) for e in data.get("effects", [])]
        if kind == "action_completed":
            base = f"{who} completes the action." if en else f"{who} termine son action."
        else:
            base = f"End of {who}'s turn:" if en else f"Fin du tour de {who} :"
        return " ".join([base, *(effect + "." for effect in effects)])
    if kind == "offer_skipped":
        name = artifact(data.get("artifact"), lang)
        return f"{who} does not use the {name}." if en else f"{who} n'utilise pas l'artefact {name}."
    if kind == "destination_reserved":
        d = destination(data.get("destination"))
        return f"{who} reserves {d} (Golden Bracelet)." if en else f"{who} réserve {d} (Bracelet en or)."
    if kind == "board_card_discarded":
        s = slot_name(data.get("slot"), lang)
        if en:
            return f"{who} discards {viking(data.get('card'), lang)} from {s} (Mead Cup)."
        return f"{who} défausse {viking(data.get('card'), lang)} de {s} (Coupe d'hydromel)."
    if kind == "deck_reshuffled":
        return (
            "The discard pile is shuffled into a new Viking deck."
            if en
            else "La défausse est mélangée pour former une nouvelle pioche."
        )
    if kind == "viking_drawn":
        target = data.get("target", {})
        if target.get("to") == "board":
            s = slot_name(target.get("slot"), lang)
            drawn = viking(data.get("card"), lang)
            drawn = drawn[:1].upper() + drawn[1:]
            return f"{drawn} is drawn onto {s}." if en else f"{drawn} est tiré sur {s}."
        if en:
            return f"{who} draws {viking(data.get('card'), lang)} into the crew."
        return f"{who} pioche {viking(data.get('card'), lang)} dans son équipage."
    if kind == "draw_abandoned":
        return "No Viking is left anywhere to draw." if en else "Il ne reste aucun Viking à piocher."
    if kind == "deck_exhausted":
        listed = [names[s] for s in data.get("seats", []) if isinstance(s, int) and 0 <= s < len(names)]
        seats = ", ".join(listed)
        if en:
            return f"The deck and the discard pile are empty: {seats} must discard a crew Viking."
        if len(listed) > 1:
            return f"La pioche et la défausse sont vides : {seats} doivent chacun défausser un Viking de leur équipage."
        return f"La pioche et la défausse sont vides : {seats} doit défausser un Viking de son équipage."
    if kind == "viking_discarded":
        return (
            f"{who} discards {viking(data.get('card'), lang)} from the crew."
            if en
            else f"{who} défausse {viking(data.get('card'), lang)} de son équipage."
        )
    if kind == "turn_ended":
        return f"{who}'s turn ends." if en else f"Fin du tour de {who}."
    if kind == "game_ended":
        unit = "VP" if en else "PV"
        scores = ", ".join(
            f"{names[i] if i < len(names) else i} {s} {unit}" for i, s in enumerate(data.get("scores", []))
        )
        return f"The game is over: {scores}." if en else f"La partie est terminée : {scores}."
    return f"{who}: {str(kind).replace('_', ' ')}"
