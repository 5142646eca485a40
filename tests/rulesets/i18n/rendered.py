"""Everything a rule set writes for players, over a recorded game: the texts that must not change
in English or French unless on purpose (``golden.json``).

``rendered_texts(path, locale)`` folds a file of ``tests/fixtures/recorded_games/`` with today's
rules (pure: no database; ``meta:`` events are the service's and are skipped, as the fold does)
and yields, per seq, the texts of that moment: after each batch, for every seat and for a
spectator, the game page (``render_view_html``), the move buttons (``describe_move`` of each legal
move, with the names and the mover's view, as the page gives them) and the email summary (``summarize_for_seat``); and for every event, its log line as each
seat and a spectator read it (``describe_event`` of the redacted event). Names are the recorded
seat labels ("p0", "p1"), with one seat unnamed, so both ways of naming a seat are drawn.

``digest_by_seq`` reduces them to a short hash per seq: the golden file
(``golden.json``, written by ``python -m tests.rulesets.i18n.rendered``) keeps one per seq.
"""

from __future__ import annotations

import hashlib
import json
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from games.engine.types import copy_state
from games.rulesets import presentation_for, registry

GOLDEN = Path(__file__).resolve().parent / "golden.json"
RECORDED = Path(__file__).resolve().parents[2] / "fixtures" / "recorded_games"
LOCALES = ("en", "fr")


def _names(record: dict[str, Any]) -> list[str]:
    names = [str(label) for label in record["seats"]]
    if len(names) > 2:
        names[-1] = ""  # an unnamed seat: "Seat 3" / "Place 3"
    return names


def rendered_texts(path: Path, locale: str, names: list[str] | None = None) -> Iterator[tuple[int, list[str]]]:
    """(seq, texts) for each seq of the recorded game at ``path``, in ``locale``; the seats named
    ``names`` if given (else the recorded labels)."""
    record = json.loads(path.read_text())
    ruleset = registry().get(record["ruleset"])
    names = _names(record) if names is None else names[: len(record["seats"])]
    seats: list[int | None] = [*range(len(record["seats"])), None]
    state = None
    events = [e for e in record["events"] if not e[2].startswith("meta:")]
    for index, (seq, batch, kind, seat, _actor, data) in enumerate(events):
        event = {"type": kind, "seat": seat, "data": data}
        state = ruleset.evolve(state, copy_state(event))
        texts = []
        for reader in seats:
            seen = ruleset.redact(event, reader)
            if seen is not None:
                texts.append(presentation_for(ruleset.id).describe_event(seen, names, locale))
        last_of_batch = index + 1 == len(events) or events[index + 1][1] != batch
        if last_of_batch:
            to_move = ruleset.to_move(state)
            for reader in seats:
                view = ruleset.view(state, reader)
                texts.append(presentation_for(ruleset.id).render_view_html(view, reader, locale, names) or "")
                if reader is not None:
                    texts.append(presentation_for(ruleset.id).summarize_for_seat(view, reader, names, locale) or "")
                    if reader in to_move:
                        texts.extend(presentation_for(ruleset.id).describe_move(move, locale, names=names, view=view)
                                     for move in ruleset.legal_moves(state, reader))
        yield seq, texts


def digest_by_seq(path: Path, locale: str) -> list[str]:
    """One 12-hex-digit hash per seq of everything ``rendered_texts`` gives for it."""
    return [
        hashlib.sha256("\x00".join(texts).encode()).hexdigest()[:12]
        for _seq, texts in rendered_texts(path, locale)
    ]


def recorded_paths() -> list[Path]:
    """The recorded games (``tests.fixtures.recorded`` lists the same, but imports the models)."""
    return sorted(RECORDED.glob("*.json"))


def golden() -> dict[str, dict[str, list[str]]]:
    return {path.stem: {locale: digest_by_seq(path, locale) for locale in LOCALES} for path in recorded_paths()}


if __name__ == "__main__":
    GOLDEN.write_text(json.dumps(golden(), indent=0, sort_keys=True) + "\n")
    print(f"wrote {GOLDEN}", file=sys.stderr)
