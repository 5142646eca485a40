from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.graenaland_legal_moves_ruleset import GraenalandLegalMovesRuleset

if TYPE_CHECKING:
    from ..models.graenaland_abandon_joint_move import GraenalandAbandonJointMove
    from ..models.graenaland_assign_card_move import GraenalandAssignCardMove
    from ..models.graenaland_build_joint_move import GraenalandBuildJointMove
    from ..models.graenaland_build_move import GraenalandBuildMove
    from ..models.graenaland_cancel_project_move import GraenalandCancelProjectMove
    from ..models.graenaland_choose_vp_card_move import GraenalandChooseVpCardMove
    from ..models.graenaland_claim_victory_move import GraenalandClaimVictoryMove
    from ..models.graenaland_confirm_proposal_move import GraenalandConfirmProposalMove
    from ..models.graenaland_decline_favour_move import GraenalandDeclineFavourMove
    from ..models.graenaland_done_offering_move import GraenalandDoneOfferingMove
    from ..models.graenaland_end_turn_move import GraenalandEndTurnMove
    from ..models.graenaland_finish_building_move import GraenalandFinishBuildingMove
    from ..models.graenaland_give_card_move import GraenalandGiveCardMove
    from ..models.graenaland_grant_favour_move import GraenalandGrantFavourMove
    from ..models.graenaland_move_hero_move import GraenalandMoveHeroMove
    from ..models.graenaland_no_claim_move import GraenalandNoClaimMove
    from ..models.graenaland_offer_card_move import GraenalandOfferCardMove
    from ..models.graenaland_pass_move import GraenalandPassMove
    from ..models.graenaland_pay_move import GraenalandPayMove
    from ..models.graenaland_place_village_move import GraenalandPlaceVillageMove
    from ..models.graenaland_plan_hero_move import GraenalandPlanHeroMove
    from ..models.graenaland_propose_joint_move import GraenalandProposeJointMove
    from ..models.graenaland_propose_move import GraenalandProposeMove
    from ..models.graenaland_relocate_move import GraenalandRelocateMove
    from ..models.graenaland_stay_move import GraenalandStayMove
    from ..models.graenaland_take_supply_move import GraenalandTakeSupplyMove
    from ..models.graenaland_vote_move import GraenalandVoteMove
    from ..models.graenaland_withdraw_proposal_move import GraenalandWithdrawProposalMove


T = TypeVar("T", bound="GraenalandLegalMoves")


