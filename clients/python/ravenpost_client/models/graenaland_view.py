from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.graenaland_card import GraenalandCard
from ..models.graenaland_phase import GraenalandPhase
from ..models.graenaland_supply_card import GraenalandSupplyCard
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.graenaland_view_build_type_0 import GraenalandViewBuildType0
    from ..models.graenaland_view_buildings import GraenalandViewBuildings
    from ..models.graenaland_view_claimed import GraenalandViewClaimed
    from ..models.graenaland_view_claims import GraenalandViewClaims
    from ..models.graenaland_view_decks import GraenalandViewDecks
    from ..models.graenaland_view_discards import GraenalandViewDiscards
    from ..models.graenaland_view_heroes_item import GraenalandViewHeroesItem
    from ..models.graenaland_view_options import GraenalandViewOptions
    from ..models.graenaland_view_piles import GraenalandViewPiles
    from ..models.graenaland_view_placement_type_0 import GraenalandViewPlacementType0
    from ..models.graenaland_view_plans_item_type_1 import GraenalandViewPlansItemType1
    from ..models.graenaland_view_positions import GraenalandViewPositions
    from ..models.graenaland_view_progress_item import GraenalandViewProgressItem
    from ..models.graenaland_view_proposal_type_0 import GraenalandViewProposalType0
    from ..models.graenaland_view_territory_votes import GraenalandViewTerritoryVotes
    from ..models.graenaland_view_villages import GraenalandViewVillages
    from ..models.graenaland_view_votes import GraenalandViewVotes
    from ..models.graenaland_view_vp import GraenalandViewVp
    from ..models.graenaland_view_waiting_item import GraenalandViewWaitingItem
    from ..models.graenaland_view_works import GraenalandViewWorks


T = TypeVar("T", bound="GraenalandView")


