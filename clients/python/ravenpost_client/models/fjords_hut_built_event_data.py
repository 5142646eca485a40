from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="FjordsHutBuiltEventData")


@_attrs_define
class FjordsHutBuiltEventData:
    """
    Attributes:
        q (int):
        r (int):
    """

    q: int
    r: int

    def to_dict(self) -> dict[str, Any]:
        q = self.q

        r = self.r

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "q": q,
                "r": r,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        q = d.pop("q")

        r = d.pop("r")

        fjords_hut_built_event_data = cls(
            q=q,
            r=r,
        )

        return fjords_hut_built_event_data
