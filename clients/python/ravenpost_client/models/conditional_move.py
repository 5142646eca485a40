from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.conditional_move_status import ConditionalMoveStatus

if TYPE_CHECKING:
    from ..models.fjords_draw_move import FjordsDrawMove
    from ..models.fjords_field_move import FjordsFieldMove
    from ..models.fjords_hut_move import FjordsHutMove
    from ..models.fjords_no_hut_move import FjordsNoHutMove
    from ..models.fjords_place_move import FjordsPlaceMove
    from ..models.fjords_take_open_move import FjordsTakeOpenMove
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
    from ..models.greenland_abandon_colonies_move import GreenlandAbandonColoniesMove
    from ..models.greenland_answer_move import GreenlandAnswerMove
    from ..models.greenland_banish_move import GreenlandBanishMove
    from ..models.greenland_banish_target_move import GreenlandBanishTargetMove
    from ..models.greenland_baptism_move import GreenlandBaptismMove
    from ..models.greenland_bid_move import GreenlandBidMove
    from ..models.greenland_cash_in_move import GreenlandCashInMove
    from ..models.greenland_casualty_move import GreenlandCasualtyMove
    from ..models.greenland_choose_animal_move import GreenlandChooseAnimalMove
    from ..models.greenland_convert_move import GreenlandConvertMove
    from ..models.greenland_decimation_move import GreenlandDecimationMove
    from ..models.greenland_declare_first_move import GreenlandDeclareFirstMove
    from ..models.greenland_degrade_move import GreenlandDegradeMove
    from ..models.greenland_discard_hand_move import GreenlandDiscardHandMove
    from ..models.greenland_divorce_move import GreenlandDivorceMove
    from ..models.greenland_domesticate_move import GreenlandDomesticateMove
    from ..models.greenland_emissary_move import GreenlandEmissaryMove
    from ..models.greenland_end_actions_move import GreenlandEndActionsMove
    from ..models.greenland_end_assignment_move import GreenlandEndAssignmentMove
    from ..models.greenland_end_pacify_move import GreenlandEndPacifyMove
    from ..models.greenland_end_reassign_move import GreenlandEndReassignMove
    from ..models.greenland_forage_move import GreenlandForageMove
    from ..models.greenland_hit_move import GreenlandHitMove
    from ..models.greenland_hunt_card_move import GreenlandHuntCardMove
    from ..models.greenland_hunt_move import GreenlandHuntMove
    from ..models.greenland_iron_rule_move import GreenlandIronRuleMove
    from ..models.greenland_keep_dice_move import GreenlandKeepDiceMove
    from ..models.greenland_marry_move import GreenlandMarryMove
    from ..models.greenland_nego_card_move import GreenlandNegoCardMove
    from ..models.greenland_nego_done_move import GreenlandNegoDoneMove
    from ..models.greenland_offer_drop_move import GreenlandOfferDropMove
    from ..models.greenland_offer_item_move import GreenlandOfferItemMove
    from ..models.greenland_offer_send_move import GreenlandOfferSendMove
    from ..models.greenland_offer_to_move import GreenlandOfferToMove
    from ..models.greenland_pacify_move import GreenlandPacifyMove
    from ..models.greenland_pass_move import GreenlandPassMove
    from ..models.greenland_pay_loss_move import GreenlandPayLossMove
    from ..models.greenland_place_move import GreenlandPlaceMove
    from ..models.greenland_promote_move import GreenlandPromoteMove
    from ..models.greenland_proselytise_move import GreenlandProselytiseMove
    from ..models.greenland_reassign_move import GreenlandReassignMove
    from ..models.greenland_recall_elder_move import GreenlandRecallElderMove
    from ..models.greenland_recall_settler_move import GreenlandRecallSettlerMove
    from ..models.greenland_recall_spouse_move import GreenlandRecallSpouseMove
    from ..models.greenland_reroll_move import GreenlandRerollMove
    from ..models.greenland_retreat_move import GreenlandRetreatMove
    from ..models.greenland_sacrifice_move import GreenlandSacrificeMove
    from ..models.greenland_take_card_move import GreenlandTakeCardMove
    from ..models.greenland_toolmaker_move import GreenlandToolmakerMove
    from ..models.greenland_trophy_move import GreenlandTrophyMove
    from ..models.greenland_war_council_move import GreenlandWarCouncilMove
    from ..models.greenland_witch_hunt_move import GreenlandWitchHuntMove
    from ..models.greenland_wool_move import GreenlandWoolMove
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
    from ..models.uigo_place_card_move import UigoPlaceCardMove
    from ..models.uigo_play_card_move import UigoPlayCardMove


T = TypeVar("T", bound="ConditionalMove")


