"""Short English and French texts for move buttons and the game log."""

from __future__ import annotations

from typing import Any

from games.rulesets.greenland import components as C

RANKS = {
    "en": ["", "Chief", "Shaman/Bishop", "Artisan", "Warchief", "Tracker/Acolyte", "Mariner"],
    "fr": ["", "Chef", "Chaman/Évêque", "Artisan", "Chef de guerre", "Pisteur/Acolyte", "Marinier"],
}


PURPOSES = {
    "en": {
        "hunt": "hunting roll",
        "reroll": "re-roll",
        "elder_death": "elder death roll (one die per tribe)",
        "banish": "martyr roll (banish)",
        "proselytise": "martyr roll (proselytise)",
    },
    "fr": {
        "hunt": "lancer de chasse",
        "reroll": "relance",
        "elder_death": "décès des Anciens (un dé par tribu)",
        "banish": "lancer du martyr (bannissement)",
        "proselytise": "lancer du martyr (prosélytisme)",
    },
}


def _card(card: str, locale: str) -> str:
    return C.card_name(card, locale)


def describe_move(move: dict[str, Any], locale: str = "en", names: list[str] | None = None) -> str:
    fr = locale == "fr"
    kind = move.get("type", "?")

    def seat_name(s):
        return (
            names[s]
            if names and isinstance(s, int) and s < len(names)
            else (f"joueur {s + 1}" if fr else f"player {s + 1}")
            if isinstance(s, int)
            else "?"
        )

    def rank(r):
        return RANKS["fr" if fr else "en"][r] if isinstance(r, int) and 1 <= r <= 6 else "?"

    alpha = move.get("alpha")
    cube = ("l'Alpha" if fr else "the alpha") if alpha else ("un chasseur" if fr else "a hunter")
    if kind == "place":
        card = _card(str(move.get("card")), locale)
        return f"Placer {cube} sur {card}" if fr else f"Place {cube} on {card}"
    if kind == "promote":
        return (
            f"Promouvoir {cube} au rang {move.get('rank')} ({rank(move.get('rank'))}), 1 énergie"
            if fr
            else f"Promote {cube} to rank {move.get('rank')} ({rank(move.get('rank'))}), 1 energy"
        )
    if kind == "recall_elder":
        return (
            f"Rappeler un Ancien de rang {move.get('rank')}"
            if fr
            else f"Bring back an elder of rank {move.get('rank')}"
        )
    if kind == "end_assignment":
        return "Terminer l'affectation" if fr else "Finish assigning"
    if kind == "war_council":
        return (
            f"Premier joueur : {seat_name(move.get('first'))}"
            if fr
            else f"First player: {seat_name(move.get('first'))}"
        )
    if kind == "decimation":
        elder = move.get("elder")
        where = (
            (f"l'Ancien de rang {elder[1]}" if fr else f"the rank {elder[1]} elder")
            if elder
            else ("aucun Ancien" if fr else "no elder")
        )
        dies = (" et l'Alpha" if fr else " and the alpha") if move.get("alpha_dies") else ""
        return f"Décimation : perdre {where}{dies}" if fr else f"Decimation: lose {where}{dies}"
    if kind == "pay_loss":
        how = move.get("with")
        if how == "energy":
            return "Payer une énergie" if fr else "Pay one energy"
        if how == "elder":
            return (
                f"Sacrifier un Ancien de rang {move.get('rank')}"
                if fr
                else f"Sacrifice a rank {move.get('rank')} elder"
            )
        if how == "card":
            return (
                f"Défausser {_card(str(move.get('card')), locale)}"
                if fr
                else f"Discard {_card(str(move.get('card')), locale)}"
            )
        return "Refuser de payer (la chasse échoue)" if fr else "Refuse to pay (the hunt fails)"
    if kind == "sacrifice":
        return (
            f"Sacrifier l'Ancien sur le plateau de {seat_name(move.get('board'))}"
            if fr
            else f"Sacrifice the elder on {seat_name(move.get('board'))}'s board"
        )
    if kind == "discard_hand":
        card = _card(str(move.get("card")), locale)
        return f"Défausser {card} de la main" if fr else f"Discard {card} from your hand"
    if kind in ("degrade", "cash_in"):
        card = _card(str(move.get("card")), locale)
        return f"Défausser {card} pour sa valeur" if fr else f"Discard {card} for its value"
    if kind == "bid":
        return f"Miser {move.get('amount')} ivoire" if fr else f"Bid {move.get('amount')} ivory"
    if kind == "pass":
        return "Passer" if fr else "Pass"
    if kind == "hunt_card":
        card = _card(str(move.get("card")), locale)
        return f"Chasser {card} maintenant" if fr else f"Hunt {card} now"
    if kind == "hunt":
        if alpha:
            return "Chasser avec l'Alpha (vaut 1)" if fr else "Hunt using the alpha (counts as 1)"
        return "Chasser en lançant tous les dés" if fr else "Hunt rolling every die"
    if kind == "reroll":
        return f"Relancer les {move.get('face')}" if fr else f"Re-roll the {move.get('face')}s"
    if kind == "keep_dice":
        return "Garder les dés" if fr else "Keep the dice"
    if kind == "convert":
        faces = ", ".join(str(f) for f in move.get("faces", [])) or ("aucun" if fr else "none")
        return f"Convertir en 1 : {faces}" if fr else f"Count as 1: {faces}"
    if kind == "trophy":
        if move.get("claim"):
            return "Prendre le trophée" if fr else "Claim the trophy"
        return "Laisser la carte" if fr else "Leave the card"
    if kind == "witch_hunt":
        return (
            f"Chasse aux sorcières : Ancien de rang {move.get('rank')}"
            if fr
            else f"Witch hunt: your rank {move.get('rank')} elder"
        )
    if kind == "banish":
        return "Bannissement (lancer du martyr)" if fr else "Banish (martyr roll)"
    if kind == "emissary":
        return (
            f"Envoyer un émissaire chez {seat_name(move.get('target'))}"
            if fr
            else f"Send an emissary to {seat_name(move.get('target'))}"
        )
    if kind == "proselytise":
        return (
            f"Prosélytisme chez {seat_name(move.get('target'))}"
            if fr
            else f"Proselytise {seat_name(move.get('target'))}"
        )
    if kind == "baptism":
        return "Baptême : devenir monothéiste" if fr else "Baptism: become monotheist"
    if kind == "end_actions":
        return "Terminer les actions des Anciens" if fr else "Finish elder actions"
    if kind == "banish_target":
        return (
            f"Bannir un cube de {seat_name(move.get('target', {}).get('seat'))}"
            if fr
            else f"Banish a cube of {seat_name(move.get('target', {}).get('seat'))}"
        )
    return kind.replace("_", " ")


