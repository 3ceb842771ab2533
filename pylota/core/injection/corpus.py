"""Reading a labelled folder of messages (``malicious/*.eml`` and ``benign/*.eml``).

Version 2 names files ``<kind>-<language>-<text id>-<placement or shape>-….eml``; the text
id groups the variants of one text (for cross-validation), the kind and placement say
where the detector misses. Other names (version 1) are their own group and kind.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from pylota.core.mime import parse_message
from pylota.core.mime.model import ParsedMessage


@dataclass(frozen=True)
class Labelled:
    name: str
    label: int
    kind: str
    language: str
    group: str
    placement: str
    parsed: ParsedMessage


def read_folder(folder: Path) -> list[Labelled]:
    out = []
    for label_name, label in (("malicious", 1), ("benign", 0)):
        for path in sorted((folder / label_name).glob("*.eml")):
            fields = path.stem.split("-")
            if len(fields) >= 4:
                kind, language, group, placement = fields[0], fields[1], fields[2], fields[3]
            else:
                kind, language, group, placement = path.stem, "", path.stem, ""
            out.append(
                Labelled(
                    name=f"{label_name}/{path.name}",
                    label=label,
                    kind=kind,
                    language=language,
                    group=group,
                    placement=placement,
                    parsed=parse_message(path.read_bytes()),
                )
            )
    return out
