#if Import
    // Built only with the `Import` package trait (Package.swift; on by default).
    import ArgumentParser
    import BarImport
    import BarTheme
    import BarWriting
    import Foundation

    /// `render-theme import`: make a theme from an existing look (Swift appearance code, or a NUI /
    /// Classy / UISS / Stylist style sheet).
    struct ImportCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "import",
            abstract: "Make a theme from Swift appearance code or a NUI, Classy, UISS or Stylist style sheet.",
            discussion: """
                Reads the files without running them and writes one theme: the palette keeps the source's names, and \
                everything that could not be read is a '# TODO file:line:column:' comment in the theme (and a note on \
                standard error). Images are looked up beside the output (images/NAME.png); images the importer draws \
                itself (an empty UIImage(), NUI colour and gradient backgrounds) are written there. The theme gets preview \
                scenes so 'render-theme render' shows the look at once. See docs/IMPORT.md.
                """)

        @Argument(
            help: """
                The source format: swift, nui, classy, uiss or stylist. It may be left out when every file's \
                extension names it (.swift, .nss, .cas, .json, .yaml/.yml).
                """)
        var format: String

        @Argument(
            help:
                "The files or folders to read (Swift: every file of the appearance code, helpers included; a folder: its files of the format)."
        )
        var files: [String] = []

        /// The source files' extensions, by format (a folder stands for its files with these).
        static let extensions: [ImportFormat: [String]] = [
            .swift: ["swift"], .nui: ["nss"], .classy: ["cas"], .uiss: ["json"], .stylist: ["yaml", "yml"],
        ]

        /// Why the first argument gives no format, and what to write instead.
        private var unknownFormatMessage: String {
            let formats = ImportFormat.allCases.map(\.rawValue).joined(separator: ", ")
            let all = [format] + files
            let named = all.compactMap { file -> String? in
                let suffix = (file as NSString).pathExtension.lowercased()
                return Self.extensions.first { $0.value.contains(suffix) }.map { ".\(suffix): \($0.key.rawValue)" }
            }
            let give = "give the format first, one of \(formats): 'render-theme import FORMAT \(all.joined(separator: " "))'"
            if Set(named.map { $0.split(separator: " ").last }).count > 1 {
                return "the files' extensions name more than one format (\(Set(named).sorted().joined(separator: ", "))): \(give)"
            }
            if (format as NSString).pathExtension.isEmpty && !files.isEmpty {
                return "the format must be one of \(formats), not '\(format)'"
            }
            if (format as NSString).pathExtension.isEmpty {
                return "'\(format)' is neither a format nor a file whose extension names one (.swift, .nss, .cas, .json, .yaml): \(give)"
            }
            return "cannot tell the format of '\(format)' from its extension (.swift, .nss, .cas, .json and .yaml name one): \(give)"
        }

        /// The format and files the command reads: `import swift A.swift`, or `import A.swift B.swift`
        /// with the format its files' extensions name (the way `swiftc` or `git` take files). Nil
        /// when the first argument is no format and the files' extensions do not name one format.
        var source: (format: ImportFormat, files: [String])? {
            if let named = ImportFormat(rawValue: format) { return (named, files) }
            let all = [format] + files
            let formats = Set(
                all.map { file in
                    let suffix = (file as NSString).pathExtension.lowercased()
                    return Self.extensions.first { $0.value.contains(suffix) }?.key
                })
            guard formats.count == 1, let only = formats.first, let inferred = only else { return nil }
            return (inferred, all)
        }

        @Option(help: "The theme file to write (default: standard output; generated images need --out).")
        var out: String?

        @Option(help: "The theme's name (default: the first file's name).")
        var name: String?

        @Option(help: "An Xcode asset catalog (.xcassets folder) to read UIColor(named:) colours from; repeatable.")
        var assets: [String] = []

        func validate() throws {
            guard let source else { throw ValidationError(unknownFormatMessage) }
            guard !source.files.isEmpty else { throw ValidationError("give the files to import") }
            if let out, out.isEmpty { throw ValidationError("--out needs a file name") }
        }

        func run() throws {
            let sources = try readSources()
            let folder = out.map { FilePaths.parent(of: $0) }.map { $0.isEmpty ? "." : $0 }
            let request = ThemeImporter.Request(
                format: source?.format ?? .swift, sources: sources, themeFolder: folder,
                name: name, assetCatalogs: assets)
            let result = ThemeImporter.run(request)
            for note in result.notes { StandardError.print(note.terminalLine) }
            guard let out, let folder else {
                print(result.yaml, terminator: "")
                if !result.files.isEmpty {
                    StandardError.print(
                        "import: the theme refers to \(result.files.keys.sorted().joined(separator: ", ")), written only with --out")
                }
                return
            }
            do {
                for (path, data) in result.files.sorted(by: { $0.key < $1.key }) {
                    try AtomicFile.write(data, to: (folder as NSString).appendingPathComponent(path))
                }
                try AtomicFile.write(Data(result.yaml.utf8), to: out)
            } catch {
                StandardError.print("error: cannot write '\(out)': \(error)")
                throw ExitCodes.usageOrIO
            }
            let images = result.files.isEmpty ? "" : " and \(result.files.count) image\(result.files.count == 1 ? "" : "s")"
            StandardError.print("import: wrote \(out)\(images); \(result.notes.count) note\(result.notes.count == 1 ? "" : "s")")
        }

        /// Each file's text (UTF-8, else Latin-1); a missing file or one over 4 MiB ends the command
        /// (exit 2). A folder stands for its files of the format (`.swift`, `.nss`, `.cas`, `.json`,
        /// `.yaml`), found recursively, in name order, hidden folders skipped; at most
        /// `maximumFolderFiles` of them.
        private func readSources() throws -> [(path: String, text: String)] {
            var sources: [(path: String, text: String)] = []
            for file in try expandedFiles() {
                guard let data = FileManager.default.contents(atPath: file), data.count <= 4 << 20,
                    let text = String(data: data, encoding: .utf8) ?? String(data: data, encoding: .isoLatin1)
                else {
                    StandardError.print("error: cannot read '\(file)' (not a text file of at most 4 MiB)")
                    throw ExitCodes.usageOrIO
                }
                sources.append((file, text))
            }
            return sources
        }

        static let maximumFolderFiles = 2000

        /// `files` with each folder replaced by its files of the format.
        private func expandedFiles() throws -> [String] {
            guard let source else { return [] }
            let wanted = Self.extensions[source.format] ?? []
            var expanded: [String] = []
            for file in source.files {
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: file, isDirectory: &isFolder) else {
                    StandardError.print("error: '\(file)' is not a file or folder")
                    throw ExitCodes.usageOrIO
                }
                guard isFolder.boolValue else {
                    expanded.append(file)
                    continue
                }
                let found = (FileManager.default.enumerator(atPath: file)?.allObjects as? [String] ?? [])
                    .filter { relative in
                        !relative.split(separator: "/").contains { $0.hasPrefix(".") }
                            && wanted.contains((relative as NSString).pathExtension.lowercased())
                    }
                    .sorted().map { (file as NSString).appendingPathComponent($0) }
                guard !found.isEmpty else {
                    StandardError.print("error: the folder '\(file)' has no .\(wanted.joined(separator: " or .")) files")
                    throw ExitCodes.usageOrIO
                }
                expanded += found
            }
            guard expanded.count <= Self.maximumFolderFiles else {
                StandardError.print("error: \(expanded.count) files to import; at most \(Self.maximumFolderFiles) are read at once")
                throw ExitCodes.usageOrIO
            }
            return expanded
        }
    }
#endif
