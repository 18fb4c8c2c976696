/// BarTheme's version, kept in this one place: `render-theme --version` prints it, generated code
/// names it in its header, and `CHANGELOG.md` has a section for it (a `-dev` version is the
/// changelog's `[Unreleased]` section). Semantic Versioning; before 1.0 a minor version may change
/// the theme format or the rendered pixels.
///
/// To release: set `current` to the release number, rename the changelog's `[Unreleased]`
/// section to that number and date, and tag the commit `vX.Y.Z` (the GitHub Action is used as
/// `bartheme/BarTheme@main` until a release is tagged; then a `v0` tag that moves with each 0.x release).
public enum BarThemeVersion {
    /// The version of this build, e.g. `0.2.0` or `0.2.0-dev` between releases.
    public static let current = "0.2.0-dev"
}
