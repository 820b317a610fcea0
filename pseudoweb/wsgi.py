"""The WSGI entry point, as gunicorn serves it (bin/serve)."""

import os

# Before the settings load: web requests get the database statement timeout.
os.environ.setdefault("PSEUDOWEB_PROCESS", "web")
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "pseudoweb.settings")

from django.core.wsgi import get_wsgi_application  # noqa: E402

from pseudoweb.checks import refuse_to_serve_unsafely  # noqa: E402

application = get_wsgi_application()
refuse_to_serve_unsafely()
