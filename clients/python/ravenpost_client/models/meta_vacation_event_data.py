from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="MetaVacationEventData")


@_attrs_define
class MetaVacationEventData:
    """
    Attributes:
        player (int):
        from_ (datetime.datetime | None):
        until (datetime.datetime | None):
        previous_until (datetime.datetime | None):
    """

    player: int
    from_: datetime.datetime | None
    until: datetime.datetime | None
    previous_until: datetime.datetime | None

    def to_dict(self) -> dict[str, Any]:
        player = self.player

        from_: None | str
        if isinstance(self.from_, datetime.datetime):
            from_ = self.from_.isoformat()
        else:
            from_ = self.from_

        until: None | str
        if isinstance(self.until, datetime.datetime):
            until = self.until.isoformat()
        else:
            until = self.until

        previous_until: None | str
        if isinstance(self.previous_until, datetime.datetime):
            previous_until = self.previous_until.isoformat()
        else:
            previous_until = self.previous_until

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "player": player,
                "from": from_,
                "until": until,
                "previous_until": previous_until,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player")

        def _parse_from_(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                from_type_0 = datetime.datetime.fromisoformat(data)

                return from_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        from_ = _parse_from_(d.pop("from"))

        def _parse_until(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                until_type_0 = datetime.datetime.fromisoformat(data)

                return until_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        until = _parse_until(d.pop("until"))

        def _parse_previous_until(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                previous_until_type_0 = datetime.datetime.fromisoformat(data)

                return previous_until_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        previous_until = _parse_previous_until(d.pop("previous_until"))

        meta_vacation_event_data = cls(
            player=player,
            from_=from_,
            until=until,
            previous_until=previous_until,
        )

        return meta_vacation_event_data
