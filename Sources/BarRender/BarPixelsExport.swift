// The raster, PNG and comparison types live in BarPixels (no Cairo, for `render-theme-diff`);
// importing BarRender still brings them, as before they moved.
@_exported import BarPixels
