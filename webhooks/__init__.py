"""Webhooks: a player's HTTPS endpoints, told of their games' events as their seat may see them.

``models`` (endpoints, deliveries, attempts), ``outbox`` (delivery rows written in the
transaction of the append that causes them), ``services`` (registering and removing endpoints),
``signing`` (the ``Ravenpost-Signature`` header), ``transport`` (the SSRF-safe POST), ``tasks``
(delivery with back-off, disabling), ``api`` and ``admin``. See docs/webhooks.md."""
