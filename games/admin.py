"""The Django admin for games: see into any game and repair it without ever editing history.

- Games: a list with filters (rule set, status, stuck) and search by player; a read-only game
  page (seats, projections, recent log) with three pages of its own: the full log (in words and
  raw JSON), the state at any seq (the omniscient state beside every seat's view), and the
  repairs (extend a deadline, resend the last notification, replace a player or hand the seat to
  the autopilot, abort, rebuild snapshots, check the replay).
- Every repair calls ``games.services.admin_actions``, which appends a ``meta:`` event with the
  admin as actor: the admin itself writes no row.
- Events and snapshots are read-only for everyone, superusers included: no add, change or delete.
  Repairs need the ``games.change_game`` permission (superusers have it); seeing needs view.
"""

from __future__ import annotations

import json
from datetime import timedelta
from typing import Any

from django import forms
from django.contrib import admin, messages
from django.core.exceptions import PermissionDenied
from django.core.paginator import Paginator
from django.db.models import OuterRef, Q, Subquery
from django.http import Http404, HttpRequest, HttpResponse, HttpResponseRedirect
from django.template.response import TemplateResponse
from django.urls import path, reverse
from django.utils import timezone
from django.utils.html import format_html
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from config.admin import ReadOnlyAdminMixin
from games import describe, services
from games.models import Event, Game, Seat, Snapshot
from games.rulesets import presentation_for, registry
from games.services import admin_actions, refusals
from games.services.errors import ServiceError
from players.models import Player

LOG_PAGE_SIZE = 100
RECENT_LOG = 20


class ReadOnlyAdmin(ReadOnlyAdminMixin, admin.ModelAdmin):
    """History is never edited from the admin: no add, change or delete, even for superusers."""


def as_id(term: str) -> int | None:
    """The search term as a primary key, if it is one (a number a bigint column can hold)."""
    term = term.strip()
    return int(term) if term.isdigit() and int(term) < 2**63 else None


def pretty_json(value: Any) -> str:
    return json.dumps(value, indent=1, sort_keys=True, ensure_ascii=False, default=str)


def describe_for_admin(ruleset, row: Event, names: list[str], locale: str) -> str:
    """The event in words, unredacted (the admin sees everything); never fails the page."""
    try:
        if row.type.startswith("meta:"):
            return describe.describe_event(ruleset, row, None, names, locale) or row.type
        return presentation_for(ruleset.id).describe_event(row.as_engine_event(), names, locale)
    except Exception as error:  # a describe bug must not hide the log from the one who fixes it
        return f"{row.type} ({error!r})"


# --- the game list ------------------------------------------------------------------------------

class StuckFilter(admin.SimpleListFilter):
    """Active games that need a look: a deadline that passed (the scan should have acted), or no
    event at all for some days (nobody has a deadline, or the deadline scan is not running)."""

    title = _("stuck")
    parameter_name = "stuck"
    IDLE_DAYS = (3, 7, 30)

    def lookups(self, request, model_admin):
        choices = [("deadline", _("deadline passed"))]
        choices += [(f"idle{days}", _("no move for %(days)s days") % {"days": days}) for days in self.IDLE_DAYS]
        return choices

    def queryset(self, request, queryset):
        value = self.value()
        if not value:
            return queryset
        now = timezone.now()
        active = queryset.filter(status=Game.Status.ACTIVE)
        if value == "deadline":
            return active.filter(deadline__lt=now)
        if value.startswith("idle") and value[4:].isdigit():
            last_event = Event.objects.filter(game=OuterRef("pk")).order_by("-seq").values("created_at")[:1]
            since = now - timedelta(days=int(value[4:]))
            return active.annotate(last_event_at=Subquery(last_event)).filter(
                Q(last_event_at__lt=since) | Q(last_event_at__isnull=True, created_at__lt=since))
        return queryset


class RulesetFilter(admin.SimpleListFilter):
    title = _("game")
    parameter_name = "ruleset"

    def lookups(self, request, model_admin):
        return [(ruleset.id, ruleset.name) for ruleset in registry()]

    def queryset(self, request, queryset):
        return queryset.filter(ruleset=self.value()) if self.value() else queryset


