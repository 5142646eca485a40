"""Refusals as templates: ``IllegalMove``'s sentence, its extraction into the rule set's
catalogue, and ``refusal`` in a language."""

from __future__ import annotations

import ast

import pytest

from games.engine import IllegalMove
from games.rulesets.i18n import refusal
from games.rulesets.messages import REFUSAL_DOMAINS, extract, modules


def test_the_message_is_the_template_formatted():
    error = IllegalMove("must_follow_suit", "You must follow suit: you hold a {colour} card.", colour="blue")
    assert error.message == str(error) == "You must follow suit: you hold a blue card."
    assert error.template == "You must follow suit: you hold a {colour} card."
    assert error.params == {"colour": "blue"}


def test_a_text_that_is_no_template_is_kept_as_given():
    """An f-string not converted yet may hold a player's braces: never formatted again."""
    error = IllegalMove("unknown_card", "There is no card '{x}'.", card="{x}")
    assert (error.message, error.template) == ("There is no card '{x}'.", None)
    assert refusal("uigo", error, "fr") == "There is no card '{x}'."


def test_refusal_in_french_and_english():
    error = IllegalMove("must_follow_suit", "You must follow suit: you hold a {colour} card.", colour="blue")
    assert refusal("uigo", error, "fr-CA") == "Vous devez fournir\u00a0: vous avez une carte blue."
    assert refusal("uigo", error, "en") == error.message
    assert refusal("uigo", error, "de") == error.message  # no German catalogue: English


@pytest.mark.parametrize("domain", REFUSAL_DOMAINS)
def test_every_refusal_of_a_converted_rule_set_is_extracted(domain):
    """Each ``IllegalMove`` sentence of the rule set is a literal template in its catalogue."""
    msgids = {message.msgid for message in extract(domain)}
    for path in modules(domain):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "IllegalMove":
                text = node.args[1]
                assert isinstance(text, ast.Constant), f"{path.name}:{node.lineno}: a literal template"
                assert text.value in msgids


def test_every_rule_set_refuses_in_the_players_language():
    """No rule set's refusals are left English: each is a domain whose ``IllegalMove`` sentences
    are templates of its catalogue."""
    from games.rulesets import registry

    assert set(REFUSAL_DOMAINS) == set(registry().ids())


def test_greenland_says_the_step_awaited_in_french():
    """The step's key stays in ``params``; the sentence names it as the page does."""
    from games.rulesets.greenland import text

    error = IllegalMove("wrong_step", "You cannot do that now: the game is waiting for {waiting}.",
                        awaited="assign", waiting=text.awaiting_texts("en")["assign"])
    assert error.message == "You cannot do that now: the game is waiting for hunters to be assigned."
    said = refusal("greenland", error, "fr")
    assert said == f"Vous ne pouvez pas faire cela maintenant\u00a0: le jeu attend {text.awaiting_texts('fr')['assign']}."
