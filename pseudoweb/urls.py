from django.contrib import admin
from django.contrib.auth import views as auth_views
from django.urls import include, path
from drf_spectacular.views import SpectacularAPIView

urlpatterns = [
    path("admin/", admin.site.urls),
    path("accounts/login/", auth_views.LoginView.as_view(), name="login"),
    path("accounts/logout/", auth_views.LogoutView.as_view(), name="logout"),
    path("api/schema/", SpectacularAPIView.as_view(), name="api-schema"),
    path("api/", include("annotation.api_urls")),
    path("api/", include("generation.api_urls")),
    path("", include("generation.urls")),
    path("", include("annotation.urls")),
]

handler404 = "pseudoweb.errors.not_found"
handler500 = "pseudoweb.errors.server_error"
