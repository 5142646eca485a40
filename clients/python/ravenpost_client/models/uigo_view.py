from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.uigo_card import UigoCard
from ..models.uigo_colour import UigoColour
from ..models.uigo_view_step import UigoViewStep

if TYPE_CHECKING:
    from ..models.uigo_view_kingdoms_item import UigoViewKingdomsItem
    from ..models.uigo_view_last_round_type_0 import UigoViewLastRoundType0
    from ..models.uigo_view_last_trick_type_0 import UigoViewLastTrickType0
    from ..models.uigo_view_scores_item import UigoViewScoresItem
    from ..models.uigo_view_to_place_type_0 import UigoViewToPlaceType0
    from ..models.uigo_view_trick_item import UigoViewTrickItem


T = TypeVar("T", bound="UigoView")


@_attrs_define
class UigoView:
    """
    Attributes:
        seat (int | None):
        players (int):
        round_ (int):
        rounds (int):
        trick_number (int):
        tricks_per_round (int):
        dealer (int):
        leader (int):
        step (UigoViewStep):
        to_move (list[int]):
        hand (list[UigoCard] | None):
        hand_sizes (list[int]):
        set_aside (int):
        trick (list[UigoViewTrickItem]):
        led_colour (None | UigoColour):
        last_trick (None | UigoViewLastTrickType0):
        to_place (None | UigoViewToPlaceType0):
        kingdoms (list[UigoViewKingdomsItem]):
        farmer_supply (int):
        scores (list[UigoViewScoresItem]):
        last_round (None | UigoViewLastRoundType0):
    """

    seat: int | None
    players: int
    round_: int
    rounds: int
    trick_number: int
    tricks_per_round: int
    dealer: int
    leader: int
    step: UigoViewStep
    to_move: list[int]
    hand: list[UigoCard] | None
    hand_sizes: list[int]
    set_aside: int
    trick: list[UigoViewTrickItem]
    led_colour: None | UigoColour
    last_trick: None | UigoViewLastTrickType0
    to_place: None | UigoViewToPlaceType0
    kingdoms: list[UigoViewKingdomsItem]
    farmer_supply: int
    scores: list[UigoViewScoresItem]
    last_round: None | UigoViewLastRoundType0

    def to_dict(self) -> dict[str, Any]:
        from ..models.uigo_view_last_round_type_0 import UigoViewLastRoundType0  # noqa: PLC0415
        from ..models.uigo_view_last_trick_type_0 import UigoViewLastTrickType0  # noqa: PLC0415
        from ..models.uigo_view_to_place_type_0 import UigoViewToPlaceType0  # noqa: PLC0415

        seat: int | None
        seat = self.seat

        players = self.players

        round_ = self.round_

        rounds = self.rounds

        trick_number = self.trick_number

        tricks_per_round = self.tricks_per_round

        dealer = self.dealer

        leader = self.leader

        step = self.step.value

        to_move = self.to_move

        hand: list[str] | None
        if isinstance(self.hand, list):
            hand = []
            for hand_type_0_item_data in self.hand:
                hand_type_0_item = hand_type_0_item_data.value
                hand.append(hand_type_0_item)

        else:
            hand = self.hand

        hand_sizes = self.hand_sizes

        set_aside = self.set_aside

        trick = []
        for trick_item_data in self.trick:
            trick_item = trick_item_data.to_dict()
            trick.append(trick_item)

        led_colour: None | str
        if isinstance(self.led_colour, UigoColour):
            led_colour = self.led_colour.value
        else:
            led_colour = self.led_colour

        last_trick: dict[str, Any] | None
        if isinstance(self.last_trick, UigoViewLastTrickType0):
            last_trick = self.last_trick.to_dict()
        else:
            last_trick = self.last_trick

        to_place: dict[str, Any] | None
        if isinstance(self.to_place, UigoViewToPlaceType0):
            to_place = self.to_place.to_dict()
        else:
            to_place = self.to_place

        kingdoms = []
        for kingdoms_item_data in self.kingdoms:
            kingdoms_item = kingdoms_item_data.to_dict()
            kingdoms.append(kingdoms_item)

        farmer_supply = self.farmer_supply

        scores = []
        for scores_item_data in self.scores:
            scores_item = scores_item_data.to_dict()
            scores.append(scores_item)

        last_round: dict[str, Any] | None
        if isinstance(self.last_round, UigoViewLastRoundType0):
            last_round = self.last_round.to_dict()
        else:
            last_round = self.last_round

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "players": players,
                "round": round_,
                "rounds": rounds,
                "trick_number": trick_number,
                "tricks_per_round": tricks_per_round,
                "dealer": dealer,
                "leader": leader,
                "step": step,
                "to_move": to_move,
                "hand": hand,
                "hand_sizes": hand_sizes,
                "set_aside": set_aside,
                "trick": trick,
                "led_colour": led_colour,
                "last_trick": last_trick,
                "to_place": to_place,
                "kingdoms": kingdoms,
                "farmer_supply": farmer_supply,
                "scores": scores,
                "last_round": last_round,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.uigo_view_kingdoms_item import UigoViewKingdomsItem  # noqa: PLC0415
        from ..models.uigo_view_last_round_type_0 import UigoViewLastRoundType0  # noqa: PLC0415
        from ..models.uigo_view_last_trick_type_0 import UigoViewLastTrickType0  # noqa: PLC0415
        from ..models.uigo_view_scores_item import UigoViewScoresItem  # noqa: PLC0415
        from ..models.uigo_view_to_place_type_0 import UigoViewToPlaceType0  # noqa: PLC0415
        from ..models.uigo_view_trick_item import UigoViewTrickItem  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        players = d.pop("players")

        round_ = d.pop("round")

        rounds = d.pop("rounds")

        trick_number = d.pop("trick_number")

        tricks_per_round = d.pop("tricks_per_round")

        dealer = d.pop("dealer")

        leader = d.pop("leader")

        step = UigoViewStep(d.pop("step"))

        to_move = cast(list[int], d.pop("to_move"))

        def _parse_hand(data: object) -> list[UigoCard] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                hand_type_0 = []
                _hand_type_0 = data
                for hand_type_0_item_data in _hand_type_0:
                    hand_type_0_item = UigoCard(hand_type_0_item_data)

                    hand_type_0.append(hand_type_0_item)

                return hand_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[UigoCard] | None, data)

        hand = _parse_hand(d.pop("hand"))

        hand_sizes = cast(list[int], d.pop("hand_sizes"))

        set_aside = d.pop("set_aside")

        trick = []
        _trick = d.pop("trick")
        for trick_item_data in _trick:
            trick_item = UigoViewTrickItem.from_dict(trick_item_data)

            trick.append(trick_item)

        def _parse_led_colour(data: object) -> None | UigoColour:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                led_colour_type_1 = UigoColour(data)

                return led_colour_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UigoColour, data)

        led_colour = _parse_led_colour(d.pop("led_colour"))

        def _parse_last_trick(data: object) -> None | UigoViewLastTrickType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                last_trick_type_0 = UigoViewLastTrickType0.from_dict(data)

                return last_trick_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UigoViewLastTrickType0, data)

        last_trick = _parse_last_trick(d.pop("last_trick"))

        def _parse_to_place(data: object) -> None | UigoViewToPlaceType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                to_place_type_0 = UigoViewToPlaceType0.from_dict(data)

                return to_place_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UigoViewToPlaceType0, data)

        to_place = _parse_to_place(d.pop("to_place"))

        kingdoms = []
        _kingdoms = d.pop("kingdoms")
        for kingdoms_item_data in _kingdoms:
            kingdoms_item = UigoViewKingdomsItem.from_dict(kingdoms_item_data)

            kingdoms.append(kingdoms_item)

        farmer_supply = d.pop("farmer_supply")

        scores = []
        _scores = d.pop("scores")
        for scores_item_data in _scores:
            scores_item = UigoViewScoresItem.from_dict(scores_item_data)

            scores.append(scores_item)

        def _parse_last_round(data: object) -> None | UigoViewLastRoundType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                last_round_type_0 = UigoViewLastRoundType0.from_dict(data)

                return last_round_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UigoViewLastRoundType0, data)

        last_round = _parse_last_round(d.pop("last_round"))

        uigo_view = cls(
            seat=seat,
            players=players,
            round_=round_,
            rounds=rounds,
            trick_number=trick_number,
            tricks_per_round=tricks_per_round,
            dealer=dealer,
            leader=leader,
            step=step,
            to_move=to_move,
            hand=hand,
            hand_sizes=hand_sizes,
            set_aside=set_aside,
            trick=trick,
            led_colour=led_colour,
            last_trick=last_trick,
            to_place=to_place,
            kingdoms=kingdoms,
            farmer_supply=farmer_supply,
            scores=scores,
            last_round=last_round,
        )

        return uigo_view
