from django.apps import AppConfig


class GenerationConfig(AppConfig):
    name = "generation"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        # Runs guard and count the documents the corpus deletes (services_delete).
        from generation import services_delete  # noqa: F401
