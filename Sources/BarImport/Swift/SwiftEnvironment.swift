import BarTheme

/// What the interpreter knows while it reads code: the values bound to names (local scopes,
/// innermost last; parameters of the function being read at the bottom), which file and type the
/// code being read is in, and which functions are being read or were reached.
struct SwiftEnvironment {
    /// Where reading is: the file, the type whose member is being read, and the names in scope.
    /// Reading a helper function or a property starts a new frame; returning restores the old one.
    struct Frame {
        /// The index of the file (in `SwiftSourceIndex.files`) of the code being read.
        var file = 0
        /// The type whose function is being read: a bare `appearance()` in `extension UINavigationBar` is that type's proxy.
        var type: String?
        /// Local bindings, innermost scope last.
        var scopes: [[String: SwiftValue]] = [[:]]
    }

    var frame = Frame()
    /// Functions being read, innermost last (a function is not read again from inside itself).
    var callStack: [String] = []
    /// How many helper calls deep reading is.
    var callDepth = 0
    /// Why the last single-expression body read (a closure's, a getter's, a function's) gave
    /// nothing readable: the reason a call of that function reports.
    var unreadableReturn: String?
    /// Functions whose body was read at least once (by `functionKey`).
    var executedFunctions = Set<String>()
    /// Set while reading code that runs once the app's bars are on screen (a SwiftUI `.onAppear { … }`
    /// or `.task { … }`, a view controller's `viewDidAppear(_:)`, and the helpers they call): where it
    /// is, said in the note an appearance proxy set there gets (docs/UIKIT.md §18.8).
    var barsOnScreen: LateCode?

    /// Code that runs after the bars are in a window: its words (`.onAppear { … }`) and place.
    struct LateCode {
        let words: String
        let location: BarTheme.SourceLocation
    }

    var file: Int { frame.file }
    var type: String? { frame.type }

    /// The key of a function for `callStack` and `executedFunctions`: its file and offset.
    static func functionKey(_ function: SwiftSourceIndex.Function) -> String {
        "\(function.file):\(function.node.position.utf8Offset)"
    }

    func lookup(_ name: String) -> SwiftValue? {
        for scope in frame.scopes.reversed() {
            if let value = scope[name] { return value }
        }
        return nil
    }

    /// Binds a name in the innermost scope.
    mutating func bind(_ name: String, _ value: SwiftValue) {
        frame.scopes[frame.scopes.count - 1][name] = value
    }

    /// Gives an already bound name a new value in the scope that holds it; false when no scope does.
    @discardableResult
    mutating func rebind(_ name: String, _ value: SwiftValue) -> Bool {
        for index in frame.scopes.indices.reversed() where frame.scopes[index][name] != nil {
            frame.scopes[index][name] = value
            return true
        }
        return false
    }

    mutating func pushScope(_ scope: [String: SwiftValue] = [:]) { frame.scopes.append(scope) }

    mutating func popScope() { frame.scopes.removeLast() }

    /// Starts a new frame (a helper function, a property's initialiser) and returns the one left.
    mutating func enter(file: Int, type: String?, scope: [String: SwiftValue]) -> Frame {
        let saved = frame
        frame = Frame(file: file, type: type, scopes: [scope])
        return saved
    }
}
