/* BarImport test fixture: an excerpt of a real file no one on this project wrote.
   Repository: tombenner/nui
   Commit: 744a36f74b28d43a7cc836ba85c62e4e0ccde78e
   Path: NUI/Themes/Route.NUI.nss (lines 1-12, 14-24, 64-71, 52-57)
   Licence: MIT (LICENSE.txt)
   Kept: the variables, the BarButton, NavigationBar and Label rules; unchanged apart from this header. */
@primaryFontName: Helvetica;
@primaryFontNameBold: Helvetica-Bold;
@primaryFontColor: #555555;
@secondaryFontColor: #948F8A;
@primaryBackgroundColor: #E6E6E6;
@primaryBackgroundTintColor: #ECECEC;
@primaryBackgroundColorTop: #F4EFEB;
@primaryBackgroundColorBottom: #EAE6E2;
@secondaryBackgroundColorTop: #FCFCFC;
@secondaryBackgroundColorBottom: #F9F9F9;
@primaryBorderColor: #DDD7D2;
@primaryBorderWidth: 1;
BarButton {
    background-color-top: #9D3024;
    background-color-bottom: #872A1F;
    border-color: #681C13;
    border-width: 1;
    corner-radius: 7;
    font-name: @primaryFontNameBold;
    font-color: #FFFFFF;
    font-size: 15;
    text-shadow-color: clear;
}
NavigationBar {
    background-color-top: #B43B2E;
    background-color-bottom: #9E3126;
    font-name: @primaryFontNameBold;
    font-size: 22;
    font-color: #FFFFFF;
    text-shadow-color: clear;
}
Label {
    font-name: @primaryFontNameBold;
    font-size: 18;
    font-color: @primaryFontColor;
    text-auto-fit: false;
}
