from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.greenland_view_players_item_hand_type_1_item import GreenlandViewPlayersItemHandType1Item
from ..models.greenland_view_players_item_side import GreenlandViewPlayersItemSide
from ..models.greenland_view_players_item_tribe import GreenlandViewPlayersItemTribe
from ..models.greenland_view_players_item_trophies_item import GreenlandViewPlayersItemTrophiesItem

T = TypeVar("T", bound="GreenlandViewPlayersItem")


@_attrs_define
class GreenlandViewPlayersItem:
    """
    Attributes:
        tribe (GreenlandViewPlayersItemTribe):
        side (GreenlandViewPlayersItemSide):
        energy (int):
        ivory (int):
        iron (int):
        unassigned (int):
        alpha (str):
        tableau (list[str]):
        trophies (list[GreenlandViewPlayersItemTrophiesItem]):
        hand (int | list[GreenlandViewPlayersItemHandType1Item]):
        spouses (list[str]):
        extinct (bool):
    """

    tribe: GreenlandViewPlayersItemTribe
    side: GreenlandViewPlayersItemSide
    energy: int
    ivory: int
    iron: int
    unassigned: int
    alpha: str
    tableau: list[str]
    trophies: list[GreenlandViewPlayersItemTrophiesItem]
    hand: int | list[GreenlandViewPlayersItemHandType1Item]
    spouses: list[str]
    extinct: bool

    def to_dict(self) -> dict[str, Any]:
        tribe = self.tribe.value

        side = self.side.value

        energy = self.energy

        ivory = self.ivory

        iron = self.iron

        unassigned = self.unassigned

        alpha = self.alpha

        tableau = self.tableau

        trophies = []
        for trophies_item_data in self.trophies:
            trophies_item = trophies_item_data.value
            trophies.append(trophies_item)

        hand: int | list[str]
        if isinstance(self.hand, list):
            hand = []
            for hand_type_1_item_data in self.hand:
                hand_type_1_item = hand_type_1_item_data.value
                hand.append(hand_type_1_item)

        else:
            hand = self.hand

        spouses = self.spouses

        extinct = self.extinct

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "tribe": tribe,
                "side": side,
                "energy": energy,
                "ivory": ivory,
                "iron": iron,
                "unassigned": unassigned,
                "alpha": alpha,
                "tableau": tableau,
                "trophies": trophies,
                "hand": hand,
                "spouses": spouses,
                "extinct": extinct,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        tribe = GreenlandViewPlayersItemTribe(d.pop("tribe"))

        side = GreenlandViewPlayersItemSide(d.pop("side"))

        energy = d.pop("energy")

        ivory = d.pop("ivory")

        iron = d.pop("iron")

        unassigned = d.pop("unassigned")

        alpha = d.pop("alpha")

        tableau = cast(list[str], d.pop("tableau"))

        trophies = []
        _trophies = d.pop("trophies")
        for trophies_item_data in _trophies:
            trophies_item = GreenlandViewPlayersItemTrophiesItem(trophies_item_data)

            trophies.append(trophies_item)

        def _parse_hand(data: object) -> int | list[GreenlandViewPlayersItemHandType1Item]:
            try:
                if not isinstance(data, list):
                    raise TypeError()
                hand_type_1 = []
                _hand_type_1 = data
                for hand_type_1_item_data in _hand_type_1:
                    hand_type_1_item = GreenlandViewPlayersItemHandType1Item(hand_type_1_item_data)

                    hand_type_1.append(hand_type_1_item)

                return hand_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(int | list[GreenlandViewPlayersItemHandType1Item], data)

        hand = _parse_hand(d.pop("hand"))

        spouses = cast(list[str], d.pop("spouses"))

        extinct = d.pop("extinct")

        greenland_view_players_item = cls(
            tribe=tribe,
            side=side,
            energy=energy,
            ivory=ivory,
            iron=iron,
            unassigned=unassigned,
            alpha=alpha,
            tableau=tableau,
            trophies=trophies,
            hand=hand,
            spouses=spouses,
            extinct=extinct,
        )

        return greenland_view_players_item
