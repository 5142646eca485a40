from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.graenaland_joint_stage import GraenalandJointStage
from ..models.graenaland_public_work import GraenalandPublicWork
from ..models.graenaland_territory import GraenalandTerritory

if TYPE_CHECKING:
    from ..models.graenaland_view_build_type_0_joint_type_0_offers import GraenalandViewBuildType0JointType0Offers


T = TypeVar("T", bound="GraenalandViewBuildType0JointType0")


@_attrs_define
class GraenalandViewBuildType0JointType0:
    """
    Attributes:
        work (GraenalandPublicWork):
        territory (GraenalandTerritory):
        stage (GraenalandJointStage):
        offerers (list[int]):
        offers (GraenalandViewBuildType0JointType0Offers):
    """

    work: GraenalandPublicWork
    territory: GraenalandTerritory
    stage: GraenalandJointStage
    offerers: list[int]
    offers: GraenalandViewBuildType0JointType0Offers

    def to_dict(self) -> dict[str, Any]:
        work = self.work.value

        territory = self.territory.value

        stage = self.stage.value

        offerers = self.offerers

        offers = self.offers.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "work": work,
                "territory": territory,
                "stage": stage,
                "offerers": offerers,
                "offers": offers,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.graenaland_view_build_type_0_joint_type_0_offers import GraenalandViewBuildType0JointType0Offers  # noqa: PLC0415

        d = dict(src_dict)
        work = GraenalandPublicWork(d.pop("work"))

        territory = GraenalandTerritory(d.pop("territory"))

        stage = GraenalandJointStage(d.pop("stage"))

        offerers = cast(list[int], d.pop("offerers"))

        offers = GraenalandViewBuildType0JointType0Offers.from_dict(d.pop("offers"))

        graenaland_view_build_type_0_joint_type_0 = cls(
            work=work,
            territory=territory,
            stage=stage,
            offerers=offerers,
            offers=offers,
        )

        return graenaland_view_build_type_0_joint_type_0
