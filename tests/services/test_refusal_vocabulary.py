"""The refusals of ``games.services.refusals`` are written once, and said in the reader's language.

The source test reads every module of the project (``ast``): a refusal's English sentence
written anywhere but in the vocabulary (raised again by hand, or translated again by a page)
fails it, so the API's ``detail`` and the page's sentence cannot drift apart again.
"""

from __future__ import annotations

import ast
import inspect
import re
from pathlib import Path

import pytest
from django.utils import translation

from games.services import errors, refusals
from games.web.refusals import refusal_sentence

ROOT = Path(__file__).resolve().parents[2]
VOCABULARY = Path(refusals.__file__)
PACKAGES = ("games", "players", "notifications", "webhooks", "config")
_PLACEHOLDER = re.compile(r"%\(\w+\)[sd]")
_ERROR_CLASSES = {"ServiceError", "BadRequest", "Forbidden", "NotFound", "Conflict", "Unprocessable"}
# Codes the vocabulary owns that an admin-only action also uses, with a sentence of its own
# (the admin site is English, and says more: the player's email, the seat).
# A refusal of one place that shares a code but not the situation keeps its own sentence there.
_ELSEWHERE = {("games/services/admin_actions.py", "game_not_active"),
              ("games/services/admin_actions.py", "already_seated"),
              ("games/services/conditional.py", "game_not_active"),  # no conditional moves now
              ("games/api/views.py", "invitation_not_found"),  # the API's own invitation ids
              ("notifications/inbound/http.py", "empty_message")}  # an empty MIME body
# Rule sets word their own refusals (their own catalogues, below the services).
_OWN_WORDS = ("games/rulesets/", "games/engine/")


def _vocabulary() -> tuple[set[str], set[str]]:
    """The English sentences (``gettext_lazy``'s msgids) and the codes of the vocabulary."""
    sentences, codes = set(), set()
    for node in ast.walk(ast.parse(VOCABULARY.read_text())):
        if not isinstance(node, ast.Call) or not isinstance(node.func, ast.Name):
            continue
        first = node.args[0] if node.args else None
        if node.func.id == "gettext_lazy" and isinstance(first, ast.Constant):
            sentences.add(first.value)
        if node.func.id in _ERROR_CLASSES and isinstance(first, ast.Constant):
            codes.add(first.value)
    return sentences, codes


def _shape(node: ast.AST) -> str | None:
    """A string literal as a comparable text: an f-string's values and a msgid's placeholders
    both become ``{}``."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return _PLACEHOLDER.sub("{}", node.value)
    if isinstance(node, ast.JoinedStr):
        return "".join(part.value if isinstance(part, ast.Constant) else "{}" for part in node.values)
    return None


def _modules():
    for package in PACKAGES:
        for path in sorted((ROOT / package).rglob("*.py")):
            name = path.relative_to(ROOT).as_posix()
            if path != VOCABULARY and "migrations" not in path.parts and not name.startswith(_OWN_WORDS):
                yield name, ast.parse(path.read_text())


def test_the_vocabulary_has_the_refusals_met_in_several_places():
    sentences, codes = _vocabulary()
    assert "You do not have a seat in this game." in sentences
    assert {"not_your_game", "not_your_turn", "game_not_found", "game_full", "invitation_closed",
            "takeback_pending", "empty_message", "too_many_invitations"} <= codes


def test_no_refusal_sentence_is_written_outside_the_vocabulary():
    sentences, _codes = _vocabulary()
    shapes = {_PLACEHOLDER.sub("{}", sentence) for sentence in sentences}
    found = [f"{name}:{node.lineno}: {_shape(node)!r}" for name, tree in _modules() for node in ast.walk(tree)
             if _shape(node) in shapes]
    assert found == [], "raise the refusal through games.services.refusals instead"


def test_no_service_raises_a_vocabulary_code_by_hand():
    _sentences, codes = _vocabulary()
    found = []
    for name, tree in _modules():
        for node in ast.walk(tree):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in _ERROR_CLASSES
                    and node.args and isinstance(node.args[0], ast.Constant) and node.args[0].value in codes
                    and (name, node.args[0].value) not in _ELSEWHERE):
                found.append(f"{name}:{node.lineno}: {node.args[0].value}")
    assert found == []


def _every_refusal():
    """Each factory, called with sample arguments."""
    samples = {"status": "finished", "game_id": 7, "limit": 20, "retry_after": 60, "maximum": 2000, "length": 2001}
    for name, factory in inspect.getmembers(refusals, inspect.isfunction):
        if factory.__module__ == refusals.__name__ and not name.startswith("_"):
            yield name, factory(**{parameter: samples[parameter] for parameter in inspect.signature(factory).parameters})


@pytest.mark.parametrize(("name", "error"), list(_every_refusal()), ids=lambda value: getattr(value, "code", value))
def test_every_refusal_is_english_by_default_and_french_for_a_french_reader(name, error):
    assert isinstance(error, errors.ServiceError) and isinstance(error.sentence, errors.Sentence)
    with translation.override("en"):
        english = error.message
    with translation.override("fr"):
        french, page = error.message, refusal_sentence(error)
    assert french != english and page == french, name
    assert str(error) == english  # outside any request (a log line, a worker): English


def test_a_refusal_is_said_when_it_is_read_not_when_it_is_raised():
    with translation.override("fr"):
        error = refusals.game_not_active("finished")
    with translation.override("en"):
        assert error.message == "This game is finished: no more moves."
        assert refusal_sentence(error) == "This game is finished: no more moves."
    with translation.override("fr"):
        assert refusal_sentence(error) == "Cette partie est terminée\u00a0: plus aucun coup ne peut y être joué."
        assert refusal_sentence(refusals.not_your_game()) == "Vous n'avez pas de place dans cette partie."


@pytest.mark.django_db
def test_the_api_says_a_refusal_in_english_and_a_french_page_in_french(players, client_for, make_player):
    """The API's ``detail`` is the English sentence, byte for byte; a French reader's page says
    the same refusal in French."""
    from games import services

    game = services.create_game(creator=players[0], ruleset_id="uigo", seats=[players[0].pk, players[1].pk])
    outsider = make_player()
    response = client_for(outsider).post(f"/api/games/{game.pk}/moves/",
                                         {"move": {"type": "fly"}, "expected_seq": game.seq}, format="json")
    assert response.status_code == 403 and response["Content-Type"].startswith("application/problem+json")
    assert (response.json()["code"], response.json()["detail"]) == ("not_your_game", "You do not have a seat in this game.")
    with pytest.raises(errors.Forbidden) as refused:
        services.submit_move(game_id=game.pk, player=outsider, move={"type": "fly"}, expected_seq=game.seq)
    with translation.override("fr"):
        assert refusal_sentence(refused.value) == "Vous n'avez pas de place dans cette partie."


def test_the_takeback_refusals_keep_the_codes_takebacks_documents():
    from games.services import takebacks

    assert (refusals.no_move_to_take_back().code, refusals.no_takeback_in("finished").code,
            refusals.not_your_move().code, refusals.revealed_information().code, refusals.takeback_pending().code,
            refusals.takeback_already_asked().code, refusals.no_takeback_request().code,
            refusals.own_takeback_request().code) == (
        takebacks.NOTHING, takebacks.NOTHING, takebacks.NOT_YOURS, takebacks.REVEALED, takebacks.PENDING,
        takebacks.ASKED, takebacks.NO_REQUEST, takebacks.NO_REQUEST)
