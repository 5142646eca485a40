from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.knarr_board_card_taken_event_type import KnarrBoardCardTakenEventType

if TYPE_CHECKING:
    from ..models.knarr_board_card_taken_event_data import KnarrBoardCardTakenEventData


T = TypeVar("T", bound="KnarrBoardCardTakenEvent")


@_attrs_define
class KnarrBoardCardTakenEvent:
    """
    Attributes:
        type_ (KnarrBoardCardTakenEventType):
        seat (int):
        data (KnarrBoardCardTakenEventData):
    """

    type_: KnarrBoardCardTakenEventType
    seat: int
    data: KnarrBoardCardTakenEventData

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
        from ..models.knarr_board_card_taken_event_data import KnarrBoardCardTakenEventData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = KnarrBoardCardTakenEventType(d.pop("type"))

        seat = d.pop("seat")

        data = KnarrBoardCardTakenEventData.from_dict(d.pop("data"))

        knarr_board_card_taken_event = cls(
            type_=type_,
            seat=seat,
            data=data,
        )

        return knarr_board_card_taken_event
