/* BarImport test fixture: an excerpt of a real file no one on this project wrote.
   Repository: tombenner/nui
   Commit: 744a36f74b28d43a7cc836ba85c62e4e0ccde78e
   Path: NUI/Themes/Route.NUI.nss (lines 1-4, 91-100)
   Licence: MIT (LICENSE.txt)
   Kept: the font and font colour variables, the TabBar and TabBarItem rules; unchanged apart from this header. */
@primaryFontName: Helvetica;
@primaryFontNameBold: Helvetica-Bold;
@primaryFontColor: #555555;
@secondaryFontColor: #948F8A;
TabBar {
    background-color-top: #363636;
    background-color-bottom: #181818;
}
TabBarItem {
    font-name: @primaryFontNameBold;
    font-color: @secondaryFontColor;
    font-size: 18;
    text-offset: 0,-11;
}
