"""Move labels (buttons) and log sentences, in English ("en") and French ("fr").

``describe_event`` receives events already redacted for the reader: a field that was removed
(a hidden card, a sealed vote) is simply not mentioned.
"""

from __future__ import annotations

from typing import Any

from games.rulesets.graenaland.components import RESOURCE_CARDS, SUPPLY_CARDS, card_kind

WORDS = {
    "en": {
        "grain": "grain",
        "cattle": "cattle",
        "wood": "wood",
        "ore": "ore",
        "gold": "gold",
        "village": "village",
        "keep": "keep",
        "church": "church",
        "hall": "hall",
        "army": "army",
        "road": "road",
        "improvement": "terrain improvement",
        "market": "market",
        "palisade": "palisade",
        "warrior": "warrior",
        "priest": "priest",
        "minstrel": "minstrel",
        "W": "west",
        "E": "east",
        "NW": "north-west",
        "NE": "north-east",
        "SW": "south-west",
        "SE": "south-east",
        "WW": "two tiles west",
        "EE": "two tiles east",
        "stay": "stay",
        "up": "face up",
        "down": "face down",
        "plains": "plains",
        "forest": "forest",
        "hills": "hills",
        "mountains": "mountains",
        "placement": "placing villages",
        "vp_choice": "choosing victory-point cards",
        "heroes": "hero plans",
        "distribution": "distribution",
        "claims": "victory claims",
        "building": "building",
        "final_building": "final building",
        "over": "game over",
    },
    "fr": {
        "grain": "grain",
        "cattle": "bétail",
        "wood": "bois",
        "ore": "minerai",
        "gold": "or",
        "village": "village",
        "keep": "donjon",
        "church": "église",
        "hall": "halle",
        "army": "armée",
        "road": "route",
        "improvement": "amélioration de terrain",
        "market": "marché",
        "palisade": "palissade",
        "warrior": "guerrier",
        "priest": "prêtre",
        "minstrel": "ménestrel",
        "W": "ouest",
        "E": "est",
        "NW": "nord-ouest",
        "NE": "nord-est",
        "SW": "sud-ouest",
        "SE": "sud-est",
        "WW": "deux tuiles à l'ouest",
        "EE": "deux tuiles à l'est",
        "stay": "rester",
        "up": "face visible",
        "down": "face cachée",
        "plains": "plaines",
        "forest": "forêt",
        "hills": "collines",
        "mountains": "montagnes",
        "placement": "pose des villages",
        "vp_choice": "choix des cartes points de victoire",
        "heroes": "déplacement des héros",
        "distribution": "répartition",
        "claims": "annonces de victoire",
        "building": "construction",
        "final_building": "construction finale",
        "over": "partie terminée",
    },
}


def _lang(locale: str) -> str:
    return "fr" if str(locale).startswith("fr") else "en"


def _w(word: Any, lang: str) -> str:
    return WORDS[lang].get(str(word), str(word))


def card_name(card: Any, lang: str) -> str:
    if not isinstance(card, str):
        return "?"
    if card in SUPPLY_CARDS:
        first, second = SUPPLY_CARDS[card]
        label = "supply" if lang == "en" else "ravitaillement"
        return f"{label} {_w(first, lang)}/{_w(second, lang)}"
    if card in RESOURCE_CARDS:
        return _w(card_kind(card), lang)
    return card


def _player(seat: Any) -> str:
    """A seat as the game page labels it: P1 for seat 0 (move labels have no player names)."""
    return f"P{seat + 1}" if isinstance(seat, int) and not isinstance(seat, bool) else "?"


