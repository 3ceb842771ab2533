"""Write ``src/pylota_mail/_generated.py`` from the server's OpenAPI document.

    python sdk/generate.py                          # fetch http://127.0.0.1:8000/openapi.json
    python sdk/generate.py path/to/openapi.json     # or read a file
    python sdk/generate.py --check openapi.json     # exit 1 if the committed module differs

From the repository, the document comes offline from drf-spectacular::

    PM_ENV=test DJANGO_SETTINGS_MODULE=pylota.settings_test .venv/bin/python manage.py \
        spectacular --format openapi-json > /tmp/openapi.json && \
        .venv/bin/python sdk/generate.py /tmp/openapi.json

One method per operation: the operationId ``<resource>_<method>`` (tags group several
resources, so the operationId decides) becomes ``client.<resource>.<method>()``. Path
parameters are positional, query parameters and body fields keyword-only and typed,
components become ``TypedDict``s and enums ``Literal``s. A creating POST (201/202) gets an
``idempotency_key`` (a UUID by default, reused by every retry); a cursor-paginated list gets
an ``iter_<method>()`` that walks every page; an SSE route yields events with resume.
The output is passed through ``ruff format`` when ruff is installed, so that the committed
file is what the repository's formatter keeps.
"""

from __future__ import annotations

import json
import keyword
import re
import shutil
import subprocess
import sys
import textwrap
import urllib.request
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
TARGET = HERE / "src" / "pylota_mail" / "_generated.py"

# operationId prefixes of more than one word; any other takes its first word as resource.
MULTI_WORD_RESOURCES = frozenset(
    {"audit_events", "list_entries", "send_policy", "trust_policy", "security_txt", "llms_txt"}
)
RESERVED = frozenset({"self", "idempotency_key", "extra_body", "request_options", "last_event_id"})
METHODS = ("get", "post", "put", "patch", "delete")


def split_operation_id(operation_id: str) -> tuple[str, str]:
    parts = operation_id.split("_")
    for n in (3, 2):
        if "_".join(parts[:n]) in MULTI_WORD_RESOURCES:
            return "_".join(parts[:n]), "_".join(parts[n:]) or "get"
    return parts[0], "_".join(parts[1:]) or "get"


def camel(name: str) -> str:
    return "".join(p[:1].upper() + p[1:] for p in re.split(r"[_\-]", name) if p)


def ident(name: str) -> str:
    name = re.sub(r"\W", "_", name)
    if keyword.iskeyword(name) or name in RESERVED:
        name += "_"
    return name


def optional(annotation: str) -> str:
    """``T | NotGiven``, with None last (an explicit null) when the field is nullable."""
    if annotation.endswith(" | None"):
        return annotation[: -len(" | None")] + " | NotGiven | None"
    return annotation + " | NotGiven"


def resource_class(resource: str, *, is_async: bool) -> str:
    return ("Async" if is_async else "") + camel(resource) + "Resource"


def ref_name(ref: str) -> str:
    return ref.rsplit("/", 1)[-1]


