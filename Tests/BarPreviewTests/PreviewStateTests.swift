#if Preview
    import BarPreview
    import Foundation
    import Testing

    /// What the watch page relies on: a version that moves only when something the page shows
    /// changed, last good renders kept while a theme is broken, and event streams that end when
    /// the server stops (Ctrl-C must not wait for a browser).
    @Suite struct PreviewStateTests {
        static let red = Data([1, 2, 3])
        static let blue = Data([4, 5, 6])

        @Test func aChangedImageMovesTheVersionAndOnlyItsOwnVersion() async {
            let state = PreviewState()
            #expect(await state.update(theme: "T", renders: [("inbox", "light", Self.red), ("inbox", "dark", Self.blue)]) == 2)
            #expect(await state.version == 1)
            #expect(await state.update(theme: "T", renders: [("inbox", "light", Self.red), ("inbox", "dark", Self.red)]) == 1)
            let renders = await state.renders
            #expect(await state.version == 2)
            // The page reloads only the image whose bytes changed.
            #expect(renders.map(\.variant) == ["dark", "light"])
            #expect(renders.map(\.version) == [2, 1])
        }

        @Test func theSameImagesAgainChangeNothing() async {
            let state = PreviewState()
            await state.update(theme: "T", renders: [("inbox", "light", Self.red)])
            #expect(await state.update(theme: "T", renders: [("inbox", "light", Self.red)]) == 0)
            #expect(await state.version == 1)
        }

        @Test func aSceneThatIsGoneIsRemovedAndOtherThemesStay() async {
            let state = PreviewState()
            await state.update(theme: "A", renders: [("one", "light", Self.red), ("two", "light", Self.red)])
            await state.update(theme: "B", renders: [("one", "light", Self.blue)])
            #expect(await state.update(theme: "A", renders: [("one", "light", Self.red)]) == 1)
            #expect(await state.renders.map(\.id) == ["A_one.light", "B_one.light"])
        }

        @Test func aBrokenThemeKeepsItsLastGoodRendersUntilItLoadsAgain() async throws {
            let state = PreviewState()
            await state.update(theme: "T", renders: [("inbox", "light", Self.red)])
            await state.fail(theme: "T", message: "T.yaml:3:5: error: unknown key 'barTint'")
            #expect(await state.version == 2)
            #expect(await state.png(id: "T_inbox.light") == Self.red)
            // The same error again is not news.
            await state.fail(theme: "T", message: "T.yaml:3:5: error: unknown key 'barTint'")
            #expect(await state.version == 2)
            let page = try JSONSerialization.jsonObject(with: await state.json()) as? [String: Any]
            #expect((page?["errors"] as? [[String: String]])?.first?["message"] == "T.yaml:3:5: error: unknown key 'barTint'")
            // Fixed with the same pixels: the error goes, and that alone is a change the page must hear of.
            #expect(await state.update(theme: "T", renders: [("inbox", "light", Self.red)]) == 0)
            #expect(await state.errors.isEmpty)
            #expect(await state.version == 3)
        }

        @Test func anIdKeepsTheScaleAndReplacesWhatAURLWouldMangle() async {
            let state = PreviewState()
            await state.update(theme: "My Theme", renders: [("in box", "light.375w@2x", Self.red)])
            #expect(await state.renders.first?.id == "My_Theme_in_box.light.375w@2x")
        }

        @Test func aSubscriberHearsTheCurrentVersionThenEachChangeAndTheEndOnClose() async {
            let state = PreviewState()
            await state.update(theme: "T", renders: [("inbox", "light", Self.red)])
            let stream = await state.subscribe()
            var iterator = stream.makeAsyncIterator()
            #expect(await iterator.next() == 1)
            await state.update(theme: "T", renders: [("inbox", "light", Self.blue)])
            #expect(await iterator.next() == 2)
            await state.closeEventStreams()
            #expect(await iterator.next() == nil)
            // A page that connects after the server began stopping gets a stream that ends at once.
            var late = await state.subscribe().makeAsyncIterator()
            #expect(await late.next() == 2)
            #expect(await late.next() == nil)
        }
    }
#endif
