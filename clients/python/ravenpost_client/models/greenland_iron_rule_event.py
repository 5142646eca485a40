from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.greenland_iron_rule_event_type import GreenlandIronRuleEventType

if TYPE_CHECKING:
    from ..models.greenland_iron_rule_event_data import GreenlandIronRuleEventData


T = TypeVar("T", bound="GreenlandIronRuleEvent")


@_attrs_define
class GreenlandIronRuleEvent:
    """
    Attributes:
        type_ (GreenlandIronRuleEventType):
        seat (int):
        data (GreenlandIronRuleEventData):
    """

    type_: GreenlandIronRuleEventType
    seat: int
    data: GreenlandIronRuleEventData

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        seat = self.seat

        data = self.data.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "seat": seat,
                "data": data,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.greenland_iron_rule_event_data import GreenlandIronRuleEventData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = GreenlandIronRuleEventType(d.pop("type"))

        seat = d.pop("seat")

        data = GreenlandIronRuleEventData.from_dict(d.pop("data"))

        greenland_iron_rule_event = cls(
            type_=type_,
            seat=seat,
            data=data,
        )

        return greenland_iron_rule_event
