"""A small OpenID Connect provider on a loopback port, for signing in to the console through
allauth's ``openid_connect`` provider without a real IdP.

It speaks the authorization-code flow the way a real provider does, over real HTTP:

- ``/.well-known/openid-configuration``: the discovery document allauth reads first;
- ``/authorize``: approves the configured person at once (no login page) and redirects to
  ``redirect_uri`` with a one-time ``code`` and the client's ``state``;
- ``/token``: exchanges the code (client secret by POST or HTTP Basic, the redirect URI it
  was issued for, the PKCE verifier when a challenge was sent) for an access token and an
  RS256-signed ID token (``iss``, ``aud``, ``sub``, ``email``, ``email_verified``,
  ``nonce`` when one was asked for);
- ``/jwks``: the public key, by ``kid``;
- ``/userinfo``: the person's claims for a bearer access token.

Every request is recorded on ``idp.requests`` (method, path, parameters), so a test can
check which calls the console made and from where.
"""

from __future__ import annotations

import base64
import hashlib
import json
import secrets
import threading
import time
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qsl, urlencode, urlsplit

import jwt
from cryptography.hazmat.primitives.asymmetric import rsa
from jwt.algorithms import RSAAlgorithm


@dataclass
class Person:
    """Who the provider says is signing in."""

    sub: str
    email: str
    email_verified: bool = True
    name: str = ""

    def claims(self) -> dict:
        claims = {"sub": self.sub, "email": self.email, "email_verified": self.email_verified}
        if self.name:
            claims["name"] = self.name
        return claims


@dataclass
class Grant:
    client_id: str
    redirect_uri: str
    person: Person
    nonce: str | None
    code_challenge: str | None
    code_challenge_method: str | None


@dataclass
class Recorded:
    method: str
    path: str
    params: dict


@dataclass
class FakeIdP:
    """``with FakeIdP(client_id=…, secret=…, person=Person(…)) as idp:`` serves on
    ``idp.url`` until the block ends."""

    client_id: str
    secret: str
    person: Person
    kid: str = "test-key-1"
    requests: list[Recorded] = field(default_factory=list)

    def __post_init__(self) -> None:
        self._key = rsa.generate_private_key(public_exponent=65537, key_size=2048)
        self._grants: dict[str, Grant] = {}
        self._tokens: dict[str, Person] = {}
        self._lock = threading.Lock()
        self._server: ThreadingHTTPServer | None = None
        self._thread: threading.Thread | None = None

    # --- lifecycle -------------------------------------------------------------------
    def start(self) -> FakeIdP:
        idp = self

        class Handler(_Handler):
            provider = idp

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._server.daemon_threads = True
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)
        self._thread.start()
        return self

    def stop(self) -> None:
        if self._server is not None:
            self._server.shutdown()
            self._server.server_close()
            self._server = None

    def __enter__(self) -> FakeIdP:
        return self.start()

    def __exit__(self, *exc) -> None:
        self.stop()

    @property
    def url(self) -> str:
        host, port = self._server.server_address[:2]
        return f"http://{host}:{port}"

    def calls(self, path: str) -> list[Recorded]:
        return [r for r in self.requests if r.path == path]

    # --- the protocol ----------------------------------------------------------------
    def configuration(self) -> dict:
        return {
            "issuer": self.url,
            "authorization_endpoint": f"{self.url}/authorize",
            "token_endpoint": f"{self.url}/token",
            "userinfo_endpoint": f"{self.url}/userinfo",
            "jwks_uri": f"{self.url}/jwks",
            "response_types_supported": ["code"],
            "subject_types_supported": ["public"],
            "id_token_signing_alg_values_supported": ["RS256"],
            "scopes_supported": ["openid", "profile", "email"],
            "token_endpoint_auth_methods_supported": ["client_secret_post", "client_secret_basic"],
            "code_challenge_methods_supported": ["S256"],
            "claims_supported": ["sub", "email", "email_verified", "name"],
        }

    def jwks(self) -> dict:
        jwk = json.loads(RSAAlgorithm.to_jwk(self._key.public_key()))
        jwk.update(kid=self.kid, use="sig", alg="RS256")
        return {"keys": [jwk]}

    def authorize(self, params: dict) -> tuple[int, dict]:
        """Returns (status, headers-or-error)."""
        if params.get("client_id") != self.client_id:
            return 400, {"error": "unauthorized_client"}
        if params.get("response_type") != "code" or "openid" not in params.get("scope", ""):
            return 400, {"error": "invalid_request"}
        redirect_uri = params.get("redirect_uri", "")
        if not redirect_uri.startswith(("http://", "https://")):
            return 400, {"error": "invalid_request", "error_description": "redirect_uri"}
        code = secrets.token_urlsafe(24)
        with self._lock:
            self._grants[code] = Grant(
                client_id=self.client_id,
                redirect_uri=redirect_uri,
                person=self.person,
                nonce=params.get("nonce"),
                code_challenge=params.get("code_challenge"),
                code_challenge_method=params.get("code_challenge_method"),
            )
        answer = {"code": code}
        if "state" in params:
            answer["state"] = params["state"]
        separator = "&" if urlsplit(redirect_uri).query else "?"
        return 302, {"Location": f"{redirect_uri}{separator}{urlencode(answer)}"}

    def token(self, params: dict, authorization: str | None) -> tuple[int, dict]:
        client_id, secret = params.get("client_id"), params.get("client_secret")
        if authorization and authorization.startswith("Basic "):
            decoded = base64.b64decode(authorization[6:]).decode()
            client_id, _, secret = decoded.partition(":")
        if client_id != self.client_id or secret != self.secret:
            return 401, {"error": "invalid_client"}
        if params.get("grant_type") != "authorization_code":
            return 400, {"error": "unsupported_grant_type"}
        with self._lock:
            grant = self._grants.pop(params.get("code", ""), None)  # a code works once
        if grant is None or grant.redirect_uri != params.get("redirect_uri"):
            return 400, {"error": "invalid_grant"}
        if grant.code_challenge:
            verifier = params.get("code_verifier", "")
            digest = hashlib.sha256(verifier.encode()).digest()
            expected = base64.urlsafe_b64encode(digest).rstrip(b"=").decode()
            if grant.code_challenge_method != "S256" or expected != grant.code_challenge:
                return 400, {"error": "invalid_grant", "error_description": "PKCE"}
        now = int(time.time())
        claims = {
            "iss": self.url,
            "aud": self.client_id,
            "iat": now,
            "exp": now + 300,
            "jti": secrets.token_hex(8),
            **grant.person.claims(),
        }
        if grant.nonce:
            claims["nonce"] = grant.nonce
        id_token = jwt.encode(claims, self._key, algorithm="RS256", headers={"kid": self.kid})
        access_token = secrets.token_urlsafe(24)
        with self._lock:
            self._tokens[access_token] = grant.person
        return 200, {
            "access_token": access_token,
            "token_type": "Bearer",
            "expires_in": 300,
            "id_token": id_token,
        }

    def userinfo(self, authorization: str | None) -> tuple[int, dict]:
        token = (authorization or "").removeprefix("Bearer ").strip()
        with self._lock:
            person = self._tokens.get(token)
        if person is None:
            return 401, {"error": "invalid_token"}
        return 200, person.claims()


