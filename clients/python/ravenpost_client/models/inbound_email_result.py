from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.inbound_email_outcome import InboundEmailOutcome

T = TypeVar("T", bound="InboundEmailResult")


@_attrs_define
class InboundEmailResult:
    """
    Attributes:
        result (InboundEmailOutcome): * `played` - played
            * `late` - late
            * `not_understood` - not_understood
            * `refused` - refused
            * `auto_reply` - auto_reply
            * `replayed` - replayed
        game (int | None):
        seq (int | None): The game's seq after this message.
        answered (bool): Whether an email went back to the player.
    """

    result: InboundEmailOutcome
    game: int | None
    seq: int | None
    answered: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        result = self.result.value

        game: int | None
        game = self.game

        seq: int | None
        seq = self.seq

        answered = self.answered

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "result": result,
                "game": game,
                "seq": seq,
                "answered": answered,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        result = InboundEmailOutcome(d.pop("result"))

        def _parse_game(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        game = _parse_game(d.pop("game"))

        def _parse_seq(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seq = _parse_seq(d.pop("seq"))

        answered = d.pop("answered")

        inbound_email_result = cls(
            result=result,
            game=game,
            seq=seq,
            answered=answered,
        )

        inbound_email_result.additional_properties = d
        return inbound_email_result

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
