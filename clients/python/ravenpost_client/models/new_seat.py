from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.new_seat_kind import NewSeatKind

T = TypeVar("T", bound="NewSeat")


@_attrs_define
class NewSeat:
    """
    Attributes:
        kind (NewSeatKind): open: anyone may take it from the lobby; link: only people with the game's invite link; bot:
            played by the rule set's autopilot.
    """

    kind: NewSeatKind

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = NewSeatKind(d.pop("kind"))

        new_seat = cls(
            kind=kind,
        )

        return new_seat
