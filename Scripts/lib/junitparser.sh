# shellcheck shell=bash disable=SC2034
# Sourced by Scripts/check-outputs: makes a pinned junitparser (PyPI; reads JUnit XML as CI test
# dashboards do) available as "$junitparser_python", a Python with it installed, once, into a
# virtual environment under .build/tools.
junitparser_version=5.0.3
junitparser_venv=.build/tools/junitparser-$junitparser_version
if [ ! -x "$junitparser_venv/bin/python" ] || ! "$junitparser_venv/bin/python" -c "import junitparser" 2>/dev/null; then
  echo "$(basename "$0"): pip install junitparser==$junitparser_version into $junitparser_venv" >&2
  rm -rf "$junitparser_venv"
  python3 -m venv "$junitparser_venv"
  "$junitparser_venv/bin/python" -m pip install --quiet --disable-pip-version-check \
    "junitparser==$junitparser_version" >&2
fi
junitparser_python="$junitparser_venv/bin/python"
