"""``games.rulesets.i18n``: a domain's catalogue bound to a locale, pure Python."""

from __future__ import annotations

import shutil

import pytest

from games.rulesets import i18n
from games.rulesets.i18n import Catalogue, language


def test_language_is_the_primary_subtag():
    assert [language(code) for code in ("fr", "fr-CA", "FR_fr", "en-GB", "", None, "qps", "de-AT")] == [
        "fr", "fr", "fr", "en", "en", "en", "qps", "de"]


def test_french_plural_rule_and_english_source():
    fr, en = Catalogue("uigo").bind("fr-CA"), Catalogue("uigo").bind("en")
    assert [fr.ngettext("{n} farmer", "{n} farmers", n) for n in (0, 1, 2)] == [
        "0 agriculteur", "1 agriculteur", "2 agriculteurs"]
    assert [en.ngettext("{n} farmer", "{n} farmers", n) for n in (0, 1, 2)] == [
        "0 farmers", "1 farmer", "2 farmers"]
    assert fr.pgettext("colour", "green") == "vert" and fr.pgettext("colour, short", "G") == "Ve"


def test_a_language_without_catalogue_reads_english():
    assert Catalogue("uigo").bind("de").gettext("Play {card}", card="x") == "Play x"


def test_html_escapes_the_text_not_the_fragments():
    fr = Catalogue("uigo").bind("fr")
    assert fr.html("No card played yet.") == "Aucune carte jouée pour l&#x27;instant."
    assert fr.html("{who} to play.", who="<b>Bob</b>") == "À <b>Bob</b> de jouer."


def test_an_uncompiled_catalogue_is_an_error(tmp_path, monkeypatch):
    """A French player must never get English because a .mo was not built."""
    directory = tmp_path / "uigo" / "locale" / "fr" / "LC_MESSAGES"
    directory.mkdir(parents=True)
    shutil.copy(i18n.RULESETS / "uigo" / "locale" / "fr" / "LC_MESSAGES" / "uigo.po", directory)
    monkeypatch.setattr(i18n, "RULESETS", tmp_path)
    i18n.translations.cache_clear()
    try:
        with pytest.raises(FileNotFoundError, match="rulesets_messages --compile"):
            i18n.translations("uigo", "fr")
    finally:
        monkeypatch.undo()
        i18n.translations.cache_clear()
        i18n._texts.cache_clear()
