from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.knarr_phase import KnarrPhase
from ..models.knarr_ship_column import KnarrShipColumn
from ..models.knarr_ship_side import KnarrShipSide

if TYPE_CHECKING:
    from ..models.knarr_view_artifacts_item import KnarrViewArtifactsItem
    from ..models.knarr_view_board import KnarrViewBoard
    from ..models.knarr_view_destination_deck_counts import KnarrViewDestinationDeckCounts
    from ..models.knarr_view_discard_item import KnarrViewDiscardItem
    from ..models.knarr_view_display import KnarrViewDisplay
    from ..models.knarr_view_players_item import KnarrViewPlayersItem
    from ..models.knarr_view_turn import KnarrViewTurn


T = TypeVar("T", bound="KnarrView")


@_attrs_define
class KnarrView:
    """
    Attributes:
        seat (int | None):
        phase (KnarrPhase):
        to_move (list[int]):
        current (int):
        first (int):
        round_ (int):
        end_triggered (bool):
        ship_side (KnarrShipSide):
        ship_columns (list[KnarrShipColumn | None]):
        artifacts (list[KnarrViewArtifactsItem]):
        deck_count (int):
        discard (list[KnarrViewDiscardItem]):
        board (KnarrViewBoard):
        destination_deck_counts (KnarrViewDestinationDeckCounts):
        display (KnarrViewDisplay):
        players (list[KnarrViewPlayersItem]):
        turn (KnarrViewTurn):
        exhaust (list[int]):
    """

    seat: int | None
    phase: KnarrPhase
    to_move: list[int]
    current: int
    first: int
    round_: int
    end_triggered: bool
    ship_side: KnarrShipSide
    ship_columns: list[KnarrShipColumn | None]
    artifacts: list[KnarrViewArtifactsItem]
    deck_count: int
    discard: list[KnarrViewDiscardItem]
    board: KnarrViewBoard
    destination_deck_counts: KnarrViewDestinationDeckCounts
    display: KnarrViewDisplay
    players: list[KnarrViewPlayersItem]
    turn: KnarrViewTurn
    exhaust: list[int]

    def to_dict(self) -> dict[str, Any]:
        seat: int | None
        seat = self.seat

        phase = self.phase.value

        to_move = self.to_move

        current = self.current

        first = self.first

        round_ = self.round_

        end_triggered = self.end_triggered

        ship_side = self.ship_side.value

        ship_columns = []
        for ship_columns_item_data in self.ship_columns:
            ship_columns_item: None | str
            if isinstance(ship_columns_item_data, KnarrShipColumn):
                ship_columns_item = ship_columns_item_data.value
            else:
                ship_columns_item = ship_columns_item_data
            ship_columns.append(ship_columns_item)

        artifacts = []
        for artifacts_item_data in self.artifacts:
            artifacts_item = artifacts_item_data.to_dict()
            artifacts.append(artifacts_item)

        deck_count = self.deck_count

        discard = []
        for discard_item_data in self.discard:
            discard_item = discard_item_data.to_dict()
            discard.append(discard_item)

        board = self.board.to_dict()

        destination_deck_counts = self.destination_deck_counts.to_dict()

        display = self.display.to_dict()

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)

        turn = self.turn.to_dict()

        exhaust = self.exhaust

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "phase": phase,
                "to_move": to_move,
                "current": current,
                "first": first,
                "round": round_,
                "end_triggered": end_triggered,
                "ship_side": ship_side,
                "ship_columns": ship_columns,
                "artifacts": artifacts,
                "deck_count": deck_count,
                "discard": discard,
                "board": board,
                "destination_deck_counts": destination_deck_counts,
                "display": display,
                "players": players,
                "turn": turn,
                "exhaust": exhaust,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.knarr_view_artifacts_item import KnarrViewArtifactsItem  # noqa: PLC0415
        from ..models.knarr_view_board import KnarrViewBoard  # noqa: PLC0415
        from ..models.knarr_view_destination_deck_counts import KnarrViewDestinationDeckCounts  # noqa: PLC0415
        from ..models.knarr_view_discard_item import KnarrViewDiscardItem  # noqa: PLC0415
        from ..models.knarr_view_display import KnarrViewDisplay  # noqa: PLC0415
        from ..models.knarr_view_players_item import KnarrViewPlayersItem  # noqa: PLC0415
        from ..models.knarr_view_turn import KnarrViewTurn  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        phase = KnarrPhase(d.pop("phase"))

        to_move = cast(list[int], d.pop("to_move"))

        current = d.pop("current")

        first = d.pop("first")

        round_ = d.pop("round")

        end_triggered = d.pop("end_triggered")

        ship_side = KnarrShipSide(d.pop("ship_side"))

        ship_columns = []
        _ship_columns = d.pop("ship_columns")
        for ship_columns_item_data in _ship_columns:

            def _parse_ship_columns_item(data: object) -> KnarrShipColumn | None:
                if data is None:
                    return data
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    ship_columns_item_type_1 = KnarrShipColumn(data)

                    return ship_columns_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(KnarrShipColumn | None, data)

            ship_columns_item = _parse_ship_columns_item(ship_columns_item_data)

            ship_columns.append(ship_columns_item)

        artifacts = []
        _artifacts = d.pop("artifacts")
        for artifacts_item_data in _artifacts:
            artifacts_item = KnarrViewArtifactsItem.from_dict(artifacts_item_data)

            artifacts.append(artifacts_item)

        deck_count = d.pop("deck_count")

        discard = []
        _discard = d.pop("discard")
        for discard_item_data in _discard:
            discard_item = KnarrViewDiscardItem.from_dict(discard_item_data)

            discard.append(discard_item)

        board = KnarrViewBoard.from_dict(d.pop("board"))

        destination_deck_counts = KnarrViewDestinationDeckCounts.from_dict(d.pop("destination_deck_counts"))

        display = KnarrViewDisplay.from_dict(d.pop("display"))

        players = []
        _players = d.pop("players")
        for players_item_data in _players:
            players_item = KnarrViewPlayersItem.from_dict(players_item_data)

            players.append(players_item)

        turn = KnarrViewTurn.from_dict(d.pop("turn"))

        exhaust = cast(list[int], d.pop("exhaust"))

        knarr_view = cls(
            seat=seat,
            phase=phase,
            to_move=to_move,
            current=current,
            first=first,
            round_=round_,
            end_triggered=end_triggered,
            ship_side=ship_side,
            ship_columns=ship_columns,
            artifacts=artifacts,
            deck_count=deck_count,
            discard=discard,
            board=board,
            destination_deck_counts=destination_deck_counts,
            display=display,
            players=players,
            turn=turn,
            exhaust=exhaust,
        )

        return knarr_view