# --- the repair forms ---------------------------------------------------------------------------

def seat_choices(game: Game, names: list[str], blank: str | None = None) -> list[tuple[str, str]]:
    choices = [("", blank)] if blank else []
    return choices + [(str(number), f"{number}: {name}") for number, name in enumerate(names)]


class ExtendDeadlineForm(forms.Form):
    seat = forms.ChoiceField(label=_("Seat"), required=False)
    hours = forms.IntegerField(label=_("Hours to add"), min_value=1, max_value=admin_actions.MAX_EXTENSION.days * 24)
    reason = forms.CharField(label=_("Reason (the players see it)"), required=False,
                             max_length=admin_actions.MAX_REASON)


class ResendForm(forms.Form):
    seat = forms.ChoiceField(label=_("To the player of seat"), required=False)


class ReplacePlayerForm(forms.Form):
    seat = forms.ChoiceField(label=_("Seat"))
    player = forms.EmailField(label=_("New player's email"), required=False)
    autopilot = forms.BooleanField(label=_("Hand the seat to the autopilot instead"), required=False)
    reason = forms.CharField(label=_("Reason (the players see it)"), required=False,
                             max_length=admin_actions.MAX_REASON)

    def clean(self):
        data = super().clean()
        if bool(data.get("player")) == bool(data.get("autopilot")):
            raise forms.ValidationError(gettext("Give either a player's email or the autopilot, not both."))
        if data.get("player"):
            player = Player.objects.filter(email=Player.objects.normalize_email(data["player"])).first()
            if player is None:
                raise forms.ValidationError(gettext("No player has the email %(email)s.") % {"email": data["player"]})
            data["player_obj"] = player
        return data


class AbortForm(forms.Form):
    reason = forms.CharField(label=_("Reason (the players see it)"), required=False,
                             max_length=admin_actions.MAX_REASON)
    confirm = forms.BooleanField(label=_("Yes, abort this game for good"))


def optional_seat(value: str) -> int | None:
    return int(value) if value not in ("", None) else None


# --- the game admin -----------------------------------------------------------------------------

