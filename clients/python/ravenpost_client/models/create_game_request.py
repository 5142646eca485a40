from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.ruleset_id import RulesetId
from ..models.seating import Seating
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.create_game_request_options import CreateGameRequestOptions
    from ..models.new_seat import NewSeat


T = TypeVar("T", bound="CreateGameRequest")


@_attrs_define
class CreateGameRequest:
    """
    Attributes:
        ruleset (RulesetId): A game you can play (GET /api/rulesets/).
        players (list[int | NewSeat | str]): Seats in order. The caller must hold a seat (their id or email). A player
            id seats the caller, or a player who opted in to being seated directly (bot accounts); any other id gets an
            invitation that only that player may accept (GET /api/invitations/). An email gets an invitation by email.
            {"kind": "open"}: anyone may take it from the lobby (GET /api/games/open/); {"kind": "link"}: only people with
            the game's invite link; {"kind": "bot"}: played by the rule set's autopilot. The game starts when every seat but
            the bots' has a player; until then it is waiting.
        options (CreateGameRequestOptions | Unset): The game's options (see the rule set's options_schema); defaults
            fill what is left out.
        move_time_limit_hours (int | Unset): Time each player has for a move, in hours: 1 hour to 14 days (default 72).
        seating (Seating | Unset): * `listed` - listed
            * `random` - random Default: Seating.LISTED.
        join_within_hours (int | Unset): A game still waiting for players after this many hours expires, and everyone
            who joined is told: 1 hour to 30 days (default 7 days).
    """

    ruleset: RulesetId
    players: list[int | NewSeat | str]
    options: CreateGameRequestOptions | Unset = UNSET
    move_time_limit_hours: int | Unset = UNSET
    seating: Seating | Unset = Seating.LISTED
    join_within_hours: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.new_seat import NewSeat  # noqa: PLC0415

        ruleset = self.ruleset.value

        players = []
        for players_item_data in self.players:
            players_item: dict[str, Any] | int | str
            if isinstance(players_item_data, NewSeat):
                players_item = players_item_data.to_dict()
            else:
                players_item = players_item_data
            players.append(players_item)

        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()

        move_time_limit_hours = self.move_time_limit_hours

        seating: str | Unset = UNSET
        if not isinstance(self.seating, Unset):
            seating = self.seating.value

        join_within_hours = self.join_within_hours

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "ruleset": ruleset,
                "players": players,
            }
        )
        if options is not UNSET:
            field_dict["options"] = options
        if move_time_limit_hours is not UNSET:
            field_dict["move_time_limit_hours"] = move_time_limit_hours
        if seating is not UNSET:
            field_dict["seating"] = seating
        if join_within_hours is not UNSET:
            field_dict["join_within_hours"] = join_within_hours

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.create_game_request_options import CreateGameRequestOptions  # noqa: PLC0415
        from ..models.new_seat import NewSeat  # noqa: PLC0415

        d = dict(src_dict)
        ruleset = RulesetId(d.pop("ruleset"))

        players = []
        _players = d.pop("players")
        for players_item_data in _players:

            def _parse_players_item(data: object) -> int | NewSeat | str:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    players_item_type_2 = NewSeat.from_dict(data)

                    return players_item_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(int | NewSeat | str, data)

            players_item = _parse_players_item(players_item_data)

            players.append(players_item)

        _options = d.pop("options", UNSET)
        options: CreateGameRequestOptions | Unset
        if isinstance(_options, Unset):
            options = UNSET
        else:
            options = CreateGameRequestOptions.from_dict(_options)

        move_time_limit_hours = d.pop("move_time_limit_hours", UNSET)

        _seating = d.pop("seating", UNSET)
        seating: Seating | Unset
        if isinstance(_seating, Unset):
            seating = UNSET
        else:
            seating = Seating(_seating)

        join_within_hours = d.pop("join_within_hours", UNSET)

        create_game_request = cls(
            ruleset=ruleset,
            players=players,
            options=options,
            move_time_limit_hours=move_time_limit_hours,
            seating=seating,
            join_within_hours=join_within_hours,
        )

        create_game_request.additional_properties = d
        return create_game_request

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
