from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.greenland_tribe import GreenlandTribe
from ..types import UNSET, Unset

T = TypeVar("T", bound="GreenlandDecimationEventData")


@_attrs_define
class GreenlandDecimationEventData:
    """
    Attributes:
        elder (list[int] | None):
        alpha_dies (bool):
        tribe (int | Unset):
        tribes (list[GreenlandTribe] | Unset):
    """

    elder: list[int] | None
    alpha_dies: bool
    tribe: int | Unset = UNSET
    tribes: list[GreenlandTribe] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        elder: list[int] | None
        if isinstance(self.elder, list):
            elder = self.elder

        else:
            elder = self.elder

        alpha_dies = self.alpha_dies

        tribe = self.tribe

        tribes: list[str] | Unset = UNSET
        if not isinstance(self.tribes, Unset):
            tribes = []
            for tribes_item_data in self.tribes:
                tribes_item = tribes_item_data.value
                tribes.append(tribes_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "elder": elder,
                "alpha_dies": alpha_dies,
            }
        )
        if tribe is not UNSET:
            field_dict["tribe"] = tribe
        if tribes is not UNSET:
            field_dict["tribes"] = tribes

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

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

        tribe = d.pop("tribe", UNSET)

        _tribes = d.pop("tribes", UNSET)
        tribes: list[GreenlandTribe] | Unset = UNSET
        if _tribes is not UNSET:
            tribes = []
            for tribes_item_data in _tribes:
                tribes_item = GreenlandTribe(tribes_item_data)

                tribes.append(tribes_item)

        greenland_decimation_event_data = cls(
            elder=elder,
            alpha_dies=alpha_dies,
            tribe=tribe,
            tribes=tribes,
        )

        return greenland_decimation_event_data
