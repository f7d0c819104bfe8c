import HeadUnitCore

/// CPTabBarTemplate: the root's tabs (4 for audio apps, 5 for others);
/// each tab is a template with its own stack.
@preconcurrency @MainActor public final class CPTabBarTemplate: CPTemplate {
    public private(set) var templates: [CPTemplate]
    public weak var delegate: (any CPTabBarTemplateDelegate)?
    /// The tab shown.
    public private(set) var selectedTemplate: CPTemplate?

    public init(templates: [CPTemplate]) {
        self.templates = templates
        selectedTemplate = templates.first
    }

    /// The tabs a tab bar may hold for this app, as its category (which
    /// its entitlement gives) allows: 4 for audio apps, 5 for the others.
    public class var maximumTabCount: Int { CarPlayLimits.maximumTabs(CarContext.current.runtime?.app.category ?? .communication) }

    /// Replaces the tabs.
    public func updateTemplates(_ newTemplates: [CPTemplate]) {
        templates = newTemplates
        if let selected = selectedTemplate, !templates.contains(where: { $0 === selected }) { selectedTemplate = templates.first }
    }

    /// Selects a tab, as the driver can: at once when the tab bar shows,
    /// else when it is set as the root.
    public func select(_ template: CPTemplate) {
        guard let index = templates.firstIndex(where: { $0 === template }) else { return }
        selectedTemplate = template
        runtime?.send(.selectTab(index))
    }

    /// Selects the tab at `index`.
    public func selectTemplate(at index: Int) {
        guard templates.indices.contains(index) else { return }
        select(templates[index])
    }

    /// The index of the tab selected, for when the tab bar is set as the root.
    var selectedIndex: Int { selectedTemplate.flatMap { selected in templates.firstIndex { $0 === selected } } ?? 0 }

    private weak var runtime: CarPlayRuntime?

    override func attach(_ runtime: CarPlayRuntime) { self.runtime = runtime }

    override var children: [CPTemplate] { templates }

    override func body(_ conversion: Conversion) -> TemplateBody {
        .tabBar(
            TabBarTemplate(
                tabs: templates.map { template in
                    let tab = template.tab
                    return Tab(title: tab.title, glyph: tab.glyph, showsTabBadge: template.showsTabBadge, template: conversion.id(for: template))
                }))
    }

    /// The driver selected the tab at `index`.
    func selected(_ index: Int) {
        guard templates.indices.contains(index) else { return }
        selectedTemplate = templates[index]
        delegate?.tabBarTemplate(self, didSelect: templates[index])
    }
}

/// CPTabBarTemplateDelegate: told when the driver selects a tab.
@preconcurrency @MainActor public protocol CPTabBarTemplateDelegate: NSObjectProtocol {
    func tabBarTemplate(_ tabBarTemplate: CPTabBarTemplate, didSelect selectedTemplate: CPTemplate)
}
