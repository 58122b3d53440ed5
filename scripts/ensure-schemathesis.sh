#!/usr/bin/env bash
# Installs schemathesis (the OpenAPI fuzzer of `npm run test:fuzz`) from PyPI, pinned, into its
# own virtual environment once per machine, and prints the path of its command.
set -euo pipefail
version=4.32.5
tools_dir=${BOATCARE_TOOLS_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/boatcare}
venv="$tools_dir/schemathesis-$version"
bin="$venv/bin/schemathesis"
# The marker is written last: a half-finished install is redone.
if [ -f "$venv/.installed" ]; then echo "$bin"; exit 0; fi
command -v python3 >/dev/null || { echo "ensure-schemathesis: python3 is not installed" >&2; exit 1; }
echo "ensure-schemathesis: installing schemathesis $version from PyPI (once per machine)" >&2
mkdir -p "$tools_dir"
rm -rf "$venv"
(
  python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet --disable-pip-version-check "schemathesis==$version"
) >&2
touch "$venv/.installed"
echo "$bin"
