import BarTheme

/// The words that name a block's function and helpers after the proxy it sets: its traits first
/// (`Pad`, `Dark`, `CompactWidth`, `RightToLeft`), its containers last, innermost first
/// (`InSettingsViewController`), so `configureDarkNavigationBarInSettingsViewController` says
/// which bars it is for.
struct ScopeWords: Equatable {
    var traits: [String] = []
    var containers: [String] = []
    /// The bar a helper's plain name does not say (`toolbar`: `toolbarButtonTitleAttributes`).
    var subject: String?

    /// No scope: the unscoped proxy.
    static let none = ScopeWords()

    /// The words for `scope` (nil: unscoped), with `innermost` containers before the scope's own
    /// (`UINavigationBar` for a bar block's items).
    init(scope: ScopedAppearanceDeclaration? = nil, innermost: [String] = []) {
        if let declared = scope?.traits {
            if let idiom = declared.userInterfaceIdiom?.value { traits.append(idiom.rawValue) }
            if let style = declared.userInterfaceStyle?.value { traits.append(style.rawValue) }
            if let size = declared.horizontalSizeClass?.value { traits.append(size.rawValue + " Width") }
            if let size = declared.verticalSizeClass?.value { traits.append(size.rawValue + " Height") }
            if let direction = declared.layoutDirection?.value { traits.append(direction.rawValue) }
        }
        // The app's own containers name the scope; UIKit's (`UINavigationController`) only when
        // there is no other, so `[UINavigationController, ReaderViewController]` reads `InReaderViewController`.
        let declared = scope?.containedIn?.value ?? []
        let own = declared.filter { !Self.isUIKitClass($0) }
        containers = (innermost + (own.isEmpty ? declared : own)).map(Self.className)
    }

    /// `UINavigationController`: a UIKit class name (`UI` and a capital).
    static func isUIKitClass(_ name: String) -> Bool {
        name.hasPrefix("UI") && name.dropFirst(2).first?.isUppercase == true
    }

    /// `UINavigationBar` → `NavigationBar`, `MyApp.SettingsViewController` → `SettingsViewController`.
    static func className(_ name: String) -> String {
        var last = name.split(separator: ".").last.map(String.init) ?? name
        if isUIKitClass(last) { last.removeFirst(2) }
        return last
    }

    /// `base` with the words, made an identifier: the traits after a leading verb (`make`,
    /// `configure`) or first, the containers last (`make StandardAppearance` →
    /// `makeDarkStandardAppearanceInSettingsViewController`, `titleAttributes` → `darkTitleAttributes`).
    func name(_ base: String) -> String {
        var words = base.split(separator: " ").map(String.init)
        let verb = ["make", "configure"].contains(words.first ?? "") ? [words.removeFirst()] : []
        let subject = verb.isEmpty ? self.subject.map { [$0] } ?? [] : []
        return SwiftExpressions.identifier((verb + traits + subject + words + containers.map { "In \($0)" }).joined(separator: " "))
    }
}
