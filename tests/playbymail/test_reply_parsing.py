"""Reading replies to turn emails (notifications.inbound.parse): pure, no database."""

from __future__ import annotations

from email import message_from_string, policy

import pytest

from notifications.inbound.parse import choose, command, is_auto_reply, reply_text, reply_tokens, strip_quoted

LABELS = ["Play the blue 1", "Play the blue 8", "Play the green 2", "Trade: spend 1 bracelet", "Jouer le 8 vert"]


def mail(headers: str, body: str = "1\n", content_type: str = "text/plain") -> object:
    text = f"From: a@example.org\nTo: x@example.org\nContent-Type: {content_type}; charset=utf-8\n{headers}\n{body}"
    return message_from_string(text.lstrip("\n"), policy=policy.default)


@pytest.mark.parametrize(("line", "expected"), [
    ("1", 0), ("2.", 1), ("#3", 2), ("3)", 2), (" 4 ", 3), ("no 2", 1), ("6", None), ("0", None),
    ("Play the blue 8", 1), ("play THE blue 8.", 1), ("jouer le 8 vért", 4), ("trade", 3),
    ("Play the", None),  # the start of several moves
    ("Pl", None), ("", None), ("maybe later", None),
])
def test_a_reply_names_a_move_by_number_words_or_a_unique_start(line, expected):
    assert choose(line, LABELS) == expected


def test_only_the_listed_moves_have_numbers_but_any_move_may_be_named_by_its_words():
    assert choose("4", LABELS, numbered=3) is None
    assert choose("3", LABELS, numbered=3) == 2
    assert choose("jouer le 8 vert", LABELS, numbered=3) == 4


def test_quoted_text_attribution_and_signature_are_not_the_reply():
    text = ("2\n\nthanks!\n-- \nGabriel\nmobile: 0600000000\n")
    assert strip_quoted(text) == "2\n\nthanks!"
    top_posted = ("3\r\n\r\nOn Sat, Nov 28, 2026 at 10:00 AM Ravenpost <play+1-2-3-abc@reply.example>\r\n"
                  "wrote:\r\n> 1. Play the blue 1\r\n> 2. Play the blue 8\r\n")
    assert command(strip_quoted(top_posted)) == "3"
    french = "Jouer le 8 vert\n\nLe sam. 28 nov. 2026 à 10:00, Ravenpost <play+x@r.example> a écrit :\n> 1. x\n"
    assert strip_quoted(french) == "Jouer le 8 vert"
    outlook = "2\n\nFrom: Ravenpost <play+x@r.example>\nSent: Saturday\nSubject: Your turn\n\n1. Play\n"
    assert strip_quoted(outlook) == "2"
    assert strip_quoted("> 1. Play\n> 2. Play\n\n2\n\nSent from my iPhone\n") == "2"
    assert strip_quoted("-----Original Message-----\n1\n") == ""


def test_an_html_only_reply_is_read_as_text_without_its_quote():
    html = ('<html><head><style>p{color:red}</style></head><body><div dir="ltr">2&nbsp;</div><br>'
            '<div class="gmail_quote"><div>On Sat, Ravenpost wrote:</div><blockquote>1. Play the blue 1<br>'
            '2. Play the blue 8</blockquote></div></body></html>')
    message = mail("Subject: Re: Your turn\n", html, "text/html")
    assert command(reply_text(message)) == "2"


def test_auto_replies_are_known_by_their_headers_subjects_or_envelope():
    assert is_auto_reply(mail("Auto-Submitted: auto-replied\nSubject: Re: Your turn\n"))
    assert not is_auto_reply(mail("Auto-Submitted: no\nSubject: Re: Your turn\n"))
    assert is_auto_reply(mail("X-Autoreply: yes\nSubject: Re: Your turn\n"))
    assert is_auto_reply(mail("Precedence: bulk\nSubject: Re: Your turn\n"))
    assert is_auto_reply(mail("List-Id: <list.example.org>\nSubject: Re: Your turn\n"))
    assert is_auto_reply(mail("Subject: Out of Office: Your turn\n"))
    assert is_auto_reply(mail("Subject: Automatic reply: Your turn\n"))
    assert is_auto_reply(mail("Subject: Réponse automatique : Votre tour\n"))
    assert is_auto_reply(mail("Subject: Absent du bureau\n"))
    assert is_auto_reply(mail("Subject: Re: Your turn\n"), sender="")  # a bounce: MAIL FROM:<>
    assert not is_auto_reply(mail("Subject: Re: Your turn in UIGO!\n"), sender="a@example.org")


def test_reply_tokens_come_from_the_envelope_then_the_headers():
    message = mail("Subject: Re\nCc: Someone <play+9-9-9-zz@Reply.Example>, other@reply.example\n")
    assert reply_tokens(message, ["PLAY+1-2-3-abc@reply.example", "x@elsewhere.example"], local_part="play",
                        domain="reply.example") == ["1-2-3-abc", "9-9-9-zz"]
    assert reply_tokens(message, [], local_part="play", domain="other.example") == []


def test_reply_tokens_read_a_bounded_part_of_a_message():
    """At most ``MAX_TOKENS`` tokens, from the first ``MAX_RECIPIENTS`` recipients and the start of
    each header: an address past them is not looked at, however the message is made."""
    from notifications.inbound import parse

    listed = ",\n ".join(f"play+{n}-1-1-abc@reply.example" for n in range(5000))
    message = mail(f"Subject: Re\nTo: {listed}, play+7-7-7-last@reply.example\n")
    tokens = reply_tokens(message, [], local_part="play", domain="reply.example")
    assert tokens == [f"{n}-1-1-abc" for n in range(parse.MAX_TOKENS)]
    padded = mail("Subject: Re\nTo: " + "x" * parse.MAX_HEADER_CHARS + " play+7-7-7-late@reply.example\n")
    assert reply_tokens(padded, [], local_part="play", domain="reply.example") == []
    envelope = [f"other{n}@reply.example" for n in range(parse.MAX_RECIPIENTS)] + ["play+1-1-1-a@reply.example"]
    assert reply_tokens(mail("Subject: Re\n"), envelope, local_part="play", domain="reply.example") == []
    # Not part of a longer local part, nor of a longer domain.
    near = mail("Subject: Re\nTo: replay+1-1-1-a@reply.example, play+2-2-2-b@reply.example.evil\n")
    assert reply_tokens(near, [], local_part="play", domain="reply.example") == []
