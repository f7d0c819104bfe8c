/// A control on screen: what focus rests on, touch hits and tests name.
public enum ControlID: Hashable, Sendable, CustomStringConvertible {
    case back
    case leadingButton(Int)
    case trailingButton(Int)
    case tab(Int)
    case listItem(section: Int, item: Int)
    /// An image of an image row item, by its index in the row.
    case listImage(section: Int, item: Int, image: Int)
    /// An action button of a list's details header.
    case listHeaderButton(Int)
    /// A grid button of a list's header.
    case listHeaderGridButton(Int)
    case gridButton(Int)
    /// A scrolling body whose content the knob cannot focus (an
    /// information template's items): turning the knob scrolls it.
    case scrollBody
    case informationAction(Int)
    case alertAction(Int)
    case sheetAction(Int)
    case nowPlaying(NowPlayingControl)
    case nowPlayingButton(Int)
    case contactAction(Int)
    /// A place in a point-of-interest template's picker.
    case pointOfInterest(Int)
    /// A button of a place's detail card: 0 primary, 1 secondary.
    case pointOfInterestButton(Int)
    /// A map: pressed, the knob pans it.
    case map
    /// A map template's map button.
    case mapButton(Int)
    /// A route choice on a trip preview.
    case routeChoice(Int)
    /// A trip preview's Go, and its previous and next trip.
    case tripStart, tripPrevious, tripNext
    /// A navigation alert's button: 0 primary, 1 secondary.
    case navigationAlertAction(Int)
    /// A tile of the home screen, by its index among the tiles.
    case homeApp(Int)
    /// An app's icon in the status rail's dock, by its slot (0 on top).
    case dockApp(Int)
    /// The status rail's Now Playing button, there while something plays.
    case railNowPlaying
    case homeButton
    case relaunch
    /// The button of a system screen: dismiss Siri, back to the app, end a call.
    case systemButton
    /// A navigation app's shortcut button on the dashboard.
    case dashboardButton(Int)

    /// The name used in goldens and `expect` lines: `list.0.3`, `nav.back`.
    public var description: String {
        switch self {
        case .back: "nav.back"
        case .leadingButton(let index): "nav.leading.\(index)"
        case .trailingButton(let index): "nav.trailing.\(index)"
        case .tab(let index): "tab.\(index)"
        case .listItem(let section, let item): "list.\(section).\(item)"
        case .listImage(let section, let item, let image): "list.\(section).\(item).image.\(image)"
        case .listHeaderButton(let index): "list.header.button.\(index)"
        case .listHeaderGridButton(let index): "list.header.grid.\(index)"
        case .gridButton(let index): "grid.\(index)"
        case .scrollBody: "body.scroll"
        case .informationAction(let index): "info.action.\(index)"
        case .alertAction(let index): "alert.action.\(index)"
        case .sheetAction(let index): "sheet.action.\(index)"
        case .nowPlaying(let control): "nowPlaying.\(control.rawValue)"
        case .nowPlayingButton(let index): "nowPlaying.button.\(index)"
        case .contactAction(let index): "contact.action.\(index)"
        case .pointOfInterest(let index): "poi.\(index)"
        case .pointOfInterestButton(let index): "poi.button.\(index)"
        case .map: "map"
        case .mapButton(let index): "map.button.\(index)"
        case .routeChoice(let index): "trip.route.\(index)"
        case .tripStart: "trip.go"
        case .tripPrevious: "trip.previous"
        case .tripNext: "trip.next"
        case .navigationAlertAction(let index): "navAlert.action.\(index)"
        case .homeApp(let index): "home.app.\(index)"
        case .dockApp(let slot): "rail.dock.\(slot)"
        case .railNowPlaying: "rail.nowPlaying"
        case .homeButton: "rail.home"
        case .relaunch: "app.relaunch"
        case .systemButton: "system.button"
        case .dashboardButton(let index): "dashboard.button.\(index)"
        }
    }
}

/// The fixed controls of now playing.
public enum NowPlayingControl: String, Hashable, Sendable {
    case previous, playPause, next, upNext, albumArtist
}
