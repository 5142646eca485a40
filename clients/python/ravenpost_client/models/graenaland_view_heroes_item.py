from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="GraenalandViewHeroesItem")


@_attrs_define
class GraenalandViewHeroesItem:
    """
    Attributes:
        warrior (None | str):
        priest (None | str):
        minstrel (None | str):
    """

    warrior: None | str
    priest: None | str
    minstrel: None | str

    def to_dict(self) -> dict[str, Any]:
        warrior: None | str
        warrior = self.warrior

        priest: None | str
        priest = self.priest

        minstrel: None | str
        minstrel = self.minstrel

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "warrior": warrior,
                "priest": priest,
                "minstrel": minstrel,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_warrior(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        warrior = _parse_warrior(d.pop("warrior"))

        def _parse_priest(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        priest = _parse_priest(d.pop("priest"))

        def _parse_minstrel(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        minstrel = _parse_minstrel(d.pop("minstrel"))

        graenaland_view_heroes_item = cls(
            warrior=warrior,
            priest=priest,
            minstrel=minstrel,
        )

        return graenaland_view_heroes_item
