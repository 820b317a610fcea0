"""gunicorn settings for pseudoweb (bin/serve): everything from the environment.

PSEUDOWEB_BIND (127.0.0.1:8000), WEB_CONCURRENCY (worker processes, 2),
PSEUDOWEB_WEB_THREADS (threads per worker, 4), PSEUDOWEB_WEB_TIMEOUT (seconds a request
may take before its worker is restarted, 120: uploads of large corpora are imported
by a worker, not in the request).
"""

import os

os.environ.setdefault("PSEUDOWEB_PROCESS", "web")

bind = os.environ.get("PSEUDOWEB_BIND", "127.0.0.1:8000")
workers = int(os.environ.get("WEB_CONCURRENCY", "2"))
threads = int(os.environ.get("PSEUDOWEB_WEB_THREADS", "4"))
worker_class = "gthread"
timeout = int(os.environ.get("PSEUDOWEB_WEB_TIMEOUT", "120"))
graceful_timeout = 30
accesslog = "-"
errorlog = "-"
# Load the app before forking: a missing secret key stops the master with one line
# instead of every worker failing to boot.
preload_app = True
wsgi_app = "pseudoweb.wsgi:application"
# gunicorn's runtime control socket sits at one path per user (~/.gunicorn): two servers
# on one machine (the demo and a test, two sites) would take it from each other.
control_socket_disable = True