class _Handler(BaseHTTPRequestHandler):
    provider: FakeIdP

    def log_message(self, format, *args) -> None:  # quiet test output
        return

    def _answer(self, status: int, body: dict, headers: dict | None = None) -> None:
        payload = json.dumps(body).encode()
        self.send_response(status)
        for name, value in (headers or {}).items():
            self.send_header(name, value)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(payload)))
        self.send_header("Cache-Control", "no-store")
        self.end_headers()
        self.wfile.write(payload)

    def _record(self, params: dict) -> None:
        path = urlsplit(self.path).path
        self.provider.requests.append(Recorded(method=self.command, path=path, params=params))

    def do_GET(self) -> None:
        parts = urlsplit(self.path)
        params = dict(parse_qsl(parts.query))
        self._record(params)
        idp = self.provider
        authorization = self.headers.get("Authorization")
        if parts.path == "/.well-known/openid-configuration":
            self._answer(200, idp.configuration())
        elif parts.path == "/jwks":
            self._answer(200, idp.jwks())
        elif parts.path == "/authorize":
            status, out = idp.authorize(params)
            if status == 302:
                self._answer(302, {}, out)
            else:
                self._answer(status, out)
        elif parts.path == "/userinfo":
            self._answer(*idp.userinfo(authorization))
        else:
            self._answer(404, {"error": "not_found"})

    def do_POST(self) -> None:
        parts = urlsplit(self.path)
        length = int(self.headers.get("Content-Length") or 0)
        params = dict(parse_qsl(self.rfile.read(length).decode()))
        self._record(params)
        if parts.path == "/token":
            self._answer(*self.provider.token(params, self.headers.get("Authorization")))
        elif parts.path == "/userinfo":
            self._answer(*self.provider.userinfo(self.headers.get("Authorization")))
        else:
            self._answer(404, {"error": "not_found"})
