from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.deadline_reminders import DeadlineReminders
from ..models.turn_emails import TurnEmails
from ..models.turn_notification import TurnNotification
from ..types import UNSET, Unset

T = TypeVar("T", bound="PatchedPlayerSettingsRequest")


@_attrs_define
class PatchedPlayerSettingsRequest:
    """The settings a player may change through the API; any other field is refused (400).

    Attributes:
        play_forced_moves (bool | Unset): See `play_forced_moves` of `get_me`.
        seat_directly (bool | Unset): See `seat_directly` of `get_me`.
        notify (TurnNotification | Unset): * `each_turn` - an email each time it is my turn
            * `daily_digest` - one email a day listing my turns
            * `none` - no email
        turn_emails (TurnEmails | Unset): * `when_away` - only when I am away from the game (not while I am on its page
            or just moved)
            * `always` - every time, at once
        reminders (DeadlineReminders | Unset): * `none` - no reminder
            * `one` - one reminder, when about a third of my time is left
            * `two` - two reminders: a third of my time left, then a tenth
    """

    play_forced_moves: bool | Unset = UNSET
    seat_directly: bool | Unset = UNSET
    notify: TurnNotification | Unset = UNSET
    turn_emails: TurnEmails | Unset = UNSET
    reminders: DeadlineReminders | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        play_forced_moves = self.play_forced_moves

        seat_directly = self.seat_directly

        notify: str | Unset = UNSET
        if not isinstance(self.notify, Unset):
            notify = self.notify.value

        turn_emails: str | Unset = UNSET
        if not isinstance(self.turn_emails, Unset):
            turn_emails = self.turn_emails.value

        reminders: str | Unset = UNSET
        if not isinstance(self.reminders, Unset):
            reminders = self.reminders.value

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if play_forced_moves is not UNSET:
            field_dict["play_forced_moves"] = play_forced_moves
        if seat_directly is not UNSET:
            field_dict["seat_directly"] = seat_directly
        if notify is not UNSET:
            field_dict["notify"] = notify
        if turn_emails is not UNSET:
            field_dict["turn_emails"] = turn_emails
        if reminders is not UNSET:
            field_dict["reminders"] = reminders

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        play_forced_moves = d.pop("play_forced_moves", UNSET)

        seat_directly = d.pop("seat_directly", UNSET)

        _notify = d.pop("notify", UNSET)
        notify: TurnNotification | Unset
        if isinstance(_notify, Unset):
            notify = UNSET
        else:
            notify = TurnNotification(_notify)

        _turn_emails = d.pop("turn_emails", UNSET)
        turn_emails: TurnEmails | Unset
        if isinstance(_turn_emails, Unset):
            turn_emails = UNSET
        else:
            turn_emails = TurnEmails(_turn_emails)

        _reminders = d.pop("reminders", UNSET)
        reminders: DeadlineReminders | Unset
        if isinstance(_reminders, Unset):
            reminders = UNSET
        else:
            reminders = DeadlineReminders(_reminders)

        patched_player_settings_request = cls(
            play_forced_moves=play_forced_moves,
            seat_directly=seat_directly,
            notify=notify,
            turn_emails=turn_emails,
            reminders=reminders,
        )

        return patched_player_settings_request
