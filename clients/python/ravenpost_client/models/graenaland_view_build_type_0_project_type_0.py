from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.graenaland_basic_resource import GraenalandBasicResource
from ..models.graenaland_project import GraenalandProject
from ..models.graenaland_territory import GraenalandTerritory

if TYPE_CHECKING:
    from ..models.graenaland_view_build_type_0_project_type_0_given_item import (
        GraenalandViewBuildType0ProjectType0GivenItem,
    )
    from ..models.graenaland_view_build_type_0_project_type_0_need import GraenalandViewBuildType0ProjectType0Need
    from ..models.graenaland_view_build_type_0_project_type_0_paid_item import (
        GraenalandViewBuildType0ProjectType0PaidItem,
    )


T = TypeVar("T", bound="GraenalandViewBuildType0ProjectType0")


@_attrs_define
class GraenalandViewBuildType0ProjectType0:
    """
    Attributes:
        kind (GraenalandProject):
        territory (GraenalandTerritory | None):
        variant (GraenalandBasicResource | None):
        need (GraenalandViewBuildType0ProjectType0Need):
        gifts (list[int]):
        given (list[GraenalandViewBuildType0ProjectType0GivenItem]):
        paid (list[GraenalandViewBuildType0ProjectType0PaidItem]):
        by (int):
        joint (bool):
        markets (list[GraenalandTerritory]):
    """

    kind: GraenalandProject
    territory: GraenalandTerritory | None
    variant: GraenalandBasicResource | None
    need: GraenalandViewBuildType0ProjectType0Need
    gifts: list[int]
    given: list[GraenalandViewBuildType0ProjectType0GivenItem]
    paid: list[GraenalandViewBuildType0ProjectType0PaidItem]
    by: int
    joint: bool
    markets: list[GraenalandTerritory]

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

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

        need = self.need.to_dict()

        gifts = self.gifts

        given = []
        for given_item_data in self.given:
            given_item = given_item_data.to_dict()
            given.append(given_item)

        paid = []
        for paid_item_data in self.paid:
            paid_item = paid_item_data.to_dict()
            paid.append(paid_item)

        by = self.by

        joint = self.joint

        markets = []
        for markets_item_data in self.markets:
            markets_item = markets_item_data.value
            markets.append(markets_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
                "territory": territory,
                "variant": variant,
                "need": need,
                "gifts": gifts,
                "given": given,
                "paid": paid,
                "by": by,
                "joint": joint,
                "markets": markets,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.graenaland_view_build_type_0_project_type_0_given_item import (
            GraenalandViewBuildType0ProjectType0GivenItem,  # noqa: PLC0415
        )
        from ..models.graenaland_view_build_type_0_project_type_0_need import GraenalandViewBuildType0ProjectType0Need  # noqa: PLC0415
        from ..models.graenaland_view_build_type_0_project_type_0_paid_item import (
            GraenalandViewBuildType0ProjectType0PaidItem,  # noqa: PLC0415
        )

        d = dict(src_dict)
        kind = GraenalandProject(d.pop("kind"))

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

        need = GraenalandViewBuildType0ProjectType0Need.from_dict(d.pop("need"))

        gifts = cast(list[int], d.pop("gifts"))

        given = []
        _given = d.pop("given")
        for given_item_data in _given:
            given_item = GraenalandViewBuildType0ProjectType0GivenItem.from_dict(given_item_data)

            given.append(given_item)

        paid = []
        _paid = d.pop("paid")
        for paid_item_data in _paid:
            paid_item = GraenalandViewBuildType0ProjectType0PaidItem.from_dict(paid_item_data)

            paid.append(paid_item)

        by = d.pop("by")

        joint = d.pop("joint")

        markets = []
        _markets = d.pop("markets")
        for markets_item_data in _markets:
            markets_item = GraenalandTerritory(markets_item_data)

            markets.append(markets_item)

        graenaland_view_build_type_0_project_type_0 = cls(
            kind=kind,
            territory=territory,
            variant=variant,
            need=need,
            gifts=gifts,
            given=given,
            paid=paid,
            by=by,
            joint=joint,
            markets=markets,
        )

        return graenaland_view_build_type_0_project_type_0
