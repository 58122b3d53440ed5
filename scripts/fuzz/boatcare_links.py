"""The stateful phase's links for `npm run test:fuzz`: schemathesis infers them from the documents
by names (a response's `id` into a path's `{id}`), and some it infers do not carry a real id of
what the target names. These are dropped before the phase runs (scripts/fuzz/boatcare_auth.py
imports this module), so every link it follows fills a parameter with a real id:

- a field that may be null (a plan visit's `jobId` before it has a job: `/jobs/None`);
- the `id` of an item of a named list into another parameter (`PUT /jobs/{id}/photos`'s
  `photos/*/id` as the job's id);
- the `id` of a record into a nested parameter when that record lists the nested collection
  (`POST /boats/{id}/photos` answers the boat, with its `photos`: the boat's id is no photo's);
- a request's path parameter into a parameter of another collection (a job's id as a boat's).
"""

import re

import schemathesis

# Lists of records that are no collection of their own: a page's rows.
CONTAINERS = {"data", "items"}


def _field_schema(schema, pointer):
    """The schema of the field a response pointer (`/data/*/id`) reads, or None."""
    node = schema
    for part in [p for p in pointer.split("/") if p]:
        if not isinstance(node, dict):
            return None
        node = node.get("items") if part == "*" else (node.get("properties") or {}).get(part)
    return node if isinstance(node, dict) else None


def _singular(name):
    return name[:-1] if name.endswith("s") else name


def _collection(path, parameter):
    """The path segment a parameter is the id within (`jobs` for `{id}` of `/jobs/{id}/photos`)."""
    segments = path.split("/")
    return segments[segments.index("{" + parameter + "}") - 1]


def wrong_link(source_path, source_schema, target_path, parameter, expression):
    """Why a link's value for `parameter` of `target_path` is no real id of it, or None."""
    passed = re.fullmatch(r"\$request\.path\.(\w+)", expression)
    if passed:
        source = _collection(source_path, passed.group(1))
        if _singular(source) != _singular(_collection(target_path, parameter)):
            return f"the id of a {source} record"
        return None
    read = re.fullmatch(r"\$response\.body#(/.*)", expression)
    field = _field_schema(source_schema, read.group(1)) if read else None
    if field is None:
        return None
    if field.get("nullable"):
        return "a field that may be null"
    parts = [p for p in read.group(1).split("/") if p]
    if parts[-1] != "id":
        return None
    lists = [parts[i - 1] for i, p in enumerate(parts) if p == "*" and parts[i - 1] not in CONTAINERS]
    if lists and parameter != f"{_singular(lists[-1])}Id":
        return f"the id of a {lists[-1]} item"
    collection = _collection(target_path, parameter)
    nested = re.findall(r"\{([^}]+)\}", target_path).index(parameter) > 0
    record = _field_schema(source_schema, "/".join(parts[:-1]))
    if not lists and nested and record and collection in (record.get("properties") or {}):
        return f"the id of the record that lists its {collection}"
    return None


def _target_path(link):
    reference = link.get("operationRef", "")
    if not reference.startswith("#/paths/"):
        return None
    return reference.split("/")[2].replace("~1", "/").replace("~0", "~")


@schemathesis.hook
def after_load_schema(context, schema):
    # Infer the links now (the phase then keeps these), and drop the wrong ones.
    schema.analysis.inject_links()
    for path, item in schema.raw_schema.get("paths", {}).items():
        for operation in item.values():
            if not isinstance(operation, dict):
                continue
            for response in (operation.get("responses") or {}).values():
                links = response.get("links") or {}
                body = (response.get("content") or {}).get("application/json", {}).get("schema", {})
                for name, link in list(links.items()):
                    target = _target_path(link)
                    parameters = (link.get("parameters") or {}).items()
                    if target and any(
                        key.startswith("path.") and wrong_link(path, body, target, key[5:], value)
                        for key, value in parameters
                        if isinstance(value, str)
                    ):
                        del links[name]