class Generator:
    def __init__(self, document: dict[str, Any]) -> None:
        self.doc = document
        self.schemas: dict[str, Any] = document.get("components", {}).get("schemas", {})
        self.used_typing: set[str] = {"Any"}

    # -- types -------------------------------------------------------------------------

    def py_type(self, schema: dict[str, Any] | None) -> str:
        if not schema:
            return "Any"
        nullable = schema.get("nullable", False)
        if "$ref" in schema:
            out = ref_name(schema["$ref"])
        elif "allOf" in schema and len(schema["allOf"]) == 1:
            out = self.py_type(schema["allOf"][0])
        elif "oneOf" in schema or "anyOf" in schema:
            out = " | ".join(
                dict.fromkeys(self.py_type(s) for s in schema.get("oneOf") or schema["anyOf"])
            )
        elif "enum" in schema:
            values = [v for v in schema["enum"] if v is not None]
            if None in schema["enum"]:
                nullable = True
            if not values:
                return "None"
            self.used_typing.add("Literal")
            out = "Literal[" + ", ".join(json.dumps(v) for v in values) + "]"
        else:
            kind = schema.get("type")
            if kind == "string":
                out = "bytes" if schema.get("format") == "binary" else "str"
            elif kind == "integer":
                out = "int"
            elif kind == "number":
                out = "float"
            elif kind == "boolean":
                out = "bool"
            elif kind == "array":
                out = f"list[{self.py_type(schema.get('items'))}]"
            elif kind == "object" or "properties" in schema:
                extra = schema.get("additionalProperties")
                out = (
                    f"dict[str, {self.py_type(extra)}]"
                    if isinstance(extra, dict) and extra
                    else "dict[str, Any]"
                )
            else:
                out = "Any"
        if nullable and out not in ("Any", "None"):
            out += " | None"
        return out

    def refs(self, schema: Any) -> set[str]:
        found: set[str] = set()
        if isinstance(schema, dict):
            if "$ref" in schema:
                found.add(ref_name(schema["$ref"]))
            for value in schema.values():
                found |= self.refs(value)
        elif isinstance(schema, list):
            for value in schema:
                found |= self.refs(value)
        return found

    def ordered_schemas(self) -> list[str]:
        order: list[str] = []
        state: dict[str, int] = {}

        def visit(name: str) -> None:
            if state.get(name) or name not in self.schemas:
                return
            state[name] = 1
            for dep in sorted(self.refs(self.schemas[name])):
                visit(dep)
            state[name] = 2
            order.append(name)

        for name in sorted(self.schemas):
            visit(name)
        return order

    def render_schema(self, name: str) -> str:
        schema = self.schemas[name]
        if "enum" in schema and "properties" not in schema:
            return (
                f"{name} = {self.py_type({k: v for k, v in schema.items() if k != 'nullable'})}\n"
            )
        props: dict[str, Any] = schema.get("properties", {})
        if not props:
            return f"{name} = dict[str, Any]\n"
        required = set(schema.get("required", []))
        fields = []
        for prop, sub in props.items():
            kind = self.py_type(sub)
            if prop not in required:
                self.used_typing.add("NotRequired")
                kind = f"NotRequired[{kind}]"
            fields.append((prop, kind))
        self.used_typing.add("TypedDict")
        doc = (schema.get("description") or "").strip().splitlines()
        if all(p.isidentifier() and not keyword.iskeyword(p) for p, _ in fields):
            lines = [f"class {name}(TypedDict):"]
            if doc:
                lines.append(f'    """{self.doc_text(doc[0])}"""\n')
            lines += [f"    {p}: {k}" for p, k in fields]
            return "\n".join(lines) + "\n"
        body = ", ".join(f"{json.dumps(p)}: {k}" for p, k in fields)
        return f'{name} = TypedDict("{name}", {{{body}}})\n'

    @staticmethod
    def doc_text(text: str) -> str:
        return text.replace("\\", "\\\\").replace('"""', "'''").strip()

    # -- operations --------------------------------------------------------------------

    def operations(self) -> list[dict[str, Any]]:
        out = []
        for path, item in self.doc.get("paths", {}).items():
            shared = item.get("parameters", [])
            for method in METHODS:
                if method in item:
                    out.append(self.read_operation(path, method, item[method], shared))
        return sorted(out, key=lambda o: (o["resource"], o["name"]))

    def read_operation(
        self, path: str, method: str, op: dict[str, Any], shared: list
    ) -> dict[str, Any]:
        resource, name = split_operation_id(op["operationId"])
        params = [self.resolve(p) for p in [*shared, *op.get("parameters", [])]]
        path_names = re.findall(r"{(\w+)}", path)
        by_name = {p["name"]: p for p in params}
        path_params = [
            by_name.get(n, {"name": n, "in": "path", "schema": {"type": "string"}})
            for n in path_names
        ]
        query_params = [p for p in params if p["in"] == "query"]
        sse = any(
            "text/event-stream" in (r.get("content") or {})
            for c, r in op.get("responses", {}).items()
            if str(c).startswith("2")
        )
        # Last-Event-ID of an SSE route is the ``last_event_id`` argument, managed on resume.
        header_params = [
            p
            for p in params
            if p["in"] == "header" and not (sse and p["name"].lower() == "last-event-id")
        ]
        content = op.get("requestBody", {}).get("content", {})
        body_kind = body_schema = None
        if "application/json" in content:
            body_kind = "multipart" if "multipart/form-data" in content else "json"
            body_schema = self.resolve(content["application/json"].get("schema", {}))
        elif "multipart/form-data" in content:
            body_kind = "multipart"
            body_schema = self.resolve(content["multipart/form-data"].get("schema", {}))
        success = {c: r for c, r in op.get("responses", {}).items() if str(c).startswith("2")}
        response_kind: str | None = None
        response_types: list[str] = []
        page_item: str | None = None
        for _, answer in sorted(success.items()):
            for media, body in (answer.get("content") or {}).items():
                schema = body.get("schema", {})
                if media == "text/event-stream":
                    response_kind = "sse"
                elif media == "application/json" or media.endswith("+json"):
                    response_kind = response_kind or "json"
                    response_types.append(self.py_type(schema))
                    page_item = page_item or self.page_item(schema)
                elif media.startswith("text/") or (
                    media == "message/rfc822" and schema.get("format") != "binary"
                ):
                    response_kind = response_kind or "text"
                    response_types.append("str")
                else:
                    response_kind = response_kind or "bytes"
                    response_types.append("bytes")
        paginated = page_item is not None and any(p["name"] == "cursor" for p in query_params)
        idempotent = method == "post" and any(str(c) in ("201", "202") for c in success)
        return {
            "id": op["operationId"],
            "method": method.upper(),
            "path": path,
            "resource": resource,
            "name": name,
            "summary": op.get("summary") or (op.get("description") or "").strip().split("\n")[0],
            "path_params": path_params,
            "query_params": query_params,
            "header_params": header_params,
            "body_kind": body_kind,
            "body_schema": body_schema,
            "response_kind": response_kind,
            "response_type": " | ".join(dict.fromkeys(response_types)) or "None",
            "page_item": page_item if paginated else None,
            "idempotent": idempotent,
        }

    def resolve(self, node: dict[str, Any]) -> dict[str, Any]:
        while "$ref" in node and not node["$ref"].startswith("#/components/schemas/"):
            target: Any = self.doc
            for part in node["$ref"].lstrip("#/").split("/"):
                target = target[part]
            node = target
        if "$ref" in node:
            return self.schemas[ref_name(node["$ref"])]
        return node

    def page_item(self, schema: dict[str, Any]) -> str | None:
        target = self.resolve(schema) if "$ref" in schema else schema
        props = target.get("properties", {})
        if "data" in props and "next_cursor" in props and props["data"].get("type") == "array":
            return self.py_type(props["data"].get("items"))
        return None

    def arguments(self, op: dict[str, Any]) -> list[tuple[str, str, str, str]]:
        """(python name, wire name, where, annotation/default) for every argument."""
        taken: set[str] = set()
        args: list[tuple[str, str, str, str]] = []

        def claim(wire: str, where: str) -> str:
            name = ident(wire)
            if name in taken:
                name = ident(f"{where}_{wire}")
            taken.add(name)
            return name

        for p in op["path_params"]:
            args.append(
                (claim(p["name"], "path"), p["name"], "path", self.py_type(p.get("schema")))
            )
        for p in sorted(op["query_params"], key=lambda p: (not p.get("required"), p["name"])):
            kind = self.py_type(p.get("schema"))
            args.append(
                (
                    claim(p["name"], "query"),
                    p["name"],
                    "query" if p.get("required") else "query?",
                    kind,
                )
            )
        for p in sorted(op["header_params"], key=lambda p: p["name"]):
            kind = self.py_type(p.get("schema"))
            args.append((claim(p["name"], "header"), p["name"], "header?", kind))
        body = op["body_schema"] or {}
        required = set(body.get("required", []))
        props = {k: v for k, v in body.get("properties", {}).items() if not v.get("readOnly")}
        for prop in sorted(props, key=lambda p: (p not in required, list(props).index(p))):
            kind = self.py_type(props[prop])
            where = "body" if prop in required else "body?"
            args.append((claim(prop, "body"), prop, where, kind))
        return args

    def render_method(self, op: dict[str, Any], *, is_async: bool, iterate: bool) -> str:
        args = self.arguments(op)
        if iterate:
            args = [a for a in args if not (a[1] == "cursor" and a[2].startswith("query"))]
        sig = ["self"]
        positional = [a for a in args if a[2] == "path"]
        keyword_only = [a for a in args if a[2] != "path"]
        sig += [f"{a[0]}: {a[3]}" for a in positional]
        sig.append("*")
        sig += [f"{a[0]}: {a[3]}" for a in keyword_only if a[2] in ("query", "body")]
        sig += [f"{a[0]}: {optional(a[3])} = NOT_GIVEN" for a in keyword_only if a[2].endswith("?")]
        if op["body_kind"]:
            sig.append("extra_body: dict[str, Any] | None = None")
        if op["idempotent"]:
            sig.append("idempotency_key: str | None = None")
        if op["response_kind"] == "sse":
            sig.append("last_event_id: str | None = None")
        sig.append("request_options: RequestOptions | None = None")
        name = op["name"]
        if op["response_kind"] == "sse":
            returns = "AsyncIterator[ServerSentEvent]" if is_async else "Iterator[ServerSentEvent]"
        elif iterate:
            name = f"iter_{name}"
            returns = (
                f"AsyncIterator[{op['page_item']}]" if is_async else f"Iterator[{op['page_item']}]"
            )
        else:
            returns = op["response_type"] if op["response_kind"] else "None"
        streaming = iterate or op["response_kind"] == "sse"
        prefix = "async def" if is_async and not streaming else "def"
        summary = self.doc_text(op["summary"] or op["id"].replace("_", " ").capitalize())
        lines = [f"    {prefix} {name}(", *[f"        {s}," for s in sig], f"    ) -> {returns}:"]
        doc = textwrap.wrap(summary, 88) or [op["id"]]
        if iterate:
            doc = [f"Every item of ``{op['name']}()``, following ``next_cursor`` page by page."]
        lines.append('        """' + doc[0])
        lines += [f"        {d}" for d in doc[1:]]
        lines += [
            "",
            f"        ``{op['method']} {op['path']}``",
            f"        (operation ``{op['id']}``).",
            '        """',
        ]
        path = ", ".join(f'"{a[1]}": {a[0]}' for a in args if a[2] == "path")
        query = ", ".join(f'"{a[1]}": {a[0]}' for a in args if a[2].startswith("query"))
        body = ", ".join(f'"{a[1]}": {a[0]}' for a in args if a[2].startswith("body"))
        headers = ", ".join(f'"{a[1]}": {a[0]}' for a in args if a[2].startswith("header"))
        call = [f'OPERATIONS["{op["id"]}"]', f"path={{{path}}}"]
        if iterate or query:
            call.append(f"query={{{query}}}")
        if headers:
            call.append(f"headers={{{headers}}}")
        if op["body_kind"]:
            call += [f"body={{{body}}}", "extra_body=extra_body"]
        if op["idempotent"]:
            call.append("idempotency_key=idempotency_key")
        if op["response_kind"] == "sse":
            call.append("last_event_id=last_event_id")
        call.append("options=request_options")
        method = "_sse" if op["response_kind"] == "sse" else ("_iterate" if iterate else "_call")
        awaiting = "await " if is_async and not streaming else ""
        lines.append(f"        return {awaiting}self._client.{method}(")
        lines += [f"            {c}," for c in call]
        lines.append("        )")
        return "\n".join(lines) + "\n"

    # -- the module --------------------------------------------------------------------

    def render(self) -> str:
        ops = self.operations()
        ids = [o["id"] for o in ops]
        duplicates = {i for i in ids if ids.count(i) > 1}
        if duplicates:
            raise SystemExit(f"duplicate operationIds: {sorted(duplicates)}")
        names = [(o["resource"], o["name"]) for o in ops]
        clashes = {n for n in names if names.count(n) > 1}
        if clashes:
            raise SystemExit(f"two operations map onto one method: {sorted(clashes)}")
        schema_code = [self.render_schema(n) for n in self.ordered_schemas()]
        table = []
        for o in sorted(ops, key=lambda o: o["id"]):
            fields = [
                f'id="{o["id"]}"',
                f'method="{o["method"]}"',
                f'path="{o["path"]}"',
                f'resource="{o["resource"]}"',
                f'name="{o["name"]}"',
                f"path_params={tuple(p['name'] for p in o['path_params'])!r}",
                f"query_params={tuple(sorted(p['name'] for p in o['query_params']))!r}",
                f"body_params={tuple((o['body_schema'] or {}).get('properties', {}))!r}",
                f"body={json.dumps(o['body_kind'])}".replace("null", "None"),
                f"response={json.dumps(o['response_kind'])}".replace("null", "None"),
                f"idempotent={o['idempotent']}",
                f"paginated={o['page_item'] is not None}",
            ]
            table.append(f'    "{o["id"]}": Operation({", ".join(fields)}),')
        resources: dict[str, list[dict[str, Any]]] = {}
        for o in ops:
            resources.setdefault(o["resource"], []).append(o)
        classes = []
        needs_iter = any(o["page_item"] or o["response_kind"] == "sse" for o in ops)
        for is_async in (False, True):
            for resource, members in resources.items():
                cls = resource_class(resource, is_async=is_async)
                base = "AsyncResource" if is_async else "SyncResource"
                body = [
                    f"class {cls}({base}):",
                    f'    """``client.{resource}``: {len(members)} operation(s)."""',
                    "",
                ]
                for o in members:
                    body.append(self.render_method(o, is_async=is_async, iterate=False))
                    if o["page_item"]:
                        body.append(self.render_method(o, is_async=is_async, iterate=True))
                classes.append("\n".join(body))
        mixins = []
        for is_async in (False, True):
            cls = "AsyncGeneratedResources" if is_async else "GeneratedResources"
            lines = [
                f"class {cls}:",
                '    """Every operation of the API as ``client.<resource>.<method>()``."""',
                "",
            ]
            lines += [f"    {r}: {resource_class(r, is_async=is_async)}" for r in resources]
            lines += ["", "    def _init_resources(self) -> None:", "        client: Any = self"]
            lines += [
                f"        self.{r} = {resource_class(r, is_async=is_async)}(client)"
                for r in resources
            ]
            mixins.append("\n".join(lines) + "\n")
        typing_names = sorted(self.used_typing)
        imports = [
            '"""Generated by ``sdk/generate.py`` from the OpenAPI document. Do not edit by hand:',
            'change the API, then run the generator (see its docstring)."""',
            "",
            "from __future__ import annotations",
            "",
        ]
        if needs_iter:
            imports.append("from collections.abc import AsyncIterator, Iterator")
        imports += [
            f"from typing import {', '.join(typing_names)}",
            "",
            "from ._base import (",
            "    NOT_GIVEN,",
            "    AsyncResource,",
            "    NotGiven,",
            "    Operation,",
            "    RequestOptions,",
        ]
        if any(o["response_kind"] == "sse" for o in ops):
            imports.append("    ServerSentEvent,")
        imports += ["    SyncResource,", ")", ""]
        title = self.doc.get("info", {}).get("title", "")
        version = self.doc.get("info", {}).get("version", "")
        parts = [
            "\n".join(imports),
            f"API_TITLE = {json.dumps(title)}",
            f"API_VERSION = {json.dumps(version)}",
            "",
            "# ---- models (components/schemas) ----",
            "",
            "\n\n".join(schema_code),
            "# ---- operations ----",
            "",
            "OPERATIONS: dict[str, Operation] = {",
            *table,
            "}",
            "",
            "",
            "\n\n".join(classes),
            "\n\n".join(mixins),
        ]
        # The typing imports are only known after rendering; fix the line now.
        source = "\n".join(parts)
        source = re.sub(
            r"^from typing import .*$",
            f"from typing import {', '.join(sorted(self.used_typing))}",
            source,
            count=1,
            flags=re.M,
        )
        return source


