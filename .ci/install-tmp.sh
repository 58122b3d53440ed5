#!/usr/bin/env bash
# CI from a clean clone on a fresh Debian machine (Node 20 + npm, Go): install what is missing,
# then the README's test command.
set -euo pipefail
cd "$(dirname "$0")/.."
export DEBIAN_FRONTEND=noninteractive

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
command -v nginx >/dev/null || missing+=(nginx-light) # `nginx -t` of the compose configs
# Python with venv: schemathesis (npm run test:fuzz) and the Kubernetes schemas come from PyPI.
python3 -c 'import ensurepip, venv' 2>/dev/null || missing+=(python3-venv)
# The embedded database stores in PostgreSQL (docs/adr/0010); the platform runs its own cluster.
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || missing+=(postgresql)
if [ ${#missing[@]} -gt 0 ]; then
  apt-get update
  apt-get install -y --no-install-recommends "${missing[@]}"
fi

# Node 24 comes with the `node` dev dependency; npm scripts put it first on PATH.
# `npm ci` refuses a lock file without the optional platform packages of other operating
# systems (e.g. @nx/nx-darwin-arm64), which the registry reachable here does not serve, so npm
# cannot record them; `npm install` then installs the same locked versions.
if ! npm ci --no-audit --no-fund; then
  echo ".ci/run: npm ci refused the lock file; installing with npm install" >&2
  npm install --no-audit --no-fund
fi

# Embedded database for `npm start` and the tests (built once per machine).
bash scripts/ensure-ferretdb.sh
# Stripe's API mock, for the payments service's Stripe driver tests.
bash scripts/ensure-stripe-mock.sh
# `docker compose config` for the compose test, where the docker CLI has no compose plugin.
bash scripts/ensure-compose.sh
# The OpenAPI fuzzer of `npm run test:fuzz` (PyPI, pinned, in its own virtual environment).
bash scripts/ensure-schemathesis.sh
# kubeconform and the Kubernetes JSON schemas, to validate deploy/k8s offline.
bash scripts/ensure-kubeconform.sh

