import CarPlay
import CarPlayTesting
import Testing

/// CPSessionConfiguration, its delegate, CPLimitableUserInterface and
/// CPContentStyle: what the car limits while driving and whether it is
/// light or dark, told to the app as they change.
@MainActor struct CPSessionConfigurationConformance {
    /// An app that makes a session configuration as it connects, connected; what it heard so far forgotten.
    static func configuredApp() async throws -> (TemplateConformanceApp, TestCar, CPSessionConfiguration) {
        var configuration: CPSessionConfiguration?
        let app = TemplateConformanceApp { app in
            configuration = CPSessionConfiguration(delegate: app)
            return TemplateSamples.list("Home")
        }
        let car = try await app.connectedCar()
        app.heard = []
        return (app, car, try #require(configuration))
    }

    @Test("a session configuration is made with the delegate it tells", .apple("carplay/cpsessionconfiguration/init(delegate:)"))
    func initSetsTheDelegate() async throws {
        let (app, _, configuration) = try await Self.configuredApp()
        #expect(configuration.delegate === app)
    }

    @Test(
        "while driving the car limits the keyboard and list lengths, and the configuration says so",
        .apple("carplay/cpsessionconfiguration/limiteduserinterfaces"))
    func limitsWhileDriving() async throws {
        let (_, car, configuration) = try await Self.configuredApp()
        #expect(configuration.limitedUserInterfaces.isEmpty)
        try await car.setLimitedUI(true)
        #expect(configuration.limitedUserInterfaces.contains(.keyboard))
        #expect(configuration.limitedUserInterfaces.contains(.lists))
        try await car.setLimitedUI(false)
        #expect(configuration.limitedUserInterfaces.isEmpty)
    }

    @Test(
        "the delegate hears the car's limits as they change",
        .apple("carplay/cpsessionconfigurationdelegate/sessionconfiguration(_:limiteduserinterfaceschanged:)"))
    func delegateHearsTheLimits() async throws {
        let (app, car, _) = try await Self.configuredApp()
        try await car.setLimitedUI(true)
        let limited = CPLimitableUserInterface([.keyboard, .lists])
        #expect(app.heard == ["limits \(limited.rawValue)"])
        try await car.setLimitedUI(false)
        #expect(app.heard == ["limits \(limited.rawValue)", "limits 0"])
    }

    @Test("the configuration's content style is the car's: light by day, dark by night", .apple("carplay/cpsessionconfiguration/contentstyle"))
    func contentStyleFollowsTheCar() async throws {
        let (_, car, configuration) = try await Self.configuredApp()
        #expect(configuration.contentStyle == .light)
        try await car.setAppearance(.night)
        #expect(configuration.contentStyle == .dark)
    }

    @Test(
        "the delegate hears the content style as the car turns dark and light",
        .apple("carplay/cpsessionconfigurationdelegate/sessionconfiguration(_:contentstylechanged:)"))
    func delegateHearsTheStyle() async throws {
        let (app, car, _) = try await Self.configuredApp()
        try await car.setAppearance(.night)
        try await car.setAppearance(.day)
        #expect(app.heard == ["style dark", "style light"])
    }

    @Test("the limits are options: the keyboard and lists, alone or together", .apple("carplay/cplimitableuserinterface"))
    func limitsAreAnOptionSet() {
        let both: CPLimitableUserInterface = [.keyboard, .lists]
        #expect(both.contains(.keyboard) && both.contains(.lists))
        #expect(CPLimitableUserInterface.keyboard != .lists)
        #expect(CPLimitableUserInterface(rawValue: both.rawValue) == both)
        #expect(!CPLimitableUserInterface.keyboard.contains(.lists))
    }

    @Test("light and dark are the content styles, each its own option", .apple("carplay/cpcontentstyle"))
    func contentStylesAreOptions() {
        #expect(CPContentStyle.light != .dark)
        #expect(CPContentStyle(rawValue: CPContentStyle.dark.rawValue) == .dark)
        let both: CPContentStyle = [.light, .dark]
        #expect(both.contains(.light) && both.contains(.dark))
    }
}