def describe_move(move: dict[str, Any], locale: str = "en") -> str:
    lang = _lang(locale)
    en = lang == "en"
    kind = move.get("type")
    tid = move.get("territory")
    if kind == "place_village":
        return f"Place your village on {tid}" if en else f"Poser votre village sur {tid}"
    if kind == "relocate":
        return f"Move your village to {tid}" if en else f"Déplacer votre village vers {tid}"
    if kind == "stay":
        return "Keep your village here" if en else "Garder votre village ici"
    if kind == "choose_vp_card":
        return f"Keep victory-point card {move.get('card')}" if en else f"Garder la carte {move.get('card')}"
    if kind == "plan_hero":
        if move.get("direction") == "stay":
            return "Heroes stay" if en else "Les héros restent"
        hero, direction = _w(move.get("hero"), lang), _w(move.get("direction"), lang)
        return f"Move your {hero} {direction}" if en else f"Déplacer votre {hero} : {direction}"
    if kind == "propose":
        return f"Propose a distribution of {tid}" if en else f"Proposer une répartition de {tid}"
    if kind == "pass":
        return "Make no proposal" if en else "Ne pas faire de proposition"
    if kind == "assign_card":
        return (
            f"Card {move.get('card')} to {_player(move.get('to'))}"
            if en
            else f"Carte {move.get('card')} à {_player(move.get('to'))}"
        )
    if kind == "confirm_proposal":
        return "Put the proposal to the vote" if en else "Soumettre la proposition au vote"
    if kind == "withdraw_proposal":
        return "Start the proposal again" if en else "Recommencer la proposition"
    if kind == "vote":
        if move.get("accept"):
            return "Vote for" if en else "Voter pour"
        return "Vote against" if en else "Voter contre"
    if kind == "no_claim":
        return "Do not claim victory" if en else "Ne pas annoncer la victoire"
    if kind == "claim_victory":
        return (
            f"Claim victory with {move.get('vp')} VP"
            if en
            else f"Annoncer la victoire avec {move.get('vp')} PV"
        )
    if kind == "take_supply":
        card = card_name(move.get("card"), lang)
        return f"Take the {card} card" if en else f"Prendre la carte {card}"
    if kind == "build":
        project = _w(move.get("project"), lang)
        if move.get("project") == "army":
            extra = _w(move.get("variant"), lang)
            return f"Strengthen your army (with {extra})" if en else f"Renforcer votre armée (avec {extra})"
        return f"Build a {project} on {tid}" if en else f"Construire : {project} sur {tid}"
    if kind == "pay":
        units = " + ".join(_w(unit, lang) for unit in move.get("as", []) if isinstance(unit, str))
        card = card_name(move.get("card"), lang)
        if move.get("market"):
            return (
                f"Pay {units} with {card} through the market of {move['market']}"
                if en
                else f"Payer {units} avec {card} par le marché de {move['market']}"
            )
        return f"Pay {units} with {card}" if en else f"Payer {units} avec {card}"
    if kind == "give_card":
        card = card_name(move.get("card"), lang)
        return (
            f"Give {card} to {_player(move.get('to'))}"
            if en
            else f"Donner {card} à {_player(move.get('to'))}"
        )
    if kind == "cancel_project":
        return "Cancel this project" if en else "Annuler ce projet"
    if kind == "move_hero":
        if move.get("accept"):
            return (
                "Move your hero to the new building"
                if en
                else "Déplacer votre héros vers le nouveau bâtiment"
            )
        return "Leave your hero where it is" if en else "Laisser votre héros où il est"
    if kind == "propose_joint":
        work = _w(move.get("work"), lang)
        return f"Propose a joint {work} on {tid}" if en else f"Proposer en commun : {work} sur {tid}"
    if kind == "offer_card":
        card = card_name(move.get("card"), lang)
        return f"Offer {card}" if en else f"Offrir {card}"
    if kind == "done_offering":
        return "Offer nothing more" if en else "Ne plus rien offrir"
    if kind == "build_joint":
        return "Build the joint public work" if en else "Construire la construction publique commune"
    if kind == "abandon_joint":
        return "Give up the joint public work" if en else "Renoncer à la construction commune"
    if kind == "grant_favour":
        return (
            f"Let {_player(move.get('to'))} build once"
            if en
            else f"Laisser {_player(move.get('to'))} construire une fois"
        )
    if kind == "decline_favour":
        return "Build nothing" if en else "Ne rien construire"
    if kind == "end_turn":
        return "End your turn" if en else "Terminer votre tour"
    if kind == "finish_building":
        return "Finish building" if en else "Terminer la construction"
    return str(kind)


