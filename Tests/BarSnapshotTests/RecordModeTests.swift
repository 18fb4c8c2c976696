import BarSnapshot
import Testing

@Suite struct RecordModeTests {
    @Test func theEnvironmentVariableWinsAndIgnoresCaseAndSpaces() throws {
        #expect(try RecordMode.fromEnvironment(["BARTHEME_RECORD": "failed"]) == .failed)
        #expect(try RecordMode.fromEnvironment(["BARTHEME_RECORD": " ALL ", "CI": "true"]) == .all)
        #expect(try RecordMode.fromEnvironment(["BARTHEME_RECORD": "never"]) == .never)
    }

    @Test func withoutTheVariableCIRecordsNothingAndElsewhereMissingReferencesAreWritten() throws {
        #expect(try RecordMode.fromEnvironment(["CI": "true"]) == .never)
        #expect(try RecordMode.fromEnvironment(["CI": "1"]) == .never)
        #expect(try RecordMode.fromEnvironment(["CI": "false"]) == .missing)
        #expect(try RecordMode.fromEnvironment([:]) == .missing)
        #expect(try RecordMode.fromEnvironment(["BARTHEME_RECORD": "", "CI": "TRUE"]) == .never)
    }

    @Test func anUnknownValueIsAnErrorListingTheModes() {
        #expect(throws: SnapshotError.invalidRecordMode("sometimes", source: "BARTHEME_RECORD")) {
            try RecordMode.fromEnvironment(["BARTHEME_RECORD": "sometimes"])
        }
        #expect(
            SnapshotError.invalidRecordMode("sometimes", source: "BARTHEME_RECORD").description
                == "BARTHEME_RECORD is 'sometimes'; use one of all, missing, failed, never.")
    }
}
