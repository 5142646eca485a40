from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.greenland_decimation_move_type import GreenlandDecimationMoveType

T = TypeVar("T", bound="GreenlandDecimationMove")


@_attrs_define
class GreenlandDecimationMove:
    """
    Attributes:
        type_ (GreenlandDecimationMoveType):
        elder (list[int] | None):
        alpha_dies (bool):
    """

    type_: GreenlandDecimationMoveType
    elder: list[int] | None
    alpha_dies: bool

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        elder: list[int] | None
        if isinstance(self.elder, list):
            elder = self.elder

        else:
            elder = self.elder

        alpha_dies = self.alpha_dies

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "elder": elder,
                "alpha_dies": alpha_dies,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = GreenlandDecimationMoveType(d.pop("type"))

        def _parse_elder(data: object) -> list[int] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                elder_type_0 = cast(list[int], data)

                return elder_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None, data)

        elder = _parse_elder(d.pop("elder"))

        alpha_dies = d.pop("alpha_dies")

        greenland_decimation_move = cls(
            type_=type_,
            elder=elder,
            alpha_dies=alpha_dies,
        )

        return greenland_decimation_move
