"""The variant of the rows rated before variants existed, from their game's options.

``RatedGame`` and ``RatingChange`` rows are one game's: their variant is the game's
(``ratings.variants.of``, the same function the rater uses), exact. A ``Rating`` row sums a
player's games of a whole rule set: it is exactly the ``standard`` ladder's (the columns'
default) when every game it rests on is of the standard variant, which holds for UIGO! and
Fjords (no options) and for any rule set whose rated games all used the default options. In a
rule set where some counted game was of another variant, the existing ratings mix variants and no
label makes them right: only rating the games again on their own ladders does, which
``manage.py recompute_ratings RULESET`` does (it is not run here: it folds every game's events
through the rule sets of today's code, which a migration must not depend on). This migration
names those rule sets on its output so that the deploy runs it; until then their standard ladder
still holds the mixed ratings, as before the migration.
"""

from django.db import migrations

BATCH = 2000


def forwards(apps, schema_editor):
    from ratings import variants

    Game = apps.get_model("games", "Game")
    RatedGame = apps.get_model("ratings", "RatedGame")
    RatingChange = apps.get_model("ratings", "RatingChange")
    by_variant: dict[tuple[str, str], list[int]] = {}
    games = Game.objects.filter(pk__in=RatedGame.objects.values("game_id")).values_list("pk", "ruleset", "options")
    for game_id, ruleset, options in games.iterator(chunk_size=BATCH):
        key = variants.of(ruleset, options)
        if key != variants.STANDARD:
            by_variant.setdefault((ruleset, key), []).append(game_id)
    mixed = set()
    for (ruleset, key), ids in sorted(by_variant.items()):
        for start in range(0, len(ids), BATCH):
            chunk = ids[start:start + BATCH]
            RatedGame.objects.filter(game_id__in=chunk).update(variant=key)
            if RatingChange.objects.filter(game_id__in=chunk).update(variant=key):
                mixed.add(ruleset)
    if mixed:
        print(f"\n  ratings: rated games of other variants than the standard one in {', '.join(sorted(mixed))}: "
              f"run `manage.py recompute_ratings {' '.join(sorted(mixed))}` to rate them on their own ladders")


class Migration(migrations.Migration):

    dependencies = [
        ("ratings", "0002_variant"),
    ]

    operations = [
        migrations.RunPython(forwards, migrations.RunPython.noop, elidable=True),
    ]
