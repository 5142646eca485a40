from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.graenaland_view_piles_t1_item import GraenalandViewPilesT1Item
    from ..models.graenaland_view_piles_t2_item import GraenalandViewPilesT2Item
    from ..models.graenaland_view_piles_t3_item import GraenalandViewPilesT3Item
    from ..models.graenaland_view_piles_t4_item import GraenalandViewPilesT4Item
    from ..models.graenaland_view_piles_t5_item import GraenalandViewPilesT5Item
    from ..models.graenaland_view_piles_t6_item import GraenalandViewPilesT6Item
    from ..models.graenaland_view_piles_t7_item import GraenalandViewPilesT7Item
    from ..models.graenaland_view_piles_t8_item import GraenalandViewPilesT8Item
    from ..models.graenaland_view_piles_t9_item import GraenalandViewPilesT9Item


T = TypeVar("T", bound="GraenalandViewPiles")


@_attrs_define
class GraenalandViewPiles:
    """
    Attributes:
        t2 (list[GraenalandViewPilesT2Item]):
        t3 (list[GraenalandViewPilesT3Item]):
        t1 (list[GraenalandViewPilesT1Item]):
        t4 (list[GraenalandViewPilesT4Item]):
        t5 (list[GraenalandViewPilesT5Item] | Unset):
        t6 (list[GraenalandViewPilesT6Item] | Unset):
        t7 (list[GraenalandViewPilesT7Item] | Unset):
        t8 (list[GraenalandViewPilesT8Item] | Unset):
        t9 (list[GraenalandViewPilesT9Item] | Unset):
    """

    t2: list[GraenalandViewPilesT2Item]
    t3: list[GraenalandViewPilesT3Item]
    t1: list[GraenalandViewPilesT1Item]
    t4: list[GraenalandViewPilesT4Item]
    t5: list[GraenalandViewPilesT5Item] | Unset = UNSET
    t6: list[GraenalandViewPilesT6Item] | Unset = UNSET
    t7: list[GraenalandViewPilesT7Item] | Unset = UNSET
    t8: list[GraenalandViewPilesT8Item] | Unset = UNSET
    t9: list[GraenalandViewPilesT9Item] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        t2 = []
        for t2_item_data in self.t2:
            t2_item = t2_item_data.to_dict()
            t2.append(t2_item)

        t3 = []
        for t3_item_data in self.t3:
            t3_item = t3_item_data.to_dict()
            t3.append(t3_item)

        t1 = []
        for t1_item_data in self.t1:
            t1_item = t1_item_data.to_dict()
            t1.append(t1_item)

        t4 = []
        for t4_item_data in self.t4:
            t4_item = t4_item_data.to_dict()
            t4.append(t4_item)

        t5: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.t5, Unset):
            t5 = []
            for t5_item_data in self.t5:
                t5_item = t5_item_data.to_dict()
                t5.append(t5_item)

        t6: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.t6, Unset):
            t6 = []
            for t6_item_data in self.t6:
                t6_item = t6_item_data.to_dict()
                t6.append(t6_item)

        t7: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.t7, Unset):
            t7 = []
            for t7_item_data in self.t7:
                t7_item = t7_item_data.to_dict()
                t7.append(t7_item)

        t8: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.t8, Unset):
            t8 = []
            for t8_item_data in self.t8:
                t8_item = t8_item_data.to_dict()
                t8.append(t8_item)

        t9: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.t9, Unset):
            t9 = []
            for t9_item_data in self.t9:
                t9_item = t9_item_data.to_dict()
                t9.append(t9_item)

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
        from ..models.graenaland_view_piles_t1_item import GraenalandViewPilesT1Item  # noqa: PLC0415
        from ..models.graenaland_view_piles_t2_item import GraenalandViewPilesT2Item  # noqa: PLC0415
        from ..models.graenaland_view_piles_t3_item import GraenalandViewPilesT3Item  # noqa: PLC0415
        from ..models.graenaland_view_piles_t4_item import GraenalandViewPilesT4Item  # noqa: PLC0415
        from ..models.graenaland_view_piles_t5_item import GraenalandViewPilesT5Item  # noqa: PLC0415
        from ..models.graenaland_view_piles_t6_item import GraenalandViewPilesT6Item  # noqa: PLC0415
        from ..models.graenaland_view_piles_t7_item import GraenalandViewPilesT7Item  # noqa: PLC0415
        from ..models.graenaland_view_piles_t8_item import GraenalandViewPilesT8Item  # noqa: PLC0415
        from ..models.graenaland_view_piles_t9_item import GraenalandViewPilesT9Item  # noqa: PLC0415

        d = dict(src_dict)
        t2 = []
        _t2 = d.pop("T2")
        for t2_item_data in _t2:
            t2_item = GraenalandViewPilesT2Item.from_dict(t2_item_data)

            t2.append(t2_item)

        t3 = []
        _t3 = d.pop("T3")
        for t3_item_data in _t3:
            t3_item = GraenalandViewPilesT3Item.from_dict(t3_item_data)

            t3.append(t3_item)

        t1 = []
        _t1 = d.pop("T1")
        for t1_item_data in _t1:
            t1_item = GraenalandViewPilesT1Item.from_dict(t1_item_data)

            t1.append(t1_item)

        t4 = []
        _t4 = d.pop("T4")
        for t4_item_data in _t4:
            t4_item = GraenalandViewPilesT4Item.from_dict(t4_item_data)

            t4.append(t4_item)

        _t5 = d.pop("T5", UNSET)
        t5: list[GraenalandViewPilesT5Item] | Unset = UNSET
        if _t5 is not UNSET:
            t5 = []
            for t5_item_data in _t5:
                t5_item = GraenalandViewPilesT5Item.from_dict(t5_item_data)

                t5.append(t5_item)

        _t6 = d.pop("T6", UNSET)
        t6: list[GraenalandViewPilesT6Item] | Unset = UNSET
        if _t6 is not UNSET:
            t6 = []
            for t6_item_data in _t6:
                t6_item = GraenalandViewPilesT6Item.from_dict(t6_item_data)

                t6.append(t6_item)

        _t7 = d.pop("T7", UNSET)
        t7: list[GraenalandViewPilesT7Item] | Unset = UNSET
        if _t7 is not UNSET:
            t7 = []
            for t7_item_data in _t7:
                t7_item = GraenalandViewPilesT7Item.from_dict(t7_item_data)

                t7.append(t7_item)

        _t8 = d.pop("T8", UNSET)
        t8: list[GraenalandViewPilesT8Item] | Unset = UNSET
        if _t8 is not UNSET:
            t8 = []
            for t8_item_data in _t8:
                t8_item = GraenalandViewPilesT8Item.from_dict(t8_item_data)

                t8.append(t8_item)

        _t9 = d.pop("T9", UNSET)
        t9: list[GraenalandViewPilesT9Item] | Unset = UNSET
        if _t9 is not UNSET:
            t9 = []
            for t9_item_data in _t9:
                t9_item = GraenalandViewPilesT9Item.from_dict(t9_item_data)

                t9.append(t9_item)

        graenaland_view_piles = cls(
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

        return graenaland_view_piles
