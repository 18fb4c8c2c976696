/// Where the two resting bars of a transition are at a moment of it (docs/UIKIT.md §11.6): for
/// each group of elements (back button, title, items) of the outgoing and the incoming bar, how far
/// it has slid and how opaque it is; how far the background has cross-faded; and how far the bar
/// has slid out when it hides or shows. Computed from the two resting layouts alone (transitions
/// interpolate, they never resolve again). At progress 0 the frame *is* the first resting bar and
/// at 1 the second, so the first and last frames equal the resting renders.
///
/// UIKit does not publish its navigation motion; the values here approximate what a push looks
/// like and are named as such: about 0.35 s; the incoming title slides in from half the bar's
/// width while fading in; the outgoing title slides to where the incoming back title sits while
/// fading out, and the incoming back title starts where the outgoing title was (the title becomes
/// the back title); the back chevron and the items cross-fade in place; the background
/// cross-fades. A pop is the reverse. A bar hides or shows in `UINavigationControllerHideShowBarDuration`
/// (0.2 s, a documented UIKit constant), sliding by its height. All follow an ease-in-out curve.
public struct TransitionMotion: Hashable, Sendable {
    /// The groups of a bar's elements that move together.
    public enum Group: Hashable, Sendable, CaseIterable {
        /// The back chevron and the back title.
        case backTitle, backIndicator
        /// The title, large title and prompt.
        case title
        /// Bar button items, custom views and images.
        case items

        /// The group an element belongs to.
        public static func of(_ element: BarLayout.Element) -> Group {
            switch element {
            case .text(let run):
                switch run.role {
                case .backTitle: return .backTitle
                case .title, .largeTitle, .prompt, .subtitle, .searchText: return .title
                default: return .items
                }
            case .icon(let icon): return icon.icon == .chevron ? .backIndicator : .items
            case .searchField: return .title
            case .image, .placeholder, .platter: return .items
            }
        }
    }

    /// A group's place: horizontal offset in points and opacity.
    public struct Placement: Hashable, Sendable {
        /// Horizontal offset in points from the resting place.
        public var offset: Double
        /// Opacity, 0...1.
        public var opacity: Double
    }

    /// Where each group of the outgoing bar is at this moment.
    public var outgoing: [Group: Placement]
    /// Where each group of the incoming bar is at this moment.
    public var incoming: [Group: Placement]
    /// How much of the incoming background shows over the outgoing one, 0...1.
    public var backgroundBlend: Double
    /// For hiding and showing: the vertical offset of the whole bar in points (negative = up).
    public var barOffset: Double

    /// Approximate duration of a push or pop, in seconds (docs/UIKIT.md §11.6).
    public static let pushDuration = 0.35
    /// `UINavigationControllerHideShowBarDuration`: hiding or showing a bar, in seconds.
    public static let hideShowDuration = 0.2

    /// The transition's duration in seconds.
    public static func duration(of kind: StackTransition) -> Double {
        switch kind {
        case .push, .pop: return pushDuration
        case .hideNavigationBar, .showNavigationBar, .hideToolbar, .showToolbar: return hideShowDuration
        case .none: return 0
        }
    }

    /// The motion at `progress` (0...1, in time) of a `kind` transition between two resting
    /// layouts (nil for a hidden bar).
    public static func at(_ progress: Double, kind: StackTransition, from: BarLayout?, to: BarLayout?) -> TransitionMotion {
        let t = min(max(progress, 0), 1)
        let e = easeInOut(t)
        let size = (to ?? from)?.size ?? Size(width: 0, height: 0)
        let direction = (to ?? from)?.isRightToLeft == true ? -1.0 : 1.0
        func same(_ offset: Double, _ opacity: Double) -> [Group: Placement] {
            Dictionary(uniqueKeysWithValues: Group.allCases.map { ($0, Placement(offset: offset, opacity: opacity)) })
        }
        func titleX(_ layout: BarLayout?) -> Double? { layout?.texts.first { $0.role == .title }?.frame.x }
        func backX(_ layout: BarLayout?) -> Double? { layout?.texts.first { $0.role == .backTitle }?.frame.x }
        switch kind {
        case .push, .pop:
            // The bar the user goes toward (push: the new top) and the one left behind.
            let deeper = kind == .push ? to : from, shallower = kind == .push ? from : to
            // Deeper bar's back title ↔ shallower bar's title: the same words moving between places.
            let titleToBack = (backX(deeper) ?? 0) - (titleX(shallower) ?? 0)
            let hasPair = backX(deeper) != nil && titleX(shallower) != nil
            // Progress toward the deeper bar (push: e; pop: 1 − e).
            let d = kind == .push ? e : 1 - e
            var deep: [Group: Placement] = [:], shallow: [Group: Placement] = [:]
            deep[.title] = Placement(offset: direction * size.width * 0.5 * (1 - d), opacity: d)
            deep[.backTitle] = Placement(offset: hasPair ? -titleToBack * (1 - d) : direction * size.width * 0.5 * (1 - d), opacity: d)
            deep[.backIndicator] = Placement(offset: 0, opacity: d)
            deep[.items] = Placement(offset: 0, opacity: d)
            shallow[.title] = Placement(offset: hasPair ? titleToBack * d : -direction * size.width * 0.25 * d, opacity: 1 - d)
            shallow[.backTitle] = Placement(offset: -direction * size.width * 0.25 * d, opacity: 1 - d)
            shallow[.backIndicator] = Placement(offset: 0, opacity: 1 - d)
            shallow[.items] = Placement(offset: 0, opacity: 1 - d)
            return TransitionMotion(
                outgoing: kind == .push ? shallow : deep, incoming: kind == .push ? deep : shallow,
                backgroundBlend: e, barOffset: 0)
        case .hideNavigationBar:
            return TransitionMotion(outgoing: same(0, 1), incoming: same(0, 0), backgroundBlend: 0, barOffset: -size.height * e)
        case .showNavigationBar:
            return TransitionMotion(outgoing: same(0, 0), incoming: same(0, 1), backgroundBlend: 1, barOffset: -size.height * (1 - e))
        case .hideToolbar:
            return TransitionMotion(outgoing: same(0, 1), incoming: same(0, 0), backgroundBlend: 0, barOffset: size.height * e)
        case .showToolbar:
            return TransitionMotion(outgoing: same(0, 0), incoming: same(0, 1), backgroundBlend: 1, barOffset: size.height * (1 - e))
        case .none:
            return TransitionMotion(outgoing: same(0, 1 - t), incoming: same(0, t), backgroundBlend: t, barOffset: 0)
        }
    }

    /// The cubic ease-in-out curve (CSS `ease-in-out`, control points 0.42, 0 and 0.58, 1).
    public static func easeInOut(_ t: Double) -> Double {
        guard t > 0 else { return 0 }
        guard t < 1 else { return 1 }
        // Solve x(s) = t for the curve parameter s by bisection, then return y(s).
        func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
        }
        var low = 0.0, high = 1.0
        for _ in 0..<40 {
            let mid = (low + high) / 2
            if bezier(mid, 0.42, 0.58) < t { low = mid } else { high = mid }
        }
        return bezier((low + high) / 2, 0, 1)
    }
}
