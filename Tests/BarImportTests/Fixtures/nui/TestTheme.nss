/* BarImport test fixture: an excerpt of a real file no one on this project wrote.
   Repository: tombenner/nui
   Commit: 744a36f74b28d43a7cc836ba85c62e4e0ccde78e
   Path: Demo/NUITests/TestTheme.NUI.nss (lines 178-199)
   Licence: MIT (LICENSE.txt)
   Kept: the NavigationBar rules NUI's own tests use; unchanged apart from this header. */
NavigationBar {
    bar-tint-color: orange;
    background-color: yellow;
    background-tint-color: red;
    font-color: green;
    font-name: Avenir;
    font-size: 13;
    shadow-image: shadow_image;
    text-shadow-color: darkGray;
    text-shadow-offset: 1, 2;
    title-vertical-offset: 2;
}

NavigationBarWithGradient {
    background-color-top: lightGray;
    background-color-bottom: darkGray;
}

NavigationBarWithBackgroundImage {
    background-image: background_image;
    background-image-insets: 2;
}