@_attrs_define
class GraenalandLegalMoves:
    """
    Attributes:
        seq (int): The seq these moves were read at: the move's expected_seq.
        seat (int | None): Your seat; null if you have none.
        ruleset (GraenalandLegalMovesRuleset): The game's rule set.
        moves (list[GraenalandAbandonJointMove | GraenalandAssignCardMove | GraenalandBuildJointMove |
            GraenalandBuildMove | GraenalandCancelProjectMove | GraenalandChooseVpCardMove | GraenalandClaimVictoryMove |
            GraenalandConfirmProposalMove | GraenalandDeclineFavourMove | GraenalandDoneOfferingMove | GraenalandEndTurnMove
            | GraenalandFinishBuildingMove | GraenalandGiveCardMove | GraenalandGrantFavourMove | GraenalandMoveHeroMove |
            GraenalandNoClaimMove | GraenalandOfferCardMove | GraenalandPassMove | GraenalandPayMove |
            GraenalandPlaceVillageMove | GraenalandPlanHeroMove | GraenalandProposeJointMove | GraenalandProposeMove |
            GraenalandRelocateMove | GraenalandStayMove | GraenalandTakeSupplyMove | GraenalandVoteMove |
            GraenalandWithdrawProposalMove]): Empty when the game does not wait for you.
    """

    seq: int
    seat: int | None
    ruleset: GraenalandLegalMovesRuleset
    moves: list[
        GraenalandAbandonJointMove
        | GraenalandAssignCardMove
        | GraenalandBuildJointMove
        | GraenalandBuildMove
        | GraenalandCancelProjectMove
        | GraenalandChooseVpCardMove
        | GraenalandClaimVictoryMove
        | GraenalandConfirmProposalMove
        | GraenalandDeclineFavourMove
        | GraenalandDoneOfferingMove
        | GraenalandEndTurnMove
        | GraenalandFinishBuildingMove
        | GraenalandGiveCardMove
        | GraenalandGrantFavourMove
        | GraenalandMoveHeroMove
        | GraenalandNoClaimMove
        | GraenalandOfferCardMove
        | GraenalandPassMove
        | GraenalandPayMove
        | GraenalandPlaceVillageMove
        | GraenalandPlanHeroMove
        | GraenalandProposeJointMove
        | GraenalandProposeMove
        | GraenalandRelocateMove
        | GraenalandStayMove
        | GraenalandTakeSupplyMove
        | GraenalandVoteMove
        | GraenalandWithdrawProposalMove
    ]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.graenaland_abandon_joint_move import GraenalandAbandonJointMove  # noqa: PLC0415
        from ..models.graenaland_assign_card_move import GraenalandAssignCardMove  # noqa: PLC0415
        from ..models.graenaland_build_joint_move import GraenalandBuildJointMove  # noqa: PLC0415
        from ..models.graenaland_build_move import GraenalandBuildMove  # noqa: PLC0415
        from ..models.graenaland_cancel_project_move import GraenalandCancelProjectMove  # noqa: PLC0415
        from ..models.graenaland_choose_vp_card_move import GraenalandChooseVpCardMove  # noqa: PLC0415
        from ..models.graenaland_claim_victory_move import GraenalandClaimVictoryMove  # noqa: PLC0415
        from ..models.graenaland_confirm_proposal_move import GraenalandConfirmProposalMove  # noqa: PLC0415
        from ..models.graenaland_decline_favour_move import GraenalandDeclineFavourMove  # noqa: PLC0415
        from ..models.graenaland_done_offering_move import GraenalandDoneOfferingMove  # noqa: PLC0415
        from ..models.graenaland_end_turn_move import GraenalandEndTurnMove  # noqa: PLC0415
        from ..models.graenaland_finish_building_move import GraenalandFinishBuildingMove  # noqa: PLC0415
        from ..models.graenaland_give_card_move import GraenalandGiveCardMove  # noqa: PLC0415
        from ..models.graenaland_grant_favour_move import GraenalandGrantFavourMove  # noqa: PLC0415
        from ..models.graenaland_move_hero_move import GraenalandMoveHeroMove  # noqa: PLC0415
        from ..models.graenaland_no_claim_move import GraenalandNoClaimMove  # noqa: PLC0415
        from ..models.graenaland_offer_card_move import GraenalandOfferCardMove  # noqa: PLC0415
        from ..models.graenaland_pass_move import GraenalandPassMove  # noqa: PLC0415
        from ..models.graenaland_pay_move import GraenalandPayMove  # noqa: PLC0415
        from ..models.graenaland_place_village_move import GraenalandPlaceVillageMove  # noqa: PLC0415
        from ..models.graenaland_plan_hero_move import GraenalandPlanHeroMove  # noqa: PLC0415
        from ..models.graenaland_propose_joint_move import GraenalandProposeJointMove  # noqa: PLC0415
        from ..models.graenaland_propose_move import GraenalandProposeMove  # noqa: PLC0415
        from ..models.graenaland_relocate_move import GraenalandRelocateMove  # noqa: PLC0415
        from ..models.graenaland_stay_move import GraenalandStayMove  # noqa: PLC0415
        from ..models.graenaland_take_supply_move import GraenalandTakeSupplyMove  # noqa: PLC0415
        from ..models.graenaland_vote_move import GraenalandVoteMove  # noqa: PLC0415

        seq = self.seq

        seat: int | None
        seat = self.seat

        ruleset = self.ruleset.value

        moves = []
        for moves_item_data in self.moves:
            moves_item: dict[str, Any]
            if isinstance(moves_item_data, GraenalandAbandonJointMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, GraenalandAssignCardMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, GraenalandBuildMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, GraenalandBuildJointMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, GraenalandCancelProjectMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, GraenalandChooseVpCardMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, GraenalandClaimVictoryMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, GraenalandConfirmProposalMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, GraenalandDeclineFavourMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, GraenalandDoneOfferingMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, GraenalandEndTurnMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, GraenalandFinishBuildingMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, GraenalandGiveCardMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, GraenalandGrantFavourMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, GraenalandMoveHeroMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, GraenalandNoClaimMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, GraenalandOfferCardMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, GraenalandPassMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, GraenalandPayMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, GraenalandPlaceVillageMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, GraenalandPlanHeroMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, GraenalandProposeMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, GraenalandProposeJointMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, GraenalandRelocateMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, GraenalandStayMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, GraenalandTakeSupplyMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, GraenalandVoteMove):
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
        from ..models.graenaland_abandon_joint_move import GraenalandAbandonJointMove  # noqa: PLC0415
        from ..models.graenaland_assign_card_move import GraenalandAssignCardMove  # noqa: PLC0415
        from ..models.graenaland_build_joint_move import GraenalandBuildJointMove  # noqa: PLC0415
        from ..models.graenaland_build_move import GraenalandBuildMove  # noqa: PLC0415
        from ..models.graenaland_cancel_project_move import GraenalandCancelProjectMove  # noqa: PLC0415
        from ..models.graenaland_choose_vp_card_move import GraenalandChooseVpCardMove  # noqa: PLC0415
        from ..models.graenaland_claim_victory_move import GraenalandClaimVictoryMove  # noqa: PLC0415
        from ..models.graenaland_confirm_proposal_move import GraenalandConfirmProposalMove  # noqa: PLC0415
        from ..models.graenaland_decline_favour_move import GraenalandDeclineFavourMove  # noqa: PLC0415
        from ..models.graenaland_done_offering_move import GraenalandDoneOfferingMove  # noqa: PLC0415
        from ..models.graenaland_end_turn_move import GraenalandEndTurnMove  # noqa: PLC0415
        from ..models.graenaland_finish_building_move import GraenalandFinishBuildingMove  # noqa: PLC0415
        from ..models.graenaland_give_card_move import GraenalandGiveCardMove  # noqa: PLC0415
        from ..models.graenaland_grant_favour_move import GraenalandGrantFavourMove  # noqa: PLC0415
        from ..models.graenaland_move_hero_move import GraenalandMoveHeroMove  # noqa: PLC0415
        from ..models.graenaland_no_claim_move import GraenalandNoClaimMove  # noqa: PLC0415
        from ..models.graenaland_offer_card_move import GraenalandOfferCardMove  # noqa: PLC0415
        from ..models.graenaland_pass_move import GraenalandPassMove  # noqa: PLC0415
        from ..models.graenaland_pay_move import GraenalandPayMove  # noqa: PLC0415
        from ..models.graenaland_place_village_move import GraenalandPlaceVillageMove  # noqa: PLC0415
        from ..models.graenaland_plan_hero_move import GraenalandPlanHeroMove  # noqa: PLC0415
        from ..models.graenaland_propose_joint_move import GraenalandProposeJointMove  # noqa: PLC0415
        from ..models.graenaland_propose_move import GraenalandProposeMove  # noqa: PLC0415
        from ..models.graenaland_relocate_move import GraenalandRelocateMove  # noqa: PLC0415
        from ..models.graenaland_stay_move import GraenalandStayMove  # noqa: PLC0415
        from ..models.graenaland_take_supply_move import GraenalandTakeSupplyMove  # noqa: PLC0415
        from ..models.graenaland_vote_move import GraenalandVoteMove  # noqa: PLC0415
        from ..models.graenaland_withdraw_proposal_move import GraenalandWithdrawProposalMove  # noqa: PLC0415

        d = dict(src_dict)
        seq = d.pop("seq")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        ruleset = GraenalandLegalMovesRuleset(d.pop("ruleset"))

        moves = []
        _moves = d.pop("moves")
        for moves_item_data in _moves:

            def _parse_moves_item(
                data: object,
            ) -> (
                GraenalandAbandonJointMove
                | GraenalandAssignCardMove
                | GraenalandBuildJointMove
                | GraenalandBuildMove
                | GraenalandCancelProjectMove
                | GraenalandChooseVpCardMove
                | GraenalandClaimVictoryMove
                | GraenalandConfirmProposalMove
                | GraenalandDeclineFavourMove
                | GraenalandDoneOfferingMove
                | GraenalandEndTurnMove
                | GraenalandFinishBuildingMove
                | GraenalandGiveCardMove
                | GraenalandGrantFavourMove
                | GraenalandMoveHeroMove
                | GraenalandNoClaimMove
                | GraenalandOfferCardMove
                | GraenalandPassMove
                | GraenalandPayMove
                | GraenalandPlaceVillageMove
                | GraenalandPlanHeroMove
                | GraenalandProposeJointMove
                | GraenalandProposeMove
                | GraenalandRelocateMove
                | GraenalandStayMove
                | GraenalandTakeSupplyMove
                | GraenalandVoteMove
                | GraenalandWithdrawProposalMove
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_graenaland_move_type_0 = GraenalandAbandonJointMove.from_dict(data)

                    return componentsschemas_graenaland_move_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_graenaland_move_type_1 = GraenalandAssignCardMove.from_dict(data)

                    return componentsschemas_graenaland_move_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_graenaland_move_type_2 = GraenalandBuildMove.from_dict(data)

                    return componentsschemas_graenaland_move_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_graenaland_move_type_3 = GraenalandBuildJointMove.from_dict(data)

                    return componentsschemas_graenaland_move_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_graenaland_move_type_4 = GraenalandCancelProjectMove.from_dict(data)

                    return componentsschemas_graenaland_move_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_graenaland_move_type_5 = GraenalandChooseVpCardMove.from_dict(data)

                    return componentsschemas_graenaland_move_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_graenaland_move_type_6 = GraenalandClaimVictoryMove.from_dict(data)

                    return componentsschemas_graenaland_move_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_graenaland_move_type_7 = GraenalandConfirmProposalMove.from_dict(data)

                    return componentsschemas_graenaland_move_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_graenaland_move_type_8 = GraenalandDeclineFavourMove.from_dict(data)

                    return componentsschemas_graenaland_move_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_graenaland_move_type_9 = GraenalandDoneOfferingMove.from_dict(data)

                    return componentsschemas_graenaland_move_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_graenaland_move_type_10 = GraenalandEndTurnMove.from_dict(data)

                    return componentsschemas_graenaland_move_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_graenaland_move_type_11 = GraenalandFinishBuildingMove.from_dict(data)

                    return componentsschemas_graenaland_move_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_graenaland_move_type_12 = GraenalandGiveCardMove.from_dict(data)

                    return componentsschemas_graenaland_move_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_graenaland_move_type_13 = GraenalandGrantFavourMove.from_dict(data)

                    return componentsschemas_graenaland_move_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_graenaland_move_type_14 = GraenalandMoveHeroMove.from_dict(data)

                    return componentsschemas_graenaland_move_type_14
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_graenaland_move_type_15 = GraenalandNoClaimMove.from_dict(data)

                    return componentsschemas_graenaland_move_type_15
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_graenaland_move_type_16 = GraenalandOfferCardMove.from_dict(data)

                    return componentsschemas_graenaland_move_type_16
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_graenaland_move_type_17 = GraenalandPassMove.from_dict(data)

                    return componentsschemas_graenaland_move_type_17
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_graenaland_move_type_18 = GraenalandPayMove.from_dict(data)

                    return componentsschemas_graenaland_move_type_18
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_graenaland_move_type_19 = GraenalandPlaceVillageMove.from_dict(data)

                    return componentsschemas_graenaland_move_type_19
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_graenaland_move_type_20 = GraenalandPlanHeroMove.from_dict(data)

                    return componentsschemas_graenaland_move_type_20
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_graenaland_move_type_21 = GraenalandProposeMove.from_dict(data)

                    return componentsschemas_graenaland_move_type_21
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_graenaland_move_type_22 = GraenalandProposeJointMove.from_dict(data)

                    return componentsschemas_graenaland_move_type_22
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_graenaland_move_type_23 = GraenalandRelocateMove.from_dict(data)

                    return componentsschemas_graenaland_move_type_23
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_graenaland_move_type_24 = GraenalandStayMove.from_dict(data)

                    return componentsschemas_graenaland_move_type_24
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_graenaland_move_type_25 = GraenalandTakeSupplyMove.from_dict(data)

                    return componentsschemas_graenaland_move_type_25
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_graenaland_move_type_26 = GraenalandVoteMove.from_dict(data)

                    return componentsschemas_graenaland_move_type_26
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_graenaland_move_type_27 = GraenalandWithdrawProposalMove.from_dict(data)

                return componentsschemas_graenaland_move_type_27

            moves_item = _parse_moves_item(moves_item_data)

            moves.append(moves_item)

        graenaland_legal_moves = cls(
            seq=seq,
            seat=seat,
            ruleset=ruleset,
            moves=moves,
        )

        graenaland_legal_moves.additional_properties = d
        return graenaland_legal_moves

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
