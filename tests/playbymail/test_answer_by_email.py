"""Answering a turn email by email, over real SMTP on loopback both ways.

The turn email leaves through Django's SMTP backend for an aiosmtpd sink (``smtp_inbox``); the
player's reply goes, with smtplib, to Ravenpost's own receiver (``notifications.inbound.smtp``,
what ``manage.py receive_mail`` serves) at the address of the email's ``Reply-To``. Each case
then reads the game's events and the emails that came back: plain text (a number, the move's
words), a top-posted reply above the quoted email, an HTML-only reply, a forged token, a token
for another game or another player, a late reply, an auto-reply, and one that names no move.
The provider webhook (``POST /api/inbound/email/``) takes the same message as raw MIME.
"""

from __future__ import annotations

import re
import smtplib
import socket
from datetime import timedelta
from email.message import EmailMessage
from email.utils import make_msgid

import pytest

from games import services
from games.models import Event, Game
from games.rulesets import presentation_for
from notifications.inbound import service
from notifications.inbound.smtp import ReplyHandler, controller
from players.links import reply_token
from tests.e2e.mail import text_of

pytestmark = pytest.mark.django_db(transaction=True)  # the receiver's thread reads what the test wrote

DOMAIN = "reply.ravenpost.example"
SITE = "https://play.ravenpost.example"


@pytest.fixture
def inbound(settings, smtp_inbox):
    """Answering by email on, and Ravenpost's SMTP receiver on a free loopback port."""
    settings.SITE_URL = SITE
    settings.INBOUND_EMAIL_DOMAIN, settings.INBOUND_EMAIL_LOCAL_PART = DOMAIN, "play"
    settings.INBOUND_EMAIL_SECRET = "s3cret-for-tests"
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    from django.core.cache import cache

    cache.clear()  # the answers' limits are counted there
    handler = ReplyHandler()
    server = controller("127.0.0.1", port, handler)
    server.start()
    try:
        yield Receiver(port, handler, smtp_inbox)
    finally:
        server.stop()


class Receiver:
    def __init__(self, port: int, handler: ReplyHandler, sink) -> None:
        self.port, self.handler, self.sink = port, handler, sink

    def send(self, message: EmailMessage, *, sender: str | None = None) -> service.Received:
        """Send ``message`` to the receiver over SMTP; what came of it (known once DATA is answered)."""
        before = len(self.handler.received)
        with smtplib.SMTP("127.0.0.1", self.port, timeout=30) as smtp:
            smtp.send_message(message, from_addr=sender if sender is not None else str(message["From"]))
        assert len(self.handler.received) == before + 1
        return self.handler.received[-1]

    def answers(self, player) -> list:
        """The emails that answered a reply of ``player`` (marked by the receiver), oldest first."""
        return [m for m in self.sink.messages if m["X-Ravenpost-Inbound"] and player.email in m["To"]]

    def newest(self, player, game):
        """The newest email to ``player`` about ``game`` with a reply address: a turn email, or an
        answer that lists their moves again (they must move again: no turn email comes)."""
        return [m for m in self.sink.messages if m["Reply-To"] and player.email in m["To"]
                and f"+{player.pk}-{game.pk}-" in m["Reply-To"]][-1]

    def turn_emails(self, player, game) -> list:
        return [m for m in self.sink.messages if (m["X-Ravenpost-Notification"] or "").startswith("turn:")
                and player.email in m["To"] and f"+{player.pk}-{game.pk}-" in (m["Reply-To"] or "")]


def start_uigo(players, lang: str = "en"):
    """A two-player UIGO! game (one seat to move at a time) and the player to move first."""
    for player in players[:2]:
        player.locale = lang
        player.save(update_fields=["locale"])
    game = services.create_game(creator=players[0], ruleset_id="uigo", seats=[p.pk for p in players[:2]],
                                move_time_limit=timedelta(days=3))
    game.refresh_from_db()
    return game, players[game.to_move[0]] if game.to_move[0] < 2 else None


def seat_player(game: Game, players):
    from tests.playing import seat_players

    game.refresh_from_db()
    return seat_players(game)[game.to_move[0]]


