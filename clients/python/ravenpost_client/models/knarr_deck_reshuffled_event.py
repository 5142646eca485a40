from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.knarr_deck_reshuffled_event_type import KnarrDeckReshuffledEventType

if TYPE_CHECKING:
    from ..models.knarr_deck_reshuffled_event_data import KnarrDeckReshuffledEventData


T = TypeVar("T", bound="KnarrDeckReshuffledEvent")


@_attrs_define
class KnarrDeckReshuffledEvent:
    """
    Attributes:
        type_ (KnarrDeckReshuffledEventType):
        seat (int | None):
        data (KnarrDeckReshuffledEventData):
    """

    type_: KnarrDeckReshuffledEventType
    seat: int | None
    data: KnarrDeckReshuffledEventData

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        seat: int | None
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
        from ..models.knarr_deck_reshuffled_event_data import KnarrDeckReshuffledEventData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = KnarrDeckReshuffledEventType(d.pop("type"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        data = KnarrDeckReshuffledEventData.from_dict(d.pop("data"))

        knarr_deck_reshuffled_event = cls(
            type_=type_,
            seat=seat,
            data=data,
        )

        return knarr_deck_reshuffled_event
