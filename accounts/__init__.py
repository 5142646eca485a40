"""Accounts: the pages and API about a person, above the games' services (``accounts.apps``)."""
