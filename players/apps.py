from django.apps import AppConfig


class PlayersConfig(AppConfig):
    name = "players"
    verbose_name = "Players"

    def ready(self) -> None:
        from django.contrib.auth.signals import user_logged_in, user_login_failed
        from django.db import transaction
        from django.db.models.signals import post_save

        from players.access import forget_scope
        from players.authentication import forget_tokens
        from players.login_throttle import clear_failures, record_failure
        from players.models import Player

        # A password login (the admin's) is never scoped to the games of an earlier game link.
        user_logged_in.connect(forget_scope, weak=False, dispatch_uid="players.forget_scope")
        # Failed password sign-ins are counted, and a success clears them (players.login_throttle).
        user_login_failed.connect(record_failure, weak=False, dispatch_uid="players.record_failure")
        user_logged_in.connect(clear_failures, weak=False, dispatch_uid="players.clear_failures")

        def forget_after_save(sender, instance, created, **kwargs) -> None:
            # A player deactivated (or renamed) in the admin, the shell or a page: this process's
            # token cache must not keep serving the old row; other processes drop it within
            # API_TOKEN_CACHE_SECONDS.
            if not created:
                transaction.on_commit(forget_tokens)

        post_save.connect(forget_after_save, sender=Player, weak=False, dispatch_uid="players.forget_tokens")
