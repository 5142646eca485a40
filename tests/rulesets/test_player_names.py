"""How every game page names a seat (``page_style``): the player's name, "Seat N" without one,
two players of one name told apart, the viewer's own marked, French "de" elided. Pure."""

from games.rulesets import french
from games.rulesets.greenland import text as greenland_text
from games.rulesets.page_style import (
    owner_heading,
    player_html,
    player_name,
    player_text,
    shortened,
    whose_html,
)
from tests.rulesets.names_check import page_text


def test_a_seat_is_named_by_its_player_or_numbered():
    names = ["Anne", "  Bob\n  Martin ", ""]
    assert player_name(0, names, "en") == "Anne"
    assert player_name(1, names, "en") == "Bob Martin"  # runs of spaces and line breaks made one
    assert player_name(2, names, "en") == "Seat 3"  # no usable name
    assert player_name(3, names, "fr") == "Place 4"  # beyond the list
    assert player_name(1, None, "fr") == "Place 2"
    assert player_name(None, names, "en") == player_name(True, names, "en") == player_name(-1, names, "en") == "?"


def test_two_players_of_one_name_are_told_apart_by_their_seats():
    names = ["Bob", "Anne", "Bob"]
    assert [player_name(seat, names, "en") for seat in range(3)] == ["Bob (seat 1)", "Anne", "Bob (seat 3)"]
    assert player_name(2, names, "fr") == "Bob (place 3)"


def test_names_are_escaped_and_the_viewer_marked():
    names = ["Anne", '<b>Eve & "Al"</b>']
    html = player_html(1, names, 1, "fr")
    assert "<b>Eve" not in html and "&lt;b&gt;Eve &amp; &quot;Al&quot;&lt;/b&gt;" in html
    assert page_text(html).strip() == '<b>Eve & "Al"</b> (vous)' and html.startswith("<strong")
    assert page_text(player_html(0, names, 1, "fr")).strip() == "Anne"
    assert "overflow-wrap:anywhere" in html  # a long name wraps on a phone


def test_the_viewer_marked_in_plain_text_as_in_html():
    """``player_text``: what ``player_html`` shows, unescaped (a sentence escapes it later)."""
    names = ["Anne", '<b>Eve & "Al"</b>']
    assert player_text(1, names, 1, "fr") == '<b>Eve & "Al"</b> (vous)'
    assert player_text(0, names, 1, "en") == "Anne" and player_text(1, None, 1, "en") == "Seat 2 (you)"
    for seat in (0, 1):
        for viewer in (None, 0, 1):
            assert player_text(seat, names, viewer, "fr") == page_text(player_html(seat, names, viewer, "fr")).strip()


def test_whose_and_headings_in_both_languages():
    names = ["Anne", "Bob", "Le Goff", "Hugo"]
    assert page_text(whose_html(1, names, None, "en")) == "Bob's"
    assert [page_text(whose_html(seat, names, None, "fr")) for seat in range(4)] == [
        "d'Anne", "de Bob", "de Le Goff", "de Hugo",  # a name is elided, never contracted
    ]  # fmt: skip
    assert page_text(owner_heading(0, names, 1, "fr", "Votre navire", "Le navire {whose}")) == "Le navire d'Anne"
    assert page_text(owner_heading(1, names, 1, "en", "Your ship", "{whose} ship")) == "Your ship · Bob (you)"
    assert page_text(owner_heading(1, None, None, "en", "Your ship", "{whose} ship")) == "Seat 2's ship"


def test_greenland_reads_the_shared_french_grammar():
    assert greenland_text.contract_fr is french.contract_fr and greenland_text.elides_fr is french.elides_fr
    assert greenland_text.de_fr("les Thulé") == "des Thulé" and greenland_text.de_fr("Anne", proper=True) == "d'Anne"


def test_where_room_is_short_a_long_name_is_cut_and_whole_in_its_tooltip():
    names = ["Anne", "Héloïse-Marguerite de Wolfeschlegelstein"]
    assert shortened("Héloïse-Marguerite", 8) == "Héloïse…" and shortened("Anne", 8) == "Anne"
    html = player_html(1, names, 1, "en", limit=12)
    assert page_text(html).strip() == "Héloïse-Mar… (you)" and f'title="{names[1]}"' in html
    assert "title=" not in player_html(0, names, 1, "en", limit=12)  # nothing cut, no tooltip
