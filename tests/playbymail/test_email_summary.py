"""A presentation's ``summarize_for_seat`` reaches the turn email, drawn from the reader's own view."""

from __future__ import annotations

import pytest

from games import services
from games.rulesets.uigo.presentation import UigoPresentation

pytestmark = pytest.mark.django_db


def test_the_rule_sets_summary_is_in_the_turn_email(players, mailoutbox, django_capture_on_commit_callbacks,
                                                    monkeypatch):
    seen = []

    def summarize(self, view, seat, names, locale="en"):
        seen.append((seat, locale, "hand" in view))
        return f"{names[1 - seat]} offers you two walruses & a seal; answer by the deadline."

    monkeypatch.setattr(UigoPresentation, "summarize_for_seat", summarize)
    with django_capture_on_commit_callbacks(execute=True):
        game = services.create_game(creator=players[0], ruleset_id="uigo", seats=[p.pk for p in players[:2]])
    game.refresh_from_db()
    seat = game.to_move[0]
    message = mailoutbox[0]
    other = players[1 - seat].display_name
    assert f"{other} offers you two walruses & a seal" in message.body  # plain text: not escaped
    assert f"{other} offers you two walruses &amp; a seal" in message.alternatives[0][0]
    assert seen == [(seat, "en", True)]


def test_no_summary_leaves_the_email_as_it_was(players, mailoutbox, django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=True):
        services.create_game(creator=players[0], ruleset_id="uigo", seats=[p.pk for p in players[:2]])
    assert "None" not in mailoutbox[0].body
