// BarImport test fixture: an excerpt of a real file no one on this project wrote.
// Repository: duckduckgo/iOS
// Commit: 7b3f6010d27a3a69fe92a2ad698543f2e67c8900
// Path: DuckDuckGo/Subscription/Views/SubscriptionITPView.swift (lines 35-70, 133-140)
// Licence: Apache-2.0
// Kept small (the bar code only); unchanged apart from this header.
struct SubscriptionITPView: View {
        
    @Environment(\.dismiss) var dismiss
    @StateObject var viewModel = SubscriptionITPViewModel(subscriptionManager: AppDependencyProvider.shared.subscriptionManager)
    @State private var shouldShowNavigationBar = false
    @State private var isShowingActivityView = false
    
    enum Constants {
        static let empty = ""
        static let navButtonPadding: CGFloat = 20.0
        static let backButtonImage = "chevron.left"
        static let shareImage = "SubscriptionShareIcon"
    }
    
    var body: some View {
        
        baseView
        
        .toolbar {
            ToolbarItemGroup(placement: .navigationBarLeading) {
                backButton
            }
            ToolbarItem(placement: .principal) {
                DaxLogoNavbarTitle()
            }
            ToolbarItem(placement: .navigationBarTrailing) {
                shareButton
            }
        }
        .edgesIgnoringSafeArea(.bottom)
        .navigationBarBackButtonHidden(viewModel.canNavigateBack)
        .navigationBarTitleDisplayMode(.inline)
        .tint(Color(designSystemColor: .textPrimary))
        
        .onFirstAppear {
            viewModel.onFirstAppear()
    
    private func setUpAppearances() {
        let navAppearance = UINavigationBar.appearance()
        navAppearance.backgroundColor = UIColor(designSystemColor: .surface)
        navAppearance.barTintColor = UIColor(designSystemColor: .surface)
        navAppearance.shadowImage = UIImage()
        navAppearance.tintColor = UIColor(designSystemColor: .textPrimary)
    }
