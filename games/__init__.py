"""Games: the event store, the services that write it, the REST API and admin.

The rules themselves live in the pure packages ``games.engine`` and ``games.rulesets``.
"""
