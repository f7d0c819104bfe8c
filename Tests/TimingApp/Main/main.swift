import CarPlay
import CarPlayHeadUnit
import TimingAppScene

// An app builds its delegate first, and logs as it goes: this line is the
// app's console's, never headunit's output.
print("TimingApp: starting")
let scene = TimingScene()
HeadUnit.run(delegate: scene, name: "Timing", category: .audio)
