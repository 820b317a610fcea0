"""The ``annotation`` app's API, one list per concern (mounted under ``/api/``)."""

from __future__ import annotations

from annotation.corpus import api_urls as corpus
from annotation.reports import api_urls as reports
from annotation.review import api_urls as review

urlpatterns = corpus.urlpatterns + review.urlpatterns + reports.urlpatterns
