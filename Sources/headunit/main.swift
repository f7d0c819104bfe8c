import Glibc
import HeadUnitCommands

exit(HeadUnitCommand.main(CommandLine.arguments).rawValue)
