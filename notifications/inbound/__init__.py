"""Answering a turn email by email: ``parse`` reads a reply (pure), ``service`` plays
the move it names and answers, ``smtp`` is the receiver of ``manage.py receive_mail``, ``http``
the provider webhook ``POST /api/inbound/email/``. See docs/operations.md, "Answer by email"."""
