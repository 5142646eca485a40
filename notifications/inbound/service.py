"""Playing the move a reply to a turn email names, and answering it.

``receive(raw)`` takes one message as it came (the SMTP receiver's ``DATA``, the webhook's body):

- no valid reply token among its recipients (forged, cut, or none): refused, logged, nothing
  played and nothing answered (an answer to a forged address would be backscatter);
- an auto-reply (``parse.is_auto_reply``): nothing played, nothing answered;
- a token whose player has no seat in its game any more: refused, logged;
- a ``From`` that is not the player's own address, or (with ``INBOUND_EMAIL_TRUSTED_AUTHSERV_ID``)
  one the receiving MTA did not authenticate (``sender``): refused, logged, nothing answered;
- the game moved on since the email (its seq is not the token's, unless what came since changes
  no list of moves, as a vacation; or it is over): the player is told so, with the moves open to
  them now and a fresh reply address if it is their turn; unless the move is found played by
  this very message (another delivery of it): then nothing is sent;
- a reply that names no move of the list (``parse.choose``): the player is told so, with the
  list again;
- otherwise the move is played through ``games.services.submit_move`` with ``expected_seq`` the
  token's seq (so a race with another move is a late reply, not a wrong move), keyed by the
  message's Message-ID, or its reply address and first line (a message delivered twice, or
  several times at once, plays once and is answered once), and the player gets a short
  confirmation; if they are still to move (no turn email comes for that), it lists their moves
  now with a fresh reply address.

Every answer goes to the player's own address (never to the message's ``From``), in their
language, in the game's thread (the thread id of its emails, ``Notification.thread_id``), marked
``Auto-Submitted: auto-replied`` so that no responder answers it back. It is written by Ravenpost
alone: its subject is the turn email's, and nothing of the message (its subject, its text, its
ids) is repeated, so a stranger who holds an address cannot write to the player through it.
What replies make Ravenpost send is limited: a late answer once per reply address and game seq,
and at most ``INBOUND_EMAIL_ANSWERS_PER_HOUR`` answers a player an hour (counted in the default
cache); past that the move still plays, unanswered. An answer that cannot be sent is logged:
the move stands. Database errors propagate, so that the SMTP receiver asks the sender to retry
(451) and the webhook answers 503: nothing is lost.
"""

from __future__ import annotations

import hashlib
import logging
import time
from dataclasses import dataclass
from email import message_from_bytes, policy
from email.message import EmailMessage

from django.conf import settings
from django.core.cache import cache
from django.core.mail import EmailMessage as OutgoingEmail
from django.template.loader import render_to_string
from django.utils import translation

from games import meta_events
from games.describe import move_choices, option_line, seat_names
from games.engine import Move
from games.models import Event, Game, Seat
from games.services import submit_move
from games.services.errors import Conflict, ServiceError
from games.services.queries import legal_moves
from games.services.reads import load_state, ruleset_for
from notifications.inbound import parse
from notifications.inbound import sender as senders
from outbox.models import Notification, site_domain
from players.links import ReplyToken, game_link_url, read_reply_token, reply_address
from players.models import Player

logger = logging.getLogger(__name__)
# An answer lists at most this many moves, as the turn email does (notifications.emails).
MOVES_SHOWN = 30
PLAYED, LATE, NOT_UNDERSTOOD, REFUSED, AUTO_REPLY, REPLAYED = (
    "played", "late", "not_understood", "refused", "auto_reply", "replayed")


@dataclass(frozen=True)
class Received:
    """What came of one message: ``result`` is one of the names above; ``game_id`` and ``seq``
    (the game's seq after it) when it was about a game; ``answered``, whether an email went back."""

    result: str
    game_id: int | None = None
    seq: int | None = None
    answered: bool = False


