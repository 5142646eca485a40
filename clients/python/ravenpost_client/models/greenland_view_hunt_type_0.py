from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.greenland_card import GreenlandCard
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.greenland_view_hunt_type_0_roll_type_0 import GreenlandViewHuntType0RollType0


T = TypeVar("T", bound="GreenlandViewHuntType0")


@_attrs_define
class GreenlandViewHuntType0:
    """
    Attributes:
        card (GreenlandCard):
        taken (bool):
        roll (GreenlandViewHuntType0RollType0 | None):
        replacement (bool | Unset):
    """

    card: GreenlandCard
    taken: bool
    roll: GreenlandViewHuntType0RollType0 | None
    replacement: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.greenland_view_hunt_type_0_roll_type_0 import GreenlandViewHuntType0RollType0  # noqa: PLC0415

        card = self.card.value

        taken = self.taken

        roll: dict[str, Any] | None
        if isinstance(self.roll, GreenlandViewHuntType0RollType0):
            roll = self.roll.to_dict()
        else:
            roll = self.roll

        replacement = self.replacement

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "taken": taken,
                "roll": roll,
            }
        )
        if replacement is not UNSET:
            field_dict["replacement"] = replacement

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.greenland_view_hunt_type_0_roll_type_0 import GreenlandViewHuntType0RollType0  # noqa: PLC0415

        d = dict(src_dict)
        card = GreenlandCard(d.pop("card"))

        taken = d.pop("taken")

        def _parse_roll(data: object) -> GreenlandViewHuntType0RollType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                roll_type_0 = GreenlandViewHuntType0RollType0.from_dict(data)

                return roll_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GreenlandViewHuntType0RollType0 | None, data)

        roll = _parse_roll(d.pop("roll"))

        replacement = d.pop("replacement", UNSET)

        greenland_view_hunt_type_0 = cls(
            card=card,
            taken=taken,
            roll=roll,
            replacement=replacement,
        )

        return greenland_view_hunt_type_0
