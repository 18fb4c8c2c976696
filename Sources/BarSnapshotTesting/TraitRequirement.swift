// BarSnapshotTesting is swift-snapshot-testing's `.barTheme` strategy, and builds only with the
// package trait that brings swift-snapshot-testing in. Without it the module would be empty, and
// a client would see only "no such module 'SnapshotTesting'" (CHANGELOG.md, "Diff images on Linux").
#if !SnapshotTesting
    #error(
        "BarSnapshotTesting needs BarTheme's package trait 'SnapshotTesting': depend on BarTheme with traits: [\"SnapshotTesting\"] (it is on by default), or use assertBarSnapshot from BarSnapshot, which needs no trait"
    )
#endif
