# shellcheck shell=bash disable=SC2034
# The flags of the release build of the command-line tool users run (sourced by Scripts/render-samples,
# Scripts/install, Scripts/benchmark*): `release_flags`, an array.
#
# On Linux the Swift runtime and Foundation are linked statically (`--static-swift-stdlib`): the
# process then maps about 31 shared libraries instead of 44 and skips the dynamic loader's symbol
# binding for libswiftCore, Foundation and ICU, which was most of an empty run's time (`--help`
# 8.6 ms instead of 17.2 ms; docs/PERFORMANCE.md, "Start-up"). SwiftPM compiles every module again
# when the flag changes (measured: a full release rebuild), so every script that builds the release
# CLI sources this file and they share one build. macOS has no static Swift runtime (it ships in the
# OS), so the flag is Linux-only. BARTHEME_DYNAMIC_STDLIB=1 builds the dynamic binary (to compare).
#
# The release CLI is the lean build: `--disable-default-traits` leaves out the package traits Import
# (swift-syntax) and Preview (Hummingbird, SwiftNIO), which only `render-theme import` and `watch` need;
# every other subcommand is in it (docs/PERFORMANCE.md, "Build time"). BARTHEME_FULL_CLI=1 builds the
# release CLI with every trait (import and watch included).
# `--force-resolved-versions` takes the committed Package.resolved as it is: without it SwiftPM would
# rewrite the file with only the packages the lean build uses (seen with Swift 6.3).
release_flags=(-c release --force-resolved-versions)
if [ -z "${BARTHEME_FULL_CLI:-}" ]; then
  release_flags+=(--disable-default-traits)
fi
if [ "$(uname -s)" = Linux ] && [ -z "${BARTHEME_DYNAMIC_STDLIB:-}" ]; then
  release_flags+=(--static-swift-stdlib)
fi
