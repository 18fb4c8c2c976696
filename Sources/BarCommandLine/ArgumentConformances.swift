import ArgumentParser
import BarCodegen
import BarTheme

// Library enums the command lines take as option values. ArgumentParser checks them and names the
// accepted values in its error ("Please provide one of 'public', 'internal'"), the same words in
// every command; the libraries themselves do not depend on ArgumentParser. (Eras are read by
// `EraOption`, which also takes iOS versions.)

extension SwiftGenerator.Access: ExpressibleByArgument {}
