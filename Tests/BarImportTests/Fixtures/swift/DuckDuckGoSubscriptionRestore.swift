// BarImport test fixture: an excerpt of a real file no one on this project wrote.
// Repository: duckduckgo/iOS
// Commit: 7b3f6010d27a3a69fe92a2ad698543f2e67c8900
// Path: DuckDuckGo/Subscription/Views/SubscriptionRestoreView.swift (lines 25-26, 75-105, 289-296)
// Licence: Apache-2.0
// Kept small (the bar code only); unchanged apart from this header.
struct SubscriptionRestoreView: View {

    private var contentView: some View {
        Group {
            ScrollView {
                VStack(spacing: Constants.sectionSpacing) {
                    headerView
                    emailView
                    footerView
                    Spacer()
                    
                    // Hidden link to display Email Activation View
                    NavigationLink(destination: SubscriptionEmailView(viewModel: emailViewModel).environmentObject(subscriptionNavigationCoordinator),
                                   isActive: $isShowingActivationFlow) {
                          EmptyView()
                    }.isDetailLink(false)
                    
                }.frame(maxWidth: Constants.boxMaxWidth)
            }
            .frame(maxWidth: Constants.maxWidth, alignment: .center)
            .padding(Constants.viewPadding)
            .background(Color(designSystemColor: .background))
            .tint(Color(designSystemColor: .icons))
            
            .navigationTitle(viewModel.state.viewTitle)
            .navigationBarBackButtonHidden(viewModel.state.transactionStatus != .idle)
            .navigationBarTitleDisplayMode(.inline)
            .applyInsetGroupedListStyle()
            .interactiveDismissDisabled(viewModel.subFeature.transactionStatus != .idle)
            .tint(Color.init(designSystemColor: .textPrimary))
            .accentColor(Color.init(designSystemColor: .textPrimary))
        }
    }
    private func setUpAppearances() {
        let navAppearance = UINavigationBar.appearance()
        navAppearance.backgroundColor = UIColor(designSystemColor: .background)
        navAppearance.barTintColor = UIColor(designSystemColor: .surface)
        navAppearance.shadowImage = UIImage()
        navAppearance.tintColor = UIColor(designSystemColor: .textPrimary)
    }
      
