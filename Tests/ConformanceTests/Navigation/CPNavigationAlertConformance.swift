import CarPlay
import CarPlayTesting
import Testing

/// CPNavigationAlert and the map template's alert methods: a banner over
/// the map, its buttons, its time, and what the delegate hears.
@MainActor struct CPNavigationAlertConformance {
    static func alert(
        _ title: String = "Road closed", subtitle: String = "Take the detour?", duration: TimeInterval = 0, primary: @escaping () -> Void = {},
        secondary: (() -> Void)? = nil
    ) -> CPNavigationAlert {
        CPNavigationAlert(
            titleVariants: [title], subtitleVariants: [subtitle], image: nil,
            primaryAction: CPAlertAction(title: "Detour", style: .default) { _ in primary() },
            secondaryAction: secondary.map { run in CPAlertAction(title: "Ignore", style: .cancel) { _ in run() } }, duration: duration)
    }

    @Test("a navigation alert shows its title, subtitle and button over the map", .apple("carplay/cpnavigationalert"))
    func alertShowsOverTheMap() async throws {
        let app = MapConformanceApp()
        let car = try await app.connectedCar()
        await car.phone { app.map.present(navigationAlert: Self.alert(), animated: true) }
        #expect(car.screen.contains("Road closed") && car.screen.contains("Take the detour?") && car.screen.contains("Detour"))
    }

    @Test(
        "presenting an alert asks the delegate, then tells it the alert will show and did show",
        .apple("carplay/cpmaptemplate/present(navigationalert:animated:)"))
    func presentingTellsTheDelegate() async throws {
        let app = MapConformanceApp()
        let car = try await app.connectedCar()
        await car.phone { app.map.present(navigationAlert: Self.alert(), animated: true) }
        #expect(app.heard == ["shouldShow Road closed", "willShow Road closed", "didShow Road closed"])
    }

    @Test("presenting an alert while another shows has no effect", .apple("carplay/cpmaptemplate/present(navigationalert:animated:)"))
    func secondAlertIsIgnored() async throws {
        let app = MapConformanceApp()
        let car = try await app.connectedCar()
        let first = Self.alert("Road closed")
        await car.phone { app.map.present(navigationAlert: first, animated: true) }
        await car.phone { app.map.present(navigationAlert: Self.alert("Speed camera"), animated: true) }
        #expect(app.map.currentNavigationAlert === first)
        #expect(car.screen.contains("Road closed") && !car.screen.contains("Speed camera"))
        #expect(!app.heard.contains { $0.hasPrefix("willDismiss") })
    }

    @Test("the delegate can decline to show an alert", .apple("carplay/cpmaptemplatedelegate/maptemplate(_:shouldshow:)"))
    func delegateDeclines() async throws {
        let app = MapConformanceApp()
        app.allowsAlerts = false
        let car = try await app.connectedCar()
        await car.phone { app.map.present(navigationAlert: Self.alert(), animated: true) }
        #expect(!car.screen.contains("Road closed"))
        #expect(app.map.currentNavigationAlert == nil)
        #expect(app.heard == ["shouldShow Road closed"])
    }

    @Test("the delegate hears an alert will show before it is visible", .apple("carplay/cpmaptemplatedelegate/maptemplate(_:willshow:)"))
    func willShowBeforeVisible() async throws {
        let app = MapConformanceApp()
        let car = try await app.connectedCar()
        await car.phone { app.map.present(navigationAlert: Self.alert(), animated: true) }
        let will = try #require(app.heard.firstIndex(of: "willShow Road closed"))
        let did = try #require(app.heard.firstIndex(of: "didShow Road closed"))
        #expect(will < did)
    }

    @Test("the delegate hears an alert did show, and it is the current one", .apple("carplay/cpmaptemplatedelegate/maptemplate(_:didshow:)"))
    func didShowIsCurrent() async throws {
        let app = MapConformanceApp()
        let car = try await app.connectedCar()
        let alert = Self.alert()
        await car.phone { app.map.present(navigationAlert: alert, animated: true) }
        #expect(app.heard.last == "didShow Road closed")
        #expect(app.map.currentNavigationAlert === alert)
    }

    @Test("the current navigation alert is the one visible, or none", .apple("carplay/cpmaptemplate/currentnavigationalert"))
    func currentAlert() async throws {
        let app = MapConformanceApp()
        let car = try await app.connectedCar()
        #expect(app.map.currentNavigationAlert == nil)
        let alert = Self.alert()
        await car.phone { app.map.present(navigationAlert: alert, animated: true) }
        #expect(app.map.currentNavigationAlert === alert)
        try await car.tap("Detour")
        #expect(app.map.currentNavigationAlert == nil)
    }

