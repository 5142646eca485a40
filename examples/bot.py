"""A Ravenpost bot that plays any of the five games without knowing their rules.

It plays through the generated Python SDK (package ``ravenpost_client``): it waits on
the event stream (``GET /api/stream/``, Server-Sent Events), and each time the stream says it is
its turn it picks one of its legal moves (at random, from ``--seed``) and posts it as the typed
class the SDK parsed it into. The move's answer carries the new legal moves (``?return=legal-moves``;
a bot that looks at the game adds ``view``), so a turn of several steps costs one request per
step, and the bot goes back to the stream only when it has nothing left to do.

    python examples/bot.py --url http://127.0.0.1:8000 --token rp_... --game 12
    python examples/bot.py --url ... --token ... --join-lobby knarr      # take an open seat
    python examples/bot.py --url ... --token ... --open fjords           # offer a game in the lobby
    python examples/bot.py --url ... --token ...                         # every game of the account, forever

With ``--game``, ``--join-lobby`` or ``--open`` it stops when that game ends and prints one JSON
line: ``{"game": 12, "status": "finished", "moves": 57, "outcome": {...}}``.

What a long-running client needs, shown here:

- the stream is read with httpx (the generator does not do SSE); after a disconnect the bot
  reconnects with ``Last-Event-ID``, so it misses nothing, and a ``your_turn`` it already acted
  on (told again after a reconnect) is skipped by its ``seq``;
- a ``429`` or ``503`` is retried after its ``Retry-After``, a request the server could not
  receive (a restart) after a pause; a ``409`` (someone moved first: the
  game moved on) or ``422`` makes it read its legal moves again;
- every move carries an ``Idempotency-Key``, the same for the retries of one move, so a move
  retried after a lost answer is never played twice.

The SDK is not in the repository: build its wheel from the committed schema and install it
(``pip install "$(bin/build-client)"`` in a Ravenpost checkout; see examples/README.md).
"""

from __future__ import annotations

import argparse
import json
import logging
import random
import sys
import time
import uuid
from collections.abc import Callable, Iterator
from typing import Any

import httpx

try:
    import ravenpost_client  # noqa: F401
except ImportError:  # say how to get it rather than print a bare traceback
    sys.exit('error: the Ravenpost Python SDK (ravenpost_client) is not installed: in a Ravenpost checkout, '
             'pip install "$(bin/build-client)" (see examples/README.md).')

from ravenpost_client import AuthenticatedClient
from ravenpost_client.api.games import (
    create_game,
    get_game,
    get_legal_moves,
    join_game,
    list_open_games,
    make_move,
)
from ravenpost_client.models import (
    CreateGameRequest,
    Game,
    GameStatus,
    MoveAnswerPart,
    MoveRequest,
    MoveResponse,
    NewSeat,
    NewSeatKind,
    Problem,
    RulesetId,
)
from ravenpost_client.types import Response, Unset

log = logging.getLogger("ravenpost.bot")
RETRIED_STATUSES = {429, 503}
ENDED = {GameStatus.FINISHED, GameStatus.ABORTED}


class BotError(RuntimeError):
    """The server refused something the bot cannot recover from (bad token, unknown game…)."""


def problem_text(response: Response) -> str:
    parsed = response.parsed
    if isinstance(parsed, Problem):
        return f"{response.status_code} {parsed.code}: {parsed.detail}"
    return f"{response.status_code}: {response.content[:200]!r}"


def retry_after(headers: httpx.Headers, default: float = 1.0) -> float:
    """Seconds to wait from a ``Retry-After`` header (delay-seconds form), capped at a minute."""
    try:
        return min(max(float(headers.get("Retry-After", default)), 0.0), 60.0)
    except ValueError:
        return default


def patiently(call: Callable[[], Response], attempts: int = 20) -> Response:
    """``call()``, again after ``Retry-After`` while the answer is a 429 or a 503, and again after
    a pause while the server cannot be reached (a restart): the call must be safe to repeat (a
    move is, with its Idempotency-Key)."""
    for attempt in range(attempts):
        try:
            response = call()
        except httpx.TransportError as error:
            if attempt == attempts - 1:
                raise BotError(f"the server cannot be reached: {error}") from error
            log.info("server unreachable (%s): trying again", type(error).__name__)
            time.sleep(min(1.0 + attempt, 10.0))
            continue
        if response.status_code not in RETRIED_STATUSES:
            return response
        wait = retry_after(response.headers)
        log.info("server says %s: waiting %.1f s", response.status_code, wait)
        time.sleep(wait)
    raise BotError(f"still refused after {attempts} attempts: {problem_text(response)}")


