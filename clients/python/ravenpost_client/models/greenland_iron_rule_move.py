from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.greenland_iron_rule_move_type import GreenlandIronRuleMoveType

T = TypeVar("T", bound="GreenlandIronRuleMove")


@_attrs_define
class GreenlandIronRuleMove:
    """
    Attributes:
        type_ (GreenlandIronRuleMoveType):
        spend (bool):
    """

    type_: GreenlandIronRuleMoveType
    spend: bool

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        spend = self.spend

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "spend": spend,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = GreenlandIronRuleMoveType(d.pop("type"))

        spend = d.pop("spend")

        greenland_iron_rule_move = cls(
            type_=type_,
            spend=spend,
        )

        return greenland_iron_rule_move
