from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.ruleset_id import RulesetId

if TYPE_CHECKING:
    from ..models.ruleset_options_schema import RulesetOptionsSchema


T = TypeVar("T", bound="Ruleset")


@_attrs_define
class Ruleset:
    """
    Attributes:
        id (RulesetId): A game you can play (GET /api/rulesets/).
        name (str):
        min_players (int):
        max_players (int):
        options_schema (RulesetOptionsSchema): JSON Schema of the options this game accepts.
    """

    id: RulesetId
    name: str
    min_players: int
    max_players: int
    options_schema: RulesetOptionsSchema
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id.value

        name = self.name

        min_players = self.min_players

        max_players = self.max_players

        options_schema = self.options_schema.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "name": name,
                "min_players": min_players,
                "max_players": max_players,
                "options_schema": options_schema,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ruleset_options_schema import RulesetOptionsSchema  # noqa: PLC0415

        d = dict(src_dict)
        id = RulesetId(d.pop("id"))

        name = d.pop("name")

        min_players = d.pop("min_players")

        max_players = d.pop("max_players")

        options_schema = RulesetOptionsSchema.from_dict(d.pop("options_schema"))

        ruleset = cls(
            id=id,
            name=name,
            min_players=min_players,
            max_players=max_players,
            options_schema=options_schema,
        )

        ruleset.additional_properties = d
        return ruleset

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
