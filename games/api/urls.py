from django.urls import path

from games.api import conditional_moves, views
from games.api.stream import StreamView

urlpatterns = [
    path("rulesets/", views.RulesetListView.as_view(), name="rulesets"),
    path("rulesets/<str:ruleset_id>/", views.RulesetDetailView.as_view(), name="ruleset"),
    path("games/", views.GameListView.as_view(), name="games"),
    path("games/open/", views.OpenGameListView.as_view(), name="api-games-open"),
    path("games/<int:game_id>/", views.GameDetailView.as_view(), name="game"),
    path("games/<int:game_id>/join/", views.JoinView.as_view(), name="api-game-join"),
    path("games/<int:game_id>/rematch/", views.RematchView.as_view(), name="api-game-rematch"),
    path("games/<int:game_id>/view/", views.GameStateView.as_view(), name="game-view"),
    path("games/<int:game_id>/legal-moves/", views.LegalMovesView.as_view(), name="game-legal-moves"),
    path("games/<int:game_id>/moves/", views.MoveView.as_view(), name="game-moves"),
    path("games/<int:game_id>/events/", views.EventListView.as_view(), name="game-events"),
    path("games/<int:game_id>/chat/", views.ChatView.as_view(), name="game-chat"),
    path("games/<int:game_id>/leave/", views.LeaveView.as_view(), name="game-leave"),
    path("games/<int:game_id>/takeback/", views.TakebackView.as_view(), name="api-game-takeback"),
    path("games/<int:game_id>/takeback/accept/", views.TakebackAcceptView.as_view(), name="api-game-takeback-accept"),
    path("games/<int:game_id>/takeback/decline/", views.TakebackDeclineView.as_view(), name="api-game-takeback-decline"),
    path("games/<int:game_id>/conditional-moves/", conditional_moves.ConditionalMoveListView.as_view(),
         name="game-conditional-moves"),
    path("games/<int:game_id>/conditional-moves/<int:conditional_id>/",
         conditional_moves.ConditionalMoveDetailView.as_view(), name="game-conditional-move"),
    path("invitations/", views.InvitationListView.as_view(), name="api-invitations"),
    path("invitations/<int:invitation_id>/accept/", views.InvitationAcceptView.as_view(),
         name="api-invitation-accept"),
    path("invitations/<int:invitation_id>/decline/", views.InvitationDeclineView.as_view(),
         name="api-invitation-decline"),
    path("stream/", StreamView.as_view(), name="stream"),  # under ASGI, games.streams.http serves it
]
