"""Audit against the French rulebook: rules only pinned indirectly elsewhere, and an independent
oracle that re-reads whole random games from their events with the rulebook's rules written out
again here (it imports nothing from ``rules``), so a slip in ``rules`` cannot hide behind itself.
"""

import pytest

from games.engine.playout import random_playout

from .helpers import RULES, deal, of_type, place, play, scenario, trick


def test_play_goes_clockwise_from_the_leader_and_the_winner_leads_next():
    """ "dans le sens horaire": seat N+1 plays after seat N, from whoever leads."""
    hands = deal(4, {0: ["red-3"], 1: ["red-1"], 2: ["red-8", "blue-4"], 3: ["red-2"]})
    state = scenario(4, hands, dealer=3)  # seat 0 sits left of the dealer: it leads
    for seat, card in ((0, "red-3"), (1, "red-1"), (2, "red-8")):
        assert RULES.to_move(state) == [seat]
        play(state, seat, card)
    assert RULES.to_move(state) == [3]
    play(state, 3, "red-2")
    while state["phase"] == "place":
        place(state, 2, state["pending"][0])
    assert RULES.to_move(state) == [2]  # the winner leads
    play(state, 2, "blue-4")
    assert RULES.to_move(state) == [3]  # and the next seat follows, wrapping round the table


def test_an_all_zero_trick_goes_to_the_led_zero_and_gives_no_farmer():
    """ "Une carte 0 ne peut jamais remporter de pli (à moins que tous les joueurs ne jouent un 0)":
    then the tie rule gives it to the led colour, i.e. the leader."""
    hands = deal(3, {0: ["red-0"], 1: ["blue-0"], 2: ["green-0"]}, lacking={1: {"red"}, 2: {"red"}})
    state = scenario(3, hands, dealer=2)
    events = trick(state, (0, "red-0"), (1, "blue-0"), (2, "green-0"))
    [won] = of_type(events, "trick_won")
    assert won["data"]["winner"] == 0 and won["data"]["farmers"] == []
    # Three new colours, one card each: which opens which box is the winner's choice.
    assert len(RULES.legal_moves(state, 0)) == 3


def test_a_lost_1_compares_its_colour_with_the_winning_card_not_the_led_colour():
    """A 1 of the led colour beaten by a card of another colour: "remporté par une carte de couleur
    différente", two farmers."""
    hands = deal(2, {1: ["red-1"], 0: ["blue-8"]}, lacking={0: {"red"}})
    state = scenario(2, hands, dealer=0)
    [won] = of_type(trick(state, (1, "red-1"), (0, "blue-8")), "trick_won")
    assert won["data"]["winner"] == 0
    assert won["data"]["farmers"] == [{"seat": 1, "earned": 2, "gained": 2}]  # the 8 itself shows none


def test_winning_with_a_2_gives_nothing_while_a_beaten_1_still_earns():
    """ "Vous ne pouvez gagner les Agriculteurs que si vous perdez le pli" (cartes 1 et 2)."""
    hands = deal(3, {0: ["blue-2"], 1: ["red-1"], 2: ["green-0"]}, lacking={1: {"blue"}, 2: {"blue"}})
    state = scenario(3, hands, dealer=2)
    [won] = of_type(trick(state, (0, "blue-2"), (1, "red-1"), (2, "green-0")), "trick_won")
    assert won["data"]["winner"] == 0 and won["data"]["winning_card"] == "blue-2"
    assert won["data"]["farmers"] == [{"seat": 1, "earned": 2, "gained": 2}]


# --- An independent oracle, written from the rulebook text -------------------------------------

ICONS = {3: 2, 4: 2, 5: 2, 6: 1, 7: 1}  # farmers shown on a winning card (components notes)
SLOTS = (1, 1, 2, 3, 4)  # farmer slots per box; the first two are filled at the start of a round
PRINTED = (0, 0, 1, 3, 5)  # value printed on a box, scored when farmed and empty ("1, 3 ou 5")
SUPPLY = {2: 12, 3: 36, 4: 36}


def _colour(card):
    return card.rsplit("-", 1)[0]


def _value(card):
    return int(card.rsplit("-", 1)[1])


def _winner(plays):
    """Highest value whatever the colour; tie: the led colour; still tied: the first played."""
    best = max(_value(card) for _, card in plays)
    top = [(seat, card) for seat, card in plays if _value(card) == best]
    led = [seat for seat, card in top if _colour(card) == _colour(plays[0][1])]
    return led[0] if led else top[0][0]


def _earned(card, won, winning_card):
    value, same = _value(card), _colour(card) == _colour(winning_card)
    if won:
        return ICONS.get(value, 0)
    if value == 1:
        return 1 if same else 2
    if value == 2:
        return 0 if same else 1
    return 0


