from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.greenland_tribe import GreenlandTribe
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.greenland_banish_target_event_data_target import GreenlandBanishTargetEventDataTarget


T = TypeVar("T", bound="GreenlandBanishTargetEventData")


@_attrs_define
class GreenlandBanishTargetEventData:
    """
    Attributes:
        target (GreenlandBanishTargetEventDataTarget):
        tribe (int | Unset):
        tribes (list[GreenlandTribe] | Unset):
    """

    target: GreenlandBanishTargetEventDataTarget
    tribe: int | Unset = UNSET
    tribes: list[GreenlandTribe] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        target = self.target.to_dict()

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
                "target": target,
            }
        )
        if tribe is not UNSET:
            field_dict["tribe"] = tribe
        if tribes is not UNSET:
            field_dict["tribes"] = tribes

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.greenland_banish_target_event_data_target import GreenlandBanishTargetEventDataTarget  # noqa: PLC0415

        d = dict(src_dict)
        target = GreenlandBanishTargetEventDataTarget.from_dict(d.pop("target"))

        tribe = d.pop("tribe", UNSET)

        _tribes = d.pop("tribes", UNSET)
        tribes: list[GreenlandTribe] | Unset = UNSET
        if _tribes is not UNSET:
            tribes = []
            for tribes_item_data in _tribes:
                tribes_item = GreenlandTribe(tribes_item_data)

                tribes.append(tribes_item)

        greenland_banish_target_event_data = cls(
            target=target,
            tribe=tribe,
            tribes=tribes,
        )

        return greenland_banish_target_event_data
