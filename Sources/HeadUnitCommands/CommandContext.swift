import HeadUnitCore

/// What a command runs besides the scenarios its arguments name: the apps
/// whose own code runs them (a CarPlay app built on the `CarPlay`
/// library), their side of the conversation with the car, and their scripts.
public struct CommandContext: Sendable {
    /// The hosted apps, before any scenario's app on the home screen.
    public let hostedApps: [App]
    /// The code that answers them; nil when there are none.
    public let appSide: AppSide?
    /// Their scripts, which `script` and `play` run when no test file is given.
    public let scripts: HostedScripts
    /// The bench's lines about the host itself (`bench --hosted`): a turn's
    /// time after many templates were shown.
    public let hostBench: (@Sendable () -> String)?

    /// No hosted app: the scenarios the arguments name, else the tour.
    public init() {
        hostedApps = []
        appSide = nil
        scripts = HostedScripts()
        hostBench = nil
    }

    /// Hosted `apps`, answered by `host`, with their `scripts`.
    public init(hostedApps: [App], appSide: AppSide, scripts: HostedScripts, hostBench: (@Sendable () -> String)? = nil) {
        self.hostedApps = hostedApps
        self.appSide = appSide
        self.scripts = scripts
        self.hostBench = hostBench
    }
}