def _box_points(box, farmers, index):
    missing = SLOTS[index] - farmers
    if box:
        return _value(box[-1]) if not missing else -5 * missing
    return PRINTED[index] if not missing else 0


class Oracle:
    """Follows one game's events and checks each against the rulebook."""

    def __init__(self, players):
        self.players, self.round, self.dealer, self.totals = players, 0, None, [0] * players

    def round_dealt(self, data):
        self.round += 1
        assert data["round"] == self.round
        assert data["dealer"] == (0 if self.round == 1 else (self.dealer + 1) % self.players)
        self.dealer = data["dealer"]
        assert data["leader"] == (self.dealer + 1) % self.players  # left of the dealer
        self.hands = [list(hand) for hand in data["hands"]]
        assert all(len(hand) == 10 for hand in self.hands)
        dealt = [card for hand in self.hands for card in hand]
        assert len(set(dealt)) == len(dealt) == 10 * self.players
        self.next_leader, self.plays, self.tricks, self.supply = data["leader"], [], 0, SUPPLY[self.players]
        self.boxes = [[[] for _ in SLOTS] for _ in range(self.players)]
        self.colours = [[None] * len(SLOTS) for _ in range(self.players)]
        self.farmers = [[1, 1, 0, 0, 0] for _ in range(self.players)]
        self.to_place = []

    def card_played(self, seat, card):
        assert not self.to_place, "a card was played before the won cards were placed"
        expected = self.next_leader if not self.plays else (self.plays[-1][0] + 1) % self.players
        assert seat == expected
        hand = self.hands[seat]
        if self.plays:
            led = _colour(self.plays[0][1])
            assert _colour(card) == led or all(_colour(other) != led for other in hand)
        hand.remove(card)
        self.plays.append((seat, card))

    def trick_won(self, data):
        assert len(self.plays) == self.players
        winner = _winner(self.plays)
        winning_card = dict(self.plays)[winner]
        assert (data["winner"], data["winning_card"]) == (winner, winning_card)
        expected = []
        for seat, card in self.plays:  # the supply serves the plays in table order (README)
            earned = _earned(card, seat == winner, winning_card)
            if earned:
                free = sum(SLOTS) - sum(self.farmers[seat])
                gained = min(earned, free, self.supply)
                self.supply -= gained
                for _ in range(gained):  # each farmer on the first free slot from the left
                    index = next(i for i, slots in enumerate(SLOTS) if self.farmers[seat][i] < slots)
                    self.farmers[seat][index] += 1
                expected.append({"seat": seat, "earned": earned, "gained": gained})
        assert data["farmers"] == expected
        self.to_place, self.placer, self.next_leader = [c for _, c in self.plays], winner, winner
        self.plays, self.tricks = [], self.tricks + 1

    def cards_placed(self, data):
        seat = data["player"]
        assert seat == self.placer
        colours, boxes = self.colours[seat], self.boxes[seat]
        for placement in data["placements"]:
            card, index = placement["card"], placement["box"]
            self.to_place.remove(card)
            if _colour(card) in colours:
                assert colours[index] == _colour(card)  # on the colour's own box, on top
            else:
                assert index == colours.index(None)  # a new colour opens the leftmost empty box
                colours[index] = _colour(card)
            boxes[index].append(card)

    def round_scored(self, data):
        assert self.tricks == 10 and not self.to_place and not any(self.hands)
        for seat in range(self.players):
            points = [
                _box_points(box, farmers, index)
                for index, (box, farmers) in enumerate(zip(self.boxes[seat], self.farmers[seat], strict=True))
            ]
            assert data["boxes"][seat] == points
            self.totals[seat] += sum(points)
        assert data["totals"] == self.totals

    def follow(self, events):
        for event in events:
            kind, data = event["type"], event["data"]
            if kind == "round_dealt":
                self.round_dealt(data)
            elif kind == "card_played":
                self.card_played(event["seat"], data["card"])
            elif kind in ("trick_won", "cards_placed", "round_scored"):
                getattr(self, kind)(data)
            elif kind == "game_ended":
                assert self.round == 4 and data["totals"] == self.totals


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_agree_with_an_independent_reading_of_the_rulebook(players):
    for seed in range(40):
        playout = random_playout(RULES, players, seed)
        oracle = Oracle(players)
        oracle.follow(playout.events)
        assert oracle.round == 4
        winners = [seat for seat, total in enumerate(oracle.totals) if total == max(oracle.totals)]
        assert playout.outcome["winners"] == winners  # most points wins; equal totals share the win
