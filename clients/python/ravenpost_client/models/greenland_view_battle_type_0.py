from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.greenland_card import GreenlandCard

if TYPE_CHECKING:
    from ..models.greenland_view_battle_type_0_dice_item import GreenlandViewBattleType0DiceItem
    from ..models.greenland_view_battle_type_0_losses import GreenlandViewBattleType0Losses


T = TypeVar("T", bound="GreenlandViewBattleType0")


@_attrs_define
class GreenlandViewBattleType0:
    """
    Attributes:
        card (GreenlandCard):
        seat (int):
        dice (list[GreenlandViewBattleType0DiceItem]):
        hits (int):
        losses (GreenlandViewBattleType0Losses):
    """

    card: GreenlandCard
    seat: int
    dice: list[GreenlandViewBattleType0DiceItem]
    hits: int
    losses: GreenlandViewBattleType0Losses

    def to_dict(self) -> dict[str, Any]:
        card = self.card.value

        seat = self.seat

        dice = []
        for dice_item_data in self.dice:
            dice_item = dice_item_data.to_dict()
            dice.append(dice_item)

        hits = self.hits

        losses = self.losses.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "seat": seat,
                "dice": dice,
                "hits": hits,
                "losses": losses,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.greenland_view_battle_type_0_dice_item import GreenlandViewBattleType0DiceItem  # noqa: PLC0415
        from ..models.greenland_view_battle_type_0_losses import GreenlandViewBattleType0Losses  # noqa: PLC0415

        d = dict(src_dict)
        card = GreenlandCard(d.pop("card"))

        seat = d.pop("seat")

        dice = []
        _dice = d.pop("dice")
        for dice_item_data in _dice:
            dice_item = GreenlandViewBattleType0DiceItem.from_dict(dice_item_data)

            dice.append(dice_item)

        hits = d.pop("hits")

        losses = GreenlandViewBattleType0Losses.from_dict(d.pop("losses"))

        greenland_view_battle_type_0 = cls(
            card=card,
            seat=seat,
            dice=dice,
            hits=hits,
            losses=losses,
        )

        return greenland_view_battle_type_0
