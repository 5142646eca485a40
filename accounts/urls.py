from django.urls import path

from accounts import account_pages, account_views, home, views

urlpatterns = [
    path("", home.home, name="home"),
    path("signup/", account_views.signup, name="signup"),
    path("signin/", account_views.signin, name="signin"),
    path("signout/", account_views.signout, name="signout"),
    path("account/link/<str:token>/", account_views.account_link, name="account-link"),
    path("settings/", account_pages.settings_page, name="settings"),
    path("account/tokens/", account_pages.tokens_page, name="account-tokens"),
    path("account/tokens/<int:token_id>/revoke/", account_pages.revoke_token, name="account-token-revoke"),
    path("invitations/<str:token>/", views.invitation, name="invitation"),
    path("unsubscribe/<str:token>/", views.unsubscribe, name="unsubscribe"),
    # Under /games/ beside the game pages (games.web.urls), as the links in every email name them.
    path("games/<int:game_id>/enter/<str:token>/", views.enter_game, name="game-enter"),
    path("games/<int:game_id>/link/", views.request_link, name="game-link"),
]
