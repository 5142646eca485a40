"""Rendering outbox rows as emails (text and HTML) in the recipient's language and time zone."""

from __future__ import annotations

import re
import zoneinfo
from datetime import datetime

from django.conf import settings
from django.core.mail import EmailMultiAlternatives
from django.template.loader import render_to_string
from django.utils import timezone, translation
from django.utils.dateparse import parse_datetime

from games import signals
from games.describe import describe_log, move_options, outcome_lines, seat_names
from games.meta_events import is_meta
from games.models import Game, Seat
from games.rulesets import presentation_for, registry
from games.services import chat, conditional, queries
from games.services.reads import load_state
from games.services.vacations import away_players
from outbox.models import Notification, site_domain
from players.links import account_link_url, game_link_url, invitation_url, reply_address, unsubscribe_url

Kind = Notification.Kind
# A turn email shows at most this many of the chat messages posted since the player's last visit.
CHAT_IN_EMAIL = 10
# Its "what happened" looks at this many of the newest events (those the reader may see).
EVENTS_IN_EMAIL = 12
# Its "what you can do now" lists this many moves; numbered for a reply, this many (a longer list
# ends with "…and N more choices on the game page").
OPTIONS_SHOWN = 8
REPLY_MOVES_SHOWN = 30


def _zone(player) -> zoneinfo.ZoneInfo:
    try:
        return zoneinfo.ZoneInfo(player.time_zone) if player else zoneinfo.ZoneInfo("UTC")
    except (zoneinfo.ZoneInfoNotFoundError, ValueError):
        return zoneinfo.ZoneInfo("UTC")


def _locale(notification: Notification) -> str:
    """The recipient's language; for someone who is not a player yet (an invitation), the language
    of the player who created the game, the likeliest one they share."""
    if notification.player is not None:
        return notification.player.locale
    if notification.context.get("page_lang") in dict(settings.LANGUAGES):
        return notification.context["page_lang"]  # an account link to a new address: the page's language
    creator = notification.game.created_by if notification.game is not None else None
    return creator.locale if creator is not None else settings.LANGUAGE_CODE


# Runs of whitespace a subject line folds into one space: every kind but the non-breaking spaces
# French puts before « : ; ! ? » ("Ravenpost\u00a0: une partie attend votre coup").
_FOLDED_SPACE = re.compile(r"[^\S\u00a0\u202f]+")


def one_line(subject: str) -> str:
    """``subject`` on one line, its runs of whitespace one space, its non-breaking spaces kept."""
    return _FOLDED_SPACE.sub(" ", subject).strip()


def build_message(notification: Notification) -> EmailMultiAlternatives:
    player = notification.player
    locale = _locale(notification)
    with translation.override(locale), timezone.override(_zone(player)):
        context = _context(notification, locale)
        subject = render_to_string(f"notifications/email/{notification.kind}_subject.txt", context).strip()
        text = render_to_string(f"notifications/email/{notification.kind}.txt", context)
        html = render_to_string(f"notifications/email/{notification.kind}.html", context)
    message = EmailMultiAlternatives(subject=one_line(subject), body=text, to=[notification.email],
                                     headers=headers(notification, context.get("unsubscribe_url")),
                                     reply_to=[context["reply_address"]] if context.get("reply_address") else None)
    message.attach_alternative(html, "text/html")
    return message


def headers(notification: Notification, unsubscribe: str | None) -> dict[str, str]:
    """The headers of a good sender (RFC 3834, 2919, 2369, 8058, 5322), besides the Message-ID
    that ``notifications.tasks`` sets per row:

    - ``Auto-Submitted: auto-generated``: no person wrote it, so vacation responders stay quiet;
    - ``In-Reply-To`` and ``References`` to the game's thread id: one game, one thread;
    - ``List-Id``, one for the whole site, not one per game: the list a person subscribes to is
      Ravenpost's notifications (one setting, one unsubscribe, one filter rule), and mailbox
      providers count reputation and one-click unsubscribes per list; the game is the thread;
    - ``List-Unsubscribe`` with ``List-Unsubscribe-Post`` (one click, RFC 8058), for a player.
    """
    values = {"X-Ravenpost-Notification": notification.key, "Auto-Submitted": "auto-generated",
              "List-Id": f"Ravenpost <notifications.{site_domain()}>"}
    if thread := notification.thread_id():
        values["In-Reply-To"] = values["References"] = thread
    if unsubscribe:
        values["List-Unsubscribe"] = f"<{unsubscribe}>"
        values["List-Unsubscribe-Post"] = "List-Unsubscribe=One-Click"
    return values


