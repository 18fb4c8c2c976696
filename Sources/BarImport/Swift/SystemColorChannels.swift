/// The fixed channels of a colour written by name (`white`), for `.opacity`.
enum SystemColorChannels {
    static func fixed(_ value: DraftValue) -> ImportedColor.RGBA? {
        guard case .scalar(let name) = value else { return nil }
        return UIKitColorText.fixedChannels[name]
    }
}
