from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.knarr_ship_side import KnarrShipSide

if TYPE_CHECKING:
    from ..models.knarr_game_set_up_event_data_board import KnarrGameSetUpEventDataBoard
    from ..models.knarr_game_set_up_event_data_dest_deck_counts import KnarrGameSetUpEventDataDestDeckCounts
    from ..models.knarr_game_set_up_event_data_display import KnarrGameSetUpEventDataDisplay


T = TypeVar("T", bound="KnarrGameSetUpEventData")


@_attrs_define
class KnarrGameSetUpEventData:
    """
    Attributes:
        ship_side (KnarrShipSide):
        artifacts (list[str]):
        board (KnarrGameSetUpEventDataBoard):
        crews (list[list[int]]):
        display (KnarrGameSetUpEventDataDisplay):
        first (int):
        deck_count (int):
        dest_deck_counts (KnarrGameSetUpEventDataDestDeckCounts):
        hands (list[list[int] | None]):
        hand_counts (list[int]):
    """

    ship_side: KnarrShipSide
    artifacts: list[str]
    board: KnarrGameSetUpEventDataBoard
    crews: list[list[int]]
    display: KnarrGameSetUpEventDataDisplay
    first: int
    deck_count: int
    dest_deck_counts: KnarrGameSetUpEventDataDestDeckCounts
    hands: list[list[int] | None]
    hand_counts: list[int]

    def to_dict(self) -> dict[str, Any]:
        ship_side = self.ship_side.value

        artifacts = self.artifacts

        board = self.board.to_dict()

        crews = []
        for crews_item_data in self.crews:
            crews_item = crews_item_data

            crews.append(crews_item)

        display = self.display.to_dict()

        first = self.first

        deck_count = self.deck_count

        dest_deck_counts = self.dest_deck_counts.to_dict()

        hands = []
        for hands_item_data in self.hands:
            hands_item: list[int] | None
            if isinstance(hands_item_data, list):
                hands_item = hands_item_data

            else:
                hands_item = hands_item_data
            hands.append(hands_item)

        hand_counts = self.hand_counts

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "ship_side": ship_side,
                "artifacts": artifacts,
                "board": board,
                "crews": crews,
                "display": display,
                "first": first,
                "deck_count": deck_count,
                "dest_deck_counts": dest_deck_counts,
                "hands": hands,
                "hand_counts": hand_counts,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.knarr_game_set_up_event_data_board import KnarrGameSetUpEventDataBoard  # noqa: PLC0415
        from ..models.knarr_game_set_up_event_data_dest_deck_counts import KnarrGameSetUpEventDataDestDeckCounts  # noqa: PLC0415
        from ..models.knarr_game_set_up_event_data_display import KnarrGameSetUpEventDataDisplay  # noqa: PLC0415

        d = dict(src_dict)
        ship_side = KnarrShipSide(d.pop("ship_side"))

        artifacts = cast(list[str], d.pop("artifacts"))

        board = KnarrGameSetUpEventDataBoard.from_dict(d.pop("board"))

        crews = []
        _crews = d.pop("crews")
        for crews_item_data in _crews:
            crews_item = cast(list[int], crews_item_data)

            crews.append(crews_item)

        display = KnarrGameSetUpEventDataDisplay.from_dict(d.pop("display"))

        first = d.pop("first")

        deck_count = d.pop("deck_count")

        dest_deck_counts = KnarrGameSetUpEventDataDestDeckCounts.from_dict(d.pop("dest_deck_counts"))

        hands = []
        _hands = d.pop("hands")
        for hands_item_data in _hands:

            def _parse_hands_item(data: object) -> list[int] | None:
                if data is None:
                    return data
                try:
                    if not isinstance(data, list):
                        raise TypeError()
                    hands_item_type_0 = cast(list[int], data)

                    return hands_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(list[int] | None, data)

            hands_item = _parse_hands_item(hands_item_data)

            hands.append(hands_item)

        hand_counts = cast(list[int], d.pop("hand_counts"))

        knarr_game_set_up_event_data = cls(
            ship_side=ship_side,
            artifacts=artifacts,
            board=board,
            crews=crews,
            display=display,
            first=first,
            deck_count=deck_count,
            dest_deck_counts=dest_deck_counts,
            hands=hands,
            hand_counts=hand_counts,
        )

        return knarr_game_set_up_event_data
