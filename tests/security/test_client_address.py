"""Client addresses come from ``X-Forwarded-For`` only through the proxies in ``TRUSTED_PROXIES``:
anyone else's header is ignored, so nobody picks the address a throttle
counts them under."""

from __future__ import annotations

import pytest
from django.test import RequestFactory

from config.client_address import client_address, parse_trusted_proxies


def request(remote: str, forwarded: str | None = None):
    extra = {"REMOTE_ADDR": remote}
    if forwarded is not None:
        extra["HTTP_X_FORWARDED_FOR"] = forwarded
    return RequestFactory().get("/", **extra)


@pytest.fixture
def proxies(settings):
    settings.TRUSTED_PROXIES = parse_trusted_proxies("TRUSTED_PROXIES", "10.0.0.0/8, 192.168.1.7, fd00::/8")
    return settings


def test_without_trusted_proxies_the_header_is_ignored(settings):
    settings.TRUSTED_PROXIES = ()
    assert client_address(request("203.0.113.9", "1.2.3.4")) == "203.0.113.9"


def test_a_header_from_an_untrusted_peer_is_ignored(proxies):
    assert client_address(request("203.0.113.9", "1.2.3.4")) == "203.0.113.9"


def test_the_first_untrusted_address_from_the_right_is_the_client(proxies):
    assert client_address(request("10.1.2.3", "198.51.100.4")) == "198.51.100.4"
    # A client's own X-Forwarded-For is kept by the proxy on the left: it cannot pick its address.
    assert client_address(request("10.1.2.3", "6.6.6.6, 198.51.100.4")) == "198.51.100.4"
    # Through two trusted proxies.
    assert client_address(request("10.1.2.3", "6.6.6.6, 198.51.100.4, 192.168.1.7")) == "198.51.100.4"
    assert client_address(request("fd00::1", "2001:db8::5")) == "2001:db8::5"


def test_a_chain_of_trusted_addresses_or_garbage_stops_at_what_is_known(proxies):
    assert client_address(request("10.1.2.3", "10.9.9.9")) == "10.9.9.9"
    assert client_address(request("10.1.2.3", "")) == "10.1.2.3"
    assert client_address(request("10.1.2.3", "not-an-address")) == "10.1.2.3"
    assert client_address(request("10.1.2.3", "not-an-address, 10.4.4.4")) == "10.4.4.4"


@pytest.mark.parametrize("bad", ["10.0.0.0/33", "banana", "10.0.0.1/8"])
def test_a_bad_trusted_proxy_fails_at_start_up(bad):
    from tests.ops.support import clean_env, load_settings

    result, _ = load_settings(clean_env(TRUSTED_PROXIES=f"127.0.0.1, {bad}"))
    assert result.returncode != 0
    assert "TRUSTED_PROXIES" in result.stderr and repr(bad) in result.stderr
