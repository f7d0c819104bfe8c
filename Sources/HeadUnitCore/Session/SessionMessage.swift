/// The one message type of the session's update: what the driver's hands
/// do (knob, touch, buttons), what the car reports (day and night, limited
/// UI, the phone's connection, its display), what the clock brings (a
/// tick, a handler's completion, a timeline entry), what the phone does on
/// its own, and the glyph set to draw with. `SessionState.update` folds it
/// into the state.
public enum SessionMessage: Equatable, Sendable {
    /// Knob rotation by detents: positive clockwise.
    case rotate(Int)
    /// A knob flick: five detents.
    case flick(Int)
    /// Knob nudge.
    case nudge(Direction)
    /// Knob press: acts on the focused control.
    case press
    /// The car's back button.
    case back
    /// The car's home button.
    case home
    /// The rail's dashboard button: CarPlay Dashboard, and from it back
    /// to the app.
    case dashboard
    /// A touch at a point of the display, in its pixels (as a car's touch
    /// screen reports it; a terminal's mouse touches a cell's middle).
    case touch(x: Int, y: Int)
    /// A finger dragged from one cell of the display to another.
    case drag(fromColumn: Int, fromRow: Int, toColumn: Int, toRow: Int)
    /// The keyboard typed into the template on top (a search field).
    case keyboard(KeyboardInput)
    /// A media key.
    case media(MediaKey)
    /// The car's day / night switch.
    case appearance(AppearanceChange)
    /// Limited UI while driving: on or off.
    case restrict(Bool)
    case connect
    case disconnect
    /// Switch the display profile.
    case profile(DisplayProfile)
    /// Attach or take away the instrument cluster.
    case cluster(Bool)
    /// The instrument cluster's own controls: zoom, compass, speed limit.
    case clusterControl(ClusterControl)
    /// How fast the car's clock runs against real time in the terminal
    /// (a demo's fast-forward): 1 is real time.
    case clockRate(Double)
    /// Time passes: seconds.
    case tick(Double)
    /// A list handler's completion, called after its delay, in the app at
    /// this index of the head unit's apps.
    case complete(app: Int, TemplateID, ControlID)
    /// An entry of an app's timeline comes due: the app's index, the entry's.
    case timeline(app: Int, Int)
    /// Open an app: a tile of the home screen, as a tap on it does.
    case open(HomeScreen.Tile)
    /// The side the driver sits on: the status rail moves there.
    case driverSide(DriverSide)
    /// The car's speed sensor, in km/h: moving limits the interface.
    case speed(Double)
    /// The gear lever: in drive with the brake off, the car counts as driving.
    case gear(CarSensors.Gear)
    /// The parking brake, on or off.
    case parkingBrake(Bool)
    /// Show or hide the inspector beside the display.
    case inspector(Bool)
    /// A hosted app's code asks something of the session.
    case request(app: Int, AppRequest)
    /// A named phone-side event (`select station-3`).
    case phone(String)
    /// Draw with another glyph set (a theme's).
    case glyphs(Glyphs)
}

/// What the car's day / night switch asks.
public enum AppearanceChange: String, Sendable {
    case day, night, toggle = "daynight"
}

extension SessionMessage {
    /// Whether it is the rotary knob: a turn, a flick, a nudge or a press.
    public var isKnob: Bool {
        switch self {
        case .rotate, .flick, .nudge, .press: true
        default: false
        }
    }

    /// Whether it is a hosted app's own request.
    var isAppRequest: Bool {
        if case .request = self { return true }
        return false
    }

    /// Whether the driver did it (a knob, a button, a touch): what wakes a
    /// map's hidden bar.
    var isDriverInput: Bool {
        switch self {
        case .rotate, .flick, .nudge, .press, .back, .home, .dashboard, .touch, .drag, .media, .keyboard, .open, .clusterControl: true
        case .appearance, .restrict, .connect, .disconnect, .profile, .cluster, .clockRate, .tick, .complete, .timeline, .phone, .glyphs,
            .driverSide, .speed, .gear, .parkingBrake, .inspector, .request:
            false
        }
    }
}

extension SessionMessage {
    /// A finger's drag from one point of the display to another, in its
    /// pixels, as the cells under them on `state`'s display.
    public static func drag(fromX: Int, fromY: Int, toX: Int, toY: Int, on state: SessionState) -> SessionMessage {
        let from = state.geometry.cell(atPixelX: fromX, y: fromY, scale: state.profile.scale)
        let to = state.geometry.cell(atPixelX: toX, y: toY, scale: state.profile.scale)
        return .drag(fromColumn: from.column, fromRow: from.row, toColumn: to.column, toRow: to.row)
    }
}