def describe_event(event: dict[str, Any], names: list[str], locale: str = "en") -> str:
    fr = locale == "fr"
    kind, data, seat = event["type"], event.get("data", {}), event.get("seat")
    who = names[seat] if isinstance(seat, int) and seat < len(names) else ("Le jeu" if fr else "Game")
    if kind == "setup":
        tribes = ", ".join(
            f"{names[i] if i < len(names) else i}: {C.TRIBES[t]['name_fr' if fr else 'name']}"
            for i, t in enumerate(data.get("tribes", []))
        )
        return f"Mise en place ({tribes})" if fr else f"Setup ({tribes})"
    if kind == "event_revealed":
        card = _card(data["card"], locale)
        return f"Carte Événement révélée : {card}" if fr else f"Event card revealed: {card}"
    if kind == "biome_drawn":
        card = _card(data["card"], locale)
        return f"Migration : {card} arrive" if fr else f"Migration: {card} arrives"
    if kind == "dice_rolled":
        dice = ", ".join(str(d) for d in data.get("dice", []))
        purpose = PURPOSES["fr" if fr else "en"].get(data.get("purpose"), data.get("purpose"))
        return f"{who} : {purpose} : {dice}" if fr else f"{who}: {purpose}: {dice}"
    move = {"type": kind, **data}
    return (
        f"{who} : {describe_move(move, locale, names)}"
        if fr
        else f"{who}: {describe_move(move, locale, names)}"
    )
