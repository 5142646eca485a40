"""Every text a rule set writes for the recorded games, read in French by players whose names begin
with a vowel: no "de les", no "de Alice", no "le Ours", no colon without its non-breaking space
(``tests.french.typography``). The game pages, move buttons, log lines and email summaries of
every seq, as each seat and a spectator read them (``tests.rulesets.i18n.rendered``)."""

from __future__ import annotations

import pytest

from tests.french.typography import faults
from tests.rulesets.i18n.rendered import recorded_paths, rendered_texts

# Names a French text must elide before; the last seat of a game of three or more stays unnamed.
NAMES = ["Alice", "Émile", "Ingrid", "Olaf", "Ulla"]


def _names(seats: int) -> list[str]:
    names = NAMES[:seats]
    return names[:-1] + [""] if seats > 2 else names


@pytest.mark.parametrize("path", recorded_paths(), ids=lambda path: path.stem)
def test_recorded_game_reads_as_french(path):
    import json

    seats = len(json.loads(path.read_text())["seats"])
    found: dict[str, int] = {}
    for _seq, texts in rendered_texts(path, "fr", _names(seats)):
        for text in texts:
            for fault in faults(text):
                found[fault] = found.get(fault, 0) + 1
    assert not found, "\n".join(f"{count}× {fault}" for fault, count in sorted(found.items()))
