"""A registry of rule sets by id."""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from games.engine.ruleset import Ruleset


class Registry:
    """Rule sets by id, in registration order. Ids are unique."""

    def __init__(self, rulesets: Iterable[Ruleset] = ()) -> None:
        self._by_id: dict[str, Ruleset] = {}
        for ruleset in rulesets:
            self.register(ruleset)

    def register(self, ruleset: Ruleset) -> None:
        if ruleset.id in self._by_id:
            raise ValueError(f"rule set {ruleset.id!r} is registered twice")
        self._by_id[ruleset.id] = ruleset

    def unregister(self, ruleset_id: str) -> None:
        """Remove a rule set (tests register throwaway ones); ``KeyError`` if there is none."""
        del self._by_id[ruleset_id]

    def get(self, ruleset_id: str) -> Ruleset:
        """The rule set with this id; ``KeyError`` if there is none."""
        return self._by_id[ruleset_id]

    def __contains__(self, ruleset_id: object) -> bool:
        return ruleset_id in self._by_id

    def __iter__(self) -> Iterator[Ruleset]:
        return iter(self._by_id.values())

    def ids(self) -> list[str]:
        return list(self._by_id)
