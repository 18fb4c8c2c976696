/// The JSON form of a `ComparisonReport` (`compare --format json`, compare.json).
struct ComparisonJSON: Encodable {
    let title: String
    let changed: Bool
    let summary: String
    let themes: [Theme]

    struct Theme: Encodable {
        let key: String
        let name: String
        let status: String
        let changed: Bool
        let comparedVariants: Int
        let settings: [Setting]
        let pixels: [Pixels]
        let addedVariants: [String]
        let removedVariants: [String]
    }

    struct Setting: Encodable {
        let property: String
        let old: String
        let new: String
        let source: String
        let oldSource: String
        let rule: String
        let variants: [String]
        /// The setting this change follows from (listed, not counted), e.g. `barTintColor` for `background`.
        var follows: String? = nil
    }

    struct Pixels: Encodable {
        let variant: String
        let image: String
        let differentPixels: Int
        let totalPixels: Int
        let maxDeltaE2000: Double
        let box: PixelChange.Box?
        let size: Size?
    }

    struct Size: Encodable {
        let old: String
        let new: String
    }
}
