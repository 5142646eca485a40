"""A JSON parser that refuses bodies over ``DATA_UPLOAD_MAX_MEMORY_SIZE``, and malformed ones
with a 400 whatever way they are malformed.

DRF reads the request stream directly, which skips Django's own size check, so an oversized
body would otherwise be read whole into memory. DRF's parser turns a ``ValueError`` into a 400,
but arrays nested deeply enough exhaust Python's recursion limit instead: still malformed input.
So is a lone UTF-16 surrogate (``"\\ud800"``, RFC 8259 §8.2): JSON may spell it, but Python
turns it into a ``str`` that has no UTF-8 form, so it would break wherever the value goes next
(an error document echoing it, a database row) and answer 500 there.
"""

from __future__ import annotations

import io
import json

from django.conf import settings
from rest_framework import exceptions
from rest_framework.parsers import JSONParser


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
            data = super().parse(io.BytesIO(body), media_type, parser_context)
            # Encoding the parsed value finds a lone surrogate in any key or value, however deep;
            # the body is at most ``limit`` bytes, so it costs little.
            json.dumps(data, ensure_ascii=False).encode()
        except RecursionError:
            raise exceptions.ParseError("JSON nested too deeply.") from None
        except UnicodeEncodeError:
            raise exceptions.ParseError(
                "it has a lone UTF-16 surrogate (an escape from \\ud800 to \\udfff without "
                "its pair), which is not text."
            ) from None
        return data
