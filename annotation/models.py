"""The ``annotation`` app's models, for Django's app registry only.

Each concern defines its models in its own package (``annotation.corpus.models``,
``annotation.review.models``); this module imports them so Django finds them under the
app label ``annotation`` (their tables and migrations are unchanged). Code imports
models from their package, never from here: an import-linter contract forbids it.
"""

from annotation.corpus.models import *  # noqa: F403
from annotation.review.models import *  # noqa: F403
