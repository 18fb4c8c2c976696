/// The sources `render-theme import` reads.
public enum ImportFormat: String, CaseIterable, Sendable {
    /// UIKit appearance code (`UINavigationBar.appearance()…`, `UINavigationBarAppearance`).
    case swift
    /// NUI style sheets (`.nss`, tombenner/nui).
    case nui
    /// Classy style sheets (`.cas`, cloudkite/Classy).
    case classy
    /// UISS style sheets (`.json`, robertwijas/UISS).
    case uiss
    /// Stylist themes (`.yaml`, yonaskolb/Stylist).
    case stylist
}
