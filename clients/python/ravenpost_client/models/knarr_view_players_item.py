from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.knarr_view_players_item_crew import KnarrViewPlayersItemCrew
    from ..models.knarr_view_players_item_destinations_item import KnarrViewPlayersItemDestinationsItem
    from ..models.knarr_view_players_item_hand_type_0_item import KnarrViewPlayersItemHandType0Item
    from ..models.knarr_view_players_item_reserved_item import KnarrViewPlayersItemReservedItem


T = TypeVar("T", bound="KnarrViewPlayersItem")


@_attrs_define
class KnarrViewPlayersItem:
    """
    Attributes:
        seat (int):
        score (int):
        reputation (int):
        fame_vp (int):
        bracelets (int):
        recruits (int):
        hand (list[KnarrViewPlayersItemHandType0Item] | None):
        hand_count (int):
        crew (KnarrViewPlayersItemCrew):
        destinations (list[KnarrViewPlayersItemDestinationsItem]):
        reserved (list[KnarrViewPlayersItemReservedItem]):
        rows_rewarded (int):
    """

    seat: int
    score: int
    reputation: int
    fame_vp: int
    bracelets: int
    recruits: int
    hand: list[KnarrViewPlayersItemHandType0Item] | None
    hand_count: int
    crew: KnarrViewPlayersItemCrew
    destinations: list[KnarrViewPlayersItemDestinationsItem]
    reserved: list[KnarrViewPlayersItemReservedItem]
    rows_rewarded: int

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        score = self.score

        reputation = self.reputation

        fame_vp = self.fame_vp

        bracelets = self.bracelets

        recruits = self.recruits

        hand: list[dict[str, Any]] | None
        if isinstance(self.hand, list):
            hand = []
            for hand_type_0_item_data in self.hand:
                hand_type_0_item = hand_type_0_item_data.to_dict()
                hand.append(hand_type_0_item)

        else:
            hand = self.hand

        hand_count = self.hand_count

        crew = self.crew.to_dict()

        destinations = []
        for destinations_item_data in self.destinations:
            destinations_item = destinations_item_data.to_dict()
            destinations.append(destinations_item)

        reserved = []
        for reserved_item_data in self.reserved:
            reserved_item = reserved_item_data.to_dict()
            reserved.append(reserved_item)

        rows_rewarded = self.rows_rewarded

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "score": score,
                "reputation": reputation,
                "fame_vp": fame_vp,
                "bracelets": bracelets,
                "recruits": recruits,
                "hand": hand,
                "hand_count": hand_count,
                "crew": crew,
                "destinations": destinations,
                "reserved": reserved,
                "rows_rewarded": rows_rewarded,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.knarr_view_players_item_crew import KnarrViewPlayersItemCrew  # noqa: PLC0415
        from ..models.knarr_view_players_item_destinations_item import KnarrViewPlayersItemDestinationsItem  # noqa: PLC0415
        from ..models.knarr_view_players_item_hand_type_0_item import KnarrViewPlayersItemHandType0Item  # noqa: PLC0415
        from ..models.knarr_view_players_item_reserved_item import KnarrViewPlayersItemReservedItem  # noqa: PLC0415

        d = dict(src_dict)
        seat = d.pop("seat")

        score = d.pop("score")

        reputation = d.pop("reputation")

        fame_vp = d.pop("fame_vp")

        bracelets = d.pop("bracelets")

        recruits = d.pop("recruits")

        def _parse_hand(data: object) -> list[KnarrViewPlayersItemHandType0Item] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                hand_type_0 = []
                _hand_type_0 = data
                for hand_type_0_item_data in _hand_type_0:
                    hand_type_0_item = KnarrViewPlayersItemHandType0Item.from_dict(hand_type_0_item_data)

                    hand_type_0.append(hand_type_0_item)

                return hand_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[KnarrViewPlayersItemHandType0Item] | None, data)

        hand = _parse_hand(d.pop("hand"))

        hand_count = d.pop("hand_count")

        crew = KnarrViewPlayersItemCrew.from_dict(d.pop("crew"))

        destinations = []
        _destinations = d.pop("destinations")
        for destinations_item_data in _destinations:
            destinations_item = KnarrViewPlayersItemDestinationsItem.from_dict(destinations_item_data)

            destinations.append(destinations_item)

        reserved = []
        _reserved = d.pop("reserved")
        for reserved_item_data in _reserved:
            reserved_item = KnarrViewPlayersItemReservedItem.from_dict(reserved_item_data)

            reserved.append(reserved_item)

        rows_rewarded = d.pop("rows_rewarded")

        knarr_view_players_item = cls(
            seat=seat,
            score=score,
            reputation=reputation,
            fame_vp=fame_vp,
            bracelets=bracelets,
            recruits=recruits,
            hand=hand,
            hand_count=hand_count,
            crew=crew,
            destinations=destinations,
            reserved=reserved,
            rows_rewarded=rows_rewarded,
        )

        return knarr_view_players_item
