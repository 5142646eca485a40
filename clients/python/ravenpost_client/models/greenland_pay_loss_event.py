from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.greenland_pay_loss_event_type import GreenlandPayLossEventType

if TYPE_CHECKING:
    from ..models.greenland_pay_loss_event_data import GreenlandPayLossEventData


T = TypeVar("T", bound="GreenlandPayLossEvent")


@_attrs_define
class GreenlandPayLossEvent:
    """
    Attributes:
        type_ (GreenlandPayLossEventType):
        seat (int):
        data (GreenlandPayLossEventData):
    """

    type_: GreenlandPayLossEventType
    seat: int
    data: GreenlandPayLossEventData

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
        from ..models.greenland_pay_loss_event_data import GreenlandPayLossEventData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = GreenlandPayLossEventType(d.pop("type"))

        seat = d.pop("seat")

        data = GreenlandPayLossEventData.from_dict(d.pop("data"))

        greenland_pay_loss_event = cls(
            type_=type_,
            seat=seat,
            data=data,
        )

        return greenland_pay_loss_event
