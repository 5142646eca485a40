from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.fjords_view import FjordsView
    from ..models.graenaland_view import GraenalandView
    from ..models.greenland_view import GreenlandView
    from ..models.knarr_view import KnarrView
    from ..models.not_started_view import NotStartedView
    from ..models.uigo_view import UigoView


T = TypeVar("T", bound="View")


@_attrs_define
class View:
    """
    Attributes:
        seq (int):
        seat (int | None):
        view (FjordsView | GraenalandView | GreenlandView | KnarrView | NotStartedView | UigoView): The state of a game
            as one seat (or a spectator) may see it; its shape is the game's (`{Game}View`), or `{}` (`NotStartedView`)
            before the game starts.
    """

    seq: int
    seat: int | None
    view: FjordsView | GraenalandView | GreenlandView | KnarrView | NotStartedView | UigoView
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.fjords_view import FjordsView  # noqa: PLC0415
        from ..models.graenaland_view import GraenalandView  # noqa: PLC0415
        from ..models.greenland_view import GreenlandView  # noqa: PLC0415
        from ..models.knarr_view import KnarrView  # noqa: PLC0415
        from ..models.uigo_view import UigoView  # noqa: PLC0415

        seq = self.seq

        seat: int | None
        seat = self.seat

        view: dict[str, Any]
        if isinstance(self.view, UigoView):
            view = self.view.to_dict()
        elif isinstance(self.view, FjordsView):
            view = self.view.to_dict()
        elif isinstance(self.view, KnarrView):
            view = self.view.to_dict()
        elif isinstance(self.view, GraenalandView):
            view = self.view.to_dict()
        elif isinstance(self.view, GreenlandView):
            view = self.view.to_dict()
        else:
            view = self.view.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seq": seq,
                "seat": seat,
                "view": view,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.fjords_view import FjordsView  # noqa: PLC0415
        from ..models.graenaland_view import GraenalandView  # noqa: PLC0415
        from ..models.greenland_view import GreenlandView  # noqa: PLC0415
        from ..models.knarr_view import KnarrView  # noqa: PLC0415
        from ..models.not_started_view import NotStartedView  # noqa: PLC0415
        from ..models.uigo_view import UigoView  # noqa: PLC0415

        d = dict(src_dict)
        seq = d.pop("seq")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        def _parse_view(
            data: object,
        ) -> FjordsView | GraenalandView | GreenlandView | KnarrView | NotStartedView | UigoView:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_view_type_0 = UigoView.from_dict(data)

                return componentsschemas_game_view_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_view_type_1 = FjordsView.from_dict(data)

                return componentsschemas_game_view_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_view_type_2 = KnarrView.from_dict(data)

                return componentsschemas_game_view_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_view_type_3 = GraenalandView.from_dict(data)

                return componentsschemas_game_view_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_view_type_4 = GreenlandView.from_dict(data)

                return componentsschemas_game_view_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_game_view_type_5 = NotStartedView.from_dict(data)

            return componentsschemas_game_view_type_5

        view = _parse_view(d.pop("view"))

        view = cls(
            seq=seq,
            seat=seat,
            view=view,
        )

        view.additional_properties = d
        return view

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
