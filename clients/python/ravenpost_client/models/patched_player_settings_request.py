from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="PatchedPlayerSettingsRequest")


@_attrs_define
class PatchedPlayerSettingsRequest:
    """
    Attributes:
        play_forced_moves (bool | Unset): See `play_forced_moves` of `get_me`.
    """

    play_forced_moves: bool | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        play_forced_moves = self.play_forced_moves

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if play_forced_moves is not UNSET:
            field_dict["play_forced_moves"] = play_forced_moves

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        play_forced_moves = d.pop("play_forced_moves", UNSET)

        patched_player_settings_request = cls(
            play_forced_moves=play_forced_moves,
        )

        patched_player_settings_request.additional_properties = d
        return patched_player_settings_request

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
