from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.graenaland_vp_cards_dealt_event_type import GraenalandVpCardsDealtEventType

if TYPE_CHECKING:
    from ..models.graenaland_vp_cards_dealt_event_data import GraenalandVpCardsDealtEventData


T = TypeVar("T", bound="GraenalandVpCardsDealtEvent")


@_attrs_define
class GraenalandVpCardsDealtEvent:
    """
    Attributes:
        type_ (GraenalandVpCardsDealtEventType):
        seat (int):
        data (GraenalandVpCardsDealtEventData):
    """

    type_: GraenalandVpCardsDealtEventType
    seat: int
    data: GraenalandVpCardsDealtEventData

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
        from ..models.graenaland_vp_cards_dealt_event_data import GraenalandVpCardsDealtEventData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = GraenalandVpCardsDealtEventType(d.pop("type"))

        seat = d.pop("seat")

        data = GraenalandVpCardsDealtEventData.from_dict(d.pop("data"))

        graenaland_vp_cards_dealt_event = cls(
            type_=type_,
            seat=seat,
            data=data,
        )

        return graenaland_vp_cards_dealt_event
