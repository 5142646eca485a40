from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.greenland_card import GreenlandCard
from ..models.greenland_event_card import GreenlandEventCard
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.greenland_view_actions_type_0 import GreenlandViewActionsType0
    from ..models.greenland_view_assign_type_0 import GreenlandViewAssignType0
    from ..models.greenland_view_auction_type_0 import GreenlandViewAuctionType0
    from ..models.greenland_view_battle_type_0 import GreenlandViewBattleType0
    from ..models.greenland_view_flags import GreenlandViewFlags
    from ..models.greenland_view_hunt_type_0 import GreenlandViewHuntType0
    from ..models.greenland_view_hunters import GreenlandViewHunters
    from ..models.greenland_view_last_roll_type_0 import GreenlandViewLastRollType0
    from ..models.greenland_view_nego_type_0 import GreenlandViewNegoType0
    from ..models.greenland_view_new_world import GreenlandViewNewWorld
    from ..models.greenland_view_options import GreenlandViewOptions
    from ..models.greenland_view_piles import GreenlandViewPiles
    from ..models.greenland_view_placed import GreenlandViewPlaced
    from ..models.greenland_view_players_item import GreenlandViewPlayersItem
    from ..models.greenland_view_rows import GreenlandViewRows
    from ..models.greenland_view_scores import GreenlandViewScores
    from ..models.greenland_view_start import GreenlandViewStart
    from ..models.greenland_view_step_type_0 import GreenlandViewStepType0
    from ..models.greenland_view_stolen import GreenlandViewStolen
    from ..models.greenland_view_tableau_cubes import GreenlandViewTableauCubes


T = TypeVar("T", bound="GreenlandView")


