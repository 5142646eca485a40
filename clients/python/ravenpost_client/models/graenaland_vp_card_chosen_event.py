from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.graenaland_vp_card_chosen_event_type import GraenalandVpCardChosenEventType

if TYPE_CHECKING:
    from ..models.graenaland_vp_card_chosen_event_data import GraenalandVpCardChosenEventData


T = TypeVar("T", bound="GraenalandVpCardChosenEvent")


@_attrs_define
class GraenalandVpCardChosenEvent:
    """
    Attributes:
        type_ (GraenalandVpCardChosenEventType):
        seat (int):
        data (GraenalandVpCardChosenEventData):
    """

    type_: GraenalandVpCardChosenEventType
    seat: int
    data: GraenalandVpCardChosenEventData

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
        from ..models.graenaland_vp_card_chosen_event_data import GraenalandVpCardChosenEventData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = GraenalandVpCardChosenEventType(d.pop("type"))

        seat = d.pop("seat")

        data = GraenalandVpCardChosenEventData.from_dict(d.pop("data"))

        graenaland_vp_card_chosen_event = cls(
            type_=type_,
            seat=seat,
            data=data,
        )

        return graenaland_vp_card_chosen_event
