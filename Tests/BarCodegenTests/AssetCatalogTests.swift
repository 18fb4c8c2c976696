import BarRender
import BarTheme
import Foundation
import Testing

@testable import BarCodegen

/// `generate assets` writes Contents.json files as Xcode writes them. The references are real
/// files from public repositories, quoted whole (they are a few hundred bytes):
/// - artem-y/hexcode (MIT licence), commit 4775296b22218019f13e1f86d5521931a48a70ba,
///   Tests/hexcodeTests/Resources/Assets.xcassets/sunflowerHex.colorset/Contents.json;
/// - artem-y/hexcode (MIT licence), commit ef6e488da9f1641a9b7ee57577a246bb4125d45c,
///   Tests/hexcodeTests/Resources/Assets.xcassets/hexcode_logo.imageset/Contents.json;
/// - bartoszj/acextract (MIT licence), commit a0a50b2728d53ff70200768717b116d2d270f5f3,
///   Images.xcassets/render/r_template.imageset/Contents.json (an older Xcode: keys unsorted, so
///   it is compared as parsed JSON);
/// - bartoszj/acextract (MIT licence), commit d1f2cfca2fa99cb835e570b4fed1a9cec234a7c1,
///   Images.xcassets/slices/s_horizontal.imageset/Contents.json (its @1x entry).
@Suite struct AssetCatalogTests {
    static let sunflowerHex = """
        {
          "colors" : [
            {
              "color" : {
                "color-space" : "srgb",
                "components" : {
                  "alpha" : "1.000",
                  "blue" : "0x2A",
                  "green" : "0xDE",
                  "red" : "0xE8"
                }
              },
              "idiom" : "universal"
            },
            {
              "appearances" : [
                {
                  "appearance" : "luminosity",
                  "value" : "dark"
                }
              ],
              "color" : {
                "color-space" : "srgb",
                "components" : {
                  "alpha" : "1.000",
                  "blue" : "0x2F",
                  "green" : "0xEA",
                  "red" : "0xF4"
                }
              },
              "idiom" : "universal"
            }
          ],
          "info" : {
            "author" : "xcode",
            "version" : 1
          }
        }

        """

    static let hexcodeLogo = """
        {
          "images" : [
            {
              "filename" : "hexcode_logo@1x.png",
              "idiom" : "universal",
              "scale" : "1x"
            },
            {
              "filename" : "hexcode_logo@2x.png",
              "idiom" : "universal",
              "scale" : "2x"
            },
            {
              "filename" : "hexcode_logo@3x.png",
              "idiom" : "universal",
              "scale" : "3x"
            }
          ],
          "info" : {
            "author" : "xcode",
            "version" : 1
          }
        }

        """

    static let rTemplate = """
        {
          "images" : [
            { "idiom" : "universal", "filename" : "blue.png", "scale" : "1x" },
            { "idiom" : "universal", "filename" : "blue@2x.png", "scale" : "2x" },
            { "idiom" : "universal", "filename" : "blue@3x.png", "scale" : "3x" }
          ],
          "info" : { "version" : 1, "author" : "xcode" },
          "properties" : { "template-rendering-intent" : "template" }
        }
        """

    static let sHorizontalFirstEntry = """
        {
          "resizing" : {
            "mode" : "3-part-horizontal",
            "center" : { "mode" : "tile", "width" : 4 },
            "cap-insets" : { "right" : 10, "left" : 10 }
          },
          "idiom" : "universal",
          "filename" : "image.png",
          "scale" : "1x"
        }
        """

    /// A theme folder in a temporary directory with `images` (file name → width × height) and the
    /// theme text; returns the catalog's files for it.
    static func catalog(_ yaml: String, images: [String: (Int, Int)] = [:], files extra: [String: String] = [:]) throws -> [String: String]
    {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bartheme-assets-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("images"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in extra { try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        for (name, size) in images {
            let png = try PNGCodec.encode(Raster(width: size.0, height: size.1, fill: (0, 0, 0, 255)))
            let file = folder.appendingPathComponent("images/\(name)")
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try png.write(to: file)
        }
        let path = folder.appendingPathComponent("Theme.yaml").path
        try yaml.write(toFile: path, atomically: true, encoding: .utf8)
        let loaded = try ThemeLoader.load(path: path)
        let files = try AssetCatalog.files(for: [
            SwiftGenerator.Input(document: loaded.document, parents: loaded.parents, file: "Theme.yaml")
        ])
        return Dictionary(uniqueKeysWithValues: files.map { ($0.path, String(decoding: $0.contents, as: UTF8.self)) })
    }

    static func parsed(_ text: String) throws -> NSObject {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? NSObject)
    }

    @Test func designTokensTheThemeUsesBecomeColourSetsNamedAfterTheTokenAndTheRestStayOut() throws {
        let tokens =
            ##"{"color":{"$type":"color","brand":{"$value":"#0A84FF"},"unused":{"$value":"#FF0000"},"link":{"$value":"{color.brand}"}}}"##
        let files = try Self.catalog(
            """
            colors:
              from: tokens.json
              accent: $color.link
            navigationBar: { tintColor: $color.brand, barTintColor: $accent }
            """, files: ["tokens.json": tokens])
        #expect(files["Theme/color.brand.colorset/Contents.json"] != nil, "\(files.keys.sorted())")
        // Used through the theme's own name: the token and the name both.
        #expect(files["Theme/color.link.colorset/Contents.json"] != nil)
        #expect(files["Theme/accent.colorset/Contents.json"] != nil)
        #expect(files["Theme/color.unused.colorset/Contents.json"] == nil, "a token the theme does not use stays out")
    }

    @Test func aDynamicPaletteColourIsWrittenAsXcodeWritesIt() throws {
        let files = try Self.catalog(
            """
            colors:
              sunflowerHex: { light: "#E8DE2A", dark: "#F4EA2F" }
            navigationBar: { tintColor: $sunflowerHex }
            """)
        #expect(files["Theme/sunflowerHex.colorset/Contents.json"] == Self.sunflowerHex)
        #expect(
            files["Theme/Contents.json"]?.contains("\"provides-namespace\" : true") == true, "the theme's colours are `Theme/sunflowerHex`")
        #expect(files["Contents.json"] == "{\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n")
    }

