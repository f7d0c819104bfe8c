import CarPlay
import CarPlayTesting
import Testing

/// CPMessageComposeBarButton: the bar button that starts Siri's compose message flow.
@MainActor struct CPMessageComposeBarButtonConformance {
    @Test("a compose button made without an image shows the system's compose image", .apple("carplay/cpmessagecomposebarbutton/init()"))
    func systemImage() async throws {
        let (car, _) = try await CPBarButtonConformance.car(trailing: [CPMessageComposeBarButton()])
        let control = try #require(car.controls.first { $0.id == "nav.trailing.0" })
        #expect(control.image == "square.and.pencil")
        #expect(control.drawn == "✎")
    }

    @Test("a compose button made with an image shows the app's image", .apple("carplay/cpmessagecomposebarbutton/init(image:)"))
    func customImage() async throws {
        let (car, _) = try await CPBarButtonConformance.car(trailing: [CPMessageComposeBarButton(image: UIImage(systemName: "message")!)])
        #expect(car.controls.first { $0.id == "nav.trailing.0" }?.drawn == "✉")
    }

    @Test(
        "a compose button has no handler: choosing it activates Siri and starts the compose message flow",
        .apple("carplay/cpmessagecomposebarbutton"))
    func choosingStartsSiri() async throws {
        let (car, _) = try await CPBarButtonConformance.car(trailing: [CPMessageComposeBarButton()])
        try await car.tap("nav.trailing.0")
        let siri = try #require(Rows.line(of: car.screen, containing: "◉ Siri"))
        let lines = car.screen.split(separator: "\n", omittingEmptySubsequences: false).map { String($0.dropFirst(6)) }
        #expect(lines[siri.number...].prefix(2) == ["  │ ◉ Siri                               │", "  │ Who do you want to message?          │"])
    }
}
