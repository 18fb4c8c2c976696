/* BarImport test fixture: an excerpt of a real file no one on this project wrote.
   Repository: tombenner/nui
   Commit: 744a36f74b28d43a7cc836ba85c62e4e0ccde78e
   Path: NUI/Themes/Switchboard.NUI.nss (lines 1-4, 94-102)
   Licence: MIT (LICENSE.txt)
   Kept: the font and font colour variables, the TabBar and TabBarItem rules; unchanged apart from this header. */
@primaryFontName: AvenirNextCondensed-Medium;
@primaryFontNameBold: HelveticaNeue-CondensedBold;
@primaryFontColor: #000000;
@secondaryFontColor: #777777;
TabBar {
    background-color: #000000;
}
TabBarItem {
    font-name: @primaryFontName;
    font-color: @secondaryFontColor;
    font-size: 18;
    text-offset: 0,-11;
}
