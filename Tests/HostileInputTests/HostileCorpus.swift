import BarTestSupport
import Foundation

/// One hostile input: a theme file (and the files it names), and what must come of it.
struct HostileCase: CustomStringConvertible, Sendable {
    enum Outcome: Sendable {
        /// `validate` reports an error whose text contains this, located in a file at a line ≥ 1.
        case error(String)
        /// `validate` accepts it and every job renders.
        case renders
        /// `validate` accepts it, every job renders, and the bar's background pixel at (5, 40) px
        /// of the @1x render is this RGBA colour (± 2 per channel).
        case rendersColor([UInt8])
    }

    enum Extra: Sendable {
        case file(String, Data)
        /// A link at the first path to the second, in which `{folder}` stands for the case's folder.
        case symlink(String, to: String)
        case fifo(String)
        case folder(String)
    }

    let name: String
    let theme: Data
    var extras: [Extra] = []
    /// The folder, inside the case's folder, that holds `theme.yaml` (its root); "" for the case's
    /// folder itself. Extras are placed relative to the case's folder, so files beside the root
    /// are outside it.
    var themeFolder = ""
    let outcome: Outcome
    /// Also run through the built CLI as a subprocess with time and memory limits (the inputs
    /// that crashed or hung before).
    var subprocess = false

    var description: String { name }

    init(_ name: String, _ theme: String, _ outcome: Outcome, extras: [Extra] = [], subprocess: Bool = false) {
        self.init(name, data: Data(theme.utf8), outcome, extras: extras, subprocess: subprocess)
    }

    init(_ name: String, _ theme: String, _ outcome: Outcome, in themeFolder: String, extras: [Extra]) {
        self.init(name, data: Data(theme.utf8), outcome, extras: extras)
        self.themeFolder = themeFolder
    }

    init(_ name: String, data: Data, _ outcome: Outcome, extras: [Extra] = [], subprocess: Bool = false) {
        self.name = name
        theme = data
        self.extras = extras
        self.outcome = outcome
        self.subprocess = subprocess
    }
}

/// The hostile corpus, generated deterministically: every family of docs/HARDENING.md's table.
enum HostileCorpus {
    /// A theme that renders: one scene, one @1x variant; `bar` and `item` are spliced in.
    static func theme(
        bar: String = "  barTintColor: \"#336699\"\n", item: String = "{ title: Hi }", scene: String = "s",
        name: String = "Hostile", extra: String = ""
    ) -> String {
        """
        theme: \(name)
        navigationBar:
        \(bar)scenes:
          - name: \(scene)
            items: [\(item)]
            variants: { scales: [1] }
        \(extra)
        """
    }

    static var all: [HostileCase] {
        yamlStructure + numbers + encodings + duplicatesAndCycles + paths + links + pngs + fonts + text + names + tags + limits
            + suggestions + designTokens
    }

    // MARK: YAML structure: alias bombs, nesting, anchor chains

