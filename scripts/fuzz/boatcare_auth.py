"""Schemathesis hook for `npm run test:fuzz`: each operation is sent with the token of the role
that may call it. scripts/fuzz/api.fuzz.ts finds that role by probing and writes the map to the
JSON file named by BOATCARE_FUZZ_TOKENS: {"GET /club/search": "<token>", ...}; an operation
missing from the map (a public one) is sent without a token."""

import json
import os

import schemathesis
from hypothesis.internal import lambda_sources

# Python 3.11's parser can raise "AST constructor recursion depth mismatch" when Hypothesis
# reads a lambda's source to describe it (only for messages); a description is not worth a
# failed operation, so such a lambda is described as unknown.
_describe = lambda_sources._lambda_description


def _describe_or_unknown(f, *args, **kwargs):
    try:
        return _describe(f, *args, **kwargs)
    except SystemError:
        return "lambda: <unknown>"


lambda_sources._lambda_description = _describe_or_unknown

with open(os.environ["BOATCARE_FUZZ_TOKENS"], encoding="utf-8") as file:
    TOKENS: dict[str, str] = json.load(file)


@schemathesis.auth(refresh_interval=None, retry_on=[])
class RoleToken:
    def get(self, case, context):
        return ""

    def set(self, case, data, context):
        token = TOKENS.get(f"{case.operation.method.upper()} {case.operation.path}")
        if token:
            case.headers = case.headers or {}
            case.headers["Authorization"] = f"Bearer {token}"
