// Swift Radio on the car: the same CarPlay code as on an iPhone, run by
// headunit. `swift run SwiftRadio` opens the head unit; `swift run
// SwiftRadio script` rehearses the launch orders headless.
import CarPlay
import CarPlayHeadUnit
import SwiftRadioApp

let player = RadioPlayer()
let delegate = CarPlaySceneDelegate(player: player)
HeadUnit.run(
    delegate: delegate, name: "Swift Radio", category: .audio, scripts: LaunchOrderScripts.all,
    phone: [
        "play jazz": { player.play(player.station(named: "Jazz 24")) },
        "select jazz": { player.play(player.station(named: "Jazz 24")) },
        "select news": { player.play(player.station(named: "City News")) },
        "pause": { player.pause() },
    ])
