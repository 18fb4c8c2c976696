/* BarImport test fixture: an excerpt of a real file no one on this project wrote.
   Repository: tombenner/nui
   Commit: 744a36f74b28d43a7cc836ba85c62e4e0ccde78e
   Path: NUI/Themes/Switchboard.NUI.nss (lines 1-12, 14-24, 68-74, 52-57)
   Licence: MIT (LICENSE.txt)
   Kept: the variables, the BarButton, NavigationBar and Label rules; unchanged apart from this header. */
@primaryFontName: AvenirNextCondensed-Medium;
@primaryFontNameBold: HelveticaNeue-CondensedBold;
@primaryFontColor: #000000;
@secondaryFontColor: #777777;
@primaryBackgroundColor: #FFFFFF;
@primaryBackgroundTintColor: #ECECEC;
@primaryBackgroundColorTop: #FFFFFF;
@primaryBackgroundColorBottom: #EFF0F2;
@secondaryBackgroundColorTop: #FCFCFC;
@secondaryBackgroundColorBottom: #F9F9F9;
@primaryBorderColor: #DDD7D2;
@primaryBorderWidth: 1;
BarButton {
    background-color-top: @primaryBackgroundColorTop;
    background-color-bottom: @primaryBackgroundColorBottom;
    border-color: #BFC0C3;
    border-width: 1;
    corner-radius: 6;
    font-name: @primaryFontName;
    font-color: @secondaryFontColor;
    font-size: 15;
    text-shadow-color: clear;
}
NavigationBar {
    background-color: #FFFFFF;
    font-name: @primaryFontNameBold;
    font-size: 22;
    font-color: @primaryFontColor;
    text-shadow-color: clear;
}
Label {
    font-name: @primaryFontName;
    font-size: 18;
    font-color: @secondaryFontColor;
    text-auto-fit: false;
}
