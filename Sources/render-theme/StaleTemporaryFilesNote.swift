import BarWriting
import Foundation

/// Removes the temporary files an interrupted run left in an output folder and says so on
/// standard error: `removed 1 temporary file left by an interrupted run (Snapshots/.STACK.json.4242.….tmp)`.
enum StaleTemporaryFilesNote {
    static func clean(_ folder: String) {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else { return }
        let (removed, restored) = StaleTemporaryFiles.clean(folder)
        if restored > 0 {
            StandardError.print(
                "put back \(restored) file\(restored == 1 ? "" : "s") that an interrupted run was replacing, so each of its groups is as it was"
            )
        }
        guard !removed.isEmpty else { return }
        let shown = removed.prefix(3).joined(separator: ", ") + (removed.count > 3 ? ", …" : "")
        StandardError.print("removed \(removed.count) temporary file\(removed.count == 1 ? "" : "s") left by an interrupted run (\(shown))")
    }
}