@_attrs_define
class GraenalandView:
    """
    Attributes:
        players (int):
        options (GraenalandViewOptions):
        positions (GraenalandViewPositions):
        villages (GraenalandViewVillages):
        buildings (GraenalandViewBuildings):
        works (GraenalandViewWorks):
        piles (GraenalandViewPiles):
        heroes (list[GraenalandViewHeroesItem]):
        waiting (list[GraenalandViewWaitingItem]):
        army (list[int]):
        hands (list[list[GraenalandCard] | None]):
        decks (GraenalandViewDecks):
        discards (GraenalandViewDiscards):
        supply_deck (int):
        supply_row (list[GraenalandSupplyCard]):
        supply_discard (list[GraenalandSupplyCard]):
        main (int):
        turn (int):
        last_built_turn (int):
        phase (GraenalandPhase):
        plans (list[bool | GraenalandViewPlansItemType1 | None]):
        proposers (list[int]):
        proposal (GraenalandViewProposalType0 | None):
        votes (GraenalandViewVotes):
        claims (GraenalandViewClaims):
        claimants (list[int]):
        claimed (GraenalandViewClaimed):
        build (GraenalandViewBuildType0 | None):
        final_queue (list[int]):
        winner (int | None):
        over (bool):
        ended_by_limit (bool):
        placement (GraenalandViewPlacementType0 | None):
        vp (GraenalandViewVp):
        you (int | None):
        hand_sizes (list[int]):
        territory_votes (GraenalandViewTerritoryVotes):
        progress (list[GraenalandViewProgressItem]):
        your_victory_points (int | Unset):
    """

    players: int
    options: GraenalandViewOptions
    positions: GraenalandViewPositions
    villages: GraenalandViewVillages
    buildings: GraenalandViewBuildings
    works: GraenalandViewWorks
    piles: GraenalandViewPiles
    heroes: list[GraenalandViewHeroesItem]
    waiting: list[GraenalandViewWaitingItem]
    army: list[int]
    hands: list[list[GraenalandCard] | None]
    decks: GraenalandViewDecks
    discards: GraenalandViewDiscards
    supply_deck: int
    supply_row: list[GraenalandSupplyCard]
    supply_discard: list[GraenalandSupplyCard]
    main: int
    turn: int
    last_built_turn: int
    phase: GraenalandPhase
    plans: list[bool | GraenalandViewPlansItemType1 | None]
    proposers: list[int]
    proposal: GraenalandViewProposalType0 | None
    votes: GraenalandViewVotes
    claims: GraenalandViewClaims
    claimants: list[int]
    claimed: GraenalandViewClaimed
    build: GraenalandViewBuildType0 | None
    final_queue: list[int]
    winner: int | None
    over: bool
    ended_by_limit: bool
    placement: GraenalandViewPlacementType0 | None
    vp: GraenalandViewVp
    you: int | None
    hand_sizes: list[int]
    territory_votes: GraenalandViewTerritoryVotes
    progress: list[GraenalandViewProgressItem]
    your_victory_points: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.graenaland_view_build_type_0 import GraenalandViewBuildType0  # noqa: PLC0415
        from ..models.graenaland_view_placement_type_0 import GraenalandViewPlacementType0  # noqa: PLC0415
        from ..models.graenaland_view_plans_item_type_1 import GraenalandViewPlansItemType1  # noqa: PLC0415
        from ..models.graenaland_view_proposal_type_0 import GraenalandViewProposalType0  # noqa: PLC0415

        players = self.players

        options = self.options.to_dict()

        positions = self.positions.to_dict()

        villages = self.villages.to_dict()

        buildings = self.buildings.to_dict()

        works = self.works.to_dict()

        piles = self.piles.to_dict()

        heroes = []
        for heroes_item_data in self.heroes:
            heroes_item = heroes_item_data.to_dict()
            heroes.append(heroes_item)

        waiting = []
        for waiting_item_data in self.waiting:
            waiting_item = waiting_item_data.to_dict()
            waiting.append(waiting_item)

        army = self.army

        hands = []
        for hands_item_data in self.hands:
            hands_item: list[str] | None
            if isinstance(hands_item_data, list):
                hands_item = []
                for hands_item_type_0_item_data in hands_item_data:
                    hands_item_type_0_item = hands_item_type_0_item_data.value
                    hands_item.append(hands_item_type_0_item)

            else:
                hands_item = hands_item_data
            hands.append(hands_item)

        decks = self.decks.to_dict()

        discards = self.discards.to_dict()

        supply_deck = self.supply_deck

        supply_row = []
        for supply_row_item_data in self.supply_row:
            supply_row_item = supply_row_item_data.value
            supply_row.append(supply_row_item)

        supply_discard = []
        for supply_discard_item_data in self.supply_discard:
            supply_discard_item = supply_discard_item_data.value
            supply_discard.append(supply_discard_item)

        main = self.main

        turn = self.turn

        last_built_turn = self.last_built_turn

        phase = self.phase.value

        plans = []
        for plans_item_data in self.plans:
            plans_item: bool | dict[str, Any] | None
            if isinstance(plans_item_data, GraenalandViewPlansItemType1):
                plans_item = plans_item_data.to_dict()
            else:
                plans_item = plans_item_data
            plans.append(plans_item)

        proposers = self.proposers

        proposal: dict[str, Any] | None
        if isinstance(self.proposal, GraenalandViewProposalType0):
            proposal = self.proposal.to_dict()
        else:
            proposal = self.proposal

        votes = self.votes.to_dict()

        claims = self.claims.to_dict()

        claimants = self.claimants

        claimed = self.claimed.to_dict()

        build: dict[str, Any] | None
        if isinstance(self.build, GraenalandViewBuildType0):
            build = self.build.to_dict()
        else:
            build = self.build

        final_queue = self.final_queue

        winner: int | None
        winner = self.winner

        over = self.over

        ended_by_limit = self.ended_by_limit

        placement: dict[str, Any] | None
        if isinstance(self.placement, GraenalandViewPlacementType0):
            placement = self.placement.to_dict()
        else:
            placement = self.placement

        vp = self.vp.to_dict()

        you: int | None
        you = self.you

        hand_sizes = self.hand_sizes

        territory_votes = self.territory_votes.to_dict()

        progress = []
        for progress_item_data in self.progress:
            progress_item = progress_item_data.to_dict()
            progress.append(progress_item)

        your_victory_points = self.your_victory_points

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "players": players,
                "options": options,
                "positions": positions,
                "villages": villages,
                "buildings": buildings,
                "works": works,
                "piles": piles,
                "heroes": heroes,
                "waiting": waiting,
                "army": army,
                "hands": hands,
                "decks": decks,
                "discards": discards,
                "supply_deck": supply_deck,
                "supply_row": supply_row,
                "supply_discard": supply_discard,
                "main": main,
                "turn": turn,
                "last_built_turn": last_built_turn,
                "phase": phase,
                "plans": plans,
                "proposers": proposers,
                "proposal": proposal,
                "votes": votes,
                "claims": claims,
                "claimants": claimants,
                "claimed": claimed,
                "build": build,
                "final_queue": final_queue,
                "winner": winner,
                "over": over,
                "ended_by_limit": ended_by_limit,
                "placement": placement,
                "vp": vp,
                "you": you,
                "hand_sizes": hand_sizes,
                "territory_votes": territory_votes,
                "progress": progress,
            }
        )
        if your_victory_points is not UNSET:
            field_dict["your_victory_points"] = your_victory_points

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.graenaland_view_build_type_0 import GraenalandViewBuildType0  # noqa: PLC0415
        from ..models.graenaland_view_buildings import GraenalandViewBuildings  # noqa: PLC0415
        from ..models.graenaland_view_claimed import GraenalandViewClaimed  # noqa: PLC0415
        from ..models.graenaland_view_claims import GraenalandViewClaims  # noqa: PLC0415
        from ..models.graenaland_view_decks import GraenalandViewDecks  # noqa: PLC0415
        from ..models.graenaland_view_discards import GraenalandViewDiscards  # noqa: PLC0415
        from ..models.graenaland_view_heroes_item import GraenalandViewHeroesItem  # noqa: PLC0415
        from ..models.graenaland_view_options import GraenalandViewOptions  # noqa: PLC0415
        from ..models.graenaland_view_piles import GraenalandViewPiles  # noqa: PLC0415
        from ..models.graenaland_view_placement_type_0 import GraenalandViewPlacementType0  # noqa: PLC0415
        from ..models.graenaland_view_plans_item_type_1 import GraenalandViewPlansItemType1  # noqa: PLC0415
        from ..models.graenaland_view_positions import GraenalandViewPositions  # noqa: PLC0415
        from ..models.graenaland_view_progress_item import GraenalandViewProgressItem  # noqa: PLC0415
        from ..models.graenaland_view_proposal_type_0 import GraenalandViewProposalType0  # noqa: PLC0415
        from ..models.graenaland_view_territory_votes import GraenalandViewTerritoryVotes  # noqa: PLC0415
        from ..models.graenaland_view_villages import GraenalandViewVillages  # noqa: PLC0415
        from ..models.graenaland_view_votes import GraenalandViewVotes  # noqa: PLC0415
        from ..models.graenaland_view_vp import GraenalandViewVp  # noqa: PLC0415
        from ..models.graenaland_view_waiting_item import GraenalandViewWaitingItem  # noqa: PLC0415
        from ..models.graenaland_view_works import GraenalandViewWorks  # noqa: PLC0415

        d = dict(src_dict)
        players = d.pop("players")

        options = GraenalandViewOptions.from_dict(d.pop("options"))

        positions = GraenalandViewPositions.from_dict(d.pop("positions"))

        villages = GraenalandViewVillages.from_dict(d.pop("villages"))

        buildings = GraenalandViewBuildings.from_dict(d.pop("buildings"))

        works = GraenalandViewWorks.from_dict(d.pop("works"))

        piles = GraenalandViewPiles.from_dict(d.pop("piles"))

        heroes = []
        _heroes = d.pop("heroes")
        for heroes_item_data in _heroes:
            heroes_item = GraenalandViewHeroesItem.from_dict(heroes_item_data)

            heroes.append(heroes_item)

        waiting = []
        _waiting = d.pop("waiting")
        for waiting_item_data in _waiting:
            waiting_item = GraenalandViewWaitingItem.from_dict(waiting_item_data)

            waiting.append(waiting_item)

        army = cast(list[int], d.pop("army"))

        hands = []
        _hands = d.pop("hands")
        for hands_item_data in _hands:

            def _parse_hands_item(data: object) -> list[GraenalandCard] | None:
                if data is None:
                    return data
                try:
                    if not isinstance(data, list):
                        raise TypeError()
                    hands_item_type_0 = []
                    _hands_item_type_0 = data
                    for hands_item_type_0_item_data in _hands_item_type_0:
                        hands_item_type_0_item = GraenalandCard(hands_item_type_0_item_data)

                        hands_item_type_0.append(hands_item_type_0_item)

                    return hands_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(list[GraenalandCard] | None, data)

            hands_item = _parse_hands_item(hands_item_data)

            hands.append(hands_item)

        decks = GraenalandViewDecks.from_dict(d.pop("decks"))

        discards = GraenalandViewDiscards.from_dict(d.pop("discards"))

        supply_deck = d.pop("supply_deck")

        supply_row = []
        _supply_row = d.pop("supply_row")
        for supply_row_item_data in _supply_row:
            supply_row_item = GraenalandSupplyCard(supply_row_item_data)

            supply_row.append(supply_row_item)

        supply_discard = []
        _supply_discard = d.pop("supply_discard")
        for supply_discard_item_data in _supply_discard:
            supply_discard_item = GraenalandSupplyCard(supply_discard_item_data)

            supply_discard.append(supply_discard_item)

        main = d.pop("main")

        turn = d.pop("turn")

        last_built_turn = d.pop("last_built_turn")

        phase = GraenalandPhase(d.pop("phase"))

        plans = []
        _plans = d.pop("plans")
        for plans_item_data in _plans:

            def _parse_plans_item(data: object) -> bool | GraenalandViewPlansItemType1 | None:
                if data is None:
                    return data
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    plans_item_type_1 = GraenalandViewPlansItemType1.from_dict(data)

                    return plans_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(bool | GraenalandViewPlansItemType1 | None, data)

            plans_item = _parse_plans_item(plans_item_data)

            plans.append(plans_item)

        proposers = cast(list[int], d.pop("proposers"))

        def _parse_proposal(data: object) -> GraenalandViewProposalType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                proposal_type_0 = GraenalandViewProposalType0.from_dict(data)

                return proposal_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GraenalandViewProposalType0 | None, data)

        proposal = _parse_proposal(d.pop("proposal"))

        votes = GraenalandViewVotes.from_dict(d.pop("votes"))

        claims = GraenalandViewClaims.from_dict(d.pop("claims"))

        claimants = cast(list[int], d.pop("claimants"))

        claimed = GraenalandViewClaimed.from_dict(d.pop("claimed"))

        def _parse_build(data: object) -> GraenalandViewBuildType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                build_type_0 = GraenalandViewBuildType0.from_dict(data)

                return build_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GraenalandViewBuildType0 | None, data)

        build = _parse_build(d.pop("build"))

        final_queue = cast(list[int], d.pop("final_queue"))

        def _parse_winner(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        winner = _parse_winner(d.pop("winner"))

        over = d.pop("over")

        ended_by_limit = d.pop("ended_by_limit")

        def _parse_placement(data: object) -> GraenalandViewPlacementType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                placement_type_0 = GraenalandViewPlacementType0.from_dict(data)

                return placement_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GraenalandViewPlacementType0 | None, data)

        placement = _parse_placement(d.pop("placement"))

        vp = GraenalandViewVp.from_dict(d.pop("vp"))

        def _parse_you(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        you = _parse_you(d.pop("you"))

        hand_sizes = cast(list[int], d.pop("hand_sizes"))

        territory_votes = GraenalandViewTerritoryVotes.from_dict(d.pop("territory_votes"))

        progress = []
        _progress = d.pop("progress")
        for progress_item_data in _progress:
            progress_item = GraenalandViewProgressItem.from_dict(progress_item_data)

            progress.append(progress_item)

        your_victory_points = d.pop("your_victory_points", UNSET)

        graenaland_view = cls(
            players=players,
            options=options,
            positions=positions,
            villages=villages,
            buildings=buildings,
            works=works,
            piles=piles,
            heroes=heroes,
            waiting=waiting,
            army=army,
            hands=hands,
            decks=decks,
            discards=discards,
            supply_deck=supply_deck,
            supply_row=supply_row,
            supply_discard=supply_discard,
            main=main,
            turn=turn,
            last_built_turn=last_built_turn,
            phase=phase,
            plans=plans,
            proposers=proposers,
            proposal=proposal,
            votes=votes,
            claims=claims,
            claimants=claimants,
            claimed=claimed,
            build=build,
            final_queue=final_queue,
            winner=winner,
            over=over,
            ended_by_limit=ended_by_limit,
            placement=placement,
            vp=vp,
            you=you,
            hand_sizes=hand_sizes,
            territory_votes=territory_votes,
            progress=progress,
            your_victory_points=your_victory_points,
        )

        return graenaland_view