def numbered(turn_email) -> list[str]:
    """The moves the email lists, by number (1 first)."""
    return re.findall(r"^\d+\. (.+?)\r?$", text_of(turn_email), flags=re.MULTILINE)


def reply_to(turn_email, body: str, *, html: str | None = None, **headers) -> EmailMessage:
    """A reply as a mail client writes it, to the turn email's Reply-To, in its thread."""
    message = EmailMessage()
    message["From"] = turn_email["To"]
    message["To"] = turn_email["Reply-To"]
    message["Subject"] = "Re: " + str(turn_email["Subject"])
    message["Message-ID"] = make_msgid("reply", "mail.example.org")  # each reply its own
    message["In-Reply-To"] = message["References"] = turn_email["Message-ID"]
    for name, value in headers.items():
        message[name.replace("_", "-")] = value
    if html is not None:
        message.set_content(html, subtype="html")
    else:
        message.set_content(body)
    return message


def last_move_type(game: Game) -> Event:
    return Event.objects.filter(game=game).order_by("-seq").first()


def test_the_turn_email_numbers_the_moves_and_carries_a_signed_reply_address(players, inbound):
    game, _ = start_uigo(players)
    player = seat_player(game, players)
    [email] = inbound.turn_emails(player, game)
    moves = numbered(email)
    ruleset, state = services.ruleset_for(game), services.load_state(game)
    assert moves == [presentation_for(ruleset.id).describe_move(move, "en") for move in ruleset.legal_moves(state, game.to_move[0])]
    assert "reply to this email with its number" in text_of(email)
    assert "<ol>" in email.get_body(preferencelist=("html",)).get_content()
    local, _, domain = str(email["Reply-To"]).partition("@")
    assert domain == DOMAIN and local.startswith("play+") and len(local) <= 64
    assert local.removeprefix("play+") == reply_token(player.pk, game.pk, game.seq)


def test_turn_emails_are_unchanged_when_answering_by_email_is_off(players, settings, smtp_inbox):
    settings.INBOUND_EMAIL_DOMAIN = ""
    game, _ = start_uigo(players)
    player = seat_player(game, players)
    [email] = [m for m in smtp_inbox.messages if player.email in m["To"]
               and (m["X-Ravenpost-Notification"] or "").startswith("turn:")]
    assert email["Reply-To"] is None
    assert "\n- Play the " in text_of(email) and not numbered(email)


def test_a_number_in_plain_text_plays_that_move_and_is_confirmed(players, inbound):
    game, _ = start_uigo(players)
    player = seat_player(game, players)
    [email] = inbound.turn_emails(player, game)
    moves, seq = numbered(email), game.seq
    received = inbound.send(reply_to(email, "2\n\nThanks!\n-- \nSomeone\n"))
    assert received.result == service.PLAYED
    game.refresh_from_db()
    assert game.seq > seq
    played = Event.objects.get(game=game, seq=seq + 1)
    assert played.actor_id == player.pk
    [answer] = inbound.answers(player)
    assert answer["X-Ravenpost-Inbound"] == "played"
    assert answer["Auto-Submitted"] == "auto-replied"
    assert answer["In-Reply-To"] is not None and answer["References"].endswith(answer["In-Reply-To"])
    assert f"is played: {moves[1]}" in text_of(answer)
    # The other player's turn email came through the ordinary outbox, with its own reply address.
    other = seat_player(game, players)
    assert other != player and inbound.turn_emails(other, game)


def test_the_moves_words_a_quoted_reply_and_an_html_only_reply_each_play(players, inbound):
    game, _ = start_uigo(players)
    for style in ("words", "quoted", "html"):
        player = seat_player(game, players)
        email = inbound.newest(player, game)
        moves, seq = numbered(email), game.seq
        quote = "\n".join(f"> {line}" for line in text_of(email).splitlines())
        if style == "words":
            chosen, message = moves[-1], reply_to(email, moves[-1].upper() + "\n")
        elif style == "quoted":  # top-posted above the quoted email, which lists other numbers
            chosen = moves[0]
            message = reply_to(email, f"1\n\nOn Sat, Nov 28, 2026 at 10:00 AM Ravenpost <{email['Reply-To']}>\n"
                                      f"wrote:\n{quote}\n")
        else:  # HTML only, the quote in a blockquote, as webmail writes it
            chosen = moves[-1]  # a player following suit may have a single move
            message = reply_to(email, "", html=f'<div dir="ltr">{len(moves)}</div><br><div class="gmail_quote">'
                                               f'On Sat, Ravenpost wrote:<blockquote>{quote}</blockquote></div>')
        received = inbound.send(message)
        assert received.result == service.PLAYED, style
        game.refresh_from_db()
        assert Event.objects.get(game=game, seq=seq + 1).actor_id == player.pk
        assert f"is played: {chosen}" in text_of(inbound.answers(player)[-1]), style


