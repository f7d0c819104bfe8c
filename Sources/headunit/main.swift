import Foundation

exit(HeadUnitCommand.main(CommandLine.arguments).rawValue)
