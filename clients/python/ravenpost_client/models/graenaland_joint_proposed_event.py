from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.graenaland_joint_proposed_event_type import GraenalandJointProposedEventType

if TYPE_CHECKING:
    from ..models.graenaland_joint_proposed_event_data import GraenalandJointProposedEventData


T = TypeVar("T", bound="GraenalandJointProposedEvent")


@_attrs_define
class GraenalandJointProposedEvent:
    """
    Attributes:
        type_ (GraenalandJointProposedEventType):
        seat (int):
        data (GraenalandJointProposedEventData):
    """

    type_: GraenalandJointProposedEventType
    seat: int
    data: GraenalandJointProposedEventData

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
        from ..models.graenaland_joint_proposed_event_data import GraenalandJointProposedEventData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = GraenalandJointProposedEventType(d.pop("type"))

        seat = d.pop("seat")

        data = GraenalandJointProposedEventData.from_dict(d.pop("data"))

        graenaland_joint_proposed_event = cls(
            type_=type_,
            seat=seat,
            data=data,
        )

        return graenaland_joint_proposed_event