def test_forged_tokens_and_tokens_for_another_game_or_player_play_nothing_and_get_no_answer(players, inbound):
    game, _ = start_uigo(players)
    other_game = services.create_game(creator=players[2], ruleset_id="uigo", seats=[players[2].pk, players[3].pk],
                                      move_time_limit=timedelta(days=3))
    player = seat_player(game, players)
    email = inbound.turn_emails(player, game)[-1]
    token = str(email["Reply-To"]).partition("+")[2].partition("@")[0]
    player_id, game_id, seq, signature = token.split("-")
    forged = [
        f"{player_id}-{game_id}-{seq}-{'a' * 16}",  # a made-up signature
        f"{player_id}-{other_game.pk}-{seq}-{signature}",  # this signature, another game
        f"{player_id}-{game_id}-{int(seq) + 1}-{signature}",  # another seq
        reply_token(players[2].pk, game.pk, game.seq),  # genuine, for a player without a seat here
        "garbage",
    ]
    seqs = (game.seq, other_game.seq)
    for bad in forged:
        message = reply_to(email, "1\n")
        message.replace_header("To", f"play+{bad}@{DOMAIN}")
        assert inbound.send(message).result == service.REFUSED, bad
    game.refresh_from_db()
    other_game.refresh_from_db()
    assert (game.seq, other_game.seq) == seqs
    assert inbound.answers(player) == [] and inbound.answers(players[2]) == []
    # The receiver takes mail for reply addresses only.
    with smtplib.SMTP("127.0.0.1", inbound.port, timeout=30) as smtp, pytest.raises(smtplib.SMTPRecipientsRefused):
        smtp.sendmail(player.email, ["postmaster@" + DOMAIN], b"Subject: hi\r\n\r\n1\r\n")


def test_a_late_reply_plays_nothing_and_says_the_game_moved_on_with_the_new_choices(players, inbound):
    game, _ = start_uigo(players)
    first = seat_player(game, players)
    old = inbound.turn_emails(first, game)[-1]
    assert inbound.send(reply_to(old, "1\n")).result == service.PLAYED
    # The same email answered again: the game moved on, and it is not this player's turn.
    seq = Game.objects.get(pk=game.pk).seq
    late = reply_to(old, "2\n")
    received = inbound.send(late)
    assert received.result == service.LATE and received.seq == seq
    assert Game.objects.get(pk=game.pk).seq == seq
    answer = inbound.answers(first)[-1]
    assert answer["X-Ravenpost-Inbound"] == "late" and "moved on" in text_of(answer)
    assert "not your turn now" in text_of(answer) and answer["Reply-To"] is None
    # The second player answers their own email, and it is the first player's turn again: the old
    # email's reply is late, and its answer gives the new choices with a fresh reply address.
    second = seat_player(game, players)
    assert inbound.send(reply_to(inbound.turn_emails(second, game)[-1], "1\n")).result == service.PLAYED
    while (to_move := seat_player(game, players)) != first:  # the trick's winner leads the next one
        seat = game.to_move[0]
        move = services.ruleset_for(game).legal_moves(services.load_state(game), seat)[0]
        services.submit_move(game_id=game.pk, player=to_move, move=move, expected_seq=game.seq)
    game.refresh_from_db()
    seq = game.seq
    received = inbound.send(reply_to(old, "1\n"))
    assert received.result == service.LATE
    assert Game.objects.get(pk=game.pk).seq == seq
    answer = inbound.answers(first)[-1]
    assert answer["Reply-To"] is not None and answer["Reply-To"] != old["Reply-To"]
    assert str(answer["Reply-To"]).startswith(f"play+{reply_token(first.pk, game.pk, seq)}@")
    fresh = numbered(answer)
    ruleset = services.ruleset_for(game)
    assert fresh == [presentation_for(ruleset.id).describe_move(move, "en")
                     for move in ruleset.legal_moves(services.load_state(game), game.to_move[0])]
    # That fresh address works.
    received = inbound.send(reply_to(answer, "1\n"))
    assert received.result == service.PLAYED and received.seq > seq


