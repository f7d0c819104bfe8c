import Testing
import UIKit

/// Images an app draws with UIKit's graphics functions, as headunit shows
/// them: a block where a colour was filled, a square where a rectangle was
/// only outlined, and nothing where no colour was set.
@MainActor struct DrawingConformance {
    func drawn(_ actions: (UIGraphicsImageRendererContext) -> Void) -> String {
        UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image(actions: actions).glyph
    }

    @Test("UIRectFrame outlines in the stroke colour; a fill covers it", .apple("uikit/uirectframe(_:)"))
    func aFrameIsASquareUntilAFillCoversIt() {
        #expect(
            drawn { _ in
                UIColor.red.setStroke()
                UIRectFrame(CGRect(x: 0, y: 0, width: 20, height: 20))
            } == "□")
        #expect(
            drawn { _ in
                UIColor.red.setStroke()
                UIRectFrame(CGRect(x: 0, y: 0, width: 20, height: 20))
                UIColor.red.setFill()
                UIRectFill(CGRect(x: 0, y: 0, width: 20, height: 20))
            } == "■")
        #expect(drawn { _ in UIRectFrame(CGRect(x: 0, y: 0, width: 20, height: 20)) } == " ", "no stroke colour set: nothing drawn")
    }

    @Test("UIColor.set() sets the fill and the stroke colour", .apple("uikit/uicolor/set()"))
    func setColoursBoth() {
        #expect(
            drawn { context in
                UIColor.blue.set()
                context.stroke(CGRect(x: 0, y: 0, width: 20, height: 20))
            } == "□")
        #expect(
            drawn { context in
                UIColor.blue.set()
                context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
            } == "■")
    }

    @Test("saveGState and restoreGState keep the stroke colour with the fill", .apple("coregraphics/cgcontext/savegstate()"))
    func restoringTheStateTakesBackTheStrokeColour() {
        #expect(
            drawn { context in
                context.cgContext.saveGState()
                context.cgContext.setStrokeColor(UIColor.red.cgColor)
                context.cgContext.restoreGState()
                context.cgContext.stroke(CGRect(x: 0, y: 0, width: 20, height: 20))
            } == " ")
    }

}
