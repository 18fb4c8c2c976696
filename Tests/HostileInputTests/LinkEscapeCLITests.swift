import Foundation
import Testing

/// The report of CHANGELOG.md's "A theme could read a file outside its folder", as it was made:
/// `render-theme validate` run from the theme's own folder (`cd root && render-theme validate
/// theme.yaml`), from the folder above it and with an absolute path, on themes whose `extends`, image
/// and font go through `root/sub` (a link to a folder outside) and back up with `..`. Each must be
/// refused, whichever way the theme is named.
@Suite struct LinkEscapeCLITests {
    static let cases = HostileCorpus.links.filter { $0.name.hasPrefix("link-relative-dotdot-second-") }

    @Test func theCasesAreThere() {
        #expect(Self.cases.count == 3)
    }

    @Test(arguments: cases)
    func theEscapeIsRefusedFromEveryWorkingFolder(_ input: HostileCase) throws {
        guard case .error(let text) = input.outcome else { return }
        let folder = try HostileFolder.make(input)
        defer { HostileFolder.remove(folder) }
        let root = HostileFolder.themeFolder(input, in: folder)
        let invocations: [(URL, String)] = [
            (root, "theme.yaml"), (folder, "\(input.themeFolder)/theme.yaml"), (folder, HostileFolder.themePath(input, in: folder)),
        ]
        for (directory, path) in invocations {
            let output = try LimitedCLI.run(["validate", path], in: directory)
            let printed = output.stdout + output.stderr
            #expect(
                output.status == 1,
                "\(input.name) `validate \(path)` in \(directory.lastPathComponent): exit \(output.status): \(printed.prefix(400))")
            #expect(printed.contains(text), "\(input.name) `validate \(path)`: \(printed.prefix(400))")
        }
    }
}