def test_auto_replies_never_move_and_are_never_answered(players, inbound):
    game, _ = start_uigo(players)
    player = seat_player(game, players)
    email = inbound.turn_emails(player, game)[-1]
    seq = game.seq
    cases = [
        reply_to(email, "1\n", Auto_Submitted="auto-replied"),
        reply_to(email, "1\n", X_Autoreply="yes"),
        reply_to(email, "1\n", Precedence="bulk"),
        reply_to(email, "I am out of the office until Monday.\n"),
    ]
    cases[-1].replace_header("Subject", "Out of Office: " + str(email["Subject"]))
    for message in cases:
        assert inbound.send(message).result == service.AUTO_REPLY
    assert inbound.send(reply_to(email, "1\n"), sender="").result == service.AUTO_REPLY  # a bounce
    assert Game.objects.get(pk=game.pk).seq == seq
    assert inbound.answers(player) == []


def test_a_reply_that_names_no_move_is_told_what_was_read_in_french(players, inbound):
    game, _ = start_uigo(players, lang="fr")
    player = seat_player(game, players)
    email = inbound.turn_emails(player, game)[-1]
    assert "répondez à cet e-mail avec son numéro" in text_of(email)
    seq = game.seq
    received = inbound.send(reply_to(email, "peut-être demain\n"))
    assert received.result == service.NOT_UNDERSTOOD
    assert Game.objects.get(pk=game.pk).seq == seq
    answer = inbound.answers(player)[-1]
    # What the reply said is not repeated: whoever holds the address could write it.
    assert "ne nomme aucun de vos coups" in text_of(answer) and "peut-être demain" not in text_of(answer)
    assert numbered(answer) == numbered(email) and answer["Reply-To"] == email["Reply-To"]


def test_the_same_message_delivered_twice_plays_once(players, inbound):
    game, _ = start_uigo(players)
    player = seat_player(game, players)
    message = reply_to(inbound.turn_emails(player, game)[-1], "1\n")
    assert inbound.send(message).result == service.PLAYED
    seq = Game.objects.get(pk=game.pk).seq
    assert inbound.send(message).result == service.REPLAYED
    assert Game.objects.get(pk=game.pk).seq == seq
    assert len(inbound.answers(player)) == 1


def test_the_provider_webhook_takes_the_raw_message(players, inbound, client, settings):
    game, _ = start_uigo(players)
    player = seat_player(game, players)
    message = reply_to(inbound.turn_emails(player, game)[-1], "1\n")
    url = "/api/inbound/email/"
    raw = message.as_bytes()
    wrong = client.post(url, raw, content_type="message/rfc822", HTTP_X_RAVENPOST_INBOUND_SECRET="nope")
    assert wrong.status_code == 403 and wrong["Content-Type"] == "application/problem+json"
    assert client.post(url, b"", content_type="message/rfc822",
                       HTTP_X_RAVENPOST_INBOUND_SECRET="s3cret-for-tests").status_code == 400
    assert client.post(url, raw, content_type="application/json",
                       HTTP_X_RAVENPOST_INBOUND_SECRET="s3cret-for-tests").status_code == 415
    seq = Game.objects.get(pk=game.pk).seq
    response = client.post(url, raw, content_type="message/rfc822", HTTP_X_RAVENPOST_INBOUND_SECRET="s3cret-for-tests")
    assert response.status_code == 200, response.content
    assert response.json() == {"result": "played", "game": game.pk, "seq": Game.objects.get(pk=game.pk).seq,
                               "answered": True}
    assert Game.objects.get(pk=game.pk).seq > seq
    settings.INBOUND_EMAIL_SECRET = ""
    assert client.post(url, raw, content_type="message/rfc822",
                       HTTP_X_RAVENPOST_INBOUND_SECRET="anything").status_code == 404
    # Without its required header a request is refused as such, configured or not.
    assert client.post(url, raw, content_type="message/rfc822",
                       HTTP_X_RAVENPOST_INBOUND_SECRET="").status_code == 403


