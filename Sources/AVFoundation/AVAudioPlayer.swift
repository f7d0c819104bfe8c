import Foundation

/// STAND-IN for `AVAudioPlayerDelegate`: told when a player ends.
public protocol AVAudioPlayerDelegate: NSObjectProtocol {
    /// The player reached the end of its sound.
    func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool)
    /// The player could not decode its sound.
    func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: Error?)
}

extension AVAudioPlayerDelegate {
    public func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {}
    public func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: Error?) {}
}

/// STAND-IN for `AVAudioPlayer`: plays a sound held in memory or a file.
/// The head unit has no speaker and reads no audio format: the sound's
/// length is unknown (0), so a player that plays has ended at once, and
/// its delegate is told so on the main queue, as a short sound's would be.
open class AVAudioPlayer: NSObject, @unchecked Sendable {
    /// The sound's bytes.
    public let data: Data?
    /// The sound's file.
    public let url: URL?
    /// Told when the sound ends.
    open weak var delegate: AVAudioPlayerDelegate?
    /// The sound's length in seconds.
    open var duration: TimeInterval { 0 }
    /// Where it is in the sound, in seconds.
    open var currentTime: TimeInterval = 0
    /// The loudness, 0 to 1.
    open var volume: Float = 1
    /// Whether it plays.
    open private(set) var isPlaying = false

    /// A player of the sound `data`.
    public init(data: Data) throws {
        self.data = data
        url = nil
        super.init()
    }

    /// A player of the sound in the file at `url`.
    public init(contentsOf url: URL) throws {
        self.url = url
        data = nil
        super.init()
    }

    /// Gets ready to play; true.
    open func prepareToPlay() -> Bool { true }

    /// Plays the sound: it ends at once, and the delegate is told on the main queue.
    @discardableResult
    open func play() -> Bool {
        isPlaying = true
        DispatchQueue.main.async { [weak self] in
            guard let self, self.isPlaying else { return }
            self.isPlaying = false
            self.delegate?.audioPlayerDidFinishPlaying(self, successfully: true)
        }
        return true
    }

    /// Stops, keeping its place.
    open func pause() { isPlaying = false }

    /// Stops.
    open func stop() { isPlaying = false }
}
