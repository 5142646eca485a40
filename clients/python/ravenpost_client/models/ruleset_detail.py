from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.ruleset_id import RulesetId

if TYPE_CHECKING:
    from ..models.ruleset_detail_event_schema import RulesetDetailEventSchema
    from ..models.ruleset_detail_move_schema import RulesetDetailMoveSchema
    from ..models.ruleset_detail_options_schema import RulesetDetailOptionsSchema
    from ..models.ruleset_detail_view_schema import RulesetDetailViewSchema


T = TypeVar("T", bound="RulesetDetail")


@_attrs_define
class RulesetDetail:
    """A rule set with the JSON Schemas (draft 2020-12) of its moves, view and events, the same as
    its ``{Game}Move``, ``{Game}View`` and ``{Game}Event`` components.

        Attributes:
            id (RulesetId): A game you can play (GET /api/rulesets/).
            name (str):
            min_players (int):
            max_players (int):
            options_schema (RulesetDetailOptionsSchema): JSON Schema of the options this game accepts.
            move_schema (RulesetDetailMoveSchema): JSON Schema of its moves: oneOf one object per move type, by `type`.
            view_schema (RulesetDetailViewSchema): JSON Schema of its view (GET /api/games/{id}/view/'s `view`).
            event_schema (RulesetDetailEventSchema): JSON Schema of its events as a reader gets them ({type, seat, data}):
                oneOf one per `type`.
    """

    id: RulesetId
    name: str
    min_players: int
    max_players: int
    options_schema: RulesetDetailOptionsSchema
    move_schema: RulesetDetailMoveSchema
    view_schema: RulesetDetailViewSchema
    event_schema: RulesetDetailEventSchema
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id.value

        name = self.name

        min_players = self.min_players

        max_players = self.max_players

        options_schema = self.options_schema.to_dict()

        move_schema = self.move_schema.to_dict()

        view_schema = self.view_schema.to_dict()

        event_schema = self.event_schema.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "name": name,
                "min_players": min_players,
                "max_players": max_players,
                "options_schema": options_schema,
                "move_schema": move_schema,
                "view_schema": view_schema,
                "event_schema": event_schema,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ruleset_detail_event_schema import RulesetDetailEventSchema  # noqa: PLC0415
        from ..models.ruleset_detail_move_schema import RulesetDetailMoveSchema  # noqa: PLC0415
        from ..models.ruleset_detail_options_schema import RulesetDetailOptionsSchema  # noqa: PLC0415
        from ..models.ruleset_detail_view_schema import RulesetDetailViewSchema  # noqa: PLC0415

        d = dict(src_dict)
        id = RulesetId(d.pop("id"))

        name = d.pop("name")

        min_players = d.pop("min_players")

        max_players = d.pop("max_players")

        options_schema = RulesetDetailOptionsSchema.from_dict(d.pop("options_schema"))

        move_schema = RulesetDetailMoveSchema.from_dict(d.pop("move_schema"))

        view_schema = RulesetDetailViewSchema.from_dict(d.pop("view_schema"))

        event_schema = RulesetDetailEventSchema.from_dict(d.pop("event_schema"))

        ruleset_detail = cls(
            id=id,
            name=name,
            min_players=min_players,
            max_players=max_players,
            options_schema=options_schema,
            move_schema=move_schema,
            view_schema=view_schema,
            event_schema=event_schema,
        )

        ruleset_detail.additional_properties = d
        return ruleset_detail

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
