"""No game page and no email shows a seat's hidden information to anyone else, in any rule set.

The API is checked elsewhere (tests/api/test_hidden_information.py, tests/contracts/); this
checks what people read: the game page (``render_view_html``, the log written by
``describe_event``, the move buttons and their JSON) and every email (your turn, reminder,
timeout, game over, the digest: their state in brief, options and recent log lines).

Random games of every rule set and main variant are played through the service layer (moves,
then deadlines: reminders and timeouts). At many points, for every seat, in English or French:

- the secrets of the *full* state that this seat may not see (``models``) must not show on its
  page or in its emails, unless what the API gives it (its view, the redacted events the page
  or email draws on) names the same item;
- no log line of its page or emails may be a line written for another seat (``LogLines``): that
  is how a hero plan, a vote, a claim, a draft's card or a dealt hand would leak.

So that the check cannot pass by seeing nothing, each game counts the checks that had a secret
to look for, and the times the patterns matched a real page: another seat's page read as if it
were this seat's (it shows its own hand and buttons), or, in Fjords, where no seat has a secret,
the public tiles as if they were in the pile. Both must happen. Every kind of email must be read.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import timedelta
from random import Random

import pytest
from django.test import Client
from django.utils import timezone

from games import services
from games.describe import seat_names
from games.models import Event, Game, Seat
from games.rulesets.greenland import components as greenland_components
from notifications.deadlines import scan
from notifications.digests import send_due_digests
from outbox.models import Notification
from players.models import Player
from tests.hidden import models, surfaces
from tests.playing import seat_players

pytestmark = pytest.mark.django_db

NAMES = ["Astrid", "Bjarni", "Colette", "Dagny"]
LIMIT = timedelta(hours=48)  # a move time limit, so that reminders and timeouts happen


def _prefer_greenland(move: dict) -> bool:
    """Moves that put cards into hands (hunters on a card a hand may take, G6, taking it, and
    rank-3 elders, which make room in a hand, A2) and hand cards into offers: random play seldom
    does either."""
    kind = move["type"]
    if kind == "promote":
        return move.get("rank") == 3
    if kind in {"place", "hunt_card"}:
        return greenland_components.hand_dice(str(move.get("card"))) is not None
    if kind == "reassign":
        return greenland_components.hand_dice(str(move.get("to"))) is not None
    return (
        (kind == "take_card" and move["take"])
        or kind in {"offer_to", "offer_send"}
        or (kind == "offer_item" and move["item"].get("kind") == "hand")
    )


def _greenland_hands(state: dict, seq: int) -> object:
    """The hands and the hand cards in offers and drafts, and the stretch of the log (a card is
    named when it is taken into a hand: it is a secret to the page only once that line has left
    the page's log); ``None`` while no hand holds a card."""
    nego = state.get("nego") or {}
    offered = [
        item
        for offer in [*nego.get("offers", []), *nego.get("drafts", {}).values()]
        for side in ("give", "ask")
        for item in offer.get(side, [])
        if item.get("kind") == "hand"
    ]
    hands = [sorted(player["hand"]) for player in state["players"]]
    return (hands, offered, seq // surfaces.PAGE_EVENTS) if any(hands) or offered else None


@dataclass(frozen=True)
class Variant:
    ruleset: str
    players: int
    options: dict = field(default_factory=dict)
    moves: int = 10_000  # at most this many moves (a Grænaland game takes about 2,000)
    checks: int = 24  # pages checked at most this many times (every seat each time), moments aside
    stride: int = 10  # a check every this many moves, besides the first moves and the moments
    prefer: Callable[[dict], bool] | None = None
    # Event types after which a check is made at once, the first two times each happens (and
    # beyond ``checks``): a secret was just dealt, chosen or revealed.
    moments: frozenset[str] = frozenset()
    # A part of the state (and seq) whose change calls for a check (a hand filling up, an offer).
    watch: Callable[[dict, int], object] | None = None

    def __str__(self) -> str:
        options = "-".join(key for key, value in sorted(self.options.items()) if value)
        return f"{self.ruleset}-{self.players}p" + (f"-{options}" if options else "")


GRAENALAND_MOMENTS = frozenset(
    {
        "start_card_taken",
        "vp_cards_dealt",
        "vp_card_chosen",
        "hero_planned",
        "vote_cast",
        "claim_made",
        "card_produced",
        "card_given",
        "card_offered",
        "proposal_made",
    }
)
GREENLAND_MOMENTS = frozenset({"take_card", "offer_send"})

VARIANTS = [
    Variant("uigo", 3, moments=frozenset({"round_dealt"})),
    Variant("fjords", 2, moments=frozenset({"round_started"})),
    Variant("knarr", 3, moments=frozenset({"deck_reshuffled"})),
    Variant("knarr", 2, {"artifacts": True, "ship_side": "advanced"}),
    Variant(
        "graenaland",
        3,
        {"advanced_setup": True, "victory_point_cards": True},
        moves=400,
        moments=GRAENALAND_MOMENTS,
    ),
    Variant("graenaland", 4, {"victory_point_cards": True}, moves=250, moments=GRAENALAND_MOMENTS),
    # Greenland: a card enters a hand face up (named in the log and the view's ``hunted``), so
    # it is a secret only once that has passed, or after a trade: play is steered to keep cards
    # in hands and to offer them.
    Variant(
        "greenland",
        3,
        {"game": "advanced"},
        stride=40,
        prefer=_prefer_greenland,
        moments=GREENLAND_MOMENTS,
        watch=_greenland_hands,
    ),
    Variant(
        "greenland",
        2,
        {"game": "advanced", "cooperative": True},
        stride=10,
        prefer=_prefer_greenland,
        moments=GREENLAND_MOMENTS,
        watch=_greenland_hands,
    ),
    Variant(
        "greenland",
        4,
        {"game": "advanced", "sami": True},
        stride=40,
        prefer=_prefer_greenland,
        moments=GREENLAND_MOMENTS,
        watch=_greenland_hands,
    ),
]


class Inspector:
    """Reads one game's pages and emails as each seat and gathers what leaks."""

    def __init__(self, variant: Variant, game: Game) -> None:
        self.variant, self.game = variant, game
        self.seated = seat_players(game)
        self.names = seat_names(game)
        self.clients = {}
        for seat, player in self.seated.items():
            self.clients[seat] = Client()
            surfaces.sign_in(self.clients[seat], player, game)
        self.lines = surfaces.LogLines(game)
        self.leaks: list[str] = []
        self.pages = self.emails = self.teeth = self.live = 0
        self.kinds: Counter[str] = Counter()  # the kinds of email read
        self.last_notification = 0

    def _locale(self, player: Player, locale: str) -> None:
        if player.locale != locale:
            Player.objects.filter(pk=player.pk).update(locale=locale)
            player.locale = locale

    def _check(
        self, state: dict | None, seat: int, locale: str, seen: set[tuple], content: surfaces.Content
    ) -> list[str]:
        """The leaks of ``content`` read by ``seat``: secrets of ``state`` it shows although
        nothing ``seat`` was given (``seen``) names them, and log lines written for another seat.
        Counts the check as live when it had something to catch."""
        foreign = self.lines.foreign(seat, locale)
        found = models.leaks(self.variant.ruleset, state, seat, self.names, seen, content.joined())
        found += [
            f"a log line written for another seat: {line!r}" for line in sorted(foreign & set(content.log))
        ]
        self.live += bool(foreign or models.unseen(self.variant.ruleset, state, seat, self.names, seen))
        return found

    def pages_now(self, locale: str) -> None:
        self.game.refresh_from_db()
        read: dict[int, tuple[set, surfaces.Content]] = {}
        state = None
        for seat, player in self.seated.items():
            self._locale(player, locale)
            content = surfaces.page_for(self.clients[seat], self.game)
            state, shown = surfaces.page_shown(self.game, seat)
            seen = models.MODELS[self.variant.ruleset].seen(shown)
            read[seat] = (seen, content)
            found = self._check(state, seat, locale, seen, content)
            self.leaks += [
                f"page of {self.names[seat]} ({locale}) at seq {self.game.seq}: {leak}" for leak in found
            ]
            self.pages += 1
        # Teeth: the page of ``owner`` shown to ``reader`` would be flagged (it shows owner's hand);
        # Fjords has no secret of a seat: its public tiles, as if they were secret, must show.
        model = models.MODELS[self.variant.ruleset]
        if hasattr(model, "as_if_secret") and state is not None:
            self.teeth += sum(
                any(secret.shows_in(content.joined()) for secret in model.as_if_secret(state, self.names))
                for _seen, content in read.values()
            )
        for owner, (_seen, content) in read.items():
            for reader, (seen, _content) in read.items():
                if reader != owner and models.leaks(
                    self.variant.ruleset, state, reader, self.names, seen, content.joined()
                ):
                    self.teeth += 1

    def emails_now(self, locale: str, newest: int = 4) -> None:
        """Check the newest ``newest`` rows written since the last call (turn emails come with
        every move: reading them all would take minutes), and every row of the other kinds."""
        rows = list(
            Notification.objects.filter(pk__gt=self.last_notification, game=self.game)
            .select_related("player", "game")
            .order_by("pk")
        )
        if not rows:
            return
        self.last_notification = rows[-1].pk
        turns = [row for row in rows if row.kind == Notification.Kind.YOUR_TURN][-newest:]
        for row in [row for row in rows if row.kind != Notification.Kind.YOUR_TURN] + turns:
            self.email(row, locale)

    def email(self, row: Notification, locale: str) -> None:
        seat = row.context.get("seat")
        if seat is None or row.player is None:
            return  # game_started, game_aborted: nothing of a game state in them
        self._locale(row.player, locale)
        content = surfaces.email_for(row)
        states, shown = surfaces.email_shown(row)
        seen = models.MODELS[self.variant.ruleset].seen(shown)
        found = []
        for state in states:
            found += self._check(state, seat, locale, seen, content)
        self.kinds[row.kind] += 1
        self.leaks += [
            f"{row.kind} email to {self.names[seat]} ({locale}, seq {row.context.get('seq')}): {leak}"
            for leak in sorted(set(found))
        ]
        self.emails += 1

    def deadlines(self) -> None:
        """Reminders for the seats to move (``notifications.deadlines.scan``), then a timeout of
        the first of them (``apply_timeout``, as the scan does: one seat, so the game stays the
        same from run to run whatever order the scan finds several due seats in)."""
        scan(now=timezone.now() + LIMIT - timedelta(hours=1))
        self.game.refresh_from_db()
        if self.game.status == Game.Status.ACTIVE:
            services.apply_timeout(
                game_id=self.game.pk,
                seat=min(self.game.to_move),
                expected_seq=self.game.seq,
                now=timezone.now() + LIMIT + timedelta(minutes=1),
            )

    def digest(self, player: Player, seat: int, locale: str) -> None:
        """The digest names games and kinds only: nothing of any state may show in it."""
        self._locale(player, locale)
        send_due_digests(now=timezone.now().replace(hour=23))
        rows = Notification.objects.filter(kind=Notification.Kind.DIGEST, player=player).select_related(
            "player"
        )
        state = services.load_state(self.game)
        for row in rows:
            content = surfaces.email_for(row)
            found = models.leaks(self.variant.ruleset, state, seat, self.names, set(), content.joined())
            self.leaks += [f"digest to {self.names[seat]}: {leak}" for leak in found]
            self.kinds[row.kind] += 1
            self.emails += 1


def play(variant: Variant, game: Game, inspector: Inspector) -> None:
    """Random legal moves through ``submit_move``, some preferred; checks along the way: the first
    moves, every ``stride`` moves, at the variant's moments and when its watched part changes."""
    chooser = Random(str(variant))
    ruleset = services.ruleset_for(game)
    checks, done, watched, moments = 0, 0, None, Counter()
    for number in range(variant.moves):
        game.refresh_from_db()
        if game.status != Game.Status.ACTIVE:
            break
        state = services.load_state(game)
        seat = chooser.choice(sorted(ruleset.to_move(state)))
        moves = ruleset.legal_moves(state, seat)
        preferred = [move for move in moves if variant.prefer(move)] if variant.prefer else []
        move = chooser.choice(preferred if preferred and chooser.random() < 0.8 else moves)
        before = game.seq
        services.submit_move(game_id=game.pk, player=inspector.seated[seat], move=move, expected_seq=before)
        kinds = set(Event.objects.filter(game=game, seq__gt=before).values_list("type", flat=True))
        fresh = {kind for kind in kinds & variant.moments if moments[kind] < 2}
        moments.update(fresh)
        changed = False
        if variant.watch is not None:
            now = variant.watch(services.load_state(game), game.seq)
            changed, watched = now != watched and bool(now), now
        due = checks < variant.checks and (number < 3 or number % variant.stride == 0 or changed)
        if not (due or fresh):
            continue
        checks += due
        locale = "fr" if done % 2 else "en"
        inspector.pages_now(locale)
        inspector.emails_now(locale)
        if done % 8 == 3:
            inspector.deadlines()
            inspector.emails_now(locale)
        done += 1


@pytest.mark.parametrize("variant", VARIANTS, ids=str)
def test_no_page_or_email_shows_another_seats_secrets(make_player, settings, variant):
    settings.DIGEST_HOUR = 0
    people = [make_player(name) for name in NAMES[: variant.players]]
    people[-1].notify = Player.Notify.DAILY_DIGEST  # the last seat's turn emails wait for its digest
    people[-1].save()
    game = services.create_game(
        creator=people[0],
        ruleset_id=variant.ruleset,
        seats=[p.pk for p in people],
        options=variant.options,
        move_time_limit=LIMIT,
        seed=f"hidden-{variant}",
    )
    inspector = Inspector(variant, game)
    play(variant, game, inspector)
    inspector.pages_now("fr")
    inspector.emails_now("en", newest=len(people))
    last = Seat.objects.get(game=game, seat=variant.players - 1)
    inspector.digest(last.player, last.seat, "fr")
    game.refresh_from_db()

    assert not inspector.leaks, "\n".join(inspector.leaks[:20])
    assert inspector.pages >= 10 * variant.players and inspector.emails >= 10, (
        inspector.pages,
        inspector.emails,
    )
    read = {
        Notification.Kind.YOUR_TURN,
        Notification.Kind.REMINDER,
        Notification.Kind.TIMEOUT,
        Notification.Kind.DIGEST,
    }
    if game.status == Game.Status.FINISHED:
        read.add(Notification.Kind.GAME_OVER)
    assert read <= set(inspector.kinds), f"some kinds of email were never read: {read - set(inspector.kinds)}"
    assert inspector.live, f"no page or email ever had a secret to keep: the check saw nothing to catch ({inspector.pages} pages, {inspector.emails} emails, seq {game.seq}, {game.status})"
    assert inspector.teeth, "the patterns never matched a page, not even its reader's own secrets"
