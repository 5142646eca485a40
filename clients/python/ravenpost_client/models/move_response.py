from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.event import Event
    from ..models.legal_moves import LegalMoves
    from ..models.view import View


T = TypeVar("T", bound="MoveResponse")


@_attrs_define
class MoveResponse:
    """A move's answer; ``view`` and ``legal_moves`` only when asked for (``?return=``, ``Prefer``).

    Attributes:
        seq (int):
        events (list[Event]):
        view (View | Unset):
        legal_moves (LegalMoves | Unset):
    """

    seq: int
    events: list[Event]
    view: View | Unset = UNSET
    legal_moves: LegalMoves | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        seq = self.seq

        events = []
        for events_item_data in self.events:
            events_item = events_item_data.to_dict()
            events.append(events_item)

        view: dict[str, Any] | Unset = UNSET
        if not isinstance(self.view, Unset):
            view = self.view.to_dict()

        legal_moves: dict[str, Any] | Unset = UNSET
        if not isinstance(self.legal_moves, Unset):
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
        from ..models.legal_moves import LegalMoves  # noqa: PLC0415
        from ..models.view import View  # noqa: PLC0415

        d = dict(src_dict)
        seq = d.pop("seq")

        events = []
        _events = d.pop("events")
        for events_item_data in _events:
            events_item = Event.from_dict(events_item_data)

            events.append(events_item)

        _view = d.pop("view", UNSET)
        view: View | Unset
        if isinstance(_view, Unset):
            view = UNSET
        else:
            view = View.from_dict(_view)

        _legal_moves = d.pop("legal_moves", UNSET)
        legal_moves: LegalMoves | Unset
        if isinstance(_legal_moves, Unset):
            legal_moves = UNSET
        else:
            legal_moves = LegalMoves.from_dict(_legal_moves)

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
