from django.urls import path

from players import views

urlpatterns = [
    path("invitations/<str:token>/", views.invitation, name="invitation"),
    path("unsubscribe/<str:token>/", views.unsubscribe, name="unsubscribe"),
    path("settings/", views.settings_page, name="settings"),
    path("signin/", views.signin, name="signin"),
    path("signout/", views.signout, name="signout"),
]
