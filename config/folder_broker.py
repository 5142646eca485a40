"""A Celery broker that needs no server: kombu's filesystem transport, made safe to read while written.

``CELERY_BROKER_URL=filesystem://`` (bin/serve's default) selects it (config/settings.py): each
message is a file in ``CELERY_BROKER_FOLDER/queue``, the exchange tables are in
``CELERY_BROKER_FOLDER/control``, and every process of the machine that reads the same settings
shares them. For development only: one machine, no delivery guarantee beyond the files.

kombu writes a message file in place, so a worker polling the folder can pick up a file that is
still empty or half written and fail to decode it (the message is then lost). Here each message
is written under a name no queue reads, flushed, then renamed into place: ``os.replace`` is
atomic within one folder, so a reader sees the whole message or none of it.
"""

from __future__ import annotations

import contextlib
import os
import uuid
from pathlib import Path
from time import monotonic

from kombu.exceptions import ChannelError
from kombu.transport import filesystem
from kombu.utils.encoding import str_to_bytes
from kombu.utils.json import dumps


class Channel(filesystem.Channel):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        for folder in (self.data_folder_in, self.data_folder_out, self.control_folder):
            Path(folder).mkdir(parents=True, exist_ok=True)

    def _put(self, queue, payload, **kwargs):
        """Put ``payload`` on ``queue``: written to a temporary name, then renamed into place.

        The final name is kombu's (``<milliseconds>_<uuid>.<queue>.msg``: sorted by time, and
        matched by queue); the temporary one (``<uuid>.partial``) matches no queue.
        """
        folder = self.data_folder_out
        name = f"{int(round(monotonic() * 1000))}_{uuid.uuid4()}.{queue}.msg"
        partial = os.path.join(folder, f"{uuid.uuid4()}.partial")
        try:
            with open(partial, "wb") as file:
                file.write(str_to_bytes(dumps(payload)))
            os.replace(partial, os.path.join(folder, name))
        except OSError as exc:
            with contextlib.suppress(OSError):
                os.remove(partial)
            raise ChannelError(f"Cannot add a message to {folder!r}") from exc


class Transport(filesystem.Transport):
    Channel = Channel
