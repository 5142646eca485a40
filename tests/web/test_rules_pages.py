"""The rules pages ("rules at hand"): ``/rules/`` and ``/rules/<ruleset>/``.

Each summary exists in English and French and names, under its own anchor, every option of the
rule set (``id="variant-<key>"``) and every reading its README lists
(``id="reading-<slug of the reading's title>"``). The readings are read from the README when the
test runs, so a reading added to a README without its line in both summaries fails here; and each
line carries the digest of the README text it was written from (``data-readme``), so a reading
whose text changes fails too until its lines are checked and the digest updated.
With ``?game=N`` the page lists the variants in play in that game and marks their sections.
"""

from __future__ import annotations

import hashlib
import re
from pathlib import Path

import pytest
from django.test import Client
from django.urls import reverse
from django.utils.text import slugify

from games import services
from games.rulesets import registry
from games.web.rules import active_variants

pytestmark = pytest.mark.django_db

RULESETS = Path(__file__).resolve().parents[2] / "games" / "rulesets"
LANGUAGES = ("en", "fr")
# A reading is a top-level list item of the README's "## Readings chosen ..." section (its "###"
# subsections included: Greenland's card data questions and rules audits) that opens with a bold
# title. Items titled "fixed" are departures from the rulebook that were corrected, not readings.
READINGS_HEADING = re.compile(r"^## Readings chosen.*$", re.M)
READING_ITEM = re.compile(r"^(?:- |\d+\. )\*\*(?P<title>.+?)\*\*", re.M)
# "(reading written down)", "(reading confirmed)": how the audits label a reading, not its name.
READING_LABEL = re.compile(r"\s*\(reading [^)]*\)$")


def readme_readings(ruleset_id: str) -> list[tuple[str, str]]:
    """The readings listed in the rule set's README, in order: (anchor ``reading-<slug of the
    title>``, digest of the reading's text: its first line and the indented lines under it,
    whitespace collapsed)."""
    return readings_in((RULESETS / ruleset_id / "README.md").read_text(encoding="utf-8"))


def readings_in(text: str) -> list[tuple[str, str]]:
    heading = READINGS_HEADING.search(text)
    assert heading, "the README has no 'Readings chosen' section"
    rest = text[heading.end():]
    following = re.search(r"^## ", rest, re.M)
    section = rest[:following.start()] if following else rest
    readings = []
    for item in READING_ITEM.finditer(section):
        title = READING_LABEL.sub("", item["title"].strip().rstrip(".:").strip())
        if "fixed" in title:
            continue
        body = re.match(r"[^\n]*(?:\n(?:[ \t][^\n]*|[ \t]*(?=\n)))*", section[item.start():])[0]
        readings.append((f"reading-{slugify(title)}", digest(body)))
    return readings


def digest(text: str) -> str:
    return hashlib.sha256(" ".join(text.split()).encode()).hexdigest()[:8]


def page(ruleset_id: str, language: str, client: Client | None = None, game: int | None = None) -> str:
    client = client or Client(HTTP_ACCEPT_LANGUAGE=language)
    url = reverse("rules-page", args=[ruleset_id]) + (f"?game={game}" if game else "")
    response = client.get(url)
    assert response.status_code == 200
    return response.content.decode()


def anchors(html: str, prefix: str) -> set[str]:
    """The ids of the reading lines (``prefix="reading"``) or variant sections (``"variant"``)."""
    return set(re.findall(rf'<(?:li|section) id="({prefix}-[^"]+)"', html))


def test_the_readme_parser_finds_each_rule_sets_readings():
    """A guard on the parser itself: every README has readings, and their anchors are distinct."""
    for ruleset_id in registry().ids():
        found = [anchor for anchor, _ in readme_readings(ruleset_id)]
        assert len(found) >= 8, (ruleset_id, found)
        assert len(found) == len(set(found)), ruleset_id
    assert "reading-a-row-of-five" in dict(readme_readings("knarr"))
    assert "reading-d6-the-cards-value" in dict(readme_readings("greenland"))


