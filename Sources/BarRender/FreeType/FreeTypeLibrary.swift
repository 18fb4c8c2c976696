internal import CFreeType

/// Owns one FreeType library instance. Faces keep their library alive, so it is freed after them.
/// Not shared across threads: each `TextEngine` has its own.
final class FreeTypeLibrary {
    let handle: FT_Library

    init() throws(RenderError) {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else {
            throw RenderError.font("FreeType could not start")
        }
        handle = library
    }

    deinit {
        FT_Done_FreeType(handle)
    }
}
