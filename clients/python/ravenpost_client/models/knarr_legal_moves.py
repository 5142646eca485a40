from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.knarr_legal_moves_ruleset import KnarrLegalMovesRuleset

if TYPE_CHECKING:
    from ..models.knarr_discard_board_move import KnarrDiscardBoardMove
    from ..models.knarr_discard_viking_move import KnarrDiscardVikingMove
    from ..models.knarr_end_turn_move import KnarrEndTurnMove
    from ..models.knarr_explore_move import KnarrExploreMove
    from ..models.knarr_pay_move import KnarrPayMove
    from ..models.knarr_pay_recruit_move import KnarrPayRecruitMove
    from ..models.knarr_recruit_move import KnarrRecruitMove
    from ..models.knarr_reserve_move import KnarrReserveMove
    from ..models.knarr_skip_move import KnarrSkipMove
    from ..models.knarr_take_move import KnarrTakeMove
    from ..models.knarr_trade_move import KnarrTradeMove


T = TypeVar("T", bound="KnarrLegalMoves")


@_attrs_define
class KnarrLegalMoves:
    """
    Attributes:
        seq (int): The seq these moves were read at: the move's expected_seq.
        seat (int | None): Your seat; null if you have none.
        ruleset (KnarrLegalMovesRuleset): The game's rule set.
        moves (list[KnarrDiscardBoardMove | KnarrDiscardVikingMove | KnarrEndTurnMove | KnarrExploreMove | KnarrPayMove
            | KnarrPayRecruitMove | KnarrRecruitMove | KnarrReserveMove | KnarrSkipMove | KnarrTakeMove | KnarrTradeMove]):
            Empty when the game does not wait for you.
    """

    seq: int
    seat: int | None
    ruleset: KnarrLegalMovesRuleset
    moves: list[
        KnarrDiscardBoardMove
        | KnarrDiscardVikingMove
        | KnarrEndTurnMove
        | KnarrExploreMove
        | KnarrPayMove
        | KnarrPayRecruitMove
        | KnarrRecruitMove
        | KnarrReserveMove
        | KnarrSkipMove
        | KnarrTakeMove
        | KnarrTradeMove
    ]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.knarr_discard_board_move import KnarrDiscardBoardMove  # noqa: PLC0415
        from ..models.knarr_discard_viking_move import KnarrDiscardVikingMove  # noqa: PLC0415
        from ..models.knarr_end_turn_move import KnarrEndTurnMove  # noqa: PLC0415
        from ..models.knarr_explore_move import KnarrExploreMove  # noqa: PLC0415
        from ..models.knarr_pay_move import KnarrPayMove  # noqa: PLC0415
        from ..models.knarr_pay_recruit_move import KnarrPayRecruitMove  # noqa: PLC0415
        from ..models.knarr_recruit_move import KnarrRecruitMove  # noqa: PLC0415
        from ..models.knarr_reserve_move import KnarrReserveMove  # noqa: PLC0415
        from ..models.knarr_skip_move import KnarrSkipMove  # noqa: PLC0415
        from ..models.knarr_take_move import KnarrTakeMove  # noqa: PLC0415

        seq = self.seq

        seat: int | None
        seat = self.seat

        ruleset = self.ruleset.value

        moves = []
        for moves_item_data in self.moves:
            moves_item: dict[str, Any]
            if isinstance(moves_item_data, KnarrDiscardBoardMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, KnarrDiscardVikingMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, KnarrEndTurnMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, KnarrExploreMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, KnarrPayMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, KnarrPayRecruitMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, KnarrRecruitMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, KnarrReserveMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, KnarrSkipMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, KnarrTakeMove):
                moves_item = moves_item_data.to_dict()
            else:
                moves_item = moves_item_data.to_dict()

            moves.append(moves_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seq": seq,
                "seat": seat,
                "ruleset": ruleset,
                "moves": moves,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.knarr_discard_board_move import KnarrDiscardBoardMove  # noqa: PLC0415
        from ..models.knarr_discard_viking_move import KnarrDiscardVikingMove  # noqa: PLC0415
        from ..models.knarr_end_turn_move import KnarrEndTurnMove  # noqa: PLC0415
        from ..models.knarr_explore_move import KnarrExploreMove  # noqa: PLC0415
        from ..models.knarr_pay_move import KnarrPayMove  # noqa: PLC0415
        from ..models.knarr_pay_recruit_move import KnarrPayRecruitMove  # noqa: PLC0415
        from ..models.knarr_recruit_move import KnarrRecruitMove  # noqa: PLC0415
        from ..models.knarr_reserve_move import KnarrReserveMove  # noqa: PLC0415
        from ..models.knarr_skip_move import KnarrSkipMove  # noqa: PLC0415
        from ..models.knarr_take_move import KnarrTakeMove  # noqa: PLC0415
        from ..models.knarr_trade_move import KnarrTradeMove  # noqa: PLC0415

        d = dict(src_dict)
        seq = d.pop("seq")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        ruleset = KnarrLegalMovesRuleset(d.pop("ruleset"))

        moves = []
        _moves = d.pop("moves")
        for moves_item_data in _moves:

            def _parse_moves_item(
                data: object,
            ) -> (
                KnarrDiscardBoardMove
                | KnarrDiscardVikingMove
                | KnarrEndTurnMove
                | KnarrExploreMove
                | KnarrPayMove
                | KnarrPayRecruitMove
                | KnarrRecruitMove
                | KnarrReserveMove
                | KnarrSkipMove
                | KnarrTakeMove
                | KnarrTradeMove
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_knarr_move_type_0 = KnarrDiscardBoardMove.from_dict(data)

                    return componentsschemas_knarr_move_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_knarr_move_type_1 = KnarrDiscardVikingMove.from_dict(data)

                    return componentsschemas_knarr_move_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_knarr_move_type_2 = KnarrEndTurnMove.from_dict(data)

                    return componentsschemas_knarr_move_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_knarr_move_type_3 = KnarrExploreMove.from_dict(data)

                    return componentsschemas_knarr_move_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_knarr_move_type_4 = KnarrPayMove.from_dict(data)

                    return componentsschemas_knarr_move_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_knarr_move_type_5 = KnarrPayRecruitMove.from_dict(data)

                    return componentsschemas_knarr_move_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_knarr_move_type_6 = KnarrRecruitMove.from_dict(data)

                    return componentsschemas_knarr_move_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_knarr_move_type_7 = KnarrReserveMove.from_dict(data)

                    return componentsschemas_knarr_move_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_knarr_move_type_8 = KnarrSkipMove.from_dict(data)

                    return componentsschemas_knarr_move_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_knarr_move_type_9 = KnarrTakeMove.from_dict(data)

                    return componentsschemas_knarr_move_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_knarr_move_type_10 = KnarrTradeMove.from_dict(data)

                return componentsschemas_knarr_move_type_10

            moves_item = _parse_moves_item(moves_item_data)

            moves.append(moves_item)

        knarr_legal_moves = cls(
            seq=seq,
            seat=seat,
            ruleset=ruleset,
            moves=moves,
        )

        knarr_legal_moves.additional_properties = d
        return knarr_legal_moves

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
