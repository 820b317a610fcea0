from __future__ import annotations

import factory
from django.contrib.auth import get_user_model

from annotation.corpus.models import Document, Label, Membership, Project, Role, Span


class UserFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = get_user_model()
        django_get_or_create = ("username",)
        skip_postgeneration_save = True

    username = factory.Sequence(lambda n: f"user{n}")

    @factory.post_generation
    def password(obj, create: bool, extracted: str | None, **kwargs) -> None:
        obj.set_password(extracted or "pw")
        if create:
            obj.save(update_fields=["password"])


class ProjectFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Project

    name = factory.Sequence(lambda n: f"project {n}")
    language = "en"


class MembershipFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Membership

    project = factory.SubFactory(ProjectFactory)
    user = factory.SubFactory(UserFactory)
    role = Role.ANNOTATOR


class LabelFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Label
        django_get_or_create = ("project", "name")

    project = factory.SubFactory(ProjectFactory)
    name = "PERSON"
    category = "PERSON"


class DocumentFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Document

    project = factory.SubFactory(ProjectFactory)
    external_id = factory.Sequence(lambda n: f"doc{n}")
    text = "Anna Berg lives in Lund."
    # A document is in its project's language unless a test says otherwise.
    language = factory.LazyAttribute(lambda document: document.project.language)
    position = factory.Sequence(lambda n: n)


class SpanFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Span

    document = factory.SubFactory(DocumentFactory)
    start = 0
    end = 9
    label = factory.LazyAttribute(
        lambda o: LabelFactory(
            project=o.document.project, name="PERSON", category="PERSON"
        )
    )
