import Foundation

extension HostileCorpus {
    // MARK: Links followed by `..`: paths that look inside the root and lead outside (docs/HARDENING.md)

    /// The theme lives in `root/`; `outside/` is its sibling. `root/sub` links to `outside/inner`,
    /// so `sub/../x` is `root/x` to a lexical check and `outside/x` to the kernel. Every case names
    /// the file through `extends`, an image and a font, with the link given by a relative target,
    /// an absolute one, through a second link, inside a real folder, with `..` at each position;
    /// and the paths through links that come back inside the root, which must still work.
    static var links: [HostileCase] {
        let png = PNGFixtures.valid(depth: 8, colorType: 6, interlaced: false)
        let font = Data("OTTO".utf8) + Data(repeating: 0, count: 60)
        let evilTheme = Data("theme: evil\nnavigationBar:\n  tintColor: \"#FF0000\"\n".utf8)
        // The files a path can reach outside the root, and the same names inside it (so a lexical
        // reading finds a file too, and only where the kernel goes decides).
        var files: [HostileCase.Extra] = []
        for folder in ["outside", "root", "outside/inner"] {
            files += [
                .file("\(folder)/evil.yaml", evilTheme), .file("\(folder)/evil.png", png), .file("\(folder)/evil.otf", font),
            ]
        }
        files += [.folder("outside/inner/x"), .folder("root/d"), .folder("root/d/e")]
        let layouts: [(name: String, links: [HostileCase.Extra])] = [
            ("relative", [.symlink("root/sub", to: "../outside/inner")]),
            ("absolute", [.symlink("root/sub", to: "{folder}/outside/inner")]),
            // A link to a link: `sub` → `hop` (inside) → `outside/inner`.
            ("chained", [.symlink("root/sub", to: "hop"), .symlink("root/hop", to: "../outside/inner")]),
            // A link inside a link's target: `sub` → `outside/inner/up`, itself a link → `outside/inner`.
            ("nested", [.symlink("root/sub", to: "../outside/inner/up"), .symlink("outside/inner/up", to: "../inner")]),
        ]
        // `..` at each position after the link (and a harmless lexical one before it); each reaches
        // outside/evil.* through `root/sub` (or `root/d/sub`, a link inside a real folder).
        let escapes: [(name: String, path: String, extra: [HostileCase.Extra])] = [
            ("second", "sub/../evil", []),
            ("after-dot", "./sub/../evil", []),
            ("after-lexical-dotdot", "d/../sub/../evil", []),
            ("in-real-folder", "d/sub/../evil", [.symlink("root/d/sub", to: "../../outside/inner")]),
            ("third", "sub/x/../../evil", []),
            ("repeated", "sub/../inner/../evil", []),
        ]
        var cases: [HostileCase] = []
        for layout in layouts {
            for escape in escapes {
                let extras = files + layout.links + escape.extra
                let name = "link-\(layout.name)-dotdot-\(escape.name)"
                cases += family(name, path: escape.path, extras: extras)
            }
        }
        // Through links that lead back inside the root: physically inside, so they are accepted.
        let back: [HostileCase.Extra] =
            files + [
                .symlink("root/sub", to: "../outside/inner"), .symlink("outside/inner/back", to: "../../root/d"),
            ]
        cases.append(
            HostileCase(
                "link-out-and-back-image-renders", theme(bar: "  shadowImage: sub/back/../evil.png\n"), .renders, in: "root",
                extras: back))
        cases.append(
            HostileCase(
                "link-out-and-back-extends-renders", "theme: t\nextends: sub/back/../evil.yaml\n" + sceneText, .renders, in: "root",
                extras: back))
        cases.append(
            HostileCase(
                "lexical-dotdot-without-link-renders", theme(bar: "  shadowImage: d/e/../../evil.png\n"), .renders, in: "root",
                extras: files))
        return cases
    }

    /// One escape through `extends`, an image and a font file; each must be refused as leading outside.
    private static func family(_ name: String, path: String, extras: [HostileCase.Extra]) -> [HostileCase] {
        [
            HostileCase(
                "\(name)-extends", "theme: t\nextends: \(path).yaml\n" + sceneText, .error("leads outside the theme's folder"),
                in: "root", extras: extras),
            HostileCase(
                "\(name)-image", theme(bar: "  shadowImage: \(path).png\n"), .error("leads outside the theme's folder"), in: "root",
                extras: extras),
            HostileCase(
                "\(name)-font", theme(bar: "  titleTextAttributes: { font: { file: \(path).otf, size: 17 } }\n"),
                .error("leads outside the theme's folder"), in: "root", extras: extras),
        ]
    }

    private static var sceneText: String {
        "scenes:\n  - name: s\n    items: [{ title: Hi }]\n    variants: { scales: [1] }\n"
    }
}
