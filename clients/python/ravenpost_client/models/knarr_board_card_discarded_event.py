from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.knarr_board_card_discarded_event_type import KnarrBoardCardDiscardedEventType

if TYPE_CHECKING:
    from ..models.knarr_board_card_discarded_event_data import KnarrBoardCardDiscardedEventData


T = TypeVar("T", bound="KnarrBoardCardDiscardedEvent")


@_attrs_define
class KnarrBoardCardDiscardedEvent:
    """
    Attributes:
        type_ (KnarrBoardCardDiscardedEventType):
        seat (int):
        data (KnarrBoardCardDiscardedEventData):
    """

    type_: KnarrBoardCardDiscardedEventType
    seat: int
    data: KnarrBoardCardDiscardedEventData

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
        from ..models.knarr_board_card_discarded_event_data import KnarrBoardCardDiscardedEventData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = KnarrBoardCardDiscardedEventType(d.pop("type"))

        seat = d.pop("seat")

        data = KnarrBoardCardDiscardedEventData.from_dict(d.pop("data"))

        knarr_board_card_discarded_event = cls(
            type_=type_,
            seat=seat,
            data=data,
        )

        return knarr_board_card_discarded_event
