/// The user events of a `stack:` step, through the navigation controller's `hidesBars…` options
/// (docs/UIKIT.md §11.3): the bars they hide and bring back.
extension NavigationStackSimulator.Run {
    /// A user event through the `hidesBars…` options; returns the transition.
    mutating func apply(
        _ event: StackEvent, operation: StackOperationDeclaration, prefix: String,
        notes: inout [String]
    ) -> StackTransition {
        let options = scene.navigationController
        func option(_ value: Located<Bool>?, _ name: String) -> Bool {
            if value?.value == true { return true }
            warning(
                "\(prefix): '\(event.rawValue)' has no effect: the navigation controller's \(name) is off",
                at: operation.location, hint: "set navigationController: { \(name): true } in this scene, or remove the step")
            notes.append("\(name) is off: the bars stay as they are")
            return false
        }
        switch event {
        case .swipe:
            guard option(options?.hidesBarsOnSwipe, "hidesBarsOnSwipe") else { return .none }
            return hideBars(because: "hidesBarsOnSwipe: the upward swipe hides the bars", notes: &notes)
        case .swipeDown:
            guard option(options?.hidesBarsOnSwipe, "hidesBarsOnSwipe") else { return .none }
            return showBars(because: "hidesBarsOnSwipe: the downward swipe brings the bars back", notes: &notes)
        case .tap:
            guard option(options?.hidesBarsOnTap, "hidesBarsOnTap") else { return .none }
            return state.navigationBarHidden
                ? showBars(because: "hidesBarsOnTap: the tap shows the hidden bars", notes: &notes)
                : hideBars(because: "hidesBarsOnTap: the tap hides the bars", notes: &notes)
        case .keyboard:
            guard option(options?.hidesBarsWhenKeyboardAppears, "hidesBarsWhenKeyboardAppears") else { return .none }
            return hideBars(because: "hidesBarsWhenKeyboardAppears: the keyboard appearing hides the bars", notes: &notes)
        case .rotateCompact:
            if state.verticallyCompact {
                notes.append("rotateCompact: already vertically compact, nothing changes")
                return .none
            }
            state.verticallyCompact = true
            notes.append("the bar uses its compact metrics from here on")
            guard options?.hidesBarsWhenVerticallyCompact?.value == true else {
                notes.append("hidesBarsWhenVerticallyCompact is off: the bars stay")
                return .none
            }
            hiddenByRotation = !state.navigationBarHidden
            return hideBars(because: "hidesBarsWhenVerticallyCompact: a vertically compact screen hides the bars", notes: &notes)
        case .rotateRegular:
            if !state.verticallyCompact {
                notes.append("rotateRegular: already regular, nothing changes")
                return .none
            }
            state.verticallyCompact = false
            notes.append("the bar uses its default metrics again")
            guard hiddenByRotation else { return .none }
            hiddenByRotation = false
            return showBars(because: "hidesBarsWhenVerticallyCompact: back to a regular height, the bars return", notes: &notes)
        }
    }

    mutating func hideBars(because reason: String, notes: inout [String]) -> StackTransition {
        guard !state.navigationBarHidden else {
            notes.append("\(reason), but the navigation bar is already hidden")
            return .none
        }
        hiddenByEvent = (navigationBar: true, toolbar: !state.toolbarHidden)
        state.navigationBarHidden = true
        state.toolbarHidden = true
        notes.append(reason)
        return .hideNavigationBar
    }

    mutating func showBars(because reason: String, notes: inout [String]) -> StackTransition {
        guard state.navigationBarHidden else {
            notes.append("\(reason), but the navigation bar already shows")
            return .none
        }
        state.navigationBarHidden = false
        if hiddenByEvent?.toolbar == true { state.toolbarHidden = false }
        hiddenByEvent = nil
        notes.append(reason)
        return .showNavigationBar
    }
}
