// BarImport test fixture: an excerpt of a real file no one on this project wrote.
// Repository: home-assistant/iOS
// Commit: d722d7811aec72397d05837477c5f146943b6248
// Path: Sources/App/Assist/AssistView.swift (lines 6-6, 54-92)
// Licence: Apache-2.0
// Kept small (the bar code only); unchanged apart from this header.
struct AssistView: View {
    private var classicUI: some View {
        NavigationView {
            VStack(spacing: .zero) {
                if !Current.isCatalyst {
                    pipelinesPicker
                }
                chatList
            }
            .navigationTitle("Assist")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    if showCloseButton {
                        closeButton
                    }
                }

                #if !targetEnvironment(macCatalyst)
                ToolbarItem(placement: .topBarTrailing) {
                    if #available(iOS 26.0, *) {
                        settingsButton
                    }
                }
                #endif

                #if targetEnvironment(macCatalyst)
                ToolbarItem(placement: .topBarTrailing) {
                    macPicker
                }
                #endif
            }
            .sheet(isPresented: $showSettings) {
                if #available(iOS 26.0, *) {
                    AssistSettingsView()
                }
            }
        }
        .navigationViewStyle(.stack)
    }
