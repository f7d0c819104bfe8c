import CarPlay
import HeadUnitCore

/// The history of what the car showed of the app and told it, to assert
/// on, and the exhaustive mode in which every record must be asserted.
extension TestCar {
    /// Everything the car did with the app's templates (roots set, pushes,
    /// pops, modals presented and dismissed, tabs selected) and every call
    /// it made to the interface controller's delegate, in order, since the
    /// car was made.
    public var history: [CarRecord] { log.records }

    /// The records no `expectChanges` or `expectTemplateChanges` has checked yet.
    public var uncheckedHistory: [CarRecord] { log.unchecked }

    /// Whether every record must be checked (`expectChanges`) before the
    /// next step: a push, a modal or a delegate call a test did not assert
    /// fails the step after it. End an exhaustive test with a check of the
    /// last step's records.
    public var isExhaustive: Bool {
        get { log.isExhaustive }
        set { log.isExhaustive = newValue }
    }

    /// Checks that what happened since the last check is exactly
    /// `expected`, delegate calls included, and marks it checked.
    public func expectChanges(_ expected: [CarRecord], file filePath: StaticString = #filePath, line: UInt = #line) throws {
        do { try log.check(expected, templatesOnly: false) } catch { throw SourcePlace(filePath: filePath, line: line).thrown(error) }
    }

    /// Checks that the templates the car showed since the last check
    /// changed exactly as `expected` (roots, pushes, pops, modals, tabs),
    /// and marks all of it checked, the delegate calls too.
    public func expectTemplateChanges(_ expected: [CarRecord], file filePath: StaticString = #filePath, line: UInt = #line) throws {
        do { try log.check(expected, templatesOnly: true) } catch { throw SourcePlace(filePath: filePath, line: line).thrown(error) }
    }

    /// Keeps what a turn of the app did.
    func keep(_ note: TurnNote) {
        switch note {
        case .shown(let change): keep(change)
        case .told(let appearance, let template): log.append([CarRecord(CarRecord.Kind(appearance), template)])
        }
    }

    /// Keeps the changes no turn of the app took (it had nothing to hear).
    func keepLeftoverChanges() {
        for change in driver.takeShownChanges() where change.app == 0 { keep(change) }
    }

    private func keep(_ change: ShownChange) {
        log.append(CarRecord.records(of: change) { runtime.conversion.template($0) })
    }
}

extension CarRecord.Kind {
    init(_ appearance: TemplateAppearance) {
        switch appearance {
        case .templateWillAppear: self = .templateWillAppear
        case .templateDidAppear: self = .templateDidAppear
        case .templateWillDisappear: self = .templateWillDisappear
        case .templateDidDisappear: self = .templateDidDisappear
        }
    }
}
