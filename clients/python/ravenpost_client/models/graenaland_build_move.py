from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.graenaland_basic_resource import GraenalandBasicResource
from ..models.graenaland_build_move_type import GraenalandBuildMoveType
from ..models.graenaland_project import GraenalandProject
from ..models.graenaland_territory import GraenalandTerritory
from ..types import UNSET, Unset

T = TypeVar("T", bound="GraenalandBuildMove")


@_attrs_define
class GraenalandBuildMove:
    """
    Attributes:
        type_ (GraenalandBuildMoveType):
        project (GraenalandProject):
        territory (GraenalandTerritory | Unset):
        variant (GraenalandBasicResource | Unset):
    """

    type_: GraenalandBuildMoveType
    project: GraenalandProject
    territory: GraenalandTerritory | Unset = UNSET
    variant: GraenalandBasicResource | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        project = self.project.value

        territory: str | Unset = UNSET
        if not isinstance(self.territory, Unset):
            territory = self.territory.value

        variant: str | Unset = UNSET
        if not isinstance(self.variant, Unset):
            variant = self.variant.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "project": project,
            }
        )
        if territory is not UNSET:
            field_dict["territory"] = territory
        if variant is not UNSET:
            field_dict["variant"] = variant

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = GraenalandBuildMoveType(d.pop("type"))

        project = GraenalandProject(d.pop("project"))

        _territory = d.pop("territory", UNSET)
        territory: GraenalandTerritory | Unset
        if isinstance(_territory, Unset):
            territory = UNSET
        else:
            territory = GraenalandTerritory(_territory)

        _variant = d.pop("variant", UNSET)
        variant: GraenalandBasicResource | Unset
        if isinstance(_variant, Unset):
            variant = UNSET
        else:
            variant = GraenalandBasicResource(_variant)

        graenaland_build_move = cls(
            type_=type_,
            project=project,
            territory=territory,
            variant=variant,
        )

        return graenaland_build_move
