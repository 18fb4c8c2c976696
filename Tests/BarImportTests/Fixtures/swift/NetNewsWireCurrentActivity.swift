// BarImport test fixture: an excerpt of a real file no one on this project wrote.
// Repository: Ranchero-Software/NetNewsWire
// Commit: 834decfad37802ef24d8a74897427a9eee57afdd
// Path: iOS/CurrentActivity/CurrentActivityView.swift (lines 12-69)
// Licence: MIT
// Kept small (the bar code only); unchanged apart from this header.
struct CurrentActivityView: View {

	private static let helpURL = URL(string: "https://netnewswire.com/help/current-activity.html")!

	@State private var model = CurrentActivityViewModel()
	@State private var activities = [Activity]()
	@State private var showHelp = false
	@Environment(\.dismiss) private var dismiss

	var body: some View {
		List {
			Section {
				if activities.isEmpty {
					Text(NSLocalizedString("No current activity.", comment: "Current Activity empty state"))
						.foregroundStyle(.secondary)
				} else {
					ForEach(activities, id: \.id) { activity in
						activityRow(activity)
					}
				}
			}

			Section {
			} footer: {
				helpLinkFooter
			}
		}
		.navigationTitle(NSLocalizedString("Current Activity", comment: "Current Activity"))
		.navigationBarTitleDisplayMode(.inline)
		.toolbar {
			if #available(iOS 26, *) {
				ToolbarItem(placement: .topBarTrailing) {
					Button(role: .close) {
						dismiss()
					}
				}
			} else {
				ToolbarItem(placement: .confirmationAction) {
					Button(NSLocalizedString("Done", comment: "Done")) {
						dismiss()
					}
				}
			}
		}
		.sheet(isPresented: $showHelp) {
			SafariView(url: Self.helpURL)
		}
		.onAppear {
			model.displayedActivitiesDidChange = {
				activities = model.displayedActivities
			}
			model.start()
		}
		.onDisappear {
			model.stop()
		}
	}
}
