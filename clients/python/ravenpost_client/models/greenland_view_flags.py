from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="GreenlandViewFlags")


@_attrs_define
class GreenlandViewFlags:
    """
    Attributes:
        falconers_ransom (bool | Unset):
        no_sea_hunt (bool | Unset):
        markland_forbidden (bool | Unset):
        cooled (bool | Unset):
        ski (list[int] | Unset):
    """

    falconers_ransom: bool | Unset = UNSET
    no_sea_hunt: bool | Unset = UNSET
    markland_forbidden: bool | Unset = UNSET
    cooled: bool | Unset = UNSET
    ski: list[int] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        falconers_ransom = self.falconers_ransom

        no_sea_hunt = self.no_sea_hunt

        markland_forbidden = self.markland_forbidden

        cooled = self.cooled

        ski: list[int] | Unset = UNSET
        if not isinstance(self.ski, Unset):
            ski = self.ski

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if falconers_ransom is not UNSET:
            field_dict["falconers_ransom"] = falconers_ransom
        if no_sea_hunt is not UNSET:
            field_dict["no_sea_hunt"] = no_sea_hunt
        if markland_forbidden is not UNSET:
            field_dict["markland_forbidden"] = markland_forbidden
        if cooled is not UNSET:
            field_dict["cooled"] = cooled
        if ski is not UNSET:
            field_dict["ski"] = ski

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        falconers_ransom = d.pop("falconers_ransom", UNSET)

        no_sea_hunt = d.pop("no_sea_hunt", UNSET)

        markland_forbidden = d.pop("markland_forbidden", UNSET)

        cooled = d.pop("cooled", UNSET)

        ski = cast(list[int], d.pop("ski", UNSET))

        greenland_view_flags = cls(
            falconers_ransom=falconers_ransom,
            no_sea_hunt=no_sea_hunt,
            markland_forbidden=markland_forbidden,
            cooled=cooled,
            ski=ski,
        )

        return greenland_view_flags
