from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="PatchedPlayerSettingsRequest")


@_attrs_define
class PatchedPlayerSettingsRequest:
    """The settings a player may change through the API; any other field is refused (400).

    Attributes:
        play_forced_moves (bool | Unset): See `play_forced_moves` of `get_me`.
    """

    play_forced_moves: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        play_forced_moves = self.play_forced_moves

        field_dict: dict[str, Any] = {}

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

        return patched_player_settings_request
