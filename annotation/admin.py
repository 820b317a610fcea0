from django.contrib import admin

from .models import CorpusImport, Document, Label, Membership, Project, Span


class MembershipInline(admin.TabularInline):
    model = Membership
    extra = 0


class LabelInline(admin.TabularInline):
    model = Label
    extra = 0


@admin.register(Project)
class ProjectAdmin(admin.ModelAdmin):
    list_display = ("name", "language", "created_at")
    inlines = [MembershipInline, LabelInline]


@admin.register(Document)
class DocumentAdmin(admin.ModelAdmin):
    list_display = ("external_id", "project", "language", "source_file", "source_line")
    list_filter = ("project", "language")
    search_fields = ("external_id",)


@admin.register(Span)
class SpanAdmin(admin.ModelAdmin):
    list_display = ("document", "start", "end", "label", "annotator", "entity")
    raw_id_fields = ("document",)


admin.site.register(CorpusImport)
