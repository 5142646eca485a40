from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.event import Event
    from ..models.fjords_legal_moves import FjordsLegalMoves
    from ..models.fjords_view_answer import FjordsViewAnswer
    from ..models.graenaland_legal_moves import GraenalandLegalMoves
    from ..models.graenaland_view_answer import GraenalandViewAnswer
    from ..models.greenland_legal_moves import GreenlandLegalMoves
    from ..models.greenland_view_answer import GreenlandViewAnswer
    from ..models.knarr_legal_moves import KnarrLegalMoves
    from ..models.knarr_view_answer import KnarrViewAnswer
    from ..models.uigo_legal_moves import UigoLegalMoves
    from ..models.uigo_view_answer import UigoViewAnswer


T = TypeVar("T", bound="MoveResponse")


@_attrs_define
class MoveResponse:
    """A move's answer; ``view`` and ``legal_moves`` only when asked for (``?return=``, ``Prefer``).

    Attributes:
        seq (int):
        events (list[Event]):
        view (FjordsViewAnswer | GraenalandViewAnswer | GreenlandViewAnswer | KnarrViewAnswer | UigoViewAnswer | Unset):
            The state as your seat may see it (`{Game}ViewAnswer`, told apart by `ruleset`).
        legal_moves (FjordsLegalMoves | GraenalandLegalMoves | GreenlandLegalMoves | KnarrLegalMoves | UigoLegalMoves |
            Unset): The moves open to your seat now, each a complete move to post as it is (`{Game}LegalMoves`).
    """

    seq: int
    events: list[Event]
    view: FjordsViewAnswer | GraenalandViewAnswer | GreenlandViewAnswer | KnarrViewAnswer | UigoViewAnswer | Unset = (
        UNSET
    )
    legal_moves: (
        FjordsLegalMoves | GraenalandLegalMoves | GreenlandLegalMoves | KnarrLegalMoves | UigoLegalMoves | Unset
    ) = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.fjords_legal_moves import FjordsLegalMoves  # noqa: PLC0415
        from ..models.fjords_view_answer import FjordsViewAnswer  # noqa: PLC0415
        from ..models.graenaland_legal_moves import GraenalandLegalMoves  # noqa: PLC0415
        from ..models.graenaland_view_answer import GraenalandViewAnswer  # noqa: PLC0415
        from ..models.knarr_legal_moves import KnarrLegalMoves  # noqa: PLC0415
        from ..models.knarr_view_answer import KnarrViewAnswer  # noqa: PLC0415
        from ..models.uigo_legal_moves import UigoLegalMoves  # noqa: PLC0415
        from ..models.uigo_view_answer import UigoViewAnswer  # noqa: PLC0415

        seq = self.seq

        events = []
        for events_item_data in self.events:
            events_item = events_item_data.to_dict()
            events.append(events_item)

        view: dict[str, Any] | Unset
        if isinstance(self.view, Unset):
            view = UNSET
        elif isinstance(self.view, UigoViewAnswer):
            view = self.view.to_dict()
        elif isinstance(self.view, FjordsViewAnswer):
            view = self.view.to_dict()
        elif isinstance(self.view, KnarrViewAnswer):
            view = self.view.to_dict()
        elif isinstance(self.view, GraenalandViewAnswer):
            view = self.view.to_dict()
        else:
            view = self.view.to_dict()

        legal_moves: dict[str, Any] | Unset
        if isinstance(self.legal_moves, Unset):
            legal_moves = UNSET
        elif isinstance(self.legal_moves, UigoLegalMoves):
            legal_moves = self.legal_moves.to_dict()
        elif isinstance(self.legal_moves, FjordsLegalMoves):
            legal_moves = self.legal_moves.to_dict()
        elif isinstance(self.legal_moves, KnarrLegalMoves):
            legal_moves = self.legal_moves.to_dict()
        elif isinstance(self.legal_moves, GraenalandLegalMoves):
            legal_moves = self.legal_moves.to_dict()
        else:
            legal_moves = self.legal_moves.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seq": seq,
                "events": events,
            }
        )
        if view is not UNSET:
            field_dict["view"] = view
        if legal_moves is not UNSET:
            field_dict["legal_moves"] = legal_moves

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.event import Event  # noqa: PLC0415
        from ..models.fjords_legal_moves import FjordsLegalMoves  # noqa: PLC0415
        from ..models.fjords_view_answer import FjordsViewAnswer  # noqa: PLC0415
        from ..models.graenaland_legal_moves import GraenalandLegalMoves  # noqa: PLC0415
        from ..models.graenaland_view_answer import GraenalandViewAnswer  # noqa: PLC0415
        from ..models.greenland_legal_moves import GreenlandLegalMoves  # noqa: PLC0415
        from ..models.greenland_view_answer import GreenlandViewAnswer  # noqa: PLC0415
        from ..models.knarr_legal_moves import KnarrLegalMoves  # noqa: PLC0415
        from ..models.knarr_view_answer import KnarrViewAnswer  # noqa: PLC0415
        from ..models.uigo_legal_moves import UigoLegalMoves  # noqa: PLC0415
        from ..models.uigo_view_answer import UigoViewAnswer  # noqa: PLC0415

        d = dict(src_dict)
        seq = d.pop("seq")

        events = []
        _events = d.pop("events")
        for events_item_data in _events:
            events_item = Event.from_dict(events_item_data)

            events.append(events_item)

        def _parse_view(
            data: object,
        ) -> FjordsViewAnswer | GraenalandViewAnswer | GreenlandViewAnswer | KnarrViewAnswer | UigoViewAnswer | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_view_type_0 = UigoViewAnswer.from_dict(data)

                return componentsschemas_view_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_view_type_1 = FjordsViewAnswer.from_dict(data)

                return componentsschemas_view_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_view_type_2 = KnarrViewAnswer.from_dict(data)

                return componentsschemas_view_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_view_type_3 = GraenalandViewAnswer.from_dict(data)

                return componentsschemas_view_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_view_type_4 = GreenlandViewAnswer.from_dict(data)

            return componentsschemas_view_type_4

        view = _parse_view(d.pop("view", UNSET))

        def _parse_legal_moves(
            data: object,
        ) -> FjordsLegalMoves | GraenalandLegalMoves | GreenlandLegalMoves | KnarrLegalMoves | UigoLegalMoves | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_legal_moves_type_0 = UigoLegalMoves.from_dict(data)

                return componentsschemas_legal_moves_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_legal_moves_type_1 = FjordsLegalMoves.from_dict(data)

                return componentsschemas_legal_moves_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_legal_moves_type_2 = KnarrLegalMoves.from_dict(data)

                return componentsschemas_legal_moves_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_legal_moves_type_3 = GraenalandLegalMoves.from_dict(data)

                return componentsschemas_legal_moves_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_legal_moves_type_4 = GreenlandLegalMoves.from_dict(data)

            return componentsschemas_legal_moves_type_4

        legal_moves = _parse_legal_moves(d.pop("legal_moves", UNSET))

        move_response = cls(
            seq=seq,
            events=events,
            view=view,
            legal_moves=legal_moves,
        )

        move_response.additional_properties = d
        return move_response

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
