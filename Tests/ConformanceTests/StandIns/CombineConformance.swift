import Combine
import Testing

/// A model as a scene delegate observes one: two published properties.
final class RecorderModel: ObservableObject {
    @Published var isRecording = false
    @Published var takes = 0
}

/// Combine: ObservableObject, @Published, subjects, sink and
/// AnyCancellable, which the surveyed apps' CarPlay files observe their
/// models with (Talkie, YouAreHere, Kei-onara!, CarPlayVOIPDemo).
struct CombineConformance {
    @Test("a published property sends its value at once, then each new one before the property holds it", .apple("combine/published"))
    func publishedSendsInWillSet() {
        let model = RecorderModel()
        var seen: [String] = []
        let cancellable = model.$isRecording.sink { new in seen.append("\(new) while \(model.isRecording)") }
        model.isRecording = true
        #expect(seen == ["false while false", "true while false"])
        #expect(model.isRecording)
        cancellable.cancel()
        model.isRecording = false
        #expect(seen.count == 2)
    }

    @Test("objectWillChange sends before any published property changes, and is the same publisher each time", .apple("combine/observableobject"))
    func objectWillChange() {
        let model = RecorderModel()
        var changes = 0
        var cancellables = Set<AnyCancellable>()
        model.objectWillChange.sink { changes += 1 }.store(in: &cancellables)
        model.isRecording = true
        model.takes = 2
        #expect(changes == 2)
        #expect(model.objectWillChange === model.objectWillChange)
        #expect(cancellables.count == 1)
    }

    @Test("a passthrough subject sends to its subscribers of the moment, until it completes", .apple("combine/passthroughsubject"))
    func passthrough() {
        let subject = PassthroughSubject<Int, Never>()
        var values: [Int] = []
        var finished = false
        let cancellable = subject.sink(receiveCompletion: { finished = $0 == .finished }, receiveValue: { values.append($0) })
        subject.send(1)
        subject.send(completion: .finished)
        subject.send(2)
        #expect(values == [1])
        #expect(finished)
        _ = cancellable
    }

    @Test("a current-value subject gives a new subscriber its value first", .apple("combine/currentvaluesubject"))
    func currentValue() {
        let subject = CurrentValueSubject<String, Never>("idle")
        var values: [String] = []
        let cancellable = subject.sink { values.append($0) }
        subject.value = "charging"
        #expect(values == ["idle", "charging"])
        #expect(subject.value == "charging")
        _ = cancellable
    }

    @Test("an AnyCancellable freed cancels its subscription", .apple("combine/anycancellable"))
    func freedCancels() {
        let subject = PassthroughSubject<Void, Never>()
        var count = 0
        var cancellable: AnyCancellable? = subject.sink { count += 1 }
        subject.send()
        cancellable = nil
        subject.send()
        #expect(count == 1)
        #expect(cancellable == nil)
    }
}
