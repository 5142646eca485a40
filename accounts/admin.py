"""Players in the admin: find a player, see and revoke their API tokens, set their preferences and
vacation. Tokens are issued by the player (or ``manage.py issue_token``), never here: the raw
secret is shown only once, to whoever asked for it."""

from __future__ import annotations

from django import forms
from django.contrib import admin, messages
from django.db.models import Count, Q
from django.utils import timezone
from django.utils.translation import gettext, ngettext
from django.utils.translation import gettext_lazy as _

from config.admin import ReadOnlyAdminMixin
from games.services.vacations import set_vacation
from players.models import ApiToken, Player
from players.services import revoke_tokens


class ApiTokenInline(admin.TabularInline):
    """The player's tokens, read-only; revoke them with the action of the player list or token list."""

    model = ApiToken
    fields = ("name", "hint", "created_at", "last_used_at", "revoked_at")
    readonly_fields = fields
    extra = 0
    can_delete = False

    def has_add_permission(self, request, obj=None):
        return False

    def has_change_permission(self, request, obj=None):
        return False


class PlayerForm(forms.ModelForm):
    class Meta:
        model = Player
        fields = "__all__"

    def clean(self):
        data = super().clean()
        start, end = data.get("vacation_from"), data.get("vacation_until")
        if bool(start) != bool(end):
            raise forms.ValidationError(gettext("A vacation needs both a start and an end (or neither)."))
        if start and end and end <= start:
            raise forms.ValidationError(gettext("A vacation must end after it starts."))
        return data


class OnVacationFilter(admin.SimpleListFilter):
    title = _("on vacation")
    parameter_name = "vacation"

    def lookups(self, request, model_admin):
        return [("now", _("now")), ("planned", _("planned"))]

    def queryset(self, request, queryset):
        now = timezone.now()
        if self.value() == "now":
            return queryset.filter(vacation_from__lte=now, vacation_until__gt=now)
        if self.value() == "planned":
            return queryset.filter(vacation_from__gt=now)
        return queryset


@admin.register(Player)
class PlayerAdmin(admin.ModelAdmin):
    form = PlayerForm
    list_display = ("email", "name", "locale", "notify", "vacation_until", "live_tokens", "is_staff", "date_joined")
    list_filter = ("is_staff", "is_active", "notify", "locale", OnVacationFilter)
    search_fields = ("email", "name")
    fieldsets = (
        (None, {"fields": ("email", "name", "is_active", "date_joined")}),
        (_("Preferences"), {"fields": ("locale", "time_zone", "notify")}),
        (_("Vacation (pauses the player's clocks)"), {"fields": ("vacation_from", "vacation_until")}),
        (_("Administration"), {"fields": ("is_staff", "is_superuser", "groups", "user_permissions")}),
    )
    readonly_fields = ("date_joined",)
    filter_horizontal = ("groups", "user_permissions")
    inlines = [ApiTokenInline]
    actions = ["revoke_all_tokens"]

    def get_queryset(self, request):
        return super().get_queryset(request).annotate(
            live_token_count=Count("api_tokens", filter=Q(api_tokens__revoked_at__isnull=True)))

    @admin.display(description=_("live tokens"), ordering="live_token_count")
    def live_tokens(self, player: Player) -> int:
        return player.live_token_count

    def save_model(self, request, obj, form, change):
        """A vacation changed here goes through ``games.services.vacations`` like the player's own,
        so that it is recorded and the games it touches are told; an administrator may grant one
        the rules would refuse (a longer one, or one that started already)."""
        vacation = ("vacation_from", "vacation_until")
        if not any(name in form.changed_data for name in vacation):
            return super().save_model(request, obj, form, change)
        start, end = obj.vacation_from, obj.vacation_until
        if change:
            obj.vacation_from, obj.vacation_until = Player.objects.values_list(*vacation).get(pk=obj.pk)
        else:
            obj.vacation_from = obj.vacation_until = None
        super().save_model(request, obj, form, change)
        set_vacation(player=obj, start=start, end=end, checked=True, counted=False)
        obj.refresh_from_db(fields=list(vacation))

    def has_delete_permission(self, request, obj=None):
        # A player's moves are events that name them; deleting the account would break history.
        # Deactivate it (is_active) instead.
        return False

    @admin.action(description=_("Revoke every API token of the selected players"), permissions=["change"])
    def revoke_all_tokens(self, request, queryset):
        count = revoke_tokens(ApiToken.objects.filter(player__in=queryset))
        messages.success(request, ngettext("%(count)d token revoked.", "%(count)d tokens revoked.", count)
                         % {"count": count})


class TokenStateFilter(admin.SimpleListFilter):
    title = _("state")
    parameter_name = "state"

    def lookups(self, request, model_admin):
        return [("live", _("live")), ("revoked", _("revoked"))]

    def queryset(self, request, queryset):
        if self.value() == "live":
            return queryset.filter(revoked_at__isnull=True)
        if self.value() == "revoked":
            return queryset.filter(revoked_at__isnull=False)
        return queryset


@admin.register(ApiToken)
class ApiTokenAdmin(ReadOnlyAdminMixin, admin.ModelAdmin):
    """Every API token: who holds it, when it was last used; revoke with the action. Read-only
    otherwise (the hash is never shown, the secret is not stored)."""

    list_display = ("hint", "name", "player", "created_at", "last_used_at", "revoked_at")
    list_filter = (TokenStateFilter,)
    search_fields = ("player__email", "player__name", "name", "hint")
    list_select_related = ("player",)
    fields = ("player", "name", "hint", "created_at", "last_used_at", "revoked_at")
    readonly_fields = fields
    actions = ["revoke"]

    def has_revoke_permission(self, request) -> bool:
        return request.user.has_perm("players.change_apitoken")

    @admin.action(description=_("Revoke the selected tokens"), permissions=["revoke"])
    def revoke(self, request, queryset):
        count = revoke_tokens(queryset)
        messages.success(request, ngettext("%(count)d token revoked.", "%(count)d tokens revoked.", count)
                         % {"count": count})
