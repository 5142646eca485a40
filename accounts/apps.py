from django.apps import AppConfig


class AccountsConfig(AppConfig):
    """The account's pages and API, the home page, the pages reached from emails (game links,
    invitations, unsubscribing) and the admin of players: what people reach about who they are,
    above the games' services. Who a person is (the models, tokens, links, authentication, access
    rules) is ``players``, below everything. The pages' templates keep their names, ``players/…``,
    in ``players/templates/players/`` (``players.access`` renders one of them too)."""

    name = "accounts"
    verbose_name = "Accounts"
