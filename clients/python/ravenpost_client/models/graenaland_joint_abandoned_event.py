from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.graenaland_joint_abandoned_event_type import GraenalandJointAbandonedEventType

if TYPE_CHECKING:
    from ..models.graenaland_joint_abandoned_event_data import GraenalandJointAbandonedEventData


T = TypeVar("T", bound="GraenalandJointAbandonedEvent")


@_attrs_define
class GraenalandJointAbandonedEvent:
    """
    Attributes:
        type_ (GraenalandJointAbandonedEventType):
        seat (int):
        data (GraenalandJointAbandonedEventData):
    """

    type_: GraenalandJointAbandonedEventType
    seat: int
    data: GraenalandJointAbandonedEventData

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
        from ..models.graenaland_joint_abandoned_event_data import GraenalandJointAbandonedEventData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = GraenalandJointAbandonedEventType(d.pop("type"))

        seat = d.pop("seat")

        data = GraenalandJointAbandonedEventData.from_dict(d.pop("data"))

        graenaland_joint_abandoned_event = cls(
            type_=type_,
            seat=seat,
            data=data,
        )

        return graenaland_joint_abandoned_event
