from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.graenaland_view_positions_t1_item_type_1 import GraenalandViewPositionsT1ItemType1
from ..models.graenaland_view_positions_t2_item_type_1 import GraenalandViewPositionsT2ItemType1
from ..models.graenaland_view_positions_t3_item_type_1 import GraenalandViewPositionsT3ItemType1
from ..models.graenaland_view_positions_t4_item_type_1 import GraenalandViewPositionsT4ItemType1
from ..models.graenaland_view_positions_t5_item_type_1 import GraenalandViewPositionsT5ItemType1
from ..models.graenaland_view_positions_t6_item_type_1 import GraenalandViewPositionsT6ItemType1
from ..models.graenaland_view_positions_t7_item_type_1 import GraenalandViewPositionsT7ItemType1
from ..models.graenaland_view_positions_t8_item_type_1 import GraenalandViewPositionsT8ItemType1
from ..models.graenaland_view_positions_t9_item_type_1 import GraenalandViewPositionsT9ItemType1
from ..types import UNSET, Unset

T = TypeVar("T", bound="GraenalandViewPositions")


@_attrs_define
class GraenalandViewPositions:
    """
    Attributes:
        t2 (list[GraenalandViewPositionsT2ItemType1 | int]):
        t3 (list[GraenalandViewPositionsT3ItemType1 | int]):
        t1 (list[GraenalandViewPositionsT1ItemType1 | int]):
        t4 (list[GraenalandViewPositionsT4ItemType1 | int]):
        t5 (list[GraenalandViewPositionsT5ItemType1 | int] | Unset):
        t6 (list[GraenalandViewPositionsT6ItemType1 | int] | Unset):
        t7 (list[GraenalandViewPositionsT7ItemType1 | int] | Unset):
        t8 (list[GraenalandViewPositionsT8ItemType1 | int] | Unset):
        t9 (list[GraenalandViewPositionsT9ItemType1 | int] | Unset):
    """

    t2: list[GraenalandViewPositionsT2ItemType1 | int]
    t3: list[GraenalandViewPositionsT3ItemType1 | int]
    t1: list[GraenalandViewPositionsT1ItemType1 | int]
    t4: list[GraenalandViewPositionsT4ItemType1 | int]
    t5: list[GraenalandViewPositionsT5ItemType1 | int] | Unset = UNSET
    t6: list[GraenalandViewPositionsT6ItemType1 | int] | Unset = UNSET
    t7: list[GraenalandViewPositionsT7ItemType1 | int] | Unset = UNSET
    t8: list[GraenalandViewPositionsT8ItemType1 | int] | Unset = UNSET
    t9: list[GraenalandViewPositionsT9ItemType1 | int] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        t2 = []
        for t2_item_data in self.t2:
            t2_item: int | str
            if isinstance(t2_item_data, GraenalandViewPositionsT2ItemType1):
                t2_item = t2_item_data.value
            else:
                t2_item = t2_item_data
            t2.append(t2_item)

        t3 = []
        for t3_item_data in self.t3:
            t3_item: int | str
            if isinstance(t3_item_data, GraenalandViewPositionsT3ItemType1):
                t3_item = t3_item_data.value
            else:
                t3_item = t3_item_data
            t3.append(t3_item)

        t1 = []
        for t1_item_data in self.t1:
            t1_item: int | str
            if isinstance(t1_item_data, GraenalandViewPositionsT1ItemType1):
                t1_item = t1_item_data.value
            else:
                t1_item = t1_item_data
            t1.append(t1_item)

        t4 = []
        for t4_item_data in self.t4:
            t4_item: int | str
            if isinstance(t4_item_data, GraenalandViewPositionsT4ItemType1):
                t4_item = t4_item_data.value
            else:
                t4_item = t4_item_data
            t4.append(t4_item)

        t5: list[int | str] | Unset = UNSET
        if not isinstance(self.t5, Unset):
            t5 = []
            for t5_item_data in self.t5:
                t5_item: int | str
                if isinstance(t5_item_data, GraenalandViewPositionsT5ItemType1):
                    t5_item = t5_item_data.value
                else:
                    t5_item = t5_item_data
                t5.append(t5_item)

        t6: list[int | str] | Unset = UNSET
        if not isinstance(self.t6, Unset):
            t6 = []
            for t6_item_data in self.t6:
                t6_item: int | str
                if isinstance(t6_item_data, GraenalandViewPositionsT6ItemType1):
                    t6_item = t6_item_data.value
                else:
                    t6_item = t6_item_data
                t6.append(t6_item)

        t7: list[int | str] | Unset = UNSET
        if not isinstance(self.t7, Unset):
            t7 = []
            for t7_item_data in self.t7:
                t7_item: int | str
                if isinstance(t7_item_data, GraenalandViewPositionsT7ItemType1):
                    t7_item = t7_item_data.value
                else:
                    t7_item = t7_item_data
                t7.append(t7_item)

        t8: list[int | str] | Unset = UNSET
        if not isinstance(self.t8, Unset):
            t8 = []
            for t8_item_data in self.t8:
                t8_item: int | str
                if isinstance(t8_item_data, GraenalandViewPositionsT8ItemType1):
                    t8_item = t8_item_data.value
                else:
                    t8_item = t8_item_data
                t8.append(t8_item)

        t9: list[int | str] | Unset = UNSET
        if not isinstance(self.t9, Unset):
            t9 = []
            for t9_item_data in self.t9:
                t9_item: int | str
                if isinstance(t9_item_data, GraenalandViewPositionsT9ItemType1):
                    t9_item = t9_item_data.value
                else:
                    t9_item = t9_item_data
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
        d = dict(src_dict)
        t2 = []
        _t2 = d.pop("T2")
        for t2_item_data in _t2:

            def _parse_t2_item(data: object) -> GraenalandViewPositionsT2ItemType1 | int:
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    t2_item_type_1 = GraenalandViewPositionsT2ItemType1(data)

                    return t2_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(GraenalandViewPositionsT2ItemType1 | int, data)

            t2_item = _parse_t2_item(t2_item_data)

            t2.append(t2_item)

        t3 = []
        _t3 = d.pop("T3")
        for t3_item_data in _t3:

            def _parse_t3_item(data: object) -> GraenalandViewPositionsT3ItemType1 | int:
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    t3_item_type_1 = GraenalandViewPositionsT3ItemType1(data)

                    return t3_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(GraenalandViewPositionsT3ItemType1 | int, data)

            t3_item = _parse_t3_item(t3_item_data)

            t3.append(t3_item)

        t1 = []
        _t1 = d.pop("T1")
        for t1_item_data in _t1:

            def _parse_t1_item(data: object) -> GraenalandViewPositionsT1ItemType1 | int:
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    t1_item_type_1 = GraenalandViewPositionsT1ItemType1(data)

                    return t1_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(GraenalandViewPositionsT1ItemType1 | int, data)

            t1_item = _parse_t1_item(t1_item_data)

            t1.append(t1_item)

        t4 = []
        _t4 = d.pop("T4")
        for t4_item_data in _t4:

            def _parse_t4_item(data: object) -> GraenalandViewPositionsT4ItemType1 | int:
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    t4_item_type_1 = GraenalandViewPositionsT4ItemType1(data)

                    return t4_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(GraenalandViewPositionsT4ItemType1 | int, data)

            t4_item = _parse_t4_item(t4_item_data)

            t4.append(t4_item)

        _t5 = d.pop("T5", UNSET)
        t5: list[GraenalandViewPositionsT5ItemType1 | int] | Unset = UNSET
        if _t5 is not UNSET:
            t5 = []
            for t5_item_data in _t5:

                def _parse_t5_item(data: object) -> GraenalandViewPositionsT5ItemType1 | int:
                    try:
                        if not isinstance(data, str):
                            raise TypeError()
                        t5_item_type_1 = GraenalandViewPositionsT5ItemType1(data)

                        return t5_item_type_1
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    return cast(GraenalandViewPositionsT5ItemType1 | int, data)

                t5_item = _parse_t5_item(t5_item_data)

                t5.append(t5_item)

        _t6 = d.pop("T6", UNSET)
        t6: list[GraenalandViewPositionsT6ItemType1 | int] | Unset = UNSET
        if _t6 is not UNSET:
            t6 = []
            for t6_item_data in _t6:

                def _parse_t6_item(data: object) -> GraenalandViewPositionsT6ItemType1 | int:
                    try:
                        if not isinstance(data, str):
                            raise TypeError()
                        t6_item_type_1 = GraenalandViewPositionsT6ItemType1(data)

                        return t6_item_type_1
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    return cast(GraenalandViewPositionsT6ItemType1 | int, data)

                t6_item = _parse_t6_item(t6_item_data)

                t6.append(t6_item)

        _t7 = d.pop("T7", UNSET)
        t7: list[GraenalandViewPositionsT7ItemType1 | int] | Unset = UNSET
        if _t7 is not UNSET:
            t7 = []
            for t7_item_data in _t7:

                def _parse_t7_item(data: object) -> GraenalandViewPositionsT7ItemType1 | int:
                    try:
                        if not isinstance(data, str):
                            raise TypeError()
                        t7_item_type_1 = GraenalandViewPositionsT7ItemType1(data)

                        return t7_item_type_1
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    return cast(GraenalandViewPositionsT7ItemType1 | int, data)

                t7_item = _parse_t7_item(t7_item_data)

                t7.append(t7_item)

        _t8 = d.pop("T8", UNSET)
        t8: list[GraenalandViewPositionsT8ItemType1 | int] | Unset = UNSET
        if _t8 is not UNSET:
            t8 = []
            for t8_item_data in _t8:

                def _parse_t8_item(data: object) -> GraenalandViewPositionsT8ItemType1 | int:
                    try:
                        if not isinstance(data, str):
                            raise TypeError()
                        t8_item_type_1 = GraenalandViewPositionsT8ItemType1(data)

                        return t8_item_type_1
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    return cast(GraenalandViewPositionsT8ItemType1 | int, data)

                t8_item = _parse_t8_item(t8_item_data)

                t8.append(t8_item)

        _t9 = d.pop("T9", UNSET)
        t9: list[GraenalandViewPositionsT9ItemType1 | int] | Unset = UNSET
        if _t9 is not UNSET:
            t9 = []
            for t9_item_data in _t9:

                def _parse_t9_item(data: object) -> GraenalandViewPositionsT9ItemType1 | int:
                    try:
                        if not isinstance(data, str):
                            raise TypeError()
                        t9_item_type_1 = GraenalandViewPositionsT9ItemType1(data)

                        return t9_item_type_1
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    return cast(GraenalandViewPositionsT9ItemType1 | int, data)

                t9_item = _parse_t9_item(t9_item_data)

                t9.append(t9_item)

        graenaland_view_positions = cls(
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

        return graenaland_view_positions
