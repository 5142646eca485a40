from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.greenland_banish_target_move_type import GreenlandBanishTargetMoveType
from ..models.greenland_tribe import GreenlandTribe
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.greenland_banish_target_move_target import GreenlandBanishTargetMoveTarget


T = TypeVar("T", bound="GreenlandBanishTargetMove")


@_attrs_define
class GreenlandBanishTargetMove:
    """
    Attributes:
        type_ (GreenlandBanishTargetMoveType):
        target (GreenlandBanishTargetMoveTarget):
        tribes (list[GreenlandTribe] | Unset):
    """

    type_: GreenlandBanishTargetMoveType
    target: GreenlandBanishTargetMoveTarget
    tribes: list[GreenlandTribe] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        target = self.target.to_dict()

        tribes: list[str] | Unset = UNSET
        if not isinstance(self.tribes, Unset):
            tribes = []
            for tribes_item_data in self.tribes:
                tribes_item = tribes_item_data.value
                tribes.append(tribes_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "target": target,
            }
        )
        if tribes is not UNSET:
            field_dict["tribes"] = tribes

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.greenland_banish_target_move_target import GreenlandBanishTargetMoveTarget  # noqa: PLC0415

        d = dict(src_dict)
        type_ = GreenlandBanishTargetMoveType(d.pop("type"))

        target = GreenlandBanishTargetMoveTarget.from_dict(d.pop("target"))

        _tribes = d.pop("tribes", UNSET)
        tribes: list[GreenlandTribe] | Unset = UNSET
        if _tribes is not UNSET:
            tribes = []
            for tribes_item_data in _tribes:
                tribes_item = GreenlandTribe(tribes_item_data)

                tribes.append(tribes_item)

        greenland_banish_target_move = cls(
            type_=type_,
            target=target,
            tribes=tribes,
        )

        return greenland_banish_target_move
