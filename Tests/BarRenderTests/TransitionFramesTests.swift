import BarTestSupport
import BarTheme
import Foundation
import Testing

@testable import BarRender

/// Transitions between stack steps (docs/UIKIT.md §11.6): the first and last frames are the two
/// resting renders, for every transition of every sample theme, and frames are deterministic.
@Suite struct TransitionFramesTests {
    static let themes = Repository.url("Themes")

    static func sampleTransitions() throws -> [TransitionJob] {
        let files = try FileManager.default.contentsOfDirectory(atPath: themes.path).filter { $0.hasSuffix(".yaml") }.sorted()
        return try files.flatMap { file -> [TransitionJob] in
            let loaded = try ThemeLoader.load(path: themes.appendingPathComponent(file).path)
            return TransitionJob.jobs(for: loaded.document, parents: loaded.parents)
        }
    }

    /// `frame` holds `resting` at its top-left corner and `outside` elsewhere (transparent, unless the
    /// other bar is taller: then the content under the bars, the resting layout's backdrop); a hidden
    /// bar (nil) is a fully transparent frame.
    func matches(_ frame: Raster, _ resting: Raster?, outside: [UInt8] = [0, 0, 0, 0]) -> Bool {
        for y in 0..<frame.height {
            for x in 0..<frame.width {
                let i = (y * frame.width + x) * 4
                if let resting, x < resting.width, y < resting.height {
                    let j = (y * resting.width + x) * 4
                    if frame.pixels[i..<(i + 4)] != resting.pixels[j..<(j + 4)] { return false }
                } else if outside[3] == 0 ? frame.pixels[i + 3] != 0 : Array(frame.pixels[i..<(i + 4)]) != outside {
                    return false
                }
            }
        }
        return true
    }

    @Test func everySampleTransitionStartsAndEndsOnItsRestingRenders() throws {
        let transitions = try Self.sampleTransitions()
        #expect(transitions.count >= 8, "the samples have push, pop, hide and show transitions")
        #expect(
            Set(transitions.map(\.kind)).isSuperset(of: [.push, .pop, .hideNavigationBar, .showNavigationBar, .showToolbar, .hideToolbar]))
        let renderer = try BarRenderer()
        for transition in transitions {
            let frames = try renderer.renderTransition(from: transition.from, to: transition.to, kind: transition.kind, frames: 12)
            #expect(frames.count == 12)
            let first = try transition.from.map { job throws(RenderError) in try renderer.render(job) }
            let last = try transition.to.map { job throws(RenderError) in try renderer.render(job) }
            // Between two bars of different heights (one has a shadow band) the content shows under the shorter.
            func backdrop(_ output: BarRenderer.Output?) -> [UInt8] {
                guard let output, first != nil, last != nil else { return [0, 0, 0, 0] }
                let c = output.layout.backdrop
                return [c.red, c.green, c.blue, c.alpha].map { UInt8(($0 * 255).rounded()) }
            }
            #expect(
                matches(frames[0], first?.raster, outside: backdrop(first)), "\(transition.name) \(transition.variant): first frame")
            #expect(
                matches(frames[11], last?.raster, outside: backdrop(last)), "\(transition.name) \(transition.variant): last frame")
            #expect(frames[5] != frames[0] && frames[5] != frames[11], "\(transition.name): the middle moves")
        }
    }

    @Test func framesAreDeterministic() throws {
        let push = try #require(try Self.sampleTransitions().first { $0.kind == .push })
        let one = try BarRenderer().renderTransition(from: push.from, to: push.to, kind: push.kind, frames: 6)
        let two = try BarRenderer().renderTransition(from: push.from, to: push.to, kind: push.kind, frames: 6)
        #expect(one == two)
        #expect(try AnimatedPNG.encode(one, delay: 0.07) == AnimatedPNG.encode(two, delay: 0.07))
    }

    @Test func theAnimatedPNGHasOneControlChunkPerFrameInSequence() throws {
        let push = try #require(try Self.sampleTransitions().first { $0.kind == .push })
        let frames = try BarRenderer().renderTransition(from: push.from, to: push.to, kind: push.kind, frames: 5)
        let data = try AnimatedPNG.encode(frames, delay: 0.35 / 4)
        let chunks = try AnimatedPNG.chunks(of: data)
        #expect(
            chunks.map(\.type) == ["IHDR", "acTL", "fcTL", "IDAT", "fcTL", "fdAT", "fcTL", "fdAT", "fcTL", "fdAT", "fcTL", "fdAT", "IEND"])
        let control = try #require(chunks.first { $0.type == "acTL" })
        #expect([UInt8](control.data) == [0, 0, 0, 5, 0, 0, 0, 0], "5 frames, looping forever")
        // Sequence numbers: fcTL and fdAT share one counter from 0.
        let sequence = chunks.filter { $0.type == "fcTL" || $0.type == "fdAT" }.map { chunk in
            chunk.data.prefix(4).reduce(0) { $0 << 8 | Int($1) }
        }
        #expect(sequence == Array(0..<9))
        // The default image (IDAT) decodes as the first frame.
        #expect(try PNGCodec.decode(data) == frames[0])
    }

    @Test func motionAtTheEndsIsTheRestingBars() {
        for kind in [StackTransition.push, .pop] {
            let start = TransitionMotion.at(0, kind: kind, from: nil, to: nil)
            let end = TransitionMotion.at(1, kind: kind, from: nil, to: nil)
            #expect(start.outgoing.values.allSatisfy { $0.opacity == 1 && $0.offset == 0 })
            #expect(start.incoming.values.allSatisfy { $0.opacity == 0 })
            #expect(end.incoming.values.allSatisfy { $0.opacity == 1 && $0.offset == 0 })
            #expect(end.outgoing.values.allSatisfy { $0.opacity == 0 })
        }
        #expect(abs(TransitionMotion.easeInOut(0.5) - 0.5) < 1e-9)
        #expect(TransitionMotion.easeInOut(0.25) < 0.25 && TransitionMotion.easeInOut(0.75) > 0.75)
    }
}
