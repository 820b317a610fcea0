from django.contrib import admin

from .models import Candidate, GenerationRun


@admin.register(GenerationRun)
class GenerationRunAdmin(admin.ModelAdmin):
    list_display = ("id", "project", "generator", "status", "spans_done", "spans_total")
    list_filter = ("status", "generator")


@admin.register(Candidate)
class CandidateAdmin(admin.ModelAdmin):
    list_display = ("run", "span", "text", "failed")
    raw_id_fields = ("span", "document", "run")
