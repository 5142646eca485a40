from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.greenland_biome import GreenlandBiome
from ..models.greenland_card import GreenlandCard
from ..models.greenland_daughter import GreenlandDaughter
from ..models.greenland_elder_side import GreenlandElderSide
from ..models.greenland_tribe import GreenlandTribe

T = TypeVar("T", bound="GreenlandViewPlayersItem")


@_attrs_define
class GreenlandViewPlayersItem:
    """
    Attributes:
        tribe (GreenlandTribe):
        side (GreenlandElderSide):
        energy (int):
        ivory (int):
        iron (int):
        unassigned (int):
        alpha (str):
        tableau (list[GreenlandCard]):
        trophies (list[GreenlandBiome]):
        hand (int | list[GreenlandCard]):
        spouses (list[GreenlandDaughter]):
        extinct (bool):
    """

    tribe: GreenlandTribe
    side: GreenlandElderSide
    energy: int
    ivory: int
    iron: int
    unassigned: int
    alpha: str
    tableau: list[GreenlandCard]
    trophies: list[GreenlandBiome]
    hand: int | list[GreenlandCard]
    spouses: list[GreenlandDaughter]
    extinct: bool

    def to_dict(self) -> dict[str, Any]:
        tribe = self.tribe.value

        side = self.side.value

        energy = self.energy

        ivory = self.ivory

        iron = self.iron

        unassigned = self.unassigned

        alpha = self.alpha

        tableau = []
        for tableau_item_data in self.tableau:
            tableau_item = tableau_item_data.value
            tableau.append(tableau_item)

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

        spouses = []
        for spouses_item_data in self.spouses:
            spouses_item = spouses_item_data.value
            spouses.append(spouses_item)

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
        tribe = GreenlandTribe(d.pop("tribe"))

        side = GreenlandElderSide(d.pop("side"))

        energy = d.pop("energy")

        ivory = d.pop("ivory")

        iron = d.pop("iron")

        unassigned = d.pop("unassigned")

        alpha = d.pop("alpha")

        tableau = []
        _tableau = d.pop("tableau")
        for tableau_item_data in _tableau:
            tableau_item = GreenlandCard(tableau_item_data)

            tableau.append(tableau_item)

        trophies = []
        _trophies = d.pop("trophies")
        for trophies_item_data in _trophies:
            trophies_item = GreenlandBiome(trophies_item_data)

            trophies.append(trophies_item)

        def _parse_hand(data: object) -> int | list[GreenlandCard]:
            try:
                if not isinstance(data, list):
                    raise TypeError()
                hand_type_1 = []
                _hand_type_1 = data
                for hand_type_1_item_data in _hand_type_1:
                    hand_type_1_item = GreenlandCard(hand_type_1_item_data)

                    hand_type_1.append(hand_type_1_item)

                return hand_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(int | list[GreenlandCard], data)

        hand = _parse_hand(d.pop("hand"))

        spouses = []
        _spouses = d.pop("spouses")
        for spouses_item_data in _spouses:
            spouses_item = GreenlandDaughter(spouses_item_data)

            spouses.append(spouses_item)

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
