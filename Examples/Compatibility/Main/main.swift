// The compatibility app on the car, in Swift 5 language mode: the call
// Apple's documentation shows, at the top level.
import CarPlay
import CarPlayHeadUnit
import CompatibilityApp

HeadUnit.run(delegate: CarPlaySceneDelegate(store: EpisodeStore()), name: "Podcasts", category: .audio)
