"""Settings: one module, every value from the environment, embedded defaults that need
no server.

Defaults: SQLite in ``var/`` and a Celery broker on SQLite through kombu's SQLAlchemy
transport, so ``make demo`` runs on a fresh machine. ``DATABASE_URL`` and
``CELERY_BROKER_URL`` point the app at PostgreSQL and Redis or RabbitMQ.
"""

from __future__ import annotations

import os
from pathlib import Path

import dj_database_url

BASE_DIR = Path(__file__).resolve().parent.parent
VAR_DIR = Path(os.environ.get("PSEUDOWEB_VAR_DIR", BASE_DIR / "var"))
VAR_DIR.mkdir(parents=True, exist_ok=True)

# Encryption at rest (issue 24, docs/operations.md): the master key that wraps every
# project's data key, never in the database. PSEUDOWEB_MASTER_KEY is its text (32
# bytes, urlsafe base64); PSEUDOWEB_MASTER_KEY_FILE a file holding it. With neither,
# the embedded default makes and uses VAR_DIR/keys/master.key.
PSEUDOWEB_MASTER_KEY = os.environ.get("PSEUDOWEB_MASTER_KEY", "")
PSEUDOWEB_MASTER_KEY_FILE = os.environ.get("PSEUDOWEB_MASTER_KEY_FILE", "")


def env_bool(name: str, default: bool) -> bool:
    value = os.environ.get(name)
    if value is None:
        return default
    return value.strip().lower() in {"1", "true", "yes", "on"}


def env_list(name: str, default: str = "") -> list[str]:
    return [
        item.strip()
        for item in os.environ.get(name, default).split(",")
        if item.strip()
    ]


DEBUG = env_bool("DJANGO_DEBUG", False)
# Production sets DJANGO_SECRET_KEY: a server without one refuses to start
# (pseudoweb/checks.py, called by the WSGI entry point and `check --deploy`). Commands,
# tests and DEBUG runs on a developer's machine fall back to a local key.
SECRET_KEY_FROM_ENVIRONMENT = bool(os.environ.get("DJANGO_SECRET_KEY"))
SECRET_KEY = os.environ.get("DJANGO_SECRET_KEY") or (
    "pseudoweb-insecure-local-key-change-me"
)
ALLOWED_HOSTS = env_list("DJANGO_ALLOWED_HOSTS", "127.0.0.1,localhost,testserver")
CSRF_TRUSTED_ORIGINS = env_list("DJANGO_CSRF_TRUSTED_ORIGINS")

# --- Behind HTTPS (production): DJANGO_HTTPS=1 turns on secure cookies, the redirect
# to HTTPS and HSTS; DJANGO_PROXY_SSL_HEADER=1 trusts X-Forwarded-Proto from the proxy
# in front (only behind a proxy that sets it).
HTTPS = env_bool("DJANGO_HTTPS", False)
SESSION_COOKIE_SECURE = HTTPS
CSRF_COOKIE_SECURE = HTTPS
SECURE_SSL_REDIRECT = HTTPS and env_bool("DJANGO_SSL_REDIRECT", True)
SECURE_HSTS_SECONDS = (
    int(os.environ.get("DJANGO_HSTS_SECONDS", str(365 * 24 * 3600))) if HTTPS else 0
)
SECURE_HSTS_INCLUDE_SUBDOMAINS = HTTPS and env_bool("DJANGO_HSTS_SUBDOMAINS", True)
SECURE_HSTS_PRELOAD = HTTPS and env_bool("DJANGO_HSTS_PRELOAD", True)
if env_bool("DJANGO_PROXY_SSL_HEADER", False):
    SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
SESSION_COOKIE_HTTPONLY = True
X_FRAME_OPTIONS = "DENY"

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "rest_framework",
    "rest_framework.authtoken",
    "drf_spectacular",
    "django_htmx",
    "template_partials",
    "pseudoweb.apps.PseudowebConfig",
    "annotation",
    "generation",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    # Static files from the app server itself (no CDN, no separate web server needed).
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "django_htmx.middleware.HtmxMiddleware",
    # Last, so it is first to see a view's exception: originals that cannot be read
    # answer 503 with a sentence saying so (pseudoweb/errors.py).
    "pseudoweb.errors.KeyUnavailableMiddleware",
]

