import Testing

@testable import BarTheme

/// UIKit's navigation stack rules (docs/UIKIT.md §11), one row per rule: the scene's starting
/// items and controller options, one step, and what UIKit leaves: the stack, the bars, the
/// transition it animates and the back title the bar shows.
@Suite struct NavigationStackSimulatorTests {
    struct Row: CustomTestStringConvertible, Sendable {
        let rule: String
        var container = "navigationController"
        var controller = ""
        let items: String
        let step: String
        let stack: [String]
        let transition: StackTransition
        var backTitle: String?
        var navigationBarHidden = false
        var toolbarHidden = true
        var error: String?
        var warning: String?
        var testDescription: String { rule }
    }

    static let rows: [Row] = [
        Row(
            rule: "init(rootViewController:) then push: the root's title becomes the back title",
            items: "[{ name: home, title: Home }]", step: "{ push: { name: detail, title: Detail } }",
            stack: ["home", "detail"], transition: .push, backTitle: "Home"),
        Row(
            rule: "push: backButtonTitle on the previous item beats its title",
            items: "[{ name: home, title: Home, backButtonTitle: Start }]", step: "{ push: { name: detail, title: Detail } }",
            stack: ["home", "detail"], transition: .push, backTitle: "Start"),
        Row(
            rule: "push: backBarButtonItem on the previous item beats backButtonTitle",
            items: "[{ name: home, title: Home, backButtonTitle: Start, backBarButtonItem: { title: Up } }]",
            step: "{ push: { name: detail, title: Detail } }", stack: ["home", "detail"], transition: .push, backTitle: "Up"),
        Row(
            rule: "push with animated: false switches without a transition",
            items: "[{ name: home, title: Home }]", step: "{ push: { name: detail, title: Detail }, animated: false }",
            stack: ["home", "detail"], transition: .none, backTitle: "Home"),
        Row(
            rule: "pop: the previous item is on top again",
            items: "[{ name: home, title: Home }, { name: detail, title: Detail }]", step: "pop",
            stack: ["home"], transition: .pop),
        Row(
            rule: "pop at the root is refused: UIKit never pops the root view controller",
            items: "[{ name: home, title: Home }]", step: "pop", stack: ["home"], transition: .none,
            error: "stack[0]: popping the root view controller is not possible; the stack has 1 item"),
        Row(
            rule: "popToRoot removes every item above the root",
            items: "[{ name: a, title: A }, { name: b, title: B }, { name: c, title: C }]", step: "popToRoot",
            stack: ["a"], transition: .pop),
        Row(
            rule: "popToRoot at the root changes nothing",
            items: "[{ name: a, title: A }]", step: "popToRoot", stack: ["a"], transition: .none),
        Row(
            rule: "popTo a view controller in the stack",
            items: "[{ name: a, title: A }, { name: b, title: B }, { name: c, title: C }]", step: "{ popTo: b }",
            stack: ["a", "b"], transition: .pop, backTitle: "A"),
        Row(
            rule: "popTo an unknown name is an error with did-you-mean",
            items: "[{ name: inbox, title: Inbox }, { name: b, title: B }]", step: "{ popTo: inbx }",
            stack: ["inbox", "b"], transition: .none, backTitle: "Inbox",
            error: "stack[0]: no item named 'inbx' on the stack (hint: did you mean 'inbox'?)"),
        Row(
            rule: "pushing an item already on the stack is an error (UIKit raises)",
            items: "[{ name: a, title: A }, { name: b, title: B }]", step: "{ push: a }",
            stack: ["a", "b"], transition: .none, backTitle: "A",
            error: "stack[0]: pushing 'a' twice: it is already on the stack at position 1 of 2"),
        Row(
            rule: "setViewControllers whose last element is the top: no animation",
            items: "[{ name: a, title: A }, { name: b, title: B }]", step: "{ setViewControllers: [{ name: c, title: C }, b] }",
            stack: ["c", "b"], transition: .none, backTitle: "C"),
        Row(
            rule: "setViewControllers whose last element is below the top: a pop",
            items: "[{ name: a, title: A }, { name: b, title: B }]", step: "{ setViewControllers: [a] }",
            stack: ["a"], transition: .pop),
        Row(
            rule: "setViewControllers whose last element is new: a push",
            items: "[{ name: a, title: A }]", step: "{ setViewControllers: [a, { name: z, title: Z }] }",
            stack: ["a", "z"], transition: .push, backTitle: "A"),
        Row(
            rule: "setViewControllers with the same item twice is an error (UIKit raises)",
            items: "[{ name: a, title: A }]", step: "{ setViewControllers: [a, a] }",
            stack: ["a"], transition: .none, error: "stack[0]: 'a' appears twice in setViewControllers: UIKit raises an exception"),
        Row(
            rule: "setItems on a controller's bar is an error (UIKit raises)",
            items: "[{ name: a, title: A }]", step: "{ setItems: [a] }", stack: ["a"], transition: .none,
            error: "stack[0]: setItems on a navigation bar that a navigation controller manages: UIKit raises an exception"),
        Row(
            rule: "standalone bar: pushItem and the back item",
            container: "navigationBar", items: "[{ name: a, title: A }]", step: "{ push: { name: b, title: B } }",
            stack: ["a", "b"], transition: .push, backTitle: "A"),
        Row(
            rule: "standalone bar: the delegate refuses the push",
            container: "navigationBar", items: "[{ name: a, title: A }]", step: "{ push: { name: b, title: B }, refuse: true }",
            stack: ["a"], transition: .none),
        Row(
            rule: "standalone bar: the delegate refuses the pop",
            container: "navigationBar", items: "[{ name: a, title: A }, { name: b, title: B }]", step: "{ pop: true, refuse: true }",
            stack: ["a", "b"], transition: .none, backTitle: "A"),
        Row(
            rule: "standalone bar: setItems whose new top was below: a pop",
            container: "navigationBar", items: "[{ name: a, title: A }, { name: b, title: B }]", step: "{ setItems: [a] }",
            stack: ["a"], transition: .pop),
        Row(
            rule: "standalone bar: popToRoot needs a navigation controller",
            container: "navigationBar", items: "[{ name: a, title: A }, { name: b, title: B }]", step: "popToRoot",
            stack: ["a", "b"], transition: .none, backTitle: "A",
            error: "stack[0]: popToRoot needs a navigationController; this scene's stack is a standalone navigationBar"),
        Row(
            rule: "controller: refusing a push is not possible (the controller is the bar's delegate)",
            items: "[{ name: a, title: A }]", step: "{ push: { name: b, title: B }, refuse: true }",
            stack: ["a"], transition: .none, error: "stack[0]: 'refuse' applies to pop steps, not 'push'"),
        Row(
            rule: "setNavigationBarHidden hides the bar",
            items: "[{ name: a, title: A }]", step: "{ setNavigationBarHidden: true }", stack: ["a"],
            transition: .hideNavigationBar, navigationBarHidden: true),
        Row(
            rule: "setToolbarHidden(false) shows the toolbar",
            items: "[{ name: a, title: A }]", step: "{ setToolbarHidden: false }", stack: ["a"],
            transition: .showToolbar, toolbarHidden: false),
        Row(
            rule: "hidesBarsOnSwipe: a swipe hides the navigation bar and the toolbar",
            controller: "{ hidesBarsOnSwipe: true, toolbarHidden: false }", items: "[{ name: a, title: A }]", step: "swipe",
            stack: ["a"], transition: .hideNavigationBar, navigationBarHidden: true, toolbarHidden: true),
        Row(
            rule: "a swipe without hidesBarsOnSwipe has no effect (warning)",
            items: "[{ name: a, title: A }]", step: "swipe", stack: ["a"], transition: .none,
            warning: "stack[0]: 'swipe' has no effect: the navigation controller's hidesBarsOnSwipe is off"),
        Row(
            rule: "hidesBarsOnTap: a tap hides shown bars",
            controller: "{ hidesBarsOnTap: true }", items: "[{ name: a, title: A }]", step: "tap",
            stack: ["a"], transition: .hideNavigationBar, navigationBarHidden: true),
        Row(
            rule: "hidesBarsWhenKeyboardAppears: the keyboard hides the bars",
            controller: "{ hidesBarsWhenKeyboardAppears: true }", items: "[{ name: a, title: A }]", step: "keyboard",
            stack: ["a"], transition: .hideNavigationBar, navigationBarHidden: true),
        Row(
            rule: "hidesBarsWhenVerticallyCompact: rotating to compact hides the bars",
            controller: "{ hidesBarsWhenVerticallyCompact: true }", items: "[{ name: a, title: A }]", step: "rotateCompact",
            stack: ["a"], transition: .hideNavigationBar, navigationBarHidden: true),
        Row(
            rule: "rotating to compact without the option keeps the bar (in compact metrics)",
            items: "[{ name: a, title: A }]", step: "rotateCompact", stack: ["a"], transition: .none),
    ]

