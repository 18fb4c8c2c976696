/* BarImport test fixture: an excerpt of a real file no one on this project wrote.
   Repository: tombenner/nui
   Commit: 09d61a6c1f4d32ac4c2d7697c06e3bef73155f9a
   Path: NUI/Styles/Blue.NUIStyle.nss (lines 1-17, 60-67)
   Licence: MIT (LICENSE.txt)
   Kept: the variables and the NavigationBar rules; unchanged apart from this header. (The theme as it was before NUI renamed Styles to Themes.) */
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

NavigationBar {
    font-name: @secondaryFontName;
    font-size: 20;
    font-color: @navFontColor;
    text-shadow-color: clear;
    background-color-top: #54B4EB;
    background-color-bottom: #2FA4E7;
}
