"""SSRF: an endpoint is refused when any address its name resolves to, at the attempt, is not a
public one; the connection goes to the address checked; redirects are never followed."""

from __future__ import annotations

import socket

import pytest

from webhooks import transport


def answer_for(url: str) -> transport.Answer:
    return transport.post(url, b"{}", {"Content-Type": "application/json"})


@pytest.mark.parametrize("url", [
    "https://127.0.0.1/hook",
    "https://127.1.2.3/hook",
    "https://[::1]/hook",
    "https://10.1.2.3/hook",
    "https://172.16.0.1/hook",
    "https://192.168.1.1/hook",
    "https://169.254.169.254/latest/meta-data/",
    "https://[fd00:ec2::254]/",
    "https://[::ffff:10.0.0.1]/",
    "https://0.0.0.0/",
    "https://224.0.0.1/",
    "https://100.64.0.1/",
    "https://localhost/hook",
])
def test_non_public_addresses_are_refused(url, settings):
    settings.WEBHOOKS_ALLOW_LOOPBACK = False
    answer = answer_for(url)
    assert answer.status is None and answer.error.startswith("refused:"), answer


def test_http_is_refused_without_the_development_setting(settings):
    settings.WEBHOOKS_ALLOW_LOOPBACK = False
    with pytest.raises(transport.Refused, match="https"):
        transport.check_url("http://example.org/hook")


@pytest.mark.parametrize("url", ["https://10.0.0.7/", "https://169.254.169.254/", "https://192.168.0.1/"])
def test_the_development_setting_allows_loopback_only(url, allow_loopback):
    assert answer_for(url).error.startswith("refused:")


def fake_resolver(addresses: dict[str, list[str]]):
    def getaddrinfo(host, port, *args, **kwargs):
        return [(socket.AF_INET6 if ":" in a else socket.AF_INET, socket.SOCK_STREAM, 6, "", (a, port))
                for a in addresses[host]]
    return getaddrinfo


@pytest.mark.parametrize("addresses", [["10.0.0.5"], ["93.184.215.14", "10.0.0.5"], ["169.254.169.254"],
                                       ["fd00:ec2::254"], ["127.0.0.1"], ["2002:7f00:1::"], ["fec0::1"],
                                       ["2606:4700:4700::1111", "2002:a9fe:a9fe::"], ["64:ff9b::a00:1"]])
def test_a_name_resolving_to_a_private_address_is_refused(addresses, monkeypatch, settings):
    settings.WEBHOOKS_ALLOW_LOOPBACK = False
    monkeypatch.setattr(socket, "getaddrinfo", fake_resolver({"hooks.example.org": addresses}))
    connected = []
    monkeypatch.setattr(socket, "create_connection", lambda *a, **k: connected.append(a) or 1 / 0)
    answer = answer_for("https://hooks.example.org/hook")
    assert answer.error.startswith("refused: hooks.example.org resolves to"), answer
    assert connected == []


def test_the_connection_goes_to_the_address_checked_with_the_name_as_host(receiver, allow_loopback, monkeypatch):
    """Resolved once, then pinned: the name is only the Host header (and SNI over TLS)."""
    port = int(receiver.url.rsplit(":", 1)[1].split("/")[0])
    lookups = []

    def getaddrinfo(host, port, *args, **kwargs):
        lookups.append(host)
        return [(socket.AF_INET, socket.SOCK_STREAM, 6, "", ("127.0.0.1", port))]

    monkeypatch.setattr(socket, "getaddrinfo", getaddrinfo)
    real_connect = socket.create_connection
    monkeypatch.setattr(socket, "create_connection",
                        lambda address, *a, **k: (lookups.append(address), real_connect(address, *a, **k))[1])
    answer = answer_for(f"http://bot.example.org:{port}/hook?x=1")
    assert answer.ok, answer
    # One lookup of the name, then a connection to the checked address (whose own getaddrinfo is numeric).
    assert [item for item in lookups if item == "bot.example.org"] == ["bot.example.org"]
    assert lookups[:2] == ["bot.example.org", ("127.0.0.1", port)]
    (got,) = receiver.received
    assert got.headers["Host"] == f"bot.example.org:{port}" and got.path == "/hook?x=1"


def test_a_redirect_to_a_private_address_is_not_followed(receiver, allow_loopback):
    """A real server answering 302 to a metadata address: the attempt fails, nothing else is asked."""
    receiver.answer = (302, {"Location": "http://169.254.169.254/latest/meta-data/"})
    answer = answer_for(receiver.url)
    assert answer.status == 302 and not answer.ok
    assert "redirect" in answer.error
    assert len(receiver.received) == 1


def test_a_redirect_to_another_local_server_is_not_followed(receiver, allow_loopback, monkeypatch):
    target = []
    monkeypatch.setattr(transport, "resolve", lambda host, port, **k: target.append(host) or "127.0.0.1")
    receiver.answer = (307, {"Location": "http://127.0.0.1:1/elsewhere"})
    assert answer_for(receiver.url).status == 307
    assert target == ["127.0.0.1"]  # only the endpoint's own address was resolved


def test_network_errors_are_answers_not_exceptions(allow_loopback):
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]  # nothing listens once closed
    answer = answer_for(f"http://127.0.0.1:{port}/")
    assert answer.status is None and "ConnectionRefusedError" in answer.error
