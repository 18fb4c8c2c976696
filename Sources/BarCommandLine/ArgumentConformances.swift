import ArgumentParser
import BarCodegen
import BarTheme

// Library enums the command lines take as option values. ArgumentParser checks them and names the
// accepted values in its error ("Please provide one of 'ios7', 'ios13', …"), the same words in
// every command; the libraries themselves do not depend on ArgumentParser.

extension Era: ExpressibleByArgument {}

extension SwiftGenerator.Access: ExpressibleByArgument {}
