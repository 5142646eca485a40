from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.greenland_banish_target_event_data_target_kind import GreenlandBanishTargetEventDataTargetKind
from ..models.greenland_daughter import GreenlandDaughter
from ..types import UNSET, Unset

T = TypeVar("T", bound="GreenlandBanishTargetEventDataTarget")


@_attrs_define
class GreenlandBanishTargetEventDataTarget:
    """
    Attributes:
        kind (GreenlandBanishTargetEventDataTargetKind):
        seat (int):
        daughter (GreenlandDaughter | Unset):
    """

    kind: GreenlandBanishTargetEventDataTargetKind
    seat: int
    daughter: GreenlandDaughter | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        seat = self.seat

        daughter: str | Unset = UNSET
        if not isinstance(self.daughter, Unset):
            daughter = self.daughter.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
                "seat": seat,
            }
        )
        if daughter is not UNSET:
            field_dict["daughter"] = daughter

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = GreenlandBanishTargetEventDataTargetKind(d.pop("kind"))

        seat = d.pop("seat")

        _daughter = d.pop("daughter", UNSET)
        daughter: GreenlandDaughter | Unset
        if isinstance(_daughter, Unset):
            daughter = UNSET
        else:
            daughter = GreenlandDaughter(_daughter)

        greenland_banish_target_event_data_target = cls(
            kind=kind,
            seat=seat,
            daughter=daughter,
        )

        return greenland_banish_target_event_data_target
