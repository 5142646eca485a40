"""Token authentication: one statement per request, and a per-process cache of valid tokens kept
``API_TOKEN_CACHE_SECONDS`` for reads. A revoked token or a deactivated player is refused for
every write at once, for reads within that time (at once after ``forget_tokens``); unknown tokens are never cached; each request gets its own
player object."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.db import connection
from django.forms.models import model_to_dict
from django.test.utils import CaptureQueriesContext
from django.utils import timezone
from rest_framework.test import APIClient

from players import authentication
from players.models import ApiToken, Player, hash_token
from players.services import issue_token, revoke_tokens

pytestmark = pytest.mark.django_db

TTL = 5


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def clock(monkeypatch):
    clock = Clock()
    monkeypatch.setattr(authentication, "monotonic", clock)
    return clock


@pytest.fixture
def cached(settings, clock):
    """The cache on (as in production), empty before and after the test."""
    settings.API_TOKEN_CACHE_SECONDS = TTL
    authentication.forget_tokens()
    yield clock
    authentication.forget_tokens()


def client_with(raw: str) -> APIClient:
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Token {raw}")
    return client


def statements(client: APIClient, path: str = "/api/players/me/") -> tuple[int, list[str]]:
    """The status of one request and the statements it ran."""
    with CaptureQueriesContext(connection) as queries:
        status = client.get(path).status_code
    return status, [query["sql"] for query in queries]


def touch_long_ago(raw: str) -> None:
    ApiToken.objects.filter(key_hash=hash_token(raw)).update(last_used_at=timezone.now() - timedelta(minutes=5))


def test_without_the_cache_each_request_asks_once(players, settings):
    settings.API_TOKEN_CACHE_SECONDS = 0
    raw = issue_token(players[0])
    client = client_with(raw)
    status, sql = statements(client)  # first use: the token's last use is recorded too
    assert status == 200 and len(sql) == 2 and sql[1].startswith("UPDATE")
    status, sql = statements(client)
    assert status == 200 and len(sql) == 1 and "players_apitoken" in sql[0]
    revoke_tokens(ApiToken.objects.filter(player=players[0]))
    assert statements(client)[0] == 401


def test_a_cached_token_asks_nothing_until_it_expires(players, cached):
    client = client_with(issue_token(players[0]))
    assert len(statements(client)[1]) == 2  # the lookup, and the first use recorded
    cached.now += TTL - 0.1
    assert statements(client) == (200, [])
    cached.now += 0.1
    status, sql = statements(client)
    assert status == 200 and len(sql) == 1  # expired: read again (last use recorded under a minute ago)
    assert statements(client) == (200, [])


@pytest.mark.parametrize("change", ["revoke", "deactivate"])
def test_revocation_and_deactivation_take_effect_within_the_ttl(players, cached, change):
    raw = issue_token(players[0])
    client = client_with(raw)
    assert statements(client)[0] == 200
    if change == "revoke":
        revoke_tokens(ApiToken.objects.filter(key_hash=hash_token(raw)))
    else:
        Player.objects.filter(pk=players[0].pk).update(is_active=False)
    cached.now += TTL - 0.1
    assert statements(client)[0] == 200  # still trusted: the cache is why this is cheap
    cached.now += 0.1
    response = client.get("/api/players/me/")
    assert response.status_code == 401 and response.json()["code"] == "invalid_token"
    cached.now += 60
    assert statements(client)[0] == 401  # and it stays refused: failures are never cached


def test_forget_tokens_takes_effect_at_once(players, cached):
    raw = issue_token(players[0])
    client = client_with(raw)
    assert statements(client)[0] == 200
    revoke_tokens(ApiToken.objects.filter(key_hash=hash_token(raw)))
    authentication.forget_tokens()
    assert statements(client)[0] == 401


def test_unknown_tokens_are_never_cached(players, cached):
    client = client_with("rp_not-a-token")
    for _ in range(3):
        status, sql = statements(client)
        assert status == 401 and len(sql) == 1
    assert authentication._cache == {}


def test_last_use_is_recorded_at_most_once_a_minute_even_from_the_cache(players, cached):
    raw = issue_token(players[0])
    client = client_with(raw)
    touch_long_ago(raw)
    status, sql = statements(client)
    assert status == 200 and [q.split()[0] for q in sql] == ["SELECT", "UPDATE"]
    first = ApiToken.objects.get(key_hash=hash_token(raw)).last_used_at
    assert timezone.now() - first < timedelta(seconds=5)
    assert statements(client) == (200, [])
    # A cached entry a minute old records the use again without reading the token.
    entry = authentication._cache[hash_token(raw)]
    assert entry.last_used_at == first
    row = list(entry.token_row)
    row[authentication._LAST_USED] = first - timedelta(seconds=61)
    authentication._cache[hash_token(raw)] = entry._replace(token_row=tuple(row))
    status, sql = statements(client)
    assert status == 200 and [q.split()[0] for q in sql] == ["UPDATE"]


def test_each_request_gets_its_own_player_equal_to_the_database_row(players, cached):
    players[0].locale, players[0].time_zone, players[0].name = "fr", "Europe/Paris", "Théo"
    players[0].save()
    raw = issue_token(players[0])
    seen = []
    auth = authentication.TokenAuthentication()
    for _ in range(2):
        player, token = auth.authenticate_credentials(raw)
        seen.append(player)
        assert model_to_dict(player) == model_to_dict(Player.objects.get(pk=players[0].pk))
        assert player._state.adding is False and player._state.db == "default"
        assert model_to_dict(token) == model_to_dict(ApiToken.objects.get(key_hash=hash_token(raw)))
        assert token.player is player and token.get_deferred_fields() == set()
    assert seen[0] is not seen[1]
    seen[0].name = "changed in one request"
    assert auth.authenticate_credentials(raw)[0].name == "Théo"


def test_the_cache_is_on_in_production_off_in_development_and_set_by_the_environment():
    from tests.ops.support import clean_env, load_settings, production_env

    assert load_settings(production_env(), "API_TOKEN_CACHE_SECONDS")[1] == {"API_TOKEN_CACHE_SECONDS": 5}
    assert load_settings(clean_env(), "API_TOKEN_CACHE_SECONDS")[1] == {"API_TOKEN_CACHE_SECONDS": 0}
    result, values = load_settings(production_env(API_TOKEN_CACHE_SECONDS="0"), "API_TOKEN_CACHE_SECONDS")
    assert values == {"API_TOKEN_CACHE_SECONDS": 0}
    for bad in ("-1", "soon"):
        result, _ = load_settings(production_env(API_TOKEN_CACHE_SECONDS=bad))
        assert result.returncode != 0 and "API_TOKEN_CACHE_SECONDS must be" in result.stderr


def test_revoking_or_saving_a_player_forgets_tokens_in_this_process_at_commit(
        players, cached, django_capture_on_commit_callbacks):
    """The process that revokes a token (API, admin action) or deactivates a player (admin form)
    stops trusting its cache at once; only other processes wait out the TTL."""
    raw = issue_token(players[0])
    client = client_with(raw)
    token_id = ApiToken.objects.get(key_hash=hash_token(raw)).pk
    assert statements(client)[0] == 200
    with django_capture_on_commit_callbacks(execute=True):
        assert client.delete(f"/api/players/me/tokens/{token_id}/").status_code == 204
    assert statements(client)[0] == 401

    raw = issue_token(players[1])
    client = client_with(raw)
    assert statements(client)[0] == 200
    with django_capture_on_commit_callbacks(execute=True):
        player = Player.objects.get(pk=players[1].pk)
        player.is_active = False
        player.save()
    assert statements(client)[0] == 401


def test_a_write_always_asks_the_database(players, cached):
    """Writes never trust the cache: each one reads the token, reads may be cached."""
    client = client_with(issue_token(players[0]))
    assert statements(client)[0] == 200  # a read fills the cache
    assert statements(client) == (200, [])
    for _ in range(2):
        with CaptureQueriesContext(connection) as queries:
            assert client.post("/api/players/me/tokens/", {"name": "bot"}, format="json").status_code == 201
        # The authentication's lookup (token joined to its player); creating a token also reads
        # the caller's live tokens, to cap them and to link the new one to its parent.
        lookups = [q["sql"] for q in queries if q["sql"].startswith("SELECT") and '"revoked_at" IS NULL' in q["sql"]
                   and " JOIN " in q["sql"]]
        assert len(lookups) == 1, [q["sql"] for q in queries]


@pytest.mark.parametrize("change", ["revoke", "deactivate"])
def test_a_token_revoked_in_another_process_is_refused_for_every_write_at_once(players, cached, change):
    """No web process trusts a revoked token from its cache for a write (say, to create a new
    token). The change is made in the database only (no ``forget_tokens`` in this
    process, as in another one); the very next write is refused and creates nothing."""
    raw = issue_token(players[0])
    client = client_with(raw)
    assert statements(client)[0] == 200  # cached in this process
    if change == "revoke":
        ApiToken.objects.filter(key_hash=hash_token(raw)).update(revoked_at=timezone.now())
    else:
        Player.objects.filter(pk=players[0].pk).update(is_active=False)
    before = ApiToken.objects.count()
    for method in ("post", "delete"):
        response = getattr(client, method)("/api/players/me/tokens/1/" if method == "delete"
                                           else "/api/players/me/tokens/", {"name": "new"}, format="json")
        assert response.status_code == 401 and response.json()["code"] == "invalid_token"
    assert ApiToken.objects.count() == before
    # The refused write dropped the cached entry: this process now refuses reads too (another
    # process would within TTL, test_revocation_and_deactivation_take_effect_within_the_ttl).
    assert statements(client)[0] == 401
