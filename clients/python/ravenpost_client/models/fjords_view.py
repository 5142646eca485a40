from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.fjords_phase import FjordsPhase
from ..models.fjords_view_corner_order import FjordsViewCornerOrder
from ..models.fjords_view_step_type_1 import FjordsViewStepType1
from ..models.fjords_view_step_type_2_type_1 import FjordsViewStepType2Type1
from ..models.fjords_view_step_type_3_type_1 import FjordsViewStepType3Type1

if TYPE_CHECKING:
    from ..models.fjords_view_board_item import FjordsViewBoardItem
    from ..models.fjords_view_hand_type_0 import FjordsViewHandType0
    from ..models.fjords_view_open_item import FjordsViewOpenItem
    from ..models.fjords_view_terrains import FjordsViewTerrains


T = TypeVar("T", bound="FjordsView")


@_attrs_define
class FjordsView:
    """
    Attributes:
        seat (int | None):
        round_ (int):
        rounds (int):
        phase (FjordsPhase):
        step (FjordsViewStepType1 | FjordsViewStepType2Type1 | FjordsViewStepType3Type1 | None):
        current (int | None):
        round_first (int):
        colonisation_first (int | None):
        pile_size (int):
        open_ (list[FjordsViewOpenItem]):
        hand (FjordsViewHandType0 | None):
        last_placed (list[int] | None):
        board (list[FjordsViewBoardItem]):
        huts_left (list[int]):
        fields_left (list[int]):
        fields_placed (list[int]):
        stuck (list[bool]):
        round_fields (list[list[int]]):
        round_winners (list[int | None]):
        totals (list[int]):
        corner_order (FjordsViewCornerOrder):
        terrains (FjordsViewTerrains):
    """

    seat: int | None
    round_: int
    rounds: int
    phase: FjordsPhase
    step: FjordsViewStepType1 | FjordsViewStepType2Type1 | FjordsViewStepType3Type1 | None
    current: int | None
    round_first: int
    colonisation_first: int | None
    pile_size: int
    open_: list[FjordsViewOpenItem]
    hand: FjordsViewHandType0 | None
    last_placed: list[int] | None
    board: list[FjordsViewBoardItem]
    huts_left: list[int]
    fields_left: list[int]
    fields_placed: list[int]
    stuck: list[bool]
    round_fields: list[list[int]]
    round_winners: list[int | None]
    totals: list[int]
    corner_order: FjordsViewCornerOrder
    terrains: FjordsViewTerrains

    def to_dict(self) -> dict[str, Any]:
        from ..models.fjords_view_hand_type_0 import FjordsViewHandType0  # noqa: PLC0415

        seat: int | None
        seat = self.seat

        round_ = self.round_

        rounds = self.rounds

        phase = self.phase.value

        step: None | str
        if isinstance(self.step, FjordsViewStepType1):
            step = self.step.value
        elif isinstance(self.step, FjordsViewStepType2Type1):
            step = self.step.value
        elif isinstance(self.step, FjordsViewStepType3Type1):
            step = self.step.value
        else:
            step = self.step

        current: int | None
        current = self.current

        round_first = self.round_first

        colonisation_first: int | None
        colonisation_first = self.colonisation_first

        pile_size = self.pile_size

        open_ = []
        for open_item_data in self.open_:
            open_item = open_item_data.to_dict()
            open_.append(open_item)

        hand: dict[str, Any] | None
        if isinstance(self.hand, FjordsViewHandType0):
            hand = self.hand.to_dict()
        else:
            hand = self.hand

        last_placed: list[int] | None
        if isinstance(self.last_placed, list):
            last_placed = self.last_placed

        else:
            last_placed = self.last_placed

        board = []
        for board_item_data in self.board:
            board_item = board_item_data.to_dict()
            board.append(board_item)

        huts_left = self.huts_left

        fields_left = self.fields_left

        fields_placed = self.fields_placed

        stuck = self.stuck

        round_fields = []
        for round_fields_item_data in self.round_fields:
            round_fields_item = round_fields_item_data

            round_fields.append(round_fields_item)

        round_winners = []
        for round_winners_item_data in self.round_winners:
            round_winners_item: int | None
            round_winners_item = round_winners_item_data
            round_winners.append(round_winners_item)

        totals = self.totals

        corner_order = self.corner_order.value

        terrains = self.terrains.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "round": round_,
                "rounds": rounds,
                "phase": phase,
                "step": step,
                "current": current,
                "round_first": round_first,
                "colonisation_first": colonisation_first,
                "pile_size": pile_size,
                "open": open_,
                "hand": hand,
                "last_placed": last_placed,
                "board": board,
                "huts_left": huts_left,
                "fields_left": fields_left,
                "fields_placed": fields_placed,
                "stuck": stuck,
                "round_fields": round_fields,
                "round_winners": round_winners,
                "totals": totals,
                "corner_order": corner_order,
                "terrains": terrains,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.fjords_view_board_item import FjordsViewBoardItem  # noqa: PLC0415
        from ..models.fjords_view_hand_type_0 import FjordsViewHandType0  # noqa: PLC0415
        from ..models.fjords_view_open_item import FjordsViewOpenItem  # noqa: PLC0415
        from ..models.fjords_view_terrains import FjordsViewTerrains  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        round_ = d.pop("round")

        rounds = d.pop("rounds")

        phase = FjordsPhase(d.pop("phase"))

        def _parse_step(
            data: object,
        ) -> FjordsViewStepType1 | FjordsViewStepType2Type1 | FjordsViewStepType3Type1 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                step_type_1 = FjordsViewStepType1(data)

                return step_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                step_type_2_type_1 = FjordsViewStepType2Type1(data)

                return step_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                step_type_3_type_1 = FjordsViewStepType3Type1(data)

                return step_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FjordsViewStepType1 | FjordsViewStepType2Type1 | FjordsViewStepType3Type1 | None, data)

        step = _parse_step(d.pop("step"))

        def _parse_current(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        current = _parse_current(d.pop("current"))

        round_first = d.pop("round_first")

        def _parse_colonisation_first(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        colonisation_first = _parse_colonisation_first(d.pop("colonisation_first"))

        pile_size = d.pop("pile_size")

        open_ = []
        _open_ = d.pop("open")
        for open_item_data in _open_:
            open_item = FjordsViewOpenItem.from_dict(open_item_data)

            open_.append(open_item)

        def _parse_hand(data: object) -> FjordsViewHandType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                hand_type_0 = FjordsViewHandType0.from_dict(data)

                return hand_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FjordsViewHandType0 | None, data)

        hand = _parse_hand(d.pop("hand"))

        def _parse_last_placed(data: object) -> list[int] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                last_placed_type_0 = cast(list[int], data)

                return last_placed_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None, data)

        last_placed = _parse_last_placed(d.pop("last_placed"))

        board = []
        _board = d.pop("board")
        for board_item_data in _board:
            board_item = FjordsViewBoardItem.from_dict(board_item_data)

            board.append(board_item)

        huts_left = cast(list[int], d.pop("huts_left"))

        fields_left = cast(list[int], d.pop("fields_left"))

        fields_placed = cast(list[int], d.pop("fields_placed"))

        stuck = cast(list[bool], d.pop("stuck"))

        round_fields = []
        _round_fields = d.pop("round_fields")
        for round_fields_item_data in _round_fields:
            round_fields_item = cast(list[int], round_fields_item_data)

            round_fields.append(round_fields_item)

        round_winners = []
        _round_winners = d.pop("round_winners")
        for round_winners_item_data in _round_winners:

            def _parse_round_winners_item(data: object) -> int | None:
                if data is None:
                    return data
                return cast(int | None, data)

            round_winners_item = _parse_round_winners_item(round_winners_item_data)

            round_winners.append(round_winners_item)

        totals = cast(list[int], d.pop("totals"))

        corner_order = FjordsViewCornerOrder(d.pop("corner_order"))

        terrains = FjordsViewTerrains.from_dict(d.pop("terrains"))

        fjords_view = cls(
            seat=seat,
            round_=round_,
            rounds=rounds,
            phase=phase,
            step=step,
            current=current,
            round_first=round_first,
            colonisation_first=colonisation_first,
            pile_size=pile_size,
            open_=open_,
            hand=hand,
            last_placed=last_placed,
            board=board,
            huts_left=huts_left,
            fields_left=fields_left,
            fields_placed=fields_placed,
            stuck=stuck,
            round_fields=round_fields,
            round_winners=round_winners,
            totals=totals,
            corner_order=corner_order,
            terrains=terrains,
        )

        return fjords_view
