// BarImport test fixture: an excerpt of a real file no one on this project wrote.
// Repository: home-assistant/iOS
// Commit: d722d7811aec72397d05837477c5f146943b6248
// Path: Sources/App/Onboarding/API/OnboardingAuthLoginView.swift (lines 9-16, 18-38, 40-71)
// Licence: Apache-2.0
// Kept small (the bar code only); unchanged apart from this header.
struct OnboardingAuthLoginView: View {
    enum Style {
        case pushed
        case modal
    }

    @ObservedObject var viewModel: OnboardingAuthLoginViewModel
    var style: Style = .pushed
    var body: some View {
        switch style {
        case .pushed:
            // Cancellation comes from the navigation back button; disappearing while the OAuth
            // callback is unresolved rejects the login promise.
            content
        case .modal:
            NavigationView {
                content
                    .toolbar {
                        ToolbarItem(placement: .cancellationAction) {
                            Button(L10n.cancelLabel) {
                                viewModel.cancel()
                            }
                        }
                    }
            }
            .navigationViewStyle(.stack)
            .interactiveDismissDisabled()
        }
    }
    private var content: some View {
        LoginWebView(webView: viewModel.webView)
            .overlay {
                // Shown while the login page loads, and after the OAuth callback while the rest of
                // the auth flow (token exchange, registration) runs before the next screen replaces us.
                if viewModel.isLoading || viewModel.didCompleteLogin {
                    ZStack {
                        Color(uiColor: .systemBackground)
                            .opacity(0.8)
                            .ignoresSafeArea()
                        HAProgressView()
                    }
                }
            }
            .navigationTitle(viewModel.authDetails.url.host ?? "")
            .navigationBarTitleDisplayMode(.inline)
            .toolbarBackground(.visible, for: .navigationBar)
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button {
                        viewModel.refresh()
                    } label: {
                        Image(systemSymbol: .arrowClockwise)
                    }
                }
            }
            .onAppear {
                viewModel.startIfNeeded()
            }
            .onDisappear {
                viewModel.cancelIfUnresolved()
            }
