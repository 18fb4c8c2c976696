import BarTheme
import SwiftSyntax

/// `UIBarButtonItem` proxies (`UIBarButtonItem.appearance()`, `appearance(whenContainedInInstancesOf:)`):
/// `tintColor` and the per-state / per-metrics setters, written into `barButtonItem:` blocks (docs/UIKIT.md §2.5).
extension SwiftAppearanceInterpreter {
    func setItemProperty(_ name: String, _ value: SwiftValue, on target: AppearanceTarget, at node: some SyntaxProtocol) {
        guard name == "tintColor" else {
            note("UIBarButtonItem.appearance().\(name) has no theme key", at: node)
            return
        }
        guard let color = colorDraft(value, for: name, at: node, target: target) else { return }
        recorder.modifyItemBlock(of: target) { $0[.tintColor] = color }
    }

    func applyItemMethod(
        _ name: String, arguments args: [(label: String?, value: SwiftValue, node: ExprSyntax)], to target: AppearanceTarget,
        call: FunctionCallExprSyntax
    ) {
        let labels = args.map { $0.label ?? "_" }
        switch (name, labels) {
        case ("setTitleTextAttributes", ["_", "for"]):
            guard let state = controlState(args[1].value, in: name, at: call) else { return }
            if case .nilValue = args[0].value {
                recorder.modifyItemBlock(of: target) { block in
                    var states = block[.titleTextAttributes]?.mapping ?? DraftMapping()
                    states[state] = nil
                    block[.titleTextAttributes] = states.entries.isEmpty ? nil : .mapping(states)
                }
                return
            }
            guard let attributes = attributesDraft(args[0].value, for: "titleTextAttributes", at: call, target: target) else { return }
            recorder.modifyItemBlock(of: target) { block in
                var states = block[.titleTextAttributes]?.mapping ?? DraftMapping()
                states[state] = attributes
                block[.titleTextAttributes] = .mapping(states)
            }
        case ("setTitlePositionAdjustment", ["_", "for"]), ("setBackButtonTitlePositionAdjustment", ["_", "for"]):
            let key: ThemeKey = name == "setTitlePositionAdjustment" ? .titlePositionAdjustment : .backButtonTitlePositionAdjustment
            guard case .offset(let x, let y) = args[0].value, let metrics = barMetrics(args[1].value, in: name, at: call) else {
                note("\(name): not readable (\(short(call)))", at: call)
                return
            }
            recorder.modifyItemBlock(of: target) { block in
                var perMetrics = block[key]?.mapping ?? DraftMapping()
                perMetrics[metrics] = .list([.number(x), .number(y)])
                block[key] = .mapping(perMetrics)
            }
        case ("setBackgroundImage", ["_", "for", "barMetrics"]), ("setBackButtonBackgroundImage", ["_", "for", "barMetrics"]):
            let key: ThemeKey = name == "setBackgroundImage" ? .backgroundImages : .backButtonBackgroundImages
            guard let state = controlState(args[1].value, in: name, at: call), let metrics = barMetrics(args[2].value, in: name, at: call)
            else { return }
            var entry = DraftMapping()
            if case .nilValue = args[0].value {
                removeItemImage(key, state: state, metrics: metrics, target: target)
                return
            }
            guard let drawn = imageDraft(args[0].value, for: key, at: call, target: target) else { return }
            if case .mapping(let options) = drawn {
                for option in options.entries { entry[option.key] = option.value }
            } else {
                entry[.image] = drawn
            }
            if state != .normal { entry[.state] = .scalar(state.spelling) }
            if metrics != ThemeKey(metrics: .default) { entry[.metrics] = .scalar(metrics.spelling) }
            removeItemImage(key, state: state, metrics: metrics, target: target)
            recorder.modifyItemBlock(of: target) { block in
                var list: [DraftValue] = []
                if case .list(let existing)? = block[key] { list = existing }
                list.append(.mapping(entry))
                block[key] = .list(list)
            }
        default:
            note("UIBarButtonItem.appearance().\(name)(\(labels.map { "\($0):" }.joined())) has no theme key", at: call)
        }
    }

    private func removeItemImage(_ key: ThemeKey, state: ThemeKey, metrics: ThemeKey, target: AppearanceTarget) {
        recorder.modifyItemBlock(of: target) { block in
            guard case .list(var list)? = block[key] else { return }
            list.removeAll {
                ($0.mapping?[.state] ?? .scalar("normal")) == .scalar(state.spelling)
                    && ($0.mapping?[.metrics] ?? .scalar("default")) == .scalar(metrics.spelling)
            }
            block[key] = list.isEmpty ? nil : .list(list)
        }
    }

    /// `.normal`, `.highlighted`, `.disabled`, `.focused`: the key of that state in per-state
    /// attributes (a set of states, or `.selected`, is a note).
    func controlState(_ value: SwiftValue, in name: String, at node: some SyntaxProtocol) -> ThemeKey? {
        if case .member(let word) = value, ControlState(rawValue: word) != nil, let key = ThemeKey(spelling: word) { return key }
        note("\(name): the control state \(value.whyNotUsable) has no theme key (normal, highlighted, disabled, focused)", at: node)
        return nil
    }

    /// `.default`, `.compact`, … (the deprecated `landscapePhone` names as aliases): the per-metrics entry.
    func barMetrics(_ value: SwiftValue, in name: String, at node: some SyntaxProtocol) -> ThemeKey? {
        if case .member(let word) = value, let metrics = ThemeKey(metricsNamed: word) { return metrics }
        note("\(name): the bar metrics \(value.whyNotUsable)", at: node)
        return nil
    }
}
