from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.graenaland_territory import GraenalandTerritory

T = TypeVar("T", bound="GraenalandViewWaitingItem")


@_attrs_define
class GraenalandViewWaitingItem:
    """
    Attributes:
        priest (GraenalandTerritory | None):
        minstrel (GraenalandTerritory | None):
    """

    priest: GraenalandTerritory | None
    minstrel: GraenalandTerritory | None

    def to_dict(self) -> dict[str, Any]:
        priest: None | str
        if isinstance(self.priest, GraenalandTerritory):
            priest = self.priest.value
        else:
            priest = self.priest

        minstrel: None | str
        if isinstance(self.minstrel, GraenalandTerritory):
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

        def _parse_priest(data: object) -> GraenalandTerritory | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                priest_type_1 = GraenalandTerritory(data)

                return priest_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GraenalandTerritory | None, data)

        priest = _parse_priest(d.pop("priest"))

        def _parse_minstrel(data: object) -> GraenalandTerritory | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                minstrel_type_1 = GraenalandTerritory(data)

                return minstrel_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GraenalandTerritory | None, data)

        minstrel = _parse_minstrel(d.pop("minstrel"))

        graenaland_view_waiting_item = cls(
            priest=priest,
            minstrel=minstrel,
        )

        return graenaland_view_waiting_item