def test_the_receive_mail_command_serves_reply_addresses_only_and_stops_on_sigterm(tmp_path):
    """The command as an operator runs it: a process of its own, SMTP on the given port."""
    import os
    import signal
    import subprocess
    import sys
    import time
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    env = {**os.environ, "INBOUND_EMAIL_DOMAIN": DOMAIN, "PYTHONPATH": str(root)}
    off = subprocess.run([sys.executable, "manage.py", "receive_mail", "--port", str(port)], cwd=root,
                         env={**env, "INBOUND_EMAIL_DOMAIN": ""}, capture_output=True, text=True, timeout=120)
    assert off.returncode != 0 and "INBOUND_EMAIL_DOMAIN" in off.stderr
    process = subprocess.Popen([sys.executable, "manage.py", "receive_mail", "--host", "127.0.0.1", "--port",
                                str(port)], cwd=root, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               text=True)
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                smtp = smtplib.SMTP("127.0.0.1", port, timeout=10)
                break
            except OSError:
                assert process.poll() is None, process.stderr.read()
                assert time.monotonic() < deadline, "the receiver did not start"
                time.sleep(0.2)
        with smtp:
            smtp.ehlo()
            smtp.mail("someone@example.org")
            assert smtp.rcpt("postmaster@" + DOMAIN)[0] == 550
            assert smtp.rcpt("play+1-2-3-abc@elsewhere.example")[0] == 550
            assert smtp.rcpt(f"play+1-2-3-abc@{DOMAIN}")[0] == 250
            smtp.rset()
    finally:
        process.send_signal(signal.SIGTERM)
        out, _err = process.communicate(timeout=30)
    assert process.returncode == 0
    assert f"Receiving replies for *@{DOMAIN} on 127.0.0.1:{port}" in out


def test_a_message_that_cannot_be_handled_now_is_refused_for_a_retry_not_lost(players, inbound, monkeypatch):
    """The database out (or any error) while a reply is handled: 451, so the sending server keeps
    the message and tries again later; once it can be handled, it plays."""
    from django.db import OperationalError

    game, _ = start_uigo(players)
    player = seat_player(game, players)
    email = inbound.turn_emails(player, game)[-1]
    message = reply_to(email, "1\n")
    real = service.receive

    def down(*args, **kwargs):
        raise OperationalError("the database is restarting")

    monkeypatch.setattr(service, "receive", down)
    with smtplib.SMTP("127.0.0.1", inbound.port, timeout=30) as smtp, pytest.raises(smtplib.SMTPDataError) as error:
        smtp.send_message(message)
    assert error.value.smtp_code == 451
    assert Game.objects.get(pk=game.pk).seq == game.seq
    monkeypatch.setattr(service, "receive", real)
    assert inbound.send(message).result == service.PLAYED


