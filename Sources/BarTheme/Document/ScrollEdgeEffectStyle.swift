/// `scrollEdgeEffect:` of a scene: the style of the scroll edge effect at the edge the scene's bar
/// sits on, as `UIScrollView.topEdgeEffect` / `bottomEdgeEffect` (`UIScrollEdgeEffect.Style`, iOS 26;
/// docs/UIKIT.md §10.2).
public enum ScrollEdgeEffectStyle: String, ThemeEnum {
    /// The system's choice: `soft` for a bar.
    case automatic
    /// A blurred, dimmed boundary that fades out below the bar.
    case soft
    /// An opaque boundary with a dividing line.
    case hard
    /// No effect (`isHidden = true`).
    case hidden
}
