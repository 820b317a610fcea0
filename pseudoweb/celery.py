from __future__ import annotations

import os

from celery import Celery

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "pseudoweb.settings")

app = Celery("pseudoweb")
app.config_from_object("django.conf:settings", namespace="CELERY")
# Task modules of every layer (the apps also import them when ready).
app.autodiscover_tasks(["annotation.corpus", "annotation.reports", "generation"])
