from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.graenaland_start_cards_laid_event_type import GraenalandStartCardsLaidEventType

if TYPE_CHECKING:
    from ..models.graenaland_start_cards_laid_event_data import GraenalandStartCardsLaidEventData


T = TypeVar("T", bound="GraenalandStartCardsLaidEvent")


@_attrs_define
class GraenalandStartCardsLaidEvent:
    """
    Attributes:
        type_ (GraenalandStartCardsLaidEventType):
        seat (int | None):
        data (GraenalandStartCardsLaidEventData):
    """

    type_: GraenalandStartCardsLaidEventType
    seat: int | None
    data: GraenalandStartCardsLaidEventData

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
        from ..models.graenaland_start_cards_laid_event_data import GraenalandStartCardsLaidEventData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = GraenalandStartCardsLaidEventType(d.pop("type"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        data = GraenalandStartCardsLaidEventData.from_dict(d.pop("data"))

        graenaland_start_cards_laid_event = cls(
            type_=type_,
            seat=seat,
            data=data,
        )

        return graenaland_start_cards_laid_event
