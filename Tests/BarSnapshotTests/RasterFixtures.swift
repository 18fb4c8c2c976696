import BarRender
import BarSnapshot

/// Small rasters built in code for comparison tests.
enum RasterFixtures {
    static let white = PixelColor(grey: 255)
    static let black = PixelColor(grey: 0)

    /// A `width`×`height` raster of one colour.
    static func filled(_ width: Int, _ height: Int, _ color: PixelColor) -> Raster {
        Raster(width: width, height: height, fill: (color.r, color.g, color.b, color.a))
    }

    /// `raster` with `color` written at each of `points`.
    static func painting(_ raster: Raster, _ color: PixelColor, at points: [(x: Int, y: Int)]) -> Raster {
        var copy = raster
        for point in points {
            let offset = (point.y * raster.width + point.x) * 4
            copy.pixels[offset] = color.r
            copy.pixels[offset + 1] = color.g
            copy.pixels[offset + 2] = color.b
            copy.pixels[offset + 3] = color.a
        }
        return copy
    }

    /// `raster` with every pixel of column `x` set to `color`.
    static func paintingColumn(_ raster: Raster, _ color: PixelColor, x: Int) -> Raster {
        painting(raster, color, at: (0..<raster.height).map { (x: x, y: $0) })
    }

    /// The pixel at `(x, y)`.
    static func pixel(_ raster: Raster, x: Int, y: Int) -> PixelColor {
        let offset = (y * raster.width + x) * 4
        return PixelColor(
            r: raster.pixels[offset], g: raster.pixels[offset + 1],
            b: raster.pixels[offset + 2], a: raster.pixels[offset + 3])
    }

    /// An 8×8 hard vertical edge: columns 0–3 black, 4–7 white.
    static func hardEdge() -> Raster {
        var raster = filled(8, 8, white)
        for x in 0..<4 { raster = paintingColumn(raster, black, x: x) }
        return raster
    }

    /// The same edge drawn anti-aliased: column 3 is mid grey (128) instead of black.
    static func antialiasedEdge() -> Raster {
        paintingColumn(hardEdge(), PixelColor(grey: 128), x: 3)
    }
}