@admin.register(Game)
class GameAdmin(ReadOnlyAdmin):
    list_display = ("id", "ruleset", "status", "player_names", "seq", "to_move", "deadline", "updated_at")
    list_filter = (RulesetFilter, "status", StuckFilter)
    search_fields = ("seats__player__email", "seats__player__name", "invitations__email")
    search_help_text = _("A game id, or a player's email or name.")
    exclude = ("seed",)
    readonly_fields = ("ruleset", "status", "seq", "to_move", "deadline", "move_time_limit", "options_json",
                       "outcome_json", "created_by", "created_at", "updated_at", "finished_at")
    fields = readonly_fields
    actions = ["rebuild_snapshots_action"]
    change_form_template = "admin/games/game/change_form.html"
    show_full_result_count = False

    # Repairs append events; they need the change permission, which edits of the row never get.
    def has_repair_permission(self, request: HttpRequest) -> bool:
        opts = self.opts
        return request.user.is_active and request.user.is_staff and request.user.has_perm(
            f"{opts.app_label}.change_{opts.model_name}")

    def get_queryset(self, request):
        return super().get_queryset(request).prefetch_related("seats__player")

    def get_search_results(self, request, queryset, search_term):
        """Players by email or name, and a game by its id when the search is a number."""
        results, may_have_duplicates = super().get_search_results(request, queryset, search_term)
        if as_id(search_term) is not None:
            results = results | queryset.filter(pk=as_id(search_term))
        return results, may_have_duplicates

    @admin.display(description=_("players"))
    def player_names(self, game: Game) -> str:
        return ", ".join(seat.player.display_name if seat.player else "—" for seat in game.seats.all())

    @admin.display(description=_("options"))
    def options_json(self, game: Game) -> str:
        return format_html("<pre>{}</pre>", pretty_json(game.options))

    @admin.display(description=_("outcome"))
    def outcome_json(self, game: Game) -> str:
        return format_html("<pre>{}</pre>", pretty_json(game.outcome)) if game.outcome else "—"

    @admin.action(description=_("Rebuild the snapshots of the selected games"), permissions=["repair"])
    def rebuild_snapshots_action(self, request, queryset):
        for game_id in queryset.values_list("id", flat=True):
            self._rebuild(request, game_id)

    def _rebuild(self, request: HttpRequest, game_id: int) -> None:
        try:
            result = admin_actions.rebuild_snapshots(game_id=game_id)
        except ServiceError as error:
            messages.error(request, error.message)
            return
        messages.success(request, gettext("Game %(id)s: %(dropped)s snapshots dropped, %(created)s rebuilt from "
                                          "the events.") % {"id": game_id, **result.__dict__})
        self.log_change(request, Game.objects.get(pk=game_id), gettext("Rebuilt the snapshots."))

    # --- extra pages -----------------------------------------------------------------------------

    def get_urls(self):
        own = [
            path("<int:game_id>/log/", self.admin_site.admin_view(self.log_view), name="games_game_log"),
            path("<int:game_id>/state/", self.admin_site.admin_view(self.state_view), name="games_game_state"),
            path("<int:game_id>/repair/", self.admin_site.admin_view(self.repair_view), name="games_game_repair"),
        ]
        return own + super().get_urls()

    def _game_for(self, request: HttpRequest, game_id: int) -> Game:
        game = Game.objects.filter(pk=game_id).first()
        if game is None:
            raise Http404(refusals.game_not_found(game_id).message)
        if not self.has_view_permission(request, game):
            raise PermissionDenied
        return game

    def _context(self, request: HttpRequest, game: Game, title: str, **extra: Any) -> dict[str, Any]:
        return {
            **self.admin_site.each_context(request), "opts": self.opts, "original": game, "game": game,
            "title": title, "has_repair_permission": self.has_repair_permission(request),
            "ruleset": services.ruleset_for(game), **extra,
        }

    def change_view(self, request, object_id, form_url="", extra_context=None):
        game = Game.objects.filter(pk=object_id).first() if str(object_id).isdigit() else None
        extra = dict(extra_context or {})
        if game is not None and self.has_view_permission(request, game):
            ruleset, names = services.ruleset_for(game), describe.seat_names(game)
            rows = list(Event.objects.filter(game=game).select_related("actor").order_by("-seq")[:RECENT_LOG])
            robots = admin_actions.autopilot_seats(game)
            extra.update(
                recent_log=[self._log_row(ruleset, row, names, request.LANGUAGE_CODE) for row in rows],
                seat_rows=[{"seat": seat, "name": names[seat.seat], "autopilot": seat.seat in robots}
                           for seat in Seat.objects.filter(game=game).select_related("player").order_by("seat")],
                snapshot_count=Snapshot.objects.filter(game=game).count(),
                has_repair_permission=self.has_repair_permission(request),
            )
        return super().change_view(request, object_id, form_url, extra_context=extra)

    @staticmethod
    def _log_row(ruleset, row: Event, names: list[str], locale: str) -> dict[str, Any]:
        return {
            "row": row, "text": describe_for_admin(ruleset, row, names, locale),
            "seat_name": names[row.seat] if row.seat is not None and 0 <= row.seat < len(names) else "",
            "actor": row.actor.email if row.actor else gettext("system"),
            "raw": pretty_json({"type": row.type, "seat": row.seat, "data": row.data, "version": row.version}),
        }

    def log_view(self, request: HttpRequest, game_id: int) -> HttpResponse:
        """The whole log, a page at a time: each event in words (unredacted) and as raw JSON."""
        game = self._game_for(request, game_id)
        ruleset, names = services.ruleset_for(game), describe.seat_names(game)
        events = Event.objects.filter(game=game).select_related("actor").order_by("seq")
        kind = request.GET.get("type", "")
        if kind == "meta":
            events = events.filter(type__startswith="meta:")
        page = Paginator(events, LOG_PAGE_SIZE).get_page(request.GET.get("page"))
        rows = [self._log_row(ruleset, row, names, request.LANGUAGE_CODE) for row in page.object_list]
        context = self._context(request, game, gettext("Log of game %(id)s") % {"id": game.pk},
                                page=page, rows=rows, only_meta=kind == "meta")
        return TemplateResponse(request, "admin/games/game/log.html", context)

    def state_view(self, request: HttpRequest, game_id: int) -> HttpResponse:
        """The state after any seq: the folded state itself, the spectator's view and each seat's."""
        game = self._game_for(request, game_id)
        ruleset, names = services.ruleset_for(game), describe.seat_names(game)
        raw = request.GET.get("seq", "")
        status, error, columns, state, at = 200, "", [], None, game.seq
        if raw.strip():
            try:
                at = int(raw)
            except ValueError:
                at, status = game.seq, 400
                error = gettext("The seq must be a whole number between 0 and %(last)s.") % {"last": game.seq}
            else:
                if not 0 <= at <= game.seq:
                    status = 400
                    error = gettext("The seq must be a whole number between 0 and %(last)s.") % {"last": game.seq}
                    at = game.seq
        facts: dict[str, Any] = {}
        try:
            state = services.load_state(game, at=at)
            if state is not None:
                columns.append({"title": gettext("Spectator (seat None)"), "json": pretty_json(ruleset.view(state, None))})
                for number, name in enumerate(names):
                    columns.append({"title": f"{number}: {name}", "json": pretty_json(ruleset.view(state, number))})
                outcome = ruleset.outcome(state)
                facts = {"to_move": [] if outcome is not None else ruleset.to_move(state), "outcome": outcome}
        except Exception as replay_error:  # the page exists to look at games whose replay broke
            error = gettext("This state cannot be rebuilt: %(error)s") % {"error": repr(replay_error)}
        event = Event.objects.filter(game=game, seq=at).select_related("actor").first()
        context = self._context(
            request, game, gettext("Game %(id)s after seq %(seq)s") % {"id": game.pk, "seq": at},
            at=at, error=error, state_json=pretty_json(state) if state is not None else "", columns=columns,
            facts=facts, event=self._log_row(ruleset, event, names, request.LANGUAGE_CODE) if event else None,
            previous=at - 1 if at > 0 else None, following=at + 1 if at < game.seq else None,
            log_page=(max(at, 1) - 1) // LOG_PAGE_SIZE + 1,
        )
        return TemplateResponse(request, "admin/games/game/state.html", context, status=status)

    def repair_view(self, request: HttpRequest, game_id: int) -> HttpResponse:
        """The repairs. GET shows the forms (and, with ?verify=1, checks the replay); each POST
        calls one service function and comes back to the game page with what it did."""
        game = self._game_for(request, game_id)
        names = describe.seat_names(game)
        forms_by_action = {
            "extend": ExtendDeadlineForm, "resend": ResendForm, "replace": ReplacePlayerForm, "abort": AbortForm,
        }
        bound: dict[str, forms.Form] = {}
        status = 200
        if request.method == "POST":
            if not self.has_repair_permission(request):
                raise PermissionDenied
            action = request.POST.get("action", "")
            if action == "rebuild":
                self._rebuild(request, game.pk)
                return HttpResponseRedirect(reverse("admin:games_game_change", args=[game.pk]))
            if action not in forms_by_action:
                messages.error(request, gettext("Unknown repair %(action)r.") % {"action": action})
                status = 400
            else:
                form = self._with_seats(forms_by_action[action](request.POST), game, names)
                bound[action] = form
                if form.is_valid():
                    try:
                        done = self._perform(request, game, action, form.cleaned_data)
                    except ServiceError as error:
                        messages.error(request, error.message)
                        status = error.status
                    else:
                        messages.success(request, done)
                        return HttpResponseRedirect(reverse("admin:games_game_change", args=[game.pk]))
                else:
                    status = 400
        elif request.method != "GET":
            return HttpResponse(status=405)
        forms_shown = {name: bound.get(name) or self._with_seats(cls(), game, names)
                       for name, cls in forms_by_action.items()}
        report = admin_actions.verify_replay(game) if request.GET.get("verify") else None
        context = self._context(request, game, gettext("Repair game %(id)s") % {"id": game.pk},
                                forms=forms_shown, report=report, names=names)
        return TemplateResponse(request, "admin/games/game/repair.html", context, status=status)

    @staticmethod
    def _with_seats(form: forms.Form, game: Game, names: list[str]) -> forms.Form:
        if "seat" in form.fields:
            blank = {ExtendDeadlineForm: gettext("every seat to move"), ResendForm: gettext("anyone")}.get(type(form))
            form.fields["seat"].choices = seat_choices(game, names, blank)
        return form

    def _perform(self, request: HttpRequest, game: Game, action: str, data: dict[str, Any]) -> str:
        admin_user = request.user
        if action == "extend":
            events = admin_actions.extend_deadline(game_id=game.pk, admin=admin_user, by=timedelta(hours=data["hours"]),
                                                   seat=optional_seat(data["seat"]), reason=data["reason"])
            return gettext("Deadline extended by %(hours)s hours for %(count)s seat(s).") % {
                "hours": data["hours"], "count": len(events)}
        if action == "resend":
            copy = admin_actions.resend_last_notification(game_id=game.pk, admin=admin_user,
                                                          seat=optional_seat(data["seat"]))
            return gettext("The last notification (%(kind)s) was queued again for %(email)s: %(status)s.") % {
                "kind": copy.get_kind_display(), "email": copy.email, "status": copy.get_status_display()}
        if action == "replace":
            seat = int(data["seat"])
            admin_actions.replace_player(game_id=game.pk, admin=admin_user, seat=seat, player=data.get("player_obj"),
                                         autopilot=bool(data.get("autopilot")), reason=data["reason"])
            if data.get("autopilot"):
                return gettext("Seat %(seat)s is now played by the autopilot.") % {"seat": seat}
            return gettext("Seat %(seat)s now belongs to %(email)s.") % {"seat": seat, "email": data["player_obj"].email}
        admin_actions.abort_game(game_id=game.pk, admin=admin_user, reason=data["reason"])
        return gettext("The game was aborted; its players are told by email.")


