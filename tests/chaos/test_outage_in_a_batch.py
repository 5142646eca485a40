"""A restart of PostgreSQL, and separately of Redis, in the middle of sending a batch of emails:
0 emails lost, 0 sent twice, counted at a real SMTP server on loopback.

The processes are real and private to the test (``tests.chaos.stack``): a PostgreSQL cluster and
a Redis server of its own (the shared ones are never touched), a Celery worker with one pool
process (so the batch is sent one email after the other by one task) and Celery beat (the outbox
sweep). One transaction writes a batch of sign-in link emails; after its commit they are
published as one ``deliver_batch`` task. The SMTP server restarts the server under test when it
receives the batch's ``FAULT_AT``-th email, before it answers: the worker is then waiting for the
server's OK, and the restart falls between the acceptance of that email and its mark, the window
where a lost record would send it again.

``test_chaos`` restarts PostgreSQL at moments that do not depend on the emails; this test puts the
restart in the middle of a batch on purpose. The chaos test's Redis is never restarted.
"""

from __future__ import annotations

import subprocess
import sys

import pytest

from tests.chaos.stack import ROOT, START_SECONDS, MailCounter, Stack, wait_until

pytestmark = [pytest.mark.slow, pytest.mark.chaos]

EMAILS = 12
FAULT_AT = 4
# Every row sent, or left "sending" by the fault and swept after the claim timeout (30 s here).
SETTLE_SECONDS = 180

MAKE_BATCH = f"""
from django.db import transaction
from games import services
from outbox.emails import send_sign_in_link
from players.services import get_or_create_player

people = [get_or_create_player(f"reader{{n}}@example.org", name=f"Reader {{n}}")[0] for n in range({EMAILS})]
game = services.create_game(creator=people[0], ruleset_id="knarr", seats=[people[0].pk, {{"kind": "bot"}}])
with transaction.atomic():  # one commit: the ids are published together, as one deliver_batch task
    for person in people:
        send_sign_in_link(person, game)
"""


class FaultyMail(MailCounter):
    """Counts like ``MailCounter``, and runs ``fault`` once, on receiving the ``at``-th sign-in link,
    before answering it."""

    def __init__(self, at: int) -> None:
        super().__init__()
        self.at, self.fault, self.links, self.fired_after = at, None, 0, None

    async def handle_DATA(self, server, session, envelope):  # noqa: N802 - aiosmtpd's hook name
        answer = await super().handle_DATA(server, session, envelope)
        if b"X-Ravenpost-Notification: link:" in envelope.content:
            self.links += 1
            if self.links == self.at and self.fault is not None:
                self.fired_after = self.links
                self.fault()  # blocks this answer: the worker waits for its OK meanwhile
        return answer


def statuses(stack: Stack) -> dict[str, str]:
    """Every outbox row's status by key, read from the stack's PostgreSQL (empty while it is down)."""
    import psycopg

    try:
        with psycopg.connect(stack.postgres.url, connect_timeout=5) as conn:
            return dict(conn.execute("SELECT key, status FROM notifications_notification").fetchall())
    except psycopg.OperationalError:
        return {}


def run_batch_with(fault: str) -> tuple[Stack, dict[str, str]]:
    # No web server; one pool process, so that one task sends the batch, one email after another.
    with Stack(web_workers=0, celery_concurrency=1, mail=FaultyMail(FAULT_AT)) as stack:
        faults = {"redis": stack.redis.restart, "postgres": lambda: stack.postgres.restart("fast")}
        stack.mail.fault = faults[fault]
        result = subprocess.run([sys.executable, "manage.py", "shell", "-c", MAKE_BATCH], cwd=ROOT, env=stack.env(),
                                capture_output=True, text=True, timeout=START_SECONDS)
        assert result.returncode == 0, result.stdout + result.stderr

        def settled() -> bool:
            """Every row done: a row is sent again only while it is pending or "sending", so once
            none is, the SMTP server's counts are final."""
            rows = statuses(stack)
            links = [key for key in rows if key.startswith("link:")]
            return len(links) == EMAILS and not {"pending", "sending"} & set(rows.values())

        wait_until(settled, SETTLE_SECONDS, f"the batch was not all sent after a {fault} restart",
                   stack.directory / "worker.log")
        return stack, statuses(stack)


@pytest.mark.parametrize("fault", ["redis", "postgres"])
def test_a_restart_in_the_middle_of_a_batch_loses_no_email_and_sends_none_twice(fault):
    stack, rows = run_batch_with(fault)
    assert stack.mail.fired_after == FAULT_AT, "the fault never happened in the middle of the batch"
    received, without_key = stack.mail.counts()
    ids = stack.mail.message_ids()
    links = sorted(key for key in rows if key.startswith("link:"))
    assert len(links) == EMAILS
    assert {key: received[key] for key in links} == dict.fromkeys(links, 1), ids  # none lost, none twice
    # Nothing else went twice either (the game's own emails), and every email had its key.
    assert all(count == 1 for count in received.values()), ids
    assert without_key == 0
    assert all(rows[key] == "sent" for key in links)
