"""The tournaments in plain words, in the active language: a format's rules, its points and
tie-breaks, a log event, a number of points. Read by the pages and the emails' writer
(``tournaments.mail``); the words of ``tournaments/README.md``, shorter."""

from __future__ import annotations

from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from tournaments.models import Tournament, TournamentEvent

Format = Tournament.Format
Type = TournamentEvent.Type


def points_text(points: float) -> str:
    """1.5 → "1½", 2.0 → "2", 0.5 → "½"."""
    whole, half = int(points), abs(points - int(points)) >= 0.5
    if half:
        return f"{whole}½" if whole else "½"
    return str(whole)


def format_rules(tournament: Tournament) -> list[str]:
    """How the tournament pairs its players, in a few sentences."""
    if tournament.format == Format.ROUND_ROBIN:
        return [_("Round robin: every player meets every other player once. With an odd number of players, "
                  "one player sits out each round (a bye).")]
    if tournament.format == Format.SWISS:
        return [_("Swiss: each round pairs players with the same score or close to it, never twice the same "
                  "opponents. With an odd number of players, the lowest-ranked player who has not had a bye sits "
                  "out (a bye)."),
                _("The tournament ends after its last round, or earlier if nobody can be paired without a rematch.")]
    return [_("Rounds of tables: each round seats the players at tables of %(size)d (a few tables may have one "
              "player more or less). Round 1 follows the order of sign-up; later rounds seat the leaders together.")
            % {"size": tournament.players_per_table}]


def points_rules(tournament: Tournament) -> list[str]:
    """How points are scored and ties broken."""
    if tournament.players_per_table == 2:
        return [_("A win scores 1 point, a draw ½, a loss 0, a bye 1."),
                _("Ties are broken by the Buchholz score (the points of every opponent met), then by the "
                  "Sonneborn-Berger score (the points of each opponent you beat, and half of those you drew "
                  "with), then by the order of sign-up.")]
    return [_("At a table, a player scores 1 point for each player ranked below them, and ½ for each player "
              "sharing their place; a bye scores half a table's points."),
            _("Ties are broken by the game score (the sum of your scores in your games), then by the order of "
              "sign-up.")]


REASONS = {
    "last_round_over": lambda: _("the last round is over"),
    "too_few_players": lambda: _("too few players joined"),
    "no_pairing": lambda: _("nobody could be paired without a rematch"),
}


def finish_reason(reason: str) -> str:
    return REASONS[reason]() if reason in REASONS else reason


def event_text(event: TournamentEvent, names: dict[int, str]) -> str:
    """One line of the tournament's log, ``names``: player id → name."""
    data = event.data or {}
    actor = names.get(event.actor_id, "?") if event.actor_id else ""
    player = names.get(data.get("player"), "?")
    if event.type == Type.CREATED:
        return _("%(name)s created the tournament.") % {"name": actor}
    if event.type == Type.JOINED:
        return _("%(name)s joined.") % {"name": player}
    if event.type == Type.WITHDREW:
        return _("%(name)s withdrew.") % {"name": player}
    if event.type == Type.STARTED:
        count = len(data.get("players", []))
        rounds = data.get("rounds") or 0
        players = ngettext("%(count)d player", "%(count)d players", count) % {"count": count}
        planned = ngettext("%(count)d round", "%(count)d rounds", rounds) % {"count": rounds}
        if actor:
            return _("%(name)s started the tournament: %(players)s, %(rounds)s.") % {
                "name": actor, "players": players, "rounds": planned}
        return _("The sign-up closed and the tournament started: %(players)s, %(rounds)s.") % {
            "players": players, "rounds": planned}
    if event.type == Type.PAUSED:
        return _("%(name)s paused the tournament: no new round starts until it resumes.") % {"name": actor}
    if event.type == Type.RESUMED:
        return _("%(name)s resumed the tournament.") % {"name": actor}
    if event.type == Type.PLAYER_REMOVED:
        return _("%(name)s removed %(player)s from the tournament.") % {"name": actor, "player": player}
    if event.type == Type.ROUND_STARTED:
        games = len(data.get("games", []))
        text = ngettext("Round %(round)d started: %(count)d game.", "Round %(round)d started: %(count)d games.",
                        games) % {"round": data.get("round", 0), "count": games}
        byes = [names.get(p, "?") for p in data.get("byes", [])]
        if byes:
            text += " " + _("Sitting out (a bye): %(names)s.") % {"names": ", ".join(byes)}
        return text
    if event.type == Type.FINISHED:
        return _("The tournament is over: %(reason)s.") % {"reason": finish_reason(data.get("reason", ""))}
    return event.type