# --- events and snapshots: read-only ------------------------------------------------------------

@admin.register(Event)
class EventAdmin(ReadOnlyAdmin):
    list_display = ("game", "seq", "type", "seat", "actor", "batch", "created_at")
    list_filter = ("type",)
    search_fields = ("game__id",)
    search_help_text = _("A game id.")
    list_select_related = ("game", "actor")
    show_full_result_count = False
    fields = ("game", "seq", "batch", "type", "version", "seat", "actor", "data_json", "idempotency_key",
              "created_at")
    readonly_fields = fields

    def get_search_results(self, request, queryset, search_term):
        if not search_term.strip():
            return queryset, False
        game_id = as_id(search_term)
        return (queryset.filter(game_id=game_id) if game_id is not None else queryset.none()), False

    @admin.display(description=_("data"))
    def data_json(self, event: Event) -> str:
        return format_html("<pre>{}</pre>", pretty_json(event.data))


@admin.register(Snapshot)
class SnapshotAdmin(ReadOnlyAdmin):
    """Snapshots are a cache of folded state: looked at, or rebuilt from the events, never edited."""

    list_display = ("game", "seq", "rules_version", "created_at")
    list_select_related = ("game",)
    search_fields = ("game__id",)
    fields = ("game", "seq", "rules_version", "created_at", "state_json")
    readonly_fields = fields
    actions = ["rebuild_action"]

    def get_search_results(self, request, queryset, search_term):
        if not search_term.strip():
            return queryset, False
        game_id = as_id(search_term)
        return (queryset.filter(game_id=game_id) if game_id is not None else queryset.none()), False

    def has_repair_permission(self, request: HttpRequest) -> bool:
        return request.user.is_active and request.user.is_staff and request.user.has_perm("games.change_game")

    @admin.display(description=_("state"))
    def state_json(self, snapshot: Snapshot) -> str:
        return format_html("<pre>{}</pre>", pretty_json(snapshot.state))

    @admin.action(description=_("Rebuild all snapshots of these games from their events"), permissions=["repair"])
    def rebuild_action(self, request, queryset):
        game_admin = self.admin_site._registry[Game]
        for game_id in sorted(set(queryset.values_list("game_id", flat=True))):
            game_admin._rebuild(request, game_id)

