# Sourced by Scripts/check-schema and Scripts/check-actions: makes a pinned check-jsonschema
# (JSON Schema validation of YAML/JSON files, with SchemaStore's GitHub schemas vendored) available
# as "$check_jsonschema", installed once with pip into a virtual environment under .build/tools.
check_jsonschema_version=0.39.0
check_jsonschema_venv=.build/tools/check-jsonschema-$check_jsonschema_version
if [ ! -x "$check_jsonschema_venv/bin/check-jsonschema" ]; then
  echo "$(basename "$0"): pip install check-jsonschema==$check_jsonschema_version into $check_jsonschema_venv" >&2
  rm -rf "$check_jsonschema_venv"
  python3 -m venv "$check_jsonschema_venv"
  "$check_jsonschema_venv/bin/python" -m pip install --quiet --disable-pip-version-check \
    "check-jsonschema==$check_jsonschema_version" >&2
fi
check_jsonschema="$check_jsonschema_venv/bin/check-jsonschema"
check_jsonschema_python="$check_jsonschema_venv/bin/python"
