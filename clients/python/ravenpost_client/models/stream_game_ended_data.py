from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.stream_game_ended_data_outcome_type_0 import StreamGameEndedDataOutcomeType0


T = TypeVar("T", bound="StreamGameEndedData")


@_attrs_define
class StreamGameEndedData:
    """`game_ended`: finished or aborted.

    Attributes:
        game (int): The game's id.
        status (str):
        outcome (None | StreamGameEndedDataOutcomeType0):
        seq (int):
    """

    game: int
    status: str
    outcome: None | StreamGameEndedDataOutcomeType0
    seq: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.stream_game_ended_data_outcome_type_0 import StreamGameEndedDataOutcomeType0  # noqa: PLC0415

        game = self.game

        status = self.status

        outcome: dict[str, Any] | None
        if isinstance(self.outcome, StreamGameEndedDataOutcomeType0):
            outcome = self.outcome.to_dict()
        else:
            outcome = self.outcome

        seq = self.seq

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "game": game,
                "status": status,
                "outcome": outcome,
                "seq": seq,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.stream_game_ended_data_outcome_type_0 import StreamGameEndedDataOutcomeType0  # noqa: PLC0415

        d = dict(src_dict)
        game = d.pop("game")

        status = d.pop("status")

        def _parse_outcome(data: object) -> None | StreamGameEndedDataOutcomeType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                outcome_type_0 = StreamGameEndedDataOutcomeType0.from_dict(data)

                return outcome_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | StreamGameEndedDataOutcomeType0, data)

        outcome = _parse_outcome(d.pop("outcome"))

        seq = d.pop("seq")

        stream_game_ended_data = cls(
            game=game,
            status=status,
            outcome=outcome,
            seq=seq,
        )

        stream_game_ended_data.additional_properties = d
        return stream_game_ended_data

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
