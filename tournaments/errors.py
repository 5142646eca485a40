"""The tournaments' refusals: a ``ServiceError`` (so the API answers them as problem+json with
their status) with a stable ``code`` and a sentence a person understands."""

from __future__ import annotations

from games.services.errors import ServiceError


class TournamentError(ServiceError):
    """A refusal of a tournament service: 422 unless said otherwise (403 not the organiser,
    404 no such tournament, 409 already done)."""

    status = 422
