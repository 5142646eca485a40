"""``manage.py issue_token EMAIL [--name NAME]``: create the player if needed and print a new API token."""

from django.core.exceptions import ValidationError
from django.core.management.base import BaseCommand, CommandError
from django.core.validators import validate_email

from players.models import Player
from players.names import clean_name
from players.services import get_or_create_player, issue_token


class Command(BaseCommand):
    help = "Create the player with this email if needed and print a new API token for them."

    def add_arguments(self, parser):
        parser.add_argument("email")
        parser.add_argument("--name", default="", help="display name for a new player")
        parser.add_argument("--token-name", default="cli", help="a label for the token")

    def handle(self, *args, email: str, name: str, token_name: str, **options):
        try:
            validate_email(email)
        except ValidationError:
            raise CommandError(f"{email!r} is not an email address.") from None
        if name:
            existing = Player.objects.filter(email=Player.objects.normalize_email(email)).first()
            try:
                name = clean_name(name, player=existing)
            except ValidationError as error:
                raise CommandError(" ".join(error.messages)) from None
        player, created = get_or_create_player(email, name=name)
        if name and not created and player.name != name:
            player.name = name
            player.save(update_fields=["name"])
        raw = issue_token(player, name=token_name)
        if created:
            self.stderr.write(f"Created player {player.email} (id {player.pk}).")
        self.stdout.write(raw)
