from django.apps import AppConfig


class OutboxConfig(AppConfig):
    name = "outbox"
    label = "outbox"
    verbose_name = "Outbox"
