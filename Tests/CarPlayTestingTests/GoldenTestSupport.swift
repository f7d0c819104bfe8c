import CarPlay
import CarPlayTesting
import Foundation

/// A list app of one template, for checking the display against goldens;
/// the rows named in `disabled` cannot be used.
@MainActor final class MailDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
    private let disabled: Set<String>

    init(disabled: Set<String> = []) { self.disabled = disabled }

    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        let items = ["Inbox", "Drafts", "Sent"].map { text in
            let item = CPListItem(text: text, detailText: nil)
            item.isEnabled = !disabled.contains(text)
            return item
        }
        interfaceController.setRootTemplate(CPListTemplate(title: "Mail", sections: [CPListSection(items: items)]), animated: false, completion: nil)
    }
}

/// A car with the mail app connected, on `display`; the rows named in `disabled` cannot be used.
@MainActor func connectedMailCar(disabled: Set<String> = [], display: TestCar.Display = .standard) async throws -> TestCar {
    let car = try await TestCar(delegate: MailDelegate(disabled: disabled), category: .communication, display: display)
    try await car.connect()
    return car
}

/// A temporary package for a test's goldens, never the repository: its
/// Package.swift and `Tests/MailTests.swift`, the test file goldens are
/// kept beside (in `Tests/__Screens__/`) and whose failing goldens' files
/// go under `.build/carplay-testing/MailTests/`.
struct GoldenPackage {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("carplay-goldens-\(UUID().uuidString)")

    init() throws {
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Tests"), withIntermediateDirectories: true)
        try Data("// swift-tools-version:6.0\n".utf8).write(to: root.appendingPathComponent("Package.swift"))
    }

    /// The test file, as `#filePath` gives it.
    var testFile: String { root.appendingPathComponent("Tests/MailTests.swift").path }

    /// The path of the golden file `name` (with its extension).
    func golden(_ name: String) -> String { root.appendingPathComponent("Tests/__Screens__/\(name)").path }

    /// The path of the failing golden's file `name` (with its extension).
    func artifact(_ name: String) -> String { root.appendingPathComponent(".build/carplay-testing/MailTests/\(name)").path }

    func remove() { try? FileManager.default.removeItem(at: root) }
}

extension TestCarError {
    /// A text or styled golden's difference, if that is the error.
    var differingScreen: (golden: String, diff: String, display: String, artifacts: [String])? {
        guard case .screenDiffers(let golden, let diff, let display, let artifacts) = self else { return nil }
        return (golden, diff, display, artifacts)
    }

    /// A PNG golden's difference, if that is the error.
    var differingPicture: (golden: String, differingPixels: Int, pixels: Int, artifacts: [String])? {
        guard case .pictureDiffers(let golden, let differing, let pixels, let artifacts) = self else { return nil }
        return (golden, differing, pixels, artifacts)
    }
}
