"""What the revocation guarantee costs: token authentication of a read (answered from the
per-process cache) against a write (which always reads the token from PostgreSQL), in-process,
with the production settings (players/authentication.py).

    .venv/bin/python bench/token_auth.py [--requests 20000]

Prints the mean microseconds per authentication of each kind, and the difference: the price of
"a revoked token can never write" on every write (a move costs several milliseconds).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench._db import prepare  # noqa: E402  (needs the path above)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--requests", type=int, default=20_000)
    arguments = parser.parse_args()
    prepare()
    from django.conf import settings
    from rest_framework.test import APIRequestFactory

    from players.authentication import TokenAuthentication, forget_tokens
    from players.services import get_or_create_player, issue_token

    player, _ = get_or_create_player("token-bench@example.org", name="Token bench")
    raw = issue_token(player, name="bench")
    factory, auth = APIRequestFactory(), TokenAuthentication()
    print(f"API_TOKEN_CACHE_SECONDS={settings.API_TOKEN_CACHE_SECONDS}, {arguments.requests} authentications each")
    results = {}
    for method in ("get", "post"):
        request = getattr(factory, method)("/api/players/me/", HTTP_AUTHORIZATION=f"Bearer {raw}")
        forget_tokens()
        auth.authenticate(request)  # warm: the statement prepared, the cache filled
        started = time.perf_counter()
        for _ in range(arguments.requests):
            auth.authenticate(request)
        results[method] = (time.perf_counter() - started) / arguments.requests * 1e6
        print(f"{method.upper():5} {results[method]:8.1f} µs per authentication"
              f" ({'cache' if method == 'get' else 'database, always'})")
    print(f"a write pays {results['post'] - results['get']:.1f} µs more for the revocation guarantee")


if __name__ == "__main__":
    main()
