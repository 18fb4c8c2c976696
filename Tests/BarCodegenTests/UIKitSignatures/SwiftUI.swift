// The few SwiftUI declarations `generate swift --swiftui` uses, with the signatures of Apple's
// SwiftUI interface (iOS 18 SDK: `View` and `ViewModifier` are main-actor protocols) and the
// availability of each from its documentation page (docs/UIKIT.md §15.1). Typecheck only: the
// generated modifier is compiled against this module and the UIKit one (GeneratedSwiftUICodeTests);
// nothing here draws. A modifier SwiftUI does not have, or a wrong argument, fails to compile here too.
import UIKit

// MARK: Views and modifiers

/// SwiftUI `View`.
@MainActor @preconcurrency public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("a primitive view has no body") }
}

/// SwiftUI `ViewModifier`.
@MainActor @preconcurrency public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder func body(content: Content) -> Body
}

/// SwiftUI `_ViewModifier_Content`: the view a modifier's `body(content:)` is given.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    public var body: Never { fatalError("a primitive view has no body") }
}

/// SwiftUI `ModifiedContent`.
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public var body: Never { fatalError("a primitive view has no body") }
}

extension View {
    /// SwiftUI `View.modifier(_:)`.
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> { ModifiedContent(content: self, modifier: modifier) }
}

/// SwiftUI `EmptyView`.
public struct EmptyView: View {
    nonisolated public init() {}
    public var body: Never { fatalError("a primitive view has no body") }
}

/// SwiftUI `AnyView` (what `buildLimitedAvailability` erases to).
public struct AnyView: View {
    nonisolated public init<V: View>(_ view: V) {}
    public var body: Never { fatalError("a primitive view has no body") }
}

/// SwiftUI `_ConditionalContent` (an `if`/`else` in a view builder).
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    nonisolated init() {}
    public var body: Never { fatalError("a primitive view has no body") }
}

extension Optional: View where Wrapped: View {
    public var body: Never { fatalError("a primitive view has no body") }
}

/// SwiftUI `ViewBuilder`: the forms an `if #available … else if … else` body needs.
@resultBuilder public struct ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<
        TrueContent, FalseContent
    > { _ConditionalContent() }
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<
        TrueContent, FalseContent
    > { _ConditionalContent() }
    /// iOS 14: an `if #available` branch.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

// MARK: Colours and styles

/// SwiftUI `ShapeStyle`.
public protocol ShapeStyle: Sendable {}

/// SwiftUI `Color`: a view and a shape style.
public struct Color: View, ShapeStyle, Hashable {
    let name: String
    /// `Color(_: UIColor)` (iOS 13).
    public init(_ color: UIColor) { name = "\(ObjectIdentifier(color))" }
    /// `Color(uiColor:)` (iOS 15).
    @available(iOS 15.0, *) public init(uiColor: UIColor) { name = "\(ObjectIdentifier(uiColor))" }
    public var body: Never { fatalError("a primitive view has no body") }
}

/// SwiftUI `ColorScheme`.
public enum ColorScheme: Sendable { case light, dark }

/// SwiftUI `Visibility`.
public enum Visibility: Sendable { case automatic, visible, hidden }

/// SwiftUI `ToolbarPlacement` (iOS 16): which bar a toolbar modifier is for.
@available(iOS 16.0, *) public struct ToolbarPlacement: Sendable {
    let name: String
    public static let automatic = ToolbarPlacement(name: "automatic")
    public static let navigationBar = ToolbarPlacement(name: "navigationBar")
    public static let bottomBar = ToolbarPlacement(name: "bottomBar")
    public static let tabBar = ToolbarPlacement(name: "tabBar")
}

/// SwiftUI `NavigationBarItem` (iOS 13).
public struct NavigationBarItem: Sendable {
    /// `NavigationBarItem.TitleDisplayMode` (iOS 14).
    public enum TitleDisplayMode: Sendable { case automatic, inline, large }
}

// MARK: The bar modifiers (docs/UIKIT.md §15.1)

extension View {
    /// `toolbarBackground(_:for:)` with a style (iOS 16).
    @available(iOS 16.0, *) public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View { self }
    /// `toolbarBackground(_:for:)` with a visibility (iOS 16; renamed in iOS 18).
    @available(iOS 16.0, *) public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }
    /// `toolbarBackgroundVisibility(_:for:)` (iOS 18).
    @available(iOS 18.0, *) public func toolbarBackgroundVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        self
    }
    /// `toolbarColorScheme(_:for:)` (iOS 16).
    @available(iOS 16.0, *) public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View { self }
    /// `tint(_:)` with a colour (iOS 15).
    @available(iOS 15.0, *) public func tint(_ tint: Color?) -> some View { self }
    /// `navigationBarTitleDisplayMode(_:)` (iOS 14).
    @available(iOS 14.0, *) public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        self
    }
}
