/// Recognises differing pixels that are most likely edge anti-aliasing rather than real changes.
///
/// The approach follows Vysniauskas (2009), "Anti-aliased pixel and intensity slope detector",
/// as popularised by pixelmatch. A pixel `p` of one image is taken for anti-aliasing when:
///
/// 1. it lies on a brightness slope: among its (up to 8) neighbours at most two share its exact
///    brightness — a pixel on the image border counts as having one such neighbour already —
///    and at least one neighbour is darker and one is brighter; and
/// 2. the slope ends in flat areas present in both images: the darkest or the brightest neighbour
///    has at least three neighbours of exactly its own colour (again counting the border as one),
///    in this image and at the same place in the other image.
///
/// A differing pixel is classified as anti-aliasing when either image's pixel passes the test.
struct AntialiasingDetector {
    /// The reference image.
    let reference: PixelGrid
    /// The actual (new) image.
    let actual: PixelGrid

    /// Whether the differing pixel at `(x, y)` (inside both images) looks like anti-aliasing.
    func isAntialiased(x: Int, y: Int) -> Bool {
        Self.liesOnSlope(x: x, y: y, in: reference, other: actual)
            || Self.liesOnSlope(x: x, y: y, in: actual, other: reference)
    }

    /// Test (1) and (2) above for the pixel at `(x, y)` of `image`, checking flat areas also in `other`.
    static func liesOnSlope(x: Int, y: Int, in image: PixelGrid, other: PixelGrid) -> Bool {
        let centre = image.brightness(x: x, y: y)
        var sameBrightness = image.isOnBorder(x: x, y: y) ? 1 : 0
        var darkest = (delta: 0.0, x: -1, y: -1)
        var brightest = (delta: 0.0, x: -1, y: -1)

        for ny in max(y - 1, 0)...min(y + 1, image.height - 1) {
            for nx in max(x - 1, 0)...min(x + 1, image.width - 1) where nx != x || ny != y {
                let delta = image.brightness(x: nx, y: ny) - centre
                if delta == 0 {
                    sameBrightness += 1
                    if sameBrightness > 2 { return false }
                } else if delta < darkest.delta {
                    darkest = (delta, nx, ny)
                } else if delta > brightest.delta {
                    brightest = (delta, nx, ny)
                }
            }
        }
        guard darkest.delta < 0, brightest.delta > 0 else { return false }

        return
            (hasManySiblings(x: darkest.x, y: darkest.y, in: image)
            && hasManySiblings(x: darkest.x, y: darkest.y, in: other))
            || (hasManySiblings(x: brightest.x, y: brightest.y, in: image)
                && hasManySiblings(x: brightest.x, y: brightest.y, in: other))
    }

    /// Whether the pixel at `(x, y)` sits in a flat area: three or more neighbours with exactly its
    /// bytes, the image border counting as one. `false` when `(x, y)` is outside `image`.
    static func hasManySiblings(x: Int, y: Int, in image: PixelGrid) -> Bool {
        guard image.contains(x: x, y: y) else { return false }
        let own = image.word(x: x, y: y)
        var siblings = image.isOnBorder(x: x, y: y) ? 1 : 0
        for ny in max(y - 1, 0)...min(y + 1, image.height - 1) {
            for nx in max(x - 1, 0)...min(x + 1, image.width - 1) where nx != x || ny != y {
                if image.word(x: nx, y: ny) == own {
                    siblings += 1
                    if siblings > 2 { return true }
                }
            }
        }
        return false
    }
}
