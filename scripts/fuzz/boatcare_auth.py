"""Schemathesis hook for `npm run test:fuzz`: each operation is sent with the token of the role
that may call it. scripts/fuzz/api.fuzz.ts finds that role by probing and writes the map to the
JSON file named by BOATCARE_FUZZ_TOKENS: {"GET /club/search": "<token>", ...}; an operation
missing from the map (a public one) is sent without a token."""

import json
import os

import schemathesis
from hypothesis.internal import lambda_sources

import boatcare_links  # noqa: F401 (its hook drops the stateful links without real ids)

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


# Valid data the generator cannot guess (scripts/fuzz/api.fuzz.ts writes it to the file named by
# BOATCARE_FUZZ_VALID): with it the job post, bid and order operations answer 2xx, not only
# refusals. Only what cannot be generated is put in; the rest stays as generated.
with open(os.environ["BOATCARE_FUZZ_VALID"], encoding="utf-8") as file:
    VALID: dict = json.load(file)
with open(VALID["photoFile"], "rb") as file:
    PHOTO = file.read()

# The structured text fields of a request (JSON and numbers written as text) and its photo.
STRUCTURED = ("location", "services", "additionalServices", "preferredDate", "lengthFeet")


def valid_request(body):
    for name in STRUCTURED:
        body[name] = VALID["requestFields"][name]
    body["images"] = [PHOTO]
    # Member-only, a phone to save, one of the owner's boats: each refused for a generated value.
    for name in ("clubPriority", "contactNumber", "boatId"):
        body.pop(name, None)


def open_request(body):
    body["jobPostId"] = VALID["jobPostId"]


def placed_bid(body):
    body["bidId"] = VALID["bidId"]


VALID_DATA = {
    "POST /jobpost": valid_request,
    "POST /bids": open_request,
    "POST /jobs/from-bid": placed_bid,
}


@schemathesis.hook
def map_case(context, case):
    """Only a case generated valid gets the valid data: put into one generated invalid (a
    required field left out, a wrong type), it would make that case valid, and the check that
    invalid data is refused would fail on the hook, not on the service. Not in the stateful
    phase, whose steps' modes are not final here (a step went out valid but checked as invalid)."""
    put_in = VALID_DATA.get(f"{case.operation.method.upper()} {case.operation.path}")
    meta = case.meta
    generated_valid = (
        meta is not None and meta.generation.mode.is_positive and meta.phase.name != "stateful"
    )
    if put_in and generated_valid and isinstance(case.body, dict):
        put_in(case.body)
    return case


# The operations that must answer 2xx at least once (api.fuzz.ts checks the file after a run).
MUST_SUCCEED = {"POST /jobpost", "POST /bids", "POST /jobs/from-bid"}


@schemathesis.hook
def after_call(context, case, response):
    name = f"{case.operation.method.upper()} {case.operation.path}"
    if name in MUST_SUCCEED and 200 <= response.status_code < 300:
        with open(VALID["reachedFile"], "a", encoding="utf-8") as file:
            file.write(name + "\n")