ROOT_URLCONF = "pseudoweb.urls"
WSGI_APPLICATION = "pseudoweb.wsgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
                # The banner saying the originals cannot be read (issue 24).
                "pseudoweb.context_processors.key_state",
            ],
            # Tag libraries that live with their concern, not in an app's
            # templatetags folder.
            "libraries": {
                "review_tags": "annotation.review.templatetags.review_tags",
            },
        },
    },
]

DATABASES = {
    "default": dj_database_url.parse(
        os.environ.get("DATABASE_URL", f"sqlite:///{VAR_DIR / 'pseudoweb.sqlite3'}"),
        conn_max_age=int(os.environ.get("DATABASE_CONN_MAX_AGE", "0")),
        conn_health_checks=True,
    )
}
# A database that accepts connections and never answers must fail a request within
# seconds, not hang it: a connect timeout everywhere, and on web requests a statement
# timeout (bulk work in workers and commands, imports and runs, may run longer).
DATABASE_CONNECT_TIMEOUT = int(os.environ.get("DATABASE_CONNECT_TIMEOUT", "5"))
DATABASE_STATEMENT_TIMEOUT = float(os.environ.get("DATABASE_STATEMENT_TIMEOUT", "30"))
WEB_PROCESS = os.environ.get("PSEUDOWEB_PROCESS") == "web"
if DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3":
    # WAL lets the web process read while a worker writes; the timeout rides out short
    # locks.
    DATABASES["default"]["OPTIONS"] = {
        "timeout": 30,
        "transaction_mode": "IMMEDIATE",
        # secure_delete: a row updated or deleted is overwritten with zeros, so a
        # sealed original's plain predecessor (issue 24) is not left in free pages.
        "init_command": (
            "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL; "
            "PRAGMA secure_delete=ON;"
        ),
    }
elif DATABASES["default"]["ENGINE"] == "django.db.backends.postgresql":
    options = DATABASES["default"].setdefault("OPTIONS", {})
    options.setdefault("connect_timeout", DATABASE_CONNECT_TIMEOUT)
    if WEB_PROCESS and DATABASE_STATEMENT_TIMEOUT > 0:
        options["options"] = (
            f"{options.get('options', '')} "
            f"-c statement_timeout={int(DATABASE_STATEMENT_TIMEOUT * 1000)}"
        ).strip()
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
]
LOGIN_URL = "login"
LOGIN_REDIRECT_URL = "annotation:project-list"
LOGOUT_REDIRECT_URL = "login"

LANGUAGE_CODE = "en-us"
TIME_ZONE = os.environ.get("TIME_ZONE", "UTC")
USE_I18N = True
USE_TZ = True

STATIC_URL = "static/"
STATICFILES_DIRS = [BASE_DIR / "static"]
STATIC_ROOT = Path(os.environ.get("DJANGO_STATIC_ROOT", BASE_DIR / "static_collected"))
# whitenoise serves what `collectstatic` put in STATIC_ROOT; bin/serve runs it before
# the server starts. Where nothing was collected (tests, `runserver`, commands) there
# is nothing for it to serve, and it would warn "No directory at" once per request
# handler (416 times in a test run): leave it out there. With DEBUG it serves the
# source folders (its finders), so it stays.
if not STATIC_ROOT.is_dir() and not DEBUG:
    MIDDLEWARE.remove("whitenoise.middleware.WhiteNoiseMiddleware")
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    # Hashed, compressed files that browsers may cache for ever (collectstatic makes
    # them; bin/serve runs it). Tests use the plain storage (tests/conftest.py).
    "staticfiles": {
        "BACKEND": "whitenoise.storage.CompressedManifestStaticFilesStorage"
    },
}

DATA_UPLOAD_MAX_MEMORY_SIZE = 10 * 1024 * 1024
FILE_UPLOAD_MAX_MEMORY_SIZE = 10 * 1024 * 1024
# Uploads larger than this are imported by a worker (light queue) with a progress bar;
# smaller ones within the request. The worker reads them from VAR_DIR/uploads.
PSEUDOWEB_UPLOAD_BACKGROUND_BYTES = int(
    os.environ.get("PSEUDOWEB_UPLOAD_BACKGROUND_BYTES", str(5 * 1024 * 1024))
)
# How long an invite or set-password link from the members page stays usable (days).
PSEUDOWEB_INVITE_DAYS = int(os.environ.get("PSEUDOWEB_INVITE_DAYS", "7"))