def _context(notification: Notification, locale: str) -> dict:
    player, game = notification.player, notification.game
    data = dict(notification.context)
    context: dict = {"notification": notification, "player": player, "game": game, "site_url": settings.SITE_URL,
                     "lang": locale, **data}
    if player is not None:
        # An email about a game links to a page that can also mute that game.
        context["unsubscribe_url"] = unsubscribe_url(player.pk, game.pk if game is not None else None)
        context["name"] = player.display_name
    if game is not None:
        ruleset = registry().get(game.ruleset)
        seats = list(Seat.objects.filter(game=game).select_related("player"))
        names = seat_names(game, seats)
        context.update(game_name=ruleset.name, players=names, game_id=game.pk)
        if player is not None and any(seat.player_id == player.pk for seat in seats):
            context["game_url"] = game_link_url(player.pk, game.pk)
            if notification.kind == Kind.TAKEBACK_REQUESTED:
                # Straight to the answer buttons: a browser keeps the fragment over the sign-in redirect.
                context["game_url"] += "#takeback"
            if game.status == Game.Status.ACTIVE:  # who is away, so the reader knows why the game waits
                context["away"] = away_players(seats, exclude=player.pk)
        seat = data.get("seat")
        if player is not None and seat is not None and not any(
            s.seat == seat and s.player_id == player.pk for s in seats
        ):
            # An admin handed the seat to someone else after this row was written (an email may
            # leave hours late): what the seat sees is no longer this reader's to read.
            seat = None
        if notification.kind in {Kind.YOUR_TURN, Kind.TIMEOUT, Kind.REMINDER}:
            log = queries.seat_log(game, seat, newest=EVENTS_IN_EMAIL, up_to=data.get("seq", game.seq),
                                  since_own_move=True)
            context["recent"] = describe_log(ruleset, log, names, locale)
            context["deadline"] = next((s.deadline for s in seats if s.seat == seat), None)
        # A seat an admin handed to the reader while it is to move: their "your turn" email too.
        turn = notification.kind in {Kind.YOUR_TURN, Kind.REMINDER} or (
            notification.kind == Kind.SEAT_REPLACED and data.get("to_move"))
        if notification.kind == Kind.SEAT_REPLACED and turn and seat is not None:
            context["deadline"] = next((s.deadline for s in seats if s.seat == seat), None)
        if turn and seat is not None and game.seq:
            # The state in brief, as its reader may act on it: their moves at the time of the notification.
            at = min(data.get("seq", game.seq), game.seq)
            state = load_state(game, at=at)
            moves = queries.legal_moves(game, seat, at=at, state=state)
            # Answering by email (notifications.inbound): the reply address names this very list
            # (the seq it was read at), so the moves are numbered, up to REPLY_MOVES_SHOWN of them,
            # in the order the page shows them (games.describe.move_choices), which a reply's number follows.
            address = reply_address(player.pk, game.pk, at) if player is not None and moves else None
            context["options"], context["options_more"] = move_options(
                ruleset, state, seat, moves, locale, limit=REPLY_MOVES_SHOWN if address else OPTIONS_SHOWN, names=names)
            if address:
                context["reply_address"] = address
            # What waits for this seat, in the rule set's words (e.g. Greenland's offers to answer).
            context["summary"] = presentation_for(ruleset.id).summarize_for_seat(ruleset.view(state, seat), seat, names, locale)
        if notification.kind == Kind.YOUR_TURN and player is not None:
            # Read when the email is built, so it shows the chat as it is when it leaves.
            own = next((s for s in seats if s.seat == seat and s.player_id == player.pk), None)
            if own is not None:
                context["chat"], context["chat_more"] = chat.unread_for(own, CHAT_IN_EMAIL)
                # Their conditional moves that did not apply when this turn began: only they are told.
                context["conditionals_unplayed"] = conditional.unplayed_at(game, player, data.get("seq", game.seq))
        if notification.kind == Kind.TIMEOUT:
            context["timed_out_name"] = names[data["timed_out"]] if data.get("timed_out") is not None else "?"
            # Spoken to in the second person: the reader is the player who ran out of time.
            context["you_timed_out"] = seat is not None and seat == data.get("timed_out")
            # What the autopilot played, in the log's words, as the reader may see it.
            batch = [entry for entry in queries.batch_log(game, data.get("batch", data["seq"]), seat) if not is_meta(entry.row.type)]
            context["played"] = [line["text"] for line in describe_log(ruleset, batch, names, locale)]
        if notification.kind == Kind.TAKEBACK_REQUESTED:
            context.update(_takeback(notification, ruleset, seats, names, seat, locale))
        if notification.kind == Kind.DEADLINE_EXTENDED:
            context["new_deadline"] = parse_datetime(data.get("to") or "")
        if notification.kind == Kind.SEAT_REPLACED and data.get("seat") is not None:
            context["holder_name"] = names[data["seat"]]  # the seat's name now: its new player, or the autopilot
        if notification.kind == Kind.GAME_OVER and game.outcome:
            context["result"] = outcome_lines(game.outcome, names)
            context.update(_rating(game, seat))
        if notification.kind == Kind.INVITATION:
            invitation = game.invitations.get(pk=data["invitation"])
            context.update(invitation=invitation, accept_url=f"{invitation_url(invitation.pk)}?lang={locale}",
                           inviter=invitation.invited_by.display_name if invitation.invited_by else "")
    if notification.kind == Kind.ACCOUNT_LINK:
        # Signed now, from the row's id: the outbox keeps no secret (players.account_links).
        context.update(account_url=account_link_url(data["link"]),
                       minutes=settings.ACCOUNT_LINK_MAX_AGE_MINUTES)
    if notification.kind in {Kind.SIGN_IN_LINK, Kind.ACCOUNT_LINK} and game is None and player is not None:
        # The sign-in page's email: a link to each game it lists that is still being played.
        games = Game.objects.filter(pk__in=data.get("games", []), status=Game.Status.ACTIVE).order_by("pk")
        context["games"] = [
            {"game_name": registry().get(item.ruleset).name, "game_id": item.pk,
             "game_url": game_link_url(player.pk, item.pk)}
            for item in games
        ]
    if notification.kind == Kind.DIGEST:
        context.update(_digest(notification, player))
    return context


