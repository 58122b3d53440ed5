"""Merges translation keys into shared-domain's en/da files: python3 scripts/i18n/merge.py keys.json
keys.json: {"en": {...nested...}, "da": {...nested...}}. Existing values are overwritten by the given ones."""
import json, sys, pathlib
root = pathlib.Path(__file__).resolve().parents[2] / 'shared-domain/src/i18n'
def merge(a, b):
    for k, v in b.items():
        if isinstance(v, dict):
            a[k] = merge(a.get(k) if isinstance(a.get(k), dict) else {}, v)
        else:
            a[k] = v
    return a
new = json.load(open(sys.argv[1]))
for lng, tree in new.items():
    p = root / f'{lng}_translation.json'
    data = json.load(open(p))
    merge(data, tree)
    p.write_text(json.dumps(data, ensure_ascii=False, indent=2) + '\n')
