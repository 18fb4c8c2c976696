import Foundation
import Testing

/// `render-theme snapshot verify|record` on a copy of the sample themes and references.
@Suite struct SnapshotCommandTests {
    /// A temporary folder with copies of `Themes/` and `Snapshots/`.
    static func workspace() throws -> URL {
        let dir = try CommandRunner.temporaryDirectory()
        for folder in ["Themes", "Snapshots"] {
            try FileManager.default.copyItem(
                at: CommandRunner.repositoryRoot.appendingPathComponent(folder),
                to: dir.appendingPathComponent(folder))
        }
        return dir
    }

    static let ci: [String: String?] = ["CI": "true", "BARTHEME_RECORD": nil]

    /// How many variants the sample themes render: one reference PNG each.
    static func variantCount(in dir: URL) -> Int {
        let snapshots = dir.appendingPathComponent("Snapshots")
        let files = FileManager.default.enumerator(atPath: snapshots.path)?.compactMap { $0 as? String } ?? []
        // Resting renders only: transition references are checked with --frames.
        return files.filter { $0.hasSuffix(".png") && !$0.contains(".transition-frames.") }.count
    }

    @Test func aChangedColourFailsExactlyItsVariantsAndRecordingMakesItPass() throws {
        let dir = try Self.workspace()
        let total = Self.variantCount(in: dir)
        let clean = try CommandRunner.run(["snapshot", "verify"], in: dir, environment: Self.ci)
        #expect(clean.status == 0, "\(clean.stdout)\(clean.stderr)")
        #expect(clean.stdout == "\(total) variants: \(total) passed, 0 failed, 0 missing, 0 recorded, 0 errors; 0 stale references\n")

        let theme = dir.appendingPathComponent("Themes/BrandOpaque.yaml")
        let text = try String(contentsOf: theme, encoding: .utf8)
        try text.replacingOccurrences(of: "#0A5C36", with: "#C0392B").write(to: theme, atomically: true, encoding: .utf8)

        let failing = try CommandRunner.run(["snapshot", "verify"], in: dir, environment: Self.ci)
        #expect(failing.status == 1)
        let failed = failing.stdout.split(separator: "\n").filter { $0.hasPrefix("failed: ") }
        #expect(failed.count == 4)
        #expect(failed.allSatisfy { $0.hasPrefix("failed: Snapshots/BrandOpaque/account.") })
        #expect(
            failing.stdout.contains(
                "\(total) variants: \(total - 4) passed, 4 failed, 0 missing, 0 recorded, 0 errors; 0 stale references\n"))
        #expect(
            failing.stdout.hasSuffix(
                "report: .snapshot-artifacts/index.html (links the review images beside it: keep the folder together)\n"))
        let html = try String(contentsOf: dir.appendingPathComponent(".snapshot-artifacts/index.html"), encoding: .utf8)
        #expect(html.components(separatedBy: "<article class=\"case failed\"").count == 5)

        let record = try CommandRunner.run(["snapshot", "record"], in: dir, environment: Self.ci)
        #expect(record.status == 0, "\(record.stdout)\(record.stderr)")
        #expect(record.stdout.contains("\(total - 4) passed, 0 failed, 0 missing, 4 recorded"))
        let again = try CommandRunner.run(["snapshot", "verify"], in: dir, environment: Self.ci)
        #expect(again.status == 0, "\(again.stdout)")
    }

    /// `--format github`: each failing variant is a workflow annotation on its theme at the scene's
    /// `name:` line; `--quiet` leaves the failures and the report and drops the summary.
    @Test func failuresAreAnnotatedForGitHubAndQuietKeepsOnlyThem() throws {
        let dir = try Self.workspace()
        let theme = dir.appendingPathComponent("Themes/BrandOpaque.yaml")
        let text = try String(contentsOf: theme, encoding: .utf8)
        try text.replacingOccurrences(of: "#0A5C36", with: "#C0392B").write(to: theme, atomically: true, encoding: .utf8)
        let sceneLine =
            try #require(text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("name: account") }) + 1
        let result = try CommandRunner.run(["snapshot", "verify", "--format", "github", "-q"], in: dir, environment: Self.ci)
        #expect(result.status == 1)
        let annotations = result.stdout.split(separator: "\n").filter { $0.hasPrefix("::error ") }
        #expect(annotations.count == 4, "\(result.stdout)")
        #expect(
            annotations.allSatisfy {
                $0.hasPrefix("::error file=Themes/BrandOpaque.yaml,line=\(sceneLine),title=snapshot failed%3A account ")
                    && $0.contains("reference, actual and diff in the report folder .snapshot-artifacts")
            }, "\(annotations)")
        #expect(!result.stdout.contains(" variants: "), "quiet: no summary line\n\(result.stdout)")
        #expect(!result.stderr.contains("theme files from"), "\(result.stderr)")
        #expect(result.stdout.contains("failed: Snapshots/BrandOpaque/account."))
        #expect(result.stdout.contains("report: .snapshot-artifacts/index.html"))
    }

    /// The progress bar redraws its line with `ESC[2K` on a terminal, never on a dumb one (or a pipe).
    @Test func aDumbTerminalGetsNoLineRedraws() throws {
        let dir = try Self.workspace()
        let binary = CommandRunner.productsDirectory.appendingPathComponent("render-theme").path
        func onATerminal(_ term: String) throws -> String {
            var environment = ProcessInfo.processInfo.environment
            environment["TERM"] = term
            environment["CI"] = "true"
            let command = "'\(binary)' snapshot verify Themes/BrandOpaque.yaml"
            let run = try CommandRunner.runProcess(
                URL(fileURLWithPath: "/usr/bin/script"), ["-qec", command, "/dev/null"], in: dir, environment: environment)
            return run.stdout + run.stderr
        }
        #expect(try onATerminal("xterm").contains("\u{1B}[2K"), "the check needs a terminal to see the bar on")
        let dumb = try onATerminal("dumb")
        #expect(!dumb.contains("\u{1B}[2K") && dumb.contains("4 passed"), "\(dumb)")
    }

    /// CHANGELOG.md, "Snapshot comparison is exact by default": a one-step brand colour change (#0077B6
    /// → #0078B6) passed `verify` under the old YIQ default. It fails by default now, names the largest
    /// ΔE2000 and where it is, and passes only with a tolerance that covers it, on the command line or
    /// in the theme.
    @Test func aOneStepBrandColourChangeFailsByDefault() throws {
        let dir = try Self.workspace()
        let theme = dir.appendingPathComponent("Themes/OceanTranslucent.yaml")
        let text = try String(contentsOf: theme, encoding: .utf8)
        #expect(text.contains("ocean: \"#0077B6\""))
        try text.replacingOccurrences(of: "ocean: \"#0077B6\"", with: "ocean: \"#0078B6\"").write(
            to: theme, atomically: true, encoding: .utf8)

        let exact = try CommandRunner.run(["snapshot", "verify", "Themes/OceanTranslucent.yaml"], in: dir, environment: Self.ci)
        #expect(exact.status == 1, "\(exact.stdout)")
        #expect(exact.stdout.contains("4 variants: 0 passed, 4 failed"), "\(exact.stdout)")
        let line = try #require(exact.stdout.split(separator: "\n").first { $0.contains("tide-detail.default.topAttached.light.375w@3x") })
        #expect(line.contains("largest ΔE2000 0."), "\(line)")
        #expect(line.contains(" at pixel (") && line.contains(") pt"), "\(line)")
        let report = try String(contentsOf: dir.appendingPathComponent(".snapshot-artifacts/report.json"), encoding: .utf8)
        #expect(report.contains("\"maxDeltaE\""))

        let tolerated = try CommandRunner.run(
            ["snapshot", "verify", "Themes/OceanTranslucent.yaml", "--tolerance-de", "1"], in: dir,
            environment: Self.ci)
        #expect(tolerated.status == 0, "\(tolerated.stdout)")

        // The same tolerance written in the theme.
        try (text.replacingOccurrences(of: "ocean: \"#0077B6\"", with: "ocean: \"#0078B6\"") + "\nsnapshot: { toleranceDE: 1.0 }\n")
            .write(to: theme, atomically: true, encoding: .utf8)
        let themed = try CommandRunner.run(["snapshot", "verify", "Themes/OceanTranslucent.yaml"], in: dir, environment: Self.ci)
        #expect(themed.status == 0, "\(themed.stdout)")
        // The command line wins over the theme: --max-pixels 0 alone means exact colours again.
        let strict = try CommandRunner.run(
            ["snapshot", "verify", "Themes/OceanTranslucent.yaml", "--max-pixels", "0"], in: dir,
            environment: Self.ci)
        #expect(strict.status == 1, "\(strict.stdout)")
        // The cross-machine mode (the old default) does not see the change: why it is no longer the default.
        try text.replacingOccurrences(of: "ocean: \"#0077B6\"", with: "ocean: \"#0078B6\"").write(
            to: theme, atomically: true, encoding: .utf8)
        let yiq = try CommandRunner.run(
            ["snapshot", "verify", "Themes/OceanTranslucent.yaml", "--cross-machine"], in: dir, environment: Self.ci)
        #expect(yiq.status == 0, "\(yiq.stdout)")
    }

    @Test func underCIAMissingReferenceFailsAndLocallyItIsRecorded() throws {
        let dir = try Self.workspace()
        let reference = dir.appendingPathComponent("Snapshots/UIKitDefault/settings-general.compact.topAttached.light.375w@2x.png")
        try FileManager.default.removeItem(at: reference)
        let ci = try CommandRunner.run(["snapshot", "verify", "Themes/UIKitDefault.yaml"], in: dir, environment: Self.ci)
        #expect(ci.status == 1)
        #expect(
            ci.stdout.hasPrefix("missing: No reference at Snapshots/UIKitDefault/settings-general.compact.topAttached.light.375w@2x.png."))
        #expect(!FileManager.default.fileExists(atPath: reference.path))
        let local = try CommandRunner.run(
            ["snapshot", "verify", "Themes/UIKitDefault.yaml"], in: dir,
            environment: ["CI": nil, "BARTHEME_RECORD": nil])
        #expect(local.status == 0, "\(local.stdout)")
        #expect(local.stdout.contains("3 passed, 0 failed, 0 missing, 1 recorded"))
        #expect(FileManager.default.fileExists(atPath: reference.path))
    }

    @Test func staleReferencesAreReportedButKept() throws {
        let dir = try Self.workspace()
        let stale = dir.appendingPathComponent("Snapshots/BlackStyle/old-scene.default.topAttached.light.375w@3x.png")
        try FileManager.default.copyItem(
            at: dir.appendingPathComponent("Snapshots/BlackStyle/music-library.default.topAttached.light.375w@3x.png"),
            to: stale)
        let result = try CommandRunner.run(["snapshot", "verify"], in: dir, environment: Self.ci)
        #expect(result.status == 0)
        #expect(
            result.stdout.contains(
                "stale: Snapshots/BlackStyle/old-scene.default.topAttached.light.375w@3x.png is not rendered by any variant"))
        #expect(result.stdout.contains("; 1 stale reference\n"))
        #expect(FileManager.default.fileExists(atPath: stale.path))
    }

    @Test func shardsAndModesAreValidated() throws {
        let dir = try Self.workspace()
        let shard = try CommandRunner.run(["snapshot", "verify", "--shard", "3/2"], in: dir, environment: Self.ci)
        #expect(shard.status == 2)
        #expect(shard.stderr.contains("Shard '3/2' is not valid; write it as i/n with 1 ≤ i ≤ n, e.g. 2/8."))
        let second = try CommandRunner.run(["snapshot", "verify", "--shard", "2/2"], in: dir, environment: Self.ci)
        #expect(second.status == 0)
        let total = Self.variantCount(in: dir)
        let half = total - total / 2
        let first = try CommandRunner.run(["snapshot", "verify", "--shard", "1/2"], in: dir, environment: Self.ci)
        // The two shards split the sorted variants between them, every variant exactly once.
        #expect(
            first.stdout.hasPrefix("\(total / 2) variants: \(total / 2) passed")
                || first.stdout.hasPrefix("\(half) variants: \(half) passed"))
        #expect(
            second.stdout.hasPrefix("\(total - total / 2) variants: \(total - total / 2) passed")
                || second.stdout.hasPrefix("\(total / 2) variants: \(total / 2) passed"))
        let env = try CommandRunner.run(["snapshot", "verify"], in: dir, environment: ["BARTHEME_RECORD": "maybe"])
        #expect(env.status == 2)
        #expect(env.stderr == "error: BARTHEME_RECORD is 'maybe'; use one of all, missing, failed, never.\n")
        let never = try CommandRunner.run(["snapshot", "record", "--record", "never"], in: dir, environment: Self.ci)
        #expect(never.status == 2)
    }
}
