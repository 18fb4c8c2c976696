"""The anchor of issue #44's validate row: each theme file parsed with PyYAML and checked against
docs/theme.schema.json with jsonschema, in one process (what a team without BarTheme would script).
Usage: validate_anchor.py SCHEMA FILE...
"""

import json
import sys

import jsonschema
import yaml

with open(sys.argv[1]) as schema_file:
    validator = jsonschema.Draft202012Validator(json.load(schema_file))
errors = 0
for path in sys.argv[2:]:
    with open(path) as theme:
        errors += sum(1 for _ in validator.iter_errors(yaml.safe_load(theme)))
print(f"{len(sys.argv) - 2} files, {errors} schema errors")