def receive(raw: bytes, *, recipients: list[str] | tuple[str, ...] = (), sender: str | None = None) -> Received:
    """Handle one inbound message (see the module's docstring). ``recipients`` and ``sender``:
    the SMTP envelope's, when there is one."""
    message = _pure(lambda: message_from_bytes(raw, policy=policy.default), None)
    if message is None:
        logger.warning("inbound email refused: not a message")
        return Received(REFUSED)
    tokens = _pure(lambda: parse.reply_tokens(message, recipients, local_part=settings.INBOUND_EMAIL_LOCAL_PART,
                                              domain=settings.INBOUND_EMAIL_DOMAIN or site_domain()), [])
    token = next((read for read in map(read_reply_token, tokens) if read is not None), None)
    if token is None:
        logger.warning("inbound email refused: no valid reply token (%s candidate(s))", len(tokens))
        return Received(REFUSED)
    if _pure(lambda: parse.is_auto_reply(message, sender), True):  # unreadable headers: never a move
        logger.info("inbound email for game %s is an auto-reply: ignored", token.game_id)
        return Received(AUTO_REPLY, token.game_id)
    player = Player.objects.filter(pk=token.player_id, is_active=True).first()
    game = Game.objects.filter(pk=token.game_id).first()
    seat = Seat.objects.filter(game=game, player=player).first() if player and game else None
    if seat is None:
        logger.warning("inbound email refused: player %s has no seat in game %s", token.player_id, token.game_id)
        return Received(REFUSED, token.game_id)
    address = _pure(lambda: senders.from_address(message), None)
    if address is None or address != player.email.lower():
        logger.warning("inbound email refused: its From is not the address of player %s (game %s)",
                       player.pk, game.pk)
        return Received(REFUSED, game.pk)
    authserv_id = settings.INBOUND_EMAIL_TRUSTED_AUTHSERV_ID
    if authserv_id and not _pure(lambda: senders.authenticated(message, address, authserv_id), False):
        logger.warning("inbound email refused: %s did not authenticate the From of player %s (game %s)",
                       authserv_id, player.pk, game.pk)
        return Received(REFUSED, game.pk)
    return _play(message, token, player, game, seat.seat)


def _pure(read, fallback):
    """``read()``, a pure reading of the message; ``fallback`` if the message is too broken for it
    (the email package raises on some malformed headers and bodies, lazily): bad input is never
    an error of the receiver, nor a 500 of the webhook."""
    try:
        return read()
    except Exception as error:  # noqa: BLE001 - parse and the email package touch no database
        logger.info("inbound email: part of it could not be read: %r", error)
        return fallback


def _idempotency_key(message: EmailMessage, player: Player, token: ReplyToken) -> str:
    """The move's ``Idempotency-Key``, so that a message delivered twice, or several times at once
    (a sending server's retry, a provider's webhook retried or sent in parallel), plays once: from
    the player and the Message-ID; for a message without one, from the reply address and the
    first line (the same reply to the same email names the same move)."""
    message_id = _pure(lambda: parse.header(message, "Message-ID", limit=998).strip(), "")
    if message_id:
        return "email:" + hashlib.sha256(f"{player.pk}:{message_id}".encode()).hexdigest()[:40]
    line = parse.normalized(_pure(lambda: parse.command(parse.reply_text(message)), ""))
    value = f"{player.pk}:{token.game_id}:{token.seq}:{line}"
    return "email-move:" + hashlib.sha256(value.encode()).hexdigest()[:40]


def _played_already(game: Game, key: str) -> bool:
    return Event.objects.filter(game=game, idempotency_key=key).exists()


# A delivery that finds the same message being played by another one waits for it this long
# (then the move is found played, or, if that delivery failed, played now).
IN_PROGRESS_WAIT_SECONDS = 0.2
IN_PROGRESS_TRIES = 25


