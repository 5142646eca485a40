from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.knarr_reserve_move_type import KnarrReserveMoveType

T = TypeVar("T", bound="KnarrReserveMove")


@_attrs_define
class KnarrReserveMove:
    """
    Attributes:
        type_ (KnarrReserveMoveType):
        destination (int):
    """

    type_: KnarrReserveMoveType
    destination: int

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        destination = self.destination

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "destination": destination,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = KnarrReserveMoveType(d.pop("type"))

        destination = d.pop("destination")

        knarr_reserve_move = cls(
            type_=type_,
            destination=destination,
        )

        return knarr_reserve_move