def ruff_format(source: str, filename: Path = TARGET) -> str:
    ruff = shutil.which("ruff") or shutil.which("ruff", path=str(Path(sys.executable).parent))
    if not ruff:
        return source
    result = subprocess.run(  # noqa: S603 - our own formatter, fixed arguments
        [ruff, "format", "--stdin-filename", str(filename), "-"],
        input=source,
        capture_output=True,
        text=True,
        check=True,
    )
    return result.stdout


def generate(document: dict[str, Any]) -> str:
    return ruff_format(Generator(document).render())


def load(source: str) -> dict[str, Any]:
    if source.startswith(("http://", "https://")):
        with urllib.request.urlopen(source, timeout=30) as answer:  # noqa: S310 - a URL the user gave
            return json.load(answer)
    return json.loads(Path(source).read_text())


def main(argv: list[str]) -> int:
    check = "--check" in argv
    args = [a for a in argv if a != "--check"]
    document = load(args[0] if args else "http://127.0.0.1:8000/openapi.json")
    source = generate(document)
    if check:
        current = TARGET.read_text() if TARGET.exists() else ""
        if current != source:
            print(f"{TARGET} is out of date: run sdk/generate.py", file=sys.stderr)
            return 1
        return 0
    TARGET.write_text(source)
    print(f"wrote {TARGET} ({len(Generator(document).operations())} operations)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
