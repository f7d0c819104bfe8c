import CarPlay
import CarPlayHeadUnit
import MisbehavingAppScene

let scene = MisbehavingScene()
HeadUnit.run(delegate: scene, name: "Misbehaving", category: .communication)
