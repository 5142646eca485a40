from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.deadline_reminders import DeadlineReminders
from ..models.turn_emails import TurnEmails
from ..models.turn_notification import TurnNotification

T = TypeVar("T", bound="Player")


@_attrs_define
class Player:
    """
    Attributes:
        id (int):
        name (str):
        email (str):
        play_forced_moves (bool): Play my forced moves for me: when I have exactly one legal move and every player can
            see it is the only one, Ravenpost plays it at once, without a turn email (the log says so).
        seat_directly (bool): Others may seat me in their games without asking (for bot accounts): a game that seats me
            by id starts without an invitation to accept.
        notify (TurnNotification): * `each_turn` - an email each time it is my turn
            * `daily_digest` - one email a day listing my turns
            * `none` - no email
        turn_emails (TurnEmails): * `when_away` - only when I am away from the game (not while I am on its page or just
            moved)
            * `always` - every time, at once
        reminders (DeadlineReminders): * `none` - no reminder
            * `one` - one reminder, when about a third of my time is left
            * `two` - two reminders: a third of my time left, then a tenth
    """

    id: int
    name: str
    email: str
    play_forced_moves: bool
    seat_directly: bool
    notify: TurnNotification
    turn_emails: TurnEmails
    reminders: DeadlineReminders
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        email = self.email

        play_forced_moves = self.play_forced_moves

        seat_directly = self.seat_directly

        notify = self.notify.value

        turn_emails = self.turn_emails.value

        reminders = self.reminders.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "name": name,
                "email": email,
                "play_forced_moves": play_forced_moves,
                "seat_directly": seat_directly,
                "notify": notify,
                "turn_emails": turn_emails,
                "reminders": reminders,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        email = d.pop("email")

        play_forced_moves = d.pop("play_forced_moves")

        seat_directly = d.pop("seat_directly")

        notify = TurnNotification(d.pop("notify"))

        turn_emails = TurnEmails(d.pop("turn_emails"))

        reminders = DeadlineReminders(d.pop("reminders"))

        player = cls(
            id=id,
            name=name,
            email=email,
            play_forced_moves=play_forced_moves,
            seat_directly=seat_directly,
            notify=notify,
            turn_emails=turn_emails,
            reminders=reminders,
        )

        player.additional_properties = d
        return player

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
