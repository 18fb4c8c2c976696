import Testing

@testable import BarRender

@Suite struct BidiLevelsTests {
    func levels(_ text: String) -> [Int] {
        let classes = text.map(BidiLevels.classify)
        return BidiLevels.levels(for: classes, rightToLeft: BidiLevels.isRightToLeftParagraph(classes))
    }

    @Test func hebrewInsideEnglishIsOneRightToLeftRun() {
        #expect(levels("ab שלום cd") == [0, 0, 0, 1, 1, 1, 1, 0, 0, 0])
    }

    @Test func englishAndNumbersInsideArabicStayLeftToRight() {
        // Arabic paragraph: letters level 1, the Latin word and the number level 2. The space
        // between "iOS" and "17" stays at level 1: a number counts as R for neutrals (UBA N1).
        #expect(levels("مرحبا iOS 17") == [1, 1, 1, 1, 1, 1, 2, 2, 2, 1, 2, 2])
    }

    @Test func runsAreReorderedPerRuleL2() {
        #expect(BidiLevels.visualOrder(levels: [0, 1, 0]) == [0, 1, 2])
        #expect(BidiLevels.visualOrder(levels: [1, 2, 1]) == [2, 1, 0])
        #expect(BidiLevels.visualOrder(levels: [1, 1, 2, 2]) == [2, 3, 1, 0])
    }
}
