from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.knarr_view_board_blue_type_0 import KnarrViewBoardBlueType0
    from ..models.knarr_view_board_green_type_0 import KnarrViewBoardGreenType0
    from ..models.knarr_view_board_purple_type_0 import KnarrViewBoardPurpleType0
    from ..models.knarr_view_board_red_type_0 import KnarrViewBoardRedType0
    from ..models.knarr_view_board_yellow_type_0 import KnarrViewBoardYellowType0


T = TypeVar("T", bound="KnarrViewBoard")


@_attrs_define
class KnarrViewBoard:
    """
    Attributes:
        red (KnarrViewBoardRedType0 | None):
        yellow (KnarrViewBoardYellowType0 | None):
        green (KnarrViewBoardGreenType0 | None):
        blue (KnarrViewBoardBlueType0 | None):
        purple (KnarrViewBoardPurpleType0 | None):
    """

    red: KnarrViewBoardRedType0 | None
    yellow: KnarrViewBoardYellowType0 | None
    green: KnarrViewBoardGreenType0 | None
    blue: KnarrViewBoardBlueType0 | None
    purple: KnarrViewBoardPurpleType0 | None

    def to_dict(self) -> dict[str, Any]:
        from ..models.knarr_view_board_blue_type_0 import KnarrViewBoardBlueType0  # noqa: PLC0415
        from ..models.knarr_view_board_green_type_0 import KnarrViewBoardGreenType0  # noqa: PLC0415
        from ..models.knarr_view_board_purple_type_0 import KnarrViewBoardPurpleType0  # noqa: PLC0415
        from ..models.knarr_view_board_red_type_0 import KnarrViewBoardRedType0  # noqa: PLC0415
        from ..models.knarr_view_board_yellow_type_0 import KnarrViewBoardYellowType0  # noqa: PLC0415

        red: dict[str, Any] | None
        if isinstance(self.red, KnarrViewBoardRedType0):
            red = self.red.to_dict()
        else:
            red = self.red

        yellow: dict[str, Any] | None
        if isinstance(self.yellow, KnarrViewBoardYellowType0):
            yellow = self.yellow.to_dict()
        else:
            yellow = self.yellow

        green: dict[str, Any] | None
        if isinstance(self.green, KnarrViewBoardGreenType0):
            green = self.green.to_dict()
        else:
            green = self.green

        blue: dict[str, Any] | None
        if isinstance(self.blue, KnarrViewBoardBlueType0):
            blue = self.blue.to_dict()
        else:
            blue = self.blue

        purple: dict[str, Any] | None
        if isinstance(self.purple, KnarrViewBoardPurpleType0):
            purple = self.purple.to_dict()
        else:
            purple = self.purple

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
        from ..models.knarr_view_board_blue_type_0 import KnarrViewBoardBlueType0  # noqa: PLC0415
        from ..models.knarr_view_board_green_type_0 import KnarrViewBoardGreenType0  # noqa: PLC0415
        from ..models.knarr_view_board_purple_type_0 import KnarrViewBoardPurpleType0  # noqa: PLC0415
        from ..models.knarr_view_board_red_type_0 import KnarrViewBoardRedType0  # noqa: PLC0415
        from ..models.knarr_view_board_yellow_type_0 import KnarrViewBoardYellowType0  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_red(data: object) -> KnarrViewBoardRedType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                red_type_0 = KnarrViewBoardRedType0.from_dict(data)

                return red_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(KnarrViewBoardRedType0 | None, data)

        red = _parse_red(d.pop("red"))

        def _parse_yellow(data: object) -> KnarrViewBoardYellowType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                yellow_type_0 = KnarrViewBoardYellowType0.from_dict(data)

                return yellow_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(KnarrViewBoardYellowType0 | None, data)

        yellow = _parse_yellow(d.pop("yellow"))

        def _parse_green(data: object) -> KnarrViewBoardGreenType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                green_type_0 = KnarrViewBoardGreenType0.from_dict(data)

                return green_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(KnarrViewBoardGreenType0 | None, data)

        green = _parse_green(d.pop("green"))

        def _parse_blue(data: object) -> KnarrViewBoardBlueType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                blue_type_0 = KnarrViewBoardBlueType0.from_dict(data)

                return blue_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(KnarrViewBoardBlueType0 | None, data)

        blue = _parse_blue(d.pop("blue"))

        def _parse_purple(data: object) -> KnarrViewBoardPurpleType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                purple_type_0 = KnarrViewBoardPurpleType0.from_dict(data)

                return purple_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(KnarrViewBoardPurpleType0 | None, data)

        purple = _parse_purple(d.pop("purple"))

        knarr_view_board = cls(
            red=red,
            yellow=yellow,
            green=green,
            blue=blue,
            purple=purple,
        )

        return knarr_view_board
