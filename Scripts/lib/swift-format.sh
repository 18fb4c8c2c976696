# shellcheck shell=bash disable=SC2034
# Sourced by Scripts/format and Scripts/format-lint: finds the swift-format that ships with the
# Swift toolchain (`swift format`, Swift 6 and later; Xcode 16 and later on macOS) or a separate
# `swift-format` on the PATH, as "${swift_format[@]}", and names the files it covers.
# The configuration is .swift-format at the root (see README, "Code style").
if swift format --version >/dev/null 2>&1; then
  swift_format=(swift format)
elif command -v swift-format >/dev/null 2>&1; then
  swift_format=(swift-format)
else
  echo "$(basename "$0"): swift-format is needed: it ships with the Swift 6 toolchain (swift format)," \
    "or install it (brew install swift-format)" >&2
  exit 1
fi
# Real files from other projects (test fixtures) keep their own formatting, so they stay what their
# sources wrote and their line numbers stay the ones the tests name.
mapfile -t swift_format_paths < <(find Package.swift Sources Tests Plugins Benchmarks/Package.swift Benchmarks/Sources Benchmarks/Benchmarks -name '*.swift' -not -path '*/Fixtures/*' \
  -not -path '*/Corpus/*' 2>/dev/null | sort)
