"""The review: review sets, the evaluate and curate pages, decisions and progress.

Above ``generation`` (it reviews the candidates of runs); below the reports.
"""
