from django.apps import AppConfig


class PseudowebConfig(AppConfig):
    """The project itself: its system checks (no models)."""

    name = "pseudoweb"

    def ready(self) -> None:
        from . import checks  # noqa: F401  (registers the checks)