def test_a_long_list_numbers_thirty_moves_and_sends_the_rest_to_the_game_page(players, inbound):
    """Greenland's seat may have more than 30 moves: the email numbers the first 30 and says how
    many more the page has; "30" plays the 30th, "31" names none (an unlisted move may still be
    named by its words)."""
    from random import Random

    from notifications.emails import build_message
    from outbox.models import Notification
    from tests.playing import seat_players

    def crowded_turn(chooser: Random):
        """A new game played at random until a seat has more than 30 moves (or it ends: None)."""
        game = services.create_game(creator=players[0], ruleset_id="greenland", seats=[p.pk for p in players[:2]],
                                    move_time_limit=timedelta(days=3))
        seated, ruleset = seat_players(game), services.ruleset_for(game)
        for _ in range(300):
            game.refresh_from_db()
            if game.status != Game.Status.ACTIVE:
                return None
            state = services.load_state(game)
            options = {seat: ruleset.legal_moves(state, seat) for seat in game.to_move}
            crowded = [seat for seat, moves in options.items() if len(moves) > 30]
            if crowded:
                return game, seated, ruleset, state, crowded[0]
            seat = chooser.choice(sorted(seat for seat, moves in options.items() if moves))
            services.submit_move(game_id=game.pk, player=seated[seat], move=chooser.choice(options[seat]),
                                 expected_seq=game.seq)
        return None

    chooser = Random(3)
    found = next((turn for turn in (crowded_turn(chooser) for _ in range(10)) if turn is not None), None)
    assert found is not None, "no seat had more than 30 moves in ten games"
    game, seated, ruleset, state, seat = found
    player = seated[seat]
    moves = ruleset.legal_moves(state, seat)
    row = Notification.objects.create(key=f"test:long:{game.pk}", kind=Notification.Kind.YOUR_TURN, player=player,
                                      email=player.email, game=game, context={"seat": seat, "seq": game.seq})
    built = build_message(row)
    built.extra_headers["Message-ID"] = row.message_id()
    built.send()
    email = inbound.sink.messages[-1]
    listed = numbered(email)
    assert listed == [presentation_for(ruleset.id).describe_move(move, "en") for move in moves[:30]]
    assert f"…and {len(moves) - 30} more choice" in text_of(email)
    assert inbound.send(reply_to(email, "31\n")).result == service.NOT_UNDERSTOOD
    assert numbered(inbound.answers(player)[-1]) == listed
    received = inbound.send(reply_to(email, "30\n"))
    assert received.result == service.PLAYED
    assert f"is played: {listed[29]}" in text_of(inbound.answers(player)[-1])


def test_broken_messages_are_bad_input_never_an_error(players, inbound, client):
    """Garbage, broken headers and an unknown charset: a 200 (or a 250) that plays nothing or the
    move the reply names, never a 500 (or a 451 that would make the sender retry garbage)."""
    game, _ = start_uigo(players)
    player = seat_player(game, players)
    email = inbound.turn_emails(player, game)[-1]
    secret = {"HTTP_X_RAVENPOST_INBOUND_SECRET": "s3cret-for-tests"}
    url = "/api/inbound/email/"
    for raw in (b"\x00\xff\xfe not a message at all", b"To: <<<@@>>>, =?utf-8?q?=ZZ?=\r\n\r\n1\r\n",
                b"From: \r\nTo: \r\nSubject: =?x-nope?b?////?=\r\n\r\n"):
        response = client.post(url, raw, content_type="message/rfc822", **secret)
        assert response.status_code == 200 and response.json()["result"] == "refused", raw
    seq = Game.objects.get(pk=game.pk).seq
    broken = (f"From: {player.email}\r\nTo: {email['Reply-To']}\r\nSubject: =?utf-8?q?Re=3A_=ZZ?= \x01\r\n"
              f"Message-ID: <broken.1@mail.example.org>\r\nContent-Type: text/plain; charset=x-unknown-charset\r\n"
              "Content-Transfer-Encoding: quoted-printable\r\n\r\n1=\r\n\r\n> =E9=E9 quoted\r\n").encode()
    with smtplib.SMTP("127.0.0.1", inbound.port, timeout=30) as smtp:
        smtp.sendmail(player.email, [str(email["Reply-To"])], broken)
    assert inbound.handler.received[-1].result == service.PLAYED
    assert Game.objects.get(pk=game.pk).seq > seq


