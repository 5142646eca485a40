"""A rule set's texts change only on purpose: every page, move label, log line and email summary
of the recorded games, in English and French, hashes as ``golden.json`` says (written by
``python -m tests.rulesets.i18n.rendered``).

A deliberate change of a text (a French mistake corrected) regenerates ``golden.json`` in the
same commit, which lists the change.
"""

from __future__ import annotations

import json

import pytest

from tests.rulesets.i18n.rendered import GOLDEN, LOCALES, digest_by_seq, recorded_paths, rendered_texts

PATHS = {path.stem: path for path in recorded_paths()}


def test_every_recorded_game_has_golden_texts():
    assert set(json.loads(GOLDEN.read_text())) == set(PATHS)


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("game", sorted(PATHS))
def test_texts_unchanged(game, locale):
    expected = json.loads(GOLDEN.read_text())[game][locale]
    got = digest_by_seq(PATHS[game], locale)
    assert len(got) == len(expected), f"{game}: {len(got)} seqs rendered, {len(expected)} recorded"
    changed = [index for index, (old, new) in enumerate(zip(expected, got, strict=True)) if old != new]
    if changed:
        seq, texts = list(rendered_texts(PATHS[game], locale))[changed[0]]
        pytest.fail(
            f"{game} in {locale}: the texts of {len(changed)} seqs changed, the first at seq {seq}; "
            f"its texts now begin: {texts[:3]!r}"
        )
