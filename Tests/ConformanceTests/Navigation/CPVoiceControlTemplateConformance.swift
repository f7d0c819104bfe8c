import CarPlay
import CarPlayTesting
import Testing

/// A navigation app that listens: it presents a voice control template
/// over its map when the driver chooses "Speak".
@MainActor final class VoiceConformanceApp: UIResponder, CPTemplateApplicationSceneDelegate {
    let map = CPMapTemplate()
    var interfaceController: CPInterfaceController?
    let voice: CPVoiceControlTemplate

    init(states: [CPVoiceControlState]) {
        voice = CPVoiceControlTemplate(voiceControlStates: states)
        super.init()
    }

    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController, to window: CPWindow
    ) {
        self.interfaceController = interfaceController
        map.automaticallyHidesNavigationBar = false
        interfaceController.setRootTemplate(map, animated: false, completion: nil)
    }

    func listen() { interfaceController?.presentTemplate(voice, animated: true, completion: nil) }

    static func state(_ identifier: String, _ title: String, image: UIImage? = nil, repeats: Bool = false) -> CPVoiceControlState {
        CPVoiceControlState(identifier: identifier, titleVariants: [title], image: image, repeats: repeats)
    }
}

/// CPVoiceControlTemplate and CPVoiceControlState.
@MainActor struct CPVoiceControlTemplateConformance {
    static func listening(_ states: [CPVoiceControlState]) async throws -> (VoiceConformanceApp, TestCar) {
        let app = VoiceConformanceApp(states: states)
        let car = try await TestCar(delegate: app, category: .navigation)
        try await car.connect()
        await car.phone { app.listen() }
        return (app, car)
    }

    @Test("a voice control template shows its indicator while the app listens", .apple("carplay/cpvoicecontroltemplate"))
    func indicatorShows() async throws {
        let (app, car) = try await Self.listening([VoiceConformanceApp.state("listening", "Listening…")])
        #expect(car.presentedTemplate === app.voice)
        #expect(car.screen.contains("Listening…"))
    }

    @Test("the template first shows the first of its states", .apple("carplay/cpvoicecontroltemplate/init(voicecontrolstates:)"))
    func firstStateFirst() async throws {
        let (app, car) = try await Self.listening([VoiceConformanceApp.state("listening", "Listening…"), VoiceConformanceApp.state("done", "Got it")])
        #expect(car.screen.contains("Listening…") && !car.screen.contains("Got it"))
        #expect(app.voice.activeStateIdentifier == "listening")
    }

    @Test("a voice control template keeps at most five states", .apple("carplay/cpvoicecontroltemplate/init(voicecontrolstates:)"))
    func fiveStatesAtMost() async throws {
        let states = (1...6).map { VoiceConformanceApp.state("s\($0)", "State \($0)") }
        let (app, car) = try await Self.listening(states)
        await car.phone { app.voice.activateVoiceControlState(withIdentifier: "s6") }
        #expect(!car.screen.contains("State 6"), "the sixth is ignored")
        await car.phone { app.voice.activateVoiceControlState(withIdentifier: "s5") }
        #expect(car.screen.contains("State 5"))
    }

    @Test("activating a state shows that state", .apple("carplay/cpvoicecontroltemplate/activatevoicecontrolstate(withidentifier:)"))
    func activatingShows() async throws {
        let (app, car) = try await Self.listening([VoiceConformanceApp.state("listening", "Listening…"), VoiceConformanceApp.state("done", "Got it")])
        await car.phone { app.voice.activateVoiceControlState(withIdentifier: "done") }
        #expect(car.screen.contains("Got it") && !car.screen.contains("Listening…"))
    }

    @Test(
        "activating a state before the template is presented changes nothing",
        .apple("carplay/cpvoicecontroltemplate/activatevoicecontrolstate(withidentifier:)"))
    func activatingBeforePresentingDoesNothing() async throws {
        let app = VoiceConformanceApp(states: [VoiceConformanceApp.state("listening", "Listening…"), VoiceConformanceApp.state("done", "Got it")])
        let car = try await TestCar(delegate: app, category: .navigation)
        try await car.connect()
        await car.phone { app.voice.activateVoiceControlState(withIdentifier: "done") }
        #expect(app.voice.activeStateIdentifier == "listening")
        await car.phone { app.listen() }
        #expect(car.screen.contains("Listening…"))
    }

