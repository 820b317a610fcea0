"""The corpus: projects and their members, labels, imports, documents and spans.

The lowest layer: it imports nothing of ``generation`` or of the review and reports.
"""
