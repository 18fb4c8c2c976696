/// Compares a rendered raster with its reference, pixel by pixel: exactly by default, or with a
/// CIEDE2000 tolerance, or (cross-machine) with pixelmatch's YIQ threshold and anti-aliasing detection.
///
/// In the spirit of pixelmatch and cairo's test suite: an exact comparison first, and a perceptual
/// check only where bytes differ.
public enum ImageComparison {
    /// Compares `actual` with `reference`.
    ///
    /// 1. Same size and identical bytes: `.identical`, with no per-pixel work (and an empty diff).
    /// 2. Otherwise every pixel of the union canvas is classified:
    ///    - byte-identical: unchanged;
    ///    - within the threshold (ΔE2000 ≤ `options.threshold` when it is above 0, or the YIQ
    ///      difference ≤ `options.threshold` in the cross-machine mode): not a difference;
    ///    - larger, and recognised by `AntialiasingDetector` (when `options.detectsAntialiasing`):
    ///      anti-aliasing, reported apart and not counted;
    ///    - otherwise, or present in only one image: different.
    /// 3. Mismatched sizes give `.sizeMismatch`; otherwise more different pixels than
    ///    `options.pixelBudget` allows give `.different`, and anything else `.withinTolerance`.
    ///
    /// A raster whose `pixels` array was resized to disagree with its `width` and `height` is read
    /// as if missing bytes were transparent black and extra bytes absent, rather than trapping.
    ///
    /// With `drawsDiff` false the diff image is neither allocated nor painted (`diff` is empty): the
    /// counts and the outcome are the same.
    public static func compare(
        _ reference: Raster,
        _ actual: Raster,
        options: ComparisonOptions = .default,
        drawsDiff: Bool = true
    ) -> ComparisonResult {
        let referenceSize = PixelSize(width: reference.width, height: reference.height)
        let actualSize = PixelSize(width: actual.width, height: actual.height)

        if referenceSize == actualSize && reference.pixels == actual.pixels {
            return ComparisonResult(
                outcome: .identical,
                metric: options.metric,
                differentPixelCount: 0,
                antialiasedPixelCount: 0,
                withinThresholdPixelCount: 0,
                totalPixelCount: referenceSize.area,
                allowedDifferentPixelCount: options.pixelBudget.allowedPixelCount(outOf: referenceSize.area),
                maxDelta: 0,
                maxDeltaE: 0,
                maxDeltaELocation: nil,
                referenceSize: referenceSize,
                actualSize: actualSize,
                diff: Raster(width: 0, height: 0, pixels: []))
        }

        let canvas = PixelSize(
            width: max(referenceSize.width, actualSize.width),
            height: max(referenceSize.height, actualSize.height))
        let referenceBytes = wellFormedBytes(of: reference)
        let actualBytes = wellFormedBytes(of: actual)
        var tally = Tally()
        let diffBytes = [UInt8](unsafeUninitializedCapacity: drawsDiff ? canvas.area * 4 : 0) { diff, initializedCount in
            referenceBytes.withUnsafeBufferPointer { referencePixels in
                actualBytes.withUnsafeBufferPointer { actualPixels in
                    tally = scan(
                        reference: PixelGrid(
                            bytes: referencePixels,
                            width: referenceSize.width, height: referenceSize.height),
                        actual: PixelGrid(
                            bytes: actualPixels,
                            width: actualSize.width, height: actualSize.height),
                        canvas: canvas,
                        options: options,
                        into: drawsDiff ? diff : nil)
                }
            }
            initializedCount = drawsDiff ? canvas.area * 4 : 0
        }

        let allowed = options.pixelBudget.allowedPixelCount(outOf: canvas.area)
        let outcome: ComparisonOutcome
        if referenceSize != actualSize {
            outcome = .sizeMismatch
        } else if tally.different > allowed {
            outcome = .different
        } else {
            outcome = .withinTolerance
        }
        return ComparisonResult(
            outcome: outcome,
            metric: options.metric,
            differentPixelCount: tally.different,
            antialiasedPixelCount: tally.antialiased,
            withinThresholdPixelCount: tally.withinThreshold,
            totalPixelCount: canvas.area,
            allowedDifferentPixelCount: allowed,
            maxDelta: tally.maxDelta,
            maxDeltaE: tally.maxDeltaE,
            maxDeltaELocation: tally.maxDeltaELocation,
            referenceSize: referenceSize,
            actualSize: actualSize,
            diff: drawsDiff ? Raster(width: canvas.width, height: canvas.height, pixels: diffBytes) : Raster(width: 0, height: 0))
    }

