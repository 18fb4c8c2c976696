import BarTheme
import SwiftSyntax

/// What assignments and setter calls do to the theme: bar proxy and instance properties, appearance
/// object properties, and the values converted to the theme's spelling (palette names kept).
extension SwiftAppearanceInterpreter {
    // MARK: Assignments

    func assign(_ left: ExprSyntax, _ value: SwiftValue, value node: ExprSyntax, at statement: some SyntaxProtocol) {
        if let reference = left.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if environment.rebind(name, named(value, name)) { return }
            // `barTintColor = …` inside a method of the bar class: a property of `self`.
            switch environment.lookup("self") {
            case .target(let target)?: setBarProperty(name, value, on: target, at: statement)
            case .object(let reference)?: setObjectProperty(name, value, on: reference, at: statement)
            default: break
            }
            return
        }
        if let subscriptCall = left.as(SubscriptCallExprSyntax.self),
            let reference = subscriptCall.calledExpression.as(DeclReferenceExprSyntax.self),
            case .attributes(let attributes)? = environment.lookup(reference.baseName.text),
            let key = subscriptCall.arguments.first?.expression
        {
            addAttribute(key, value, to: attributes)
            return
        }
        guard let member = left.as(MemberAccessExprSyntax.self), let baseExpression = member.base else { return }
        let name = member.declName.baseName.text
        let base = evaluate(baseExpression)
        switch base {
        case .target(let target): setBarProperty(name, value, on: target, at: statement)
        case .object(let reference): setObjectProperty(name, value, on: reference, at: statement)
        default:
            let baseText = baseExpression.trimmedDescription
            if let note = Self.tabItemAppearanceNote(name, base: baseText) {
                self.note(note, at: statement)
                return
            }
            if (barPropertyNames.contains(name) || baseText.contains("navigationBar") || baseText.contains("toolbar")
                || baseText.contains("tabBar"))
                && !(baseText == "self" || baseText == "view")
            {
                note(
                    "'\(short(left))' is set on \(base.whyNotUsable), not an appearance proxy or object this importer can follow",
                    at: statement)
            }
        }
    }

    var barPropertyNames: Set<String> {
        [
            "barTintColor", "titleTextAttributes", "largeTitleTextAttributes", "shadowImage", "backIndicatorImage",
            "backIndicatorTransitionMaskImage",
            "isTranslucent", "barStyle", "standardAppearance", "scrollEdgeAppearance", "compactAppearance", "compactScrollEdgeAppearance",
            "prefersLargeTitles", "backgroundEffect", "shadowColor", "unselectedItemTintColor", "selectionIndicatorImage",
            "itemPositioning",
        ]
    }

    // MARK: Bars

    func setBarProperty(_ name: String, _ value: SwiftValue, on target: AppearanceTarget, at node: some SyntaxProtocol) {
        let isToolbar = target.kind == .toolbar
        switch target.kind {
        case .barButtonItem:
            setItemProperty(name, value, on: target, at: node)
            return
        case .tabBar, .tabBarItem:
            setTabBarProperty(name, value, on: target, at: node)
            return
        case .other(let type):
            note("\(type).appearance().\(name): BarTheme themes navigation bars, toolbars and tab bars only", at: node)
            return
        case .navigationItem:
            guard let slot = AppearanceSlot(rawValue: name) else { return }
            guard case .object(let reference) = value, reference.path.isEmpty,
                recorder.objects.kind(of: reference) == .navigationBarAppearance
            else {
                note("navigationItem.\(name): \(value.whyNotUsable)", at: node)
                return
            }
            let mapping = recorder.objects.snapshot(reference)
            recorder.modifyBlock(of: target) { $0[slot.key] = .mapping(mapping) }
            return
        default: break
        }
        let key: ThemeKey
        var converted: DraftValue?
        switch name {
        case "barTintColor", "tintColor":
            key = name == "tintColor" ? .tintColor : .barTintColor
            converted = colorDraft(value, for: name, at: node, target: target)
        case "barStyle":
            key = .barStyle
            guard let style = barStyleDraft(value) else {
                note("barStyle: \(value.whyNotUsable)", at: node, in: target)
                return
            }
            converted = style
        case "isTranslucent", "translucent", "prefersLargeTitles":
            key = name == "prefersLargeTitles" ? .prefersLargeTitles : .translucent
            guard case .bool(let flag) = value else {
                note("\(name): \(value.whyNotUsable) is not a readable true or false", at: node, in: target)
                return
            }
            if isToolbar && key == .prefersLargeTitles { return }
            converted = .bool(flag)
        case "titleTextAttributes" where !isToolbar, "largeTitleTextAttributes" where !isToolbar:
            key = name == "titleTextAttributes" ? .titleTextAttributes : .largeTitleTextAttributes
            converted = attributesDraft(value, for: name, at: node, target: target)
        case _ where !isToolbar && UIKitPropertyKeys.navigationBarImages[name] != nil:
            key = UIKitPropertyKeys.navigationBarImages[name] ?? .shadowImage
            converted = imageDraft(value, for: key, at: node, target: target)
        case _ where AppearanceSlot(rawValue: name) != nil:
            key = AppearanceSlot(rawValue: name)?.key ?? .standardAppearance
            guard case .object(let reference) = value, reference.path.isEmpty,
                recorder.objects.kind(of: reference) == (isToolbar ? .toolbarAppearance : .navigationBarAppearance)
            else {
                note("\(name): \(value.whyNotUsable)", at: node, in: target)
                return
            }
            converted = .mapping(recorder.objects.snapshot(reference))
        default:
            note("the \(isToolbar ? "toolbar" : "navigation bar") property '\(name)' has no theme key", at: node, in: target)
            return
        }
        guard let converted else {
            // `= nil`: UIKit's default, which is what a theme without the key says.
            if case .nilValue = value { recorder.modifyBlock(of: target) { $0[key] = nil } }
            return
        }
        recorder.modifyBlock(of: target) { $0[key] = converted }
    }

    /// Setter methods on a bar proxy or instance.
    func applyMethod(
        _ name: String, arguments args: [(label: String?, value: SwiftValue, node: ExprSyntax)], to target: AppearanceTarget,
        call: FunctionCallExprSyntax
    ) {
        switch target.kind {
        case .barButtonItem:
            applyItemMethod(name, arguments: args, to: target, call: call)
            return
        case .tabBar, .tabBarItem:
            applyTabBarMethod(name, arguments: args, to: target, call: call)
            return
        case .other(let type):
            note("\(type).appearance().\(name)(…): BarTheme themes navigation bars, toolbars and tab bars only", at: call)
            return
        default: break
        }
        let isToolbar = target.kind == .toolbar
        let labels = args.map { $0.label ?? "_" }
        switch (name, labels) {
        case ("setBackgroundImage", _):
            guard let image = args.first else { return }
            var entry = DraftMapping()
            for argument in args.dropFirst() {
                guard case .member(let word) = argument.value else {
                    note("setBackgroundImage: \(argument.value.whyNotUsable)", at: call, in: target)
                    return
                }
                if let metric = ThemeKey(metricsNamed: word), argument.label != "forToolbarPosition" {
                    entry[.metrics] = .scalar(metric.spelling)
                } else if ["any", "bottom", "top", "topAttached"].contains(word) {
                    entry[.position] = .scalar(word)
                } else {
                    note("setBackgroundImage: the bar position or metrics '\(word)'", at: call, in: target)
                    return
                }
            }
            if case .nilValue = image.value {
                recorder.modifyBlock(of: target) { block in
                    if case .list(var list)? = block[.backgroundImages] {
                        list.removeAll { $0.mapping?[.position] == entry[.position] && $0.mapping?[.metrics] == entry[.metrics] }
                        block[.backgroundImages] = list.isEmpty ? nil : .list(list)
                    }
                }
                return
            }
            guard let drawn = imageDraft(image.value, for: .backgroundImages, at: call, target: target) else { return }
            if case .mapping(let options) = drawn {
                for option in options.entries { entry[option.key] = option.value }
            } else {
                entry[.image] = drawn
            }
            recorder.modifyBlock(of: target) { block in
                var list: [DraftValue] = []
                if case .list(let existing)? = block[.backgroundImages] { list = existing }
                list.removeAll { $0.mapping?[.position] == entry[.position] && $0.mapping?[.metrics] == entry[.metrics] }
                list.append(.mapping(entry))
                block[.backgroundImages] = .list(list)
            }
        case ("setShadowImage", ["_", "forToolbarPosition"]) where isToolbar:
            guard case .member(let position) = args[1].value, ["any", "bottom", "top"].contains(position),
                let drawn = imageDraft(args[0].value, for: .shadowImages, at: call, target: target)
            else { return }
            var entry = DraftMapping()
            if case .mapping(let options) = drawn {
                for option in options.entries { entry[option.key] = option.value }
            } else {
                entry[.image] = drawn
            }
            entry[.position] = .scalar(position)
            recorder.modifyBlock(of: target) { block in
                var list: [DraftValue] = []
                if case .list(let existing)? = block[.shadowImages] { list = existing }
                list.removeAll { $0.mapping?[.position] == entry[.position] }
                list.append(.mapping(entry))
                block[.shadowImages] = .list(list)
            }
        case ("setTitleVerticalPositionAdjustment", ["_", "for"]) where !isToolbar:
            guard let offset = args[0].value.number, case .member(let metric) = args[1].value else {
                note("setTitleVerticalPositionAdjustment: not readable (\(short(call)))", at: call, in: target)
                return
            }
            recorder.modifyBlock(of: target) { block in
                var perMetrics = block[.titleVerticalPositionAdjustment]?.mapping ?? DraftMapping()
                perMetrics[ThemeKey(metricsNamed: metric) ?? ThemeKey(metrics: .default)] = .number(offset)
                block[.titleVerticalPositionAdjustment] = .mapping(perMetrics)
            }
        default:
            note(
                "'\(name)(\(labels.map { "\($0):" }.joined()))' on a \(isToolbar ? "toolbar" : "navigation bar") has no theme key",
                at: call, in: target)
        }
    }

    // MARK: Objects

    func setObjectProperty(_ name: String, _ value: SwiftValue, on reference: ObjectReference, at node: some SyntaxProtocol) {
        let objectKind = recorder.objects.kind(of: reference)
        let path = reference.path + [name]
        var converted: DraftValue?
        // UIKit's property names are the format's keys, but for NSShadow's.
        var key = ThemeKey(spelling: name)
        switch (objectKind, name) {
        case (.shadow, "shadowColor"):
            key = .color
            converted = colorDraft(value, for: name, at: node, target: nil)
        case (.shadow, "shadowOffset"):
            key = .offset
            guard case .offset(let x, let y) = value else { return note("shadowOffset: \(value.whyNotUsable)", at: node) }
            converted = .list([.number(x), .number(y)])
        case (.shadow, "shadowBlurRadius"):
            key = .blurRadius
            guard let radius = value.number else { return note("shadowBlurRadius: \(value.whyNotUsable)", at: node) }
            converted = .number(radius)
        case (.shadow, _):
            return note("the NSShadow property '\(name)' is not read", at: node)
        case (_, "backgroundColor"), (_, "shadowColor"):
            if case .nilValue = value {
                converted = .scalar("clear")
            } else {
                converted = colorDraft(value, for: name, at: node, target: nil)
            }
        case (_, "backgroundEffect"):
            switch value {
            case .nilValue: converted = .scalar("none")
            case .blur(let style) where BlurEffectStyle(rawValue: style) != nil: converted = .scalar(style)
            default: return note("backgroundEffect: \(value.whyNotUsable)", at: node)
            }
        case (_, "backgroundImage"), (_, "shadowImage"):
            let imageKey: ThemeKey = name == "backgroundImage" ? .backgroundImage : .shadowImage
            if case .nilValue = value {
                if let keys = reference.keyPath { recorder.objects.removeKey(keys + [imageKey], in: reference.id) }
                return
            }
            converted = imageDraft(value, for: imageKey, at: node, target: nil)
        case (_, "backgroundImageContentMode"):
            guard case .member(let mode) = value, ImageContentMode(rawValue: mode) != nil || mode == "redraw" else {
                return note("backgroundImageContentMode: \(value.whyNotUsable)", at: node)
            }
            converted = .scalar(mode == "redraw" ? "scaleToFill" : mode)
        case (_, "titleTextAttributes"), (_, "largeTitleTextAttributes"):
            converted = attributesDraft(value, for: name, at: node, target: nil)
        case (_, "titlePositionAdjustment"):
            guard case .offset(let x, let y) = value else { return note("titlePositionAdjustment: \(value.whyNotUsable)", at: node) }
            converted = .list([.number(x), .number(y)])
        case (_, "buttonAppearance"), (_, "doneButtonAppearance"), (_, "backButtonAppearance"):
            guard case .object(let source) = value, recorder.objects.kind(of: source) == .buttonAppearance else {
                return note("\(name): \(value.whyNotUsable)", at: node)
            }
            converted = .mapping(recorder.objects.snapshot(source))
        default:
            switch tabBarObjectValue(name, value, at: node) {
            case .value(let value): converted = value
            case .noted: return
            case .notAKey: return note("the appearance property '\(path.joined(separator: "."))' has no theme key", at: node)
            }
        }
        guard let converted else { return }
        guard let key, let keys = themeKeyPath(reference.path, then: key, in: objectKind) else {
            return note("'\(path.joined(separator: "."))' has no theme key for this kind of object", at: node)
        }
        recorder.objects[reference.id].set(keys, converted)
    }

    /// The theme key path of the members followed inside an object of this kind, then `key`
    /// (`buttonAppearance.normal` then `titleTextAttributes`), or nil when the object has no such keys.
    private func themeKeyPath(_ members: [String], then key: ThemeKey, in kind: ObjectKind) -> [ThemeKey]? {
        var object = kind.themeObject
        var keys: [ThemeKey] = []
        for member in members {
            guard let definition = object.definition(spelled: member), case .object(let name) = definition.shape else { return nil }
            keys.append(definition.key)
            object = ThemeKeys.object(name)
        }
        return object.accepts(key) ? keys + [key] : nil
    }

    func applyObjectMethod(
        _ name: String, arguments args: [(label: String?, value: SwiftValue, node: ExprSyntax)], to reference: ObjectReference,
        call: FunctionCallExprSyntax
    ) {
        switch name {
        case "configureWithOpaqueBackground" where reference.path.isEmpty,
            "configureWithTransparentBackground" where reference.path.isEmpty,
            "configureWithDefaultBackground" where reference.path.isEmpty:
            // UIKit resets the background and shadow properties, and keeps the rest (docs/UIKIT.md §2.1).
            for key: ThemeKey in [
                .backgroundEffect, .backgroundColor, .backgroundImage, .backgroundImageContentMode, .shadowColor, .shadowImage,
            ] {
                recorder.objects[reference.id][key] = nil
            }
            let configuration =
                ["configureWithOpaqueBackground": "opaque", "configureWithTransparentBackground": "transparent"][name] ?? "default"
            recorder.objects[reference.id][.configureWith] = .scalar(configuration)
        case "configureWithDefault":
            // UIBarButtonItemAppearance(style:) defaults: nothing set.
            if reference.path.isEmpty {
                recorder.objects[reference.id] = DraftMapping()
            } else if let keys = reference.keyPath {
                recorder.objects.removeKey(keys, in: reference.id)
            }
        case "setBackIndicatorImage" where reference.path.isEmpty && args.count == 2:
            guard let image = imageDraft(args[0].value, for: .backIndicatorImage, at: call, target: nil),
                let mask = imageDraft(args[1].value, for: .backIndicatorTransitionMaskImage, at: call, target: nil)
            else { return }
            recorder.objects[reference.id][.backIndicatorImage] = image
            recorder.objects[reference.id][.backIndicatorTransitionMaskImage] = mask
        default:
            note("'\(name)(…)' on an appearance object has no theme key", at: call)
        }
    }
}