REST_FRAMEWORK = {
    "DEFAULT_AUTHENTICATION_CLASSES": [
        "rest_framework.authentication.TokenAuthentication",
        "rest_framework.authentication.SessionAuthentication",
    ],
    "DEFAULT_PERMISSION_CLASSES": ["rest_framework.permissions.IsAuthenticated"],
    # drf-spectacular's, with the error answers every view gives (pseudoweb/schema.py).
    "DEFAULT_SCHEMA_CLASS": "pseudoweb.schema.AutoSchema",
    "DEFAULT_PAGINATION_CLASS": "rest_framework.pagination.PageNumberPagination",
    # Every API error is JSON, unexpected ones included (pseudoweb/errors.py).
    "EXCEPTION_HANDLER": "pseudoweb.errors.api_exception_handler",
    "PAGE_SIZE": 100,
}
SPECTACULAR_SETTINGS = {
    "TITLE": "pseudoweb API",
    "DESCRIPTION": (
        "Import PII-annotated corpora, generate pseudonyms, review and export."
    ),
    "VERSION": "0.1.0",
    "SERVE_INCLUDE_SCHEMA": False,
    # Two choice sets answer to "state": a document's in the team workflow and an
    # invite's. Named here, so the schema's enums keep stable names.
    "ENUM_NAME_OVERRIDES": {
        "DocumentStateEnum": "annotation.review.models.DocumentState",
        "InviteStateEnum": ["open", "used", "withdrawn", "expired"],
    },
}

# --- Celery: job state lives on our own rows, so no result backend is needed.
CELERY_BROKER_URL = os.environ.get(
    "CELERY_BROKER_URL", f"sqla+sqlite:///{VAR_DIR / 'celery-broker.sqlite3'}"
)
CELERY_TASK_IGNORE_RESULT = True
CELERY_TASK_ACKS_LATE = True
CELERY_TASK_REJECT_ON_WORKER_LOST = True
CELERY_WORKER_PREFETCH_MULTIPLIER = 1
CELERY_TASK_ALWAYS_EAGER = env_bool("CELERY_TASK_ALWAYS_EAGER", False)
CELERY_BROKER_CONNECTION_RETRY_ON_STARTUP = True
# Runs pick their queue when sent (light, mlm, llm); metrics always go to their own.
# Task names are wire names (messages in flight carry them): they never change, even
# when the code moves (the metrics task now lives in annotation/reports/tasks.py).
METRICS_TASK = "generation.tasks_reports.compute_run_metrics"
# The research's utility measures of a run (summary, detectability, downstream).
MEASURE_TASK = "annotation.reports.tasks.compute_run_measure"
IMPORT_TASK = "annotation.tasks.import_corpus_job"
CELERY_TASK_ROUTES = {
    METRICS_TASK: {"queue": "metrics"},
    MEASURE_TASK: {"queue": "metrics"},
}

# --- Generation resources (engines get these passed in; they never read settings).


