"""A JSON parser that refuses bodies over ``DATA_UPLOAD_MAX_MEMORY_SIZE``, and malformed ones
with a 400 whatever way they are malformed.

DRF reads the request stream directly, which skips Django's own size check, so an oversized
body would otherwise be read whole into memory. The body is then read by ``games.json_input``,
the reader every input of JSON shares: it bounds nesting, and refuses what is not plain JSON
(``NaN``, a lone UTF-16 surrogate) as malformed rather than letting it fail further on.
"""

from __future__ import annotations

from django.conf import settings
from rest_framework import exceptions
from rest_framework.parsers import JSONParser

from games import json_input


class RequestTooLarge(exceptions.APIException):
    status_code = 413
    default_detail = "The request body is too large."
    default_code = "request_too_large"


class LimitedJSONParser(JSONParser):
    def parse(self, stream, media_type=None, parser_context=None):
        limit = settings.DATA_UPLOAD_MAX_MEMORY_SIZE
        body = stream.read(limit + 1) if stream is not None else b""
        if len(body) > limit:
            raise RequestTooLarge(f"The request body is larger than {limit // 1024} KiB.")
        try:
            return json_input.loads(body)
        except json_input.MalformedJSON as error:
            raise exceptions.ParseError(str(error)) from None
