import Glibc

exit(HeadUnitCommand.main(CommandLine.arguments).rawValue)
