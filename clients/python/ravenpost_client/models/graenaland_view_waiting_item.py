from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.graenaland_view_waiting_item_minstrel_type_1 import GraenalandViewWaitingItemMinstrelType1
from ..models.graenaland_view_waiting_item_minstrel_type_2_type_1 import GraenalandViewWaitingItemMinstrelType2Type1
from ..models.graenaland_view_waiting_item_minstrel_type_3_type_1 import GraenalandViewWaitingItemMinstrelType3Type1
from ..models.graenaland_view_waiting_item_priest_type_1 import GraenalandViewWaitingItemPriestType1
from ..models.graenaland_view_waiting_item_priest_type_2_type_1 import GraenalandViewWaitingItemPriestType2Type1
from ..models.graenaland_view_waiting_item_priest_type_3_type_1 import GraenalandViewWaitingItemPriestType3Type1

T = TypeVar("T", bound="GraenalandViewWaitingItem")


@_attrs_define
class GraenalandViewWaitingItem:
    """
    Attributes:
        priest (GraenalandViewWaitingItemPriestType1 | GraenalandViewWaitingItemPriestType2Type1 |
            GraenalandViewWaitingItemPriestType3Type1 | None):
        minstrel (GraenalandViewWaitingItemMinstrelType1 | GraenalandViewWaitingItemMinstrelType2Type1 |
            GraenalandViewWaitingItemMinstrelType3Type1 | None):
    """

    priest: (
        GraenalandViewWaitingItemPriestType1
        | GraenalandViewWaitingItemPriestType2Type1
        | GraenalandViewWaitingItemPriestType3Type1
        | None
    )
    minstrel: (
        GraenalandViewWaitingItemMinstrelType1
        | GraenalandViewWaitingItemMinstrelType2Type1
        | GraenalandViewWaitingItemMinstrelType3Type1
        | None
    )

    def to_dict(self) -> dict[str, Any]:
        priest: None | str
        if isinstance(self.priest, GraenalandViewWaitingItemPriestType1):
            priest = self.priest.value
        elif isinstance(self.priest, GraenalandViewWaitingItemPriestType2Type1):
            priest = self.priest.value
        elif isinstance(self.priest, GraenalandViewWaitingItemPriestType3Type1):
            priest = self.priest.value
        else:
            priest = self.priest

        minstrel: None | str
        if isinstance(self.minstrel, GraenalandViewWaitingItemMinstrelType1):
            minstrel = self.minstrel.value
        elif isinstance(self.minstrel, GraenalandViewWaitingItemMinstrelType2Type1):
            minstrel = self.minstrel.value
        elif isinstance(self.minstrel, GraenalandViewWaitingItemMinstrelType3Type1):
            minstrel = self.minstrel.value
        else:
            minstrel = self.minstrel

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "priest": priest,
                "minstrel": minstrel,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_priest(
            data: object,
        ) -> (
            GraenalandViewWaitingItemPriestType1
            | GraenalandViewWaitingItemPriestType2Type1
            | GraenalandViewWaitingItemPriestType3Type1
            | None
        ):
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                priest_type_1 = GraenalandViewWaitingItemPriestType1(data)

                return priest_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                priest_type_2_type_1 = GraenalandViewWaitingItemPriestType2Type1(data)

                return priest_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                priest_type_3_type_1 = GraenalandViewWaitingItemPriestType3Type1(data)

                return priest_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                GraenalandViewWaitingItemPriestType1
                | GraenalandViewWaitingItemPriestType2Type1
                | GraenalandViewWaitingItemPriestType3Type1
                | None,
                data,
            )

        priest = _parse_priest(d.pop("priest"))

        def _parse_minstrel(
            data: object,
        ) -> (
            GraenalandViewWaitingItemMinstrelType1
            | GraenalandViewWaitingItemMinstrelType2Type1
            | GraenalandViewWaitingItemMinstrelType3Type1
            | None
        ):
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                minstrel_type_1 = GraenalandViewWaitingItemMinstrelType1(data)

                return minstrel_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                minstrel_type_2_type_1 = GraenalandViewWaitingItemMinstrelType2Type1(data)

                return minstrel_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                minstrel_type_3_type_1 = GraenalandViewWaitingItemMinstrelType3Type1(data)

                return minstrel_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                GraenalandViewWaitingItemMinstrelType1
                | GraenalandViewWaitingItemMinstrelType2Type1
                | GraenalandViewWaitingItemMinstrelType3Type1
                | None,
                data,
            )

        minstrel = _parse_minstrel(d.pop("minstrel"))

        graenaland_view_waiting_item = cls(
            priest=priest,
            minstrel=minstrel,
        )

        return graenaland_view_waiting_item
