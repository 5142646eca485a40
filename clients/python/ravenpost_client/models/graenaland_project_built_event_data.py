from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.graenaland_project_built_event_data_variant_type_1 import GraenalandProjectBuiltEventDataVariantType1
from ..models.graenaland_project_built_event_data_variant_type_2_type_1 import (
    GraenalandProjectBuiltEventDataVariantType2Type1,
)
from ..models.graenaland_project_built_event_data_variant_type_3_type_1 import (
    GraenalandProjectBuiltEventDataVariantType3Type1,
)

T = TypeVar("T", bound="GraenalandProjectBuiltEventData")


@_attrs_define
class GraenalandProjectBuiltEventData:
    """
    Attributes:
        project (str):
        territory (None | str):
        variant (GraenalandProjectBuiltEventDataVariantType1 | GraenalandProjectBuiltEventDataVariantType2Type1 |
            GraenalandProjectBuiltEventDataVariantType3Type1 | None):
        joint (bool):
    """

    project: str
    territory: None | str
    variant: (
        GraenalandProjectBuiltEventDataVariantType1
        | GraenalandProjectBuiltEventDataVariantType2Type1
        | GraenalandProjectBuiltEventDataVariantType3Type1
        | None
    )
    joint: bool

    def to_dict(self) -> dict[str, Any]:
        project = self.project

        territory: None | str
        territory = self.territory

        variant: None | str
        if isinstance(self.variant, GraenalandProjectBuiltEventDataVariantType1):
            variant = self.variant.value
        elif isinstance(self.variant, GraenalandProjectBuiltEventDataVariantType2Type1):
            variant = self.variant.value
        elif isinstance(self.variant, GraenalandProjectBuiltEventDataVariantType3Type1):
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
        project = d.pop("project")

        def _parse_territory(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        territory = _parse_territory(d.pop("territory"))

        def _parse_variant(
            data: object,
        ) -> (
            GraenalandProjectBuiltEventDataVariantType1
            | GraenalandProjectBuiltEventDataVariantType2Type1
            | GraenalandProjectBuiltEventDataVariantType3Type1
            | None
        ):
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                variant_type_1 = GraenalandProjectBuiltEventDataVariantType1(data)

                return variant_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                variant_type_2_type_1 = GraenalandProjectBuiltEventDataVariantType2Type1(data)

                return variant_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                variant_type_3_type_1 = GraenalandProjectBuiltEventDataVariantType3Type1(data)

                return variant_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                GraenalandProjectBuiltEventDataVariantType1
                | GraenalandProjectBuiltEventDataVariantType2Type1
                | GraenalandProjectBuiltEventDataVariantType3Type1
                | None,
                data,
            )

        variant = _parse_variant(d.pop("variant"))

        joint = d.pop("joint")

        graenaland_project_built_event_data = cls(
            project=project,
            territory=territory,
            variant=variant,
            joint=joint,
        )

        return graenaland_project_built_event_data
