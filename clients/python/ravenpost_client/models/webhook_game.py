from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.webhook_game_outcome_type_0 import WebhookGameOutcomeType0


T = TypeVar("T", bound="WebhookGame")


@_attrs_define
class WebhookGame:
    """The game, at the seq of the delivery (0 for an invitation: the game waits).

    Attributes:
        id (int): The game's id.
        ruleset (str):
        seq (int):
        status (str | Unset): `game_ended` only.
        outcome (None | Unset | WebhookGameOutcomeType0): `game_ended` only.
    """

    id: int
    ruleset: str
    seq: int
    status: str | Unset = UNSET
    outcome: None | Unset | WebhookGameOutcomeType0 = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.webhook_game_outcome_type_0 import WebhookGameOutcomeType0  # noqa: PLC0415

        id = self.id

        ruleset = self.ruleset

        seq = self.seq

        status = self.status

        outcome: dict[str, Any] | None | Unset
        if isinstance(self.outcome, Unset):
            outcome = UNSET
        elif isinstance(self.outcome, WebhookGameOutcomeType0):
            outcome = self.outcome.to_dict()
        else:
            outcome = self.outcome

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "ruleset": ruleset,
                "seq": seq,
            }
        )
        if status is not UNSET:
            field_dict["status"] = status
        if outcome is not UNSET:
            field_dict["outcome"] = outcome

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.webhook_game_outcome_type_0 import WebhookGameOutcomeType0  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        ruleset = d.pop("ruleset")

        seq = d.pop("seq")

        status = d.pop("status", UNSET)

        def _parse_outcome(data: object) -> None | Unset | WebhookGameOutcomeType0:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                outcome_type_0 = WebhookGameOutcomeType0.from_dict(data)

                return outcome_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | WebhookGameOutcomeType0, data)

        outcome = _parse_outcome(d.pop("outcome", UNSET))

        webhook_game = cls(
            id=id,
            ruleset=ruleset,
            seq=seq,
            status=status,
            outcome=outcome,
        )

        webhook_game.additional_properties = d
        return webhook_game

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
