"""Does the time of a sign-in or sign-up answer tell whether an address has an account?

    .venv/bin/python bench/sign_in_timing.py [--requests 400] [--games 2]

POSTs addresses to ``/signin/`` and ``/signup/`` in-process (Django's test client through the whole
middleware stack, production settings: ``DJANGO_DEBUG=false``, emails published to Redis database
15 by the background publisher, as gunicorn's workers do), alternating an address that has an
account (with ``--games`` active games each) and one that has none, and prints the median and
90th percentile milliseconds of each, and the difference of the medians. The pages answer the
same text either way; this measures whether the time does too.

Every request uses an address that asked for nothing in the current window (the outbox rows and
links of earlier runs for the bench's addresses are deleted first), so each one does the work of
a first request, not that of the one-email-per-ten-minutes refusal.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
import warnings
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench._db import flush_bench_queue, prepare  # noqa: E402  (needs the path above)

KNOWN = "timing-known-{}@example.org"
UNKNOWN = "timing-unknown-{}@example.org"


def known_players(count: int, games: int) -> None:
    """``count`` players (made once, kept between runs), each seated in ``games`` active games."""
    from games import services
    from players.models import Player
    from players.services import get_or_create_player

    have = set(Player.objects.filter(email__startswith="timing-known-").values_list("email", flat=True))
    partner, _ = get_or_create_player("timing-partner@example.org", name="Partner")
    Player.objects.filter(pk=partner.pk).update(seat_directly=True)
    for number in range(count):
        if KNOWN.format(number) in have:
            continue
        player, _ = get_or_create_player(KNOWN.format(number), name=f"Known {number}")
        for _ in range(games):
            services.create_game(creator=player, ruleset_id="uigo", seats=[player.pk, partner.pk])


def forget_requests() -> None:
    """Delete the outbox rows and links of the bench's addresses, so that every request is a first."""
    from outbox.models import Notification
    from players.models import AccountLink

    for prefix in ("timing-known-", "timing-unknown-"):
        Notification.objects.filter(email__startswith=prefix).delete()
        AccountLink.objects.filter(email__startswith=prefix).delete()


def measure(client, page: str, count: int) -> dict[str, list[float]]:
    """Milliseconds of ``count`` POSTs of each kind to ``/{page}/``, known and unknown in turn."""
    times: dict[str, list[float]] = {"known": [], "unknown": []}
    for number in range(count):
        for kind, address in (("known", KNOWN), ("unknown", UNKNOWN)):
            started = time.perf_counter()
            response = client.post(f"/{page}/", {"email": address.format(number)})
            times[kind].append((time.perf_counter() - started) * 1000)
            assert response.status_code == 200, (page, kind, response.status_code)
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--requests", type=int, default=400, help="requests of each kind per page (default 400)")
    parser.add_argument("--games", type=int, default=2, help="active games of each known player (default 2)")
    arguments = parser.parse_args()
    warnings.filterwarnings("ignore", "No directory at", UserWarning)  # WhiteNoise: no collected files
    prepare()
    from django.test import Client, override_settings

    # Plain static URLs: production's hashed ones need collectstatic's manifest, and cost the same
    # for either kind of address.
    override_settings(STORAGES={
        "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
        "staticfiles": {"BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"},
    }).enable()

    known_players(arguments.requests, arguments.games)
    client = Client(HTTP_HOST="127.0.0.1")
    forget_requests()
    measure(client, "signin", 20)  # warm: templates loaded, statements prepared
    print(f"{arguments.requests} requests of each kind per page; known players have {arguments.games} active games")
    print(f"{'page':8} {'address':8} {'median ms':>10} {'p90 ms':>8}")
    try:
        for page in ("signin", "signup"):
            forget_requests()
            times = measure(client, page, arguments.requests)
            for kind, values in times.items():
                p90 = statistics.quantiles(values, n=10)[-1]
                print(f"{'/' + page + '/':8} {kind:8} {statistics.median(values):10.2f} {p90:8.2f}")
            difference = statistics.median(times["known"]) - statistics.median(times["unknown"])
            print(f"{'':8} {'known − unknown':17} {difference:+.2f} ms")
    finally:
        forget_requests()
        time.sleep(0.2)  # the background publisher's last window
        flush_bench_queue()


if __name__ == "__main__":
    main()