def _play(message: EmailMessage, token: ReplyToken, player: Player, game: Game, seat: int) -> Received:
    key = _idempotency_key(message, player, token)
    if _played_already(game, key):
        return Received(REPLAYED, game.pk, game.seq)  # played (and answered) the first time
    listed_at = _still_listed(game, token)
    if listed_at is None:
        return _late(message, token, player, game, seat, key)
    moves, labels, shown = _moves_now(game, seat, player)
    if not moves:
        return _late(message, token, player, game, seat, key)
    line = _pure(lambda: parse.command(parse.reply_text(message)), "")
    index = parse.choose(line, labels, numbered=MOVES_SHOWN)
    if index is None:
        logger.info("inbound email for game %s named no move: %r", game.pk, line[:60])
        sent = _answer(player, game, NOT_UNDERSTOOD, empty=not line,
                       **_choices(shown, reply_address(player.pk, game.pk, game.seq)))
        return Received(NOT_UNDERSTOOD, game.pk, game.seq, sent)
    for attempt in range(IN_PROGRESS_TRIES):
        try:
            result = submit_move(game_id=game.pk, player=player, move=moves[index], expected_seq=listed_at,
                                 idempotency_key=key)
            break
        except Conflict as error:
            if error.code != "request_in_progress":  # another move came first
                return _too_late(message, token, player, game, seat, key, error)
            # The same message, delivered again at the same moment, is being played: wait for it.
            # Past the wait the error propagates: the SMTP receiver answers 451, the sender retries.
            if attempt == IN_PROGRESS_TRIES - 1:
                raise
            time.sleep(IN_PROGRESS_WAIT_SECONDS)
        except ServiceError as error:  # another move came first (409), the game ended (422), …
            return _too_late(message, token, player, game, seat, key, error)
    if result.replayed:  # the same message again (an MTA's retry): played once, answered once
        return Received(REPLAYED, game.pk, result.seq)
    logger.info("seat %s of game %s played by email: %s", seat, game.pk, moves[index].get("type"))
    # A player who must move again (the next step of their turn, the next trick they lead) gets
    # no turn email for it: the confirmation lists their moves now, with a fresh reply address.
    game.refresh_from_db()
    _now, _labels, again = _moves_now(game, seat, player)
    sent = _answer(player, game, PLAYED, played=labels[index],
                   **_choices(again, reply_address(player.pk, game.pk, game.seq) if again else None))
    return Received(PLAYED, game.pk, result.seq, sent)


# Events after which a list of moves still stands: they change neither the state the rules fold
# nor whose turn it is (a vacation, an admin's new deadline or resent email), so they do not make
# a reply late: a player's vacation must not void their opponents' reply addresses.
KEEPS_THE_LIST = frozenset({meta_events.VACATION, meta_events.DEADLINE_EXTENDED, meta_events.NOTIFICATION_RESENT})
# Past this many such events, a reply is late all the same (bounded work).
KEEPS_THE_LIST_AT_MOST = 20


def _still_listed(game: Game, token: ReplyToken) -> int | None:
    """The seq to play the token's move at: the token's when the game is still there, the game's
    when only events of ``KEEPS_THE_LIST`` came since; ``None`` when the game moved on (or ended)."""
    if game.status != Game.Status.ACTIVE or game.seq < token.seq:
        return None
    if game.seq == token.seq:
        return token.seq
    if game.seq - token.seq > KEEPS_THE_LIST_AT_MOST:
        return None
    since = set(Event.objects.filter(game=game, seq__gt=token.seq).values_list("type", flat=True))
    return game.seq if since and since <= KEEPS_THE_LIST else None


def _too_late(message: EmailMessage, token: ReplyToken, player: Player, game: Game, seat: int, key: str,
              error: ServiceError) -> Received:
    logger.info("inbound email for game %s came too late: %s", game.pk, error.code)
    return _late(message, token, player, game, seat, key)


