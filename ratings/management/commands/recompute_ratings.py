"""``manage.py recompute_ratings [RULESET …]``: rebuild the ratings from the games' event logs.

Every rated game a rule set's rater dealt with is rated again from nothing, in the order it was
first dealt with, then the games still pending (``ratings.services.recompute``): the result equals
the live ratings. Without a rule set, every rule set that has rated games.
"""

from __future__ import annotations

import time

from django.core.management.base import BaseCommand

from ratings import services


class Command(BaseCommand):
    help = "Rebuild the ratings of RULESET (default: every rule set with rated games) from the event logs."

    def add_arguments(self, parser) -> None:
        parser.add_argument("rulesets", nargs="*", help="rule set ids (default: all that have rated games)")

    def handle(self, *args, rulesets: list[str], **options) -> None:
        chosen = rulesets or sorted(set(services.rulesets_rated()) | set(services.rulesets_pending()))
        for ruleset in chosen:
            started = time.monotonic()
            count = services.recompute(ruleset)
            self.stdout.write(f"{ruleset}: {count} games rated again in {time.monotonic() - started:.1f} s")
