from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.greenland_legal_moves_ruleset import GreenlandLegalMovesRuleset

if TYPE_CHECKING:
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


T = TypeVar("T", bound="GreenlandLegalMoves")


@_attrs_define
class GreenlandLegalMoves:
    """
    Attributes:
        seq (int): The seq these moves were read at: the move's expected_seq.
        seat (int | None): Your seat; null if you have none.
        ruleset (GreenlandLegalMovesRuleset): The game's rule set.
        moves (list[GreenlandAbandonColoniesMove | GreenlandAnswerMove | GreenlandBanishMove | GreenlandBanishTargetMove
            | GreenlandBaptismMove | GreenlandBidMove | GreenlandCashInMove | GreenlandCasualtyMove |
            GreenlandChooseAnimalMove | GreenlandConvertMove | GreenlandDecimationMove | GreenlandDeclareFirstMove |
            GreenlandDegradeMove | GreenlandDiscardHandMove | GreenlandDivorceMove | GreenlandDomesticateMove |
            GreenlandEmissaryMove | GreenlandEndActionsMove | GreenlandEndAssignmentMove | GreenlandEndPacifyMove |
            GreenlandEndReassignMove | GreenlandForageMove | GreenlandHitMove | GreenlandHuntCardMove | GreenlandHuntMove |
            GreenlandIronRuleMove | GreenlandKeepDiceMove | GreenlandMarryMove | GreenlandNegoCardMove |
            GreenlandNegoDoneMove | GreenlandOfferDropMove | GreenlandOfferItemMove | GreenlandOfferSendMove |
            GreenlandOfferToMove | GreenlandPacifyMove | GreenlandPassMove | GreenlandPayLossMove | GreenlandPlaceMove |
            GreenlandPromoteMove | GreenlandProselytiseMove | GreenlandReassignMove | GreenlandRecallElderMove |
            GreenlandRecallSettlerMove | GreenlandRecallSpouseMove | GreenlandRerollMove | GreenlandRetreatMove |
            GreenlandSacrificeMove | GreenlandTakeCardMove | GreenlandToolmakerMove | GreenlandTrophyMove |
            GreenlandWarCouncilMove | GreenlandWitchHuntMove | GreenlandWoolMove]): Empty when the game does not wait for
            you.
    """

    seq: int
    seat: int | None
    ruleset: GreenlandLegalMovesRuleset
    moves: list[
        GreenlandAbandonColoniesMove
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
    ]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
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

        seq = self.seq

        seat: int | None
        seat = self.seat

        ruleset = self.ruleset.value

        moves = []
        for moves_item_data in self.moves:
            moves_item: dict[str, Any]
            if isinstance(moves_item_data, GreenlandAbandonColoniesMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, GreenlandAnswerMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, GreenlandBanishMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, GreenlandBanishTargetMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, GreenlandBaptismMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, GreenlandBidMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, GreenlandCashInMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, GreenlandCasualtyMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, GreenlandChooseAnimalMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, GreenlandConvertMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, GreenlandDecimationMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, GreenlandDeclareFirstMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, GreenlandDegradeMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, GreenlandDiscardHandMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, GreenlandDivorceMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, GreenlandDomesticateMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, GreenlandEmissaryMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, GreenlandEndActionsMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, GreenlandEndAssignmentMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, GreenlandEndPacifyMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, GreenlandEndReassignMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, GreenlandForageMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, GreenlandHitMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, GreenlandHuntMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, GreenlandHuntCardMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, GreenlandIronRuleMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, GreenlandKeepDiceMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, GreenlandMarryMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, GreenlandNegoCardMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, GreenlandNegoDoneMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, GreenlandOfferDropMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, GreenlandOfferItemMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, GreenlandOfferSendMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, GreenlandOfferToMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, GreenlandPacifyMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, GreenlandPassMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, GreenlandPayLossMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, GreenlandPlaceMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, GreenlandPromoteMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, GreenlandProselytiseMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, GreenlandReassignMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, GreenlandRecallElderMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, GreenlandRecallSettlerMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, GreenlandRecallSpouseMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, GreenlandRerollMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, GreenlandRetreatMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, GreenlandSacrificeMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, GreenlandTakeCardMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, GreenlandToolmakerMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, GreenlandTrophyMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, GreenlandWarCouncilMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, GreenlandWitchHuntMove):
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

        d = dict(src_dict)
        seq = d.pop("seq")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        ruleset = GreenlandLegalMovesRuleset(d.pop("ruleset"))

        moves = []
        _moves = d.pop("moves")
        for moves_item_data in _moves:

            def _parse_moves_item(
                data: object,
            ) -> (
                GreenlandAbandonColoniesMove
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
            ):
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

            moves_item = _parse_moves_item(moves_item_data)

            moves.append(moves_item)

        greenland_legal_moves = cls(
            seq=seq,
            seat=seat,
            ruleset=ruleset,
            moves=moves,
        )

        greenland_legal_moves.additional_properties = d
        return greenland_legal_moves

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