def test_a_message_with_twenty_thousand_reply_addresses_costs_bounded_work(players, inbound, client):
    """About 1 MB of folded ``To:`` naming 20,000 reply addresses (forged, then the player's genuine
    one): the receiver and the webhook each answer at once, and only the first addresses are
    looked at, so it plays nothing and sends nothing. The former reading took tens of seconds."""
    import time

    game, _ = start_uigo(players)
    player = seat_player(game, players)
    email = inbound.turn_emails(player, game)[-1]
    message = reply_to(email, "1\n")
    forged = [f"play+{n}-{n}-1-abcd@{DOMAIN}" for n in range(20_000)]
    message.replace_header("To", "listed@example.org")
    raw = message.as_bytes().replace(b"listed@example.org", ",\r\n ".join([*forged, str(email["Reply-To"])]).encode())
    assert 900_000 < len(raw) < 1_000_000  # under INBOUND_EMAIL_MAX_BYTES
    seq = game.seq
    start = time.monotonic()
    with smtplib.SMTP("127.0.0.1", inbound.port, timeout=60) as smtp:
        smtp.sendmail(player.email, [f"play+1-1-1-x@{DOMAIN}"], raw)
    smtp_seconds = time.monotonic() - start
    assert inbound.handler.received[-1].result == service.REFUSED
    start = time.monotonic()
    response = client.post("/api/inbound/email/", raw, content_type="message/rfc822",
                           HTTP_X_RAVENPOST_INBOUND_SECRET="s3cret-for-tests")
    http_seconds = time.monotonic() - start
    assert response.status_code == 200 and response.json()["result"] == "refused"
    assert smtp_seconds < 3 and http_seconds < 3, (smtp_seconds, http_seconds)
    assert Game.objects.get(pk=game.pk).seq == seq and inbound.answers(player) == []
    # The envelope is bounded too: past the first recipients, the receiver says "too many".
    with smtplib.SMTP("127.0.0.1", inbound.port, timeout=30) as smtp:
        smtp.ehlo()
        smtp.mail(player.email)
        codes = [smtp.rcpt(f"play+{n}-1-1-abcdefghijklmnop@{DOMAIN}")[0] for n in range(25)]
        smtp.rset()
    assert codes[:20] == [250] * 20 and set(codes[20:]) == {452}


def test_only_the_players_own_address_plays_and_a_strangers_words_never_reach_the_player(players, inbound):
    """A reply address in a stranger's hands: a ``From`` that is not the player's plays nothing and
    gets no answer; with the player's ``From`` forged on a stale address, the answer is Ravenpost's
    own (its subject, its words), sent once however often the address is written to."""
    game, _ = start_uigo(players)
    player = seat_player(game, players)
    email = inbound.turn_emails(player, game)[-1]
    seq = game.seq
    for stranger in ("attacker@evil.example", f"Someone <{player.email}>, attacker@evil.example", ""):
        message = reply_to(email, "1\n")
        del message["From"]
        if stranger:
            message["From"] = stranger
        assert inbound.send(message, sender="attacker@evil.example").result == service.REFUSED, stranger
    assert Game.objects.get(pk=game.pk).seq == seq and inbound.answers(player) == []
    # The player's From, any case: it plays.
    message = reply_to(email, "1\n")
    message.replace_header("From", f"Carol <{player.email.upper()}>")
    assert inbound.send(message).result == service.PLAYED
    # The address is stale now; a stranger forging the player's From posts to it again and again.
    phishing = "Security alert: confirm your login at http://evil.example/login"
    for _ in range(4):
        message = reply_to(email, "Your account is locked: http://evil.example/unlock\n")
        message.replace_header("Subject", "Re: " + phishing)
        assert inbound.send(message).result == service.LATE
    [confirmation, late] = inbound.answers(player)
    assert late["X-Ravenpost-Inbound"] == "late"
    for answer in (confirmation, late):
        assert "evil.example" not in answer.as_string() and "Security alert" not in answer.as_string()
        assert str(answer["Subject"]) == f"Re: Your turn in UIGO! (game {game.pk})"


def test_answers_to_replies_are_limited_per_player_and_hour(players, inbound, settings):
    settings.INBOUND_EMAIL_ANSWERS_PER_HOUR = 3
    game, _ = start_uigo(players)
    player = seat_player(game, players)
    email = inbound.turn_emails(player, game)[-1]
    results = [inbound.send(reply_to(email, f"maybe {n}\n")) for n in range(6)]
    assert [received.result for received in results] == [service.NOT_UNDERSTOOD] * 6
    assert [received.answered for received in results] == [True] * 3 + [False] * 3
    assert len(inbound.answers(player)) == 3
    # A move still plays past the limit, unanswered.
    received = inbound.send(reply_to(email, "1\n"))
    assert received.result == service.PLAYED and not received.answered