    @Test("the active state identifier names the state shown", .apple("carplay/cpvoicecontroltemplate/activestateidentifier"))
    func activeIdentifier() async throws {
        let (app, car) = try await Self.listening([VoiceConformanceApp.state("listening", "Listening…"), VoiceConformanceApp.state("done", "Got it")])
        await car.phone { app.voice.activateVoiceControlState(withIdentifier: "done") }
        #expect(app.voice.activeStateIdentifier == "done")
    }

    @Test("the template's states are the ones it was made with", .apple("carplay/cpvoicecontroltemplate/voicecontrolstates"))
    func statesKept() {
        let states = [VoiceConformanceApp.state("listening", "Listening…"), VoiceConformanceApp.state("done", "Got it")]
        #expect(CPVoiceControlTemplate(voiceControlStates: states).voiceControlStates == states)
    }
}

/// CPVoiceControlState: one state's title and image.
@MainActor struct CPVoiceControlStateConformance {
    @Test("a voice control state holds the title variants and image of one state", .apple("carplay/cpvoicecontrolstate"))
    func stateShowsTitleAndImage() async throws {
        let state = VoiceConformanceApp.state("listening", "Listening…", image: UIImage(systemName: "magnifyingglass"))
        let (_, car) = try await CPVoiceControlTemplateConformance.listening([state])
        #expect(car.screen.contains("Listening…") && car.screen.contains("⌕"))
    }

    @Test("a state's identifier is what the app activates it by", .apple("carplay/cpvoicecontrolstate/identifier"))
    func identifierActivates() async throws {
        let (app, car) = try await CPVoiceControlTemplateConformance.listening([
            VoiceConformanceApp.state("listening", "Listening…"), VoiceConformanceApp.state("searching", "Searching…"),
        ])
        await car.phone { app.voice.activateVoiceControlState(withIdentifier: app.voice.voiceControlStates[1].identifier) }
        #expect(car.screen.contains("Searching…"))
    }

    @Test("a state shows the first of its title variants that fits", .apple("carplay/cpvoicecontrolstate/titlevariants"))
    func titleVariantFits() async throws {
        let long = "Listening for where you would like to go, the name of a place or an address"
        let state = CPVoiceControlState(identifier: "listening", titleVariants: [long, "Listening…"], image: nil, repeats: false)
        let (_, car) = try await CPVoiceControlTemplateConformance.listening([state])
        #expect(car.screen.contains("Listening…") && !car.screen.contains("an address"))
    }

    @Test("a state shows its image while it is active", .apple("carplay/cpvoicecontrolstate/image"))
    func imageShows() async throws {
        let state = VoiceConformanceApp.state("listening", "Listening…", image: UIImage(systemName: "house"))
        let (_, car) = try await CPVoiceControlTemplateConformance.listening([state])
        #expect(car.screen.contains("⌂"))
    }

    @Test("a repeating state's image keeps animating", .apple("carplay/cpvoicecontrolstate/repeats"))
    func repeatingAnimates() async throws {
        let state = VoiceConformanceApp.state("listening", "Listening…", image: UIImage(systemName: "magnifyingglass"), repeats: true)
        let (_, car) = try await CPVoiceControlTemplateConformance.listening([state])
        var frames: Set<Bool> = []
        for _ in 0..<4 {
            frames.insert(car.screen.contains("⌕"))
            try await car.advance(by: 1)
        }
        #expect(frames == [true, false], "the image shows and blinks in turn")
    }

    @Test(
        "a state is made with its identifier, titles, image and whether it repeats",
        .apple("carplay/cpvoicecontrolstate/init(identifier:titlevariants:image:repeats:)"))
    func stateIsMadeOfItsParts() {
        let state = CPVoiceControlState(identifier: "listening", titleVariants: ["Listening…"], image: nil, repeats: true)
        #expect(state.identifier == "listening" && state.titleVariants == ["Listening…"] && state.image == nil && state.repeats)
    }
}
