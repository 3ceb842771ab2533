"""The ``pmail`` profile file: ``$XDG_CONFIG_HOME/pmail/config.toml`` (mode 0600).

::

    default_profile = "default"

    [profiles.default]
    url = "http://127.0.0.1:8000"
    key = "pm_live_…"

``PMAIL_URL`` and ``PMAIL_KEY`` override the file; ``--url``/``--key`` override both.
"""

from __future__ import annotations

import os
import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ._base import DEFAULT_BASE_URL


def config_path() -> Path:
    base = os.environ.get("XDG_CONFIG_HOME") or str(Path.home() / ".config")
    return Path(base) / "pmail" / "config.toml"


def load() -> dict[str, Any]:
    path = config_path()
    if not path.exists():
        return {}
    return tomllib.loads(path.read_text(encoding="utf-8"))


def _toml_value(value: Any) -> str:
    """A TOML basic string: quote, backslash and control characters escaped, the rest
    literal (JSON's escapes would split astral characters into surrogates, which TOML
    refuses)."""
    if isinstance(value, bool):
        return "true" if value else "false"
    out = []
    for char in str(value):
        if char in ('"', "\\"):
            out.append("\\" + char)
        elif ord(char) < 0x20 or ord(char) == 0x7F:
            out.append(f"\\u{ord(char):04x}")
        else:
            out.append(char)
    return '"' + "".join(out) + '"'


def dump(data: dict[str, Any]) -> str:
    lines = []
    for key, value in data.items():
        if not isinstance(value, dict):
            lines.append(f"{key} = {_toml_value(value)}")
    for name, profile in sorted(data.get("profiles", {}).items()):
        lines += ["", f"[profiles.{_toml_value(name)}]"]
        lines += [f"{k} = {_toml_value(v)}" for k, v in profile.items() if v is not None]
    return "\n".join(lines).lstrip("\n") + "\n"


def save(data: dict[str, Any]) -> Path:
    path = config_path()
    path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
    # Created 0600 before any secret is written, then replaced atomically.
    tmp = path.with_suffix(".tmp")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w", encoding="utf-8") as handle:
        handle.write(dump(data))
    os.chmod(tmp, 0o600)
    os.replace(tmp, path)
    return path


def save_profile(name: str, **values: Any) -> Path:
    data = load()
    profiles = data.setdefault("profiles", {})
    profile = profiles.setdefault(name, {})
    profile.update({k: v for k, v in values.items() if v is not None})
    data.setdefault("default_profile", name)
    return save(data)


@dataclass
class Settings:
    url: str
    key: str | None
    profile: str
    listen_secret: str | None = None


def resolve(
    *, profile: str | None = None, url: str | None = None, key: str | None = None
) -> Settings:
    data = load()
    name = profile or os.environ.get("PMAIL_PROFILE") or data.get("default_profile") or "default"
    stored = data.get("profiles", {}).get(name, {})
    return Settings(
        url=(url or os.environ.get("PMAIL_URL") or stored.get("url") or DEFAULT_BASE_URL).rstrip(
            "/"
        ),
        key=key or os.environ.get("PMAIL_KEY") or stored.get("key"),
        profile=name,
        listen_secret=stored.get("listen_secret"),
    )
