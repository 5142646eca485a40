from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.greenland_card import GreenlandCard
from ..models.greenland_roll_shown import GreenlandRollShown
from ..types import UNSET, Unset

T = TypeVar("T", bound="GreenlandViewLastRollType0")


@_attrs_define
class GreenlandViewLastRollType0:
    """
    Attributes:
        purpose (GreenlandRollShown):
        dice (list[int] | Unset):
        seat (int | Unset):
        card (GreenlandCard | None | Unset):
        faces (list[int] | Unset):
        success (bool | Unset):
    """

    purpose: GreenlandRollShown
    dice: list[int] | Unset = UNSET
    seat: int | Unset = UNSET
    card: GreenlandCard | None | Unset = UNSET
    faces: list[int] | Unset = UNSET
    success: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        purpose = self.purpose.value

        dice: list[int] | Unset = UNSET
        if not isinstance(self.dice, Unset):
            dice = self.dice

        seat = self.seat

        card: None | str | Unset
        if isinstance(self.card, Unset):
            card = UNSET
        elif isinstance(self.card, GreenlandCard):
            card = self.card.value
        else:
            card = self.card

        faces: list[int] | Unset = UNSET
        if not isinstance(self.faces, Unset):
            faces = self.faces

        success = self.success

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "purpose": purpose,
            }
        )
        if dice is not UNSET:
            field_dict["dice"] = dice
        if seat is not UNSET:
            field_dict["seat"] = seat
        if card is not UNSET:
            field_dict["card"] = card
        if faces is not UNSET:
            field_dict["faces"] = faces
        if success is not UNSET:
            field_dict["success"] = success

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        purpose = GreenlandRollShown(d.pop("purpose"))

        dice = cast(list[int], d.pop("dice", UNSET))

        seat = d.pop("seat", UNSET)

        def _parse_card(data: object) -> GreenlandCard | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                card_type_1 = GreenlandCard(data)

                return card_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GreenlandCard | None | Unset, data)

        card = _parse_card(d.pop("card", UNSET))

        faces = cast(list[int], d.pop("faces", UNSET))

        success = d.pop("success", UNSET)

        greenland_view_last_roll_type_0 = cls(
            purpose=purpose,
            dice=dice,
            seat=seat,
            card=card,
            faces=faces,
            success=success,
        )

        return greenland_view_last_roll_type_0
