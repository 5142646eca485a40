from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.greenland_dice_rolled_event_type import GreenlandDiceRolledEventType

if TYPE_CHECKING:
    from ..models.greenland_dice_rolled_event_data import GreenlandDiceRolledEventData


T = TypeVar("T", bound="GreenlandDiceRolledEvent")


@_attrs_define
class GreenlandDiceRolledEvent:
    """
    Attributes:
        type_ (GreenlandDiceRolledEventType):
        seat (int | None):
        data (GreenlandDiceRolledEventData):
    """

    type_: GreenlandDiceRolledEventType
    seat: int | None
    data: GreenlandDiceRolledEventData

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
        from ..models.greenland_dice_rolled_event_data import GreenlandDiceRolledEventData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = GreenlandDiceRolledEventType(d.pop("type"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        data = GreenlandDiceRolledEventData.from_dict(d.pop("data"))

        greenland_dice_rolled_event = cls(
            type_=type_,
            seat=seat,
            data=data,
        )

        return greenland_dice_rolled_event
