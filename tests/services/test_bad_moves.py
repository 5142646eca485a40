"""Malformed moves for every rule set: whatever a client posts, the answer is a 4xx with a code
and a sentence (never a 500), and nothing is appended.

Each listed legal move is mutated field by field (wrong types, missing fields, unknown values)
at several points of a random game, and posted through the one write path.
"""

from __future__ import annotations

from random import Random

import pytest

from games import services
from games.models import Event
from games.rulesets import registry
from games.services.errors import ServiceError
from tests.playing import play_random_move, seat_players

pytestmark = pytest.mark.django_db

ODD_VALUES = [None, [], {}, "", "no-such-thing", -1, 10**12, 1.5, True, [1, 2], {"a": 1}, "x" * 300]


def mutations(move: dict, chooser: Random) -> list[dict]:
    # (Extra fields are left out: a rule set may ignore what it does not read.)
    out = [{"type": move["type"] + "_nope"}, {"type": ""}]
    for key in move:
        if key == "type":
            continue
        out.append({k: v for k, v in move.items() if k != key})
        for value in chooser.sample(ODD_VALUES, 5):
            out.append({**move, key: value})
    return out


@pytest.mark.parametrize("ruleset_id", registry().ids())
def test_malformed_moves_are_refused_cleanly(make_player, ruleset_id):
    ruleset = registry().get(ruleset_id)
    players = [make_player() for _ in range(ruleset.min_players)]
    game = services.create_game(creator=players[0], ruleset_id=ruleset_id, seats=[p.pk for p in players])
    chooser, seated = Random(ruleset_id), seat_players(game)
    for _checkpoint in range(4):
        game.refresh_from_db()
        if game.status != "active":
            break
        state = services.load_state(game)
        seat = game.to_move[0]
        legal = ruleset.legal_moves(state, seat)
        tried = set()
        for move in legal[:3]:
            for bad in mutations(move, chooser):
                key = repr(sorted(bad.items(), key=repr))
                if bad in legal or key in tried:
                    continue
                tried.add(key)
                with pytest.raises(ServiceError) as error:
                    services.submit_move(game_id=game.pk, player=seated[seat], move=bad, expected_seq=game.seq)
                assert 400 <= error.value.status < 500 and error.value.code and error.value.message
                # One status per code, whoever finds the fault (the service or the rule set).
                assert error.value.status == {"malformed_move": 400, "not_your_turn": 409}.get(
                    error.value.code, error.value.status), (bad, error.value.code, error.value.status)
        assert Event.objects.filter(game=game).count() == game.seq
        for _ in range(chooser.randint(3, 25)):
            game.refresh_from_db()
            if game.status != "active":
                break
            play_random_move(game, chooser, seated)