def describe_event(event: dict[str, Any], names: list[str], locale: str = "en") -> str:
    lang = _lang(locale)
    en = lang == "en"
    kind = event.get("type")
    data = event.get("data", {})
    seat = event.get("seat")
    who = names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else ("Game" if en else "Jeu")

    def name(other: Any) -> str:
        return names[other] if isinstance(other, int) and 0 <= other < len(names) else str(other)

    tid = data.get("territory")
    if kind == "game_started":
        return (
            f"Grænaland begins with {data.get('players')} players."
            if en
            else f"Grænaland commence avec {data.get('players')} joueurs."
        )
    if kind == "colony_placed":
        extra = (" with the warrior" if en else " avec le guerrier") if data.get("warrior") else ""
        return f"{who} settles on {tid}{extra}." if en else f"{who} s'installe sur {tid}{extra}."
    if kind in ("card_drawn", "start_card_taken"):
        if "card" in data:
            card = card_name(data["card"], lang)
            return f"{who} takes a card: {card}." if en else f"{who} prend une carte : {card}."
        return f"{who} takes a card." if en else f"{who} prend une carte."
    if kind == "start_cards_laid":
        return (
            "Two face-down cards lie by each coast territory."
            if en
            else "Deux cartes face cachée sont posées près de chaque territoire côtier."
        )
    if kind == "village_relocated":
        return (
            f"{who} moves a village from {data.get('from')} to {data.get('to')}."
            if en
            else f"{who} déplace un village de {data.get('from')} vers {data.get('to')}."
        )
    if kind == "relocation_declined":
        return f"{who} stays." if en else f"{who} reste."
    if kind == "placement_ended":
        return "Every village is placed." if en else "Tous les villages sont posés."
    if kind == "vp_cards_dealt":
        return (
            f"{who} receives three victory-point cards."
            if en
            else f"{who} reçoit trois cartes points de victoire."
        )
    if kind == "vp_card_chosen":
        return f"{who} keeps a victory-point card." if en else f"{who} garde une carte points de victoire."
    if kind == "supply_revealed":
        card = card_name(data.get("card"), lang)
        return (
            f"A supply card is turned up: {card}."
            if en
            else f"Une carte ravitaillement est retournée : {card}."
        )
    if kind == "supply_refilled":
        return (
            "The used supply cards are shuffled into a new deck."
            if en
            else "Les cartes ravitaillement utilisées forment une nouvelle pioche."
        )
    if kind == "deck_refilled":
        return (
            f"The {_w(data.get('terrain'), lang)} discards are shuffled into a new deck."
            if en
            else f"La défausse du paquet {_w(data.get('terrain'), lang)} est mélangée en une nouvelle pioche."
        )
    if kind == "turn_started":
        main = name(data.get("main"))
        return (
            f"Turn {data.get('turn')}: {main} is the main player."
            if en
            else f"Tour {data.get('turn')} : {main} est le joueur principal."
        )
    if kind == "card_produced":
        face = data.get("face")
        if face == "down":
            return f"{tid} produces a face-down card." if en else f"{tid} produit une carte face cachée."
        card = card_name(data.get("card"), lang)
        if face == "improvement":
            if data.get("kept"):
                return (
                    f"The improvement of {tid} yields {card}."
                    if en
                    else f"L'amélioration de {tid} produit {card}."
                )
            return (
                f"The improvement of {tid} reveals {card}: discarded."
                if en
                else f"L'amélioration de {tid} révèle {card} : défaussée."
            )
        return f"{tid} produces {card}." if en else f"{tid} produit {card}."
    if kind == "heroes_planning":
        return (
            "Heroes: everyone but the main player plans a move in secret."
            if en
            else "Héros : chacun sauf le joueur principal planifie un déplacement en secret."
        )
    if kind == "hero_planned":
        if "direction" in data:
            direction = _w(data["direction"], lang)
            if not data.get("hero"):
                return f"{who} plans: heroes stay." if en else f"{who} planifie : les héros restent."
            hero = _w(data["hero"], lang)
            return f"{who} plans: {hero} {direction}." if en else f"{who} planifie : {hero} {direction}."
        return f"{who} has planned a move." if en else f"{who} a planifié un déplacement."
    if kind == "heroes_moved":
        parts = []
        for move in data.get("moves", []):
            if move.get("hero") is None:
                continue
            hero = _w(move["hero"], lang)
            if move["to"] == move["from"]:
                parts.append(f"{name(move['seat'])}: {hero} {'cannot move' if en else 'ne peut pas bouger'}")
            else:
                parts.append(f"{name(move['seat'])}: {hero} {move['from']} → {move['to']}")
        body = "; ".join(parts) or ("nobody moves" if en else "personne ne bouge")
        return f"Heroes revealed: {body}." if en else f"Héros révélés : {body}."
    if kind == "hero_entered":
        hero = _w(data.get("hero"), lang)
        return f"{who}'s {hero} enters {tid}." if en else f"Le {hero} de {who} entre sur {tid}."
    if kind == "hero_waiting":
        hero = _w(data.get("hero"), lang)
        return (
            f"{who}'s {hero} will enter {tid} once no other hero of theirs is there."
            if en
            else f"Le {hero} de {who} entrera sur {tid} dès qu'aucun autre de ses héros n'y sera."
        )
    if kind == "distribution_started":
        return "Distribution of resources." if en else "Répartition des ressources."
    if kind == "proposal_started":
        return f"{who} makes a proposal for {tid}." if en else f"{who} fait une proposition pour {tid}."
    if kind == "card_assigned":
        return (
            f"{who}: card {data.get('index')} to {name(data.get('to'))}."
            if en
            else f"{who} : carte {data.get('index')} à {name(data.get('to'))}."
        )
    if kind == "proposal_withdrawn":
        return f"{who} starts the proposal again." if en else f"{who} recommence sa proposition."
    if kind == "proposal_made":
        return (
            f"{who}'s proposal for {tid} is put to the vote."
            if en
            else f"La proposition de {who} pour {tid} est soumise au vote."
        )
    if kind == "proposal_passed":
        return f"{who} makes no proposal." if en else f"{who} ne fait pas de proposition."
    if kind == "vote_cast":
        if "accept" in data:
            word = (
                ("for" if data["accept"] else "against") if en else ("pour" if data["accept"] else "contre")
            )
            return f"{who} votes {word}." if en else f"{who} vote {word}."
        return f"{who} has voted." if en else f"{who} a voté."
    if kind == "votes_revealed":
        result = (
            ("adopted" if data.get("adopted") else "rejected")
            if en
            else ("adoptée" if data.get("adopted") else "rejetée")
        )
        return (
            f"Votes on {tid}: {data.get('yes')} of {data.get('total')} for, proposal {result}."
            if en
            else f"Votes sur {tid} : {data.get('yes')} sur {data.get('total')} pour, proposition {result}."
        )
    if kind == "claim_made":
        if "vp" in data:
            return (
                (f"{who} claims {data['vp']} VP." if data["vp"] else f"{who} does not claim.")
                if en
                else (f"{who} annonce {data['vp']} PV." if data["vp"] else f"{who} n'annonce rien.")
            )
        return f"{who} has answered." if en else f"{who} a répondu."
    if kind == "claims_revealed":
        claimant = data.get("claimant")
        if claimant is None:
            return "Nobody claims victory." if en else "Personne n'annonce la victoire."
        return (
            f"{name(claimant)} claims victory and builds first."
            if en
            else f"{name(claimant)} annonce la victoire et construit en premier."
        )
    if kind == "vp_card_revealed":
        return (
            f"{who} reveals victory-point card {data.get('card')}: {data.get('vp')} VP."
            if en
            else f"{who} révèle la carte {data.get('card')} : {data.get('vp')} PV."
        )
    if kind == "claim_failed":
        claimed = data.get("claimed")
        if claimed is None:
            return (
                f"{who}'s claim fails ({data.get('vp')} VP)."
                if en
                else f"L'annonce de {who} échoue ({data.get('vp')} PV)."
            )
        return (
            f"{who}'s claim fails: {data.get('vp')} VP of the {claimed} announced; the building is undone."
            if en
            else f"L'annonce de {who} échoue : {data.get('vp')} PV sur les {claimed} annoncés ; "
            "la construction est annulée."
        )
    if kind == "supply_taken":
        card = card_name(data.get("card"), lang)
        return (
            f"{who} takes the supply card {card}." if en else f"{who} prend la carte ravitaillement {card}."
        )
    if kind == "project_started":
        project = _w(data.get("project"), lang)
        where = f" ({tid})" if tid else ""
        return f"{who} starts building: {project}{where}." if en else f"{who} commence : {project}{where}."
    if kind == "card_paid":
        units = " + ".join(_w(unit, lang) for unit in data.get("as", []))
        card = card_name(data.get("card"), lang)
        if data.get("market"):
            return (
                f"{who} pays {units} with {card} through the market of {data['market']}."
                if en
                else f"{who} paie {units} avec {card} grâce au marché de {data['market']}."
            )
        return f"{who} pays {units} with {card}." if en else f"{who} paie {units} avec {card}."
    if kind == "card_given":
        card = card_name(data.get("card"), lang)
        return (
            f"{who} gives {card} to {name(data.get('to'))}."
            if en
            else f"{who} donne {card} à {name(data.get('to'))}."
        )
    if kind == "project_cancelled":
        return f"{who} cancels the project." if en else f"{who} annule le projet."
    if kind == "project_built":
        project = _w(data.get("project"), lang)
        where = f" on {tid}" if tid and en else (f" sur {tid}" if tid else "")
        return f"{who} builds: {project}{where}." if en else f"{who} construit : {project}{where}."
    if kind == "hero_move_offered":
        hero = _w(data.get("hero"), lang)
        return f"{who} may move the {hero} to {tid}." if en else f"{who} peut déplacer son {hero} vers {tid}."
    if kind == "hero_move_declined":
        return f"{who} leaves the hero where it is." if en else f"{who} laisse son héros en place."
    if kind == "joint_proposed":
        work = _w(data.get("work"), lang)
        return (
            f"{who} proposes to build a {work} on {tid} together."
            if en
            else f"{who} propose de construire en commun : {work} sur {tid}."
        )
    if kind == "card_offered":
        card = card_name(data.get("card"), lang)
        return f"{who} offers {card}." if en else f"{who} offre {card}."
    if kind == "offers_done":
        return f"{who} offers nothing more." if en else f"{who} n'offre plus rien."
    if kind == "joint_abandoned":
        return f"{who} gives up the joint work." if en else f"{who} renonce à la construction commune."
    if kind == "favour_granted":
        return (
            f"{who} lets {name(data.get('to'))} build once."
            if en
            else f"{who} laisse {name(data.get('to'))} construire une fois."
        )
    if kind == "favour_started":
        return f"{who} uses the favour." if en else f"{who} utilise la faveur."
    if kind == "favour_declined":
        return f"{who} builds nothing." if en else f"{who} ne construit rien."
    if kind == "turn_ended":
        return f"{who} ends the turn." if en else f"{who} termine son tour."
    if kind == "victory_declared":
        return (
            f"{who} declares victory! The others build one last time."
            if en
            else f"{who} annonce sa victoire ! Les autres construisent une dernière fois."
        )
    if kind == "building_finished":
        return f"{who} finishes building." if en else f"{who} termine sa construction."
    if kind == "game_stopped":
        return (
            f"The game stops after {data.get('turns')} turns: a whole round passed without anything "
            "built (safety limit). Players are ranked by their points."
            if en
            else f"La partie s'arrête après {data.get('turns')} tours : un tour de table entier s'est "
            "écoulé sans aucune construction (limite de sécurité). Les joueurs sont classés selon leurs points."
        )
    return f"{who}: {kind}"
