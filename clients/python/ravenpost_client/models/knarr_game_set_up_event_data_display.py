from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="KnarrGameSetUpEventDataDisplay")


@_attrs_define
class KnarrGameSetUpEventDataDisplay:
    """
    Attributes:
        a (list[int]):
        b (list[int]):
    """

    a: list[int]
    b: list[int]

    def to_dict(self) -> dict[str, Any]:
        a = self.a

        b = self.b

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "A": a,
                "B": b,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        a = cast(list[int], d.pop("A"))

        b = cast(list[int], d.pop("B"))

        knarr_game_set_up_event_data_display = cls(
            a=a,
            b=b,
        )

        return knarr_game_set_up_event_data_display
