"""The reports: error tables, automatic metrics, agreement, and the pseudonymized and
correspondence exports. The top layer: nothing imports it but the URLs and commands.
"""
