import BarRender
import BarTheme

/// Something a snapshot reference is kept for: a resting render (`RenderJob`), or the frames of
/// a transition between two stack steps (`TransitionJob`, drawn as a contact sheet).
public protocol SnapshotSubject: Sendable {
    /// Where its reference lives under the snapshots folder.
    var relativeOutputPath: String { get }
    /// The theme it is drawn from.
    var document: ThemeDocument { get }
    /// The scene (or step and transition) name, for reports.
    var subjectName: String { get }
    /// The variant it is drawn in.
    var variant: Variant { get }
    /// Where it is declared in the theme (the scene's `name:`), for annotations on the file.
    var subjectLocation: SourceLocation? { get }
    /// The image to compare with the reference.
    func raster(with renderer: BarRenderer) throws(RenderError) -> Raster
}

extension SnapshotSubject {
    /// Not located unless the subject says where.
    public var subjectLocation: SourceLocation? { nil }
}

extension RenderJob: SnapshotSubject {
    /// The scene's `name:`.
    public var subjectLocation: SourceLocation? { scene.name.location }
    /// The scene's name (for a stack, the step's: `library.step01`).
    public var subjectName: String { scene.name.value }
    /// The rendered bar.
    public func raster(with renderer: BarRenderer) throws(RenderError) -> Raster {
        try renderer.render(self).raster
    }
}

extension TransitionJob: SnapshotSubject {
    /// Transitions are compared through their contact sheet (every frame, one above the other).
    public var relativeOutputPath: String { relativeSheetPath }
    /// The transition's name followed by "transition".
    public var subjectName: String { "\(name) transition" }
    /// The frames a snapshot keeps per transition.
    public static let snapshotFrames = 12

    /// The contact sheet of the transition's ``snapshotFrames`` frames.
    public func raster(with renderer: BarRenderer) throws(RenderError) -> Raster {
        ContactSheet.vertical(try renderer.renderTransition(from: from, to: to, kind: kind, frames: Self.snapshotFrames))
    }
}
