/// An enumeration a theme spells with words: parsing accepts `names` (and `aliases`), and error
/// messages list `names` as the allowed values.
public protocol ThemeEnum: RawRepresentable<String>, CaseIterable, Hashable, Sendable {
    /// Extra spellings that map to a case, e.g. UIKit's deprecated `landscapePhone` for `compact`.
    static var aliases: [String: Self] { get }
}

extension ThemeEnum {
    public static var aliases: [String: Self] { [:] }

    /// The case for a spelling, or `nil`.
    static func parse(_ text: String) -> Self? {
        Self(rawValue: text) ?? aliases[text]
    }

    /// Every accepted spelling, for messages and suggestions.
    static var spellings: [String] { allCases.map(\.rawValue) }
}
