"""How the chaos test and ``bench/soak.py`` count emails received more than once (no stack here:
the runs themselves seldom produce a copy, so the counting is checked on made-up receipts).

A notification received under two Message-IDs is an email duplicated (a reader sees it twice);
a copy with the Message-ID of the first is one message to a mail client, allowed only when its
first copy left just before a kill -9 of the Celery worker (``harness.KILL_WINDOW_SECONDS``)."""

from __future__ import annotations

from tests.chaos.harness import COLUMNS, KILL_WINDOW_SECONDS, Result, email_copies


def result_of(message_ids, first_at, kills) -> Result:
    copies = email_copies(message_ids, first_at, kills)
    counts = dict.fromkeys(COLUMNS, 0) | {"emails duplicated": copies.other_ids}
    return Result(counts=counts, checks={}, problems={}, faults=[], outages={}, rejected={}, unknown={},
                  unresolved=0, unexpected=[], seconds=1, emails_copies=copies.by_content,
                  emails_resent_same_id=copies.same_id, emails_resent_in_kill_window=copies.same_id_in_kill_window)


def test_once_each_is_nothing_to_report():
    result = result_of({"a": {"<1@x>": 1}, "b": {"<2@x>": 1}}, {"a": 10.0, "b": 11.0}, [12.0])
    assert result.failures() == [] and result.emails_copies == 0


def test_a_copy_with_the_same_message_id_just_before_a_kill_is_the_policy():
    result = result_of({"a": {"<1@x>": 2}, "b": {"<2@x>": 1}}, {"a": 100.0, "b": 50.0}, [100.0 + KILL_WINDOW_SECONDS / 2])
    assert (result.emails_copies, result.emails_resent_same_id, result.emails_resent_in_kill_window) == (1, 1, 1)
    assert result.counts["emails duplicated"] == 0 and result.failures() == []
    assert "with the Message-ID of the first copy: 1, of which 1 left" in result.table()


def test_a_copy_with_the_same_message_id_and_no_kill_fails():
    result = result_of({"a": {"<1@x>": 3}}, {"a": 100.0}, [100.0 + KILL_WINDOW_SECONDS + 5, 90.0])
    assert (result.emails_copies, result.emails_resent_same_id, result.emails_resent_in_kill_window) == (2, 2, 0)
    assert result.failures() == ["2 emails sent again (same Message-ID) though no worker was killed just after sending"]


def test_a_notification_under_two_message_ids_is_duplicated_even_in_the_kill_window():
    result = result_of({"a": {"<1@x>": 1, "<2@x>": 1}}, {"a": 100.0}, [100.5])
    assert result.counts["emails duplicated"] == 1 and result.emails_resent_same_id == 0
    assert result.failures() == ["1 emails duplicated"]
