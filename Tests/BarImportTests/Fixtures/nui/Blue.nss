/* BarImport test fixture: an excerpt of a real file no one on this project wrote.
   Repository: tombenner/nui
   Commit: 744a36f74b28d43a7cc836ba85c62e4e0ccde78e
   Path: NUI/Themes/Blue.NUI.nss (lines 1-17, 19-26, 62-69, 50-55)
   Licence: MIT (LICENSE.txt)
   Kept: the variables, the BarButton, NavigationBar and Label rules; unchanged apart from this header. */
@primaryFontName: ArialRoundedMTBold;
@secondaryFontName: ArialRoundedMTBold;
@secondaryFontNameBold: ArialRoundedMTBold;
@secondaryFontNameStrong: ArialRoundedMTBold;
@inputFontName: ArialRoundedMTBold;
@primaryFontColor: #666666;
@secondaryFontColor: #888888;
@navFontColor: #FFFFFF;
@primaryBackgroundColor: #E6E6E6;
@primaryBackgroundTintColor: #ECECEC;
@primaryBackgroundColorTop: #FFFFFF;
@primaryBackgroundColorBottom: #ECECEC;
@primaryBackgroundColorBottomStrong: #DDDDDD;
@secondaryBackgroundColorTop: #FFFFFF;
@secondaryBackgroundColorBottom: #F9F9F9;
@primaryBorderColor: #EEEEEE;
@primaryBorderWidth: 1;
BarButton {
    background-color: #9ED5F5;
    corner-radius: 7;
    font-name: @secondaryFontNameBold;
    font-color: @navFontColor;
    font-size: 13;
    text-shadow-color: clear;
}
NavigationBar {
    font-name: @secondaryFontName;
    font-size: 20;
    font-color: @navFontColor;
    text-shadow-color: clear;
    background-color-top: #54B4EB;
    background-color-bottom: #2FA4E7;
}
Label {
    font-name: @secondaryFontName;
    font-size: 20;
    font-color: @primaryFontColor;
    text-auto-fit: false;
}