    @Test(
        "dismissing the visible alert takes it down and reports that one was dismissed",
        .apple("carplay/cpmaptemplate/dismissnavigationalert(animated:completion:)"))
    func dismissingReportsTrue() async throws {
        let app = MapConformanceApp()
        let car = try await app.connectedCar()
        await car.phone { app.map.present(navigationAlert: Self.alert(), animated: true) }
        var dismissed: Bool?
        await car.phone { app.map.dismissNavigationAlert(animated: true) { dismissed = $0 } }
        #expect(dismissed == true)
        #expect(!car.screen.contains("Road closed"))
        #expect(app.heard.suffix(2) == ["willDismiss Road closed systemDismissed", "didDismiss Road closed systemDismissed"])
    }

    @Test("dismissing when no alert shows reports that none was dismissed", .apple("carplay/cpmaptemplate/dismissnavigationalert(animated:completion:)"))
    func dismissingNothingReportsFalse() async throws {
        let app = MapConformanceApp()
        let car = try await app.connectedCar()
        var dismissed: Bool?
        await car.phone { app.map.dismissNavigationAlert(animated: true) { dismissed = $0 } }
        #expect(dismissed == false)
    }

    @Test("the delegate hears an alert is about to go, with why", .apple("carplay/cpmaptemplatedelegate/maptemplate(_:willdismiss:dismissalcontext:)"))
    func willDismissWithContext() async throws {
        let app = MapConformanceApp()
        let car = try await app.connectedCar()
        await car.phone { app.map.present(navigationAlert: Self.alert(), animated: true) }
        try await car.tap("Detour")
        #expect(app.heard.contains("willDismiss Road closed userDismissed"))
    }

    @Test("the delegate hears an alert went, after it heard it would go", .apple("carplay/cpmaptemplatedelegate/maptemplate(_:diddismiss:dismissalcontext:)"))
    func didDismissAfterWill() async throws {
        let app = MapConformanceApp()
        let car = try await app.connectedCar()
        await car.phone { app.map.present(navigationAlert: Self.alert(duration: 8), animated: true) }
        try await car.advance(by: 9)
        #expect(app.heard.suffix(2) == ["willDismiss Road closed timeout", "didDismiss Road closed timeout"])
    }

