from django.urls import path

from games.api import views

urlpatterns = [
    path("rulesets/", views.RulesetListView.as_view(), name="rulesets"),
    path("games/", views.GameListView.as_view(), name="games"),
    path("games/<int:game_id>/", views.GameDetailView.as_view(), name="game"),
    path("games/<int:game_id>/view/", views.GameStateView.as_view(), name="game-view"),
    path("games/<int:game_id>/legal-moves/", views.LegalMovesView.as_view(), name="game-legal-moves"),
    path("games/<int:game_id>/moves/", views.MoveView.as_view(), name="game-moves"),
    path("games/<int:game_id>/events/", views.EventListView.as_view(), name="game-events"),
    path("games/<int:game_id>/chat/", views.ChatView.as_view(), name="game-chat"),
    path("games/<int:game_id>/leave/", views.LeaveView.as_view(), name="game-leave"),
]
