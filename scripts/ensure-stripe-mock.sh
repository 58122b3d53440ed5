#!/usr/bin/env bash
# Builds stripe-mock (Stripe's own mock of its API, driven by the OpenAPI spec) once per machine
# and prints its path. The payments service's Stripe driver is tested against it.
# `go install` is tried first; where the Go proxy refuses the module's version list (as it did
# for FerretDB), the exact module source is downloaded and built, like ensure-ferretdb.sh.
set -euo pipefail
version=v0.203.0
module=github.com/stripe/stripe-mock
tools_dir=${BOATCARE_TOOLS_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/boatcare}
bin="$tools_dir/stripe-mock-$version"
if [ -x "$bin" ]; then echo "$bin"; exit 0; fi
command -v go >/dev/null || { echo "ensure-stripe-mock: Go is not installed" >&2; exit 1; }
echo "ensure-stripe-mock: building stripe-mock $version with Go (once per machine)" >&2
mkdir -p "$tools_dir"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
if ! (GOBIN="$work/bin" go install "$module@$version") >&2; then
  echo "ensure-stripe-mock: go install failed, building from the module source" >&2
  (
    cd "$work"
    src=$(GOFLAGS=-mod=mod go mod download -json "$module@$version" |
      sed -n 's/^[[:space:]]*"Dir": "\(.*\)",$/\1/p')
    cp -r "$src" stripe-mock && chmod -R u+w stripe-mock
    cd stripe-mock && go build -trimpath -o "$work/bin/stripe-mock" .
  ) >&2
fi
mv "$work/bin/stripe-mock" "$bin"
echo "$bin"