SAMPLE = """## Readings chosen for unclear rules

- **First.** One line.
- **Second**: two lines,
  the second indented.

1. **Numbered (reading written down).** Also a reading.
- **A slip (departure, fixed).** Not a reading.

## Tests

- **Not a reading** either.
"""


def test_the_parser_tells_an_added_or_changed_reading():
    readings = dict(readings_in(SAMPLE))
    assert list(readings) == ["reading-first", "reading-second", "reading-numbered"]
    changed = dict(readings_in(SAMPLE.replace("the second indented", "the second changed")))
    assert changed["reading-second"] != readings["reading-second"]
    assert changed["reading-first"] == readings["reading-first"]
    added = dict(readings_in(SAMPLE.replace("- **A slip", "- **Third.** New.\n- **A slip")))
    assert list(added) == ["reading-first", "reading-second", "reading-numbered", "reading-third"]


@pytest.mark.parametrize("ruleset_id", ["uigo", "fjords", "knarr", "graenaland", "greenland"])
@pytest.mark.parametrize("language", LANGUAGES)
def test_each_summary_renders_in_english_and_french_with_every_option_and_reading(ruleset_id, language):
    ruleset = registry().get(ruleset_id)
    html = page(ruleset_id, language)
    assert f'<html lang="{language}">' in html
    assert ("the rules in short" if language == "en" else "les règles en bref") in html
    assert ("Readings of unclear rules" if language == "en" else "Lectures des règles ambiguës") in html
    for anchor, readme_digest in readme_readings(ruleset_id):
        line = re.search(rf'<li id="{anchor}" data-readme="(\w+)">(.*?)</li>', html, re.S)
        assert line, f"{ruleset_id} ({language}): the README's reading {anchor} has no line in the summary"
        assert len(re.sub(r"<[^>]+>", "", line[2]).split()) >= 4, (ruleset_id, language, anchor)
        # The line was written from the README's text with this digest; when the reading changes,
        # the line must be checked (and its data-readme set to the new digest).
        assert line[1] == readme_digest, (
            f"{ruleset_id}: the README's reading {anchor} changed since its summary line was written: check "
            f"its line in games/templates/rules/{ruleset_id}.en.html and .fr.html, then set "
            f'data-readme="{readme_digest}"')
    for key in ruleset.options_schema.get("properties", {}):
        assert f'id="variant-{key}"' in html, f"{ruleset_id} ({language}): option {key} is not described"
    assert "<mark>" not in html  # no game named: nothing marked as in play


@pytest.mark.parametrize("ruleset_id", ["uigo", "fjords", "knarr", "graenaland", "greenland"])
def test_english_and_french_summaries_have_the_same_anchors(ruleset_id):
    english, french = page(ruleset_id, "en"), page(ruleset_id, "fr")
    for prefix in ("reading", "variant"):
        assert anchors(english, prefix) == anchors(french, prefix), (ruleset_id, prefix)
    assert anchors(english, "reading") == set(dict(readme_readings(ruleset_id)))  # no stale lines either


GAMES = [  # rule set, players, options, the variants in play, their English labels
    ("knarr", 2, {"ship_side": "advanced", "artifacts": True}, ["ship_side", "artifacts"],
     ["Side of the ship sheets", "Artifacts variant"]),
    ("graenaland", 3, {"advanced_setup": True, "victory_point_cards": True},
     ["advanced_setup", "victory_point_cards", "three_player_modifications"],
     ["Advanced setup", "Victory-point cards", "Three-player adjustments"]),
    ("greenland", 3, {"game": "advanced", "bloody_snow": True, "survivor": True},
     ["game", "survivor", "bloody_snow"], ["Game", "Survivor variant", "Bloody Snow"]),
    ("greenland", 4, {"game": "advanced"}, ["game", "sami"], ["Game", "Sami expansion"]),
]


