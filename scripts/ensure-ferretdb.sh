#!/usr/bin/env bash
# Builds FerretDB v1 (MongoDB wire protocol on SQLite) once per machine and prints its path.
# The embedded database of `npm start` and the tests. Source comes from the Go module proxy;
# version.txt is the file FerretDB's own build generates from git, which a module download lacks.
set -euo pipefail
version=v1.24.2
tools_dir=${BOATCARE_TOOLS_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/boatcare}
bin="$tools_dir/ferretdb-$version"
if [ -x "$bin" ]; then echo "$bin"; exit 0; fi
command -v go >/dev/null || { echo "ensure-ferretdb: Go is not installed" >&2; exit 1; }
echo "ensure-ferretdb: building FerretDB $version with Go (once per machine)" >&2
mkdir -p "$tools_dir"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
(
  cd "$work"
  src=$(GOFLAGS=-mod=mod go mod download -json "github.com/FerretDB/FerretDB@$version" |
    sed -n 's/^[[:space:]]*"Dir": "\(.*\)",$/\1/p')
  cp -r "$src" ferretdb && chmod -R u+w ferretdb
  echo "$version" > ferretdb/build/version/version.txt
  cd ferretdb && go build -trimpath -o "$bin.tmp" ./cmd/ferretdb
) >&2
mv "$bin.tmp" "$bin"
echo "$bin"
