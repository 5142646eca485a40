"""A token revoked while its stream is open (``DELETE /api/players/me/tokens/<id>/``) loses the
stream within the token cache bound (``API_TOKEN_CACHE_SECONDS``), whichever process revoked it:
no move reaches it after that, and it cannot open another. The player's other tokens keep theirs."""

from __future__ import annotations

import queue
import time
from random import Random

import httpx
import pytest
from django.db import connection

from games import services
from players.models import ApiToken, hash_token
from players.services import issue_token
from tests.playing import play_random_move, seat_players
from tests.streams.server import AsgiServer, Stream
from tests.streams.test_stream import reached, wait_for_other_sessions_to_end

pytestmark = pytest.mark.django_db(transaction=True)
CACHE_SECONDS = 3
#: Above the bound: a busy machine's scheduling, the stream's own read.
SLACK_SECONDS = 3


@pytest.fixture
def server(django_db_blocker):
    running = AsgiServer(dict(connection.settings_dict), API_TOKEN_CACHE_SECONDS=str(CACHE_SECONDS),
                         STREAM_HEARTBEAT_SECONDS="1")
    yield running
    running.stop()
    with django_db_blocker.unblock():
        wait_for_other_sessions_to_end()


def test_a_revoked_token_loses_its_open_stream_within_the_token_cache_bound(server, make_player):
    me, rival = make_player(), make_player()
    game = services.create_game(creator=me, ruleset_id="uigo", seats=[me.pk, rival.pk])
    revoked, kept = issue_token(me), issue_token(me)
    doomed, staying = Stream(server.url, revoked), Stream(server.url, kept)
    try:
        for stream in (doomed, staying):
            stream.take(lambda message: message[0] == "hello")
        # The server has read the token (its cache holds it) before the revocation.
        assert httpx.get(f"{server.url}/api/games/", headers={"Authorization": f"Bearer {revoked}"},
                         timeout=10).status_code == 200
        token_id = ApiToken.objects.get(key_hash=hash_token(revoked)).pk
        answer = httpx.delete(f"{server.url}/api/players/me/tokens/{token_id}/",
                              headers={"Authorization": f"Bearer {kept}"}, timeout=10)
        assert answer.status_code == 204
        revoked_at = time.monotonic()
        assert doomed.ended.wait(CACHE_SECONDS + SLACK_SECONDS), "the revoked token's stream stayed open"
        assert time.monotonic() - revoked_at <= CACHE_SECONDS + SLACK_SECONDS
        # A move now reaches the other token's stream, and nothing reached the revoked one's.
        play_random_move(game, Random(1), seat_players(game))
        staying.take(reached(game))
        told = []
        while True:
            try:
                told.append(doomed.messages.get_nowait())
            except queue.Empty:
                break
        assert not [message for message in told if message[0] == "event"], told
        again = httpx.get(f"{server.url}/api/stream/", headers={"Authorization": f"Bearer {revoked}"}, timeout=10)
        assert again.status_code == 401
    finally:
        doomed.close()
        staying.close()
