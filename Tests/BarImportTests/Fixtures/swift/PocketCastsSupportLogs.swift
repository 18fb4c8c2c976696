// BarImport test fixture: an excerpt of a real file no one on this project wrote.
// Repository: Automattic/pocket-casts-ios
// Commit: c23892d1f47bc44d422fa06c389b49820aa04dd3
// Path: podcasts/Zendesk/SupportLogsView.swift (lines 4-5, 13-37, 47-54)
// Licence: MPL-2.0
// Kept small (the bar code only); unchanged apart from this header.
struct SupportLogsView: View {
    @ObservedObject private var viewModel: SupportLogsViewModel
    var body: some View {
        VStack {
            optOutHeader()
            ScrollView {
                LazyVStack(alignment: .leading) {
                    ForEach(viewModel.displayItems) { item in
                        Text(item.displayName)
                        ReadOnlyTextView(text: item.info)
                            .padding(.bottom, controlSpacing)
                    }
                    .padding(.horizontal)
                }
            }
        }
        .padding(.top)
        .frame(maxWidth: .infinity, alignment: .leading)
        .applyDefaultThemeOptions(backgroundOverride: .primaryUi04)
        .navigationTitle(L10n.supportTitleAttachedLogs)
        .navigationBarTitleDisplayMode(.inline)
        .onAppear {
            viewModel.fetchDisplayItems()
        }
    }

    private func optOutHeader() -> some View {
struct SupportLogsView_Previews: PreviewProvider {
    static var previews: some View {
        NavigationView {
            SupportLogsView(SupportLogsViewModel(SupportConfig(isFeedback: true)))
                .environmentObject(Theme(previewTheme: .light))
        }
    }
}
