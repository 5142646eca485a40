from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.greenland_setup_event_data_options_game import GreenlandSetupEventDataOptionsGame

T = TypeVar("T", bound="GreenlandSetupEventDataOptions")


@_attrs_define
class GreenlandSetupEventDataOptions:
    """
    Attributes:
        game (GreenlandSetupEventDataOptionsGame):
        survivor (bool):
        bloody_snow (bool):
        cooperative (bool):
        sami (bool):
    """

    game: GreenlandSetupEventDataOptionsGame
    survivor: bool
    bloody_snow: bool
    cooperative: bool
    sami: bool

    def to_dict(self) -> dict[str, Any]:
        game = self.game.value

        survivor = self.survivor

        bloody_snow = self.bloody_snow

        cooperative = self.cooperative

        sami = self.sami

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game": game,
                "survivor": survivor,
                "bloody_snow": bloody_snow,
                "cooperative": cooperative,
                "sami": sami,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        game = GreenlandSetupEventDataOptionsGame(d.pop("game"))

        survivor = d.pop("survivor")

        bloody_snow = d.pop("bloody_snow")

        cooperative = d.pop("cooperative")

        sami = d.pop("sami")

        greenland_setup_event_data_options = cls(
            game=game,
            survivor=survivor,
            bloody_snow=bloody_snow,
            cooperative=cooperative,
            sami=sami,
        )

        return greenland_setup_event_data_options
