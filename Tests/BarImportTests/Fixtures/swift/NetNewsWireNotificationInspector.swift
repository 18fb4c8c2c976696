// BarImport test fixture: an excerpt of a real file no one on this project wrote.
// Repository: Ranchero-Software/NetNewsWire
// Commit: 834decfad37802ef24d8a74897427a9eee57afdd
// Path: iOS/Account/AccountNotificationInspectorView.swift (lines 14-104, 105-116)
// Licence: MIT
// Kept small (the bar code only); unchanged apart from this header.
struct AccountNotificationInspectorView: View {

	@Environment(\.dismiss) private var dismiss
	@State private var uuid = UUID()
	@State private var authorisationStatus: UNAuthorizationStatus = .notDetermined

	var account: Account!

	var body: some View {
		NavigationStack {
			if authorisationStatus == .notDetermined || authorisationStatus == .denied {
				VStack {
					ContentUnavailableView("Notifications Disabled",
										   systemImage: "bell.slash",
										   description: Text("Enable Notifications in Settings", comment: "Enable Notifications in Settings"))

					Button {
						UIApplication.shared.open(URL(string: UIApplication.openSettingsURLString)!)
					} label: {
						Text("Open Settings", comment: "Open Settings button")
					}
					.buttonStyle(.borderedProminent)
					.tint(.accentColor)
				}
				.navigationTitle(Text("New Article Notifications", comment: "New Article Notifications"))
				.navigationSubtitleIfAvailable(account.nameForDisplay)
				.navigationBarTitleDisplayMode(.inline)
				.toolbar {
					ToolbarItem(placement: .topBarTrailing) {
						closeButton
					}
				}
			} else {
				List(account.flattenedFeeds().sorted(by: { a, b in
					a.nameForDisplay.localizedCaseInsensitiveCompare(b.nameForDisplay) == .orderedAscending
				}), id: \.feedID) { feed in
					Toggle(isOn: Binding(get: { feed.newArticleNotificationsEnabled }, set: { feed.newArticleNotificationsEnabled = $0 })) {
						HStack {
							if let img = IconImageCache.shared.imageFor(feed.sidebarItemID!) {
								IconImageView(icon: img)
									.id(uuid)
							} else if let img = feed.smallIcon {
								IconImageView(icon: img)
									.id(uuid)
							}
							Text(verbatim: feed.nameForDisplay)
							Spacer()
						}
					}
					.tint(.accentColor)
				}
				.navigationTitle(Text("New Article Notifications", comment: "New Article Notifications"))
				.navigationBarTitleDisplayMode(.inline)
				.navigationSubtitleIfAvailable(account.nameForDisplay)
				.toolbar {
					ToolbarItem(placement: .topBarTrailing) {
						closeButton
					}
				}
				.onReceive(NotificationCenter.default.publisher(for: Notification.Name.feedIconDidBecomeAvailable)) { _ in
					uuid = UUID()
				}
			}
		}
		.task {
			let settings = await UNUserNotificationCenter.current().notificationSettings()
			self.authorisationStatus = settings.authorizationStatus
		}
		.onReceive(NotificationCenter.default.publisher(for: UIApplication.didBecomeActiveNotification), perform: { _ in
			Task {
				let settings = await UNUserNotificationCenter.current().notificationSettings()
				self.authorisationStatus = settings.authorizationStatus
			}
		})
    }

	@ViewBuilder
	private var closeButton: some View {
		if #available(iOS 26, *) {
			Button(role: .close) {
				dismiss()
			}
		} else {
			Button {
				dismiss()
			} label: {
				Text("Close", comment: "Close")
			}
		}
	}
}

private extension View {

	@ViewBuilder
	func navigationSubtitleIfAvailable(_ subtitle: String) -> some View {
		if #available(iOS 26, *) {
			self.navigationSubtitle(Text(verbatim: subtitle))
		} else {
			self
		}
	}
}
