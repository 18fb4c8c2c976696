// The raster, PNG and comparison types live in BarPixels (no Cairo, for `render-theme-diff`);
// importing BarSnapshot still brings them, as before they moved.
@_exported import BarPixels