@_attrs_define
class ConditionalMove:
    """
    Attributes:
        id (int):
        if_move (FjordsDrawMove | FjordsFieldMove | FjordsHutMove | FjordsNoHutMove | FjordsPlaceMove |
            FjordsTakeOpenMove | GraenalandAbandonJointMove | GraenalandAssignCardMove | GraenalandBuildJointMove |
            GraenalandBuildMove | GraenalandCancelProjectMove | GraenalandChooseVpCardMove | GraenalandClaimVictoryMove |
            GraenalandConfirmProposalMove | GraenalandDeclineFavourMove | GraenalandDoneOfferingMove | GraenalandEndTurnMove
            | GraenalandFinishBuildingMove | GraenalandGiveCardMove | GraenalandGrantFavourMove | GraenalandMoveHeroMove |
            GraenalandNoClaimMove | GraenalandOfferCardMove | GraenalandPassMove | GraenalandPayMove |
            GraenalandPlaceVillageMove | GraenalandPlanHeroMove | GraenalandProposeJointMove | GraenalandProposeMove |
            GraenalandRelocateMove | GraenalandStayMove | GraenalandTakeSupplyMove | GraenalandVoteMove |
            GraenalandWithdrawProposalMove | GreenlandAbandonColoniesMove | GreenlandAnswerMove | GreenlandBanishMove |
            GreenlandBanishTargetMove | GreenlandBaptismMove | GreenlandBidMove | GreenlandCashInMove |
            GreenlandCasualtyMove | GreenlandChooseAnimalMove | GreenlandConvertMove | GreenlandDecimationMove |
            GreenlandDeclareFirstMove | GreenlandDegradeMove | GreenlandDiscardHandMove | GreenlandDivorceMove |
            GreenlandDomesticateMove | GreenlandEmissaryMove | GreenlandEndActionsMove | GreenlandEndAssignmentMove |
            GreenlandEndPacifyMove | GreenlandEndReassignMove | GreenlandForageMove | GreenlandHitMove |
            GreenlandHuntCardMove | GreenlandHuntMove | GreenlandIronRuleMove | GreenlandKeepDiceMove | GreenlandMarryMove |
            GreenlandNegoCardMove | GreenlandNegoDoneMove | GreenlandOfferDropMove | GreenlandOfferItemMove |
            GreenlandOfferSendMove | GreenlandOfferToMove | GreenlandPacifyMove | GreenlandPassMove | GreenlandPayLossMove |
            GreenlandPlaceMove | GreenlandPromoteMove | GreenlandProselytiseMove | GreenlandReassignMove |
            GreenlandRecallElderMove | GreenlandRecallSettlerMove | GreenlandRecallSpouseMove | GreenlandRerollMove |
            GreenlandRetreatMove | GreenlandSacrificeMove | GreenlandTakeCardMove | GreenlandToolmakerMove |
            GreenlandTrophyMove | GreenlandWarCouncilMove | GreenlandWitchHuntMove | GreenlandWoolMove |
            KnarrDiscardBoardMove | KnarrDiscardVikingMove | KnarrEndTurnMove | KnarrExploreMove | KnarrPayMove |
            KnarrPayRecruitMove | KnarrRecruitMove | KnarrReserveMove | KnarrSkipMove | KnarrTakeMove | KnarrTradeMove |
            UigoPlaceCardMove | UigoPlayCardMove): A move of any game: a JSON object whose `type` names the move; the other
            fields depend on the game and the type (each game's moves are `{Game}Move`).
        then_move (FjordsDrawMove | FjordsFieldMove | FjordsHutMove | FjordsNoHutMove | FjordsPlaceMove |
            FjordsTakeOpenMove | GraenalandAbandonJointMove | GraenalandAssignCardMove | GraenalandBuildJointMove |
            GraenalandBuildMove | GraenalandCancelProjectMove | GraenalandChooseVpCardMove | GraenalandClaimVictoryMove |
            GraenalandConfirmProposalMove | GraenalandDeclineFavourMove | GraenalandDoneOfferingMove | GraenalandEndTurnMove
            | GraenalandFinishBuildingMove | GraenalandGiveCardMove | GraenalandGrantFavourMove | GraenalandMoveHeroMove |
            GraenalandNoClaimMove | GraenalandOfferCardMove | GraenalandPassMove | GraenalandPayMove |
            GraenalandPlaceVillageMove | GraenalandPlanHeroMove | GraenalandProposeJointMove | GraenalandProposeMove |
            GraenalandRelocateMove | GraenalandStayMove | GraenalandTakeSupplyMove | GraenalandVoteMove |
            GraenalandWithdrawProposalMove | GreenlandAbandonColoniesMove | GreenlandAnswerMove | GreenlandBanishMove |
            GreenlandBanishTargetMove | GreenlandBaptismMove | GreenlandBidMove | GreenlandCashInMove |
            GreenlandCasualtyMove | GreenlandChooseAnimalMove | GreenlandConvertMove | GreenlandDecimationMove |
            GreenlandDeclareFirstMove | GreenlandDegradeMove | GreenlandDiscardHandMove | GreenlandDivorceMove |
            GreenlandDomesticateMove | GreenlandEmissaryMove | GreenlandEndActionsMove | GreenlandEndAssignmentMove |
            GreenlandEndPacifyMove | GreenlandEndReassignMove | GreenlandForageMove | GreenlandHitMove |
            GreenlandHuntCardMove | GreenlandHuntMove | GreenlandIronRuleMove | GreenlandKeepDiceMove | GreenlandMarryMove |
            GreenlandNegoCardMove | GreenlandNegoDoneMove | GreenlandOfferDropMove | GreenlandOfferItemMove |
            GreenlandOfferSendMove | GreenlandOfferToMove | GreenlandPacifyMove | GreenlandPassMove | GreenlandPayLossMove |
            GreenlandPlaceMove | GreenlandPromoteMove | GreenlandProselytiseMove | GreenlandReassignMove |
            GreenlandRecallElderMove | GreenlandRecallSettlerMove | GreenlandRecallSpouseMove | GreenlandRerollMove |
            GreenlandRetreatMove | GreenlandSacrificeMove | GreenlandTakeCardMove | GreenlandToolmakerMove |
            GreenlandTrophyMove | GreenlandWarCouncilMove | GreenlandWitchHuntMove | GreenlandWoolMove |
            KnarrDiscardBoardMove | KnarrDiscardVikingMove | KnarrEndTurnMove | KnarrExploreMove | KnarrPayMove |
            KnarrPayRecruitMove | KnarrRecruitMove | KnarrReserveMove | KnarrSkipMove | KnarrTakeMove | KnarrTradeMove |
            UigoPlaceCardMove | UigoPlayCardMove): A move of any game: a JSON object whose `type` names the move; the other
            fields depend on the game and the type (each game's moves are `{Game}Move`).
        status (ConditionalMoveStatus): * `pending` - pending
            * `played` - played
            * `dropped` - dropped
            * `invalid` - invalid
            * `cancelled` - cancelled
            * `voided` - voided
        made_at_seq (int): The game's seq when you left it.
        resolved_at_seq (int | None): The seq at which it was played or dropped.
    """

    id: int
    if_move: (
        FjordsDrawMove
        | FjordsFieldMove
        | FjordsHutMove
        | FjordsNoHutMove
        | FjordsPlaceMove
        | FjordsTakeOpenMove
        | GraenalandAbandonJointMove
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
        | GreenlandAbandonColoniesMove
        | GreenlandAnswerMove
        | GreenlandBanishMove
        | GreenlandBanishTargetMove
        | GreenlandBaptismMove
        | GreenlandBidMove
        | GreenlandCashInMove
        | GreenlandCasualtyMove
        | GreenlandChooseAnimalMove
        | GreenlandConvertMove
        | GreenlandDecimationMove
        | GreenlandDeclareFirstMove
        | GreenlandDegradeMove
        | GreenlandDiscardHandMove
        | GreenlandDivorceMove
        | GreenlandDomesticateMove
        | GreenlandEmissaryMove
        | GreenlandEndActionsMove
        | GreenlandEndAssignmentMove
        | GreenlandEndPacifyMove
        | GreenlandEndReassignMove
        | GreenlandForageMove
        | GreenlandHitMove
        | GreenlandHuntCardMove
        | GreenlandHuntMove
        | GreenlandIronRuleMove
        | GreenlandKeepDiceMove
        | GreenlandMarryMove
        | GreenlandNegoCardMove
        | GreenlandNegoDoneMove
        | GreenlandOfferDropMove
        | GreenlandOfferItemMove
        | GreenlandOfferSendMove
        | GreenlandOfferToMove
        | GreenlandPacifyMove
        | GreenlandPassMove
        | GreenlandPayLossMove
        | GreenlandPlaceMove
        | GreenlandPromoteMove
        | GreenlandProselytiseMove
        | GreenlandReassignMove
        | GreenlandRecallElderMove
        | GreenlandRecallSettlerMove
        | GreenlandRecallSpouseMove
        | GreenlandRerollMove
        | GreenlandRetreatMove
        | GreenlandSacrificeMove
        | GreenlandTakeCardMove
        | GreenlandToolmakerMove
        | GreenlandTrophyMove
        | GreenlandWarCouncilMove
        | GreenlandWitchHuntMove
        | GreenlandWoolMove
        | KnarrDiscardBoardMove
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
        | UigoPlaceCardMove
        | UigoPlayCardMove
    )
    then_move: (
        FjordsDrawMove
        | FjordsFieldMove
        | FjordsHutMove
        | FjordsNoHutMove
        | FjordsPlaceMove
        | FjordsTakeOpenMove
        | GraenalandAbandonJointMove
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
        | GreenlandAbandonColoniesMove
        | GreenlandAnswerMove
        | GreenlandBanishMove
        | GreenlandBanishTargetMove
        | GreenlandBaptismMove
        | GreenlandBidMove
        | GreenlandCashInMove
        | GreenlandCasualtyMove
        | GreenlandChooseAnimalMove
        | GreenlandConvertMove
        | GreenlandDecimationMove
        | GreenlandDeclareFirstMove
        | GreenlandDegradeMove
        | GreenlandDiscardHandMove
        | GreenlandDivorceMove
        | GreenlandDomesticateMove
        | GreenlandEmissaryMove
        | GreenlandEndActionsMove
        | GreenlandEndAssignmentMove
        | GreenlandEndPacifyMove
        | GreenlandEndReassignMove
        | GreenlandForageMove
        | GreenlandHitMove
        | GreenlandHuntCardMove
        | GreenlandHuntMove
        | GreenlandIronRuleMove
        | GreenlandKeepDiceMove
        | GreenlandMarryMove
        | GreenlandNegoCardMove
        | GreenlandNegoDoneMove
        | GreenlandOfferDropMove
        | GreenlandOfferItemMove
        | GreenlandOfferSendMove
        | GreenlandOfferToMove
        | GreenlandPacifyMove
        | GreenlandPassMove
        | GreenlandPayLossMove
        | GreenlandPlaceMove
        | GreenlandPromoteMove
        | GreenlandProselytiseMove
        | GreenlandReassignMove
        | GreenlandRecallElderMove
        | GreenlandRecallSettlerMove
        | GreenlandRecallSpouseMove
        | GreenlandRerollMove
        | GreenlandRetreatMove
        | GreenlandSacrificeMove
        | GreenlandTakeCardMove
        | GreenlandToolmakerMove
        | GreenlandTrophyMove
        | GreenlandWarCouncilMove
        | GreenlandWitchHuntMove
        | GreenlandWoolMove
        | KnarrDiscardBoardMove
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
        | UigoPlaceCardMove
        | UigoPlayCardMove
    )
    status: ConditionalMoveStatus
    made_at_seq: int
    resolved_at_seq: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.fjords_draw_move import FjordsDrawMove  # noqa: PLC0415
        from ..models.fjords_field_move import FjordsFieldMove  # noqa: PLC0415
        from ..models.fjords_hut_move import FjordsHutMove  # noqa: PLC0415
        from ..models.fjords_no_hut_move import FjordsNoHutMove  # noqa: PLC0415
        from ..models.fjords_place_move import FjordsPlaceMove  # noqa: PLC0415
        from ..models.fjords_take_open_move import FjordsTakeOpenMove  # noqa: PLC0415
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
        from ..models.greenland_abandon_colonies_move import GreenlandAbandonColoniesMove  # noqa: PLC0415
        from ..models.greenland_answer_move import GreenlandAnswerMove  # noqa: PLC0415
        from ..models.greenland_banish_move import GreenlandBanishMove  # noqa: PLC0415
        from ..models.greenland_banish_target_move import GreenlandBanishTargetMove  # noqa: PLC0415
        from ..models.greenland_baptism_move import GreenlandBaptismMove  # noqa: PLC0415
        from ..models.greenland_bid_move import GreenlandBidMove  # noqa: PLC0415
        from ..models.greenland_cash_in_move import GreenlandCashInMove  # noqa: PLC0415
        from ..models.greenland_casualty_move import GreenlandCasualtyMove  # noqa: PLC0415
        from ..models.greenland_choose_animal_move import GreenlandChooseAnimalMove  # noqa: PLC0415
        from ..models.greenland_convert_move import GreenlandConvertMove  # noqa: PLC0415
        from ..models.greenland_decimation_move import GreenlandDecimationMove  # noqa: PLC0415
        from ..models.greenland_declare_first_move import GreenlandDeclareFirstMove  # noqa: PLC0415
        from ..models.greenland_degrade_move import GreenlandDegradeMove  # noqa: PLC0415
        from ..models.greenland_discard_hand_move import GreenlandDiscardHandMove  # noqa: PLC0415
        from ..models.greenland_divorce_move import GreenlandDivorceMove  # noqa: PLC0415
        from ..models.greenland_domesticate_move import GreenlandDomesticateMove  # noqa: PLC0415
        from ..models.greenland_emissary_move import GreenlandEmissaryMove  # noqa: PLC0415
        from ..models.greenland_end_actions_move import GreenlandEndActionsMove  # noqa: PLC0415
        from ..models.greenland_end_assignment_move import GreenlandEndAssignmentMove  # noqa: PLC0415
        from ..models.greenland_end_pacify_move import GreenlandEndPacifyMove  # noqa: PLC0415
        from ..models.greenland_end_reassign_move import GreenlandEndReassignMove  # noqa: PLC0415
        from ..models.greenland_forage_move import GreenlandForageMove  # noqa: PLC0415
        from ..models.greenland_hit_move import GreenlandHitMove  # noqa: PLC0415
        from ..models.greenland_hunt_card_move import GreenlandHuntCardMove  # noqa: PLC0415
        from ..models.greenland_hunt_move import GreenlandHuntMove  # noqa: PLC0415
        from ..models.greenland_iron_rule_move import GreenlandIronRuleMove  # noqa: PLC0415
        from ..models.greenland_keep_dice_move import GreenlandKeepDiceMove  # noqa: PLC0415
        from ..models.greenland_marry_move import GreenlandMarryMove  # noqa: PLC0415
        from ..models.greenland_nego_card_move import GreenlandNegoCardMove  # noqa: PLC0415
        from ..models.greenland_nego_done_move import GreenlandNegoDoneMove  # noqa: PLC0415
        from ..models.greenland_offer_drop_move import GreenlandOfferDropMove  # noqa: PLC0415
        from ..models.greenland_offer_item_move import GreenlandOfferItemMove  # noqa: PLC0415
        from ..models.greenland_offer_send_move import GreenlandOfferSendMove  # noqa: PLC0415
        from ..models.greenland_offer_to_move import GreenlandOfferToMove  # noqa: PLC0415
        from ..models.greenland_pacify_move import GreenlandPacifyMove  # noqa: PLC0415
        from ..models.greenland_pass_move import GreenlandPassMove  # noqa: PLC0415
        from ..models.greenland_pay_loss_move import GreenlandPayLossMove  # noqa: PLC0415
        from ..models.greenland_place_move import GreenlandPlaceMove  # noqa: PLC0415
        from ..models.greenland_promote_move import GreenlandPromoteMove  # noqa: PLC0415
        from ..models.greenland_proselytise_move import GreenlandProselytiseMove  # noqa: PLC0415
        from ..models.greenland_reassign_move import GreenlandReassignMove  # noqa: PLC0415
        from ..models.greenland_recall_elder_move import GreenlandRecallElderMove  # noqa: PLC0415
        from ..models.greenland_recall_settler_move import GreenlandRecallSettlerMove  # noqa: PLC0415
        from ..models.greenland_recall_spouse_move import GreenlandRecallSpouseMove  # noqa: PLC0415
        from ..models.greenland_reroll_move import GreenlandRerollMove  # noqa: PLC0415
        from ..models.greenland_retreat_move import GreenlandRetreatMove  # noqa: PLC0415
        from ..models.greenland_sacrifice_move import GreenlandSacrificeMove  # noqa: PLC0415
        from ..models.greenland_take_card_move import GreenlandTakeCardMove  # noqa: PLC0415
        from ..models.greenland_toolmaker_move import GreenlandToolmakerMove  # noqa: PLC0415
        from ..models.greenland_trophy_move import GreenlandTrophyMove  # noqa: PLC0415
        from ..models.greenland_war_council_move import GreenlandWarCouncilMove  # noqa: PLC0415
        from ..models.greenland_witch_hunt_move import GreenlandWitchHuntMove  # noqa: PLC0415
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
        from ..models.uigo_place_card_move import UigoPlaceCardMove  # noqa: PLC0415
        from ..models.uigo_play_card_move import UigoPlayCardMove  # noqa: PLC0415

        id = self.id

        if_move: dict[str, Any]
        if isinstance(self.if_move, UigoPlaceCardMove):
            if_move = self.if_move.to_dict()
        elif isinstance(self.if_move, UigoPlayCardMove):
            if_move = self.if_move.to_dict()
        elif isinstance(self.if_move, FjordsDrawMove):
            if_move = self.if_move.to_dict()
        elif isinstance(self.if_move, FjordsFieldMove):
            if_move = self.if_move.to_dict()
        elif isinstance(self.if_move, FjordsHutMove):
            if_move = self.if_move.to_dict()
        elif isinstance(self.if_move, FjordsNoHutMove):
            if_move = self.if_move.to_dict()
        elif isinstance(self.if_move, FjordsPlaceMove):
            if_move = self.if_move.to_dict()
        elif isinstance(self.if_move, FjordsTakeOpenMove):
            if_move = self.if_move.to_dict()
        elif isinstance(self.if_move, KnarrDiscardBoardMove):
            if_move = self.if_move.to_dict()
        elif isinstance(self.if_move, KnarrDiscardVikingMove):
            if_move = self.if_move.to_dict()
        elif isinstance(self.if_move, KnarrEndTurnMove):
            if_move = self.if_move.to_dict()
        elif isinstance(self.if_move, KnarrExploreMove):
            if_move = self.if_move.to_dict()
        elif isinstance(self.if_move, KnarrPayMove):
            if_move = self.if_move.to_dict()
        elif isinstance(self.if_move, KnarrPayRecruitMove):
            if_move = self.if_move.to_dict()
        elif isinstance(self.if_move, KnarrRecruitMove):
            if_move = self.if_move.to_dict()
        elif isinstance(self.if_move, KnarrReserveMove):
            if_move = self.if_move.to_dict()
        elif isinstance(self.if_move, KnarrSkipMove):
            if_move = self.if_move.to_dict()
        elif isinstance(self.if_move, KnarrTakeMove):
            if_move = self.if_move.to_dict()
        elif isinstance(self.if_move, KnarrTradeMove):
            if_move = self.if_move.to_dict()
        elif isinstance(self.if_move, GraenalandAbandonJointMove):
            if_move = self.if_move.to_dict()
        elif isinstance(self.if_move, GraenalandAssignCardMove):
            if_move = self.if_move.to_dict()
        elif isinstance(self.if_move, GraenalandBuildMove):
            if_move = self.if_move.to_dict()
        elif isinstance(self.if_move, GraenalandBuildJointMove):
            if_move = self.if_move.to_dict()
        elif isinstance(self.if_move, GraenalandCancelProjectMove):
            if_move = self.if_move.to_dict()
        elif isinstance(self.if_move, GraenalandChooseVpCardMove):
            if_move = self.if_move.to_dict()
        elif isinstance(self.if_move, GraenalandClaimVictoryMove):
            if_move = self.if_move.to_dict()
        elif isinstance(self.if_move, GraenalandConfirmProposalMove):
            if_move = self.if_move.to_dict()
        elif isinstance(self.if_move, GraenalandDeclineFavourMove):
            if_move = self.if_move.to_dict()
        elif isinstance(self.if_move, GraenalandDoneOfferingMove):
            if_move = self.if_move.to_dict()
        elif isinstance(self.if_move, GraenalandEndTurnMove):
            if_move = self.if_move.to_dict()
        elif isinstance(self.if_move, GraenalandFinishBuildingMove):
            if_move = self.if_move.to_dict()
        elif isinstance(self.if_move, GraenalandGiveCardMove):
            if_move = self.if_move.to_dict()
        elif isinstance(self.if_move, GraenalandGrantFavourMove):
            if_move = self.if_move.to_dict()
        elif isinstance(self.if_move, GraenalandMoveHeroMove):
            if_move = self.if_move.to_dict()
        elif isinstance(self.if_move, GraenalandNoClaimMove):
            if_move = self.if_move.to_dict()
        elif isinstance(self.if_move, GraenalandOfferCardMove):
            if_move = self.if_move.to_dict()
        elif isinstance(self.if_move, GraenalandPassMove):
            if_move = self.if_move.to_dict()
        elif isinstance(self.if_move, GraenalandPayMove):
            if_move = self.if_move.to_dict()
        elif isinstance(self.if_move, GraenalandPlaceVillageMove):
            if_move = self.if_move.to_dict()
        elif isinstance(self.if_move, GraenalandPlanHeroMove):
            if_move = self.if_move.to_dict()
        elif isinstance(self.if_move, GraenalandProposeMove):
            if_move = self.if_move.to_dict()
        elif isinstance(self.if_move, GraenalandProposeJointMove):
            if_move = self.if_move.to_dict()
        elif isinstance(self.if_move, GraenalandRelocateMove):
            if_move = self.if_move.to_dict()
        elif isinstance(self.if_move, GraenalandStayMove):
            if_move = self.if_move.to_dict()
        elif isinstance(self.if_move, GraenalandTakeSupplyMove):
            if_move = self.if_move.to_dict()
        elif isinstance(self.if_move, GraenalandVoteMove):
            if_move = self.if_move.to_dict()
        elif isinstance(self.if_move, GraenalandWithdrawProposalMove):
            if_move = self.if_move.to_dict()
        elif isinstance(self.if_move, GreenlandAbandonColoniesMove):
            if_move = self.if_move.to_dict()
        elif isinstance(self.if_move, GreenlandAnswerMove):
            if_move = self.if_move.to_dict()
        elif isinstance(self.if_move, GreenlandBanishMove):
            if_move = self.if_move.to_dict()
        elif isinstance(self.if_move, GreenlandBanishTargetMove):
            if_move = self.if_move.to_dict()
        elif isinstance(self.if_move, GreenlandBaptismMove):
            if_move = self.if_move.to_dict()
        elif isinstance(self.if_move, GreenlandBidMove):
            if_move = self.if_move.to_dict()
        elif isinstance(self.if_move, GreenlandCashInMove):
            if_move = self.if_move.to_dict()
        elif isinstance(self.if_move, GreenlandCasualtyMove):
            if_move = self.if_move.to_dict()
        elif isinstance(self.if_move, GreenlandChooseAnimalMove):
            if_move = self.if_move.to_dict()
        elif isinstance(self.if_move, GreenlandConvertMove):
            if_move = self.if_move.to_dict()
        elif isinstance(self.if_move, GreenlandDecimationMove):
            if_move = self.if_move.to_dict()
        elif isinstance(self.if_move, GreenlandDeclareFirstMove):
            if_move = self.if_move.to_dict()
        elif isinstance(self.if_move, GreenlandDegradeMove):
            if_move = self.if_move.to_dict()
        elif isinstance(self.if_move, GreenlandDiscardHandMove):
            if_move = self.if_move.to_dict()
        elif isinstance(self.if_move, GreenlandDivorceMove):
            if_move = self.if_move.to_dict()
        elif isinstance(self.if_move, GreenlandDomesticateMove):
            if_move = self.if_move.to_dict()
        elif isinstance(self.if_move, GreenlandEmissaryMove):
            if_move = self.if_move.to_dict()
        elif isinstance(self.if_move, GreenlandEndActionsMove):
            if_move = self.if_move.to_dict()
        elif isinstance(self.if_move, GreenlandEndAssignmentMove):
            if_move = self.if_move.to_dict()
        elif isinstance(self.if_move, GreenlandEndPacifyMove):
            if_move = self.if_move.to_dict()
        elif isinstance(self.if_move, GreenlandEndReassignMove):
            if_move = self.if_move.to_dict()
        elif isinstance(self.if_move, GreenlandForageMove):
            if_move = self.if_move.to_dict()
        elif isinstance(self.if_move, GreenlandHitMove):
            if_move = self.if_move.to_dict()
        elif isinstance(self.if_move, GreenlandHuntMove):
            if_move = self.if_move.to_dict()
        elif isinstance(self.if_move, GreenlandHuntCardMove):
            if_move = self.if_move.to_dict()
        elif isinstance(self.if_move, GreenlandIronRuleMove):
            if_move = self.if_move.to_dict()
        elif isinstance(self.if_move, GreenlandKeepDiceMove):
            if_move = self.if_move.to_dict()
        elif isinstance(self.if_move, GreenlandMarryMove):
            if_move = self.if_move.to_dict()
        elif isinstance(self.if_move, GreenlandNegoCardMove):
            if_move = self.if_move.to_dict()
        elif isinstance(self.if_move, GreenlandNegoDoneMove):
            if_move = self.if_move.to_dict()
        elif isinstance(self.if_move, GreenlandOfferDropMove):
            if_move = self.if_move.to_dict()
        elif isinstance(self.if_move, GreenlandOfferItemMove):
            if_move = self.if_move.to_dict()
        elif isinstance(self.if_move, GreenlandOfferSendMove):
            if_move = self.if_move.to_dict()
        elif isinstance(self.if_move, GreenlandOfferToMove):
            if_move = self.if_move.to_dict()
        elif isinstance(self.if_move, GreenlandPacifyMove):
            if_move = self.if_move.to_dict()
        elif isinstance(self.if_move, GreenlandPassMove):
            if_move = self.if_move.to_dict()
        elif isinstance(self.if_move, GreenlandPayLossMove):
            if_move = self.if_move.to_dict()
        elif isinstance(self.if_move, GreenlandPlaceMove):
            if_move = self.if_move.to_dict()
        elif isinstance(self.if_move, GreenlandPromoteMove):
            if_move = self.if_move.to_dict()
        elif isinstance(self.if_move, GreenlandProselytiseMove):
            if_move = self.if_move.to_dict()
        elif isinstance(self.if_move, GreenlandReassignMove):
            if_move = self.if_move.to_dict()
        elif isinstance(self.if_move, GreenlandRecallElderMove):
            if_move = self.if_move.to_dict()
        elif isinstance(self.if_move, GreenlandRecallSettlerMove):
            if_move = self.if_move.to_dict()
        elif isinstance(self.if_move, GreenlandRecallSpouseMove):
            if_move = self.if_move.to_dict()
        elif isinstance(self.if_move, GreenlandRerollMove):
            if_move = self.if_move.to_dict()
        elif isinstance(self.if_move, GreenlandRetreatMove):
            if_move = self.if_move.to_dict()
        elif isinstance(self.if_move, GreenlandSacrificeMove):
            if_move = self.if_move.to_dict()
        elif isinstance(self.if_move, GreenlandTakeCardMove):
            if_move = self.if_move.to_dict()
        elif isinstance(self.if_move, GreenlandToolmakerMove):
            if_move = self.if_move.to_dict()
        elif isinstance(self.if_move, GreenlandTrophyMove):
            if_move = self.if_move.to_dict()
        elif isinstance(self.if_move, GreenlandWarCouncilMove):
            if_move = self.if_move.to_dict()
        elif isinstance(self.if_move, GreenlandWitchHuntMove):
            if_move = self.if_move.to_dict()
        else:
            if_move = self.if_move.to_dict()

        then_move: dict[str, Any]
        if isinstance(self.then_move, UigoPlaceCardMove):
            then_move = self.then_move.to_dict()
        elif isinstance(self.then_move, UigoPlayCardMove):
            then_move = self.then_move.to_dict()
        elif isinstance(self.then_move, FjordsDrawMove):
            then_move = self.then_move.to_dict()
        elif isinstance(self.then_move, FjordsFieldMove):
            then_move = self.then_move.to_dict()
        elif isinstance(self.then_move, FjordsHutMove):
            then_move = self.then_move.to_dict()
        elif isinstance(self.then_move, FjordsNoHutMove):
            then_move = self.then_move.to_dict()
        elif isinstance(self.then_move, FjordsPlaceMove):
            then_move = self.then_move.to_dict()
        elif isinstance(self.then_move, FjordsTakeOpenMove):
            then_move = self.then_move.to_dict()
        elif isinstance(self.then_move, KnarrDiscardBoardMove):
            then_move = self.then_move.to_dict()
        elif isinstance(self.then_move, KnarrDiscardVikingMove):
            then_move = self.then_move.to_dict()
        elif isinstance(self.then_move, KnarrEndTurnMove):
            then_move = self.then_move.to_dict()
        elif isinstance(self.then_move, KnarrExploreMove):
            then_move = self.then_move.to_dict()
        elif isinstance(self.then_move, KnarrPayMove):
            then_move = self.then_move.to_dict()
        elif isinstance(self.then_move, KnarrPayRecruitMove):
            then_move = self.then_move.to_dict()
        elif isinstance(self.then_move, KnarrRecruitMove):
            then_move = self.then_move.to_dict()
        elif isinstance(self.then_move, KnarrReserveMove):
            then_move = self.then_move.to_dict()
        elif isinstance(self.then_move, KnarrSkipMove):
            then_move = self.then_move.to_dict()
        elif isinstance(self.then_move, KnarrTakeMove):
            then_move = self.then_move.to_dict()
        elif isinstance(self.then_move, KnarrTradeMove):
            then_move = self.then_move.to_dict()
        elif isinstance(self.then_move, GraenalandAbandonJointMove):
            then_move = self.then_move.to_dict()
        elif isinstance(self.then_move, GraenalandAssignCardMove):
            then_move = self.then_move.to_dict()
        elif isinstance(self.then_move, GraenalandBuildMove):
            then_move = self.then_move.to_dict()
        elif isinstance(self.then_move, GraenalandBuildJointMove):
            then_move = self.then_move.to_dict()
        elif isinstance(self.then_move, GraenalandCancelProjectMove):
            then_move = self.then_move.to_dict()
        elif isinstance(self.then_move, GraenalandChooseVpCardMove):
            then_move = self.then_move.to_dict()
        elif isinstance(self.then_move, GraenalandClaimVictoryMove):
            then_move = self.then_move.to_dict()
        elif isinstance(self.then_move, GraenalandConfirmProposalMove):
            then_move = self.then_move.to_dict()
        elif isinstance(self.then_move, GraenalandDeclineFavourMove):
            then_move = self.then_move.to_dict()
        elif isinstance(self.then_move, GraenalandDoneOfferingMove):
            then_move = self.then_move.to_dict()
        elif isinstance(self.then_move, GraenalandEndTurnMove):
            then_move = self.then_move.to_dict()
        elif isinstance(self.then_move, GraenalandFinishBuildingMove):
            then_move = self.then_move.to_dict()
        elif isinstance(self.then_move, GraenalandGiveCardMove):
            then_move = self.then_move.to_dict()
        elif isinstance(self.then_move, GraenalandGrantFavourMove):
            then_move = self.then_move.to_dict()
        elif isinstance(self.then_move, GraenalandMoveHeroMove):
            then_move = self.then_move.to_dict()
        elif isinstance(self.then_move, GraenalandNoClaimMove):
            then_move = self.then_move.to_dict()
        elif isinstance(self.then_move, GraenalandOfferCardMove):
            then_move = self.then_move.to_dict()
        elif isinstance(self.then_move, GraenalandPassMove):
            then_move = self.then_move.to_dict()
        elif isinstance(self.then_move, GraenalandPayMove):
            then_move = self.then_move.to_dict()
        elif isinstance(self.then_move, GraenalandPlaceVillageMove):
            then_move = self.then_move.to_dict()
        elif isinstance(self.then_move, GraenalandPlanHeroMove):
            then_move = self.then_move.to_dict()
        elif isinstance(self.then_move, GraenalandProposeMove):
            then_move = self.then_move.to_dict()
        elif isinstance(self.then_move, GraenalandProposeJointMove):
            then_move = self.then_move.to_dict()
        elif isinstance(self.then_move, GraenalandRelocateMove):
            then_move = self.then_move.to_dict()
        elif isinstance(self.then_move, GraenalandStayMove):
            then_move = self.then_move.to_dict()
        elif isinstance(self.then_move, GraenalandTakeSupplyMove):
            then_move = self.then_move.to_dict()
        elif isinstance(self.then_move, GraenalandVoteMove):
            then_move = self.then_move.to_dict()
        elif isinstance(self.then_move, GraenalandWithdrawProposalMove):
            then_move = self.then_move.to_dict()
        elif isinstance(self.then_move, GreenlandAbandonColoniesMove):
            then_move = self.then_move.to_dict()
        elif isinstance(self.then_move, GreenlandAnswerMove):
            then_move = self.then_move.to_dict()
        elif isinstance(self.then_move, GreenlandBanishMove):
            then_move = self.then_move.to_dict()
        elif isinstance(self.then_move, GreenlandBanishTargetMove):
            then_move = self.then_move.to_dict()
        elif isinstance(self.then_move, GreenlandBaptismMove):
            then_move = self.then_move.to_dict()
        elif isinstance(self.then_move, GreenlandBidMove):
            then_move = self.then_move.to_dict()
        elif isinstance(self.then_move, GreenlandCashInMove):
            then_move = self.then_move.to_dict()
        elif isinstance(self.then_move, GreenlandCasualtyMove):
            then_move = self.then_move.to_dict()
        elif isinstance(self.then_move, GreenlandChooseAnimalMove):
            then_move = self.then_move.to_dict()
        elif isinstance(self.then_move, GreenlandConvertMove):
            then_move = self.then_move.to_dict()
        elif isinstance(self.then_move, GreenlandDecimationMove):
            then_move = self.then_move.to_dict()
        elif isinstance(self.then_move, GreenlandDeclareFirstMove):
            then_move = self.then_move.to_dict()
        elif isinstance(self.then_move, GreenlandDegradeMove):
            then_move = self.then_move.to_dict()
        elif isinstance(self.then_move, GreenlandDiscardHandMove):
            then_move = self.then_move.to_dict()
        elif isinstance(self.then_move, GreenlandDivorceMove):
            then_move = self.then_move.to_dict()
        elif isinstance(self.then_move, GreenlandDomesticateMove):
            then_move = self.then_move.to_dict()
        elif isinstance(self.then_move, GreenlandEmissaryMove):
            then_move = self.then_move.to_dict()
        elif isinstance(self.then_move, GreenlandEndActionsMove):
            then_move = self.then_move.to_dict()
        elif isinstance(self.then_move, GreenlandEndAssignmentMove):
            then_move = self.then_move.to_dict()
        elif isinstance(self.then_move, GreenlandEndPacifyMove):
            then_move = self.then_move.to_dict()
        elif isinstance(self.then_move, GreenlandEndReassignMove):
            then_move = self.then_move.to_dict()
        elif isinstance(self.then_move, GreenlandForageMove):
            then_move = self.then_move.to_dict()
        elif isinstance(self.then_move, GreenlandHitMove):
            then_move = self.then_move.to_dict()
        elif isinstance(self.then_move, GreenlandHuntMove):
            then_move = self.then_move.to_dict()
        elif isinstance(self.then_move, GreenlandHuntCardMove):
            then_move = self.then_move.to_dict()
        elif isinstance(self.then_move, GreenlandIronRuleMove):
            then_move = self.then_move.to_dict()
        elif isinstance(self.then_move, GreenlandKeepDiceMove):
            then_move = self.then_move.to_dict()
        elif isinstance(self.then_move, GreenlandMarryMove):
            then_move = self.then_move.to_dict()
        elif isinstance(self.then_move, GreenlandNegoCardMove):
            then_move = self.then_move.to_dict()
        elif isinstance(self.then_move, GreenlandNegoDoneMove):
            then_move = self.then_move.to_dict()
        elif isinstance(self.then_move, GreenlandOfferDropMove):
            then_move = self.then_move.to_dict()
        elif isinstance(self.then_move, GreenlandOfferItemMove):
            then_move = self.then_move.to_dict()
        elif isinstance(self.then_move, GreenlandOfferSendMove):
            then_move = self.then_move.to_dict()
        elif isinstance(self.then_move, GreenlandOfferToMove):
            then_move = self.then_move.to_dict()
        elif isinstance(self.then_move, GreenlandPacifyMove):
            then_move = self.then_move.to_dict()
        elif isinstance(self.then_move, GreenlandPassMove):
            then_move = self.then_move.to_dict()
        elif isinstance(self.then_move, GreenlandPayLossMove):
            then_move = self.then_move.to_dict()
        elif isinstance(self.then_move, GreenlandPlaceMove):
            then_move = self.then_move.to_dict()
        elif isinstance(self.then_move, GreenlandPromoteMove):
            then_move = self.then_move.to_dict()
        elif isinstance(self.then_move, GreenlandProselytiseMove):
            then_move = self.then_move.to_dict()
        elif isinstance(self.then_move, GreenlandReassignMove):
            then_move = self.then_move.to_dict()
        elif isinstance(self.then_move, GreenlandRecallElderMove):
            then_move = self.then_move.to_dict()
        elif isinstance(self.then_move, GreenlandRecallSettlerMove):
            then_move = self.then_move.to_dict()
        elif isinstance(self.then_move, GreenlandRecallSpouseMove):
            then_move = self.then_move.to_dict()
        elif isinstance(self.then_move, GreenlandRerollMove):
            then_move = self.then_move.to_dict()
        elif isinstance(self.then_move, GreenlandRetreatMove):
            then_move = self.then_move.to_dict()
        elif isinstance(self.then_move, GreenlandSacrificeMove):
            then_move = self.then_move.to_dict()
        elif isinstance(self.then_move, GreenlandTakeCardMove):
            then_move = self.then_move.to_dict()
        elif isinstance(self.then_move, GreenlandToolmakerMove):
            then_move = self.then_move.to_dict()
        elif isinstance(self.then_move, GreenlandTrophyMove):
            then_move = self.then_move.to_dict()
        elif isinstance(self.then_move, GreenlandWarCouncilMove):
            then_move = self.then_move.to_dict()
        elif isinstance(self.then_move, GreenlandWitchHuntMove):
            then_move = self.then_move.to_dict()
        else:
            then_move = self.then_move.to_dict()

        status = self.status.value

        made_at_seq = self.made_at_seq

        resolved_at_seq: int | None
        resolved_at_seq = self.resolved_at_seq

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "if_move": if_move,
                "then_move": then_move,
                "status": status,
                "made_at_seq": made_at_seq,
                "resolved_at_seq": resolved_at_seq,
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
        from ..models.greenland_abandon_colonies_move import GreenlandAbandonColoniesMove  # noqa: PLC0415
        from ..models.greenland_answer_move import GreenlandAnswerMove  # noqa: PLC0415
        from ..models.greenland_banish_move import GreenlandBanishMove  # noqa: PLC0415
        from ..models.greenland_banish_target_move import GreenlandBanishTargetMove  # noqa: PLC0415
        from ..models.greenland_baptism_move import GreenlandBaptismMove  # noqa: PLC0415
        from ..models.greenland_bid_move import GreenlandBidMove  # noqa: PLC0415
        from ..models.greenland_cash_in_move import GreenlandCashInMove  # noqa: PLC0415
        from ..models.greenland_casualty_move import GreenlandCasualtyMove  # noqa: PLC0415
        from ..models.greenland_choose_animal_move import GreenlandChooseAnimalMove  # noqa: PLC0415
        from ..models.greenland_convert_move import GreenlandConvertMove  # noqa: PLC0415
        from ..models.greenland_decimation_move import GreenlandDecimationMove  # noqa: PLC0415
        from ..models.greenland_declare_first_move import GreenlandDeclareFirstMove  # noqa: PLC0415
        from ..models.greenland_degrade_move import GreenlandDegradeMove  # noqa: PLC0415
        from ..models.greenland_discard_hand_move import GreenlandDiscardHandMove  # noqa: PLC0415
        from ..models.greenland_divorce_move import GreenlandDivorceMove  # noqa: PLC0415
        from ..models.greenland_domesticate_move import GreenlandDomesticateMove  # noqa: PLC0415
        from ..models.greenland_emissary_move import GreenlandEmissaryMove  # noqa: PLC0415
        from ..models.greenland_end_actions_move import GreenlandEndActionsMove  # noqa: PLC0415
        from ..models.greenland_end_assignment_move import GreenlandEndAssignmentMove  # noqa: PLC0415
        from ..models.greenland_end_pacify_move import GreenlandEndPacifyMove  # noqa: PLC0415
        from ..models.greenland_end_reassign_move import GreenlandEndReassignMove  # noqa: PLC0415
        from ..models.greenland_forage_move import GreenlandForageMove  # noqa: PLC0415
        from ..models.greenland_hit_move import GreenlandHitMove  # noqa: PLC0415
        from ..models.greenland_hunt_card_move import GreenlandHuntCardMove  # noqa: PLC0415
        from ..models.greenland_hunt_move import GreenlandHuntMove  # noqa: PLC0415
        from ..models.greenland_iron_rule_move import GreenlandIronRuleMove  # noqa: PLC0415
        from ..models.greenland_keep_dice_move import GreenlandKeepDiceMove  # noqa: PLC0415
        from ..models.greenland_marry_move import GreenlandMarryMove  # noqa: PLC0415
        from ..models.greenland_nego_card_move import GreenlandNegoCardMove  # noqa: PLC0415
        from ..models.greenland_nego_done_move import GreenlandNegoDoneMove  # noqa: PLC0415
        from ..models.greenland_offer_drop_move import GreenlandOfferDropMove  # noqa: PLC0415
        from ..models.greenland_offer_item_move import GreenlandOfferItemMove  # noqa: PLC0415
        from ..models.greenland_offer_send_move import GreenlandOfferSendMove  # noqa: PLC0415
        from ..models.greenland_offer_to_move import GreenlandOfferToMove  # noqa: PLC0415
        from ..models.greenland_pacify_move import GreenlandPacifyMove  # noqa: PLC0415
        from ..models.greenland_pass_move import GreenlandPassMove  # noqa: PLC0415
        from ..models.greenland_pay_loss_move import GreenlandPayLossMove  # noqa: PLC0415
        from ..models.greenland_place_move import GreenlandPlaceMove  # noqa: PLC0415
        from ..models.greenland_promote_move import GreenlandPromoteMove  # noqa: PLC0415
        from ..models.greenland_proselytise_move import GreenlandProselytiseMove  # noqa: PLC0415
        from ..models.greenland_reassign_move import GreenlandReassignMove  # noqa: PLC0415
        from ..models.greenland_recall_elder_move import GreenlandRecallElderMove  # noqa: PLC0415
        from ..models.greenland_recall_settler_move import GreenlandRecallSettlerMove  # noqa: PLC0415
        from ..models.greenland_recall_spouse_move import GreenlandRecallSpouseMove  # noqa: PLC0415
        from ..models.greenland_reroll_move import GreenlandRerollMove  # noqa: PLC0415
        from ..models.greenland_retreat_move import GreenlandRetreatMove  # noqa: PLC0415
        from ..models.greenland_sacrifice_move import GreenlandSacrificeMove  # noqa: PLC0415
        from ..models.greenland_take_card_move import GreenlandTakeCardMove  # noqa: PLC0415
        from ..models.greenland_toolmaker_move import GreenlandToolmakerMove  # noqa: PLC0415
        from ..models.greenland_trophy_move import GreenlandTrophyMove  # noqa: PLC0415
        from ..models.greenland_war_council_move import GreenlandWarCouncilMove  # noqa: PLC0415
        from ..models.greenland_witch_hunt_move import GreenlandWitchHuntMove  # noqa: PLC0415
        from ..models.greenland_wool_move import GreenlandWoolMove  # noqa: PLC0415
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
        from ..models.uigo_place_card_move import UigoPlaceCardMove  # noqa: PLC0415
        from ..models.uigo_play_card_move import UigoPlayCardMove  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        def _parse_if_move(
            data: object,
        ) -> (
            FjordsDrawMove
            | FjordsFieldMove
            | FjordsHutMove
            | FjordsNoHutMove
            | FjordsPlaceMove
            | FjordsTakeOpenMove
            | GraenalandAbandonJointMove
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
            | GreenlandAbandonColoniesMove
            | GreenlandAnswerMove
            | GreenlandBanishMove
            | GreenlandBanishTargetMove
            | GreenlandBaptismMove
            | GreenlandBidMove
            | GreenlandCashInMove
            | GreenlandCasualtyMove
            | GreenlandChooseAnimalMove
            | GreenlandConvertMove
            | GreenlandDecimationMove
            | GreenlandDeclareFirstMove
            | GreenlandDegradeMove
            | GreenlandDiscardHandMove
            | GreenlandDivorceMove
            | GreenlandDomesticateMove
            | GreenlandEmissaryMove
            | GreenlandEndActionsMove
            | GreenlandEndAssignmentMove
            | GreenlandEndPacifyMove
            | GreenlandEndReassignMove
            | GreenlandForageMove
            | GreenlandHitMove
            | GreenlandHuntCardMove
            | GreenlandHuntMove
            | GreenlandIronRuleMove
            | GreenlandKeepDiceMove
            | GreenlandMarryMove
            | GreenlandNegoCardMove
            | GreenlandNegoDoneMove
            | GreenlandOfferDropMove
            | GreenlandOfferItemMove
            | GreenlandOfferSendMove
            | GreenlandOfferToMove
            | GreenlandPacifyMove
            | GreenlandPassMove
            | GreenlandPayLossMove
            | GreenlandPlaceMove
            | GreenlandPromoteMove
            | GreenlandProselytiseMove
            | GreenlandReassignMove
            | GreenlandRecallElderMove
            | GreenlandRecallSettlerMove
            | GreenlandRecallSpouseMove
            | GreenlandRerollMove
            | GreenlandRetreatMove
            | GreenlandSacrificeMove
            | GreenlandTakeCardMove
            | GreenlandToolmakerMove
            | GreenlandTrophyMove
            | GreenlandWarCouncilMove
            | GreenlandWitchHuntMove
            | GreenlandWoolMove
            | KnarrDiscardBoardMove
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
            | UigoPlaceCardMove
            | UigoPlayCardMove
        ):
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_uigo_move_type_0 = UigoPlaceCardMove.from_dict(data)

                return componentsschemas_uigo_move_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_uigo_move_type_1 = UigoPlayCardMove.from_dict(data)

                return componentsschemas_uigo_move_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
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
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_fjords_move_type_5 = FjordsTakeOpenMove.from_dict(data)

                return componentsschemas_fjords_move_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
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
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_knarr_move_type_10 = KnarrTradeMove.from_dict(data)

                return componentsschemas_knarr_move_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
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
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_graenaland_move_type_27 = GraenalandWithdrawProposalMove.from_dict(data)

                return componentsschemas_graenaland_move_type_27
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_greenland_move_type_0 = GreenlandAbandonColoniesMove.from_dict(data)

                return componentsschemas_greenland_move_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_greenland_move_type_1 = GreenlandAnswerMove.from_dict(data)

                return componentsschemas_greenland_move_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_greenland_move_type_2 = GreenlandBanishMove.from_dict(data)

                return componentsschemas_greenland_move_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_greenland_move_type_3 = GreenlandBanishTargetMove.from_dict(data)

                return componentsschemas_greenland_move_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_greenland_move_type_4 = GreenlandBaptismMove.from_dict(data)

                return componentsschemas_greenland_move_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_greenland_move_type_5 = GreenlandBidMove.from_dict(data)

                return componentsschemas_greenland_move_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_greenland_move_type_6 = GreenlandCashInMove.from_dict(data)

                return componentsschemas_greenland_move_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_greenland_move_type_7 = GreenlandCasualtyMove.from_dict(data)

                return componentsschemas_greenland_move_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_greenland_move_type_8 = GreenlandChooseAnimalMove.from_dict(data)

                return componentsschemas_greenland_move_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_greenland_move_type_9 = GreenlandConvertMove.from_dict(data)

                return componentsschemas_greenland_move_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_greenland_move_type_10 = GreenlandDecimationMove.from_dict(data)

                return componentsschemas_greenland_move_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_greenland_move_type_11 = GreenlandDeclareFirstMove.from_dict(data)

                return componentsschemas_greenland_move_type_11
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_greenland_move_type_12 = GreenlandDegradeMove.from_dict(data)

                return componentsschemas_greenland_move_type_12
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_greenland_move_type_13 = GreenlandDiscardHandMove.from_dict(data)

                return componentsschemas_greenland_move_type_13
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_greenland_move_type_14 = GreenlandDivorceMove.from_dict(data)

                return componentsschemas_greenland_move_type_14
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_greenland_move_type_15 = GreenlandDomesticateMove.from_dict(data)

                return componentsschemas_greenland_move_type_15
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_greenland_move_type_16 = GreenlandEmissaryMove.from_dict(data)

                return componentsschemas_greenland_move_type_16
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_greenland_move_type_17 = GreenlandEndActionsMove.from_dict(data)

                return componentsschemas_greenland_move_type_17
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_greenland_move_type_18 = GreenlandEndAssignmentMove.from_dict(data)

                return componentsschemas_greenland_move_type_18
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_greenland_move_type_19 = GreenlandEndPacifyMove.from_dict(data)

                return componentsschemas_greenland_move_type_19
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_greenland_move_type_20 = GreenlandEndReassignMove.from_dict(data)

                return componentsschemas_greenland_move_type_20
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_greenland_move_type_21 = GreenlandForageMove.from_dict(data)

                return componentsschemas_greenland_move_type_21
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_greenland_move_type_22 = GreenlandHitMove.from_dict(data)

                return componentsschemas_greenland_move_type_22
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_greenland_move_type_23 = GreenlandHuntMove.from_dict(data)

                return componentsschemas_greenland_move_type_23
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_greenland_move_type_24 = GreenlandHuntCardMove.from_dict(data)

                return componentsschemas_greenland_move_type_24
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_greenland_move_type_25 = GreenlandIronRuleMove.from_dict(data)

                return componentsschemas_greenland_move_type_25
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_greenland_move_type_26 = GreenlandKeepDiceMove.from_dict(data)

                return componentsschemas_greenland_move_type_26
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_greenland_move_type_27 = GreenlandMarryMove.from_dict(data)

                return componentsschemas_greenland_move_type_27
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_greenland_move_type_28 = GreenlandNegoCardMove.from_dict(data)

                return componentsschemas_greenland_move_type_28
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_greenland_move_type_29 = GreenlandNegoDoneMove.from_dict(data)

                return componentsschemas_greenland_move_type_29
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_greenland_move_type_30 = GreenlandOfferDropMove.from_dict(data)

                return componentsschemas_greenland_move_type_30
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_greenland_move_type_31 = GreenlandOfferItemMove.from_dict(data)

                return componentsschemas_greenland_move_type_31
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_greenland_move_type_32 = GreenlandOfferSendMove.from_dict(data)

                return componentsschemas_greenland_move_type_32
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_greenland_move_type_33 = GreenlandOfferToMove.from_dict(data)

                return componentsschemas_greenland_move_type_33
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_greenland_move_type_34 = GreenlandPacifyMove.from_dict(data)

                return componentsschemas_greenland_move_type_34
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_greenland_move_type_35 = GreenlandPassMove.from_dict(data)

                return componentsschemas_greenland_move_type_35
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_greenland_move_type_36 = GreenlandPayLossMove.from_dict(data)

                return componentsschemas_greenland_move_type_36
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_greenland_move_type_37 = GreenlandPlaceMove.from_dict(data)

                return componentsschemas_greenland_move_type_37
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_greenland_move_type_38 = GreenlandPromoteMove.from_dict(data)

                return componentsschemas_greenland_move_type_38
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_greenland_move_type_39 = GreenlandProselytiseMove.from_dict(data)

                return componentsschemas_greenland_move_type_39
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_greenland_move_type_40 = GreenlandReassignMove.from_dict(data)

                return componentsschemas_greenland_move_type_40
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_greenland_move_type_41 = GreenlandRecallElderMove.from_dict(data)

                return componentsschemas_greenland_move_type_41
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_greenland_move_type_42 = GreenlandRecallSettlerMove.from_dict(data)

                return componentsschemas_greenland_move_type_42
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_greenland_move_type_43 = GreenlandRecallSpouseMove.from_dict(data)

                return componentsschemas_greenland_move_type_43
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_greenland_move_type_44 = GreenlandRerollMove.from_dict(data)

                return componentsschemas_greenland_move_type_44
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_greenland_move_type_45 = GreenlandRetreatMove.from_dict(data)

                return componentsschemas_greenland_move_type_45
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_greenland_move_type_46 = GreenlandSacrificeMove.from_dict(data)

                return componentsschemas_greenland_move_type_46
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_greenland_move_type_47 = GreenlandTakeCardMove.from_dict(data)

                return componentsschemas_greenland_move_type_47
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_greenland_move_type_48 = GreenlandToolmakerMove.from_dict(data)

                return componentsschemas_greenland_move_type_48
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_greenland_move_type_49 = GreenlandTrophyMove.from_dict(data)

                return componentsschemas_greenland_move_type_49
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_greenland_move_type_50 = GreenlandWarCouncilMove.from_dict(data)

                return componentsschemas_greenland_move_type_50
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_greenland_move_type_51 = GreenlandWitchHuntMove.from_dict(data)

                return componentsschemas_greenland_move_type_51
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_greenland_move_type_52 = GreenlandWoolMove.from_dict(data)

            return componentsschemas_greenland_move_type_52

        if_move = _parse_if_move(d.pop("if_move"))

        def _parse_then_move(
            data: object,
        ) -> (
            FjordsDrawMove
            | FjordsFieldMove
            | FjordsHutMove
            | FjordsNoHutMove
            | FjordsPlaceMove
            | FjordsTakeOpenMove
            | GraenalandAbandonJointMove
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
            | GreenlandAbandonColoniesMove
            | GreenlandAnswerMove
            | GreenlandBanishMove
            | GreenlandBanishTargetMove
            | GreenlandBaptismMove
            | GreenlandBidMove
            | GreenlandCashInMove
            | GreenlandCasualtyMove
            | GreenlandChooseAnimalMove
            | GreenlandConvertMove
            | GreenlandDecimationMove
            | GreenlandDeclareFirstMove
            | GreenlandDegradeMove
            | GreenlandDiscardHandMove
            | GreenlandDivorceMove
            | GreenlandDomesticateMove
            | GreenlandEmissaryMove
            | GreenlandEndActionsMove
            | GreenlandEndAssignmentMove
            | GreenlandEndPacifyMove
            | GreenlandEndReassignMove
            | GreenlandForageMove
            | GreenlandHitMove
            | GreenlandHuntCardMove
            | GreenlandHuntMove
            | GreenlandIronRuleMove
            | GreenlandKeepDiceMove
            | GreenlandMarryMove
            | GreenlandNegoCardMove
            | GreenlandNegoDoneMove
            | GreenlandOfferDropMove
            | GreenlandOfferItemMove
            | GreenlandOfferSendMove
            | GreenlandOfferToMove
            | GreenlandPacifyMove
            | GreenlandPassMove
            | GreenlandPayLossMove
            | GreenlandPlaceMove
            | GreenlandPromoteMove
            | GreenlandProselytiseMove
            | GreenlandReassignMove
            | GreenlandRecallElderMove
            | GreenlandRecallSettlerMove
            | GreenlandRecallSpouseMove
            | GreenlandRerollMove
            | GreenlandRetreatMove
            | GreenlandSacrificeMove
            | GreenlandTakeCardMove
            | GreenlandToolmakerMove
            | GreenlandTrophyMove
            | GreenlandWarCouncilMove
            | GreenlandWitchHuntMove
            | GreenlandWoolMove
            | KnarrDiscardBoardMove
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
            | UigoPlaceCardMove
            | UigoPlayCardMove
        ):
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_uigo_move_type_0 = UigoPlaceCardMove.from_dict(data)

                return componentsschemas_uigo_move_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_uigo_move_type_1 = UigoPlayCardMove.from_dict(data)

                return componentsschemas_uigo_move_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
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
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_fjords_move_type_5 = FjordsTakeOpenMove.from_dict(data)

                return componentsschemas_fjords_move_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
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
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_knarr_move_type_10 = KnarrTradeMove.from_dict(data)

                return componentsschemas_knarr_move_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
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
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_graenaland_move_type_27 = GraenalandWithdrawProposalMove.from_dict(data)

                return componentsschemas_graenaland_move_type_27
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_greenland_move_type_0 = GreenlandAbandonColoniesMove.from_dict(data)

                return componentsschemas_greenland_move_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_greenland_move_type_1 = GreenlandAnswerMove.from_dict(data)

                return componentsschemas_greenland_move_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_greenland_move_type_2 = GreenlandBanishMove.from_dict(data)

                return componentsschemas_greenland_move_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_greenland_move_type_3 = GreenlandBanishTargetMove.from_dict(data)

                return componentsschemas_greenland_move_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_greenland_move_type_4 = GreenlandBaptismMove.from_dict(data)

                return componentsschemas_greenland_move_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_greenland_move_type_5 = GreenlandBidMove.from_dict(data)

                return componentsschemas_greenland_move_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_greenland_move_type_6 = GreenlandCashInMove.from_dict(data)

                return componentsschemas_greenland_move_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_greenland_move_type_7 = GreenlandCasualtyMove.from_dict(data)

                return componentsschemas_greenland_move_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_greenland_move_type_8 = GreenlandChooseAnimalMove.from_dict(data)

                return componentsschemas_greenland_move_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_greenland_move_type_9 = GreenlandConvertMove.from_dict(data)

                return componentsschemas_greenland_move_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_greenland_move_type_10 = GreenlandDecimationMove.from_dict(data)

                return componentsschemas_greenland_move_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_greenland_move_type_11 = GreenlandDeclareFirstMove.from_dict(data)

                return componentsschemas_greenland_move_type_11
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_greenland_move_type_12 = GreenlandDegradeMove.from_dict(data)

                return componentsschemas_greenland_move_type_12
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_greenland_move_type_13 = GreenlandDiscardHandMove.from_dict(data)

                return componentsschemas_greenland_move_type_13
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_greenland_move_type_14 = GreenlandDivorceMove.from_dict(data)

                return componentsschemas_greenland_move_type_14
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_greenland_move_type_15 = GreenlandDomesticateMove.from_dict(data)

                return componentsschemas_greenland_move_type_15
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_greenland_move_type_16 = GreenlandEmissaryMove.from_dict(data)

                return componentsschemas_greenland_move_type_16
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_greenland_move_type_17 = GreenlandEndActionsMove.from_dict(data)

                return componentsschemas_greenland_move_type_17
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_greenland_move_type_18 = GreenlandEndAssignmentMove.from_dict(data)

                return componentsschemas_greenland_move_type_18
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_greenland_move_type_19 = GreenlandEndPacifyMove.from_dict(data)

                return componentsschemas_greenland_move_type_19
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_greenland_move_type_20 = GreenlandEndReassignMove.from_dict(data)

                return componentsschemas_greenland_move_type_20
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_greenland_move_type_21 = GreenlandForageMove.from_dict(data)

                return componentsschemas_greenland_move_type_21
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_greenland_move_type_22 = GreenlandHitMove.from_dict(data)

                return componentsschemas_greenland_move_type_22
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_greenland_move_type_23 = GreenlandHuntMove.from_dict(data)

                return componentsschemas_greenland_move_type_23
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_greenland_move_type_24 = GreenlandHuntCardMove.from_dict(data)

                return componentsschemas_greenland_move_type_24
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_greenland_move_type_25 = GreenlandIronRuleMove.from_dict(data)

                return componentsschemas_greenland_move_type_25
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_greenland_move_type_26 = GreenlandKeepDiceMove.from_dict(data)

                return componentsschemas_greenland_move_type_26
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_greenland_move_type_27 = GreenlandMarryMove.from_dict(data)

                return componentsschemas_greenland_move_type_27
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_greenland_move_type_28 = GreenlandNegoCardMove.from_dict(data)

                return componentsschemas_greenland_move_type_28
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_greenland_move_type_29 = GreenlandNegoDoneMove.from_dict(data)

                return componentsschemas_greenland_move_type_29
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_greenland_move_type_30 = GreenlandOfferDropMove.from_dict(data)

                return componentsschemas_greenland_move_type_30
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_greenland_move_type_31 = GreenlandOfferItemMove.from_dict(data)

                return componentsschemas_greenland_move_type_31
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_greenland_move_type_32 = GreenlandOfferSendMove.from_dict(data)

                return componentsschemas_greenland_move_type_32
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_greenland_move_type_33 = GreenlandOfferToMove.from_dict(data)

                return componentsschemas_greenland_move_type_33
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_greenland_move_type_34 = GreenlandPacifyMove.from_dict(data)

                return componentsschemas_greenland_move_type_34
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_greenland_move_type_35 = GreenlandPassMove.from_dict(data)

                return componentsschemas_greenland_move_type_35
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_greenland_move_type_36 = GreenlandPayLossMove.from_dict(data)

                return componentsschemas_greenland_move_type_36
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_greenland_move_type_37 = GreenlandPlaceMove.from_dict(data)

                return componentsschemas_greenland_move_type_37
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_greenland_move_type_38 = GreenlandPromoteMove.from_dict(data)

                return componentsschemas_greenland_move_type_38
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_greenland_move_type_39 = GreenlandProselytiseMove.from_dict(data)

                return componentsschemas_greenland_move_type_39
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_greenland_move_type_40 = GreenlandReassignMove.from_dict(data)

                return componentsschemas_greenland_move_type_40
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_greenland_move_type_41 = GreenlandRecallElderMove.from_dict(data)

                return componentsschemas_greenland_move_type_41
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_greenland_move_type_42 = GreenlandRecallSettlerMove.from_dict(data)

                return componentsschemas_greenland_move_type_42
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_greenland_move_type_43 = GreenlandRecallSpouseMove.from_dict(data)

                return componentsschemas_greenland_move_type_43
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_greenland_move_type_44 = GreenlandRerollMove.from_dict(data)

                return componentsschemas_greenland_move_type_44
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_greenland_move_type_45 = GreenlandRetreatMove.from_dict(data)

                return componentsschemas_greenland_move_type_45
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_greenland_move_type_46 = GreenlandSacrificeMove.from_dict(data)

                return componentsschemas_greenland_move_type_46
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_greenland_move_type_47 = GreenlandTakeCardMove.from_dict(data)

                return componentsschemas_greenland_move_type_47
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_greenland_move_type_48 = GreenlandToolmakerMove.from_dict(data)

                return componentsschemas_greenland_move_type_48
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_greenland_move_type_49 = GreenlandTrophyMove.from_dict(data)

                return componentsschemas_greenland_move_type_49
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_greenland_move_type_50 = GreenlandWarCouncilMove.from_dict(data)

                return componentsschemas_greenland_move_type_50
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_greenland_move_type_51 = GreenlandWitchHuntMove.from_dict(data)

                return componentsschemas_greenland_move_type_51
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_greenland_move_type_52 = GreenlandWoolMove.from_dict(data)

            return componentsschemas_greenland_move_type_52

        then_move = _parse_then_move(d.pop("then_move"))

        status = ConditionalMoveStatus(d.pop("status"))

        made_at_seq = d.pop("made_at_seq")

        def _parse_resolved_at_seq(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        resolved_at_seq = _parse_resolved_at_seq(d.pop("resolved_at_seq"))

        conditional_move = cls(
            id=id,
            if_move=if_move,
            then_move=then_move,
            status=status,
            made_at_seq=made_at_seq,
            resolved_at_seq=resolved_at_seq,
        )

        conditional_move.additional_properties = d
        return conditional_move

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