class ServerSentEvents:
    """``GET /api/stream/`` as an endless iterator of ``(event, data, id)``, reconnecting.

    A server that ends the stream (a WSGI server does after the catch-up), a dropped connection
    or a silent one (no keep-alive within ``idle`` seconds) leads to a new request carrying
    ``Last-Event-ID``: the server then tells everything since, possibly a few messages twice.
    """

    def __init__(self, http: httpx.Client, idle: float = 60.0) -> None:
        self.http = http
        self.idle = idle
        self.last_id: str | None = None
        self.retry_seconds = 2.0

    def __iter__(self) -> Iterator[tuple[str, dict, str | None]]:
        while True:
            try:
                yield from self._one_connection()
            except httpx.TransportError as error:  # connection refused, reset, read timeout
                log.info("stream interrupted (%s): reconnecting", type(error).__name__)
            time.sleep(self.retry_seconds)

    def _one_connection(self) -> Iterator[tuple[str, dict, str | None]]:
        headers = {"Accept": "text/event-stream"}
        if self.last_id:
            headers["Last-Event-ID"] = self.last_id
        timeout = httpx.Timeout(10.0, read=self.idle)
        with self.http.stream("GET", "/api/stream/", headers=headers, timeout=timeout) as response:
            if response.status_code in RETRIED_STATUSES:
                time.sleep(retry_after(response.headers, self.retry_seconds))
                return
            if response.status_code != 200:
                response.read()
                raise BotError(f"the stream answered {response.status_code}: {response.text[:200]}")
            fields: dict[str, str] = {}
            for line in response.iter_lines():
                if line == "":  # a blank line ends a message
                    if fields.get("retry", "").isdigit():
                        self.retry_seconds = int(fields["retry"]) / 1000
                    if "id" in fields:
                        self.last_id = fields["id"]
                    if "data" in fields:
                        yield fields.get("event", "message"), json.loads(fields["data"]), fields.get("id")
                    fields = {}
                elif not line.startswith(":"):  # ":" starts a keep-alive comment
                    name, _, value = line.partition(":")
                    value = value.removeprefix(" ")
                    fields[name] = f"{fields[name]}\n{value}" if name == "data" and name in fields else value


class Bot:
    """Moves for one account: in ``games`` (ids) only, or in all its games when ``games`` is None."""

    def __init__(self, client: AuthenticatedClient, seed: int | None = None, games: set[int] | None = None) -> None:
        self.client = client
        self.chooser = random.Random(seed)
        self.games = games
        self.moves = 0
        # Per game, the seq of the last answer seen: a your_turn older than it was already acted on.
        self.seen_seq: dict[int, int] = {}
        self.ended: dict[int, dict[str, Any]] = {}

    # --- finding a game -------------------------------------------------------------------

    def join_lobby(self, ruleset: RulesetId, wait: float) -> int:
        """Take an open seat in the oldest open game of ``ruleset``, waiting for one up to ``wait`` s."""
        deadline = time.monotonic() + wait
        while True:
            page = patiently(lambda: list_open_games.sync_detailed(client=self.client))
            if page.status_code != 200:
                raise BotError(f"cannot read the lobby: {problem_text(page)}")
            for offer in page.parsed:
                if offer.ruleset != ruleset:
                    continue
                joined = patiently(lambda offer=offer: join_game.sync_detailed(game_id=offer.id, client=self.client))
                if joined.status_code == 200:
                    log.info("joined game %s", offer.id)
                    return offer.id
                log.info("could not join game %s: %s", offer.id, problem_text(joined))  # full, started…
            if time.monotonic() > deadline:
                raise BotError(f"no open {ruleset.value} game appeared in the lobby within {wait:.0f} s")
            time.sleep(2)

    def open_game(self, ruleset: RulesetId, players: int, options: dict[str, Any] | None) -> int:
        """Create a game of ``ruleset`` with this account in the first seat and open seats for the others."""
        body = CreateGameRequest(ruleset=ruleset, players=[self.me(), *[NewSeat(kind=NewSeatKind.OPEN)] * (players - 1)])
        if options:
            body.options = body_options(options)
        created = patiently(lambda: create_game.sync_detailed(client=self.client, body=body))
        if created.status_code != 201:
            raise BotError(f"cannot create the game: {problem_text(created)}")
        log.info("opened game %s in the lobby", created.parsed.id)
        return created.parsed.id

    def me(self) -> int:
        from ravenpost_client.api.players import get_me

        answer = patiently(lambda: get_me.sync_detailed(client=self.client))
        if answer.status_code != 200:
            raise BotError(f"the token is refused: {problem_text(answer)}")
        return answer.parsed.id

    # --- playing ----------------------------------------------------------------------------

    def run(self, stream: ServerSentEvents) -> None:
        """Follow the stream until every followed game has ended (forever when following all)."""
        if self.games is not None:
            for game_id in list(self.games):
                self._check_ended(game_id)
            if self.done():
                return
        for event, data, _ in stream:
            game_id = data.get("game")
            if game_id is None or (self.games is not None and game_id not in self.games):
                continue
            if event == "your_turn" and data["seq"] >= self.seen_seq.get(game_id, -1):
                self.play_turn(game_id)
            elif event == "game_ended":
                self.ended[game_id] = {"game": game_id, "status": data["status"], "outcome": data.get("outcome")}
                log.info("game %s %s", game_id, data["status"])
                if self.done():
                    return

    def done(self) -> bool:
        return self.games is not None and self.games <= self.ended.keys()

    def _check_ended(self, game_id: int) -> None:
        """A followed game that ended before the bot started is not waited for."""
        answer = patiently(lambda: get_game.sync_detailed(game_id=game_id, client=self.client))
        if answer.status_code != 200:
            raise BotError(f"cannot read game {game_id}: {problem_text(answer)}")
        game: Game = answer.parsed
        if game.status in ENDED:
            outcome = None if game.outcome is None else game.outcome.to_dict()  # for the printed summary only
            self.ended[game_id] = {"game": game_id, "status": game.status.value, "outcome": outcome}

    def legal_moves(self, game_id: int):
        """The seat's legal moves now: a ``{Game}LegalMoves`` (``seq``, ``moves``: typed moves of that game)."""
        answer = patiently(lambda: get_legal_moves.sync_detailed(game_id=game_id, client=self.client))
        if answer.status_code != 200:
            raise BotError(f"cannot read the legal moves of game {game_id}: {problem_text(answer)}")
        return answer.parsed

    def play_turn(self, game_id: int) -> None:
        """Move until the game no longer waits for this account (a turn may take several steps)."""
        legal = self.legal_moves(game_id)
        while legal.moves:
            move = self.chooser.choice(legal.moves)  # a typed move class (e.g. KnarrRecruitMove), posted as is
            key = str(uuid.uuid4())  # one per move, the same for its retries
            answer = patiently(lambda move=move, key=key, seq=legal.seq: make_move.sync_detailed(
                game_id=game_id, client=self.client, body=MoveRequest(move=move, expected_seq=seq),
                return_=[MoveAnswerPart.LEGAL_MOVES], idempotency_key=key))
            if answer.status_code == 201:
                result: MoveResponse = answer.parsed
                self.moves += 1
                self.seen_seq[game_id] = result.seq
                # The answer carries the legal moves after this one: no other request for the next step.
                legal = self.legal_moves(game_id) if isinstance(result.legal_moves, Unset) else result.legal_moves
            elif answer.status_code in (409, 422):  # the game moved on (another seat, a timeout)
                log.info("game %s: %s; reading the legal moves again", game_id, problem_text(answer))
                legal = self.legal_moves(game_id)
            else:
                raise BotError(f"game {game_id}: the move was refused: {problem_text(answer)}")
            self.seen_seq[game_id] = max(self.seen_seq.get(game_id, -1), legal.seq)