    @Test(arguments: rows)
    func rule(_ row: Row) throws {
        let yaml = """
            scenes:
              - name: s
                container: \(row.container)
            \(row.controller.isEmpty ? "" : "    navigationController: \(row.controller)\n")    items: \(row.items)
                stack:
                  - \(row.step)
            """
        // Partially: a step UIKit refuses is an error, and the stack must still be as UIKit leaves it.
        let (document, diagnostics) = ThemeParser.parsePartially(yaml, path: "t.yaml", parent: nil)
        let stepLine = yaml.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.hasSuffix("- \(row.step)") }.map {
            $0 + 1
        }
        let errors = diagnostics.filter { $0.severity == .error }
        let warnings = diagnostics.filter { $0.severity == .warning }
        if let expected = row.error {
            let texts = errors.map { $0.message + ($0.hint.map { " (hint: \($0))" } ?? "") }
            #expect(texts.contains { $0.hasPrefix(expected) }, "\(errors.map(\.description))")
            #expect(errors.allSatisfy { $0.location?.line == stepLine }, "the error points at the step")
        } else {
            #expect(errors.isEmpty, "\(errors.map(\.description))")
        }
        if let expected = row.warning {
            #expect(warnings.map(\.message).contains(expected), "\(warnings.map(\.description))")
        }
        let scene = try #require(document?.scenes.first)
        let result = NavigationStackSimulator.simulate(scene)
        let step = try #require(result.steps.last)
        #expect(result.steps.count == 2)
        #expect(step.state.itemNames == row.stack)
        #expect(step.transition == row.transition)
        #expect(step.state.navigationBarHidden == row.navigationBarHidden)
        #expect(step.state.toolbarHidden == row.toolbarHidden)
        let back = ContentResolver.resolve(items: step.state.items).backButton?.titleCandidates.first
        #expect(back == row.backTitle, "back title")
    }

    @Test func everyStepRendersItsBarsAndHiddenBarsRenderNothing() throws {
        let yaml = """
            scenes:
              - name: trip
                navigationController: { hidesBarsOnSwipe: true }
                items: [{ name: home, title: Home, toolbarItems: [{ systemItem: add }] }]
                stack:
                  - { setToolbarHidden: false }
                  - { push: { name: detail, title: Detail } }
                  - swipe
                  - swipeDown
                  - popToRoot
            """
        let (document, diagnostics) = ThemeParser.parse(yaml, path: "t.yaml")
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
        let names = try #require(document).scenes[0].renderedScenes.map(\.name.value)
        #expect(
            names == [
                "trip.step00", "trip.step01", "trip.step01.toolbar", "trip.step02", "trip.step02.toolbar",
                "trip.step04", "trip.step04.toolbar", "trip.step05", "trip.step05.toolbar",
            ])
        let jobs = RenderJob.jobs(for: try #require(document), sceneName: "trip.step02")
        #expect(jobs.map(\.scene.name.value) == ["trip.step02", "trip.step02.toolbar"])
        #expect(jobs.last?.variant.position == .bottom)
    }

    @Test func aVerticallyCompactStepUsesCompactMetricsAndNoStatusBar() throws {
        let yaml = """
            scenes:
              - name: s
                items: [{ title: A }]
                stack: [rotateCompact]
            """
        let (document, _) = ThemeParser.parse(yaml, path: "t.yaml")
        let scenes = try #require(document).scenes[0].renderedScenes
        #expect(scenes.map(\.name.value) == ["s.step00", "s.step01"])
        #expect(VariantMatrix.variants(for: scenes[1]).map(\.metrics) == [.compact])
        #expect(VariantMatrix.variants(for: scenes[1]).map(\.statusBarHeight) == [0])
    }

    /// The scene's device (`userInterfaceIdiom`, docs/UIKIT.md §1.1) holds for every bar of every
    /// step: the navigation bar and the controller's toolbar alike.
    @Test func everyBarOfAStepKeepsTheScenesDevice() throws {
        let yaml = """
            scenes:
              - name: s
                userInterfaceIdiom: pad
                items: [{ title: A }]
                stack: [{ setToolbarHidden: false }]
                variants: { widths: [320] }
            """
        let (document, diagnostics) = ThemeParser.parse(yaml, path: "t.yaml")
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
        let scenes = try #require(document).scenes[0].renderedScenes
        #expect(scenes.map(\.name.value) == ["s.step00", "s.step01", "s.step01.toolbar"])
        for scene in scenes {
            #expect(VariantMatrix.variants(for: scene).map { TraitEnvironment.idiom(of: $0) } == [.pad], "\(scene.name.value)")
        }
    }

    @Test func aStepThatIsNotAStepSuggestsTheNearestWord() {
        let (_, diagnostics) = ThemeParser.parse("scenes:\n  - name: s\n    items: [{ title: A }]\n    stack: [popp]\n", path: "t.yaml")
        #expect(
            diagnostics.map(\.description).contains {
                $0.contains("4:13: error: 'popp' is not a stack step") && $0.contains("did you mean 'pop'?")
            },
            "\(diagnostics.map(\.description))")
    }

    @Test func anItemPoppedEarlierCanBePushedAgainByName() throws {
        let yaml = """
            scenes:
              - name: s
                items: [{ name: a, title: A }]
                stack:
                  - { push: { name: b, title: B } }
                  - pop
                  - { push: b }
            """
        let (document, diagnostics) = ThemeParser.parse(yaml, path: "t.yaml")
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
        let steps = NavigationStackSimulator.simulate(try #require(document).scenes[0]).steps
        #expect(steps.map(\.state.itemNames) == [["a"], ["a", "b"], ["a"], ["a", "b"]])
        #expect(steps.map(\.transition) == [.none, .push, .pop, .push])
    }
}