    static var yamlStructure: [HostileCase] {
        var cases: [HostileCase] = []
        // Billion laughs in values: `depth` levels of `width` aliases each.
        for depth in [4, 6, 9] {
            for width in [5, 10] {
                var text = "a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
                for level in 1..<depth {
                    text += "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: width).joined(separator: ", ") + "]\n"
                }
                text += "navigationBar:\n  barTintColor: *a\(depth - 1)\n"
                // The bomb sits under unknown keys and in a colour: reported, never expanded.
                cases.append(HostileCase("alias-bomb-value-\(depth)x\(width)", text, .error("unknown key 'a0'"), subprocess: depth == 9))
                // Inside valid structure (31 items repeated by alias in 200 scenes): the walk's budget stops it.
                guard depth == 9 && width == 10 else { continue }
                var scenes =
                    "navigationBar: {}\nscenes:\n  - name: s0\n    items: &items\n      - &item { title: t, rightBarButtonItems: [{ title: a }, { title: b }] }\n"
                scenes += String(repeating: "      - *item\n", count: width * 3)
                for i in 1..<200 { scenes += "  - { name: s\(i), items: *items }\n" }
                cases.append(HostileCase("alias-bomb-in-scenes", scenes, .error("expands to more than 20000"), subprocess: true))
            }
        }
        // The bomb as a key, in each place a key can be.
        let bomb =
            "a: &a [x, x, x, x, x, x, x, x, x, x]\n"
            + (1..<9).map { i in
                let l = Array("abcdefghi")
                return "\(l[i]): &\(l[i]) [" + Array(repeating: "*\(l[i - 1])", count: 10).joined(separator: ", ") + "]\n"
            }.joined()
        for (index, key) in ["*i: 1\n", "{ *i : 1 }\n", "- *i: 1\n", "navigationBar:\n  *i : red\n"].enumerated() {
            cases.append(HostileCase("alias-bomb-key-\(index)", bomb + key, .error("a mapping key is an alias"), subprocess: index == 0))
        }
        cases.append(
            HostileCase(
                "alias-bomb-key-in-parent", "theme: child\nextends: parent.yaml\n", .error("a mapping key is an alias"),
                extras: [.file("parent.yaml", Data((bomb + "*i: 1\n").utf8))], subprocess: true))
        // Nesting, flow and block, far past the limit.
        for depth in [33, 100, 1_000, 10_000] {
            cases.append(
                HostileCase(
                    "nesting-flow-list-\(depth)",
                    "x: " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "\n",
                    .error("nests deeper than 32 levels"), subprocess: depth == 10_000))
            cases.append(
                HostileCase(
                    "nesting-flow-map-\(depth)",
                    "x: " + String(repeating: "{a: ", count: depth) + "1" + String(repeating: "}", count: depth) + "\n",
                    .error("nests deeper than 32 levels")))
            var block = ""
            for level in 0..<min(depth, 1_000) { block += String(repeating: " ", count: level) + "a:\n" }
            cases.append(
                HostileCase(
                    "nesting-block-\(depth)", block + String(repeating: " ", count: min(depth, 1_000)) + "b: 1\n",
                    .error("nests deeper than 32 levels")))
            cases.append(
                HostileCase(
                    "nesting-block-list-\(depth)",
                    (0..<min(depth, 1_000)).map { String(repeating: " ", count: $0 * 2) + "- \n" }.joined() + "\n",
                    .error("nests deeper than 32 levels")))
        }
        // Chains of anchors, each aliasing the one before, used as a value: nests through aliases.
        for length in [40, 1_000, 30_000] {
            var text = "list:\n  - &n0 [x]\n"
            for i in 1..<length { text += "  - &n\(i) [*n\(i - 1)]\n" }
            text += "navigationBar:\n  barTintColor: *n\(length - 1)\n"
            cases.append(
                HostileCase(
                    "anchor-chain-value-\(length)", text, .error(length > 256 ? "more than 256 anchors" : "(aliases followed)"),
                    subprocess: length == 30_000))
        }
        var chainKey = "theme: t\nlist:\n  - &n0 [x]\n"
        for i in 1..<30_000 { chainKey += "  - &n\(i) [*n\(i - 1)]\n" }
        cases.append(HostileCase("anchor-chain-key-30000", chainKey + "? *n29999\n: 1\n", .error("explicit complex key"), subprocess: true))
        cases.append(HostileCase("undefined-alias", "navigationBar:\n  barTintColor: *nowhere\n", .error("undefined alias")))
        cases.append(HostileCase("alias-to-itself", "a: &a [*a]\n", .error("undefined alias")))
        cases.append(HostileCase("merge-key", "base: &b { barTintColor: red }\nnavigationBar:\n  <<: *b\n", .error("unknown key '<<'")))
        cases.append(HostileCase("two-documents", "theme: a\n---\ntheme: b\n", .error("")))
        cases.append(HostileCase("only-a-comment", "# nothing\n", .error("the theme file is empty")))
        cases.append(HostileCase("empty-file", "", .error("the theme file is empty")))
        cases.append(HostileCase("top-level-list", "- a\n- b\n", .error("the theme must be a mapping")))
        cases.append(HostileCase("top-level-scalar", "hello\n", .error("the theme must be a mapping")))
        cases.append(HostileCase("unclosed-flow", "navigationBar: { barTintColor: red\n", .error("")))
        cases.append(HostileCase("tab-indent", "navigationBar:\n\tbarTintColor: red\n", .error("")))
        return cases
    }

    // MARK: Numbers: huge, NaN, infinities

    static var numbers: [HostileCase] {
        let values = [
            ".nan", ".NaN", ".inf", "-.inf", "1e309", "-1e309", "1e18", "99999999999999999999999", "0x7FFFFFFFFFFFFFFF", "nan", "Infinity",
        ]
        var cases: [HostileCase] = []
        for (index, value) in values.enumerated() {
            cases.append(
                HostileCase(
                    "number-font-size-\(index)", theme(bar: "  titleTextAttributes: { font: { family: system, size: \(value) } }\n"),
                    .error("'size'")))
            cases.append(
                HostileCase(
                    "number-status-bar-\(index)",
                    "navigationBar: {}\nscenes:\n  - name: s\n    statusBarHeight: \(value)\n", .error("'statusBarHeight'")))
            cases.append(
                HostileCase(
                    "number-width-\(index)", theme(item: "{ title: Hi, rightBarButtonItems: [{ title: A, width: \(value) }] }"),
                    .error("'width'")))
            cases.append(
                HostileCase(
                    "number-scale-\(index)", "navigationBar: {}\nscenes:\n  - name: s\n    variants: { scales: [\(value)] }\n",
                    .error("'scale'")))
        }
        return cases
    }

    // MARK: Encodings: invalid UTF-8, NUL, BOMs, control characters in the file

    static var encodings: [HostileCase] {
        var cases: [HostileCase] = []
        let base = Array(theme().utf8)
        let invalid: [[UInt8]] = [[0xFF], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF5, 0x80, 0x80, 0x80], [0xE2, 0x82], [0x80]]
        for (index, bytes) in invalid.enumerated() {
            cases.append(
                HostileCase(
                    "invalid-utf8-in-title-\(index)", data: Data(Array(theme(item: "{ title: Hi").utf8) + bytes + Array(" }]\n".utf8)),
                    .error("not UTF-8")))
            cases.append(HostileCase("invalid-utf8-at-start-\(index)", data: Data(bytes + base), .error("not UTF-8")))
        }
        cases.append(
            HostileCase("nul-in-title", data: Data(Array(theme(item: "{ title: Hi").utf8) + [0] + Array(" }]\n".utf8)), .error("")))
        cases.append(HostileCase("nul-at-start", data: Data([0] + base), .error("")))
        cases.append(
            HostileCase("nul-in-key", data: Data(Array("navigationBar:\n  bar".utf8) + [0] + Array("TintColor: red\n".utf8)), .error("")))
        cases.append(HostileCase("nul-only", data: Data(repeating: 0, count: 4096), .error("")))
        cases.append(HostileCase("utf8-bom", data: Data([0xEF, 0xBB, 0xBF] + base), .renders))
        cases.append(HostileCase("two-utf8-boms", data: Data([0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF] + base), .error("")))
        cases.append(HostileCase("utf16le-bom", data: Data([0xFF, 0xFE] + base.flatMap { [$0, 0] }), .error("not UTF-8")))
        cases.append(HostileCase("utf16be-bom", data: Data([0xFE, 0xFF] + base.flatMap { [0, $0] }), .error("not UTF-8")))
        cases.append(HostileCase("crlf-line-ends", theme().replacingOccurrences(of: "\n", with: "\r\n"), .renders))
        cases.append(HostileCase("cr-line-ends", theme(), .renders))
        cases.append(
            HostileCase("escape-in-file", data: Data(Array(theme(item: "{ title: Hi").utf8) + [0x1B] + Array(" }]\n".utf8)), .error("")))
        return cases
    }

    // MARK: Duplicate keys, palette and extends cycles, long chains

    static var duplicatesAndCycles: [HostileCase] {
        var cases: [HostileCase] = [
            HostileCase("duplicate-top-key", "theme: a\ntheme: b\n", .error("duplicate key 'theme': it is already set at line 1")),
            HostileCase(
                "duplicate-bar-key", "navigationBar:\n  barTintColor: red\n  barTintColor: blue\n",
                .error("duplicate key 'barTintColor': it is already set at line 2")),
            HostileCase(
                "duplicate-scene-key", "navigationBar: {}\nscenes:\n  - name: a\n    name: b\n",
                .error("duplicate key 'name': it is already set at line 3")),
            HostileCase("duplicate-palette-key", "colors:\n  a: red\n  a: blue\nnavigationBar: {}\n", .error("")),
            HostileCase(
                "duplicate-flow-key", "navigationBar: { barTintColor: red, barTintColor: red }\n", .error("duplicate key 'barTintColor'")),
            HostileCase("duplicate-scenes", theme(extra: "  - name: s\n    items: [{ title: B }]\n"), .error("")),
            HostileCase("palette-cycle", "colors:\n  a: $b\n  b: $a\nnavigationBar: {}\n", .error("no colour named 'b'")),
            HostileCase("palette-self", "colors:\n  a: $a\nnavigationBar: {}\n", .error("no colour named 'a'")),
            HostileCase("font-palette-self", "fonts:\n  a: $a\nnavigationBar: {}\n", .error("no font named 'a'")),
            HostileCase("extends-self", "theme: t\nextends: theme.yaml\n", .error("closes a cycle")),
            HostileCase(
                "extends-cycle-2", "theme: t\nextends: b.yaml\n", .error("closes a cycle"),
                extras: [.file("b.yaml", Data("theme: b\nextends: theme.yaml\n".utf8))]),
        ]
        // A 3-long and a 1000-long extends chain (the loader stops at 16).
        for length in [3, 1_000] {
            var extras: [HostileCase.Extra] = []
            for i in 0..<length {
                let next = i + 1 < length ? "extends: p\(i + 1).yaml\n" : "navigationBar: { barTintColor: red }\n"
                extras.append(.file("p\(i).yaml", Data("theme: p\(i)\n\(next)".utf8)))
            }
            cases.append(
                HostileCase(
                    "extends-chain-\(length)", "theme: t\nextends: p0.yaml\n" + theme().dropFirst("theme: Hostile\n".count),
                    length > 16 ? .error("the extends chain is longer than 16") : .renders, extras: extras, subprocess: length > 16))
        }
        // A 1000-deep palette chain: each colour refers to the one before (allowed, in order).
        var chain = "colors:\n  c0: \"#102030\"\n"
        for i in 1..<1_000 { chain += "  c\(i): $c\(i - 1)\n" }
        cases.append(
            HostileCase(
                "palette-chain-1000-renders",
                "theme: t\n" + chain + String(theme(bar: "  barTintColor: $c999\n").dropFirst("theme: Hostile\n".count)),
                .renders))
        return cases
    }

    // MARK: Paths: .., absolute, symlinks, FIFOs, devices, folders

    static var paths: [HostileCase] {
        var cases: [HostileCase] = []
        let bad = ["../outside.png", "../../etc/passwd.png", "/etc/passwd", "/dev/zero", "a/../../x.png", "~/x.png", "images/../../x.png"]
        for (index, path) in bad.enumerated() {
            cases.append(HostileCase("image-path-escape-\(index)", theme(bar: "  shadowImage: \"\(path)\"\n"), .error("")))
            cases.append(
                HostileCase(
                    "font-path-escape-\(index)", theme(bar: "  titleTextAttributes: { font: { file: \"\(path)\", size: 17 } }\n"),
                    .error("")))
            cases.append(HostileCase("extends-path-escape-\(index)", "theme: t\nextends: \"\(path).yaml\"\n", .error("")))
        }
        let png = PNGFixtures.valid(depth: 8, colorType: 6, interlaced: false)
        let specials: [(String, HostileCase.Extra, String)] = [
            ("symlink-outside", .symlink("img.png", to: "/etc/hostname"), "leads outside the theme's folder"),
            ("symlink-dev-zero", .symlink("img.png", to: "/dev/zero"), "leads outside the theme's folder"),
            ("symlink-dangling", .symlink("img.png", to: "nowhere.png"), "at 'img.png'"),
            ("fifo-image", .fifo("img.png"), "not a regular file"),
            ("folder-image", .folder("img.png"), "is a folder"),
            ("symlink-loop", .symlink("img.png", to: "img.png"), ""),
        ]
        for (name, extra, expected) in specials {
            cases.append(
                HostileCase(
                    "\(name)", theme(bar: "  shadowImage: img.png\n"), .error(expected), extras: [extra],
                    subprocess: name.contains("fifo") || name.contains("zero")))
            cases.append(
                HostileCase(
                    "\(name)-font", theme(bar: "  titleTextAttributes: { font: { file: img.png, size: 17 } }\n"), .error(expected),
                    extras: [extra], subprocess: name.contains("fifo")))
        }
        cases.append(
            HostileCase(
                "fifo-at-2x", theme(bar: "  shadowImage: img.png\n"), .error("not a regular file"),
                extras: [.file("img.png", png), .fifo("img@2x.png")], subprocess: true))
        cases.append(
            HostileCase(
                "symlink-2x-outside", theme(bar: "  shadowImage: img.png\n"), .error("leads outside"),
                extras: [.file("img.png", png), .symlink("img@2x.png", to: "/etc/hostname")]))
        cases.append(HostileCase("fifo-parent", "theme: t\nextends: p.yaml\n", .error(""), extras: [.fifo("p.yaml")], subprocess: true))
        cases.append(HostileCase("folder-parent", "theme: t\nextends: p.yaml\n", .error("folder"), extras: [.folder("p.yaml")]))
        cases.append(
            HostileCase(
                "symlink-inside-ok", theme(bar: "  shadowImage: link.png\n"), .renders,
                extras: [.file("img.png", png), .symlink("link.png", to: "img.png")]))
        return cases
    }

    // MARK: PNGs: damage of every kind, bombs, and every format that must work

    static var pngs: [HostileCase] {
        var cases: [HostileCase] = []
        func imageTheme() -> String { theme(bar: "  backgroundImages:\n    - { image: img.png }\n") }
        func bad(_ name: String, _ data: Data, _ expected: String) {
            cases.append(HostileCase("png-\(name)", imageTheme(), .error(expected), extras: [.file("img.png", data)]))
        }
        let chunks = PNGFixtures.rgbaChunks()
        let good = PNGFixtures.file(chunks)
        // Truncated at many points.
        for cut in [0, 4, 8, 12, 20, 33, 40, good.count / 2, good.count - 13, good.count - 1] where cut < good.count {
            bad("truncated-\(cut)", good.prefix(cut), cut <= 40 ? "" : "truncated")
        }
        // A bad CRC in each chunk.
        for index in chunks.indices {
            var damaged = chunks
            damaged[index].crc = 0xDEAD_BEEF
            bad("bad-crc-\(chunks[index].type)", PNGFixtures.file(damaged), "bad CRC")
        }
        // One flipped bit in the compressed data (CRC fixed up): a damaged stream.
        var flipped = chunks
        flipped[1].body[flipped[1].body.count / 2] ^= 0x40
        bad("idat-bit-flip", PNGFixtures.file(flipped), "")
        bad("two-ihdr", PNGFixtures.file([chunks[0], chunks[0]] + chunks.dropFirst()), "a second IHDR")
        bad("no-ihdr", PNGFixtures.file(Array(chunks.dropFirst())), "")
        bad("no-idat", PNGFixtures.file([chunks[0], chunks[2]]), "no image data")
        bad("no-iend", PNGFixtures.file(Array(chunks.prefix(2))), "no IEND")
        bad("after-iend", PNGFixtures.file(chunks) + Data([1, 2, 3]), "")
        bad(
            "unknown-critical-chunk", PNGFixtures.file([chunks[0], .init(type: "ABCD", body: [1]), chunks[1], chunks[2]]),
            "unknown critical chunk")
        bad("chunk-length-huge", Data(PNGFixtures.signature + PNGFixtures.bigEndian(0xFFFF_FFF0) + Array("IHDR".utf8) + [0, 0, 0, 1]), "")
        bad("ihdr-short", PNGFixtures.file([.init(type: "IHDR", body: [0, 0, 0, 1]), chunks[1], chunks[2]]), "")
        bad("zero-width", PNGFixtures.file([PNGFixtures.ihdr(width: 0, height: 1, depth: 8, colorType: 6), chunks[1], chunks[2]]), "")
        bad("bad-depth", PNGFixtures.file([PNGFixtures.ihdr(width: 2, height: 2, depth: 3, colorType: 6), chunks[1], chunks[2]]), "")
        bad("bad-color-type", PNGFixtures.file([PNGFixtures.ihdr(width: 2, height: 2, depth: 8, colorType: 5), chunks[1], chunks[2]]), "")
        bad("not-png-text", Data("hello, I am not a PNG\n".utf8), "not a PNG")
        bad("jpeg-named-png", Data([0xFF, 0xD8, 0xFF, 0xE0] + Array(repeating: 0, count: 100)), "not a PNG")
        bad("empty-file", Data(), "not a PNG")
        // Bombs: a huge IHDR, and a small file whose data inflates far past a 1×1 image.
        bad(
            "bomb-huge-ihdr",
            PNGFixtures.file([PNGFixtures.ihdr(width: 100_000, height: 100_000, depth: 8, colorType: 6), chunks[1], chunks[2]]), "")
        bad(
            "bomb-tall", PNGFixtures.file([PNGFixtures.ihdr(width: 1, height: 1_000_000, depth: 8, colorType: 6), chunks[1], chunks[2]]), ""
        )
        let zeros = PNGFixtures.deflate([UInt8](repeating: 0, count: 64 << 20))
        bad(
            "bomb-inflates-64mb",
            PNGFixtures.file([PNGFixtures.ihdr(width: 1, height: 1, depth: 8, colorType: 6), .init(type: "IDAT", body: zeros), chunks[2]]),
            "inflates to more than")
        bad(
            "bomb-inflates-1x1-extra-row",
            PNGFixtures.file([
                PNGFixtures.ihdr(width: 1, height: 1, depth: 8, colorType: 6),
                .init(type: "IDAT", body: PNGFixtures.deflate([0, 1, 2, 3, 4, 0, 1, 2, 3, 4])), chunks[2],
            ]),
            "inflates to more than")
        bad(
            "idat-short", PNGFixtures.file([chunks[0], .init(type: "IDAT", body: PNGFixtures.deflate([0, 1, 2, 3])), chunks[2]]),
            "truncated image data")
        // A filter type above 4.
        let badFilter = PNGFixtures.scanlines(width: 2, height: 2, depth: 8, colorType: 6, interlaced: false) { _, _, _ in 7 }
        var filtered = badFilter
        filtered[0] = 9
        bad(
            "bad-filter-byte", PNGFixtures.file([chunks[0], .init(type: "IDAT", body: PNGFixtures.deflate(filtered)), chunks[2]]),
            "filter type above 4")
        var lastRowFilter = badFilter
        lastRowFilter[9] = 5
        bad(
            "bad-filter-byte-last-row",
            PNGFixtures.file([chunks[0], .init(type: "IDAT", body: PNGFixtures.deflate(lastRowFilter)), chunks[2]]), "filter type above 4")
        // A palette image without PLTE, and palettes that do not fit.
        let paletteRaw = PNGFixtures.scanlines(width: 2, height: 2, depth: 8, colorType: 3, interlaced: false) { _, _, _ in 0 }
        bad(
            "palette-without-plte",
            PNGFixtures.file([
                PNGFixtures.ihdr(width: 2, height: 2, depth: 8, colorType: 3),
                .init(type: "IDAT", body: PNGFixtures.deflate(paletteRaw)), chunks[2],
            ]), "without a PLTE")
        bad(
            "plte-not-multiple-of-3",
            PNGFixtures.file([
                PNGFixtures.ihdr(width: 2, height: 2, depth: 8, colorType: 3), .init(type: "PLTE", body: [1, 2, 3, 4]),
                .init(type: "IDAT", body: PNGFixtures.deflate(paletteRaw)), chunks[2],
            ]), "PLTE chunk of 4 bytes")
        bad(
            "plte-too-long-for-depth",
            PNGFixtures.file([
                PNGFixtures.ihdr(width: 2, height: 2, depth: 1, colorType: 3),
                .init(type: "PLTE", body: [UInt8](repeating: 9, count: 9)),
                .init(type: "IDAT", body: PNGFixtures.deflate([0, 0, 0, 0])), chunks[2],
            ]), "palette has 3 entries")
        bad(
            "plte-after-idat",
            PNGFixtures.file([
                PNGFixtures.ihdr(width: 2, height: 2, depth: 8, colorType: 3), .init(type: "IDAT", body: PNGFixtures.deflate(paletteRaw)),
                .init(type: "PLTE", body: [1, 2, 3]), chunks[2],
            ]), "")
        bad(
            "idat-split-by-text",
            PNGFixtures.file([
                chunks[0], .init(type: "IDAT", body: Array(chunks[1].body.prefix(4))), .init(type: "tEXt", body: Array("a\0b".utf8)),
                .init(type: "IDAT", body: Array(chunks[1].body.dropFirst(4))), chunks[2],
            ]), "not consecutive")
        // Oversized files named as images.
        bad("png-17mb", good + Data(count: 17 << 20), "16 MiB")
        // Every colour type and bit depth, plain and interlaced, must validate and draw its colour.
        let formats: [(Int, [Int])] = [(0, [1, 2, 4, 8, 16]), (2, [8, 16]), (3, [1, 2, 4, 8]), (4, [8, 16]), (6, [8, 16])]
        for (colorType, depths) in formats {
            for depth in depths {
                for interlaced in [false, true] {
                    for (width, height) in [(4, 3), (9, 7)] {
                        let name = "png-works-type\(colorType)-\(depth)bit\(interlaced ? "-interlaced" : "")-\(width)x\(height)"
                        let data = PNGFixtures.valid(
                            width: width, height: height, depth: depth, colorType: colorType, interlaced: interlaced)
                        cases.append(
                            HostileCase(
                                name, imageTheme(), .rendersColor(PNGFixtures.expectedColor(depth: depth, colorType: colorType)),
                                extras: [.file("img.png", data)]))
                    }
                }
            }
        }
        // Split IDATs and ancillary chunks are fine.
        cases.append(
            HostileCase(
                "png-works-split-idat", imageTheme(), .renders,
                extras: [
                    .file(
                        "img.png",
                        PNGFixtures.file(
                            [
                                chunks[0], .init(type: "IDAT", body: Array(chunks[1].body.prefix(3))),
                                .init(type: "IDAT", body: Array(chunks[1].body.dropFirst(3))), chunks[2],
                            ]))
                ]))
        cases.append(
            HostileCase(
                "png-works-text-chunk", imageTheme(), .renders,
                extras: [
                    .file(
                        "img.png",
                        PNGFixtures.file(
                            [chunks[0], .init(type: "tEXt", body: Array("Comment\0hi".utf8)), chunks[1], chunks[2]]))
                ]))
        return cases
    }

    // MARK: Fonts: not fonts, truncated fonts, real fonts

    static var fonts: [HostileCase] {
        var cases: [HostileCase] = []
        func fontTheme(_ file: String = "f.ttf") -> String { theme(bar: "  titleTextAttributes: { font: { file: \(file), size: 17 } }\n") }
        let notFonts: [(String, Data)] = [
            ("text", Data("I am not a font\n".utf8)), ("empty", Data()),
            ("png", PNGFixtures.valid(depth: 8, colorType: 6, interlaced: false)),
            ("zeros", Data(count: 4096)), ("random", Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 13) })),
            ("ttf-magic-only", Data([0, 1, 0, 0])), ("otto-magic-only", Data("OTTO".utf8)), ("ttcf-magic-only", Data("ttcf".utf8)),
        ]
        for (name, data) in notFonts {
            cases.append(HostileCase("font-not-a-font-\(name)", fontTheme(), .error(""), extras: [.file("f.ttf", data)]))
        }
        let real = try! Data(contentsOf: pinnedFont("DejaVuSans.ttf"))
        for fraction in [0.02, 0.1, 0.5, 0.9, 0.99] {
            cases.append(
                HostileCase(
                    "font-truncated-\(Int(fraction * 100))pct", fontTheme(), .error("truncated"),
                    extras: [.file("f.ttf", real.prefix(Int(Double(real.count) * fraction)))]))
        }
        cases.append(HostileCase("font-directory-cut", fontTheme(), .error("truncated"), extras: [.file("f.ttf", real.prefix(40))]))
        var zeroedGlyphs = real
        // The directory intact, the glyph data zeroed from the middle on: glyph outlines fail.
        zeroedGlyphs.replaceSubrange((real.count / 2)..<real.count, with: Data(count: real.count - real.count / 2))
        cases.append(HostileCase("font-zeroed-tail", fontTheme(), .error(""), extras: [.file("f.ttf", zeroedGlyphs)]))
        cases.append(HostileCase("font-real-works", fontTheme(), .renders, extras: [.file("f.ttf", real)]))
        let otf = try! Data(contentsOf: pinnedFont("Inter-Regular.otf"))
        cases.append(HostileCase("font-real-otf-works", fontTheme("f.otf"), .renders, extras: [.file("f.otf", otf)]))
        cases.append(
            HostileCase("font-otf-truncated", fontTheme("f.otf"), .error("truncated"), extras: [.file("f.otf", otf.prefix(otf.count / 3))]))
        return cases
    }

    static func pinnedFont(_ name: String) -> URL {
        Repository.url("Sources/BarRender/Resources/Fonts/\(name)")
    }

    // MARK: Text: long titles, control and bidi characters, null titles

    static var text: [HostileCase] {
        var cases: [HostileCase] = [
            HostileCase(
                "title-100k", theme(item: "{ title: \(String(repeating: "W", count: 100_000)) }"), .error("at most 1000"), subprocess: true),
            HostileCase("title-1001", theme(item: "{ title: \(String(repeating: "W", count: 1_001)) }"), .error("at most 1000")),
            HostileCase("title-1000-renders", theme(item: "{ title: \(String(repeating: "W", count: 1_000)) }"), .renders),
            HostileCase(
                "prompt-100k", theme(item: "{ title: Hi, prompt: \(String(repeating: "x", count: 100_000)) }"), .error("at most 1000")),
            HostileCase(
                "back-title-100k", theme(item: "{ title: Hi, backButtonTitle: \(String(repeating: "x", count: 100_000)) }"),
                .error("at most 1000")),
            HostileCase("title-combining-marks", theme(item: "{ title: \"a\(String(repeating: "\u{301}", count: 900))\" }"), .renders),
            HostileCase("title-emoji-zwj", theme(item: "{ title: \"👩‍👩‍👧‍👦👩‍👩‍👧‍👦\" }"), .renders),
        ]
        let controls = ["\\t", "\\e", "\\x7F", "\\x85", "\\u2028", "\\u200B", "\\uFEFF", "\\r", "\\n", "\\b", "\\a", "\\v", "\\f"]
        for (index, control) in controls.enumerated() {
            cases.append(HostileCase("title-control-\(index)", theme(item: "{ title: \"Hi\(control)there\" }"), .renders))
        }
        let bidi = [
            "\\u202E", "\\u202D", "\\u202A", "\\u202B", "\\u202C", "\\u2066", "\\u2067", "\\u2068", "\\u2069", "\\u200E", "\\u200F",
            "\\u061C",
        ]
        for (index, mark) in bidi.enumerated() {
            cases.append(HostileCase("title-bidi-\(index)", theme(item: "{ title: \"abc\(mark)שלום\(mark)123\" }"), .renders))
            cases.append(
                HostileCase("title-bidi-only-\(index)", theme(item: "{ title: \"\(String(repeating: mark, count: 50))\" }"), .renders))
        }
        cases.append(HostileCase("title-nul-escape", theme(item: "{ title: \"a\\0b\" }"), .renders))
        for (index, null) in ["null", "~", "Null", "NULL"].enumerated() {
            cases.append(HostileCase("title-null-\(index)", theme(item: "{ title: \(null) }"), .error("'title' is null")))
            cases.append(HostileCase("prompt-null-\(index)", theme(item: "{ title: Hi, prompt: \(null) }"), .error("'prompt' is null")))
            cases.append(
                HostileCase(
                    "button-title-null-\(index)", theme(item: "{ title: Hi, rightBarButtonItems: [{ title: \(null) }] }"),
                    .error("'title' is null")))
        }
        cases.append(HostileCase("title-quoted-null-renders", theme(item: "{ title: \"null\" }"), .renders))
        cases.append(HostileCase("title-empty-block", theme(item: "{ title: }"), .error("'title' must be text")))
        return cases
    }

    // MARK: Theme and scene names

    static var names: [HostileCase] {
        var cases: [HostileCase] = []
        // Display names may hold anything visible: outputs are named from the file.
        for (index, name) in ["a/b", "..", "../../../tmp/x", "/etc/passwd", "a\\\\b", "Fixture Basic", "名前", "…", "*", "$HOME"].enumerated()
        {
            cases.append(HostileCase("theme-name-renders-\(index)", theme(name: "\"\(name)\""), .renders))
        }
        for (index, name) in ["\"\"", "\"   \"", "\"a\\0b\"", "\"a\\nb\"", "\"a\\rb\"", "\"a\\tb\"", "\"\\u202Eevil\"", "\"\\x1B[31mred\""]
            .enumerated()
        {
            cases.append(HostileCase("theme-name-refused-\(index)", theme(name: name), .error("the theme name")))
        }
        for (index, name) in [
            "\"a/b\"", "\"..\"", "\".\"", "\"../x\"", "\"a\\0b\"", "\"a\\nb\"", "\"\"", "\"a b\"", "\"/abs\"", "\"é\"", "\"a:b\"", "\"~\"",
        ].enumerated() {
            cases.append(HostileCase("scene-name-refused-\(index)", theme(scene: name), .error("scene name")))
        }
        return cases
    }

    // MARK: YAML tags

    static var tags: [HostileCase] {
        let tagged = [
            "!!binary aGVsbG8=", "!!python/object:os.system ls", "!!python/object/apply:os.system [ls]", "!custom red", "!!set { a, b }",
            "!!omap [a: 1]", "!!timestamp 2001-12-14", "!<tag:example.com,2000:x> red", "!!pairs [a: 1]", "!!merge x", "!!value x",
            "!local red",
        ]
        var cases = tagged.enumerated().map { index, value in
            HostileCase("yaml-tag-\(index)", theme(bar: "  barTintColor: \(value)\n"), .error("the YAML tag"))
        }
        cases.append(HostileCase("yaml-tag-on-mapping", "navigationBar: !custom { barTintColor: red }\n", .error("the YAML tag '!custom'")))
        cases.append(HostileCase("yaml-tag-on-key", "navigationBar:\n  !custom barTintColor: red\n", .error("the YAML tag")))
        cases.append(HostileCase("yaml-tag-in-unknown-key", "x: !!binary aGVsbG8=\nnavigationBar: {}\n", .error("the YAML tag '!!binary'")))
        cases.append(
            HostileCase("yaml-tag-directive", "%TAG !e! tag:example.com,2000:\n---\nnavigationBar: !e!x {}\n", .error("the YAML tag")))
        cases.append(HostileCase("yaml-core-tag-str-renders", theme(item: "{ title: !!str 123 }"), .renders))
        cases.append(HostileCase("yaml-timestamp-like-title-renders", theme(item: "{ title: 2001-12-14 }"), .renders))
        return cases
    }

    // MARK: Limits: lists, variants, keys, palettes

    static var limits: [HostileCase] {
        var cases: [HostileCase] = []
        let many = Array(repeating: "a", count: 20_001).joined(separator: ", ")
        for key in ["items", "when", "scenes"] {
            let text =
                key == "scenes"
                ? "navigationBar: {}\nscenes: [\(Array(repeating: "{ name: a }", count: 20_001).joined(separator: ", "))]\n"
                : key == "when"
                    ? "navigationBar: {}\nwhen: [\(many)]\n"
                    : "navigationBar: {}\nscenes:\n  - name: s\n    items: [\(many)]\n"
            cases.append(HostileCase("list-20001-\(key)", text, .error("entries; at most"), subprocess: key == "scenes"))
        }
        for axis in ["metrics", "positions", "widths", "scales", "userInterfaceStyles", "layoutDirections"] {
            cases.append(
                HostileCase(
                    "list-20001-variants-\(axis)", "navigationBar: {}\nscenes:\n  - name: s\n    variants: { \(axis): [\(many)] }\n",
                    .error("entries; at most")))
        }
        cases.append(HostileCase("list-20001-lint-disable", "lint: { disable: [\(many)] }\nnavigationBar: {}\n", .error("at most 64")))
        cases.append(
            HostileCase(
                "list-20001-containedIn", "navigationBar: {}\nscenes:\n  - name: s\n    containedIn: [\(many)]\n",
                .error("entries; at most")))
        cases.append(
            HostileCase("list-20001-buttons", theme(item: "{ title: Hi, rightBarButtonItems: [\(many)] }"), .error("entries; at most")))
        // A variant matrix that explodes: 64 widths × 3 scales × 2 styles × 2 directions × 2 metrics × 4 positions.
        let widths = (0..<64).map { String(320 + $0 * 10) }.joined(separator: ", ")
        let axes =
            "{ widths: [\(widths)], scales: [1, 2, 3], userInterfaceStyles: [light, dark], layoutDirections: [leftToRight, rightToLeft], metrics: [default, compact], positions: [top, topAttached] }"
        cases.append(
            HostileCase(
                "variants-explode-one-scene", "navigationBar: {}\nscenes:\n  - name: s\n    variants: \(axes)\n",
                .error("combinations; a scene may have at most"),
                subprocess: true))
        let scenes = (0..<100).map { "  - name: s\($0)\n    variants: { widths: [\(widths)] }\n" }.joined()
        cases.append(
            HostileCase(
                "variants-explode-many-scenes", "navigationBar: {}\nscenes:\n" + scenes, .error("images (variants × stack steps)"),
                subprocess: true))
        cases.append(
            HostileCase(
                "variants-256-renders",
                "navigationBar: {}\nscenes:\n  - name: s\n    items: [{ title: Hi }]\n    variants: { widths: [320], scales: [1] }\n",
                .renders))
        // Long keys and values.
        let long = String(repeating: "k", count: 500_000)
        cases.append(HostileCase("key-500k", "navigationBar:\n  \(long): red\n", .error("YAML syntax error"), subprocess: true))
        cases.append(
            HostileCase("key-129", "navigationBar:\n  \(String(repeating: "k", count: 129)): red\n", .error("keys are at most 128")))
        cases.append(
            HostileCase("colour-name-500k", "navigationBar:\n  barTintColor: \(long)\n", .error("is not a colour"), subprocess: true))
        cases.append(
            HostileCase("palette-ref-500k", "navigationBar:\n  barTintColor: $\(long)\n", .error("no colour named"), subprocess: true))
        cases.append(
            HostileCase("font-family-500k", theme(bar: "  titleTextAttributes: { font: { family: \(long), size: 17 } }\n"), .error("")))
        cases.append(HostileCase("enum-500k", "era: \(long)\nnavigationBar: {}\n", .error("is not an era or an iOS version")))
        var palette = "colors:\n"
        for i in 0..<20_000 { palette += "  c\(i): nosuch\(i)\n" }
        cases.append(
            HostileCase("palette-20000-unknown-colours", palette + "navigationBar: {}\n", .error("more than 200 errors"), subprocess: true))
        var refs = "colors:\n"
        for i in 0..<5_000 { refs += "  c\(i): \"#000000\"\n" }
        refs += "navigationBar:\n  barTintColor: $nosuch\n"
        cases.append(HostileCase("palette-5000-unknown-reference", refs, .error("no colour named 'nosuch'"), subprocess: true))
        cases.append(
            HostileCase(
                "errors-20000-unknown-keys", "navigationBar:\n" + (0..<20_000).map { "  k\($0): 1\n" }.joined(),
                .error("more than 200 errors"),
                subprocess: true))
        cases.append(
            HostileCase("file-over-1mb", "navigationBar: {}\n# " + String(repeating: "x", count: 1 << 20) + "\n", .error("at most 1048576"))
        )
        return cases
    }

    // MARK: Did-you-mean for values (located errors with a suggestion)

    static var suggestions: [HostileCase] {
        [
            HostileCase(
                "suggest-palette", "colors: { brand: \"#123456\" }\nnavigationBar:\n  barTintColor: $brnad\n",
                .error("did you mean '$brand'?")),
            HostileCase(
                "suggest-font-palette",
                "fonts: { title: { family: system, size: 17 } }\nnavigationBar:\n  titleTextAttributes: { font: $titel }\n",
                .error("did you mean '$title'?")),
            HostileCase("suggest-system-colour", "navigationBar:\n  barTintColor: systemBlu\n", .error("did you mean 'systemBlue'?")),
            HostileCase("suggest-enum", "navigationBar:\n  barStyle: blak\n", .error("did you mean 'black'?")),
            HostileCase(
                "suggest-family", theme(bar: "  titleTextAttributes: { font: { family: sytem, size: 17 } }\n"),
                .error("did you mean 'system'?")),
            HostileCase(
                "suggest-system-item", theme(item: "{ title: Hi, rightBarButtonItems: [{ systemItem: dne }] }"),
                .error("did you mean 'done'?")),
            HostileCase(
                "suggest-variants-styles", "navigationBar: {}\nscenes:\n  - name: s\n    variants: { styles: [dark] }\n",
                .error("did you mean 'userInterfaceStyles'?")),
            HostileCase(
                "suggest-variants-directions", "navigationBar: {}\nscenes:\n  - name: s\n    variants: { directions: [rightToLeft] }\n",
                .error("did you mean 'layoutDirections'?")),
            HostileCase("suggest-empty-palette-ref", theme(bar: "  tintColor: \"$\"\n"), .error("'$' names no palette colour")),
            HostileCase(
                "suggest-empty-palette-ref-item", theme(item: "{ title: Hi, rightBarButtonItems: [{ title: A, tintColor: \"$\" }] }"),
                .error("'$' names no palette colour")),
            HostileCase(
                "suggest-empty-font-ref", theme(bar: "  titleTextAttributes: { font: \"$\" }\n"), .error("'$' names no palette font")),
        ]
    }
}