def _rating(game: Game, seat: int | None) -> dict:
    """A rated game's game-over email: what the game did to its reader's rating (``rating``, a
    ``games.signals.SeatRating``), read when the email leaves, which the outbox holds back until
    the rater has dealt with the game (``outbox.emails.game_over_rows``); or ``rating_pending``
    when it left before that (the rater was late or failed: the page will say it)."""
    ratings = signals.game_ratings_of(game)
    if ratings is None or seat is None:
        return {}
    # The ladder, named when it is a variant's ("Your Knarr (Artifacts) rating"), not the standard one.
    name = registry().get(game.ruleset).name
    ladder = {"rating_game": f"{name} ({ratings.ladder})" if ratings.ladder else name}
    if ratings.pending:
        return {"rating_pending": True, **ladder}
    rating = ratings.seats.get(seat)
    if rating is None:
        return {}
    # A provisional rating is marked "?" as on the pages (and the email says what it means).
    return {"rating": rating, "rating_after": f"{rating.after}?" if rating.provisional else str(rating.after),
            **ladder}


def _takeback(notification: Notification, ruleset, seats: list[Seat], names: list[str], seat: int | None,
              locale: str) -> dict:
    """A takeback request's email: who asks (``requester_name``), the move they would take back
    in the log's words as the reader sees it (``move_lines``: the log line of each event of the
    move's batch), whether the reader is the only one asked (``only_you``), and the game link
    sent to the page's answer buttons (``#takeback``)."""
    data = notification.context
    requester = data.get("requester")
    batch = [entry for entry in queries.batch_log(notification.game, data["batch"], seat) if not is_meta(entry.row.type)]
    asked = [row for row in seats if row.seat != requester and row.player_id is not None]
    return {"requester_name": names[requester] if requester is not None and 0 <= requester < len(names) else "?",
            "move_lines": [line["text"] for line in describe_log(ruleset, batch, names, locale)],
            "only_you": len(asked) == 1}


def _digest(notification: Notification, player) -> dict:
    """A digest's games, one entry each, in the order of their first news: its name and number,
    its link, what happened (each kind once), and the reader's deadline if they are to move;
    ``awaiting``, how many of them wait for the reader's move now (the subject counts them); and
    ``since``, when the previous digest left (``notifications.digests.since``)."""
    games: dict[int, dict] = {}
    for item in notification.items.select_related("game").order_by("created_at"):
        if item.game is None:
            continue
        entry = games.setdefault(item.game_id, {
            "game_name": registry().get(item.game.ruleset).name, "game_id": item.game_id,
            "game_url": game_link_url(player.pk, item.game_id), "kinds": [], "deadline": None})
        if item.kind not in entry["kinds"]:
            entry["kinds"].append(item.kind)
    for seat in Seat.objects.filter(game_id__in=games, player=player, is_to_move=True,
                                    game__status=Game.Status.ACTIVE):
        games[seat.game_id]["deadline"] = seat.deadline
        games[seat.game_id]["to_move"] = True
    since = notification.context.get("since")
    return {"items": list(games.values()), "awaiting": sum(1 for entry in games.values() if entry.get("to_move")),
            "since": datetime.fromisoformat(since) if since else None}
