from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.graenaland_territory import GraenalandTerritory
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.graenaland_view_build_type_0_choice_type_0 import GraenalandViewBuildType0ChoiceType0
    from ..models.graenaland_view_build_type_0_favour_type_0 import GraenalandViewBuildType0FavourType0
    from ..models.graenaland_view_build_type_0_joint_type_0 import GraenalandViewBuildType0JointType0
    from ..models.graenaland_view_build_type_0_project_type_0 import GraenalandViewBuildType0ProjectType0


T = TypeVar("T", bound="GraenalandViewBuildType0")


@_attrs_define
class GraenalandViewBuildType0:
    """
    Attributes:
        seat (int):
        final (bool):
        supply_taken (bool):
        markets_used (list[GraenalandTerritory]):
        joint_used (bool):
        joint (GraenalandViewBuildType0JointType0 | None):
        favour (GraenalandViewBuildType0FavourType0 | None):
        project (GraenalandViewBuildType0ProjectType0 | None):
        choice (GraenalandViewBuildType0ChoiceType0 | None):
        claim (int | Unset):
    """

    seat: int
    final: bool
    supply_taken: bool
    markets_used: list[GraenalandTerritory]
    joint_used: bool
    joint: GraenalandViewBuildType0JointType0 | None
    favour: GraenalandViewBuildType0FavourType0 | None
    project: GraenalandViewBuildType0ProjectType0 | None
    choice: GraenalandViewBuildType0ChoiceType0 | None
    claim: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.graenaland_view_build_type_0_choice_type_0 import GraenalandViewBuildType0ChoiceType0  # noqa: PLC0415
        from ..models.graenaland_view_build_type_0_favour_type_0 import GraenalandViewBuildType0FavourType0  # noqa: PLC0415
        from ..models.graenaland_view_build_type_0_joint_type_0 import GraenalandViewBuildType0JointType0  # noqa: PLC0415
        from ..models.graenaland_view_build_type_0_project_type_0 import GraenalandViewBuildType0ProjectType0  # noqa: PLC0415

        seat = self.seat

        final = self.final

        supply_taken = self.supply_taken

        markets_used = []
        for markets_used_item_data in self.markets_used:
            markets_used_item = markets_used_item_data.value
            markets_used.append(markets_used_item)

        joint_used = self.joint_used

        joint: dict[str, Any] | None
        if isinstance(self.joint, GraenalandViewBuildType0JointType0):
            joint = self.joint.to_dict()
        else:
            joint = self.joint

        favour: dict[str, Any] | None
        if isinstance(self.favour, GraenalandViewBuildType0FavourType0):
            favour = self.favour.to_dict()
        else:
            favour = self.favour

        project: dict[str, Any] | None
        if isinstance(self.project, GraenalandViewBuildType0ProjectType0):
            project = self.project.to_dict()
        else:
            project = self.project

        choice: dict[str, Any] | None
        if isinstance(self.choice, GraenalandViewBuildType0ChoiceType0):
            choice = self.choice.to_dict()
        else:
            choice = self.choice

        claim = self.claim

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "final": final,
                "supply_taken": supply_taken,
                "markets_used": markets_used,
                "joint_used": joint_used,
                "joint": joint,
                "favour": favour,
                "project": project,
                "choice": choice,
            }
        )
        if claim is not UNSET:
            field_dict["claim"] = claim

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.graenaland_view_build_type_0_choice_type_0 import GraenalandViewBuildType0ChoiceType0  # noqa: PLC0415
        from ..models.graenaland_view_build_type_0_favour_type_0 import GraenalandViewBuildType0FavourType0  # noqa: PLC0415
        from ..models.graenaland_view_build_type_0_joint_type_0 import GraenalandViewBuildType0JointType0  # noqa: PLC0415
        from ..models.graenaland_view_build_type_0_project_type_0 import GraenalandViewBuildType0ProjectType0  # noqa: PLC0415

        d = dict(src_dict)
        seat = d.pop("seat")

        final = d.pop("final")

        supply_taken = d.pop("supply_taken")

        markets_used = []
        _markets_used = d.pop("markets_used")
        for markets_used_item_data in _markets_used:
            markets_used_item = GraenalandTerritory(markets_used_item_data)

            markets_used.append(markets_used_item)

        joint_used = d.pop("joint_used")

        def _parse_joint(data: object) -> GraenalandViewBuildType0JointType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                joint_type_0 = GraenalandViewBuildType0JointType0.from_dict(data)

                return joint_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GraenalandViewBuildType0JointType0 | None, data)

        joint = _parse_joint(d.pop("joint"))

        def _parse_favour(data: object) -> GraenalandViewBuildType0FavourType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                favour_type_0 = GraenalandViewBuildType0FavourType0.from_dict(data)

                return favour_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GraenalandViewBuildType0FavourType0 | None, data)

        favour = _parse_favour(d.pop("favour"))

        def _parse_project(data: object) -> GraenalandViewBuildType0ProjectType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                project_type_0 = GraenalandViewBuildType0ProjectType0.from_dict(data)

                return project_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GraenalandViewBuildType0ProjectType0 | None, data)

        project = _parse_project(d.pop("project"))

        def _parse_choice(data: object) -> GraenalandViewBuildType0ChoiceType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                choice_type_0 = GraenalandViewBuildType0ChoiceType0.from_dict(data)

                return choice_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GraenalandViewBuildType0ChoiceType0 | None, data)

        choice = _parse_choice(d.pop("choice"))

        claim = d.pop("claim", UNSET)

        graenaland_view_build_type_0 = cls(
            seat=seat,
            final=final,
            supply_taken=supply_taken,
            markets_used=markets_used,
            joint_used=joint_used,
            joint=joint,
            favour=favour,
            project=project,
            choice=choice,
            claim=claim,
        )

        return graenaland_view_build_type_0