def body_options(options: dict[str, Any]):
    from ravenpost_client.models import CreateGameRequestOptions

    return CreateGameRequestOptions.from_dict(options)


def parse_arguments(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description="A Ravenpost bot that plays random legal moves, moved by the event stream.")
    parser.add_argument("--url", required=True, help="the server, e.g. http://127.0.0.1:8000")
    parser.add_argument("--token", required=True, help="an API token (account page or manage.py issue_token)")
    which = parser.add_mutually_exclusive_group()
    which.add_argument("--game", type=int, help="play this game until it ends")
    which.add_argument("--join-lobby", metavar="RULESET", choices=[r.value for r in RulesetId],
                       help="take an open seat in a game of this rule set, then play it until it ends")
    which.add_argument("--open", metavar="RULESET", choices=[r.value for r in RulesetId],
                       help="create a game of this rule set with open seats in the lobby, then play it")
    parser.add_argument("--players", type=int, default=2, help="seats of the game made by --open (default 2)")
    parser.add_argument("--options", type=json.loads, default=None, help='the options of --open, as JSON: \'{"variant": "beginner"}\'')
    parser.add_argument("--lobby-wait", type=float, default=300, help="seconds --join-lobby waits for a game (default 300)")
    parser.add_argument("--seed", type=int, default=None, help="seed of the random choices (default: unseeded)")
    parser.add_argument("--verbose", "-v", action="store_true")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    arguments = parse_arguments(argv)
    logging.basicConfig(level=logging.INFO if arguments.verbose else logging.WARNING,
                        format="%(asctime)s bot: %(message)s", stream=sys.stderr)
    client = AuthenticatedClient(base_url=arguments.url.rstrip("/"), token=arguments.token,
                                 timeout=httpx.Timeout(30.0), raise_on_unexpected_status=False)
    with client:
        bot = Bot(client, seed=arguments.seed)
        try:
            if arguments.join_lobby:
                game_id = bot.join_lobby(RulesetId(arguments.join_lobby), arguments.lobby_wait)
            elif arguments.open:
                game_id = bot.open_game(RulesetId(arguments.open), arguments.players, arguments.options)
            else:
                game_id = arguments.game
            bot.games = None if game_id is None else {game_id}
            bot.run(ServerSentEvents(client.get_httpx_client()))
        except BotError as error:
            print(f"bot: {error}", file=sys.stderr)
            return 1
        except KeyboardInterrupt:
            return 130
    for summary in bot.ended.values():
        print(json.dumps({**summary, "moves": bot.moves}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
