from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.greenland_declare_first_event_type import GreenlandDeclareFirstEventType

if TYPE_CHECKING:
    from ..models.greenland_declare_first_event_data import GreenlandDeclareFirstEventData


T = TypeVar("T", bound="GreenlandDeclareFirstEvent")


@_attrs_define
class GreenlandDeclareFirstEvent:
    """
    Attributes:
        type_ (GreenlandDeclareFirstEventType):
        seat (int):
        data (GreenlandDeclareFirstEventData):
    """

    type_: GreenlandDeclareFirstEventType
    seat: int
    data: GreenlandDeclareFirstEventData

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
        from ..models.greenland_declare_first_event_data import GreenlandDeclareFirstEventData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = GreenlandDeclareFirstEventType(d.pop("type"))

        seat = d.pop("seat")

        data = GreenlandDeclareFirstEventData.from_dict(d.pop("data"))

        greenland_declare_first_event = cls(
            type_=type_,
            seat=seat,
            data=data,
        )

        return greenland_declare_first_event
