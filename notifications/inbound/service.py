"""Playing the move a reply to a turn email names, and answering it.

``receive(raw)`` takes one message as it came (the SMTP receiver's ``DATA``, the webhook's body):

- no valid reply token among its recipients (forged, cut, or none): refused, logged, nothing
  played and nothing answered (an answer to a forged address would be backscatter);
- an auto-reply (``parse.is_auto_reply``): nothing played, nothing answered;
- a token whose player has no seat in its game any more: refused, logged;
- the game moved on since the email (its seq is not the token's, or it is over): the player is
  told so, with the moves open to them now and a fresh reply address if it is their turn;
- a reply that names no move of the list (``parse.choose``): the player is told what was read,
  with the list again;
- otherwise the move is played through ``games.services.submit_move`` with ``expected_seq`` the
  token's seq (so a race with another move is a late reply, not a wrong move), keyed by the
  message's Message-ID (a message delivered twice plays once), and the player gets a short
  confirmation; if they are still to move (no turn email comes for that), it lists their moves
  now with a fresh reply address.

Every answer goes to the player's own address (never to the message's ``From``), in their
language, in the game's thread (``In-Reply-To``, ``References``), marked ``Auto-Submitted:
auto-replied`` so that no responder answers it back. An answer that cannot be sent is logged:
the move stands. Database errors propagate, so that the SMTP receiver asks the sender to retry
(451) and the webhook answers 503: nothing is lost.
"""

from __future__ import annotations

import hashlib
import logging
from dataclasses import dataclass
from email import message_from_bytes, policy
from email.message import EmailMessage

from django.conf import settings
from django.core.mail import EmailMessage as OutgoingEmail
from django.template.loader import render_to_string
from django.utils import translation

from games.describe import move_choices, option_line
from games.engine import Move
from games.models import Event, Game, Seat
from games.services import submit_move
from games.services.errors import ServiceError
from games.services.queries import legal_moves
from games.services.reads import load_state, ruleset_for
from notifications.inbound import parse
from notifications.models import site_domain
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


def _idempotency_key(message: EmailMessage, player: Player) -> str | None:
    """The move's ``Idempotency-Key``: from the player and the Message-ID, so a message delivered
    twice (a sending server's retry, a provider's webhook retried) plays once."""
    message_id = _pure(lambda: parse.header(message, "Message-ID", limit=998).strip(), "")
    if not message_id:
        return None
    return "email:" + hashlib.sha256(f"{player.pk}:{message_id}".encode()).hexdigest()[:40]


def _play(message: EmailMessage, token: ReplyToken, player: Player, game: Game, seat: int) -> Received:
    key = _idempotency_key(message, player)
    if key is not None and Event.objects.filter(game=game, idempotency_key=key).exists():
        return Received(REPLAYED, game.pk, game.seq)  # played (and answered) the first time
    if game.status != Game.Status.ACTIVE or game.seq != token.seq:
        return _late(message, player, game, seat)
    moves, labels, shown = _moves_now(game, seat, player)
    if not moves:
        return _late(message, player, game, seat)
    line = _pure(lambda: parse.command(parse.reply_text(message)), "")
    index = parse.choose(line, labels, numbered=MOVES_SHOWN)
    if index is None:
        logger.info("inbound email for game %s named no move: %r", game.pk, line[:60])
        sent = _answer(message, player, game, NOT_UNDERSTOOD, understood=line,
                       **_choices(shown, reply_address(player.pk, game.pk, game.seq)))
        return Received(NOT_UNDERSTOOD, game.pk, game.seq, sent)
    try:
        result = submit_move(game_id=game.pk, player=player, move=moves[index], expected_seq=token.seq,
                             idempotency_key=key)
    except ServiceError as error:  # another move came first (409), the game ended (422), …
        logger.info("inbound email for game %s came too late: %s", game.pk, error.code)
        game.refresh_from_db()
        return _late(message, player, game, seat)
    if result.replayed:  # the same message again (an MTA's retry): played once, answered once
        return Received(REPLAYED, game.pk, result.seq)
    logger.info("seat %s of game %s played by email: %s", seat, game.pk, moves[index].get("type"))
    # A player who must move again (the next step of their turn, the next trick they lead) gets
    # no turn email for it: the confirmation lists their moves now, with a fresh reply address.
    game.refresh_from_db()
    _now, _labels, again = _moves_now(game, seat, player)
    sent = _answer(message, player, game, PLAYED, played=labels[index],
                   **_choices(again, reply_address(player.pk, game.pk, game.seq) if again else None))
    return Received(PLAYED, game.pk, result.seq, sent)


def _late(message: EmailMessage, player: Player, game: Game, seat: int) -> Received:
    """The game moved on since the email: say so, with the moves open now (if any)."""
    game.refresh_from_db()
    moves, _labels, shown = _moves_now(game, seat, player)
    address = reply_address(player.pk, game.pk, game.seq) if moves else None
    sent = _answer(message, player, game, LATE, over=game.status != Game.Status.ACTIVE, **_choices(shown, address))
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
    choices = move_choices(ruleset, state, seat, legal_moves(game, seat, state=state), player.locale)
    return ([choice["move"] for choice in choices], [choice["label"] for choice in choices],
            [option_line(choice) for choice in choices])


def _choices(labels: list[str], address: str | None) -> dict:
    return {"options": labels[:MOVES_SHOWN], "options_more": max(len(labels) - MOVES_SHOWN, 0),
            "reply_address": address}


def _answer(message: EmailMessage, player: Player, game: Game, outcome: str, **context) -> bool:
    """Email ``outcome`` to the player, in the thread of their reply; whether it was sent."""
    with translation.override(player.locale):
        body = render_to_string("notifications/email/reply_answer.txt", {
            "outcome": outcome, "name": player.display_name, "game_name": ruleset_for(game).name,
            "game_id": game.pk, "game_url": game_link_url(player.pk, game.pk), **context})
    subject = _pure(lambda: parse.header(message, "Subject", limit=400)[:200], "") or f"Ravenpost {game.pk}"
    if not subject.lower().startswith("re:"):
        subject = "Re: " + subject
    headers = {"Auto-Submitted": "auto-replied", "X-Ravenpost-Inbound": outcome}
    if message_id := _pure(lambda: " ".join(parse.header(message, "Message-ID", limit=998).split()[:1]), ""):
        references = _pure(lambda: parse.header(message, "References").split(), [])
        headers["In-Reply-To"] = message_id
        headers["References"] = " ".join([*references[-8:], message_id])  # the thread's newest ids
    address = context.get("reply_address")
    email = OutgoingEmail(subject=subject, body=body, to=[player.email], headers=headers,
                          reply_to=[address] if address else None)
    try:
        email.send()
    except Exception as error:  # noqa: BLE001 - SMTP down: the move (if any) stands, the answer is lost
        logger.warning("could not answer the inbound email of game %s (%s): %r", game.pk, outcome, error)
        return False
    return True
