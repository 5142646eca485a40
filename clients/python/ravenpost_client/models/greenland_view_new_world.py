from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.greenland_view_new_world_markland import GreenlandViewNewWorldMarkland
    from ..models.greenland_view_new_world_vinland import GreenlandViewNewWorldVinland


T = TypeVar("T", bound="GreenlandViewNewWorld")


@_attrs_define
class GreenlandViewNewWorld:
    """
    Attributes:
        markland (GreenlandViewNewWorldMarkland | Unset):
        vinland (GreenlandViewNewWorldVinland | Unset):
    """

    markland: GreenlandViewNewWorldMarkland | Unset = UNSET
    vinland: GreenlandViewNewWorldVinland | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        markland: dict[str, Any] | Unset = UNSET
        if not isinstance(self.markland, Unset):
            markland = self.markland.to_dict()

        vinland: dict[str, Any] | Unset = UNSET
        if not isinstance(self.vinland, Unset):
            vinland = self.vinland.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if markland is not UNSET:
            field_dict["markland"] = markland
        if vinland is not UNSET:
            field_dict["vinland"] = vinland

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.greenland_view_new_world_markland import GreenlandViewNewWorldMarkland  # noqa: PLC0415
        from ..models.greenland_view_new_world_vinland import GreenlandViewNewWorldVinland  # noqa: PLC0415

        d = dict(src_dict)
        _markland = d.pop("markland", UNSET)
        markland: GreenlandViewNewWorldMarkland | Unset
        if isinstance(_markland, Unset):
            markland = UNSET
        else:
            markland = GreenlandViewNewWorldMarkland.from_dict(_markland)

        _vinland = d.pop("vinland", UNSET)
        vinland: GreenlandViewNewWorldVinland | Unset
        if isinstance(_vinland, Unset):
            vinland = UNSET
        else:
            vinland = GreenlandViewNewWorldVinland.from_dict(_vinland)

        greenland_view_new_world = cls(
            markland=markland,
            vinland=vinland,
        )

        return greenland_view_new_world
