#!/usr/bin/env bash
# Makes `docker compose` available where the docker CLI is but its compose plugin is not, so
# the tests can validate docker-compose.yml with `docker compose config`. Built once per
# machine from the Go module proxy, like FerretDB. Prints nothing when there is no docker CLI.
set -euo pipefail
version=v2.40.3
command -v docker >/dev/null || exit 0
docker compose version >/dev/null 2>&1 && exit 0
tools_dir=${BOATCARE_TOOLS_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/boatcare}
bin="$tools_dir/docker-compose-$version"
if [ ! -x "$bin" ]; then
  command -v go >/dev/null || { echo "ensure-compose: Go is not installed" >&2; exit 1; }
  echo "ensure-compose: building the docker compose plugin $version with Go (once per machine)" >&2
  mkdir -p "$tools_dir"
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
  (
    cd "$work"
    # `go install` refuses this module (its go.mod has exclude directives): build in its folder.
    src=$(GOFLAGS=-mod=mod go mod download -json "github.com/docker/compose/v2@$version" |
      sed -n 's/^[[:space:]]*"Dir": "\(.*\)",$/\1/p')
    cp -r "$src" compose && chmod -R u+w compose
    cd compose && go build -trimpath \
      -ldflags "-s -w -X github.com/docker/compose/v2/internal.Version=$version" \
      -o "$bin.tmp" ./cmd
  ) >&2
  mv "$bin.tmp" "$bin"
fi
plugins="${DOCKER_CONFIG:-$HOME/.docker}/cli-plugins"
mkdir -p "$plugins"
ln -sf "$bin" "$plugins/docker-compose"
docker compose version