def _late(message: EmailMessage, token: ReplyToken, player: Player, game: Game, seat: int, key: str) -> Received:
    """The game moved on since the email: say so, with the moves open now (if any); once per
    reply address and game seq, however often the address is written to. Unless what moved it on
    is this very message, played by another delivery of it in the meantime: nothing to say then."""
    game.refresh_from_db()
    if _played_already(game, key):
        return Received(REPLAYED, game.pk, game.seq)
    moves, _labels, shown = _moves_now(game, seat, player)
    address = reply_address(player.pk, game.pk, game.seq) if moves else None
    sent = _answer(player, game, LATE, once=f"{token.player_id}-{token.game_id}-{token.seq}:{game.seq}",
                   over=game.status != Game.Status.ACTIVE, **_choices(shown, address))
    return Received(LATE, game.pk, game.seq, sent)


def _moves_now(game: Game, seat: int, player: Player) -> tuple[list[Move], list[str], list[str]]:
    """The seat's legal moves now, in the order the turn email numbers them
    (``games.describe.move_choices``: the page's order), their labels (what a reply's words are
    matched against) and their lines as listed (a label with its note, as in ``move_options``);
    nothing once the game is over."""
    if game.status != Game.Status.ACTIVE:
        return [], [], []
    ruleset = ruleset_for(game)
    state = load_state(game)
    choices = move_choices(ruleset, state, seat, legal_moves(game, seat, state=state), player.locale,
                           seat_names(game))
    return ([choice["move"] for choice in choices], [choice["label"] for choice in choices],
            [option_line(choice) for choice in choices])


def _choices(labels: list[str], address: str | None) -> dict:
    return {"options": labels[:MOVES_SHOWN], "options_more": max(len(labels) - MOVES_SHOWN, 0),
            "reply_address": address}


def _answer(player: Player, game: Game, outcome: str, *, once: str | None = None,
            **context) -> bool:
    """Email ``outcome`` to the player, in the game's thread, unless a limit says no (module
    docstring; ``once``: a key this answer is sent for at most once); whether it was sent."""
    if not _within_limits(player, once):
        logger.warning("inbound email of game %s not answered (%s): player %s reached a limit of answers",
                       game.pk, outcome, player.pk)
        return False
    with translation.override(player.locale):
        names = {"name": player.display_name, "game_name": ruleset_for(game).name, "game_id": game.pk}
        body = render_to_string("notifications/email/reply_answer.txt", {
            "outcome": outcome, "game_url": game_link_url(player.pk, game.pk), **names, **context})
        subject = render_to_string("notifications/email/your_turn_subject.txt", names).strip()
    headers = {"Auto-Submitted": "auto-replied", "X-Ravenpost-Inbound": outcome}
    if thread := Notification(game=game).thread_id():
        headers["In-Reply-To"] = headers["References"] = thread
    address = context.get("reply_address")
    email = OutgoingEmail(subject="Re: " + " ".join(subject.split()), body=body, to=[player.email],
                          headers=headers, reply_to=[address] if address else None)
    try:
        email.send()
    except Exception as error:  # noqa: BLE001 - SMTP down: the move (if any) stands, the answer is lost
        logger.warning("could not answer the inbound email of game %s (%s): %r", game.pk, outcome, error)
        return False
    return True


def _within_limits(player: Player, once: str | None) -> bool:
    """Whether one more answer to ``player`` is allowed (module docstring), counting it. The
    counts live in the default cache (shared by every process with Redis); a cache that fails
    allows the answer: a confirmation matters more than the limit."""
    try:
        if once is not None and not cache.add(f"ravenpost:inbound:once:{once}", 1, timeout=7 * 86400):
            return False
        key = f"ravenpost:inbound:answers:{player.pk}:{int(time.time() // 3600)}"
        cache.add(key, 0, timeout=3600 + 60)
        return cache.incr(key) <= settings.INBOUND_EMAIL_ANSWERS_PER_HOUR
    except Exception as error:  # noqa: BLE001 - Redis out: answer anyway
        logger.warning("inbound email: the answer limits could not be read: %r", error)
        return True
