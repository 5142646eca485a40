"""The ratings' tables: derived data, rebuilt from the games' event logs by
``manage.py recompute_ratings``; nothing here is a source of truth.

- ``Rating``: a player's current skill estimate on one ladder, a rule set's variant
  (``ratings.variants``: ``standard`` unless the game's options make another), with openskill's
  mu and sigma, the number shown (``shown``, see ``ratings.scale``) and how many rated games it
  rests on.
- ``RatingChange``: what one rated game did to one player's rating, before and after.
- ``RatedGame``: the marker of a rated game the rater has dealt with (counted or, when it turned
  out not to be rateable, skipped), in the order it was dealt with (``position``): rating is
  sequential, and a recomputation follows the same order.
- ``Ladder``: one row per rule set (all its variants), locked while its games are rated so that
  two workers never rate the same rule set at once. Its variants share the lock and the order
  (``RatedGame.position``): they are rated by the same worker, one game after the other, and a
  game's variant is known only once its row is read.
"""

from __future__ import annotations

from django.conf import settings
from django.db import models

from ratings import variants

VARIANT_HELP = "The ladder within the rule set: ratings.variants (standard unless an option splits it)."


def variant_field() -> models.CharField:
    return models.CharField(max_length=variants.KEY_LENGTH, default=variants.STANDARD,
                            db_default=variants.STANDARD, help_text=VARIANT_HELP)


class Ladder(models.Model):
    ruleset = models.CharField(max_length=32, primary_key=True)
    # How many games this rule set's rater dealt with: the next RatedGame's position.
    dealt_with = models.PositiveIntegerField(default=0)

    def __str__(self) -> str:
        return f"ladder of {self.ruleset}"


class Rating(models.Model):
    player = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="ratings",
                               db_index=False)
    ruleset = models.CharField(max_length=32)
    variant = variant_field()
    mu = models.FloatField()
    sigma = models.FloatField()
    # The rating shown and the leaderboard's order: ratings.scale.shown(mu, sigma), stored so
    # that the order is an index scan.
    shown = models.IntegerField()
    games = models.PositiveIntegerField(default=0)
    wins = models.PositiveIntegerField(default=0)
    last_game = models.ForeignKey("games.Game", null=True, on_delete=models.SET_NULL, related_name="+",
                                  db_index=False)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["player", "ruleset", "variant"],
                                               name="rating_once_per_ladder")]
        indexes = [
            # The leaderboard: a ladder's ratings, best first (ties by player id), and a rank's count.
            models.Index("ruleset", "variant", models.F("shown").desc(), "player", name="rating_ladder_idx"),
        ]

    def __str__(self) -> str:
        return f"{self.player_id} in {self.ruleset} ({self.variant}): {self.shown}"


class RatingChange(models.Model):
    game = models.ForeignKey("games.Game", on_delete=models.CASCADE, related_name="rating_changes")
    player = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="rating_changes",
                               db_index=False)
    ruleset = models.CharField(max_length=32)
    variant = variant_field()
    seat = models.PositiveSmallIntegerField()
    rank = models.PositiveSmallIntegerField(help_text="The seat's rank in the outcome (1 = won; equal seats share one).")
    players = models.PositiveSmallIntegerField(help_text="How many seats the game had.")
    mu_before = models.FloatField()
    sigma_before = models.FloatField()
    mu_after = models.FloatField()
    sigma_after = models.FloatField()
    shown_before = models.IntegerField()
    shown_after = models.IntegerField()
    games_after = models.PositiveIntegerField(help_text="The player's rated games on the ladder, this one included.")
    finished_at = models.DateTimeField()

    class Meta:
        constraints = [models.UniqueConstraint(fields=["game", "player"], name="rating_change_once_per_game")]
        indexes = [
            # A player's history and recent form, newest first.
            models.Index("player", "ruleset", "variant", models.F("finished_at").desc(),
                         name="rating_change_ladder_idx"),
        ]

    def __str__(self) -> str:
        return f"{self.player_id} in game {self.game_id}: {self.shown_before} → {self.shown_after}"


class RatedGame(models.Model):
    class Result(models.TextChoices):
        COUNTED = "counted", "counted"
        # A rated game that could not be rated after all (a seat without a player at the end).
        SKIPPED = "skipped", "skipped"

    game = models.OneToOneField("games.Game", on_delete=models.CASCADE, primary_key=True, related_name="+")
    ruleset = models.CharField(max_length=32)
    variant = variant_field()
    position = models.PositiveIntegerField(help_text="The order in which the rule set's rater dealt with it.")
    result = models.CharField(max_length=8, choices=Result.choices)
    reason = models.CharField(max_length=64, blank=True, default="")
    rated_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["ruleset", "position"], name="rated_game_position_unique")]

    def __str__(self) -> str:
        return f"game {self.game_id} ({self.result})"
