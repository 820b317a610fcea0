from django.apps import AppConfig


class AnnotationConfig(AppConfig):
    name = "annotation"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        # Higher layers tell lower ones what they keep (ARCHITECTURE.md, "arrows"):
        # the review grants runs to annotators (generation.access) and counts and
        # removes its rows when documents or runs are deleted; the task modules
        # register with Celery in every process, web and worker alike; the team
        # workflow tells the documents list each document's state.
        from annotation.corpus import tasks as corpus_tasks  # noqa: F401
        from annotation.reports import tasks as reports_tasks  # noqa: F401
        from annotation.review import access, services, states  # noqa: F401
