"""The signature as docs/webhooks.md tells a receiver to check it: the snippet of the docs is run
here, verbatim, against real deliveries' headers."""

from __future__ import annotations

import re
import time
from pathlib import Path

from webhooks import signing

DOCS = Path(__file__).resolve().parents[2] / "docs" / "webhooks.md"


def documented_verify():
    text = DOCS.read_text()
    (code,) = [block for block in re.findall(r"```python\n(.*?)```", text, re.S) if "def verify" in block]
    namespace: dict = {}
    exec(compile(code, str(DOCS), "exec"), namespace)
    return namespace["verify"]


def test_a_signed_body_verifies_with_the_documented_code():
    verify = documented_verify()
    secret, body = signing.new_secret(), b'{"id":1,"type":"events","seat":0}'
    header = signing.header(secret, int(time.time()), body)
    assert verify(secret, header, body)


def test_the_documented_code_refuses_tampering_and_old_timestamps():
    verify = documented_verify()
    secret, body = signing.new_secret(), b'{"id":1}'
    now = int(time.time())
    assert not verify(secret, signing.header(secret, now, body), body + b" ")
    assert not verify(signing.new_secret(), signing.header(secret, now, body), body)
    assert not verify(secret, signing.header(secret, now - 3600, body), body)
    assert not verify(secret, f"t={now},v1=" + "0" * 64, body)
    assert not verify(secret, "garbage", body)


def test_the_algorithm_is_hmac_sha256_over_timestamp_dot_body():
    # A fixed vector, so that a receiver in another language can check its own code against it.
    assert signing.header("whsec_test", 1700000000, b'{"a":1}') == (
        "t=1700000000,v1=38877139021993b830af32feea6e18a8da83eb2f6e49ee50bd9e4cf4ca4d3789")
