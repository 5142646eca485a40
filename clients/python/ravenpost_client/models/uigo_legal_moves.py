from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.uigo_legal_moves_ruleset import UigoLegalMovesRuleset

if TYPE_CHECKING:
    from ..models.uigo_place_card_move import UigoPlaceCardMove
    from ..models.uigo_play_card_move import UigoPlayCardMove


T = TypeVar("T", bound="UigoLegalMoves")


@_attrs_define
class UigoLegalMoves:
    """
    Attributes:
        seq (int): The seq these moves were read at: the move's expected_seq.
        seat (int | None): Your seat; null if you have none.
        ruleset (UigoLegalMovesRuleset): The game's rule set.
        moves (list[UigoPlaceCardMove | UigoPlayCardMove]): Empty when the game does not wait for you.
    """

    seq: int
    seat: int | None
    ruleset: UigoLegalMovesRuleset
    moves: list[UigoPlaceCardMove | UigoPlayCardMove]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.uigo_place_card_move import UigoPlaceCardMove  # noqa: PLC0415

        seq = self.seq

        seat: int | None
        seat = self.seat

        ruleset = self.ruleset.value

        moves = []
        for moves_item_data in self.moves:
            moves_item: dict[str, Any]
            if isinstance(moves_item_data, UigoPlaceCardMove):
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
        from ..models.uigo_place_card_move import UigoPlaceCardMove  # noqa: PLC0415
        from ..models.uigo_play_card_move import UigoPlayCardMove  # noqa: PLC0415

        d = dict(src_dict)
        seq = d.pop("seq")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        ruleset = UigoLegalMovesRuleset(d.pop("ruleset"))

        moves = []
        _moves = d.pop("moves")
        for moves_item_data in _moves:

            def _parse_moves_item(data: object) -> UigoPlaceCardMove | UigoPlayCardMove:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_uigo_move_type_0 = UigoPlaceCardMove.from_dict(data)

                    return componentsschemas_uigo_move_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_uigo_move_type_1 = UigoPlayCardMove.from_dict(data)

                return componentsschemas_uigo_move_type_1

            moves_item = _parse_moves_item(moves_item_data)

            moves.append(moves_item)

        uigo_legal_moves = cls(
            seq=seq,
            seat=seat,
            ruleset=ruleset,
            moves=moves,
        )

        uigo_legal_moves.additional_properties = d
        return uigo_legal_moves

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