    @Test func aColourThatIsNotEightBitKeepsThreeDecimals() throws {
        let json = AssetCatalog.colorSet(.fixed(RGBAColor(red: 0.5, green: 1, blue: 0, alpha: 0.25))).text
        #expect(json.contains("\"red\" : \"0.500\""))
        #expect(json.contains("\"green\" : \"0xFF\""))
        #expect(json.contains("\"alpha\" : \"0.250\""))
        #expect(!json.contains("appearances"))
    }

    @Test func anImageSetWithThreeScalesIsWrittenAsXcodeWritesIt() throws {
        let files = try Self.catalog(
            """
            navigationBar: { backIndicatorImage: images/hexcode_logo@1x.png, backIndicatorTransitionMaskImage: images/hexcode_logo@1x.png }
            """, images: ["hexcode_logo@1x.png": (10, 10), "hexcode_logo@2x.png": (20, 20), "hexcode_logo@3x.png": (30, 30)])
        #expect(files["hexcode_logo.imageset/Contents.json"] == Self.hexcodeLogo)
        #expect(files.keys.filter { $0.hasPrefix("hexcode_logo.imageset/") }.count == 4, "three PNGs and Contents.json")
    }

    @Test func aTemplateImageHasTheTemplateRenderingIntent() throws {
        let files = try Self.catalog(
            """
            navigationBar:
              backIndicatorImage: { image: images/blue.png, renderingMode: template }
              backIndicatorTransitionMaskImage: { image: images/blue.png, renderingMode: template }
            """, images: ["blue.png": (10, 10), "blue@2x.png": (20, 20), "blue@3x.png": (30, 30)])
        #expect(try Self.parsed(try #require(files["blue.imageset/Contents.json"])) == Self.parsed(Self.rTemplate))
    }

    @Test func capInsetsBecomeXcodeSlicingInEachScalesPixels() throws {
        let files = try Self.catalog(
            """
            navigationBar:
              backgroundImages: [ { image: images/image.png, capInsets: [0, 10, 0, 10], resizingMode: tile } ]
            """, images: ["image.png": (24, 44), "image@2x.png": (48, 88)])
        let contents = try Self.parsed(try #require(files["image.imageset/Contents.json"]))
        let images = try #require((contents as? NSDictionary)?["images"] as? [NSObject])
        #expect(images.count == 3)
        #expect(images[0] == (try Self.parsed(Self.sHorizontalFirstEntry)))
        let second = try #require(images[1] as? NSDictionary)
        #expect((second["resizing"] as? NSDictionary)?["cap-insets"] as? NSDictionary == ["left": 20, "right": 20] as NSDictionary)
        #expect(((second["resizing"] as? NSDictionary)?["center"] as? NSDictionary)?["width"] as? Int == 8)
        let third = try #require(images[2] as? NSDictionary)
        #expect(third["filename"] == nil && third["resizing"] == nil, "no @3x file: an empty slot, as Xcode writes it")
    }

    @Test func twoFilesWithOneAssetNameAreAnError() throws {
        #expect(throws: AssetCatalog.ExportError.self) {
            _ = try Self.catalog(
                """
                navigationBar:
                  backIndicatorImage: images/a/arrow.png
                  backIndicatorTransitionMaskImage: images/b/arrow.png
                """, images: ["a/arrow.png": (10, 10), "b/arrow.png": (10, 10)])
        }
    }

    @Test func everySampleThemeExportsItsImagesAndPalette() throws {
        // Themes/ as one catalog (the fixtures hold copies of its images under the same names).
        let inputs = try GeneratedCodeCompilesTests.sampleInputs().filter { $0.file.hasPrefix("Themes/") }
        let files = try AssetCatalog.files(for: inputs)
        let paths = Set(files.map(\.path))
        for name in ["sunset-bar", "sunset-shadow", "arrow-back", "arrow-back-mask", "star", "logo"] {
            #expect(paths.contains("\(name).imageset/Contents.json"), "\(name)")
            #expect(paths.contains("\(name).imageset/\(name)@2x.png"), "\(name)")
        }
        #expect(paths.contains("OceanTranslucent/ocean.colorset/Contents.json"))
        #expect(
            paths.contains("OceanTranslucent/ink.colorset/Contents.json") && paths.contains("AppearanceObjects/ink.colorset/Contents.json"),
            "two themes' colours of one name do not collide")
        #expect(files.map(\.path) == files.map(\.path).sorted())
        #expect(try AssetCatalog.files(for: inputs) == files, "deterministic")
    }
}
