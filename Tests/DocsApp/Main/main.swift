// main.swift, in Swift 5 or Swift 6 language mode:
import CarPlay
import CarPlayHeadUnit
import MyAppCarPlay

HeadUnit.run(delegate: CarPlaySceneDelegate(), name: "My App", category: .audio, scripts: ["by-knob": "dpad click\nexpect template nowPlaying"])
