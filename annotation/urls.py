"""Every page of the ``annotation`` app, one list per concern, in one namespace (URL
names are ``annotation:<name>``, as they always were)."""

from __future__ import annotations

from annotation.corpus import urls as corpus
from annotation.reports import urls as reports
from annotation.review import urls as review

app_name = "annotation"
urlpatterns = corpus.urlpatterns + review.urlpatterns + reports.urlpatterns
