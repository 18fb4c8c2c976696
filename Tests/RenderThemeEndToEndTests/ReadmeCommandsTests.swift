import Foundation
import Testing

/// Every command in the README runs as written (CHANGELOG.md, "A test runs every command of the
/// README"), against the built `render-theme`, in a temporary copy of the repository's themes,
/// references and docs:
/// - ```sh blocks: each line runs with `/bin/sh` (`swift run render-theme` is the built binary) and
///   must exit 0 or 1 (1: findings, e.g. a compare that found changes) without an `error:`; lines
///   that start `Scripts/` set up the machine and build the package, so they are checked to exist
///   and be executable, not run;
/// - `$ render-theme …` lines in other blocks: run the same way, and the lines after them up to the
///   block's end must be exactly what the command prints;
/// - ```text synopsis blocks: each subcommand exists and every `--option` they show is in its `--help`.
@Suite struct ReadmeCommandsTests {
    struct Block {
        let language: String
        let lines: [String]
        let line: Int
    }

    static func blocks() throws -> [Block] {
        let text = try String(contentsOf: CommandRunner.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        var result: [Block] = []
        var open: (language: String, lines: [String], line: Int, indent: Int)?
        for (index, raw) in text.components(separatedBy: "\n").enumerated() {
            let trimmed = raw.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("```") {
                if let block = open {
                    result.append(Block(language: block.language, lines: block.lines, line: block.line))
                    open = nil
                } else {
                    open = (String(trimmed.dropFirst(3)), [], index + 1, raw.prefix { $0 == " " }.count)
                }
            } else if open != nil {
                open!.lines.append(String(raw.dropFirst(min(open!.indent, raw.prefix { $0 == " " }.count))))
            }
        }
        return result
    }

    /// A copy of what the commands read, as a git repository on `main` (for `compare --base main`),
    /// with `old/Themes` and `new/Themes` (for `compare old/Themes new/Themes`).
    static func workspace() throws -> URL {
        let dir = try CommandRunner.temporaryDirectory()
        for folder in ["Themes", "Snapshots", "docs"] {
            try FileManager.default.copyItem(
                at: CommandRunner.repositoryRoot.appendingPathComponent(folder), to: dir.appendingPathComponent(folder))
        }
        for side in ["old", "new"] {
            try FileManager.default.createDirectory(at: dir.appendingPathComponent(side), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: dir.appendingPathComponent("Themes"), to: dir.appendingPathComponent("\(side)/Themes"))
        }
        for folder in ["etc/bash_completion.d", "home/.zsh/completion", "home/.config/fish/completions"] {
            try FileManager.default.createDirectory(at: dir.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        _ = try shell("git init -q -b main && git add -A && git -c user.name=t -c user.email=t@t commit -qm readme", in: dir)
        return dir
    }

    static func shell(_ command: String, in dir: URL) throws -> CommandRunner.Output {
        // Absolute places the README writes to land in the workspace.
        let local = command.replacingOccurrences(of: "swift run render-theme", with: "render-theme")
            .replacingOccurrences(of: "> /etc/", with: "> \(dir.path)/etc/")
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = CommandRunner.productsDirectory.path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["HOME"] = dir.appendingPathComponent("home").path
        environment["CI"] = "true"
        environment["BARTHEME_RECORD"] = nil
        return try CommandRunner.runProcess(URL(fileURLWithPath: "/bin/sh"), ["-c", local], in: dir, environment: environment)
    }

    @Test func everyShellBlockRuns() throws {
        let dir = try Self.workspace()
        var ran = 0
        for block in try Self.blocks() where block.language == "sh" {
            for line in block.lines where !line.trimmingCharacters(in: .whitespaces).isEmpty {
                let command = line.trimmingCharacters(in: .whitespaces)
                if command.hasPrefix("Scripts/") {
                    let script = String(command.prefix { $0 != " " })
                    #expect(
                        FileManager.default.isExecutableFile(atPath: CommandRunner.repositoryRoot.appendingPathComponent(script).path),
                        "README.md:\(block.line): \(script) is not an executable script")
                    continue
                }
                let result = try Self.shell(command, in: dir)
                ran += 1
                #expect(
                    result.status == 0 || result.status == 1,
                    "README.md:\(block.line): `\(command)` exited \(result.status): \(result.stderr)")
                #expect(!result.stderr.contains("error:"), "README.md:\(block.line): `\(command)`: \(result.stderr)")
            }
        }
        #expect(ran >= 6)
    }

    @Test func everyShownExampleOutputIsWhatTheCommandPrints() throws {
        let dir = try Self.workspace()
        var compared = 0
        for block in try Self.blocks() where block.language != "sh" {
            guard let first = block.lines.first, first.hasPrefix("$ render-theme ") else { continue }
            var expected = Array(block.lines.dropFirst())
            while expected.last?.isEmpty == true { expected.removeLast() }
            let result = try Self.shell(String(first.dropFirst(2)), in: dir)
            #expect(result.status == 0, "README.md:\(block.line): \(result.stderr)")
            let printed = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            var actual = printed
            while actual.last?.isEmpty == true { actual.removeLast() }
            #expect(actual == expected, "README.md:\(block.line): `\(first)` prints\n\(result.stdout)")
            compared += 1
        }
        #expect(compared >= 2)
    }

    @Test func everySynopsisNamesRealSubcommandsAndOptions() throws {
        let dir = try Self.workspace()
        var checked = 0
        for block in try Self.blocks() where block.language == "text" {
            // Continuation lines (indented) belong to the command above them.
            var commands: [String] = []
            for line in block.lines {
                if line.hasPrefix(" "), !commands.isEmpty {
                    commands[commands.count - 1] += " " + line
                } else if line.contains("render-theme") {
                    commands.append(line)
                }
            }
            for command in commands {
                let words = command.replacingOccurrences(of: "swift run ", with: "").split(separator: " ").map(String.init)
                guard words.first == "render-theme", words.count > 1 else { continue }
                // `render-theme generate swift …`, `snapshot verify|record …`: lowercase words are subcommands.
                func isSubcommand(_ word: String) -> Bool { !word.isEmpty && word.allSatisfy { $0.isLowercase || $0 == "|" } }
                var subcommands: [[String]] = [[]]
                for word in words.dropFirst().prefix(while: isSubcommand) {
                    subcommands = subcommands.flatMap { prefix in word.split(separator: "|").map { prefix + [String($0)] } }
                }
                let options = Set(
                    words.compactMap { word -> String? in
                        let option = word.trimmingCharacters(in: CharacterSet(charactersIn: "[]|"))
                        guard option.hasPrefix("--") else { return nil }
                        return String(option.prefix { $0 != "=" && $0 != "]" && $0 != "|" })
                    })
                for subcommand in subcommands {
                    let help = try Self.shell((["render-theme"] + subcommand + ["--help"]).joined(separator: " "), in: dir)
                    #expect(
                        help.status == 0, "README.md:\(block.line): `render-theme \(subcommand.joined(separator: " "))` is no subcommand")
                    for option in options where option != "--help" {
                        #expect(
                            help.stdout.contains(option),
                            "README.md:\(block.line): `render-theme \(subcommand.joined(separator: " "))` has no \(option)")
                    }
                    checked += 1
                }
            }
        }
        #expect(checked >= 12)
    }
}
