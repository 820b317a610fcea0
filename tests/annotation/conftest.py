from __future__ import annotations

import pytest

from annotation.corpus.models import Role
from tests.factories import MembershipFactory


# Members of the test module's own ``project`` fixture; modules that need other people
# define their own fixtures of these names, which take precedence.
@pytest.fixture
def lead(project):
    return MembershipFactory(project=project, role=Role.LEAD).user


@pytest.fixture
def annotator(project):
    return MembershipFactory(project=project, role=Role.ANNOTATOR).user


@pytest.fixture
def other_annotator(project):
    return MembershipFactory(project=project, role=Role.ANNOTATOR).user
