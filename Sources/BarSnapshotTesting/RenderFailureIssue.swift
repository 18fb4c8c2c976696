#if SnapshotTesting
    import XCTest

    #if canImport(Testing)
        import Testing
    #endif

    /// Reports a render failure as a failure of the running test: a Swift Testing issue inside a
    /// `@Test`, else an XCTest failure (as swift-snapshot-testing reports its own).
    enum RenderFailureIssue {
        static func record(_ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
            #if canImport(Testing)
                if Test.current != nil {
                    Issue.record(
                        Comment(rawValue: message),
                        sourceLocation: SourceLocation(
                            fileID: fileID.description, filePath: filePath.description,
                            line: Int(line), column: Int(column)))
                    return
                }
            #endif
            XCTFail(message, file: filePath, line: line)
        }
    }
#endif
