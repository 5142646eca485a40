from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.graenaland_vp_card_revealed_event_type import GraenalandVpCardRevealedEventType

if TYPE_CHECKING:
    from ..models.graenaland_vp_card_revealed_event_data import GraenalandVpCardRevealedEventData


T = TypeVar("T", bound="GraenalandVpCardRevealedEvent")


@_attrs_define
class GraenalandVpCardRevealedEvent:
    """
    Attributes:
        type_ (GraenalandVpCardRevealedEventType):
        seat (int):
        data (GraenalandVpCardRevealedEventData):
    """

    type_: GraenalandVpCardRevealedEventType
    seat: int
    data: GraenalandVpCardRevealedEventData

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
        from ..models.graenaland_vp_card_revealed_event_data import GraenalandVpCardRevealedEventData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = GraenalandVpCardRevealedEventType(d.pop("type"))

        seat = d.pop("seat")

        data = GraenalandVpCardRevealedEventData.from_dict(d.pop("data"))

        graenaland_vp_card_revealed_event = cls(
            type_=type_,
            seat=seat,
            data=data,
        )

        return graenaland_vp_card_revealed_event
