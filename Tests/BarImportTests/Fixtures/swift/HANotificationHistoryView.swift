// BarImport test fixture: an excerpt of a real file no one on this project wrote.
// Repository: home-assistant/iOS
// Commit: d722d7811aec72397d05837477c5f146943b6248
// Path: Sources/App/Settings/Notifications/NotificationHistoryView.swift (lines 5-9, 10-40)
// Licence: Apache-2.0
// Kept small (the bar code only); unchanged apart from this header.
struct NotificationHistoryView: View {
    @StateObject private var viewModel = NotificationHistoryViewModel()
    @State private var showClearConfirmation = false

    var body: some View {
        List {
            kindFilter
            entriesList
        }
        .searchable(text: $viewModel.searchTerm)
        .refreshable {
            viewModel.loadEntries()
        }
        .navigationTitle(L10n.SettingsDetails.Notifications.History.title)
        .navigationBarTitleDisplayMode(.large)
        .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
                Button {
                    showClearConfirmation = true
                } label: {
                    Text(verbatim: L10n.SettingsDetails.Notifications.History.clear)
                }
                .disabled(viewModel.entries.isEmpty)
                .confirmationDialog(
                    L10n.SettingsDetails.Notifications.History.ClearConfirm.title,
                    isPresented: $showClearConfirmation,
                    titleVisibility: .visible
                ) {
                    Button(L10n.cancelLabel, role: .cancel) {
                        /* no-op */
                    }
                    Button(L10n.yesLabel, role: .destructive) {
                        Current.notificationHistoryStore.clearAllEntries()
                        viewModel.loadEntries()
                    }
                } message: {
