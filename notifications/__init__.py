"""Notifications: the outbox, emails (turn, reminder, timeout, game over, invitations, digests)
and the Celery tasks that send them and scan deadlines."""