/// The reference's `stack:` example must stay a valid theme that renders every step it describes.
@Suite struct StackFormatExampleTests {
    @Test func everyStackExampleInTheReferenceIsAValidTheme() throws {
        let text = try String(contentsOf: FormatDocumentationTests.reference, encoding: .utf8)
        let section = try #require(text.range(of: "<a id=\"stackStep\"></a>"))
        var rest = text[section.upperBound...]
        if let next = rest.range(of: "<a id=") { rest = rest[..<next.lowerBound] }
        var examples = 0
        while let start = rest.range(of: "```yaml\n"), let end = rest[start.upperBound...].range(of: "```") {
            let yaml = String(rest[start.upperBound..<end.lowerBound])
            let (document, diagnostics) = ThemeParser.parse(yaml, path: "THEME-FORMAT.md")
            #expect(document != nil && diagnostics.isEmpty, "\(diagnostics.map(\.description))")
            examples += 1
            rest = rest[end.upperBound...]
        }
        #expect(examples == 2)
    }

    @Test func theReferenceExampleParsesAndRendersItsSteps() throws {
        let text = try String(contentsOf: FormatDocumentationTests.reference, encoding: .utf8)
        let section = try #require(text.range(of: "<a id=\"stackStep\"></a>"))
        let rest = text[section.upperBound...]
        let start = try #require(rest.range(of: "```yaml\n"))
        let end = try #require(rest[start.upperBound...].range(of: "```"))
        let yaml = String(rest[start.upperBound..<end.lowerBound])
        let (document, diagnostics) = ThemeParser.parse(yaml, path: "THEME-FORMAT.md")
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
        let scenes = try #require(document).scenes[0].renderedScenes.map(\.name.value)
        // step04 (swipe) hides both bars: no image for it.
        #expect(
            scenes == [
                "checkout.step00", "checkout.step01", "checkout.step01.toolbar", "checkout.step02", "checkout.step02.toolbar",
                "checkout.step03", "checkout.step03.toolbar", "checkout.step05", "checkout.step05.toolbar",
                "checkout.step06", "checkout.step06.toolbar", "checkout.step07", "checkout.step07.toolbar",
                "checkout.step08", "checkout.step08.toolbar", "checkout.step09", "checkout.step09.toolbar",
                "checkout.step10", "checkout.step10.toolbar",
            ])
    }
}
