from django.apps import AppConfig


class RatingsConfig(AppConfig):
    """Players' ratings per rule set and the leaderboards: above the game services, which it reads
    and never changes. The games tell it that a game finished through ``games.signals``; it
    imports the games, the games import nothing of it (import contracts in ``pyproject.toml``)."""

    name = "ratings"
    verbose_name = "Ratings"

    def ready(self) -> None:
        from ratings import receivers  # noqa: F401  (connects to games.signals.game_finished)
