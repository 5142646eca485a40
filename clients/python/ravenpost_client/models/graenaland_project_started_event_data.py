from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.graenaland_basic_resource import GraenalandBasicResource
from ..models.graenaland_project import GraenalandProject
from ..models.graenaland_territory import GraenalandTerritory
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.graenaland_project_started_event_data_cost import GraenalandProjectStartedEventDataCost


T = TypeVar("T", bound="GraenalandProjectStartedEventData")


@_attrs_define
class GraenalandProjectStartedEventData:
    """
    Attributes:
        project (GraenalandProject):
        territory (GraenalandTerritory | None):
        variant (GraenalandBasicResource | None):
        cost (GraenalandProjectStartedEventDataCost):
        gifts (list[int]):
        joint (bool | Unset):
    """

    project: GraenalandProject
    territory: GraenalandTerritory | None
    variant: GraenalandBasicResource | None
    cost: GraenalandProjectStartedEventDataCost
    gifts: list[int]
    joint: bool | Unset = UNSET

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

        cost = self.cost.to_dict()

        gifts = self.gifts

        joint = self.joint

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "project": project,
                "territory": territory,
                "variant": variant,
                "cost": cost,
                "gifts": gifts,
            }
        )
        if joint is not UNSET:
            field_dict["joint"] = joint

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.graenaland_project_started_event_data_cost import GraenalandProjectStartedEventDataCost  # noqa: PLC0415

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

        cost = GraenalandProjectStartedEventDataCost.from_dict(d.pop("cost"))

        gifts = cast(list[int], d.pop("gifts"))

        joint = d.pop("joint", UNSET)

        graenaland_project_started_event_data = cls(
            project=project,
            territory=territory,
            variant=variant,
            cost=cost,
            gifts=gifts,
            joint=joint,
        )

        return graenaland_project_started_event_data
