from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.fjords_legal_moves_ruleset import FjordsLegalMovesRuleset

if TYPE_CHECKING:
    from ..models.fjords_draw_move import FjordsDrawMove
    from ..models.fjords_field_move import FjordsFieldMove
    from ..models.fjords_hut_move import FjordsHutMove
    from ..models.fjords_no_hut_move import FjordsNoHutMove
    from ..models.fjords_place_move import FjordsPlaceMove
    from ..models.fjords_take_open_move import FjordsTakeOpenMove


T = TypeVar("T", bound="FjordsLegalMoves")


@_attrs_define
class FjordsLegalMoves:
    """
    Attributes:
        seq (int): The seq these moves were read at: the move's expected_seq.
        seat (int | None): Your seat; null if you have none.
        ruleset (FjordsLegalMovesRuleset): The game's rule set.
        moves (list[FjordsDrawMove | FjordsFieldMove | FjordsHutMove | FjordsNoHutMove | FjordsPlaceMove |
            FjordsTakeOpenMove]): Empty when the game does not wait for you.
    """

    seq: int
    seat: int | None
    ruleset: FjordsLegalMovesRuleset
    moves: list[
        FjordsDrawMove | FjordsFieldMove | FjordsHutMove | FjordsNoHutMove | FjordsPlaceMove | FjordsTakeOpenMove
    ]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.fjords_draw_move import FjordsDrawMove  # noqa: PLC0415
        from ..models.fjords_field_move import FjordsFieldMove  # noqa: PLC0415
        from ..models.fjords_hut_move import FjordsHutMove  # noqa: PLC0415
        from ..models.fjords_no_hut_move import FjordsNoHutMove  # noqa: PLC0415
        from ..models.fjords_place_move import FjordsPlaceMove  # noqa: PLC0415

        seq = self.seq

        seat: int | None
        seat = self.seat

        ruleset = self.ruleset.value

        moves = []
        for moves_item_data in self.moves:
            moves_item: dict[str, Any]
            if isinstance(moves_item_data, FjordsDrawMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, FjordsFieldMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, FjordsHutMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, FjordsNoHutMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, FjordsPlaceMove):
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
        from ..models.fjords_draw_move import FjordsDrawMove  # noqa: PLC0415
        from ..models.fjords_field_move import FjordsFieldMove  # noqa: PLC0415
        from ..models.fjords_hut_move import FjordsHutMove  # noqa: PLC0415
        from ..models.fjords_no_hut_move import FjordsNoHutMove  # noqa: PLC0415
        from ..models.fjords_place_move import FjordsPlaceMove  # noqa: PLC0415
        from ..models.fjords_take_open_move import FjordsTakeOpenMove  # noqa: PLC0415

        d = dict(src_dict)
        seq = d.pop("seq")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        ruleset = FjordsLegalMovesRuleset(d.pop("ruleset"))

        moves = []
        _moves = d.pop("moves")
        for moves_item_data in _moves:

            def _parse_moves_item(
                data: object,
            ) -> (
                FjordsDrawMove
                | FjordsFieldMove
                | FjordsHutMove
                | FjordsNoHutMove
                | FjordsPlaceMove
                | FjordsTakeOpenMove
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fjords_move_type_0 = FjordsDrawMove.from_dict(data)

                    return componentsschemas_fjords_move_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fjords_move_type_1 = FjordsFieldMove.from_dict(data)

                    return componentsschemas_fjords_move_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fjords_move_type_2 = FjordsHutMove.from_dict(data)

                    return componentsschemas_fjords_move_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fjords_move_type_3 = FjordsNoHutMove.from_dict(data)

                    return componentsschemas_fjords_move_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fjords_move_type_4 = FjordsPlaceMove.from_dict(data)

                    return componentsschemas_fjords_move_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_fjords_move_type_5 = FjordsTakeOpenMove.from_dict(data)

                return componentsschemas_fjords_move_type_5

            moves_item = _parse_moves_item(moves_item_data)

            moves.append(moves_item)

        fjords_legal_moves = cls(
            seq=seq,
            seat=seat,
            ruleset=ruleset,
            moves=moves,
        )

        fjords_legal_moves.additional_properties = d
        return fjords_legal_moves

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