@pytest.mark.parametrize(("ruleset_id", "players", "options", "in_play", "labels"), GAMES)
@pytest.mark.parametrize("language", LANGUAGES)
def test_a_players_game_names_its_variants_and_marks_them(person, account_client, ruleset_id, players, options,
                                                           in_play, labels, language):
    seated = [person(f"P{number}", locale=language) for number in range(players)]
    game = services.create_game(creator=seated[0], ruleset_id=ruleset_id, seats=[p.pk for p in seated],
                                options=options)
    html = page(ruleset_id, language, account_client(seated[1], language), game=game.pk)
    box = re.search(r'<aside aria-labelledby="in-play-heading">(.*?)</aside>', html, re.S)[1]
    assert f"{game.pk}" in box and reverse("game-page", args=[game.pk]) in box
    assert re.findall(r'href="#variant-([^"]+)"', box) == in_play
    if language == "en":
        for label in labels:
            assert label in box
    for key in in_play:
        heading = re.search(rf'<h3 id="variant-{key}-heading">(.*?)</h3>', html, re.S)[1]
        assert "<mark>" in heading, (key, heading)
    others = set(registry().get(ruleset_id).options_schema["properties"]) - set(in_play)
    for key in others:
        heading = re.search(rf'<h3 id="variant-{key}-heading">(.*?)</h3>', html, re.S)[1]
        assert "<mark>" not in heading, key


def test_a_game_without_variants_says_it_is_played_with_the_basic_rules(person, account_client):
    alice, bob = person("Alice"), person("Bob")
    game = services.create_game(creator=alice, ruleset_id="knarr", seats=[alice.pk, bob.pk], options={})
    html = page("knarr", "en", account_client(bob), game=game.pk)
    assert "This game is played with the basic rules, without variants." in html and "<mark>" not in html


def test_another_persons_game_is_ignored(person, account_client, make_player):
    alice, bob = person("Alice"), person("Bob")
    game = services.create_game(creator=alice, ruleset_id="knarr", seats=[alice.pk, bob.pk],
                                options={"artifacts": True})
    for client in (Client(), account_client(make_player("Stranger"))):
        html = page("knarr", "en", client, game=game.pk)
        assert "in-play-heading" not in html and "<mark>" not in html
    # A game of another rule set, or an id that is no number, is ignored too.
    assert "in-play-heading" not in page("uigo", "en", account_client(alice), game=game.pk)
    response = account_client(alice).get(reverse("rules-page", args=["knarr"]) + "?game=abc")
    assert response.status_code == 200 and b"in-play-heading" not in response.content


def test_an_unknown_game_is_a_404():
    response = Client().get("/rules/chess/")
    assert response.status_code == 404


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_index_lists_every_game(language):
    html = Client(HTTP_ACCEPT_LANGUAGE=language).get(reverse("rules-index")).content.decode()
    for ruleset_id in registry().ids():
        assert reverse("rules-page", args=[ruleset_id]) in html
    assert ("Rules" if language == "en" else "Règles") in html


def test_the_game_page_and_the_new_game_page_link_to_the_rules(person, account_client):
    alice, bob = person("Alice"), person("Bob")
    game = services.create_game(creator=alice, ruleset_id="fjords", seats=[alice.pk, bob.pk], options={})
    client = account_client(alice)
    html = client.get(reverse("game-page", args=[game.pk])).content.decode()
    assert f'href="/rules/fjords/?game={game.pk}"' in html and "Rules of this game" in html
    new_game = client.get(reverse("game-new")).content.decode()
    for ruleset_id in registry().ids():
        assert f'href="/rules/{ruleset_id}/"' in new_game
    form = client.get(reverse("game-new-form", args=["knarr", 2])).content.decode()
    assert 'href="/rules/knarr/#variants"' in form  # what the options mean, before choosing them


def test_active_variants_follow_the_player_count():
    knarr, graenaland, greenland = (registry().get(i) for i in ("knarr", "graenaland", "greenland"))
    assert active_variants(knarr, {"ship_side": "normal", "artifacts": False}, 2) == []
    # Left on by default, the three-player adjustments change nothing at a table of four.
    assert active_variants(graenaland, {"three_player_modifications": True}, 4) == []
    assert active_variants(graenaland, {"three_player_modifications": True, "five_player_favour": True}, 3) == [
        "three_player_modifications"]
    # Decided by the count, never asked on the form: still in play.
    assert active_variants(greenland, greenland.resolve_options(4, {}), 4) == ["sami"]
    assert active_variants(greenland, greenland.resolve_options(1, {}), 1) == ["cooperative"]
