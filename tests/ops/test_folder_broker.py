"""The development broker (config/folder_broker.py, ``CELERY_BROKER_URL=filesystem://``).

kombu's filesystem transport writes each message file in place, so a polling reader could take
a file still empty or half written; ours writes under a name no queue reads, then renames it.
"""

from __future__ import annotations

import builtins
import os

from kombu import Connection, Exchange, Queue

from tests.ops.support import clean_env, load_settings


def folders(tmp_path) -> dict[str, str]:
    return {"data_folder_in": str(tmp_path / "queue"), "data_folder_out": str(tmp_path / "queue"),
            "control_folder": str(tmp_path / "control")}


def publish_and_get(tmp_path, transport: str, name: str) -> tuple[list[str], object]:
    """Publish one message on queue ``name`` through ``transport`` (a name of its own: kombu keeps
    the declared exchanges in memory for the whole process); the names written to, and the message."""
    for folder in ("queue", "control"):  # kombu's own transport does not make them
        (tmp_path / folder).mkdir(exist_ok=True)
    written = []
    real_open = builtins.open

    def spying_open(file, mode="r", *args, **kwargs):
        if "w" in mode and os.path.dirname(str(file)) == str(tmp_path / "queue"):
            written.append(os.path.basename(str(file)))
        return real_open(file, mode, *args, **kwargs)

    with Connection("filesystem://", transport=transport, transport_options=folders(tmp_path)) as connection:
        queue = Queue(name, Exchange(name), routing_key=name)
        builtins.open = spying_open
        try:
            connection.Producer().publish({"n": 1}, exchange=queue.exchange, routing_key=name,
                                          declare=[queue])
        finally:
            builtins.open = real_open
        assert [file.endswith(f".{name}.msg") for file in os.listdir(tmp_path / "queue")] == [True]
        message = queue(connection.default_channel).get(no_ack=True)
    assert os.listdir(tmp_path / "queue") == []
    return written, message.payload


def read_by_the_queue(file: str, queue: str) -> bool:
    """Whether the transport's reader takes a file of this name for ``queue``."""
    return file.partition(".")[2] == f"{queue}.msg"


def test_a_message_is_never_written_under_a_name_the_reader_takes(tmp_path):
    written, payload = publish_and_get(tmp_path, "config.folder_broker:Transport", "ours")
    assert payload == {"n": 1}
    assert written and not any(read_by_the_queue(file, "ours") for file in written), written


def test_kombus_own_transport_writes_in_place(tmp_path):
    """What the folder broker is for: kombu's writes the file the reader takes."""
    written, _ = publish_and_get(tmp_path, "kombu.transport.filesystem:Transport", "kombus")
    assert any(read_by_the_queue(file, "kombus") for file in written), written


def test_filesystem_broker_url_selects_the_folder_broker_and_real_tasks(tmp_path):
    result, values = load_settings(
        clean_env(CELERY_BROKER_URL="filesystem://", CELERY_BROKER_FOLDER=str(tmp_path)),
        "CELERY_BROKER_URL", "CELERY_BROKER_TRANSPORT", "CELERY_BROKER_TRANSPORT_OPTIONS",
        "CELERY_TASK_ALWAYS_EAGER", "CELERY_WORKER_REDIRECT_STDOUTS", "DATABASES")
    assert result.returncode == 0, result.stderr
    assert values["CELERY_BROKER_TRANSPORT"] == "config.folder_broker:Transport"
    assert values["CELERY_BROKER_TRANSPORT_OPTIONS"] == {
        "data_folder_in": f"{tmp_path}/queue", "data_folder_out": f"{tmp_path}/queue",
        "control_folder": f"{tmp_path}/control"}
    assert values["CELERY_TASK_ALWAYS_EAGER"] is False  # a worker runs them
    assert values["CELERY_WORKER_REDIRECT_STDOUTS"] is False  # console emails keep their links
    sqlite = values["DATABASES"]["default"]["OPTIONS"]
    assert sqlite["transaction_mode"] == "IMMEDIATE" and sqlite["timeout"] == 20
    assert "journal_mode=WAL" in sqlite["init_command"]


def test_with_no_broker_at_all_tasks_stay_in_process_and_smtp_workers_log_their_output():
    result, values = load_settings(clean_env(EMAIL_URL="smtp://127.0.0.1:2525"),
                                   "CELERY_TASK_ALWAYS_EAGER", "CELERY_WORKER_REDIRECT_STDOUTS")
    assert result.returncode == 0, result.stderr
    assert values == {"CELERY_TASK_ALWAYS_EAGER": True, "CELERY_WORKER_REDIRECT_STDOUTS": True}
