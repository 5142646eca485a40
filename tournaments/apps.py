from django.apps import AppConfig


class TournamentsConfig(AppConfig):
    """Tournaments by mail: round robin, Swiss and rounds of tables. Above the game services: it
    creates its games through them and learns that a game finished from ``games.signals``; the
    games import nothing of it (import contracts in ``pyproject.toml``)."""

    name = "tournaments"
    verbose_name = "Tournaments"

    def ready(self) -> None:
        from tournaments import receivers  # noqa: F401  (connects to games.signals.game_finished, game_aborted)
