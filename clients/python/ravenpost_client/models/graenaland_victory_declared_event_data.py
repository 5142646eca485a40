from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="GraenalandVictoryDeclaredEventData")


@_attrs_define
class GraenalandVictoryDeclaredEventData:
    """
    Attributes:
        goals (int | Unset):
        vp (int | Unset):
    """

    goals: int | Unset = UNSET
    vp: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        goals = self.goals

        vp = self.vp

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if goals is not UNSET:
            field_dict["goals"] = goals
        if vp is not UNSET:
            field_dict["vp"] = vp

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        goals = d.pop("goals", UNSET)

        vp = d.pop("vp", UNSET)

        graenaland_victory_declared_event_data = cls(
            goals=goals,
            vp=vp,
        )

        return graenaland_victory_declared_event_data
