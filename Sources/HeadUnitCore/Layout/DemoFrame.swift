/// A frame for a demo: the display (and the cluster beside it), with a
/// keycast strip under it that shows the input just given, in the bezel's
/// own ink (the display's text ink may be the bezel's colour: day's is).
public enum DemoFrame {
    public static func compose(_ picture: Frame, keycast: String?) -> Frame {
        var frame = Frame(width: picture.width, height: picture.height + 1, style: Style(.bezel, on: .bezel))
        frame.blit(picture, x: 0, y: 0)
        if let keycast {
            let text = TextFit.truncate(" " + keycast + " ", to: picture.width)
            frame.put(text, x: 0, y: picture.height, style: Style(.bezel, on: .bezel, bold: true))
        }
        return frame
    }
}
