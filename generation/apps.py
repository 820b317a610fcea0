from django.apps import AppConfig


class GenerationConfig(AppConfig):
    name = "generation"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        # Runs guard and count the documents the corpus deletes (services_delete).
        from annotation.corpus import label_reading
        from generation import services_delete  # noqa: F401
        from generation.label_reading import read

        # The import reads the categories of labels whose names say none (issue 19).
        label_reading.register(read)
