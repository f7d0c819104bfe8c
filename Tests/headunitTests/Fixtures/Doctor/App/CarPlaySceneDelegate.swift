import CarPlay
import UIKit

/// The car's scene: its root template is the station list.
final class CarPlaySceneDelegate: UIResponder {
    var interfaceController: CPInterfaceController?
    // class NotADelegate: CPTemplateApplicationSceneDelegate {} is a comment, not a class.
    let note = "class StringDelegate: CPTemplateApplicationSceneDelegate"
}

extension CarPlaySceneDelegate: @preconcurrency CPTemplateApplicationSceneDelegate {
    func templateApplicationScene(_ scene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        self.interfaceController = interfaceController
        interfaceController.setRootTemplate(CPListTemplate(title: "Stations \("\(1)")", sections: []), animated: false, completion: nil)
    }
}
