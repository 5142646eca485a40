from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.fjords_hut_built_event_type import FjordsHutBuiltEventType

if TYPE_CHECKING:
    from ..models.fjords_hut_built_event_data import FjordsHutBuiltEventData


T = TypeVar("T", bound="FjordsHutBuiltEvent")


@_attrs_define
class FjordsHutBuiltEvent:
    """
    Attributes:
        type_ (FjordsHutBuiltEventType):
        seat (int):
        data (FjordsHutBuiltEventData):
    """

    type_: FjordsHutBuiltEventType
    seat: int
    data: FjordsHutBuiltEventData

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
        from ..models.fjords_hut_built_event_data import FjordsHutBuiltEventData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = FjordsHutBuiltEventType(d.pop("type"))

        seat = d.pop("seat")

        data = FjordsHutBuiltEventData.from_dict(d.pop("data"))

        fjords_hut_built_event = cls(
            type_=type_,
            seat=seat,
            data=data,
        )

        return fjords_hut_built_event
