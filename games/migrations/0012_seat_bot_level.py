"""A level per bot seat. Bot seats made before levels existed played the rule set's timeout move at
once; they become "easy", the level nearest to that (one ply or the rule set's policy, about a
millisecond), so a running game does not meet a stronger opponent half-way through."""

from django.db import migrations, models


def existing_bots_easy(apps, schema_editor):
    Seat = apps.get_model("games", "Seat")
    Seat.objects.filter(kind="bot").update(bot_level="easy")


class Migration(migrations.Migration):

    dependencies = [
        ("games", "0011_game_rated"),
    ]

    operations = [
        migrations.AddField(
            model_name="seat",
            name="bot_level",
            field=models.CharField(blank=True, choices=[("easy", "easy"), ("normal", "normal"), ("strong", "strong")],
                                   db_default="", default="", max_length=8),
        ),
        migrations.RunPython(existing_bots_easy, migrations.RunPython.noop, elidable=True),
    ]
