"""Reading the signed links that emails carry, for tests."""

from __future__ import annotations

import re

from django.conf import settings

from players import links


def unsubscribes(header: str) -> int | None:
    """The player a ``List-Unsubscribe`` header (``<https://…/unsubscribe/TOKEN/>``) switches off.

    Compare this, not the URL: the token is signed with a timestamp, so two URLs for the same
    player made a second apart differ.
    """
    url = header.strip().removeprefix("<").removesuffix(">")
    assert url.startswith(settings.SITE_URL + "/unsubscribe/"), url
    return links.read_unsubscribe(url.rstrip("/").rsplit("/", 1)[-1])


def game_links(text: str) -> list[links.GameLink]:
    """The (player, game) of every signed game link in ``text`` (an email's text or HTML)."""
    pattern = re.escape(settings.SITE_URL) + r"/games/(\d+)/enter/([^/\s\"'<>]+)/"
    found = []
    for game_id, token in re.findall(pattern, text):
        link = links.read_game_link(token)
        assert link is not None and link.game_id == int(game_id), f"a forged or mismatched link for game {game_id}"
        found.append(link)
    return found