@_attrs_define
class GreenlandView:
    """
    Attributes:
        players (list[GreenlandViewPlayersItem]):
        boards (list[list[list[int]]]):
        options (GreenlandViewOptions):
        beginner (bool):
        rules (int):
        rows (GreenlandViewRows):
        piles (GreenlandViewPiles):
        events_left (int):
        new_world (GreenlandViewNewWorld):
        hunters (GreenlandViewHunters):
        tableau_cubes (GreenlandViewTableauCubes):
        placed (GreenlandViewPlaced):
        stolen (GreenlandViewStolen):
        nego (GreenlandViewNegoType0 | None):
        battle (GreenlandViewBattleType0 | None):
        turn (int):
        event (GreenlandEventCard | None):
        first (int):
        order (list[int]):
        flags (GreenlandViewFlags):
        start (GreenlandViewStart):
        step (GreenlandViewStepType0 | None):
        auction (GreenlandViewAuctionType0 | None):
        hunt (GreenlandViewHuntType0 | None):
        actions (GreenlandViewActionsType0 | None):
        assign (GreenlandViewAssignType0 | None):
        removed (list[GreenlandCard]):
        over (bool):
        last_roll (GreenlandViewLastRollType0 | None):
        scores (GreenlandViewScores):
        to_move (list[int]):
        hunted (list[GreenlandCard] | Unset):
        controllers (list[int] | Unset):
        survivors (list[bool] | Unset):
    """

    players: list[GreenlandViewPlayersItem]
    boards: list[list[list[int]]]
    options: GreenlandViewOptions
    beginner: bool
    rules: int
    rows: GreenlandViewRows
    piles: GreenlandViewPiles
    events_left: int
    new_world: GreenlandViewNewWorld
    hunters: GreenlandViewHunters
    tableau_cubes: GreenlandViewTableauCubes
    placed: GreenlandViewPlaced
    stolen: GreenlandViewStolen
    nego: GreenlandViewNegoType0 | None
    battle: GreenlandViewBattleType0 | None
    turn: int
    event: GreenlandEventCard | None
    first: int
    order: list[int]
    flags: GreenlandViewFlags
    start: GreenlandViewStart
    step: GreenlandViewStepType0 | None
    auction: GreenlandViewAuctionType0 | None
    hunt: GreenlandViewHuntType0 | None
    actions: GreenlandViewActionsType0 | None
    assign: GreenlandViewAssignType0 | None
    removed: list[GreenlandCard]
    over: bool
    last_roll: GreenlandViewLastRollType0 | None
    scores: GreenlandViewScores
    to_move: list[int]
    hunted: list[GreenlandCard] | Unset = UNSET
    controllers: list[int] | Unset = UNSET
    survivors: list[bool] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.greenland_view_actions_type_0 import GreenlandViewActionsType0  # noqa: PLC0415
        from ..models.greenland_view_assign_type_0 import GreenlandViewAssignType0  # noqa: PLC0415
        from ..models.greenland_view_auction_type_0 import GreenlandViewAuctionType0  # noqa: PLC0415
        from ..models.greenland_view_battle_type_0 import GreenlandViewBattleType0  # noqa: PLC0415
        from ..models.greenland_view_hunt_type_0 import GreenlandViewHuntType0  # noqa: PLC0415
        from ..models.greenland_view_last_roll_type_0 import GreenlandViewLastRollType0  # noqa: PLC0415
        from ..models.greenland_view_nego_type_0 import GreenlandViewNegoType0  # noqa: PLC0415
        from ..models.greenland_view_step_type_0 import GreenlandViewStepType0  # noqa: PLC0415

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)

        boards = []
        for boards_item_data in self.boards:
            boards_item = []
            for boards_item_item_data in boards_item_data:
                boards_item_item = boards_item_item_data

                boards_item.append(boards_item_item)

            boards.append(boards_item)

        options = self.options.to_dict()

        beginner = self.beginner

        rules = self.rules

        rows = self.rows.to_dict()

        piles = self.piles.to_dict()

        events_left = self.events_left

        new_world = self.new_world.to_dict()

        hunters = self.hunters.to_dict()

        tableau_cubes = self.tableau_cubes.to_dict()

        placed = self.placed.to_dict()

        stolen = self.stolen.to_dict()

        nego: dict[str, Any] | None
        if isinstance(self.nego, GreenlandViewNegoType0):
            nego = self.nego.to_dict()
        else:
            nego = self.nego

        battle: dict[str, Any] | None
        if isinstance(self.battle, GreenlandViewBattleType0):
            battle = self.battle.to_dict()
        else:
            battle = self.battle

        turn = self.turn

        event: None | str
        if isinstance(self.event, GreenlandEventCard):
            event = self.event.value
        else:
            event = self.event

        first = self.first

        order = self.order

        flags = self.flags.to_dict()

        start = self.start.to_dict()

        step: dict[str, Any] | None
        if isinstance(self.step, GreenlandViewStepType0):
            step = self.step.to_dict()
        else:
            step = self.step

        auction: dict[str, Any] | None
        if isinstance(self.auction, GreenlandViewAuctionType0):
            auction = self.auction.to_dict()
        else:
            auction = self.auction

        hunt: dict[str, Any] | None
        if isinstance(self.hunt, GreenlandViewHuntType0):
            hunt = self.hunt.to_dict()
        else:
            hunt = self.hunt

        actions: dict[str, Any] | None
        if isinstance(self.actions, GreenlandViewActionsType0):
            actions = self.actions.to_dict()
        else:
            actions = self.actions

        assign: dict[str, Any] | None
        if isinstance(self.assign, GreenlandViewAssignType0):
            assign = self.assign.to_dict()
        else:
            assign = self.assign

        removed = []
        for removed_item_data in self.removed:
            removed_item = removed_item_data.value
            removed.append(removed_item)

        over = self.over

        last_roll: dict[str, Any] | None
        if isinstance(self.last_roll, GreenlandViewLastRollType0):
            last_roll = self.last_roll.to_dict()
        else:
            last_roll = self.last_roll

        scores = self.scores.to_dict()

        to_move = self.to_move

        hunted: list[str] | Unset = UNSET
        if not isinstance(self.hunted, Unset):
            hunted = []
            for hunted_item_data in self.hunted:
                hunted_item = hunted_item_data.value
                hunted.append(hunted_item)

        controllers: list[int] | Unset = UNSET
        if not isinstance(self.controllers, Unset):
            controllers = self.controllers

        survivors: list[bool] | Unset = UNSET
        if not isinstance(self.survivors, Unset):
            survivors = self.survivors

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "players": players,
                "boards": boards,
                "options": options,
                "beginner": beginner,
                "rules": rules,
                "rows": rows,
                "piles": piles,
                "events_left": events_left,
                "new_world": new_world,
                "hunters": hunters,
                "tableau_cubes": tableau_cubes,
                "placed": placed,
                "stolen": stolen,
                "nego": nego,
                "battle": battle,
                "turn": turn,
                "event": event,
                "first": first,
                "order": order,
                "flags": flags,
                "start": start,
                "step": step,
                "auction": auction,
                "hunt": hunt,
                "actions": actions,
                "assign": assign,
                "removed": removed,
                "over": over,
                "last_roll": last_roll,
                "scores": scores,
                "to_move": to_move,
            }
        )
        if hunted is not UNSET:
            field_dict["hunted"] = hunted
        if controllers is not UNSET:
            field_dict["controllers"] = controllers
        if survivors is not UNSET:
            field_dict["survivors"] = survivors

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.greenland_view_actions_type_0 import GreenlandViewActionsType0  # noqa: PLC0415
        from ..models.greenland_view_assign_type_0 import GreenlandViewAssignType0  # noqa: PLC0415
        from ..models.greenland_view_auction_type_0 import GreenlandViewAuctionType0  # noqa: PLC0415
        from ..models.greenland_view_battle_type_0 import GreenlandViewBattleType0  # noqa: PLC0415
        from ..models.greenland_view_flags import GreenlandViewFlags  # noqa: PLC0415
        from ..models.greenland_view_hunt_type_0 import GreenlandViewHuntType0  # noqa: PLC0415
        from ..models.greenland_view_hunters import GreenlandViewHunters  # noqa: PLC0415
        from ..models.greenland_view_last_roll_type_0 import GreenlandViewLastRollType0  # noqa: PLC0415
        from ..models.greenland_view_nego_type_0 import GreenlandViewNegoType0  # noqa: PLC0415
        from ..models.greenland_view_new_world import GreenlandViewNewWorld  # noqa: PLC0415
        from ..models.greenland_view_options import GreenlandViewOptions  # noqa: PLC0415
        from ..models.greenland_view_piles import GreenlandViewPiles  # noqa: PLC0415
        from ..models.greenland_view_placed import GreenlandViewPlaced  # noqa: PLC0415
        from ..models.greenland_view_players_item import GreenlandViewPlayersItem  # noqa: PLC0415
        from ..models.greenland_view_rows import GreenlandViewRows  # noqa: PLC0415
        from ..models.greenland_view_scores import GreenlandViewScores  # noqa: PLC0415
        from ..models.greenland_view_start import GreenlandViewStart  # noqa: PLC0415
        from ..models.greenland_view_step_type_0 import GreenlandViewStepType0  # noqa: PLC0415
        from ..models.greenland_view_stolen import GreenlandViewStolen  # noqa: PLC0415
        from ..models.greenland_view_tableau_cubes import GreenlandViewTableauCubes  # noqa: PLC0415

        d = dict(src_dict)
        players = []
        _players = d.pop("players")
        for players_item_data in _players:
            players_item = GreenlandViewPlayersItem.from_dict(players_item_data)

            players.append(players_item)

        boards = []
        _boards = d.pop("boards")
        for boards_item_data in _boards:
            boards_item = []
            _boards_item = boards_item_data
            for boards_item_item_data in _boards_item:
                boards_item_item = cast(list[int], boards_item_item_data)

                boards_item.append(boards_item_item)

            boards.append(boards_item)

        options = GreenlandViewOptions.from_dict(d.pop("options"))

        beginner = d.pop("beginner")

        rules = d.pop("rules")

        rows = GreenlandViewRows.from_dict(d.pop("rows"))

        piles = GreenlandViewPiles.from_dict(d.pop("piles"))

        events_left = d.pop("events_left")

        new_world = GreenlandViewNewWorld.from_dict(d.pop("new_world"))

        hunters = GreenlandViewHunters.from_dict(d.pop("hunters"))

        tableau_cubes = GreenlandViewTableauCubes.from_dict(d.pop("tableau_cubes"))

        placed = GreenlandViewPlaced.from_dict(d.pop("placed"))

        stolen = GreenlandViewStolen.from_dict(d.pop("stolen"))

        def _parse_nego(data: object) -> GreenlandViewNegoType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                nego_type_0 = GreenlandViewNegoType0.from_dict(data)

                return nego_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GreenlandViewNegoType0 | None, data)

        nego = _parse_nego(d.pop("nego"))

        def _parse_battle(data: object) -> GreenlandViewBattleType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                battle_type_0 = GreenlandViewBattleType0.from_dict(data)

                return battle_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GreenlandViewBattleType0 | None, data)

        battle = _parse_battle(d.pop("battle"))

        turn = d.pop("turn")

        def _parse_event(data: object) -> GreenlandEventCard | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                event_type_1 = GreenlandEventCard(data)

                return event_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GreenlandEventCard | None, data)

        event = _parse_event(d.pop("event"))

        first = d.pop("first")

        order = cast(list[int], d.pop("order"))

        flags = GreenlandViewFlags.from_dict(d.pop("flags"))

        start = GreenlandViewStart.from_dict(d.pop("start"))

        def _parse_step(data: object) -> GreenlandViewStepType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                step_type_0 = GreenlandViewStepType0.from_dict(data)

                return step_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GreenlandViewStepType0 | None, data)

        step = _parse_step(d.pop("step"))

        def _parse_auction(data: object) -> GreenlandViewAuctionType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                auction_type_0 = GreenlandViewAuctionType0.from_dict(data)

                return auction_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GreenlandViewAuctionType0 | None, data)

        auction = _parse_auction(d.pop("auction"))

        def _parse_hunt(data: object) -> GreenlandViewHuntType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                hunt_type_0 = GreenlandViewHuntType0.from_dict(data)

                return hunt_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GreenlandViewHuntType0 | None, data)

        hunt = _parse_hunt(d.pop("hunt"))

        def _parse_actions(data: object) -> GreenlandViewActionsType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                actions_type_0 = GreenlandViewActionsType0.from_dict(data)

                return actions_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GreenlandViewActionsType0 | None, data)

        actions = _parse_actions(d.pop("actions"))

        def _parse_assign(data: object) -> GreenlandViewAssignType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                assign_type_0 = GreenlandViewAssignType0.from_dict(data)

                return assign_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GreenlandViewAssignType0 | None, data)

        assign = _parse_assign(d.pop("assign"))

        removed = []
        _removed = d.pop("removed")
        for removed_item_data in _removed:
            removed_item = GreenlandCard(removed_item_data)

            removed.append(removed_item)

        over = d.pop("over")

        def _parse_last_roll(data: object) -> GreenlandViewLastRollType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                last_roll_type_0 = GreenlandViewLastRollType0.from_dict(data)

                return last_roll_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GreenlandViewLastRollType0 | None, data)

        last_roll = _parse_last_roll(d.pop("last_roll"))

        scores = GreenlandViewScores.from_dict(d.pop("scores"))

        to_move = cast(list[int], d.pop("to_move"))

        _hunted = d.pop("hunted", UNSET)
        hunted: list[GreenlandCard] | Unset = UNSET
        if _hunted is not UNSET:
            hunted = []
            for hunted_item_data in _hunted:
                hunted_item = GreenlandCard(hunted_item_data)

                hunted.append(hunted_item)

        controllers = cast(list[int], d.pop("controllers", UNSET))

        survivors = cast(list[bool], d.pop("survivors", UNSET))

        greenland_view = cls(
            players=players,
            boards=boards,
            options=options,
            beginner=beginner,
            rules=rules,
            rows=rows,
            piles=piles,
            events_left=events_left,
            new_world=new_world,
            hunters=hunters,
            tableau_cubes=tableau_cubes,
            placed=placed,
            stolen=stolen,
            nego=nego,
            battle=battle,
            turn=turn,
            event=event,
            first=first,
            order=order,
            flags=flags,
            start=start,
            step=step,
            auction=auction,
            hunt=hunt,
            actions=actions,
            assign=assign,
            removed=removed,
            over=over,
            last_roll=last_roll,
            scores=scores,
            to_move=to_move,
            hunted=hunted,
            controllers=controllers,
            survivors=survivors,
        )

        return greenland_view
