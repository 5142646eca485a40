"""Loaded by the schemathesis run of tests/api/test_schemathesis.py (``SCHEMATHESIS_HOOKS``): the
inbound email endpoint takes a raw message (``message/rfc822``), sent as the bytes generated for it."""

import schemathesis

schemathesis.serializer.alias("message/rfc822", "application/octet-stream")
