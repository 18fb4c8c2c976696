import BarRender
import BarTheme
import Foundation
import Testing

/// The hostile corpus (`HostileCorpus`, docs/HARDENING.md): every input through `validate` (with full image
/// and font decoding, as the CLI does) and, when it is valid, through `render`, each with its
/// asserted outcome and a time bound; the inputs that crashed or hung before also go through the
/// built `render-theme` binary under `ulimit` (time and memory).
@Suite struct HostileCorpusTests {
    /// Each input must be decided within this time in process (debug build, shared CI machine).
    static let timeBound: Duration = .seconds(20)

    @Test func theCorpusHasAtLeast250Inputs() {
        #expect(HostileCorpus.all.count >= 250, "\(HostileCorpus.all.count)")
        #expect(Set(HostileCorpus.all.map(\.name)).count == HostileCorpus.all.count, "names are unique")
    }

    @Test(arguments: HostileCorpus.all)
    func eachInputHasItsOutcome(_ input: HostileCase) throws {
        let folder = try HostileFolder.make(input)
        defer { HostileFolder.remove(folder) }
        let themePath = HostileFolder.themePath(input, in: folder)
        let clock = ContinuousClock()
        let start = clock.now
        // Named absolutely, and (for the cases with a root folder) relative to the working folder, `..`
        // up to the temporary folder: the checks must not depend on how it is named (docs/HARDENING.md,
        // "links then `..`").
        var names = [themePath]
        if !input.themeFolder.isEmpty { names.append(HostileFolder.relativeToWorkingFolder(themePath)) }
        var errors: [Diagnostic] = []
        for name in names {
            let result = ThemeValidator.validate(path: name, decoder: ReferencedFileDecoder())
            errors = result.diagnostics.filter { $0.severity == .error }
            guard case .error(let text) = input.outcome else {
                #expect(errors.isEmpty, "\(input.name) as \(name): \(errors.prefix(3).map(\.description))")
                continue
            }
            let match = errors.first { text.isEmpty || $0.description.contains(text) }
            #expect(match != nil, "\(input.name) as \(name): no error containing '\(text)' in \(errors.prefix(3).map(\.description))")
            for error in errors {
                let location = try #require(error.location, "\(input.name): an error without a location: \(error)")
                #expect(location.line >= 1 && location.column >= 1, "\(input.name): \(error)")
                let file = URL(fileURLWithPath: location.file).standardizedFileURL.path
                #expect(file.hasPrefix(folder.path), "\(input.name): located outside the corpus folder: \(error)")
            }
        }
        switch input.outcome {
        case .error:
            break
        case .renders, .rendersColor:
            guard errors.isEmpty else { return }
            let loaded = try ThemeLoader.load(path: themePath)
            let jobs = RenderJob.jobs(for: loaded.document, parents: loaded.parents)
            #expect(!jobs.isEmpty, "\(input.name): nothing to render")
            let renderer = try BarRenderer()
            for job in jobs {
                let raster = try renderer.render(job).raster
                #expect(raster.width > 0 && raster.height > 0)
                _ = try PNGCodec.encode(raster)
                if case .rendersColor(let expected) = input.outcome, job.variant.scale == 1 {
                    let offset = (40 * raster.width + 5) * 4
                    let actual = Array(raster.pixels[offset..<(offset + 4)])
                    let close = zip(actual, expected).allSatisfy { abs(Int($0) - Int($1)) <= 2 }
                    #expect(close, "\(input.name): pixel (5, 40) is \(actual), expected \(expected)")
                }
            }
        }
        #expect(clock.now - start < Self.timeBound, "\(input.name) took \(clock.now - start)")
    }

    /// The inputs that crashed or hung before: through the CLI, `validate` and `render`, with 20 s
    /// of CPU and 1 GiB of address space each; each must exit 1 with its error, not be killed.
    @Test func theCLIRunsUnderTheAddressSpaceLimitOutsideThreadSanitizer() throws {
        let output = try LimitedCLI.run(["--version"], in: FileManager.default.temporaryDirectory)
        #expect(output.status == 0, "\(output.stderr.prefix(300))")
    }

    @Test(arguments: HostileCorpus.all.filter(\.subprocess))
    func theInputsThatCrashedOrHungStopInTheCLI(_ input: HostileCase) throws {
        guard case .error(let text) = input.outcome else { return }
        let folder = try HostileFolder.make(input)
        defer { HostileFolder.remove(folder) }
        for arguments in [["validate", "theme.yaml"], ["render", "theme.yaml", "--out", "out"]] {
            let command = arguments[0]
            let output = try LimitedCLI.run(arguments, in: HostileFolder.themeFolder(input, in: folder))
            #expect(output.status == 1, "\(input.name) \(command): exit \(output.status) (\(output.reason)), \(output.stderr.suffix(300))")
            #expect(
                text.isEmpty || (output.stdout + output.stderr).contains(text),
                "\(input.name) \(command): \((output.stdout + output.stderr).prefix(400))")
            #expect(output.seconds < 20, "\(input.name) \(command): \(output.seconds) s")
        }
    }
}
