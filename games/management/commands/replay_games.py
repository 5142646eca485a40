"""``manage.py replay_games``: replay stored games with the current rules code.

Every event of each game is folded from scratch (no snapshot trusted) and the result compared
with the game's snapshots of the current rules version and with its projections (status, outcome,
seats to move); see ``admin_actions.verify_replay``. A game whose replay fails or differs is
reported, and the command exits non-zero, so CI fails when a rules change breaks old games.

    manage.py replay_games                      # every game
    manage.py replay_games --game 12 --game 40  # some games
    manage.py replay_games --ruleset uigo       # one rule set's games
    manage.py replay_games --rebuild-snapshots  # and recompute the snapshots of the games that pass
"""

from __future__ import annotations

from django.core.management.base import BaseCommand, CommandError

from games.models import Game
from games.rulesets import registry
from games.services import admin_actions, refusals
from games.services.errors import ServiceError


class Command(BaseCommand):
    help = "Replay stored games with the current rules; report games whose replay fails or differs."

    def add_arguments(self, parser):
        parser.add_argument("--game", type=int, action="append", default=[], metavar="ID",
                            help="Replay only this game (repeatable).")
        parser.add_argument("--ruleset", action="append", default=[], metavar="ID",
                            help=f"Replay only games of this rule set (repeatable): {', '.join(registry().ids())}.")
        parser.add_argument("--rebuild-snapshots", action="store_true",
                            help="Drop and recompute the snapshots of every game that replays cleanly.")

    def handle(self, *args, game: list[int], ruleset: list[str], rebuild_snapshots: bool, **options):
        unknown = [name for name in ruleset if name not in registry()]
        if unknown:
            raise CommandError(f"Unknown rule set {unknown[0]!r}; known: {', '.join(registry().ids())}.")
        games = Game.objects.order_by("pk")
        if game:
            games = games.filter(pk__in=game)
            missing = sorted(set(game) - set(games.values_list("pk", flat=True)))
            if missing:
                raise CommandError(refusals.game_not_found(missing[0]).message)
        if ruleset:
            games = games.filter(ruleset__in=ruleset)
        checked, failed = 0, []
        for row in games.iterator(chunk_size=100):
            if row.ruleset not in registry():
                failed.append(row.pk)
                self.stdout.write(self.style.ERROR(f"game {row.pk}: rule set {row.ruleset!r} is not shipped any more"))
                continue
            report = admin_actions.verify_replay(row)
            checked += 1
            if not report.ok:
                failed.append(row.pk)
                for problem in report.problems:
                    self.stdout.write(self.style.ERROR(f"game {row.pk} ({row.ruleset}): {problem}"))
                continue
            line = f"game {row.pk} ({row.ruleset}): {report.events} events replayed, " \
                   f"{report.snapshots_checked} snapshot(s) agree"
            if rebuild_snapshots:
                try:
                    result = admin_actions.rebuild_snapshots(game_id=row.pk)
                except ServiceError as error:
                    failed.append(row.pk)
                    self.stdout.write(self.style.ERROR(f"game {row.pk}: {error.message}"))
                    continue
                line += f"; snapshots rebuilt ({result.dropped} dropped, {result.created} created)"
            if options["verbosity"] >= 2:
                self.stdout.write(line)
        summary = f"{checked} game(s) replayed, {len(failed)} failed"
        if failed:
            raise CommandError(f"{summary}: {', '.join(map(str, failed))}")
        self.stdout.write(self.style.SUCCESS(summary))
