from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.knarr_view_players_item_crew_blue_item import KnarrViewPlayersItemCrewBlueItem
    from ..models.knarr_view_players_item_crew_green_item import KnarrViewPlayersItemCrewGreenItem
    from ..models.knarr_view_players_item_crew_purple_item import KnarrViewPlayersItemCrewPurpleItem
    from ..models.knarr_view_players_item_crew_red_item import KnarrViewPlayersItemCrewRedItem
    from ..models.knarr_view_players_item_crew_yellow_item import KnarrViewPlayersItemCrewYellowItem


T = TypeVar("T", bound="KnarrViewPlayersItemCrew")


@_attrs_define
class KnarrViewPlayersItemCrew:
    """
    Attributes:
        red (list[KnarrViewPlayersItemCrewRedItem]):
        yellow (list[KnarrViewPlayersItemCrewYellowItem]):
        green (list[KnarrViewPlayersItemCrewGreenItem]):
        blue (list[KnarrViewPlayersItemCrewBlueItem]):
        purple (list[KnarrViewPlayersItemCrewPurpleItem]):
    """

    red: list[KnarrViewPlayersItemCrewRedItem]
    yellow: list[KnarrViewPlayersItemCrewYellowItem]
    green: list[KnarrViewPlayersItemCrewGreenItem]
    blue: list[KnarrViewPlayersItemCrewBlueItem]
    purple: list[KnarrViewPlayersItemCrewPurpleItem]

    def to_dict(self) -> dict[str, Any]:
        red = []
        for red_item_data in self.red:
            red_item = red_item_data.to_dict()
            red.append(red_item)

        yellow = []
        for yellow_item_data in self.yellow:
            yellow_item = yellow_item_data.to_dict()
            yellow.append(yellow_item)

        green = []
        for green_item_data in self.green:
            green_item = green_item_data.to_dict()
            green.append(green_item)

        blue = []
        for blue_item_data in self.blue:
            blue_item = blue_item_data.to_dict()
            blue.append(blue_item)

        purple = []
        for purple_item_data in self.purple:
            purple_item = purple_item_data.to_dict()
            purple.append(purple_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "red": red,
                "yellow": yellow,
                "green": green,
                "blue": blue,
                "purple": purple,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.knarr_view_players_item_crew_blue_item import KnarrViewPlayersItemCrewBlueItem  # noqa: PLC0415
        from ..models.knarr_view_players_item_crew_green_item import KnarrViewPlayersItemCrewGreenItem  # noqa: PLC0415
        from ..models.knarr_view_players_item_crew_purple_item import KnarrViewPlayersItemCrewPurpleItem  # noqa: PLC0415
        from ..models.knarr_view_players_item_crew_red_item import KnarrViewPlayersItemCrewRedItem  # noqa: PLC0415
        from ..models.knarr_view_players_item_crew_yellow_item import KnarrViewPlayersItemCrewYellowItem  # noqa: PLC0415

        d = dict(src_dict)
        red = []
        _red = d.pop("red")
        for red_item_data in _red:
            red_item = KnarrViewPlayersItemCrewRedItem.from_dict(red_item_data)

            red.append(red_item)

        yellow = []
        _yellow = d.pop("yellow")
        for yellow_item_data in _yellow:
            yellow_item = KnarrViewPlayersItemCrewYellowItem.from_dict(yellow_item_data)

            yellow.append(yellow_item)

        green = []
        _green = d.pop("green")
        for green_item_data in _green:
            green_item = KnarrViewPlayersItemCrewGreenItem.from_dict(green_item_data)

            green.append(green_item)

        blue = []
        _blue = d.pop("blue")
        for blue_item_data in _blue:
            blue_item = KnarrViewPlayersItemCrewBlueItem.from_dict(blue_item_data)

            blue.append(blue_item)

        purple = []
        _purple = d.pop("purple")
        for purple_item_data in _purple:
            purple_item = KnarrViewPlayersItemCrewPurpleItem.from_dict(purple_item_data)

            purple.append(purple_item)

        knarr_view_players_item_crew = cls(
            red=red,
            yellow=yellow,
            green=green,
            blue=blue,
            purple=purple,
        )

        return knarr_view_players_item_crew
