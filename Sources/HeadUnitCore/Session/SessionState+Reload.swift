extension SessionState {
    /// The app at `index` as its changed scenario file now declares it
    /// (`run --watch`): connected afresh, then shown as it was where the
    /// new app still can: the templates of its stack pushed again by id
    /// while each is still there, its modal, and each template's focus and
    /// scroll (a control that went is left to the focus's own rules).
    public mutating func reload(_ app: App, at index: Int) {
        let old = apps[index]
        apps[index] = AppSession(app: app)
        withApp(index) { $0.connect() }
        if case .ended = mode, shownApp == index { mode = .app }
        if old.controller.stack.first == apps[index].controller.stack.first {
            for id in old.controller.stack.dropFirst() {
                guard app.templates[id] != nil, apps[index].ended == nil else { break }
                run([.push(id)], inApp: index)
            }
        }
        if let modal = old.controller.modal, app.templates[modal] != nil, apps[index].ended == nil { run([.present(modal)], inApp: index) }
        for (id, view) in old.views where apps[index].views[id] != nil && apps[index].ended == nil {
            apps[index].views[id] = view
        }
    }
}