    @Test("the dismissal context tells a timeout, the driver and the system apart", .apple("carplay/cpnavigationalert/dismissalcontext"))
    func dismissalContexts() async throws {
        let app = MapConformanceApp { $0.map.automaticallyHidesNavigationBar = false }
        let car = try await app.connectedCar()
        await car.phone { app.map.present(navigationAlert: Self.alert("One", duration: 6), animated: true) }
        try await car.advance(by: 7)
        await car.phone { app.map.present(navigationAlert: Self.alert("Two"), animated: true) }
        try await car.tap("Detour")
        await car.phone { app.map.present(navigationAlert: Self.alert("Three"), animated: true) }
        await car.phone { app.map.dismissNavigationAlert(animated: false) { _ in } }
        #expect(
            app.heard.filter { $0.hasPrefix("didDismiss") } == ["didDismiss One timeout", "didDismiss Two userDismissed", "didDismiss Three systemDismissed"])
        #expect([CPNavigationAlert.DismissalContext.timeout, .userDismissed, .systemDismissed].map(\.rawValue) == [0, 1, 2])
    }

    @Test("an alert with no duration stays until it is dismissed", .apple("carplay/cpnavigationalert/duration"))
    func zeroDurationStays() async throws {
        let app = MapConformanceApp()
        let car = try await app.connectedCar()
        await car.phone { app.map.present(navigationAlert: Self.alert(duration: 0), animated: true) }
        try await car.advance(by: 120)
        #expect(car.screen.contains("Road closed"))
    }

    @Test("an alert with a duration goes by itself when it runs out", .apple("carplay/cpnavigationalert/duration"))
    func durationRunsOut() async throws {
        let app = MapConformanceApp()
        let car = try await app.connectedCar()
        await car.phone { app.map.present(navigationAlert: Self.alert(duration: 10), animated: true) }
        try await car.advance(by: 9)
        #expect(car.screen.contains("Road closed"))
        try await car.advance(by: 2)
        #expect(!car.screen.contains("Road closed"))
    }

    @Test("an alert with a short duration shows for the minimum duration at least", .apple("carplay/cpnavigationalertminimumduration"))
    func minimumDuration() async throws {
        let app = MapConformanceApp()
        let car = try await app.connectedCar()
        await car.phone { app.map.present(navigationAlert: Self.alert(duration: 1), animated: true) }
        try await car.advance(by: CPNavigationAlertMinimumDuration - 0.5)
        #expect(car.screen.contains("Road closed"))
        try await car.advance(by: 1)
        #expect(!car.screen.contains("Road closed"))
    }

    @Test("choosing the primary button runs its handler and dismisses the alert", .apple("carplay/cpnavigationalert/primaryaction"))
    func primaryActs() async throws {
        let app = MapConformanceApp()
        let car = try await app.connectedCar()
        var chosen: [String] = []
        await car.phone { app.map.present(navigationAlert: Self.alert(primary: { chosen.append("Detour") }), animated: true) }
        try await car.tap("Detour")
        #expect(chosen == ["Detour"])
        #expect(!car.screen.contains("Road closed"))
    }

    @Test("a secondary action shows as a second button that runs its own handler", .apple("carplay/cpnavigationalert/secondaryaction"))
    func secondaryActs() async throws {
        let app = MapConformanceApp()
        let car = try await app.connectedCar()
        var chosen: [String] = []
        await car.phone {
            app.map.present(navigationAlert: Self.alert(primary: { chosen.append("Detour") }, secondary: { chosen.append("Ignore") }), animated: true)
        }
        #expect(car.screen.contains("Detour") && car.screen.contains("Ignore"))
        try await car.tap("Ignore")
        #expect(chosen == ["Ignore"])
        #expect(app.map.currentNavigationAlert == nil)
    }

    @Test("the alert's title is the first of its title variants that fits", .apple("carplay/cpnavigationalert/titlevariants"))
    func titleVariantFits() async throws {
        let app = MapConformanceApp()
        let car = try await app.connectedCar(display: .minimum)
        let long = "Heavy traffic ahead on the interstate between the airport and downtown exits"
        let alert = CPNavigationAlert(
            titleVariants: [long, "Heavy traffic ahead"], subtitleVariants: [], image: nil,
            primaryAction: CPAlertAction(title: "OK", style: .default) { _ in }, secondaryAction: nil, duration: 0)
        await car.phone { app.map.present(navigationAlert: alert, animated: true) }
        #expect(car.screen.contains("Heavy traffic ahead") && !car.screen.contains("interstate"))
    }

    @Test("the alert's subtitle is the first of its subtitle variants that fits", .apple("carplay/cpnavigationalert/subtitlevariants"))
    func subtitleVariantFits() async throws {
        let app = MapConformanceApp()
        let car = try await app.connectedCar(display: .minimum)
        let long = "A crash has closed two lanes between the airport and the downtown exits"
        let alert = CPNavigationAlert(
            titleVariants: ["Traffic"], subtitleVariants: [long, "Two lanes closed"], image: nil,
            primaryAction: CPAlertAction(title: "OK", style: .default) { _ in }, secondaryAction: nil, duration: 0)
        await car.phone { app.map.present(navigationAlert: alert, animated: true) }
        #expect(car.screen.contains("Two lanes closed") && !car.screen.contains("airport"))
    }

    @Test("an alert's new title and subtitle replace the old ones", .apple("carplay/cpnavigationalert/updatetitlevariants(_:subtitlevariants:)"))
    func updatedText() async throws {
        let app = MapConformanceApp()
        let car = try await app.connectedCar()
        let alert = Self.alert(duration: 0)
        alert.updateTitleVariants(["Road open again"], subtitleVariants: ["No detour needed"])
        #expect(alert.titleVariants == ["Road open again"] && alert.subtitleVariants == ["No detour needed"])
        await car.phone { app.map.present(navigationAlert: alert, animated: true) }
        #expect(car.screen.contains("Road open again") && car.screen.contains("No detour needed"))
    }

    @Test(
        "an alert is made with its title, subtitle, actions and duration",
        .apple("carplay/cpnavigationalert/init(titlevariants:subtitlevariants:image:primaryaction:secondaryaction:duration:)"))
    func madeWithItsParts() {
        let primary = CPAlertAction(title: "Detour", style: .default) { _ in }
        let alert = CPNavigationAlert(
            titleVariants: ["Road closed"], subtitleVariants: ["Take the detour?"], image: nil, primaryAction: primary, secondaryAction: nil, duration: 12)
        #expect(alert.titleVariants == ["Road closed"] && alert.subtitleVariants == ["Take the detour?"])
        #expect(alert.primaryAction === primary && alert.secondaryAction == nil && alert.duration == 12)
    }
}
