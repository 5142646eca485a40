"""Move labels and log lines name things in plain words, in English and French.

Random games of every rule set (seeded, a few per rule set, a capped number of moves) with the
players named: every legal move's label as its mover sees it (``describe_move`` with the names and
the mover's view) and every log line as each seat and a spectator read it (``describe_event`` of
the event redacted for them). No text may name a player by a seat number ("P1", "player 2"), a
card by its index in a hand ("card 0"), a tile by a code ("MMMMPP"), a place by bare axial
coordinates ("(-2, 2)"), or anything by a program's identifier ("take_open", "sea-ice").
"""

from __future__ import annotations

import re
from random import Random

import pytest

from games.rulesets import presentation_for, registry

NAMES = ["Anne", "Bob", "Dagny", "Ulf", "Eve"]
LANGUAGES = ("en", "fr")
GAMES = 3
# Moves per game, at most: whole games (a Grænaland game is some 3,000 moves), in well under a
# minute per rule set.
MOVES = 4000

# Plain words that the patterns below would take for an identifier or a code (the words these
# games write: a new one joins the list once read and found to be a word).
HYPHENATED = {
    "face-down", "re-roll", "victory-point", "au-dessus",
    "north-west", "north-east", "south-west", "south-east", "nord-ouest", "nord-est", "sud-ouest", "sud-est",
}
CAPITALS = {"UIGO"}

BAD = {
    "a player by a seat letter": re.compile(r"\bP\d\b"),
    "a player by a seat number": re.compile(r"\b(?:player|joueur|joueuse|seat|siège|place) \d", re.I),
    "a card by its index": re.compile(r"\b(?:card|carte) #?\d", re.I),
    "a number for a name": re.compile(r"#\d|\bn° ?\d|\bno\. ?\d", re.I),
    "bare coordinates": re.compile(r"\(-?\d+, ?-?\d+\)"),
    "a rotation index": re.compile(r"\b(?:rotation|orientation) \d", re.I),
    "a player list by number": re.compile(r"\b\d(?:/\d)+\b"),
}
CODE = re.compile(r"\b[A-Z]{4,}\b")
IDENTIFIER = re.compile(r"\b[a-zà-ÿ]+(?:[_-][a-zà-ÿ0-9]+)+\b")
UNDERSCORE = re.compile(r"\w_\w")


def problems(text: str) -> list[str]:
    """What in ``text`` names a thing by an index, a seat number or a code."""
    found = [f"{what}: {match.group(0)!r}" for what, pattern in BAD.items() if (match := pattern.search(text))]
    found += [f"a code: {code!r}" for code in CODE.findall(text) if code not in CAPITALS]
    found += [f"an identifier: {word!r}" for word in IDENTIFIER.findall(text) if word.lower() not in HYPHENATED]
    if UNDERSCORE.search(text):
        found.append(f"an underscore: {UNDERSCORE.search(text).group(0)!r}")
    return found


def every_option(rules, players: int) -> dict:
    """``rules``' boolean options all on, but for those the rule set refuses at ``players``."""
    options: dict = {}
    for name, prop in rules.options_schema.get("properties", {}).items():
        if prop.get("type") != "boolean":
            continue
        try:
            rules.resolve_options(players, {**options, name: True})
        except Exception:  # an option this player count refuses (InvalidSetup)
            continue
        options[name] = True
    return rules.resolve_options(players, options)


def texts_of_games(ruleset_id: str, players: int, seed: int, options: dict):
    """(where, text) of every label and log line of one random game, in both languages."""
    rules = registry().get(ruleset_id)
    presentation = presentation_for(ruleset_id)
    names = NAMES[:players]
    chooser = Random(seed)
    opening = rules.setup(players, options, Random(seed))
    state = None
    events = list(opening)
    for event in opening:
        state = rules.evolve(state, event)
    played = 0
    limit = MOVES
    while True:
        for event in events:
            for reader in [*range(players), None]:
                redacted = rules.redact(event, reader)
                if redacted is None:
                    continue
                for lang in LANGUAGES:
                    yield f"event {event['type']} ({lang})", presentation.describe_event(redacted, names, lang)
        if rules.outcome(state) is not None or played >= limit:
            return
        seat = chooser.choice(rules.to_move(state))
        view = rules.view(state, seat)
        moves = rules.legal_moves(state, seat)
        for move in moves:
            for lang in LANGUAGES:
                yield f"move {move} ({lang})", presentation.describe_move(move, lang, names=names, view=view)
        move = chooser.choice(moves)
        events = rules.decide(state, seat, move, Random(chooser.getrandbits(64)))
        for event in events:
            state = rules.evolve(state, event)
        played += 1


def _cases():
    for rules in registry():
        counts = range(rules.min_players, rules.max_players + 1)
        for game in range(GAMES):
            players = list(counts)[game % len(counts)]
            every = game % 2 == 1  # every other game with every option on
            yield pytest.param(rules.id, players, 1000 + game, every,
                               id=f"{rules.id}-{players}p-{game}{'-options' if every else ''}")


@pytest.mark.parametrize(("ruleset_id", "players", "seed", "every"), list(_cases()))
def test_labels_and_log_lines_name_things_in_plain_words(ruleset_id, players, seed, every):
    rules = registry().get(ruleset_id)
    options = every_option(rules, players) if every else rules.resolve_options(players, {})
    bad: dict[str, str] = {}
    for where, text in texts_of_games(ruleset_id, players, seed, options):
        found = problems(text)
        if found and text not in bad:
            bad[text] = f"{where}: {found}"
    assert not bad, "\n".join(f"{text!r} <- {why}" for text, why in list(bad.items())[:40])


@pytest.mark.parametrize(("text", "expected"), [
    ("Card 0 to P1", True),
    ("First player: player 2", True),
    ("Take tile MMMMPP from the open display", True),
    ("Place the tile at (-2, 2)", True),
    ("Bob plays take_open", True),
    ("Keep victory-point card vp-13", True),
    ("Accept offer #1", True),
    ("Refuser l'offre n° 2", True),
    ("Premier joueur\u00a0: joueur 2", True),
    ("Place the tile on L9, turned 60° clockwise", False),
    ("Move your warrior north-west", False),
    ("Your Ore card to Bob", False),
    ("Anne commence.", False),
    ("Trade 3 ivory for 2 wood", False),
    ("UIGO! for 3 players, 8 rounds.", False),
])
def test_the_check_tells_codes_from_words(text, expected):
    assert bool(problems(text)) is expected
