"""The mover's preview (``games.services.preview.for_mover``): what a move does, shown to its
mover before they commit, tells them nothing they would only learn by playing it.

Over positions of random games of every rule set, for every legal move of every seat to move:

- a move whose ``decide`` draws on the rng (a roll, a shuffle, a deal) is never previewed;
- a previewed move's events are the events really playing it appends, so the board the preview
  draws for the mover is the mover's view once it is played;
- a previewed move depends on nothing hidden from the mover: decided in states re-drawn from the
  mover's view alone (``sample_state``), it appends the same events and leaves the mover the same
  view (a card drawn from a secret deck, or put in sight by ``evolve``, would differ);
- takebacks keep their own, stricter test: UIGO!'s placements are previewed but never silent.
"""

from __future__ import annotations

import json
from collections import Counter
from random import Random

import pytest

from games.engine.replay import fold
from games.engine.types import copy_state
from games.rulesets import registry
from games.services import preview
from games.services.preview import shows_hidden
from tests.rulesets.test_sampling import CASES, positions

SAMPLES = 3


class WatchedRandom(Random):
    """Notes whether anything drew from it."""

    used = False

    def random(self) -> float:
        self.used = True
        return super().random()

    def getrandbits(self, k: int) -> int:
        self.used = True
        return super().getrandbits(k)


def plain(value):
    return json.loads(json.dumps(value))


def previews(ruleset_id: str, players: int, options: dict, seed: int) -> Counter:
    """Check every legal move of every position of one random game; the previewed move types."""
    ruleset = registry().get(ruleset_id)
    shown: Counter = Counter()
    for number, state in enumerate(positions(ruleset, players, options, seed)):
        for seat in ruleset.to_move(state):
            for move in ruleset.legal_moves(state, seat):
                before = json.dumps(state, sort_keys=True)
                events = preview.for_mover(ruleset, state, seat, move)
                assert json.dumps(state, sort_keys=True) == before, "the preview changed the state"
                rng = WatchedRandom(seed * 1000 + number)
                played = plain(ruleset.decide(state, seat, move, rng))
                if rng.used:
                    assert events is None, f"{move} draws on chance but was previewed"
                if events is None:
                    continue
                shown[move["type"]] += 1
                assert events == played
                after = ruleset.view(fold(ruleset, played, copy_state(state)), seat)
                assert ruleset.view(preview.mover_state_after(ruleset, state, seat, move), seat) == after
                for sample_seed in range(SAMPLES):
                    sample = ruleset.sample_state(state, seat, Random(sample_seed))
                    again = plain(ruleset.decide(sample, seat, move, preview.NoChance()))
                    assert again == events, f"{move} depends on something hidden from its mover"
                    assert ruleset.view(fold(ruleset, again, sample), seat) == after, \
                        f"{move} shows its mover something hidden before"
    return shown


@pytest.mark.parametrize(("ruleset_id", "players", "options"), CASES,
                         ids=[f"{c[0]}-{c[1]}-{len(c[2])}" for c in CASES])
@pytest.mark.parametrize("seed", (1, 2, 3))
def test_a_previewed_move_tells_its_mover_nothing_hidden(ruleset_id, players, options, seed):
    shown = previews(ruleset_id, players, options, seed)
    print(ruleset_id, players, dict(shown))


def test_uigo_cards_are_previewed_to_their_mover_but_never_taken_back():
    ruleset = registry().get("uigo")
    shown = Counter()
    for seed in (1, 2, 3):
        for state in positions(ruleset, 2, {}, seed):
            for seat in ruleset.to_move(state):
                for move in ruleset.legal_moves(state, seat):
                    events = preview.for_mover(ruleset, state, seat, move)
                    if events is not None:
                        shown[move["type"]] += 1
                        assert shows_hidden(ruleset, events, 2)  # the others learn the card
    assert shown["place_card"] > 0 and shown["play_card"] > 0, shown