    /// Running counts of one scan.
    private struct Tally {
        var different = 0
        var antialiased = 0
        var withinThreshold = 0
        var maxDelta = 0.0
        var maxDeltaE = 0.0
        var maxDeltaELocation: PixelPoint?
    }

    /// Classifies every pixel of `canvas`, painting the diff into `diff` (`canvas.area * 4` bytes) when given.
    private static func scan(
        reference: PixelGrid,
        actual: PixelGrid,
        canvas: PixelSize,
        options: ComparisonOptions,
        into diff: UnsafeMutableBufferPointer<UInt8>?
    ) -> Tally {
        var tally = Tally()
        let detector = AntialiasingDetector(reference: reference, actual: actual)
        let threshold = options.threshold
        let sharedHeight = min(reference.height, actual.height)
        let sharedWidth = min(reference.width, actual.width)
        // The last differing pair of pixels and its differences: a flat area that changed colour
        // repeats one pair, so CIEDE2000 runs once per run of equal pairs, not once per pixel.
        var lastPair: (reference: UInt32, actual: UInt32)?
        var lastDelta = 0.0, lastDeltaE = 0.0
        // Pairs and colours seen before anywhere in the image (shadows repeat their pairs row by row).
        var memo = PairDifferenceMemo()
        // The same for unchanged pixels: the faded grey is computed once per run of equal pixels.
        var lastUnchanged: UInt32?
        var lastUnchangedColor = PixelColor(grey: 255)

        for y in 0..<canvas.height {
            let comparedWidth = y < sharedHeight ? sharedWidth : 0
            let diffRow = y * canvas.width * 4
            let referenceRow = y * reference.width * 4
            let actualRow = y * actual.width * 4

            for x in 0..<comparedWidth {
                let referenceOffset = referenceRow + x * 4
                let diffOffset = diffRow + x * 4
                let referenceWord = reference.word(at: referenceOffset), actualWord = actual.word(at: actualRow + x * 4)
                if referenceWord == actualWord {
                    if let diff {
                        if lastUnchanged != referenceWord {
                            lastUnchanged = referenceWord
                            lastUnchangedColor = DiffImage.unchangedColor(for: reference.color(at: referenceOffset))
                        }
                        DiffImage.paint(lastUnchangedColor, into: diff, at: diffOffset)
                    }
                    continue
                }
                if lastPair?.reference != referenceWord || lastPair?.actual != actualWord {
                    lastPair = (referenceWord, actualWord)
                    (lastDelta, lastDeltaE) = memo.differences(
                        referenceWord, actualWord, reference.color(at: referenceOffset), actual.color(at: actualRow + x * 4))
                }
                let delta = lastDelta, deltaE = lastDeltaE
                if delta > tally.maxDelta { tally.maxDelta = delta }
                if deltaE > tally.maxDeltaE || tally.maxDeltaELocation == nil {
                    tally.maxDeltaE = deltaE
                    tally.maxDeltaELocation = PixelPoint(x: x, y: y)
                }
                let within = options.metric == .yiq ? delta <= threshold : (threshold > 0 && deltaE <= threshold)
                if within {
                    tally.withinThreshold += 1
                    if let diff { DiffImage.paint(DiffImage.withinThresholdColor, into: diff, at: diffOffset) }
                } else if options.detectsAntialiasing && detector.isAntialiased(x: x, y: y) {
                    tally.antialiased += 1
                    if let diff { DiffImage.paint(DiffImage.antialiasedColor, into: diff, at: diffOffset) }
                } else {
                    tally.different += 1
                    if let diff { DiffImage.paint(DiffImage.differentColor, into: diff, at: diffOffset) }
                }
            }
            for x in comparedWidth..<canvas.width {
                tally.different += 1
                if let diff { DiffImage.paint(DiffImage.differentColor, into: diff, at: diffRow + x * 4) }
            }
        }
        return tally
    }

    /// The raster's bytes, padded with zeros or truncated to exactly `width * height * 4`.
    private static func wellFormedBytes(of raster: Raster) -> [UInt8] {
        let expected = raster.width * raster.height * 4
        if raster.pixels.count == expected { return raster.pixels }
        if raster.pixels.count > expected { return Array(raster.pixels.prefix(expected)) }
        return raster.pixels + [UInt8](repeating: 0, count: expected - raster.pixels.count)
    }
}
