"""``manage.py detach_event_partitions``: detach old event partitions, for archiving.

Detaches every partition whose game ids all lie below ``--before-game-id``, if every game of
those ranges is over (finished or aborted) and no new game can fall in them; otherwise it
detaches nothing and says which games are still going. A detached partition is a table of its
own (same name, same rows, indexes, constraints, and an append-only trigger of its own), no
longer read through ``games_event``: dump it (``pg_dump -t games_event_p0``) and drop it when the
archive is safe. The games' rows stay; their events are in the archive only (docs/operations.md).

    manage.py detach_event_partitions --before-game-id 200000
    manage.py detach_event_partitions --before-game-id 200000 --concurrently   # moves go on meanwhile
    manage.py detach_event_partitions --before-game-id 200000 --dry-run
"""

from __future__ import annotations

from django.core.management.base import BaseCommand, CommandError
from django.db import connection

from games.store import partitions


class Command(BaseCommand):
    help = "Detach the event partitions wholly below a game id, once all their games are over."

    def add_arguments(self, parser):
        parser.add_argument("--before-game-id", type=int, required=True, metavar="ID",
                            help="Detach the partitions whose game ids all lie below this one.")
        parser.add_argument("--concurrently", action="store_true",
                            help="DETACH … CONCURRENTLY: does not block moves (one transaction per partition).")
        parser.add_argument("--dry-run", action="store_true", help="List the partitions that would go; detach nothing.")

    def handle(self, *args, before_game_id: int, concurrently: bool, dry_run: bool, **options):
        if connection.vendor != "postgresql" or not partitions.is_partitioned():
            raise CommandError("games_event is not partitioned (PostgreSQL, after games 0009): nothing to detach.")
        if dry_run:
            chosen = [part for part in partitions.partitions()
                      if part.upper is not None and part.upper <= before_game_id]
            for part in chosen:
                self.stdout.write(f"Would detach {part.name}: game ids below {part.upper}.")
            if not chosen:
                self.stdout.write(f"No partition lies wholly below game {before_game_id}.")
            return
        try:
            detached = partitions.detach(before_game_id, concurrently=concurrently)
        except partitions.PartitionError as error:
            raise CommandError(str(error)) from None
        for part in detached:
            self.stdout.write(f"Detached {part.name}: game ids below {part.upper}; archive it, then drop it.")
        if not detached:
            self.stdout.write(f"No partition lies wholly below game {before_game_id}.")
