from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.graenaland_basic_resource import GraenalandBasicResource
from ..models.graenaland_project import GraenalandProject
from ..models.graenaland_territory import GraenalandTerritory

T = TypeVar("T", bound="GraenalandProjectBuiltEventData")


@_attrs_define
class GraenalandProjectBuiltEventData:
    """
    Attributes:
        project (GraenalandProject):
        territory (GraenalandTerritory | None):
        variant (GraenalandBasicResource | None):
        joint (bool):
    """

    project: GraenalandProject
    territory: GraenalandTerritory | None
    variant: GraenalandBasicResource | None
    joint: bool

    def to_dict(self) -> dict[str, Any]:
        project = self.project.value

        territory: None | str
        if isinstance(self.territory, GraenalandTerritory):
            territory = self.territory.value
        else:
            territory = self.territory

        variant: None | str
        if isinstance(self.variant, GraenalandBasicResource):
            variant = self.variant.value
        else:
            variant = self.variant

        joint = self.joint

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "project": project,
                "territory": territory,
                "variant": variant,
                "joint": joint,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        project = GraenalandProject(d.pop("project"))

        def _parse_territory(data: object) -> GraenalandTerritory | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                territory_type_1 = GraenalandTerritory(data)

                return territory_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GraenalandTerritory | None, data)

        territory = _parse_territory(d.pop("territory"))

        def _parse_variant(data: object) -> GraenalandBasicResource | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                variant_type_1 = GraenalandBasicResource(data)

                return variant_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GraenalandBasicResource | None, data)

        variant = _parse_variant(d.pop("variant"))

        joint = d.pop("joint")

        graenaland_project_built_event_data = cls(
            project=project,
            territory=territory,
            variant=variant,
            joint=joint,
        )

        return graenaland_project_built_event_data
