import CarPlay
import HeadUnitCore
import UIKit

/// What the app gave a control, read from the app's own objects: its
/// text, detail, image and accessory, with nothing of how headunit draws
/// them. Nil for a control the car draws itself (the status rail, home,
/// the built-in now-playing buttons), whose words are read off the display.
struct ControlWords {
    var text: String?
    var detailText: String?
    var image: String?
    var accessory: String?
    var isPlaying = false

    /// The words of control `id` of what shows: `top` the template on top of
    /// the stack, `modal` the one presented, `root` the root.
    @MainActor static func of(_ id: ControlID, top: CPTemplate?, modal: CPTemplate?, root: CPTemplate?) -> ControlWords? {
        switch id {
        case .listItem(let section, let item):
            return listItem(top, section, item).map(Self.row)
        case .listImage(let section, let item, let index):
            guard let row = listItem(top, section, item) as? CPListImageRowItem, row.gridImages.indices.contains(index) else { return nil }
            return ControlWords(text: row.imageTitles.indices.contains(index) ? row.imageTitles[index] : nil, image: name(row.gridImages[index]))
        case .listHeaderButton(let index):
            guard let buttons = (top as? CPListTemplate)?.listHeader?.actionButtons, buttons.indices.contains(index) else { return nil }
            return ControlWords(text: buttons[index].title, image: buttons[index].image.map(name))
        case .listHeaderGridButton(let index):
            guard let buttons = (top as? CPListTemplate)?.headerGridButtons, buttons.indices.contains(index) else { return nil }
            return ControlWords(text: buttons[index].titleVariants.first, image: name(buttons[index].image))
        case .tab(let index):
            guard let tabs = (root as? CPTabBarTemplate)?.templates, tabs.indices.contains(index) else { return nil }
            let tab = tabs[index]
            let image = tab.tabImage.map(name) ?? (tab.usesTabSystemItem && tab.tabTitle == nil ? "\(tab.tabSystemItem)" : nil)
            return ControlWords(text: tab.tab.title.isEmpty ? nil : tab.tab.title, image: image)
        case .gridButton(let index):
            guard let buttons = (top as? CPGridTemplate)?.gridButtons, buttons.indices.contains(index) else { return nil }
            return ControlWords(text: buttons[index].titleVariants.first, image: name(buttons[index].image))
        case .leadingButton(let index):
            return bar((top as? CPBarButtonProviding)?.leadingNavigationBarButtons, index)
        case .trailingButton(let index):
            return bar((top as? CPBarButtonProviding)?.trailingNavigationBarButtons, index)
        case .alertAction(let index), .sheetAction(let index):
            return action(modal, index)
        case .informationAction(let index):
            guard let actions = (top as? CPInformationTemplate)?.actions, actions.indices.contains(index) else { return nil }
            return ControlWords(text: actions[index].title)
        case .contactAction(let index):
            guard let actions = (top as? CPContactTemplate)?.contact.actions, actions.indices.contains(index) else { return nil }
            return ControlWords(text: actions[index].title, image: actions[index].image.map(name))
        case .pointOfInterest(let index):
            guard let places = (top as? CPPointOfInterestTemplate)?.pointsOfInterest, places.indices.contains(index) else { return nil }
            return ControlWords(text: places[index].title, detailText: places[index].subtitle, image: places[index].pinImage.map(name))
        case .mapButton(let index):
            guard let buttons = (top as? CPMapTemplate)?.mapButtons, buttons.indices.contains(index) else { return nil }
            return ControlWords(image: buttons[index].image.map(name))
        case .navigationAlertAction(let index):
            guard let alert = (top as? CPMapTemplate)?.currentNavigationAlert else { return nil }
            return (index == 0 ? alert.primaryAction : alert.secondaryAction).map { ControlWords(text: $0.title) }
        default:
            return nil
        }
    }

    /// The name of a control the car draws itself, where its cells show a
    /// glyph alone: a docked app's name, `Home`, `Back`, `Now Playing`,
    /// now playing's `Play/Pause`; nil for the rest, read off the display.
    static func carName(of id: ControlID, in state: SessionState) -> String? {
        switch id {
        case .dockApp(let slot):
            let dock = state.dock
            return dock.indices.contains(slot) ? HomeScreen(state).label(of: dock[slot], in: state).name : nil
        case .homeApp(let index):
            let screen = HomeScreen(state)
            return screen.tiles.indices.contains(index) ? screen.label(of: screen.tiles[index], in: state).name : nil
        case .homeButton: return "Home"
        case .back: return "Back"
        case .railNowPlaying: return "Now Playing"
        case .nowPlaying(let control):
            switch control {
            case .previous: return "Previous"
            case .playPause: return "Play/Pause"
            case .next: return "Next"
            case .upNext, .albumArtist: return nil
            }
        default: return nil
        }
    }

    /// The SF Symbol or asset name of an image, else the glyph drawn for it.
    static func name(_ image: UIImage) -> String { image.name ?? image.glyph }

    @MainActor private static func listItem(_ top: CPTemplate?, _ section: Int, _ item: Int) -> (any CPListTemplateItem)? {
        guard let sections = (top as? CPListTemplate)?.sections, sections.indices.contains(section),
            sections[section].items.indices.contains(item)
        else { return nil }
        return sections[section].items[item]
    }

    @MainActor private static func row(_ item: any CPListTemplateItem) -> ControlWords {
        switch item {
        case let row as CPListItem:
            let accessory = row.accessoryImage.map(name) ?? (row.accessoryType == .none ? nil : "\(row.accessoryType)")
            return ControlWords(text: row.text, detailText: row.detailText, image: row.image.map(name), accessory: accessory, isPlaying: row.isPlaying)
        case let message as CPMessageListItem:
            return ControlWords(text: message.text, detailText: message.detailText, image: message.leadingConfiguration.leadingImage.map(name))
        default:
            return ControlWords(text: item.text)
        }
    }

    @MainActor private static func bar(_ buttons: [CPBarButton]?, _ index: Int) -> ControlWords? {
        guard let buttons, buttons.indices.contains(index) else { return nil }
        return ControlWords(text: buttons[index].title, image: buttons[index].image.map(name))
    }

    @MainActor private static func action(_ modal: CPTemplate?, _ index: Int) -> ControlWords? {
        let actions = (modal as? CPAlertTemplate)?.actions ?? (modal as? CPActionSheetTemplate)?.actions ?? []
        return actions.indices.contains(index) ? ControlWords(text: actions[index].title) : nil
    }
}
