from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.graenaland_view_buildings_t1 import GraenalandViewBuildingsT1
    from ..models.graenaland_view_buildings_t2 import GraenalandViewBuildingsT2
    from ..models.graenaland_view_buildings_t3 import GraenalandViewBuildingsT3
    from ..models.graenaland_view_buildings_t4 import GraenalandViewBuildingsT4
    from ..models.graenaland_view_buildings_t5 import GraenalandViewBuildingsT5
    from ..models.graenaland_view_buildings_t6 import GraenalandViewBuildingsT6
    from ..models.graenaland_view_buildings_t7 import GraenalandViewBuildingsT7
    from ..models.graenaland_view_buildings_t8 import GraenalandViewBuildingsT8
    from ..models.graenaland_view_buildings_t9 import GraenalandViewBuildingsT9


T = TypeVar("T", bound="GraenalandViewBuildings")


@_attrs_define
class GraenalandViewBuildings:
    """
    Attributes:
        t2 (GraenalandViewBuildingsT2):
        t3 (GraenalandViewBuildingsT3):
        t1 (GraenalandViewBuildingsT1):
        t4 (GraenalandViewBuildingsT4):
        t5 (GraenalandViewBuildingsT5 | Unset):
        t6 (GraenalandViewBuildingsT6 | Unset):
        t7 (GraenalandViewBuildingsT7 | Unset):
        t8 (GraenalandViewBuildingsT8 | Unset):
        t9 (GraenalandViewBuildingsT9 | Unset):
    """

    t2: GraenalandViewBuildingsT2
    t3: GraenalandViewBuildingsT3
    t1: GraenalandViewBuildingsT1
    t4: GraenalandViewBuildingsT4
    t5: GraenalandViewBuildingsT5 | Unset = UNSET
    t6: GraenalandViewBuildingsT6 | Unset = UNSET
    t7: GraenalandViewBuildingsT7 | Unset = UNSET
    t8: GraenalandViewBuildingsT8 | Unset = UNSET
    t9: GraenalandViewBuildingsT9 | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        t2 = self.t2.to_dict()

        t3 = self.t3.to_dict()

        t1 = self.t1.to_dict()

        t4 = self.t4.to_dict()

        t5: dict[str, Any] | Unset = UNSET
        if not isinstance(self.t5, Unset):
            t5 = self.t5.to_dict()

        t6: dict[str, Any] | Unset = UNSET
        if not isinstance(self.t6, Unset):
            t6 = self.t6.to_dict()

        t7: dict[str, Any] | Unset = UNSET
        if not isinstance(self.t7, Unset):
            t7 = self.t7.to_dict()

        t8: dict[str, Any] | Unset = UNSET
        if not isinstance(self.t8, Unset):
            t8 = self.t8.to_dict()

        t9: dict[str, Any] | Unset = UNSET
        if not isinstance(self.t9, Unset):
            t9 = self.t9.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "T2": t2,
                "T3": t3,
                "T1": t1,
                "T4": t4,
            }
        )
        if t5 is not UNSET:
            field_dict["T5"] = t5
        if t6 is not UNSET:
            field_dict["T6"] = t6
        if t7 is not UNSET:
            field_dict["T7"] = t7
        if t8 is not UNSET:
            field_dict["T8"] = t8
        if t9 is not UNSET:
            field_dict["T9"] = t9

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.graenaland_view_buildings_t1 import GraenalandViewBuildingsT1  # noqa: PLC0415
        from ..models.graenaland_view_buildings_t2 import GraenalandViewBuildingsT2  # noqa: PLC0415
        from ..models.graenaland_view_buildings_t3 import GraenalandViewBuildingsT3  # noqa: PLC0415
        from ..models.graenaland_view_buildings_t4 import GraenalandViewBuildingsT4  # noqa: PLC0415
        from ..models.graenaland_view_buildings_t5 import GraenalandViewBuildingsT5  # noqa: PLC0415
        from ..models.graenaland_view_buildings_t6 import GraenalandViewBuildingsT6  # noqa: PLC0415
        from ..models.graenaland_view_buildings_t7 import GraenalandViewBuildingsT7  # noqa: PLC0415
        from ..models.graenaland_view_buildings_t8 import GraenalandViewBuildingsT8  # noqa: PLC0415
        from ..models.graenaland_view_buildings_t9 import GraenalandViewBuildingsT9  # noqa: PLC0415

        d = dict(src_dict)
        t2 = GraenalandViewBuildingsT2.from_dict(d.pop("T2"))

        t3 = GraenalandViewBuildingsT3.from_dict(d.pop("T3"))

        t1 = GraenalandViewBuildingsT1.from_dict(d.pop("T1"))

        t4 = GraenalandViewBuildingsT4.from_dict(d.pop("T4"))

        _t5 = d.pop("T5", UNSET)
        t5: GraenalandViewBuildingsT5 | Unset
        if isinstance(_t5, Unset):
            t5 = UNSET
        else:
            t5 = GraenalandViewBuildingsT5.from_dict(_t5)

        _t6 = d.pop("T6", UNSET)
        t6: GraenalandViewBuildingsT6 | Unset
        if isinstance(_t6, Unset):
            t6 = UNSET
        else:
            t6 = GraenalandViewBuildingsT6.from_dict(_t6)

        _t7 = d.pop("T7", UNSET)
        t7: GraenalandViewBuildingsT7 | Unset
        if isinstance(_t7, Unset):
            t7 = UNSET
        else:
            t7 = GraenalandViewBuildingsT7.from_dict(_t7)

        _t8 = d.pop("T8", UNSET)
        t8: GraenalandViewBuildingsT8 | Unset
        if isinstance(_t8, Unset):
            t8 = UNSET
        else:
            t8 = GraenalandViewBuildingsT8.from_dict(_t8)

        _t9 = d.pop("T9", UNSET)
        t9: GraenalandViewBuildingsT9 | Unset
        if isinstance(_t9, Unset):
            t9 = UNSET
        else:
            t9 = GraenalandViewBuildingsT9.from_dict(_t9)

        graenaland_view_buildings = cls(
            t2=t2,
            t3=t3,
            t1=t1,
            t4=t4,
            t5=t5,
            t6=t6,
            t7=t7,
            t8=t8,
            t9=t9,
        )

        return graenaland_view_buildings
