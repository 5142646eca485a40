"""All UIGO! component data: the 45 territory cards, the kingdom board, farmer icons and supply.

Source notes: ../shared/components/uigo.md. Blocks marked ``RECONSTRUCTED`` or ``INFERRED`` are
not printed in the rulebook text (its pictures are lost); correct them here if you own the game.
"""

from __future__ import annotations

# Cards — sourced: 5 colours x values 0..8, one card of each. Card ids are "colour-value".
COLOURS: tuple[str, ...] = ("red", "blue", "green", "yellow", "purple")
VALUES: tuple[int, ...] = tuple(range(9))
CARDS: tuple[str, ...] = tuple(f"{colour}-{value}" for colour in COLOURS for value in VALUES)
CARD_SET = frozenset(CARDS)

HAND_SIZE = 10  # sourced: 10 cards each whatever the player count; the rest is set aside
TRICKS_PER_ROUND = 10
ROUNDS = 4

# Kingdom board — five boxes, opened left to right, one colour per box.
# Farmer slots per box: boxes 1 and 2 each have one slot that is filled at the start of every
# round ("les deux premières cases Agriculteurs ... sont déjà occupées"); boxes 3-5 have 2, 3, 4
# free slots (sourced: reviews, 9 free slots per player).
BOX_SLOTS: tuple[int, ...] = (1, 1, 2, 3, 4)
PREFILLED_FARMERS: tuple[int, ...] = (1, 1, 0, 0, 0)
# Value printed on a box, scored when it holds no card and all its slots are filled.
# INFERRED: the values 1, 3, 5 are sourced (a review); that they sit on boxes 3, 4, 5 (low to high)
# is inferred. RECONSTRUCTED: boxes 1 and 2 print no value (0).
BOX_VALUES: tuple[int, ...] = (0, 0, 1, 3, 5)
BOXES = len(BOX_SLOTS)

# Farmers shown on a card, gained by the trick winner who won with it.
# Sourced: 0 (none), 5 (two), 6 (one, example A), 7 (one, example D), 8 (none);
# 1 and 2 give farmers only to losers (rulebook). INFERRED: 3 and 4 show two farmers.
WINNER_FARMERS: dict[int, int] = {0: 0, 1: 0, 2: 0, 3: 2, 4: 2, 5: 2, 6: 1, 7: 1, 8: 0}

# Farmers gained by a player who played a 1 or a 2 and lost the trick (rulebook):
# (value, the winning card has the same colour) -> farmers.
LOSER_FARMERS: dict[tuple[int, bool], int] = {(1, True): 1, (1, False): 2, (2, True): 0, (2, False): 1}

# Shared farmer supply, refilled at the start of each round (sourced: 12 with two players, all 36
# with three or four). RECONSTRUCTED: an empty supply gives no more farmers; a player with no free
# slot takes none (they stay in the supply).
FARMER_SUPPLY: dict[int, int] = {2: 12, 3: 36, 4: 36}

MISSING_FARMER_PENALTY = 5  # sourced: -5 per missing farmer on a box holding cards


def colour_of(card: str) -> str:
    return card.rsplit("-", 1)[0]


def value_of(card: str) -> int:
    return int(card.rsplit("-", 1)[1])


def sort_key(card: str) -> tuple[int, int]:
    """Cards in table order: by colour (COLOURS order), then value."""
    return COLOURS.index(colour_of(card)), value_of(card)