def test_with_a_trusted_authserv_id_only_an_authenticated_from_plays(players, inbound, settings):
    """``INBOUND_EMAIL_TRUSTED_AUTHSERV_ID``: the topmost Authentication-Results of that server must
    say that the From's domain passed DMARC (or signed with DKIM); any other server's word, or a
    look-alike below the trusted one's, counts for nothing."""
    settings.INBOUND_EMAIL_TRUSTED_AUTHSERV_ID = "mx.ravenpost.example"
    game, _ = start_uigo(players)
    player = seat_player(game, players)
    email = inbound.turn_emails(player, game)[-1]
    domain = player.email.rpartition("@")[2]
    refused = [
        [],
        [f"mx.evil.example; dmarc=pass header.from={domain}"],
        [f"mx.ravenpost.example; dmarc=fail header.from={domain}"],
        ["mx.ravenpost.example; dmarc=pass header.from=evil.example"],
        [f"mx.ravenpost.example; dmarc=fail header.from={domain}",
         f"mx.ravenpost.example; dmarc=pass header.from={domain}"],  # the sender's own, below
    ]
    seq = game.seq
    for results in refused:
        message = reply_to(email, "1\n")
        for value in results:
            message["Authentication-Results"] = value
        assert inbound.send(message).result == service.REFUSED, results
    assert Game.objects.get(pk=game.pk).seq == seq and inbound.answers(player) == []
    message = reply_to(email, "1\n")
    message["Authentication-Results"] = (f"mx.ravenpost.example 1; spf=pass smtp.mailfrom={domain}; "
                                         f"dkim=pass (good signature) header.d={domain} header.s=k1; "
                                         f"dmarc=pass (p=reject) header.from={domain}")
    assert inbound.send(message).result == service.PLAYED


@pytest.mark.parametrize("message_id", [True, False], ids=["with-message-id", "without"])
def test_parallel_deliveries_of_one_reply_play_once_and_send_one_answer(players, inbound, message_id):
    """Four deliveries of the same message at the same moment (a provider retrying, two MX hosts):
    one plays and is confirmed; the others find it played and send nothing, least of all "too
    late, nothing was played" about a move that was played."""
    import threading

    game, _ = start_uigo(players)
    player = seat_player(game, players)
    message = reply_to(inbound.turn_emails(player, game)[-1], "1\n")
    if not message_id:
        del message["Message-ID"]
    seq = game.seq
    barrier = threading.Barrier(4)
    failures: list[BaseException] = []

    def deliver():
        try:
            with smtplib.SMTP("127.0.0.1", inbound.port, timeout=60) as smtp:
                smtp.ehlo()
                smtp.mail(player.email)
                smtp.rcpt(str(message["To"]))
                barrier.wait(timeout=30)
                smtp.data(message.as_bytes())
        except BaseException as error:  # noqa: BLE001 - reported below
            failures.append(error)

    threads = [threading.Thread(target=deliver) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=120)
    assert failures == []
    results = sorted(received.result for received in inbound.handler.received[-4:])
    assert results == [service.PLAYED] + [service.REPLAYED] * 3
    assert Event.objects.get(game=game, seq=seq + 1).actor_id == player.pk
    played = Event.objects.filter(game=game, seq__gt=seq).exclude(idempotency_key=None)
    assert played.values("idempotency_key").distinct().count() == 1  # one move, not two
    assert [answer["X-Ravenpost-Inbound"] for answer in inbound.answers(player)] == ["played"]


def test_an_opponents_vacation_does_not_make_a_reply_late(players, inbound):
    """A vacation set and ended by the other player appends ``meta:vacation`` events (the game's
    seq moves on), but changes no list of moves: the turn email's reply still plays. A move by
    anyone does make it late."""
    from django.utils import timezone

    from games.services.vacations import set_vacation

    game, _ = start_uigo(players)
    player = seat_player(game, players)
    other = next(p for p in players[:2] if p != player)
    email = inbound.turn_emails(player, game)[-1]
    seq = game.seq
    set_vacation(player=other, start=timezone.now() + timedelta(days=1), end=timezone.now() + timedelta(days=2))
    set_vacation(player=other, start=None, end=None)
    assert Game.objects.get(pk=game.pk).seq == seq + 2
    received = inbound.send(reply_to(email, "1\n"))
    assert received.result == service.PLAYED
    assert Event.objects.get(game=game, seq=seq + 3).actor_id == player.pk
    assert [answer["X-Ravenpost-Inbound"] for answer in inbound.answers(player)] == ["played"]