# The PUD treebanks ship with the code (generation/resources/ud, CC BY-SA, licences
# beside them), so a bare clone has the word lists; a setting points elsewhere.
UD_PACKAGED_DIR = BASE_DIR / "generation" / "resources" / "ud"
PSEUDOWEB_UD_EN = os.environ.get("PSEUDOWEB_UD_EN") or str(
    UD_PACKAGED_DIR / "en_pud-ud-test.conllu"
)
PSEUDOWEB_UD_SV = os.environ.get("PSEUDOWEB_UD_SV") or str(
    UD_PACKAGED_DIR / "sv_pud-ud-test.conllu"
)
PSEUDOWEB_TAGGER = os.environ.get("PSEUDOWEB_TAGGER", "auto")
PSEUDOWEB_MLM_MODEL_EN = os.environ.get(
    "PSEUDOWEB_MLM_MODEL_EN", "FacebookAI/roberta-large"
)
PSEUDOWEB_MLM_MODEL_SV = os.environ.get(
    "PSEUDOWEB_MLM_MODEL_SV", "AI-Sweden-Models/roberta-large-1160k"
)
PSEUDOWEB_MLM_DEVICE = os.environ.get("PSEUDOWEB_MLM_DEVICE", "cpu")
OLLAMA_HOST = os.environ.get("OLLAMA_HOST", "http://127.0.0.1:11434")
PSEUDOWEB_LLM_MODEL = os.environ.get("PSEUDOWEB_LLM_MODEL", "qwen2.5:1.5b-instruct")
# Per document language, when one model does not suit both (blank: the one above).
PSEUDOWEB_LLM_MODEL_EN = os.environ.get("PSEUDOWEB_LLM_MODEL_EN", "")
PSEUDOWEB_LLM_MODEL_SV = os.environ.get("PSEUDOWEB_LLM_MODEL_SV", "")
PSEUDOWEB_LLM_OPENAI_BASE_URL = os.environ.get("PSEUDOWEB_LLM_OPENAI_BASE_URL", "")
PSEUDOWEB_LLM_CONCURRENCY = int(os.environ.get("PSEUDOWEB_LLM_CONCURRENCY", "8"))
PSEUDOWEB_LLM_TIMEOUT = float(os.environ.get("PSEUDOWEB_LLM_TIMEOUT", "60"))
# Output tokens asked for per mask (num_predict / max_tokens = 16 + this x masks).
PSEUDOWEB_LLM_TOKENS_PER_MASK = int(
    os.environ.get("PSEUDOWEB_LLM_TOKENS_PER_MASK", "32")
)
PSEUDOWEB_SIMILARITY_MODEL = os.environ.get("PSEUDOWEB_SIMILARITY_MODEL", "")
# The research's utility measures (issue 22). The summariser of Experiment 1, per
# document language when one model does not suit both (blank: the one above it).
PSEUDOWEB_SUMMARY_MODEL = os.environ.get(
    "PSEUDOWEB_SUMMARY_MODEL", "SEBIS/legal_t5_small_summ_en"
)
PSEUDOWEB_SUMMARY_MODEL_EN = os.environ.get("PSEUDOWEB_SUMMARY_MODEL_EN", "")
PSEUDOWEB_SUMMARY_MODEL_SV = os.environ.get("PSEUDOWEB_SUMMARY_MODEL_SV", "")
# The detectability and downstream classifier: blank or "light" for scikit-learn's
# logistic regression over n-grams (runs everywhere); a model (the research's is
# google-bert/bert-base-cased) to fine-tune a transformer instead.
PSEUDOWEB_DETECTOR_MODEL = os.environ.get("PSEUDOWEB_DETECTOR_MODEL", "")

# --- Background runs: a worker refreshes its claim every HEARTBEAT seconds; a claim
# older than STALE belongs to a dead worker and is taken over. A run is split into
# chunks of CHUNK_DOCUMENTS documents, worked on by up to MAX_TASKS workers at once.
PSEUDOWEB_RUN_HEARTBEAT_SECONDS = float(
    os.environ.get("PSEUDOWEB_RUN_HEARTBEAT_SECONDS", "10")
)
PSEUDOWEB_RUN_STALE_SECONDS = float(os.environ.get("PSEUDOWEB_RUN_STALE_SECONDS", "60"))
PSEUDOWEB_RUN_CHUNK_DOCUMENTS = int(
    os.environ.get("PSEUDOWEB_RUN_CHUNK_DOCUMENTS", "50")
)
PSEUDOWEB_RUN_MAX_TASKS = int(os.environ.get("PSEUDOWEB_RUN_MAX_TASKS", "16"))
# A queued run nobody has taken after WAIT seconds gets its reason on the runs page
# (busy workers, no worker on its queue, a broker the web app cannot reach; that
# check is cached as long). A worker computes at most METRICS_PER_WORKER runs'
# metrics at once; its other processes stay free for runs.
PSEUDOWEB_QUEUE_WAIT_SECONDS = float(
    os.environ.get("PSEUDOWEB_QUEUE_WAIT_SECONDS", "10")
)
PSEUDOWEB_METRICS_PER_WORKER = int(os.environ.get("PSEUDOWEB_METRICS_PER_WORKER", "1"))

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "filters": {
        # An ordinary 403/404 is one line (status, path, reason), not a traceback.
        "one_line_client_errors": {"()": "pseudoweb.errors.OneLineClientErrors"},
    },
    "handlers": {"console": {"class": "logging.StreamHandler"}},
    "loggers": {"django.request": {"filters": ["one_line_client_errors"]}},
    "root": {"handlers": ["console"], "level": os.environ.get("LOG_LEVEL", "INFO")},
}
