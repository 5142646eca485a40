"""``manage.py fill_games``: fill a database with many games, fast (see ``games.management.fill``).

    manage.py fill_games --games 100000 [--players 20000] [--playouts 6] [--seed 1] [--append] [--restore-mode]

For benchmarks and load tests, never for a production database: the players it makes are
``playerN@fill.example``. It refuses a database that already holds games unless ``--append``.
"""

from __future__ import annotations

from django.core.management.base import BaseCommand, CommandError

from games.management.fill import Filler
from games.models import Game


class Command(BaseCommand):
    help = "Fill the database with GAMES games of the five rule sets (most finished, some active, some waiting)."

    def add_arguments(self, parser) -> None:
        parser.add_argument("--games", type=int, default=100_000, help="how many games (default 100,000)")
        parser.add_argument("--players", type=int, help="how many new players (default: a fifth of the games)")
        parser.add_argument("--playouts", type=int, default=6, help="random playouts recorded per rule set")
        parser.add_argument("--seed", type=int, default=1, help="seed of every random choice of the fill")
        parser.add_argument("--append", action="store_true", help="add to a database that already holds games")
        parser.add_argument("--restore-mode", action="store_true",
                            help="load as a restore does: no triggers (foreign keys checked by construction), the "
                                 "event table's plain indexes built at the end; needs a superuser")

    def handle(self, *args, games: int, players: int | None, playouts: int, seed: int, append: bool,
               restore_mode: bool = False,
               **options) -> None:
        if games < 1 or playouts < 1:
            raise CommandError("--games and --playouts must be at least 1.")
        players = players if players is not None else max(10, games // 5)
        if players < 5:
            raise CommandError("--players must be at least 5 (a game may have five seats).")
        if not append and Game.objects.exists():
            raise CommandError("This database already holds games; pass --append to add more anyway.")
        filler = Filler(games=games, players=players, playouts=playouts, seed=seed,
                        progress=lambda text: self.stdout.write(text), restore=restore_mode)
        counts = filler.run()
        self.stdout.write(
            f"filled {counts.finished + counts.active + counts.waiting} games ({counts.finished} finished, "
            f"{counts.active} active, {counts.waiting} waiting), {counts.players} players, {counts.events} events "
            f"in {counts.seconds:.1f} s")
