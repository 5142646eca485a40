"""``manage.py add_event_partitions``: make the event table's partitions ahead of the newest game.

Idempotent: it makes partitions (of ``EVENT_PARTITION_GAMES`` game ids each, after the highest
one) until at least ``--ahead`` (``EVENT_PARTITIONS_AHEAD``) lie wholly beyond the newest game id,
and nothing when they already do. Celery beat runs it daily (``games.tasks``); cron may too.
A game whose id no partition covers could not get its first event (``NoEventPartition``).

    manage.py add_event_partitions               # the settings' lead
    manage.py add_event_partitions --ahead 3     # three empty partitions beyond the newest game
    manage.py add_event_partitions --check       # make nothing; exit 1 if the lead is short
"""

from __future__ import annotations

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError
from django.db import connection

from games.store import partitions


class Command(BaseCommand):
    help = "Make event partitions ahead of the newest game id (idempotent)."

    def add_arguments(self, parser):
        parser.add_argument("--ahead", type=int, default=settings.EVENT_PARTITIONS_AHEAD,
                            help="Empty partitions to keep beyond the newest game (default: %(default)s).")
        parser.add_argument("--width", type=int, default=settings.EVENT_PARTITION_GAMES,
                            help="Game ids per new partition (default: %(default)s).")
        parser.add_argument("--check", action="store_true",
                            help="Make nothing; fail if fewer than --ahead partitions lie beyond the newest game.")

    def handle(self, *args, ahead: int, width: int, check: bool, **options):
        if connection.vendor != "postgresql":
            self.stdout.write("Not PostgreSQL: the event table is not partitioned; nothing to do.")
            return
        if not partitions.is_partitioned():
            raise CommandError("games_event is not partitioned: run manage.py migrate (games 0009).")
        newest = partitions.newest_game_id()
        if check:
            beyond = [part for part in partitions.partitions() if part.lower is not None and part.lower > newest]
            self.stdout.write(f"{len(beyond)} partition(s) beyond the newest game ({newest}); {ahead} wanted.")
            if len(beyond) < ahead:
                raise CommandError("Too few event partitions ahead: run manage.py add_event_partitions.")
            return
        try:
            made = partitions.add_ahead(ahead, width)
        except partitions.PartitionError as error:
            raise CommandError(str(error)) from None
        for part in made:
            self.stdout.write(f"Made {part.name}: game ids {part.lower} to {part.upper - 1}.")
        if not made:
            self.stdout.write(f"Nothing to make: {ahead} partition(s) already lie beyond the newest game ({newest}).")
